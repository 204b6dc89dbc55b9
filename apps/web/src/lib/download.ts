import { ApiError } from '@/lib/api-client';
import { readSession } from '@/lib/session';

/** The error of a failed download: the API's error body when it sent one, else the text. */
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

/**
 * Saves a file the API serves to logged-in users (a CSV, a PGN). Such calls need the bearer
 * token, and the API client only reads JSON, so the file is fetched here and saved through a
 * Blob URL, named as the server's Content-Disposition says (else `fallbackName`).
 */
export async function downloadFile(
  path: string,
  { accept, fallbackName }: { accept: string; fallbackName: string },
): Promise<void> {
  const token = readSession()?.accessToken;
  const response = await fetch(`/api${path}`, {
    headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw await downloadError(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
