/** The entry upload: a CSV of spec 2 §9's columns, every row checked, then written all or none. */
import {
  ENTRY_MESSAGES,
  ENTRY_UPLOAD_COLUMNS,
  ENTRY_UPLOAD_MAX_ROWS,
  type EntryUploadResult,
} from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { shareCpu } from '../../lib/cpu-slices.js';
import { CsvError, csvRecords } from '../../lib/csv.js';
import { writeUpload } from '../../lib/uploads.js';
import { entriesRepository } from './entries.repository.js';
import {
  entryFromRow,
  CSV_MESSAGES,
  isBlankRecord,
  readHeader,
  type UploadedEntry,
} from './entries-csv.js';
import { loadTournament } from './entries.service.js';
import { offerFreedPlaces } from './waiting-list.js';

/** The multipart part an upload's CSV comes in (spec 2 §7). */
export const UPLOAD_FIELD = 'csvFile';

/** The upload's text: UTF-8 (a BOM is dropped), else read as Windows-1252 (older Excel exports). */
function decodeUpload(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

const fileError = (code: string, message: string) =>
  badRequest(code, message, { [UPLOAD_FIELD]: [message] });

/**
 * POST admin/tournament/{id}/entries/upload (spec 2 §9's 17 columns): every row is checked
 * first, in the slices every upload shares with other requests (`shareCpu`); any bad row refuses
 * the whole file (400, each bad row by its line in the file, the header being line 1); else all
 * rows are written in short batches and published together (docs/decisions/0047): all or none.
 */
export async function uploadEntries(
  ctx: AppContext,
  userId: number,
  tournamentId: number,
  data: Buffer,
  log: FastifyBaseLogger,
): Promise<EntryUploadResult> {
  const t = await loadTournament(ctx, tournamentId);
  const text = decodeUpload(data);
  const now = new Date();
  const entries: (UploadedEntry & { tournamentId: number })[] = [];
  const problems: Record<string, string[]> = {};
  let columns: ReturnType<typeof readHeader> = null;
  let rows = 0;
  try {
    for (const record of csvRecords(text)) {
      await shareCpu();
      if (isBlankRecord(record.fields)) continue;
      if (!columns) {
        columns = readHeader(record.fields);
        if (!columns) throw fileError('UPLOAD_BAD_HEADER', ENTRY_MESSAGES.uploadBadHeader);
        continue;
      }
      if (++rows > ENTRY_UPLOAD_MAX_ROWS) {
        throw fileError('UPLOAD_TOO_MANY_ROWS', ENTRY_MESSAGES.uploadTooManyRows);
      }
      const line = `line ${record.line}`;
      if (record.fields.length !== ENTRY_UPLOAD_COLUMNS.length) {
        problems[line] = [
          CSV_MESSAGES.fieldCount(ENTRY_UPLOAD_COLUMNS.length, record.fields.length),
        ];
        continue;
      }
      const row = entryFromRow(record.fields, columns, t, now);
      if (row.problems) problems[line] = row.problems;
      else entries.push({ ...row.entry, tournamentId });
    }
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    problems[`line ${err.line}`] = [err.message];
  }
  const bad = Object.keys(problems).length;
  if (bad > 0) throw badRequest('UPLOAD_REJECTED', ENTRY_MESSAGES.uploadRejected(bad), problems);
  if (entries.length === 0) throw fileError('UPLOAD_EMPTY', ENTRY_MESSAGES.uploadEmpty);
  const repo = entriesRepository(ctx.database.db);
  const staged = entries.map((entry, i) => ({ ...entry, position: i + 1 }));
  const imported = staged.length;
  await writeUpload(ctx, { kind: 'tournamentEntries', userId, rows: imported, log }, (upload) =>
    upload.inBatches(staged, {
      size: (entry) => entry.name.length + entry.email.length + (entry.remark?.length ?? 0),
      insert: (batch) => repo.stageUploaded(upload.id, batch),
    }),
  );
  if (entries.some((e) => e.waitingList && !e.withdrawnAt)) {
    await offerFreedPlaces(ctx, tournamentId);
  }
  return { message: ENTRY_MESSAGES.uploaded(imported), imported };
}
