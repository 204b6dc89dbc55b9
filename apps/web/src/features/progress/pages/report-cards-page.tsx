import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { isAdmin, isLearner } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useProgressClasses } from '@/features/progress/api/class-progress';
import { useProgressChildren } from '@/features/progress/api/children';
import { useSession } from '@/lib/session';

/** The empty page's sentences, one for each reader (docs/decisions/0059). */
const NO_CHILDREN = {
  parent:
    "No students are linked to your account yet. Ask the club to link your child's student account.",
  coachWithoutClasses:
    'No class time is assigned to you yet, so no students are yours to follow. Ask the club’s admin to assign you your class times.',
  coachWithoutStudents:
    'No students are in your class times yet. Ask the club’s admin to add your students to them.',
} as const;

/** Where a coach or an admin finds students' report cards: the class view links each one. */
function ClassProgressSentence({ own }: { own: boolean }) {
  return (
    <>
      {own ? 'Your students’' : 'Students’'} report cards are in{' '}
      <Link component={RouterLink} to="/classProgress">
        Class Progress
      </Link>
      : choose a class time there and click a student’s name.
    </>
  );
}

/** A coach's students are those of their class times: what there is, or whom to ask. */
function CoachSentence() {
  const classes = useProgressClasses();
  if (classes.isPending) return null;
  if (classes.data?.length === 0) return NO_CHILDREN.coachWithoutClasses;
  if (classes.data?.every((c) => c.students === 0)) return NO_CHILDREN.coachWithoutStudents;
  return <ClassProgressSentence own />;
}

/**
 * What the page says when no student is linked to the account, by who reads it: a coach about
 * their class times, an admin where report cards are, a student where their own is, anyone else
 * (a parent) how to get their child linked.
 */
function NoChildren() {
  const session = useSession();
  const roles = session?.roles;
  if (roles?.includes('coach')) return <CoachSentence />;
  if (isAdmin(roles)) return <ClassProgressSentence own={false} />;
  if (session && isLearner(roles)) {
    return (
      <>
        This page is where parents find their children’s report cards. Yours is on its own page:{' '}
        <Link
          component={RouterLink}
          to={`/students/${encodeURIComponent(session.username)}/report`}
        >
          your report card
        </Link>
        .
      </>
    );
  }
  return NO_CHILDREN.parent;
}

/**
 * /reportCards (a parent): the students the club linked to the account, each with their Student
 * Corner and report card; anyone with none linked reads a sentence meant for their role.
 */
export function ReportCardsPage() {
  const children = useProgressChildren();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
      <PageTitle title="Report cards" />
      <QueryState query={children} label="Loading your children" empty={<NoChildren />}>
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
