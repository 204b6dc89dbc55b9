import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useClub } from '@/lib/club';

const HIGHLIGHTS = [
  {
    title: 'Classes',
    to: '/classes',
    text: 'Group and private lessons for every level, at the main office and in Argyle.',
  },
  {
    title: 'Summer Camp',
    to: '/camp',
    text: 'Full-day and half-day camp weeks with lessons, puzzles and games.',
  },
  {
    title: 'Tournaments',
    to: '/tournaments',
    text: 'USCF-rated tournaments every Saturday afternoon.',
  },
] as const;

/** The home page for visitors: who we are, what we offer, and how to join. */
export function VisitorWelcome() {
  const { data: club } = useClub();
  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="welcome-heading" sx={{ py: { xs: 2, md: 4 } }}>
        <Typography id="welcome-heading" variant="h3" component="h1" gutterBottom>
          Welcome to {club?.name ?? 'our chess club'}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 720, mb: 3 }}>
          We help players of every age enjoy and improve at chess, with weekly classes, after-school
          programs, summer camps and rated tournaments.
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to="/register" variant="contained" size="large">
            Register
          </Button>
          <Button component={RouterLink} to="/login" variant="outlined" size="large">
            Login
          </Button>
        </Stack>
      </Box>
      <Grid container spacing={2}>
        {HIGHLIGHTS.map((item) => (
          <Grid key={item.to} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={item.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {item.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.text}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
