import type { SchoolName } from '@kingside/shared';
import { PlainFormCard } from '@/components/plain-form/plain-form';
import { PlainQueryState } from '@/components/plain-query-state';
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

/**
 * /register/rjlee and /register/mustang: the program's facts, then its registration form. Plain
 * HTML (docs/decisions/0025): a visitor can open it first.
 */
export function AfterschoolRegisterPage({ schoolName }: { schoolName: SchoolName }) {
  const program = useAfterschoolProgram(schoolName);
  const page = PAGES[schoolName];
  return (
    <PlainFormCard title={page.title} description={page.description} wide>
      <div className="facts-slot">
        <PlainQueryState query={program}>
          {(facts) => facts && <ProgramFacts program={facts} />}
        </PlainQueryState>
      </div>
      <AfterschoolForm key={schoolName} schoolName={schoolName} program={program.data} />
    </PlainFormCard>
  );
}
