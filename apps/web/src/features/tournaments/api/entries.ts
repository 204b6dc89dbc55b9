import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EmailSentResultSchema,
  EntryPageSchema,
  EntrySchema,
  EntryUploadResultSchema,
  MESSAGES,
  TournamentSchema,
  type AdminEntrySave,
  type AdminEntryUpdate,
  type EntryUploadResult,
  type TournamentEmail,
} from '@kingside/shared';
import { TOURNAMENTS_KEY } from '@/features/tournaments/api/get-tournaments';
import { ApiError, apiClient } from '@/lib/api-client';
import { paramsQuery } from '@/lib/params-query';
import { downloadFile } from '@/lib/download';
import { readSession } from '@/lib/session';

/**
 * The entry lists and their administration (spec 2 §2 /tourEntries, /tourEntriesAdd,
 * /tourEntriesUpload; §7 "Tournaments and coupons"; docs/decisions/0037). Everything under
 * ['tournament-entries', id], so a save, an add or an upload refetches both lists.
 */
export const ENTRIES_KEY = ['tournament-entries'] as const;
const auth = 'required' as const;

/**
 * GET /api/tournament/{id} for a page anyone may open (the entries list): the token goes along
 * when there is one, and no session is not a reason to log in.
 */
export const tournamentForEntriesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...TOURNAMENTS_KEY, 'byId', id, 'forEntries'],
    queryFn: ({ signal }) =>
      apiClient.get(`/tournament/${id}`, { auth: 'optional', schema: TournamentSchema, signal }),
  });

export const useTournamentForEntries = (id: number | null) =>
  useQuery({ ...tournamentForEntriesQueryOptions(id ?? 0), enabled: id !== null });

/**
 * GET /api/tournament/{id}/entries?waitingList&page&size: one page of the main list or of the
 * waiting list (page from 0). 403 "Content Restricted" when the tournament hides its entries and
 * the caller is not an admin or assistant.
 */
export const entriesQueryOptions = (
  id: number,
  { waitingList, page, size }: { waitingList: boolean; page: number; size: number },
) =>
  queryOptions({
    ...paramsQuery(
      [...ENTRIES_KEY, id, { waitingList, page, size }],
      `/tournament/${id}/entries`,
      { waitingList, page, size },
      EntryPageSchema,
      'optional',
    ),
    staleTime: 0,
  });

export const useEntries = (
  id: number,
  params: { waitingList: boolean; page: number; size: number },
) => useQuery(entriesQueryOptions(id, params));

/** PUT /api/admin/tournament/{id}/entries: the fields of one entry the admin changed. */
export function useUpdateEntry(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminEntryUpdate) =>
      apiClient.put(`/admin/tournament/${tournamentId}/entries`, body, {
        auth,
        schema: EntrySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ENTRIES_KEY, tournamentId] }),
  });
}

/** POST /api/admin/tournament/{id}/entries: an entry the admin adds (201). */
export function useAddEntry(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminEntrySave) =>
      apiClient.post(`/admin/tournament/${tournamentId}/entries`, body, {
        auth,
        schema: EntrySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ENTRIES_KEY, tournamentId] }),
  });
}

/** POST /api/tournament/{id}/sendEmail: a message to every entry (and the waiting list if asked). */
export function useSendTournamentEmail(tournamentId: number) {
  return useMutation({
    mutationFn: (body: TournamentEmail) =>
      apiClient.post(`/tournament/${tournamentId}/sendEmail`, body, {
        auth,
        schema: EmailSentResultSchema,
      }),
  });
}

/** POST /api/tournament/{id}/sendReminderEmail: the reminder to every entry of the main list. */
export function useSendReminderEmail(tournamentId: number) {
  return useMutation({
    mutationFn: () =>
      apiClient.post(`/tournament/${tournamentId}/sendReminderEmail`, undefined, {
        auth,
        schema: EmailSentResultSchema,
      }),
  });
}

/** The name SwissSys's file is saved under (§7): the short name and `_swisssys.sjson`. */
export const swissSysFileName = (shortName: string) => `${shortName}_swisssys.sjson`;

/**
 * GET /api/admin/tournament/{id}/swisssys: the SwissSys file (with the rounds and results once
 * the director has paired), saved as the server names it, else `<shortName>_swisssys.sjson`.
 */
export const downloadSwissSys = (tournamentId: number, shortName: string) =>
  downloadFile(`/admin/tournament/${tournamentId}/swisssys`, {
    accept: 'application/json',
    fallbackName: swissSysFileName(shortName),
  });

export function useDownloadSwissSys(tournamentId: number) {
  return useMutation({
    mutationFn: (shortName: string) => downloadSwissSys(tournamentId, shortName),
  });
}

/** Where an upload is: sending the file (percent sent), then the server importing it. */
export type UploadProgress = { phase: 'sending'; percent: number } | { phase: 'importing' };

/** The API's error shape read from an XHR answer, else the status text. */
function xhrError(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as {
      code?: unknown;
      message?: unknown;
      fieldErrors?: unknown;
    };
    if (typeof body.code === 'string' && typeof body.message === 'string') {
      const fieldErrors =
        typeof body.fieldErrors === 'object' && body.fieldErrors !== null
          ? (body.fieldErrors as Record<string, string[]>)
          : {};
      return new ApiError(xhr.status, body.code, body.message, fieldErrors);
    }
  } catch {
    // Not JSON: the status text below.
  }
  return new ApiError(
    xhr.status,
    `HTTP_${xhr.status}`,
    xhr.responseText.trim() || xhr.statusText || MESSAGES.serverError,
  );
}

/**
 * POST /api/admin/tournament/{id}/entries/upload, multipart with the `csvFile` part. Sent with
 * XMLHttpRequest, as fetch cannot report an upload's progress: `onProgress` hears the percent
 * sent (`upload.onprogress`), then `importing` once the file is all sent and the server checks
 * and imports it (all rows or none). A refusal rejects with an ApiError whose fieldErrors name
 * every bad row ("line 4": reasons).
 */
export function uploadEntries(
  tournamentId: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<EntryUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/tournament/${tournamentId}/entries/upload`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readSession()?.accessToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress({ phase: 'sending', percent: Math.round((event.loaded / event.total) * 100) });
      }
    };
    xhr.upload.onload = () => onProgress({ phase: 'importing' });
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', MESSAGES.serverError));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(xhrError(xhr));
        return;
      }
      try {
        const parsed = EntryUploadResultSchema.safeParse(JSON.parse(xhr.responseText));
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'INVALID_RESPONSE', MESSAGES.serverError));
      } catch {
        reject(new ApiError(xhr.status, 'INVALID_RESPONSE', MESSAGES.serverError));
      }
    };
    const form = new FormData();
    form.append('csvFile', file);
    onProgress({ phase: 'sending', percent: 0 });
    xhr.send(form);
  });
}

export function useUploadEntries(tournamentId: number, onProgress: (p: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadEntries(tournamentId, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ENTRIES_KEY, tournamentId] }),
  });
}
