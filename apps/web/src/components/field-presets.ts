/**
 * Label and browser hints of the fields many forms share, MUI and plain alike (`autoComplete`
 * lets autofill and password managers fill the right box). Spread into a field, then override
 * what differs: `<TextField {...form.field('phoneNumber')} {...FIELD.phone} label="Phone" />`.
 */
export const FIELD = {
  username: { label: 'Username', autoComplete: 'username' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  name: { label: 'Name', autoComplete: 'name' },
  phone: { label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  optionalPhone: { label: 'Phone number (optional)', type: 'tel', autoComplete: 'tel' },
  /** The login form's password. */
  password: { label: 'Password', type: 'password', autoComplete: 'current-password' },
  currentPassword: {
    label: 'Current password',
    type: 'password',
    autoComplete: 'current-password',
  },
  newPassword: { label: 'New password', type: 'password', autoComplete: 'new-password' },
} as const;
