import {
  TOURNAMENT_DEFAULT_SECTIONS,
  TOURNAMENT_DEFAULTS,
  type MajorEventFees,
} from '@kingside/shared';
import { asc, sql } from 'drizzle-orm';
import { addDays, dayOfWeek, todayIn } from '../lib/time.js';
import type { Db } from './client.js';
import { seedPublishedRounds } from './demo-tournament-rounds.js';
import { coupons, locations, tournamentEntries, tournaments } from './schema.js';

type NewTournament = typeof tournaments.$inferInsert;
type NewEntry = typeof tournamentEntries.$inferInsert;

const FIRST_NAMES = (
  'Ava Ben Cleo Dev Esme Finn Gia Hugo Iris Jonah ' +
  'Kira Leo Mira Nico Opal Pax Quinn Rosa Silas Tess'
).split(' ');
const LAST_NAMES = (
  'Bishopp Castleton Diagonale Endgamer Forkwood Gambitt Hedgerow Isolani Junction ' +
  'Kingsley Luftwell Matefield Novotny-Lark Outpost Pinwheel Queensbury Rankfile Skewerson ' +
  'Tempoley Zugzwanger'
).split(' ');
/** The n-th fictional player (n from 0; 400 distinct names) with a matching example address. */
function demoPlayer(n: number): { name: string; email: string } {
  const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
  const last = LAST_NAMES[(n + Math.floor(n / FIRST_NAMES.length)) % LAST_NAMES.length]!;
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com',
  };
}
/** A rating that fits the section (Champ strongest), varied by `n`. */
function ratingIn(section: string, n: number): number {
  const top: Record<string, number> = { Champ: 2100, Open: 2200, U1600: 1590, U1000: 990 };
  const limit = top[section] ?? (Number(section.replace(/\D/g, '')) || 800) - 10;
  return Math.max(100, limit - ((n * 137) % 500));
}

const dollars = (n: number) => n * 100;
/** The first date on or after `date` that falls on `weekday` (0 = Sunday). */
const nextWeekday = (date: string, weekday: number) =>
  addDays(date, (weekday - dayOfWeek(date) + 7) % 7);

const WEEKLY_DESCRIPTION =
  '<p>Our weekly <strong>USCF-rated</strong> rapid: four rounds of G/30 with a 5 second delay, ' +
  'starting at 2:00 pm. Bring your US Chess ID; boards and clocks are provided.</p>' +
  '<ul><li>Entry $25, club members $20</li><li>Medals for the top three of each section</li></ul>';

const PAIRINGS_HTML =
  '<h3>Round 3 pairings</h3><table><thead><tr><th>Bd</th><th>White</th><th>Black</th></tr></thead>' +
  '<tbody><tr><td>1</td><td>Jordan Knightley (2.0)</td><td>Riley Pawnsworth (2.0)</td></tr>' +
  '<tr><td>2</td><td>Sam Rivera (1.5)</td><td>Ava Chen (1.5)</td></tr>' +
  '<tr><td>3</td><td>Noah Patel (1.0)</td><td colspan="1">BYE</td></tr></tbody></table>';

const STANDINGS_HTML =
  '<h3>Standings after round 2</h3><table><thead><tr><th>#</th><th>Player</th><th>Rating</th>' +
  '<th>Pts</th></tr></thead><tbody><tr><td>1</td><td>Jordan Knightley</td><td>1650</td><td>2.0</td></tr>' +
  '<tr><td>2</td><td>Riley Pawnsworth</td><td>850</td><td>2.0</td></tr>' +
  '<tr><td>3</td><td>Sam Rivera</td><td>1210</td><td>1.5</td></tr></tbody></table>';

/**
 * The demo club's tournaments (issue 15): the coming Saturdays' weekly rapids (one sold out), a
 * two-day major event with sections and an early-bird deadline ahead, a FIDE-rated classical, a
 * team event, one today run by the director (so /tournaments/ongoing shows it: its players, two
 * rounds played and a third on, issue 33), one last month with pasted results, and three coupons
 * (the major event's flat one, a percentage one for any cart, an expired one). Entries (issue 15,
 * part 2): a dozen across the coming weekly events, the major event's (byes, a play-up), and the
 * sold-out weekly event filled to its capacity with three on its waiting list. Dated from today;
 * only added when there are no tournaments.
 */
export async function seedDemoTournaments(db: Db, options: { timeZone: string }) {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(tournaments);
  if (n > 0) return;
  const today = todayIn(options.timeZone);
  const [main] = await db
    .select({ id: locations.id })
    .from(locations)
    .orderBy(asc(locations.sortOrder), asc(locations.id))
    .limit(1);
  const locationId = main?.id ?? null;

  const weeklyOn = (date: string, more: Partial<NewTournament> = {}): NewTournament => ({
    name: `Saturday Weekly Rapid, ${date}`,
    shortName: `weekly-${date}`,
    shortDescription: 'USCF rated, 4 rounds Swiss, G/30 with a 5 second delay.',
    descriptionHtml: WEEKLY_DESCRIPTION,
    timeControl: TOURNAMENT_DEFAULTS.timeControl,
    entryFeesCents: TOURNAMENT_DEFAULTS.entryFeesCents,
    clubEntryFeesCents: TOURNAMENT_DEFAULTS.clubEntryFeesCents,
    rounds: TOURNAMENT_DEFAULTS.rounds,
    tournamentDate: date,
    startTime: TOURNAMENT_DEFAULTS.startTime,
    sections: [...TOURNAMENT_DEFAULT_SECTIONS],
    prizeText: 'Medals for the top three of each section.',
    locationId,
    ...more,
  });

  const firstSaturday = nextWeekday(addDays(today, 1), 6);
  const weekly = Array.from({ length: 8 }, (_, i) =>
    weeklyOn(addDays(firstSaturday, i * 7), i === 1 ? { soldout: true, capacity: 40 } : {}),
  );

  const openDate = nextWeekday(addDays(today, 60), 6);
  const majorFees: MajorEventFees = {
    sections: [
      {
        name: 'Open',
        earlyBirdEntryFeeCents: dollars(60),
        entryFeeCents: dollars(75),
        lateEntryFeeCents: dollars(90),
        rated: true,
      },
      {
        name: 'U1600',
        earlyBirdEntryFeeCents: dollars(50),
        entryFeeCents: dollars(65),
        lateEntryFeeCents: dollars(80),
        rated: true,
      },
      {
        name: 'U1000',
        earlyBirdEntryFeeCents: dollars(40),
        entryFeeCents: dollars(55),
        lateEntryFeeCents: dollars(70),
        rated: true,
      },
      {
        name: 'U600 Unrated',
        earlyBirdEntryFeeCents: dollars(30),
        entryFeeCents: dollars(40),
        lateEntryFeeCents: dollars(50),
        rated: false,
      },
    ],
    earlyBirdDeadline: addDays(today, 30),
    lateEntryStartDate: addDays(openDate, -3),
    clubMemberDiscountCents: dollars(10),
    playUpFeeCents: dollars(15),
  };
  const major: NewTournament = {
    name: 'Kingside Winter Open',
    shortName: `winter-open-${openDate.slice(0, 4)}`,
    shortDescription:
      'Our major event: five rounds over two days in four sections, trophies and cash prizes.',
    descriptionHtml:
      '<h2>Kingside Winter Open</h2><p>Five rounds of G/60 d5 over Saturday and Sunday. ' +
      'Register before the early-bird deadline for the lowest fee.</p>' +
      '<table><thead><tr><th>Round</th><th>Day</th><th>Time</th></tr></thead><tbody>' +
      '<tr><td>1</td><td rowspan="3">Saturday</td><td>9:00 am</td></tr><tr><td>2</td><td>12:30 pm</td></tr>' +
      '<tr><td>3</td><td>4:00 pm</td></tr><tr><td>4</td><td rowspan="2">Sunday</td><td>9:00 am</td></tr>' +
      '<tr><td>5</td><td>12:30 pm</td></tr></tbody></table>',
    timeControl: 'G/60 d5',
    entryFeesCents: dollars(75),
    clubEntryFeesCents: null,
    rounds: 5,
    tournamentDate: openDate,
    startTime: '09:00',
    // Saturday 9:00 am to Sunday about 4:00 pm.
    durationMinutes: 31 * 60,
    majorEvent: true,
    majorFees,
    sections: majorFees.sections.map((s) => s.name),
    schedules: ['2-day'],
    prizeText: '$1,000 in cash prizes in the Open; trophies in every section.',
    maxByes: 2,
    capacity: 150,
    locationId,
  };
  // Run in the app by the director (no pasted HTML): its public pages show the director's rounds.
  const holiday: NewTournament = {
    name: 'Holiday Rapid',
    shortName: `holiday-rapid-${today}`,
    shortDescription: 'USCF rated, 4 rounds of G/30 d5; pairings and standings posted as we go.',
    timeControl: TOURNAMENT_DEFAULTS.timeControl,
    entryFeesCents: TOURNAMENT_DEFAULTS.entryFeesCents,
    clubEntryFeesCents: TOURNAMENT_DEFAULTS.clubEntryFeesCents,
    rounds: 4,
    tournamentDate: today,
    startTime: '10:00',
    sections: [...TOURNAMENT_DEFAULT_SECTIONS],
    locationId,
  };
  const fideDate = nextWeekday(addDays(today, 35), 0);
  const teamDate = nextWeekday(addDays(today, 20), 0);
  const pastDate = nextWeekday(addDays(today, -35), 6);

  const inserted = await db
    .insert(tournaments)
    .values([
      ...weekly,
      major,
      {
        name: 'Kingside FIDE Classic',
        shortName: `fide-classic-${fideDate.slice(0, 4)}`,
        shortDescription: 'FIDE and USCF rated, three rounds of G/90 with a 30 second increment.',
        descriptionHtml:
          '<p>Rated by <strong>FIDE</strong> and US Chess. Players need a FIDE ID.</p>',
        timeControl: 'G/90 +30',
        entryFeesCents: dollars(45),
        clubEntryFeesCents: dollars(40),
        rounds: 3,
        tournamentDate: fideDate,
        startTime: '10:00',
        durationMinutes: 600,
        fideRated: true,
        sections: ['Open', 'U1800'],
        locationId,
      },
      {
        name: 'Family Team Blitz',
        shortName: `team-blitz-${teamDate.slice(0, 4)}`,
        shortDescription: 'Teams of two or three, G/5 d2, unrated and fun.',
        timeControl: 'G/5 d2',
        entryFeesCents: dollars(30),
        clubEntryFeesCents: dollars(25),
        rounds: 7,
        tournamentDate: teamDate,
        startTime: '13:00',
        durationMinutes: 180,
        teamEvent: true,
        rated: false,
        sections: ['Open'],
        locationId,
      },
      {
        ...holiday,
      },
      weeklyOn(pastDate, {
        standingsHtml: STANDINGS_HTML.replace('after round 2', 'final'),
        pairingsHtml: PAIRINGS_HTML,
      }),
    ])
    .returning({ id: tournaments.id, shortName: tournaments.shortName });
  const majorId = inserted.find((t) => t.shortName === major.shortName)!.id;
  const holidayId = inserted.find((t) => t.shortName === holiday.shortName)!.id;
  const weeklyIds = weekly.map((w) => inserted.find((t) => t.shortName === w.shortName)!.id);

  await db.insert(coupons).values([
    {
      tournamentId: majorId,
      couponType: 'FLAT_FEE',
      couponCode: 'WINTER10',
      couponValue: dollars(10),
    },
    {
      tournamentId: null,
      couponType: 'PERCENTAGE',
      couponCode: 'CHESS15',
      couponValue: 15,
      expirationDate: addDays(today, 90),
    },
    {
      tournamentId: null,
      couponType: 'FLAT_FEE',
      couponCode: 'SUMMER5',
      couponValue: dollars(5),
      expirationDate: addDays(today, -10),
    },
  ]);

  let next = 0;
  const entry = (tournamentId: number, section: string, more: Partial<NewEntry> = {}): NewEntry => {
    const n = next++;
    const player = demoPlayer(n);
    const rating = ratingIn(section, n);
    // Recorded by the club (no orders behind them), one in ten not paid yet.
    const paymentMethod =
      n % 10 === 9 ? 'Not Paid' : (['Cash', 'Zelle', 'PaypalManual'] as const)[n % 3]!;
    return {
      tournamentId,
      ...player,
      uscfId: String(30_100_037 + n * 37),
      rating,
      section,
      entryFeeCents: TOURNAMENT_DEFAULTS.entryFeesCents,
      paymentMethod,
      paid: paymentMethod !== 'Not Paid',
      ...more,
    };
  };
  const sections = TOURNAMENT_DEFAULT_SECTIONS;
  const soldOut = weekly[1]!;
  const entries: NewEntry[] = [
    // A dozen across the other coming weekly events.
    ...Array.from({ length: 6 }, (_, i) => entry(weeklyIds[0]!, sections[i % 4]!)),
    ...Array.from({ length: 4 }, (_, i) => entry(weeklyIds[2]!, sections[(i + 1) % 4]!)),
    ...Array.from({ length: 2 }, (_, i) => entry(weeklyIds[3]!, sections[i + 2]!)),
    // The major event: byes, a play-up.
    entry(majorId, 'Open', { entryFeeCents: dollars(60), byesRequested: [2, 4] }),
    entry(majorId, 'Open', { entryFeeCents: dollars(60) }),
    entry(majorId, 'U1600', { entryFeeCents: dollars(50), byesRequested: [5] }),
    entry(majorId, 'U1600', { entryFeeCents: dollars(40), clubMember: true }),
    entry(majorId, 'U1000', { entryFeeCents: dollars(40), schoolName: 'Maple Grove Elementary' }),
    entry(majorId, 'U1000', {
      entryFeeCents: dollars(55),
      playup: true,
      remark: 'Plays up from U600 Unrated.',
    }),
    entry(majorId, 'U600 Unrated', { entryFeeCents: dollars(30), rating: 0, uscfId: null }),
    // The sold-out weekly event: full, then its waiting list, oldest first.
    ...Array.from({ length: soldOut.capacity! }, (_, i) => entry(weeklyIds[1]!, sections[i % 4]!)),
    ...Array.from({ length: 3 }, (_, i) =>
      entry(weeklyIds[1]!, sections[i + 1]!, {
        paymentMethod: 'waitingList',
        paid: false,
        waitingList: true,
        createdDate: new Date(Date.now() - (3 - i) * 60_000),
      }),
    ),
  ];
  await db.insert(tournamentEntries).values(entries);

  // Today's Holiday Rapid: checked-in players (two of them the demo students) in every section,
  // one with a half-point bye asked for round 2, and rounds 1 to 3 published by the director.
  const players: NewEntry[] = [
    entry(holidayId, 'Champ', {
      name: 'Jordan Knightley',
      email: 'elite@kingside.example',
      rating: 1650,
    }),
    ...Array.from({ length: 5 }, () => entry(holidayId, 'Champ')),
    entry(holidayId, 'U1600', {
      name: 'Riley Pawnsworth',
      email: 'student@kingside.example',
      rating: 850,
    }),
    ...Array.from({ length: 6 }, (_, i) =>
      entry(holidayId, 'U1600', i === 2 ? { byesRequested: [2] } : {}),
    ),
    ...Array.from({ length: 6 }, () => entry(holidayId, 'U800')),
    ...Array.from({ length: 5 }, () => entry(holidayId, 'U400')),
  ].map((e) => ({ ...e, verified: true }));
  const seated = await db.insert(tournamentEntries).values(players).returning({
    id: tournamentEntries.id,
    name: tournamentEntries.name,
    rating: tournamentEntries.rating,
    section: tournamentEntries.section,
    byesRequested: tournamentEntries.byesRequested,
  });
  for (const section of holiday.sections ?? []) {
    await seedPublishedRounds(db, {
      tournamentId: holidayId,
      section,
      players: seated.filter((p) => p.section === section),
      played: 3,
    });
  }
}
