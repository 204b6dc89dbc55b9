// The soak test's club work: a card checkout never paid for a tournament's last place, whose seat
// hold expires and whose place passes down the waiting list as each offer expires; the largest
// PGN upload to My Games, a puzzle import of 20,000 rows, and the largest tournament entries CSV.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../bench/lib/harness.mjs';
import { largestEntriesCsv, largestPgnUpload } from '../../bench/uploads.mjs';
import { eventually } from './soak-client.mjs';

/**
 * What the members upload (`shared` is packages/shared's build), made before the server starts:
 * making it costs the load generator seconds of CPU that the server would otherwise lose on this
 * small machine.
 */
export function makeUploads(shared) {
  const pgnBody = Buffer.from(JSON.stringify({ pgn: largestPgnUpload(shared) }));
  const entriesCsv = new Blob([largestEntriesCsv(shared)]);
  const sample = fs
    .readFileSync(
      path.join(ROOT, 'apps/server/src/modules/puzzles/data/lichess_puzzles_sample.csv'),
      'utf8',
    )
    .trim()
    .split('\n');
  const rows = [];
  for (let copy = 0; rows.length < 20_000; copy++)
    for (const line of sample.slice(1)) rows.push(`s${copy}x${line}`);
  const puzzleCsv = new Blob([[sample[0], ...rows.slice(0, 20_000)].join('\n') + '\n']);
  return { pgnBody, entriesCsv, puzzleCsv };
}

/**
 * The club scenarios over `soak`: `{ client, m (the members by label), admin (the admin's
 * token), run (this run's id), shared, check(ok, what), uploads (from makeUploads) }`.
 */
export function clubScenarios({ client, m, admin, run, shared, check, uploads }) {
  const { pgnBody, entriesCsv, puzzleCsv } = uploads;

  // A seat hold that expires, and waiting-list offers that expire ---------------------------------

  async function holdsAndOffers() {
    const today = new Date();
    const date = new Date(today.getTime() + 21 * 86_400_000).toISOString().slice(0, 10);
    const saved = await client.api(
      'POST',
      '/api/tournaments',
      {
        name: `Soak Quad ${run}`,
        shortName: `soak-quad-${run}`,
        tournamentDate: date,
        sections: ['Open'],
        capacity: 1,
      },
      admin,
    );
    if (saved.status !== 200 && saved.status !== 201)
      throw new Error(`tournament: ${JSON.stringify(saved.body)}`);
    const id = saved.body.id;
    const cart = (who, paymentMethod) =>
      client.api(
        'POST',
        `/api/tournament/${id}/cart`,
        {
          idempotencyKey: crypto.randomUUID(),
          entries: [
            { name: `Soak ${who}`, email: `${m[who].username}@example.com`, section: 'Open' },
          ],
          paymentMethod,
        },
        m[who].token,
      );
    // The last place, checked out by card and never paid.
    const unpaid = await cart('payer', 'creditCard');
    check(
      unpaid.status === 201 && unpaid.body.order !== null,
      `a card checkout held the last place (${unpaid.status} ${unpaid.status === 201 ? '' : JSON.stringify(unpaid.body)})`,
    );
    for (const who of ['waiter-a', 'waiter-b']) {
      const waiting = await cart(who, 'waitingList');
      check(
        waiting.status === 201,
        `${who} joined the waiting list (${waiting.status} ${waiting.status === 201 ? '' : JSON.stringify(waiting.body)})`,
      );
    }
    const waiters = async () => {
      const res = await client.api(
        'GET',
        `/api/tournament/${id}/entries?waitingList=true&page=0&size=10`,
        undefined,
        admin,
      );
      return res.body?.items ?? [];
    };
    const offeredTo = (name) => async () =>
      (await waiters()).find((e) => e.name === name && e.offerExpiresAt !== null) ?? null;
    // The hold (1 min) ends, the payments job (every 30 s) releases it and offers the place.
    const first = await eventually(offeredTo('Soak waiter-a'), 3 * 60_000, 2_000);
    check(first !== null, 'the unpaid hold expired and its place was offered to the waiting list');
    // Nobody answers: the offer (1 min) ends and the place passes to the next (offer job, every minute).
    const second = await eventually(offeredTo('Soak waiter-b'), 3 * 60_000, 2_000);
    check(second !== null, 'the unanswered offer expired and passed to the next on the list');
  }

  // The largest uploads and an import -------------------------------------------------------------

  async function pgnUpload() {
    const res = await client.api('POST', '/api/mygames', pgnBody, m.uploader.token, {
      timeoutMs: 180_000,
    });
    check(res.status === 201, `the largest PGN upload was stored (${res.status})`);
    const page = await client.api('GET', '/api/mygames?page=0&size=1', undefined, m.uploader.token);
    check(
      page.body?.total === shared.PGN_UPLOAD_MAX_GAMES,
      `My Games holds exactly the uploaded games (${page.body?.total})`,
    );
  }

  async function puzzleImport() {
    const form = new FormData();
    form.append(shared.PUZZLE_IMPORT_FIELD, puzzleCsv, 'soak-puzzles.csv');
    const started = await client.api('POST', '/api/admin/puzzles/imports', form, admin);
    check(started.status === 202, `a puzzle import started (${started.status})`);
    const done = await eventually(async () => {
      const res = await client.api(
        'GET',
        `/api/admin/puzzles/imports/${started.body.id}`,
        undefined,
        admin,
      );
      return res.body?.status !== 'running' ? res.body : null;
    }, 180_000);
    check(
      done?.status === 'done' && done.added === 20_000,
      `the puzzle import finished (${done?.status}, ${done?.added} added)`,
    );
  }

  async function entriesUpload() {
    const date = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);
    const saved = await client.api(
      'POST',
      '/api/tournaments',
      {
        name: `Soak Open ${run}`,
        shortName: `soak-open-${run}`,
        tournamentDate: date,
        sections: ['Champ', 'U1600', 'U800'],
      },
      admin,
    );
    const form = new FormData();
    form.append('csvFile', entriesCsv, 'entries.csv');
    const res = await client.api(
      'POST',
      `/api/admin/tournament/${saved.body.id}/entries/upload`,
      form,
      admin,
      { timeoutMs: 180_000 },
    );
    check(
      res.status === 200,
      `the largest entries CSV was stored (${res.status} ${res.status === 200 ? '' : JSON.stringify(res.body)})`,
    );
  }

  return { holdsAndOffers, pgnUpload, puzzleImport, entriesUpload };
}
