import Typography from '@mui/material/Typography';
import type { RegisterFor } from '@kingside/shared';
import { FormCard } from '@/components/form-card';
import { RegisterForm } from '@/features/auth/components/register-form';

const TITLES: Record<RegisterFor, string> = {
  groupClass: 'Group Class',
  privateClass: 'Private Class',
};

/** /register/groupClass and /register/privateClass: create an account for that class type. */
export function RegisterPage({ registerFor }: { registerFor: RegisterFor }) {
  return (
    <FormCard title={TITLES[registerFor]}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Create your account; we will contact you to arrange your first lesson.
      </Typography>
      <RegisterForm key={registerFor} registerFor={registerFor} />
    </FormCard>
  );
}
