import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FAMILY_CHILDREN_MAX, FAMILY_MESSAGES, MESSAGES } from '@kingside/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterschoolRegistrations, campRegistrations, children } from '../../db/schema.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';
import { cartFor, createCampEvent, tokenizeCard } from '../../test/payments.js';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-families-'));
  t = await buildTestApp({ dataDir });
});
afterAll(async () => {
  await t.app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A new account without a role (a parent) and its session's headers. */
async function parent() {
  const user = await buildUser(t.ctx);
  return { user, headers: bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD)) };
}

type Headers = Record<string, string>;
const saveChild = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/family/children', headers, payload });
const listChildren = (headers: Headers) => t.app.inject({ url: '/api/family/children', headers });
async function addChild(headers: Headers, overrides: Record<string, unknown> = {}) {
  const res = await saveChild(headers, { name: 'Ada Pawn', grade: '3', ...overrides });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number; name: string }>();
}

describe('family routes refuse visitors', () => {
  it.each([
    ['GET', '/api/family/children'],
    ['POST', '/api/family/children'],
    ['DELETE', '/api/family/children/1'],
    ['GET', '/api/family/registrations'],
    ['GET', '/api/family/orders'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('code', 'UNAUTHORIZED');
  });
});

describe('POST /api/family/children', () => {
  it('refuses a child without a name, or with a rating out of range, with field errors', async () => {
    const { headers } = await parent();
    const res = await saveChild(headers, { name: ' ', rating: 4001 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      name: [MESSAGES.required],
      rating: ['A rating is at most 4000.'],
    });
    expect((await saveChild(headers, { name: 'Kid', rating: -1 })).statusCode).toBe(400);
    expect((await listChildren(headers)).json()).toEqual([]);
  });

  it('adds, lists by name, changes and removes a parent’s own children', async () => {
    const { user, headers } = await parent();
    const zoe = await addChild(headers, {
      name: 'Zoe Rook',
      school: 'RJ Lee',
      uscfId: '12345678',
      rating: 1200,
      chessDotComId: 'zoe_rook',
      liChessId: '',
    });
    await addChild(headers, { name: 'Ada Pawn', grade: '' });
    const list = (await listChildren(headers)).json();
    expect(list).toEqual([
      {
        id: expect.any(Number),
        name: 'Ada Pawn',
        grade: null,
        school: null,
        uscfId: null,
        rating: 0,
        chessDotComId: null,
        liChessId: null,
      },
      {
        id: zoe.id,
        name: 'Zoe Rook',
        grade: '3',
        school: 'RJ Lee',
        uscfId: '12345678',
        rating: 1200,
        chessDotComId: 'zoe_rook',
        liChessId: null,
      },
    ]);
    const changed = await saveChild(headers, { id: zoe.id, name: 'Zoe Rook', grade: '4' });
    expect(changed.json()).toMatchObject({ id: zoe.id, grade: '4', school: null, rating: 0 });
    const [row] = await t.ctx.database.db.select().from(children).where(eq(children.id, zoe.id));
    expect(row!.parentUserId).toBe(user.id);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/family/children/${zoe.id}`,
      headers,
    });
    expect(removed.json()).toEqual({ message: MESSAGES.deleted });
    expect((await listChildren(headers)).json().map((c: { name: string }) => c.name)).toEqual([
      'Ada Pawn',
    ]);
  });

  it(`holds at most ${FAMILY_CHILDREN_MAX} children in one family`, async () => {
    const { user, headers } = await parent();
    await t.ctx.database.db.insert(children).values(
      Array.from({ length: FAMILY_CHILDREN_MAX - 1 }, (_, i) => ({
        parentUserId: user.id,
        name: `Kid ${i}`,
      })),
    );
    const [last, over] = await Promise.all([
      saveChild(headers, { name: 'Last' }),
      saveChild(headers, { name: 'One too many' }),
    ]);
    expect([last.statusCode, over.statusCode].sort()).toEqual([200, 409]);
    expect([last, over].find((r) => r.statusCode === 409)!.json().message).toBe(
      FAMILY_MESSAGES.tooManyChildren,
    );
    expect((await listChildren(headers)).json()).toHaveLength(FAMILY_CHILDREN_MAX);
  });

  it('never shows or changes another family’s child: 404 as if absent', async () => {
    const first = await parent();
    const other = await parent();
    const child = await addChild(first.headers, { name: 'Mine' });
    expect((await listChildren(other.headers)).json()).toEqual([]);
    const change = await saveChild(other.headers, { id: child.id, name: 'Taken' });
    expect(change.statusCode).toBe(404);
    expect(change.json().message).toBe(FAMILY_MESSAGES.noSuchChild);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/family/children/${child.id}`,
      headers: other.headers,
    });
    expect(remove.statusCode).toBe(404);
    expect((await listChildren(first.headers)).json()).toMatchObject([
      { id: child.id, name: 'Mine' },
    ]);
  });
});

describe('picking a child on registration', () => {
  const rjlee = (extra: Record<string, unknown>) => ({
    idempotencyKey: crypto.randomUUID(),
    schoolName: 'RJLEE',
    studentName: 'Ada Pawn',
    parentName: 'Pat Parent',
    parentEmail: 'pat@example.com',
    parentPhoneNumber: '555-0111',
    studentGrade: '3',
    studentHouse: 'Blue',
    paymentMethod: 'zelle',
    ...extra,
  });

  it('stores the child on an after-school registration of its parent', async () => {
    const { headers } = await parent();
    const child = await addChild(headers);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/afterschool',
      headers,
      payload: rjlee({ childId: child.id }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.database.db
      .select()
      .from(afterschoolRegistrations)
      .where(eq(afterschoolRegistrations.id, res.json().registrationId));
    expect(row!.childId).toBe(child.id);
  });

  it('refuses another family’s child, and any child from a visitor, with a field error', async () => {
    const owner = await parent();
    const other = await parent();
    const child = await addChild(owner.headers);
    const event = await createCampEvent(t.ctx);
    const before = await t.ctx.database.db.$count(campRegistrations);

    const cart = cartFor([event.id], 'zelle');
    (cart.cartItems[0]!.registration as Record<string, unknown>).childId = child.id;
    for (const headers of [other.headers, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/cart', headers, payload: cart });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty(['cartItems.0.registration.childId']);
    }
    const afterschool = await t.app.inject({
      method: 'POST',
      url: '/api/afterschool',
      headers: other.headers,
      payload: rjlee({ childId: child.id }),
    });
    expect(afterschool.statusCode).toBe(400);
    expect(afterschool.json().fieldErrors).toEqual({ childId: [FAMILY_MESSAGES.notYourChild] });
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/afterschool',
      payload: rjlee({ childId: child.id }),
    });
    expect(visitor.json().fieldErrors).toEqual({ childId: [FAMILY_MESSAGES.childNeedsLogin] });
    expect(await t.ctx.database.db.$count(campRegistrations)).toBe(before);
  });
});

describe('GET /api/family/registrations and /api/family/orders', () => {
  it('lists a camp registration made for a child, with its payment and receipt ref, for the family only', async () => {
    const { headers } = await parent();
    const stranger = await parent();
    const child = await addChild(headers, { name: 'Ada Pawn' });
    const event = await createCampEvent(t.ctx);
    const cart = cartFor([event.id], 'creditCard');
    (cart.cartItems[0]!.registration as Record<string, unknown>).childId = child.id;
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers,
      payload: cart,
    });
    expect(checkout.statusCode).toBe(201);
    const { order } = checkout.json();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/authorizenet/charge',
      payload: {
        idempotencyKey: crypto.randomUUID(),
        orderRef: order.orderRef,
        description: 'Summer camp',
        opaqueData: await tokenizeCard(t.app, t.ctx),
        billToZip: '75024',
      },
    });
    expect(paid.statusCode).toBe(200);

    const registrations = await t.app.inject({
      url: '/api/family/registrations?page=0&size=10',
      headers,
    });
    expect(registrations.statusCode).toBe(200);
    expect(registrations.json()).toEqual({
      items: [
        {
          kind: 'camp',
          id: expect.any(Number),
          childId: child.id,
          childName: 'Ada Pawn',
          studentName: 'Ada Pawn',
          what: `${event.eventName} Full Day`,
          startDate: '2099-06-08',
          endDate: '2099-06-12',
          registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          amountCents: 37500,
          status: 'paid',
          paid: true,
          orderRef: order.orderRef,
          active: true,
        },
      ],
      total: 1,
      page: 0,
      size: 10,
    });
    const orders = (await t.app.inject({ url: '/api/family/orders', headers })).json();
    expect(orders).toMatchObject({
      items: [
        {
          orderRef: order.orderRef,
          orderNumber: order.orderNumber,
          kind: 'camp',
          status: 'paid',
          paymentMethod: 'creditCard',
          amountCents: 37500,
          transactionId: expect.any(String),
          paidAt: expect.any(String),
        },
      ],
      total: 1,
    });

    const theirs = await t.app.inject({
      url: '/api/family/registrations',
      headers: stranger.headers,
    });
    expect(theirs.json()).toEqual({ items: [], total: 0, page: 0, size: 10 });
    const theirOrders = await t.app.inject({
      url: '/api/family/orders',
      headers: stranger.headers,
    });
    expect(theirOrders.json().total).toBe(0);
  });

  it('pages after-school and camp registrations together, newest first, and keeps them when the child is removed', async () => {
    const { headers } = await parent();
    const child = await addChild(headers, { name: 'Bo Bishop' });
    const afterschool = await t.app.inject({
      method: 'POST',
      url: '/api/afterschool',
      headers,
      payload: {
        idempotencyKey: crypto.randomUUID(),
        schoolName: 'MUSTANG',
        studentName: 'Bo Bishop',
        parentName: 'Pat Parent',
        parentEmail: 'pat@example.com',
        parentPhoneNumber: '555-0111',
        paymentMethod: 'zelle',
        childId: child.id,
      },
    });
    expect(afterschool.statusCode).toBe(201);
    // Paid from the account without picking a child: still the family's.
    const event = await createCampEvent(t.ctx);
    const camp = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers,
      payload: cartFor([event.id], 'zelle'),
    });
    expect(camp.statusCode).toBe(201);

    const first = (await t.app.inject({ url: '/api/family/registrations?size=1', headers })).json();
    expect(first).toMatchObject({ total: 2, page: 0, size: 1 });
    expect(first.items[0]).toMatchObject({
      kind: 'camp',
      childId: null,
      status: 'awaiting_payment',
    });
    const second = (
      await t.app.inject({ url: '/api/family/registrations?size=1&page=1', headers })
    ).json();
    expect(second.items[0]).toMatchObject({
      kind: 'afterschool',
      childName: 'Bo Bishop',
      status: 'awaiting_payment',
      paid: false,
      orderRef: afterschool.json().order.orderRef,
      amountCents: afterschool.json().order.amountCents,
    });

    await t.app.inject({ method: 'DELETE', url: `/api/family/children/${child.id}`, headers });
    const after = (await t.app.inject({ url: '/api/family/registrations', headers })).json();
    expect(after.total).toBe(2);
    expect((await t.app.inject({ url: '/api/family/orders', headers })).json().total).toBe(2);
  });

  it('refuses a page size over the limit', async () => {
    const { headers } = await parent();
    const res = await t.app.inject({ url: '/api/family/registrations?size=1000', headers });
    expect(res.statusCode).toBe(400);
  });
});
