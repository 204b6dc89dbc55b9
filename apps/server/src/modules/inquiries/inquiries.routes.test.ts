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
    {
      id: number;
      name: string;
      question: string;
      appointmentDate: string | null;
      answered: boolean;
    }[]
  >();
const save = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/inquiryAdmin', headers: admin, payload });

describe('POST /api/inquiry', () => {
  it('thanks the visitor, shows the inquiry to admins and e-mails the club', async () => {
    const body = valid();
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.inquiryThanks });
    const row = (await adminList()).find((i) => i.name === body.name);
    expect(row?.appointmentDate).toBe('2026-12-05T16:30:00.000Z');
    expect(row?.answered).toBe(false);
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

  it('cannot mark its own inquiry answered', async () => {
    const body = { ...valid(), answered: true };
    expect((await send(body)).statusCode).toBe(201);
    expect((await adminList()).find((i) => i.name === body.name)?.answered).toBe(false);
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
    const saved = await save({ ...body, id: row.id, question: 'Corrected question' });
    expect(saved.json()).toMatchObject({
      id: row.id,
      question: 'Corrected question',
      answered: false,
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/inquiryAdmin/${row.id}`,
      headers: admin,
    });
    expect(del.json()).toEqual({ message: MESSAGES.deleted });
  });

  it('lets an admin mark an inquiry answered, listing the ones to answer first', async () => {
    const older = valid();
    const newer = valid();
    await send(older);
    await send(newer);
    const before = await adminList();
    const olderRow = before.find((i) => i.name === older.name)!;
    const position = (name: string, list: { name: string }[]) =>
      list.findIndex((i) => i.name === name);
    expect(position(newer.name, before)).toBeLessThan(position(older.name, before));

    const saved = await save({ ...older, id: olderRow.id, answered: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: olderRow.id, answered: true });

    const after = await adminList();
    expect(after.find((i) => i.id === olderRow.id)?.answered).toBe(true);
    const firstAnswered = after.findIndex((i) => i.answered);
    expect(after.slice(firstAnswered).every((i) => i.answered)).toBe(true);
    expect(position(newer.name, after)).toBeLessThan(position(older.name, after));

    const reopened = await save({ ...older, id: olderRow.id, answered: false });
    expect(reopened.json()).toMatchObject({ answered: false });
  });

  it('refuses an answered flag that is not true or false', async () => {
    const res = await save({ name: 'Walk-in parent', answered: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.answered).toHaveLength(1);
  });

  it('starts a row added in the grid as not answered', async () => {
    const res = await save({ name: `Walk-in ${crypto.randomUUID().slice(0, 8)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ answered: false, inquiryType: 'Other' });
  });
});
