import { useState } from 'react';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNavigate } from 'react-router';
import { QueryState } from '@/components/query-state';
import { TitleBar } from '@/components/title-bar';
import { useStudies } from '@/features/studies/api/get-studies';
import { ImportStudyDialog } from '@/features/studies/components/import-study-dialog';
import { StudiesGrid } from '@/features/studies/components/studies-grid';

/** /studies (coach or admin): every study; a row opens it, Import PGN makes a new one. */
export function StudiesPage() {
  const studies = useStudies();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);

  return (
    <>
      <TitleBar title="Studies">
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => setImporting(true)}
        >
          Import PGN
        </Button>
      </TitleBar>
      <QueryState query={studies} label="Loading the studies">
        {(rows) => (
          <StudiesGrid rows={rows} onOpen={(study) => void navigate(`/study/${study.id}`)} />
        )}
      </QueryState>
      {importing && (
        <ImportStudyDialog
          onClose={() => setImporting(false)}
          onImported={(study) => void navigate(`/study/${study.id}`)}
        />
      )}
    </>
  );
}
