import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useProgressChildren } from '@/features/progress/api/children';

/**
 * /reportCards (a parent): the students the club linked to the account, each with their Student
 * Corner and report card.
 */
export function ReportCardsPage() {
  const children = useProgressChildren();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
      <PageTitle title="Report cards" />
      <QueryState
        query={children}
        label="Loading your children"
        empty="No students are linked to your account yet. Ask the club to link your child's student account."
      >
        {(list) => (
          <List aria-label="Your children">
            {list.map((child) => {
              const user = encodeURIComponent(child.username);
              return (
                <ListItem key={child.username} disableGutters divider>
                  <ListItemText
                    primary={`${child.name} (${child.username})`}
                    secondary={
                      <Stack component="span" direction="row" spacing={2}>
                        <Link component={RouterLink} to={`/studentCorner/${user}`}>
                          Student Corner <span className="visually-hidden">of {child.name}</span>
                        </Link>
                        <Link component={RouterLink} to={`/students/${user}/report`}>
                          Report card <span className="visually-hidden">of {child.name}</span>
                        </Link>
                      </Stack>
                    }
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </QueryState>
    </Paper>
  );
}
