import { parseArgs } from 'node:util';
import { checkTournament, simulateTournament, writeTrf16 } from '@kingside/pairings';

/**
 * `npm run pairings:simulate -- --players N --rounds R --seed S` (issue 16): pairs a simulated
 * Swiss (results drawn by rating, a few requested byes, withdrawals and late entries) with the
 * pairing code the app uses, and writes its FIDE TRF16 to standard output, so the pairings can be
 * checked with another program. A summary of the pairing properties goes to standard error; the
 * exit code is 1 when one of them is broken, 2 for bad arguments.
 */
const USAGE =
  'Usage: npm run pairings:simulate -- --players N --rounds R --seed S [--late-entries L]\n' +
  '  N 2 to 5000 players, R 1 to 20 rounds, S any whole number, L late entries (default N/20)';

function whole(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^-?\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

let args;
try {
  args = parseArgs({
    options: {
      players: { type: 'string' },
      rounds: { type: 'string' },
      seed: { type: 'string' },
      'late-entries': { type: 'string' },
    },
    strict: true,
  }).values;
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
const players = whole(args.players, 2, 5000);
const rounds = whole(args.rounds, 1, 20);
const seed = whole(args.seed, -(2 ** 31), 2 ** 32 - 1);
const lateEntries =
  args['late-entries'] === undefined
    ? Math.floor((players ?? 0) / 20)
    : whole(args['late-entries'], 0, 5000);
if (players === null || rounds === null || seed === null || lateEntries === null) {
  console.error(USAGE);
  process.exit(2);
}

const started = performance.now();
const sim = simulateTournament({ players, rounds, seed, lateEntries });
const ms = performance.now() - started;
process.stdout.write(
  writeTrf16({ name: `Simulated Swiss, ${players} players, seed ${seed}`, state: sim.state }),
);
const check = checkTournament(sim);
const pct = (n: number, of: number) => (of === 0 ? '0' : ((100 * n) / of).toFixed(2));
console.error(
  `${players} players, ${rounds} rounds, seed ${seed}: paired and played in ${ms.toFixed(0)} ms; ` +
    `${check.boards} boards, ${pct(check.boardsWithColourMiss, check.boards)}% with a third colour ` +
    `in a row or an imbalance over 2; ${check.problems.length} broken properties`,
);
for (const problem of check.problems) console.error(`  ${problem}`);
process.exit(check.problems.length === 0 ? 0 : 1);
