import { downloadFile } from '@/lib/download';

/** GET /api/studies/:id/export: saves the study as one PGN file. */
export const downloadStudyPgn = (studyId: number): Promise<void> =>
  downloadFile(`/studies/${studyId}/export`, {
    accept: 'text/x-chess-pgn',
    fallbackName: `study-${studyId}.pgn`,
  });
