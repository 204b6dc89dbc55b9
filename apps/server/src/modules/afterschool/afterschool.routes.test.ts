import crypto from 'node:crypto';
import { MESSAGES } from '@kingside/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterschoolRegistrations, outboxEmails, programs } from '../../db/schema.js';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';
import { signedIn } from '../../test/payments.js';

let t: TestApp;
let admin: Record<string, string>;
/** A signed-in parent: paying later by Zelle needs an account (docs/decisions/0046). */
let parent: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
  parent = await signedIn(t.app, t.ctx);
});
afterAll(() => t.app.close());

const rjlee = (overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: crypto.randomUUID(),
  schoolName: 'RJLEE',
  studentName: `Kid ${crypto.randomUUID().slice(0, 6)}`,
  parentName: 'Pat Parent',
  parentEmail: 'pat@example.com',
  parentPhoneNumber: '555-0111',
  studentGrade: '3',
  studentHouse: 'Blue',
  studentPrimaryTeacher: '',
  paymentMethod: 'zelle',
  ...overrides,
});
const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/afterschool', payload, headers: parent });

describe('POST /api/afterschool', () => {
  it('registers a child at RJ Lee with an order priced from the program, awaiting Zelle', async () => {
    const [program] = await t.ctx.database.db
      .select()
      .from(programs)
      .where(and(eq(programs.schoolName, 'RJLEE'), eq(programs.kind, 'afterSchool')));
    const body = rjlee();
    const res = await post({ ...body, paidAmount: 1, amountCents: 1 });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.message).toBe(MESSAGES.afterschoolThanks);
    expect(json.order).toMatchObject({
      kind: 'afterschool',
      status: 'awaiting_payment',
      paymentMethod: 'zelle',
      amountCents: program!.priceCents + (program!.registrationFeeCents ?? 0),
    });
    const rows = (
      await t.app.inject({ url: '/api/afterschoolAdmin/RJLEE', headers: admin })
    ).json();
    expect(rows).toContainEqual(
      expect.objectContaining({
        id: json.registrationId,
        studentName: body.studentName,
        paidAmountCents: 0,
        schoolName: 'RJLEE',
      }),
    );
    const mails = await t.ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'pat@example.com'));
    expect(mails.some((m) => m.subject.includes(`order ${json.order.orderNumber}`))).toBe(true);
  });

  it('requires grade and house at RJ Lee but not at Mustang', async () => {
    const res = await post(rjlee({ studentGrade: '', studentHouse: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      studentGrade: [MESSAGES.required],
      studentHouse: [MESSAGES.required],
    });
    const mustang = await post(
      rjlee({
        schoolName: 'MUSTANG',
        studentGrade: undefined,
        studentHouse: undefined,
        paymentMethod: 'paypal',
      }),
    );
    expect(mustang.statusCode).toBe(201);
    expect(mustang.json().order.paymentMethod).toBe('paypal');
  });

  it('gives the spec message for a blank student name and refuses card payment', async () => {
    const res = await post(rjlee({ studentName: '  ', paymentMethod: 'creditCard' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.studentName).toEqual([MESSAGES.pleaseEnterRequired]);
    expect(res.json().fieldErrors.paymentMethod).toBeDefined();
  });

  it('registers once when the same form is submitted twice', async () => {
    const body = rjlee();
    const [a, b] = [await post(body), await post(body)];
    expect(b.json().registrationId).toBe(a.json().registrationId);
    const rows = await t.ctx.database.db
      .select()
      .from(afterschoolRegistrations)
      .where(eq(afterschoolRegistrations.studentName, body.studentName));
    expect(rows).toHaveLength(1);
  });
});

describe('after-school admin', () => {
  it('lists by school name in any case, edits with a required name and deletes', async () => {
    const created = (await post(rjlee({ schoolName: 'MUSTANG' }))).json();
    const list = await t.app.inject({ url: '/api/afterschoolAdmin/mustang', headers: admin });
    expect(list.json().some((r: { id: number }) => r.id === created.registrationId)).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/afterschoolAdmin/ELSEWHERE', headers: admin })).statusCode,
    ).toBe(400);
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/afterschoolAdmin',
      headers: admin,
      payload: { id: created.registrationId, studentName: '', schoolName: 'MUSTANG' },
    });
    expect(blank.json().fieldErrors.studentName).toEqual([MESSAGES.required]);
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/afterschoolAdmin',
      headers: admin,
      payload: {
        id: created.registrationId,
        studentName: 'Renamed Kid',
        schoolName: 'MUSTANG',
        paidAmountCents: 8000,
      },
    });
    expect(edit.json()).toMatchObject({ studentName: 'Renamed Kid', paidAmountCents: 8000 });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/afterschoolAdmin/${created.registrationId}`,
      headers: admin,
    });
    expect(del.json()).toEqual({ message: MESSAGES.deleted });
  });
});
