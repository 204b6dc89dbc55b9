import crypto from 'node:crypto';
import {
  createSandboxTables,
  sandboxCardTokens,
  sandboxCardTransactions,
  sandboxPaypalOrders,
} from '@kingside/payment-sandbox';
import { newLiveGame } from '@kingside/chess';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';

/*
 * For backup tests: a row in every table, and every table's rows read back in a comparable form.
 * The tables are found from information_schema, so a new table is compared without being named
 * here; if the demo data leaves it empty, the check below asks for a row in fillEveryTable.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // PGlite and node-postgres both answer { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Adds a row to each table the demo data leaves empty. */
export async function fillEveryTable(db: Db): Promise<void> {
  const [admin] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.username, 'admin'));
  const userId = admin!.id;
  const inAnHour = new Date(Date.now() + 3600_000);
  await db.insert(schema.sessions).values({
    id: crypto.randomUUID(),
    userId,
    expiresAt: inAnHour,
    ip: '127.0.0.1',
    userAgent: 'backup test',
  });
  await db.insert(schema.passwordResetTokens).values({
    userId,
    tokenHash: crypto.randomBytes(32).toString('hex'),
    expiresAt: inAnHour,
    passwordFingerprint: 'fingerprint',
  });
  await db.insert(schema.pageViews).values({ path: '/backup', userId });
  await db.insert(schema.gameAnalyses).values({
    gameKey: `backup-${crypto.randomBytes(4).toString('hex')}`,
    startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    sans: ['e4'],
    status: 'done',
    startEvaluation: { cp: 20 },
    moves: [],
    accuracyWhite: 99.5,
  });
  await db.insert(schema.outboxEmails).values({
    to: 'parent@example.com',
    subject: 'Welcome',
    text: 'Hello ✓',
    status: 'stored',
  });
  await db.insert(schema.jobs).values({
    kind: 'puzzles.import',
    key: 'backup-test',
    payload: { importId: 1, file: '/tmp/none.csv' },
    state: 'failed',
    maxAttempts: 5,
    lastError: 'The file cannot be read.',
  });
  await db.insert(schema.maintenanceRuns).values({
    kind: 'restore-drill',
    ok: true,
    summary: 'Restored kingside-2026-11-01T03-00-00.000Z.dump: 60 tables match',
    backupAt: new Date('2026-11-01T03:00:00Z'),
    details: { tables: [{ name: 'users', restored: 12, live: 12 }] },
  });
  await db.insert(schema.signingKeys).values({
    kid: crypto.randomUUID(),
    secret: crypto.randomBytes(32).toString('base64url'),
  });
  await db.insert(schema.rateLimitCounters).values({ key: 'ip:1', windowStart: new Date() });
  await db.insert(schema.uscfLookups).values({
    source: 'backup-test',
    kind: 'member',
    query: '90000001',
    answer: {
      members: [
        {
          uscfId: '90000001',
          name: 'ANN ALPHA',
          currentRating: { regularRating: 1850 },
          expirationDate: '2099-12-31',
          status: 'Active',
        },
      ],
    },
  });
  await db.insert(schema.contacts).values({ email: 'news@example.com', name: 'News Reader' });
  await db.insert(schema.inquiries).values({
    name: 'Curious Parent',
    email: 'curious@example.com',
    inquiryType: 'Other',
    question: 'When are classes?',
  });
  const [order] = await db
    .insert(schema.orders)
    .values({
      idempotencyKey: crypto.randomUUID(),
      kind: 'camp',
      status: 'paid',
      paymentMethod: 'zelle',
      amountCents: 12_500,
      description: 'Summer camp',
      items: [{ description: 'Week 1, morning', amountCents: 12_500 }],
      cartHash: 'cart',
      userId,
    })
    .returning({ id: schema.orders.id });
  await db.insert(schema.afterschoolRegistrations).values({
    studentName: 'Sam Student',
    schoolName: 'RJLEE',
    orderId: order!.id,
  });
  await db.insert(schema.campRegistrations).values({
    studentName: 'Sam Student',
    eventName: 'Week 1',
    eventSlot: 'Morning',
    eventPriceCents: 12_500,
    orderId: order!.id,
  });
  await db
    .insert(schema.myGames)
    .values({ userId, name: 'My first win', pgn: '1. e4 e5 2. Qh5 *' });
  // Live play (issue 17): a socket, a message and its report, a challenge and a game.
  await db.insert(schema.liveInstances).values({ id: 'backup-instance' });
  await db
    .insert(schema.livePresence)
    .values({ socketId: 'backup-socket', userId, instanceId: 'backup-instance' });
  const [message] = await db
    .insert(schema.chatMessages)
    .values({
      senderId: userId,
      recipientId: userId,
      pairLow: userId,
      pairHigh: userId,
      text: 'Good game ✓',
      clientId: 'backup',
    })
    .returning();
  await db.insert(schema.chatReports).values({
    messageId: message!.id,
    senderId: userId,
    recipientId: userId,
    text: message!.text,
    sentAt: message!.sentAt,
    reason: 'backup test',
  });
  await db.insert(schema.liveChallenges).values({
    id: crypto.randomUUID(),
    fromId: userId,
    timeControl: '5+3',
    expiresAt: inAnHour,
  });
  const game = newLiveGame({ white: userId, black: userId, timeControl: '5+3', now: Date.now() });
  await db.insert(schema.liveGames).values({
    id: crypto.randomUUID(),
    whiteId: userId,
    blackId: userId,
    timeControl: '5+3',
    state: game,
    status: game.status,
    startedAt: new Date(game.startedAt),
  });
  // Student progress (issue 18).
  const [parent] = await db
    .insert(schema.users)
    .values({
      username: 'backup_parent',
      email: 'backup_parent@example.com',
      name: 'Backup Parent',
      passwordHash: 'not-a-hash',
    })
    .returning({ id: schema.users.id });
  await db.insert(schema.studentParents).values({ studentId: userId, parentId: parent!.id });
  await db.insert(schema.onlineGameImports).values({
    userId,
    enabledBy: parent!.id,
    lastRunAt: new Date('2026-10-03T07:00:00Z'),
    lastAdded: 3,
  });
  await db.insert(schema.reportComments).values({
    studentId: userId,
    periodFrom: '2026-09-01',
    periodTo: '2026-12-31',
    comment: 'Steady progress.',
    authorId: userId,
  });
  await db
    .insert(schema.ratingSnapshots)
    .values({ userId, series: 'uscf', day: '2026-10-01', rating: 812 });
  await db.insert(schema.onlineMonths).values({
    source: 'lichess',
    origin: 'embedded',
    account: 'backup-kid',
    month: '2026-10',
    gamesPlayed: 12,
    rating: 1234,
  });
  await db
    .insert(schema.onlineSources)
    .values({ source: 'chesscom', unavailableSince: new Date('2026-10-02T12:00:00Z') });
  const [classTime] = await db
    .insert(schema.classTimes)
    .values({ label: 'Backup Tuesday', weekday: 2, startTime: '17:30', durationMinutes: 60 })
    .returning({ id: schema.classTimes.id });
  await db.insert(schema.attendance).values({
    userId,
    classTimeId: classTime!.id,
    attendedAt: new Date('2026-03-10T00:30:00Z'),
    notes: 'On time',
  });
  const [child] = await db
    .insert(schema.children)
    .values({ parentUserId: userId, name: 'Kid Backup', grade: '3' })
    .returning({ id: schema.children.id });
  await db.update(schema.campRegistrations).set({ childId: child!.id });
  const [campaign] = await db
    .insert(schema.emailCampaigns)
    .values({ subject: 'News', body: '<p>Hi</p>', mimeFormat: 'text/html', status: 'done' })
    .returning({ id: schema.emailCampaigns.id });
  await db
    .insert(schema.emailCampaignRecipients)
    .values({ campaignId: campaign!.id, email: 'news@example.com', status: 'sent' });

  // A development database also has the embedded payment sandboxes' tables, made by the sandbox
  // when it starts (docs/decisions/0020): its backups must carry them too.
  await createSandboxTables(db);
  await db.insert(sandboxCardTokens).values({
    token: crypto.randomUUID(),
    last4: '1111',
    accountType: 'Visa',
    expirationDate: '2030-12',
    cardCodeResult: 'M',
  });
  await db.insert(sandboxCardTransactions).values({
    transactionType: 'authCaptureTransaction',
    responseCode: '1',
    amountCents: 12_500,
    last4: '1111',
    accountType: 'Visa',
  });
  await db.insert(sandboxPaypalOrders).values({
    id: crypto.randomUUID(),
    status: 'CREATED',
    amountValue: '125.00',
    currencyCode: 'USD',
    body: { intent: 'CAPTURE', nested: { list: [1, 2] } },
  });
  // The demo leaves survival runs and tries in progress empty, and theme keys when no demo theme
  // is rare enough.
  const [puzzle] = await db.select({ id: schema.puzzles.id }).from(schema.puzzles).limit(1);
  const [run] = await db
    .insert(schema.puzzleSurvivalRuns)
    .values({ userId, score: 3, status: 'ended', puzzleId: puzzle!.id, endedAt: new Date() })
    .returning({ id: schema.puzzleSurvivalRuns.id });
  await db.insert(schema.puzzleTries).values({
    userId,
    puzzleId: puzzle!.id,
    mode: 'survival',
    rated: false,
    themes: ['backupTest'],
    runId: run!.id,
    ply: 3,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  await db
    .insert(schema.puzzleThemeKeys)
    .values({ theme: 'backupTest', rating: 1500, randomKey: 0.5, puzzleId: puzzle!.id })
    .onConflictDoNothing();
  // The demo's entries are paid by card or on the waiting list: none used a free play credit.
  const [entry] = await db
    .select({
      id: schema.tournamentEntries.id,
      tournamentId: schema.tournamentEntries.tournamentId,
    })
    .from(schema.tournamentEntries)
    .limit(1);
  await db.insert(schema.freePlayCredits).values({ userId, month: '2099-01', entryId: entry!.id });
  // The demo has no paired rounds: one published round of a section with three entries.
  const [busy] = await db
    .select({ tournamentId: schema.tournamentEntries.tournamentId })
    .from(schema.tournamentEntries)
    .groupBy(schema.tournamentEntries.tournamentId)
    .having(sql`count(*) >= 3`)
    .limit(1);
  const players = await db
    .select()
    .from(schema.tournamentEntries)
    .where(eq(schema.tournamentEntries.tournamentId, busy!.tournamentId))
    .limit(3);
  const [white, black, bye] = players;
  const [round] = await db
    .insert(schema.tournamentRounds)
    .values({
      tournamentId: white!.tournamentId,
      section: white!.section,
      round: 1,
      status: 'published',
      publishedAt: new Date(),
      options: {
        ratingLimits: { alternation: 80, equalization: 200 },
        firstBoardWhite: true,
        seed: 0,
        withdrawn: [],
        lateEntries: [],
      },
    })
    .returning();
  const why = { rule: '29C1', text: 'Top half v bottom half.', alternatives: [] };
  const [board] = await db
    .insert(schema.tournamentBoards)
    .values({
      roundId: round!.id,
      board: 1,
      whiteEntryId: white!.id,
      blackEntryId: black!.id,
      result: '1-0',
      explanation: { ...why, colour: { rule: '29E2', text: 'The toss.' }, rematch: false },
    })
    .returning();
  await db.insert(schema.tournamentRoundByes).values({
    roundId: round!.id,
    entryId: bye!.id,
    kind: 'full',
    requested: false,
    explanation: why,
  });
  await db
    .insert(schema.tournamentResultChanges)
    .values({ boardId: board!.id, fromResult: '0-1', toResult: '1-0', changedBy: userId });
  await db
    .insert(schema.tournamentWithdrawals)
    .values({ entryId: bye!.id, tournamentId: bye!.tournamentId, fromRound: 2, createdBy: userId });
  // An upload being written when the backup was taken (docs/decisions/0047): a pending upload, a
  // game of it and one staged entry.
  const [upload] = await db
    .insert(schema.pendingUploads)
    .values({ kind: 'games', userId, rowCount: 1 })
    .returning({ id: schema.pendingUploads.id });
  await db
    .insert(schema.games)
    .values({ name: 'Being uploaded', type: 'Training', uploadId: upload!.id });
  await db.insert(schema.stagedTournamentEntries).values({
    uploadId: upload!.id,
    position: 1,
    tournamentId: bye!.tournamentId,
    name: 'Staged',
    email: 'staged@example.com',
    rating: 1200,
    playup: false,
    byesRequested: [2],
    section: bye!.section,
    entryFeeCents: 2500,
    paymentMethod: 'Cash',
    paid: true,
    waitingList: false,
  });
}

/**
 * Every table's rows (as sorted JSON) and every sequence's position, keyed by name. Fails when a
 * table has no row, since an empty table proves nothing about its restore.
 */
export async function readEveryTable(db: Db): Promise<Record<string, string[]>> {
  const tables = await rows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
  );
  const contents: Record<string, string[]> = {};
  for (const { schema: s, name } of tables) {
    const found = await rows<{ row: unknown }>(
      db,
      sql`select to_jsonb(t) as row from ${sql.identifier(s)}.${sql.identifier(name)} t`,
    );
    if (found.length === 0) {
      throw new Error(
        `${s}.${name} has no row, so its restore is not tested: add one in fillEveryTable`,
      );
    }
    contents[`${s}.${name}`] = found.map((r) => JSON.stringify(r.row)).sort();
  }
  const sequences = await rows<{ name: string; last: string | null }>(
    db,
    sql`select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences`,
  );
  contents['(sequences)'] = sequences.map((q) => `${q.name}=${q.last}`).sort();
  return contents;
}
