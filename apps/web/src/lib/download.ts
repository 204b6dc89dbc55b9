import { apiClient } from '@/lib/api-client';

/**
 * Saves a file the API serves to logged-in users (a CSV, a PGN) through a Blob URL, named as the
 * server's Content-Disposition says (else `fallbackName`). It goes through the API client, so a
 * refusal is an ApiError and a 401 ends the session and goes to /login like any other call.
 */
export async function downloadFile(
  path: string,
  { accept, fallbackName }: { accept: string; fallbackName: string },
): Promise<void> {
  const { blob, fileName } = await apiClient.getFile(path, { accept });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.click();
  URL.revokeObjectURL(url);
}
