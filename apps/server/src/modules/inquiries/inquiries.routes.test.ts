import { INQUIRY_TYPES, MESSAGES } from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const valid = () => ({
  name: `Parent ${crypto.randomUUID().slice(0, 8)}`,
  email: 'parent@example.com',
  phoneNumber: '555-0100',
  inquiryType: INQUIRY_TYPES[0],
  question: 'Which group suits a seven-year-old beginner?',
  appointmentDate: '2026-12-05T10:30:00-06:00',
});
const send = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/inquiry', payload: payload as object });
const adminList = async () =>
  (await t.app.inject({ url: '/api/inquiryAdmin', headers: admin })).json<
    { id: number; name: string; question: string; appointmentDate: string | null }[]
  >();

describe('POST /api/inquiry', () => {
  it('thanks the visitor, shows the inquiry to admins and e-mails the club', async () => {
    const body = valid();
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.inquiryThanks });
    const row = (await adminList()).find((i) => i.name === body.name);
    expect(row?.appointmentDate).toBe('2026-12-05T16:30:00.000Z');
    const outbox = (await t.app.inject({ url: '/api/admin/outbox', headers: admin })).json<
      { to: string; subject: string }[]
    >();
    expect(
      outbox.some((m) => m.to === t.ctx.config.club.email && m.subject.includes(body.name)),
    ).toBe(true);
  });

  it.each([
    ['a missing name', { name: '' }, 'name', MESSAGES.pleaseEnterRequired],
    ['a malformed e-mail', { email: 'parent@' }, 'email', MESSAGES.invalidEmail],
    [
      'an unknown inquiry type',
      { inquiryType: 'Free lunch' },
      'inquiryType',
      'Choose one of the inquiry types.',
    ],
    [
      'a 10,000-character question',
      { question: 'q'.repeat(10_000) },
      'question',
      'Please use at most 2000 characters.',
    ],
    [
      'a bad appointment',
      { appointmentDate: 'next tuesday' },
      'appointmentDate',
      'Choose a valid date and time.',
    ],
  ])('refuses %s and stores nothing', async (_what, change, field, message) => {
    const body = { ...valid(), ...change };
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
    expect((await adminList()).some((i) => i.name === body.name && body.name !== '')).toBe(false);
  });

  it('stores HTML as plain text', async () => {
    const body = { ...valid(), question: '<script>alert(1)</script><b>hi</b>' };
    await send(body);
    expect((await adminList()).find((i) => i.name === body.name)?.question).toBe(body.question);
  });
});

describe('inquiry grid', () => {
  it('lets an admin correct and delete an inquiry', async () => {
    const body = valid();
    await send(body);
    const row = (await adminList()).find((i) => i.name === body.name)!;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/inquiryAdmin',
      headers: admin,
      payload: { ...body, id: row.id, question: 'Corrected question' },
    });
    expect(saved.json()).toMatchObject({ id: row.id, question: 'Corrected question' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/inquiryAdmin/${row.id}`,
      headers: admin,
    });
    expect(del.json()).toEqual({ message: MESSAGES.deleted });
  });
});
