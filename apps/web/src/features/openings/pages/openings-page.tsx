import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isCoachOrAdmin } from '@kingside/shared';
import { QueryState } from '@/components/query-state';
import { TitleBar } from '@/components/title-bar';
import { useOpenings } from '@/features/openings/api/get-openings';
import { OpeningsGrid } from '@/features/openings/components/openings-grid';
import { useSession } from '@/lib/session';

/** /openings (club members): the club's opening repertoire; coaches and admins add lines. */
export function OpeningsPage() {
  const openings = useOpenings();
  const navigate = useNavigate();
  const session = useSession();

  return (
    <>
      <TitleBar title="Openings">
        {isCoachOrAdmin(session?.roles) && (
          <Button
            component={RouterLink}
            to="/openingAdd"
            variant="contained"
            startIcon={<AddIcon />}
          >
            Add Opening
          </Button>
        )}
      </TitleBar>
      <QueryState query={openings} label="Loading the openings">
        {(rows) => (
          <OpeningsGrid rows={rows} onOpen={(opening) => void navigate(`/opening/${opening.id}`)} />
        )}
      </QueryState>
    </>
  );
}
