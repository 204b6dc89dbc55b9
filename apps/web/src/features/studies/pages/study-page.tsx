import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { downloadStudyPgn } from '@/features/studies/api/export-study';
import { useStudy } from '@/features/studies/api/get-study';
import { AddChapterDialog } from '@/features/studies/components/add-chapter-dialog';
import { ChapterView } from '@/features/studies/components/chapter-view';
import { ChaptersGrid } from '@/features/studies/components/chapters-grid';

/**
 * /study/:studyId (coach or admin): the study's name, read-only notes and chapters; the chapter
 * chosen (kept in ?chapter= so it can be linked) shows its name, PGN and a board.
 */
export function StudyPage() {
  const studyId = Number(useParams().studyId);
  const study = useStudy(studyId);
  const [searchParams, setSearchParams] = useSearchParams();
  const chapterParam = Number(searchParams.get('chapter'));
  const chapterId = Number.isInteger(chapterParam) && chapterParam > 0 ? chapterParam : null;
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);

  const showChapter = (id: number) => setSearchParams({ chapter: String(id) });

  const exportPgn = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadStudyPgn(studyId);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageTitle title={study.data?.name ?? 'Study'} />
      <QueryState query={study} label="Loading the study">
        {({ notes, chapters }) => (
          <>
            <TextField
              label="Notes"
              value={notes}
              multiline
              minRows={2}
              maxRows={8}
              fullWidth
              margin="normal"
              slotProps={{ input: { readOnly: true } }}
            />
            <Stack direction="row" sx={{ gap: 1, my: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                Add Chapter
              </Button>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                loading={exporting}
                onClick={() => void exportPgn()}
              >
                Export PGN
              </Button>
            </Stack>
            {exportError != null && (
              <ErrorAlert error={exportError} onClose={() => setExportError(null)} sx={{ mb: 1 }} />
            )}
            <ChaptersGrid rows={chapters} selectedId={chapterId} onSelect={showChapter} />
            {chapterId !== null && <ChapterView studyId={studyId} chapterId={chapterId} />}
          </>
        )}
      </QueryState>
      {adding && (
        <AddChapterDialog
          studyId={studyId}
          onClose={() => setAdding(false)}
          onAdded={(chapter) => {
            setAdding(false);
            showChapter(chapter.id);
          }}
        />
      )}
    </>
  );
}
