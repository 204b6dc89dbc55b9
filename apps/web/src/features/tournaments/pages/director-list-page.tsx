import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useTournamentList } from '@/features/tournaments/api/get-tournaments';
import { tournamentWhen } from '@/features/tournaments/components/tournament-card';

const LISTINGS = [
  { listing: 'ongoing', title: 'Ongoing' },
  { listing: 'upcoming', title: 'Upcoming' },
] as const;

function Listing({ listing, title }: (typeof LISTINGS)[number]) {
  const list = useTournamentList(listing);
  return (
    <Box component="section" aria-labelledby={`director-${listing}`} sx={{ mb: 3 }}>
      <Typography id={`director-${listing}`} component="h2" variant="h5">
        {title}
      </Typography>
      <QueryState
        query={list}
        label={`Loading the ${title.toLowerCase()} tournaments`}
        empty={`No ${title.toLowerCase()} tournaments.`}
      >
        {(tournaments) => (
          <List>
            {tournaments.map((t) => (
              <ListItem key={t.id} disableGutters>
                <RouterLink to={`/director/${t.id}`}>{t.name}</RouterLink>
                <Typography component="span" sx={{ ml: 1 }}>
                  {tournamentWhen(t)}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </Box>
  );
}

/** /director (issue 16): the ongoing and upcoming tournaments, each opening its director page. */
export function DirectorListPage() {
  return (
    <Box>
      <PageTitle title="Run a tournament" />
      {LISTINGS.map((l) => (
        <Listing key={l.listing} {...l} />
      ))}
    </Box>
  );
}
