import { Link as RouterLink } from 'react-router';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from '@/components/page-title';
import { ChildrenTable } from '@/features/families/components/children-table';
import { FamilyOrders, FamilyRegistrations } from '@/features/families/components/family-history';

/**
 * /profile/family: the parent's children (added, edited and removed here, picked on the
 * after-school and camp forms), then every registration and payment of the family with receipts
 * (docs/decisions/0031).
 */
export function FamilyPage() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 1000, mx: 'auto' }}>
      <PageTitle title="Family" />
      <Typography sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/profile">
          Back to Profile
        </Link>
        {' · '}
        <Link component={RouterLink} to="/reportCards">
          Report cards
        </Link>
        {' · '}
        <Link component={RouterLink} to="/profile/family/cart">
          Family cart: camp, after-school and tournaments in one payment
        </Link>
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        Children
      </Typography>
      <ChildrenTable />
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        Registrations
      </Typography>
      <FamilyRegistrations />
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        Payments
      </Typography>
      <FamilyOrders />
    </Paper>
  );
}
