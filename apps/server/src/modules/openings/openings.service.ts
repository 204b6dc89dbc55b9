import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePgn, PgnError, replayGame, START_FEN } from '@kingside/chess';
import { GAME_MESSAGES, type OpeningLookup, type OpeningSaveParsed } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { cacheSlot } from '../../lib/app-caches.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { openingsRepository, type OpeningRow } from './openings.repository.js';

/**
 * The Lichess opening list (lichess-org/chess-openings, CC0): src/modules/openings/data/{a..e}.tsv.
 * Resolved from the server package root, so the same path serves src (tests, dev) and dist.
 */
export const OPENINGS_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../src/modules/openings/data',
);

type KnownOpening = { eco: string; name: string; pgn: string };

/** A line's key: its SAN moves without check marks, space-separated. */
const keyOf = (sans: string[]) => sans.map((s) => s.replace(/[+#]/g, '')).join(' ');

/** The known lines, read once per application (lib/app-caches.ts). */
const KNOWN_OPENINGS = cacheSlot<Map<string, KnownOpening>>('known openings');

/** Known lines by key, read once. */
function knownOpenings(ctx: AppContext): Map<string, KnownOpening> {
  return ctx.caches.get(KNOWN_OPENINGS, () => readKnownOpenings());
}

function readKnownOpenings(): Map<string, KnownOpening> {
  const map = new Map<string, KnownOpening>();
  for (const file of ['a', 'b', 'c', 'd', 'e']) {
    const text = fs.readFileSync(path.join(OPENINGS_DATA_DIR, `${file}.tsv`), 'utf8');
    for (const line of text.split('\n').slice(1)) {
      const [eco, name, pgn] = line.split('\t');
      if (!eco || !name || !pgn) continue;
      const key = keyOf(parsePgn(pgn).moves.map((m) => m.san));
      if (!map.has(key)) map.set(key, { eco, name, pgn: pgn.trim() });
    }
  }
  return map;
}

/** The mainline of a submitted line in chess.js SAN; 400 when it is not a legal line from the start. */
export function readLine(text: string, field = 'pgn'): string[] {
  let sans: string[];
  try {
    const game = parsePgn(text);
    if (game.startFen !== START_FEN) {
      throw badRequest('PGN_INVALID', 'An opening starts from the standard position.', {
        [field]: ['An opening starts from the standard position.'],
      });
    }
    const replay = replayGame(game);
    if (!replay.ok) throw badRequest('PGN_INVALID', replay.error, { [field]: [replay.error] });
    sans = replay.sans;
  } catch (err) {
    if (!(err instanceof PgnError)) throw err;
    throw badRequest('PGN_INVALID', err.message, { [field]: [err.message] });
  }
  if (sans.length === 0) {
    throw badRequest('PGN_INVALID', 'Please enter at least one move.', {
      [field]: ['Please enter at least one move.'],
    });
  }
  return sans;
}

/** The longest known opening line that the moves start with. */
export function lookupOpening(ctx: AppContext, sans: string[]): OpeningLookup {
  const map = knownOpenings(ctx);
  for (let k = sans.length; k > 0; k--) {
    const hit = map.get(keyOf(sans.slice(0, k)));
    if (hit) return hit;
  }
  return { eco: null, name: null, pgn: null };
}

/** "1. e4 e5 2. Nf3" from a SAN list played from the start. */
export const formatLine = (sans: string[]) =>
  sans.map((san, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san)).join(' ');

/** Adds (no id) or changes (with id) an opening; its ECO and name come from the known lines. */
export async function saveOpening(ctx: AppContext, save: OpeningSaveParsed): Promise<OpeningRow> {
  const sans = readLine(save.pgn);
  const found = lookupOpening(ctx, sans);
  if (!found.eco || !found.name) {
    throw badRequest('OPENING_UNKNOWN', GAME_MESSAGES.openingUnknown, {
      pgn: [GAME_MESSAGES.openingUnknown],
    });
  }
  const values = {
    eco: found.eco,
    name: found.name,
    pgn: formatLine(sans),
    notes: save.notes ?? null,
  };
  const repo = openingsRepository(ctx.database.db);
  if (save.id === undefined) {
    const [row] = await repo.insertOpenings([values]);
    return row!;
  }
  const row = await repo.updateOpening(save.id, values);
  if (!row) throw notFound(`No opening with id ${save.id}.`);
  return row;
}
