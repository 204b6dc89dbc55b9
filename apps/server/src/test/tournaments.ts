import crypto from 'node:crypto';
import type { EntryInput, TournamentCart } from '@kingside/shared';
import { and, desc, eq, like } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { outboxEmails, tournamentEntries, tournaments } from '../db/schema.js';
import { addDays, todayIn } from '../lib/time.js';

let counter = 0;

/**
 * A weekly tournament of its own (two weeks from today, $25, club $20, 4 rounds, one bye), so tests
 * never compete for the demo events' places; `overrides` win.
 */
export async function createTournament(
  ctx: AppContext,
  overrides: Partial<typeof tournaments.$inferInsert> = {},
) {
  counter++;
  const suffix = `${crypto.randomBytes(3).toString('hex')}-${counter}`;
  const [row] = await ctx.database.db
    .insert(tournaments)
    .values({
      name: `Test Open ${suffix}`,
      shortName: `test-open-${suffix}`,
      timeControl: 'G/30 d5',
      entryFeesCents: 2500,
      clubEntryFeesCents: 2000,
      rounds: 4,
      maxByes: 1,
      tournamentDate: addDays(todayIn(ctx.config.club.timezone), 14),
      startTime: '14:00',
      sections: ['Open', 'U1000'],
      ...overrides,
    })
    .returning();
  return row!;
}

/** One player of a registration cart; `overrides` win. */
export const cartEntry = (overrides: Partial<EntryInput> = {}): EntryInput => ({
  name: 'Ada Pawn',
  email: 'ada@example.com',
  section: 'Open',
  ...overrides,
});

/** A body for POST /api/tournament/{id}/cart with a fresh checkout key. */
export const cartBody = (
  paymentMethod: TournamentCart['paymentMethod'],
  entries: EntryInput[] = [cartEntry()],
  extra: Partial<TournamentCart> = {},
): TournamentCart => ({
  idempotencyKey: crypto.randomUUID(),
  entries,
  paymentMethod,
  ...extra,
});

/** Main-list entries added around the API (as an admin would), to fill places. */
export async function fillPlaces(ctx: AppContext, tournamentId: number, n: number) {
  if (n === 0) return [];
  return ctx.database.db
    .insert(tournamentEntries)
    .values(
      Array.from({ length: n }, (_, i) => ({
        tournamentId,
        name: `Filler ${i + 1}`,
        email: `filler${i + 1}@example.com`,
        section: 'Open',
        paymentMethod: 'Cash',
        paid: true,
      })),
    )
    .returning();
}

/** The mails written to `to` (newest first), optionally only those whose subject contains `subject`. */
export const mailsTo = (ctx: AppContext, to: string, subject = '') =>
  ctx.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), like(outboxEmails.subject, `%${subject}%`)))
    .orderBy(desc(outboxEmails.id));

export const entryRow = async (ctx: AppContext, id: number) =>
  (await ctx.database.db.select().from(tournamentEntries).where(eq(tournamentEntries.id, id)))[0]!;

export const entriesOf = (ctx: AppContext, tournamentId: number) =>
  ctx.database.db
    .select()
    .from(tournamentEntries)
    .where(eq(tournamentEntries.tournamentId, tournamentId))
    .orderBy(tournamentEntries.id);
