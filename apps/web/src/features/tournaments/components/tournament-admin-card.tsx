import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Tournament } from '@kingside/shared';
import { FormCard } from '@/components/form-card';
import { NotFoundPage } from '@/components/not-found-page';
import { QueryState } from '@/components/query-state';
import { useTournamentById } from '@/features/tournaments/api/tournaments-admin';
import { ApiError } from '@/lib/api-client';

/**
 * The wide card of an admin's page about the tournament of the address's {id}
 * (/tourEntriesAdd/{id}, /tourEntriesUpload/{id}): titled "<name> — <title>" once the tournament
 * has loaded, then what `children` make of it. An id that is no tournament's shows the not-found
 * page.
 */
export function TournamentAdminCard({
  title,
  children,
}: {
  /** What the page does, e.g. "Add Entry". */
  title: string;
  children: (tournament: Tournament) => ReactNode;
}) {
  const { id: idParam = '' } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const tournament = useTournamentById(valid ? id : null);
  if (!valid || (tournament.error instanceof ApiError && tournament.error.status === 404)) {
    return <NotFoundPage />;
  }
  return (
    <FormCard title={tournament.data ? `${tournament.data.name} — ${title}` : title} maxWidth={960}>
      <QueryState query={tournament} label="Loading the tournament">
        {children}
      </QueryState>
    </FormCard>
  );
}
