import { ApiError } from '@/lib/api-client';
import { readSession } from '@/lib/session';

/** The message of a failed download: the API's error body when it sent one, else the text. */
async function downloadError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string' && typeof body.message === 'string') {
      return new ApiError(response.status, body.code, body.message);
    }
  } catch {
    // Not the API's JSON error shape: use the text.
  }
  return new ApiError(response.status, `HTTP_${response.status}`, text || response.statusText);
}

/** The file name the server suggests in Content-Disposition, else study-<id>.pgn. */
const fileName = (response: Response, studyId: number) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
  `study-${studyId}.pgn`;

/**
 * GET /api/studies/:id/export: the PGN needs the bearer token, and the API client only reads
 * JSON, so it is fetched here and saved through a Blob URL instead of a plain link.
 */
export async function downloadStudyPgn(studyId: number): Promise<void> {
  const token = readSession()?.accessToken;
  const response = await fetch(`/api/studies/${studyId}/export`, {
    headers: {
      Accept: 'text/x-chess-pgn',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw await downloadError(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response, studyId);
  link.click();
  URL.revokeObjectURL(url);
}
