import { PageBreadcrumbs } from '@/components/page-breadcrumbs';
import { PageTitle } from '@/components/page-title';
import { AssignmentForm } from '@/features/assignments/components/assignment-form';

/** /assignmentAdd (coaches and admins): a new assignment built on a setup board. */
export function AssignmentAddPage() {
  return (
    <>
      <PageBreadcrumbs
        links={[{ label: 'Assignments', to: '/assignments' }]}
        current="Add Assignment"
      />
      <PageTitle title="Add Assignment" />
      <AssignmentForm />
    </>
  );
}
