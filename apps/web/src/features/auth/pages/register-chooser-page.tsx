import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page-title';

/** The registration types of spec 1 section 2 (/register). */
const CHOICES = [
  {
    title: 'General inquiry',
    to: '/inquiry',
    description: 'Questions about classes, tournaments or anything else? Send us a note.',
  },
  {
    title: 'Group Class',
    to: '/register/groupClass',
    description: 'Weekly small-group lessons at the main office, from beginner to advanced.',
  },
  {
    title: 'Private Class',
    to: '/register/privateClass',
    description: 'One-to-one coaching planned around your goals and schedule.',
  },
  {
    title: 'After School at RJ Lee',
    to: '/register/rjlee',
    description: 'Friday after-school chess club at RJ Lee elementary school.',
  },
  {
    title: 'Group Class at the park (Mustang)',
    to: '/register/mustang',
    description: 'Thursday evening group class at the Mustang park location.',
  },
  {
    title: 'Summer Camp',
    to: '/camp/register',
    description: 'Full-day and half-day chess camp weeks during the summer.',
  },
] as const;

export function RegisterChooserPage() {
  return (
    <>
      <PageTitle title="Register" />
      <Typography sx={{ mb: 3 }}>Choose what you would like to sign up for.</Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CHOICES.map((choice, index) => (
          <Grid key={choice.to} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              {/* The link is named by its title alone; the description is read as its description. */}
              <CardActionArea
                component={RouterLink}
                to={choice.to}
                aria-labelledby={`register-choice-${index}`}
                aria-describedby={`register-choice-${index}-text`}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Typography
                    id={`register-choice-${index}`}
                    variant="h6"
                    component="h2"
                    gutterBottom
                  >
                    {choice.title}
                  </Typography>
                  <Typography
                    id={`register-choice-${index}-text`}
                    variant="body2"
                    color="text.secondary"
                  >
                    {choice.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
