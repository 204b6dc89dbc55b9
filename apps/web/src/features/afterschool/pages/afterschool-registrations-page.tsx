import type { SchoolName } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
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
      {registrations.isError ? (
        <ErrorAlert error={registrations.error} />
      ) : (
        <AfterschoolRegistrationsGrid
          key={schoolName}
          schoolName={schoolName}
          label={TITLES[schoolName]}
          rows={registrations.data ?? []}
          loading={registrations.isPending}
        />
      )}
    </>
  );
}
