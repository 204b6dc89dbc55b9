import type { SchoolName } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useAfterschoolRegistrations } from '@/features/afterschool/api/get-afterschool-registrations';
import { AfterschoolRegistrationsGrid } from '@/features/afterschool/components/afterschool-registrations-grid';

const TITLES = {
  RJLEE: 'RJ Lee Registrations',
  MUSTANG: 'Mustang Registrations',
} as const satisfies Record<SchoolName, string>;

/** /RJLEE/registrations and /mustang/registrations: one school's after-school registrations (admin). */
export function AfterschoolRegistrationsPage({ schoolName }: { schoolName: SchoolName }) {
  const registrations = useAfterschoolRegistrations(schoolName);
  return (
    <>
      <PageTitle title={TITLES[schoolName]} />
      <QueryState query={registrations} label="Loading the registrations">
        {(rows) => (
          <AfterschoolRegistrationsGrid
            key={schoolName}
            schoolName={schoolName}
            label={TITLES[schoolName]}
            rows={rows}
          />
        )}
      </QueryState>
    </>
  );
}
