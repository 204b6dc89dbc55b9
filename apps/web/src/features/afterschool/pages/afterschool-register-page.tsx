import Typography from '@mui/material/Typography';
import type { SchoolName } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FormCard } from '@/components/form-card';
import { useAfterschoolProgram } from '@/features/afterschool/api/get-afterschool-program';
import { AfterschoolForm } from '@/features/afterschool/components/afterschool-form';
import { ProgramFacts } from '@/features/afterschool/components/program-facts';

const PAGES = {
  RJLEE: {
    title: 'After School at RJ Lee',
    description: 'Register for the after-school chess club at RJ Lee elementary school.',
  },
  MUSTANG: {
    title: 'Group Class at the park (Mustang)',
    description: 'Register for the evening group chess class at the Mustang park location.',
  },
} as const satisfies Record<SchoolName, { title: string; description: string }>;

/** /register/rjlee and /register/mustang: the program's facts, then its registration form. */
export function AfterschoolRegisterPage({ schoolName }: { schoolName: SchoolName }) {
  const program = useAfterschoolProgram(schoolName);
  const page = PAGES[schoolName];
  return (
    <FormCard title={page.title} description={page.description} maxWidth={640}>
      {program.isError ? (
        <ErrorAlert error={program.error} sx={{ mb: 2 }} />
      ) : program.isPending ? (
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          Loading…
        </Typography>
      ) : (
        program.data && <ProgramFacts program={program.data} />
      )}
      <AfterschoolForm key={schoolName} schoolName={schoolName} />
    </FormCard>
  );
}
