/** User-facing messages, word for word from the spec; both the server and the web app use these. */
export const MESSAGES = {
  required: 'This field is required!',
  usernameLength: 'The username must be between 3 and 20 characters.',
  passwordLength: 'The password must be between 6 and 40 characters.',
  invalidEmail: 'This is not a valid email.',
  emailSent: 'Email sent. Please check your email',
  passwordReset: 'Password is reset successfully!',
  passwordChanged: 'Password Changed Successfully!',
  registered: 'User registered successfully!',
  accessRestricted: 'Access to this page is restricted',
  contentRestricted: 'Content Restricted',
  /** Members-only pages name the club. */
  membersOnly: (clubName: string) => `This page is accessible only for ${clubName} members`,
  // Messages below are Kingside's own, for cases the spec leaves open (docs/decisions/0004).
  invalidCredentials: 'Invalid username or password.',
  usernameTaken: 'That username is already taken.',
  currentPasswordWrong: 'The current password is not correct.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notAuthenticated: 'Please log in to continue.',
  userNotFound: 'No user with that username.',
  profileSaved: 'Profile saved.',
  invalidRequest: 'Please correct the highlighted fields.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
