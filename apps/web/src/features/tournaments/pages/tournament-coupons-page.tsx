import { PageTitle } from '@/components/page-title';
import { useTournamentList } from '@/features/tournaments/api/get-tournaments';
import { CouponsGrid } from '@/features/tournaments/components/coupons-grid';

/** /tournament-coupons (admin): the coupons grid; its tournament choices are the upcoming ones. */
export function TournamentCouponsPage() {
  const upcoming = useTournamentList('upcoming');
  return (
    <>
      <PageTitle title="Tournament Coupons" />
      <CouponsGrid tournaments={upcoming.data ?? []} />
    </>
  );
}
