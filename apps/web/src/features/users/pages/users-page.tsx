import { PageTitle } from '@/components/page-title';
import { UsersGrid } from '@/features/users/components/users-grid';

/** /users: the admin's users grid (spec 2 §2 "Admin tools"). */
export function UsersPage() {
  return (
    <>
      <PageTitle title="Users" />
      <UsersGrid />
    </>
  );
}
