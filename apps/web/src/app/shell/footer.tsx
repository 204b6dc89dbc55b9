import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useClub } from '@/lib/club';

/** The club's name, address and contact details, from GET /api/club. */
export function Footer() {
  const { data: club } = useClub();
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', py: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Container maxWidth="lg">
        {club && (
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography sx={{ fontWeight: 700 }}>{club.name}</Typography>
            <Typography variant="body2">{club.address}</Typography>
            <Typography variant="body2">
              Phone:{' '}
              <Link href={`tel:${club.phone.replace(/[^\d+]/g, '')}`} color="inherit">
                {club.phone}
              </Link>
              {' · '}
              E-mail:{' '}
              <Link href={`mailto:${club.email}`} color="inherit">
                {club.email}
              </Link>
            </Typography>
          </Box>
        )}
        <Typography variant="caption" component="p" sx={{ mt: 1, opacity: 0.8 }}>
          © {new Date().getFullYear()} {club?.name ?? 'Kingside'}
        </Typography>
      </Container>
    </Box>
  );
}
