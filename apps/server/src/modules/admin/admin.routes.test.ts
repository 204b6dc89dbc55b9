import { INQUIRY_TYPES, type AdminSummary } from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterschoolRegistrations,
  campRegistrations,
  inquiries,
  maintenanceRuns,
  orders,
} from '../../db/schema.js';
import { recordMaintenanceRun } from '../../lib/maintenance-runs.js';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const DAY_MS = 24 * 3600_000;
const summary = async () => {
  const res = await t.app.inject({ url: '/api/admin/summary', headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json<AdminSummary>();
};
const order = (status: 'paid_unrecorded' | 'processing' | 'paid', updatedAt = new Date()) => ({
  idempotencyKey: crypto.randomUUID(),
  kind: 'camp' as const,
  status,
  paymentMethod: 'creditCard' as const,
  amountCents: 40000,
  description: 'Camp week',
  items: [],
  cartHash: 'hash',
  updatedAt,
});

describe('GET /api/admin/summary', () => {
  it('refuses a visitor and a student', async () => {
    expect((await t.app.inject({ url: '/api/admin/summary' })).statusCode).toBe(401);
    const student = bearer(await loginAs(t.app, 'student', DEMO_PASSWORD));
    const res = await t.app.inject({ url: '/api/admin/summary', headers: student });
    expect(res.statusCode).toBe(403);
  });

  it('counts the inquiries to answer, this week’s registrations per grid, and the payments to check', async () => {
    const before = await summary();
    const db = t.ctx.database.db;
    const longAgo = new Date(Date.now() - 10 * DAY_MS);
    const inquiry = { email: 'p@example.com', inquiryType: INQUIRY_TYPES[0], question: 'Hi?' };
    await db.insert(inquiries).values([
      { ...inquiry, name: 'New parent' },
      { ...inquiry, name: 'Old parent still waiting', createdDate: longAgo },
      { ...inquiry, name: 'Answered parent', answered: true },
    ]);
    await db.insert(campRegistrations).values([
      { studentName: 'Kim', eventName: 'Week 1', eventSlot: 'Full Day', eventPriceCents: 40000 },
      {
        studentName: 'Lee',
        eventName: 'Week 1',
        eventSlot: 'Full Day',
        eventPriceCents: 40000,
        createdDate: longAgo,
      },
    ]);
    await db.insert(afterschoolRegistrations).values([
      { studentName: 'Ari', schoolName: 'RJLEE' },
      { studentName: 'Bo', schoolName: 'MUSTANG' },
      { studentName: 'Cy', schoolName: 'MUSTANG' },
    ]);
    await db
      .insert(orders)
      .values([
        order('paid_unrecorded'),
        order('processing', new Date(Date.now() - 5 * 60_000)),
        order('processing'),
        order('paid'),
      ]);

    expect(await summary()).toEqual({
      inquiriesToAnswer: before.inquiriesToAnswer + 2,
      paymentsNeedingAttention: before.paymentsNeedingAttention + 2,
      registrationsThisWeek: {
        camp: before.registrationsThisWeek.camp + 1,
        rjlee: before.registrationsThisWeek.rjlee + 1,
        mustang: before.registrationsThisWeek.mustang + 2,
      },
      backups: before.backups,
    });
  });

  it('shows the newest backup, the newest good one, and the newest restore drill', async () => {
    const db = t.ctx.database.db;
    await db.delete(maintenanceRuns);
    expect((await summary()).backups).toEqual({
      lastBackup: null,
      lastGoodBackupAt: null,
      lastDrill: null,
    });
    const takenAt = new Date(Date.now() - 30 * 3600_000);
    await recordMaintenanceRun(db, {
      kind: 'backup',
      ok: true,
      summary: 'kingside-x.dump (1.0 MB, 0 photos) in /srv/backups',
      backupAt: takenAt,
    });
    await recordMaintenanceRun(db, {
      kind: 'backup',
      ok: false,
      summary: 'The backup failed: pg_dump was not found',
    });
    await recordMaintenanceRun(db, {
      kind: 'restore-drill',
      ok: true,
      summary: 'Restored kingside-x.dump: 60 tables',
      backupAt: takenAt,
      details: { tables: [] },
    });
    const { backups } = await summary();
    expect(backups.lastBackup).toMatchObject({
      ok: false,
      summary: 'The backup failed: pg_dump was not found',
      backupAt: null,
    });
    expect(backups.lastGoodBackupAt).toBe(takenAt.toISOString());
    expect(backups.lastDrill).toMatchObject({
      ok: true,
      summary: 'Restored kingside-x.dump: 60 tables',
      backupAt: takenAt.toISOString(),
    });
    expect(backups.lastDrill).not.toHaveProperty('details');
  });

  it('stops counting an inquiry once an admin marks it answered in the grid', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry',
      payload: {
        name: 'Waiting parent',
        email: 'w@example.com',
        inquiryType: INQUIRY_TYPES[0],
        question: 'Is there a class on Saturday?',
      },
    });
    expect(sent.statusCode).toBe(201);
    const waiting = await summary();
    const list = await t.app.inject({ url: '/api/inquiryAdmin', headers: admin });
    const row = list
      .json<{ id: number; name: string; answered: boolean }[]>()
      .find((i) => i.name === 'Waiting parent')!;
    expect(row.answered).toBe(false);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/inquiryAdmin',
      headers: admin,
      payload: { ...row, answered: true },
    });
    expect(saved.statusCode).toBe(200);
    expect((await summary()).inquiriesToAnswer).toBe(waiting.inquiriesToAnswer - 1);
  });
});
