import fs from 'node:fs';
import path from 'node:path';
import type { DbOrTx } from '../../db/client.js';
import type { ImportProgress } from './puzzles.repository.js';
import { importPuzzleFile } from './puzzles.service.js';

/** How often the command prints its progress, in lines read. */
export const COMMAND_PROGRESS_EVERY = 50_000;

/**
 * `npm run puzzles:import -- FILE`: imports the file, printing progress every
 * COMMAND_PROGRESS_EVERY lines and then the counts and each bad row ("line N: reason", the first
 * PUZZLE_IMPORT_ERRORS_KEPT, then how many more). Answers the exit code: 0 when the import is
 * done (bad rows are not a failure), 1 when the file cannot be read or its header is wrong.
 */
export async function importCommand(
  db: DbOrTx,
  file: string,
  print: (line: string) => void,
): Promise<number> {
  try {
    if (!fs.statSync(file).isFile()) throw new Error('not a file');
    fs.accessSync(file, fs.constants.R_OK);
  } catch {
    print(`Cannot read ${file}.`);
    return 1;
  }
  const started = performance.now();
  let printed = 0;
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const counts = (p: ImportProgress) =>
    `${p.added} added, ${p.updated} updated, ${p.unchanged} unchanged, ${p.skipped} skipped`;
  const outcome = await importPuzzleFile(db, {
    file,
    fileName: path.basename(file),
    source: 'command',
    startedBy: null,
    onProgress: (p) => {
      const step = Math.floor(p.linesRead / COMMAND_PROGRESS_EVERY);
      if (step > printed) {
        printed = step;
        print(`${p.linesRead} lines read (${seconds()} s): ${counts(p)}`);
      }
    },
  });
  const p = outcome.progress;
  if (outcome.status === 'failed') {
    print(`Import ${outcome.id} failed: ${outcome.message}`);
    return 1;
  }
  for (const e of p.errors) print(`line ${e.line}: ${e.reason}`);
  const more = outcome.errorCount - p.errors.length;
  if (more > 0) print(`… and ${more} more bad rows.`);
  print(`Import ${outcome.id} done in ${seconds()} s: ${p.linesRead} lines, ${counts(p)}.`);
  return 0;
}
