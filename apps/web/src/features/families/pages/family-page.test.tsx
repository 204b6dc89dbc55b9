import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type Child,
  type FamilyOrderPage,
  type FamilyRegistrationPage,
  type OrderSummary,
} from '@kingside/shared';
import { buildChild, buildProfile, buildSession } from '@/test/factories';
import { mockApi, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const ORDER_REF = '8a6d3f5e-2b1c-4d7e-9f00-1234567890ab';

const registrations: FamilyRegistrationPage = {
  items: [
    {
      kind: 'camp',
      id: 5,
      childId: 31,
      childName: 'Ada Pawn',
      studentName: 'Ada Pawn',
      what: 'Summer Camp Week 1 Full Day',
      startDate: '2027-06-08',
      endDate: '2027-06-12',
      registeredAt: '2027-05-01T15:00:00.000Z',
      amountCents: 37500,
      status: 'paid',
      paid: true,
      orderRef: ORDER_REF,
      active: true,
    },
  ],
  total: 1,
  page: 0,
  size: 10,
};

const orders: FamilyOrderPage = {
  items: [
    {
      orderRef: ORDER_REF,
      orderNumber: 7,
      kind: 'camp',
      status: 'paid',
      paymentMethod: 'creditCard',
      amountCents: 37500,
      description: 'Summer camp: Summer Camp Week 1 Full Day',
      transactionId: '60012345678',
      createdAt: '2027-05-01T15:00:00.000Z',
      paidAt: '2027-05-01T15:01:00.000Z',
      refundedAt: null,
    },
  ],
  total: 1,
  page: 0,
  size: 10,
};

const order: OrderSummary = {
  orderRef: ORDER_REF,
  orderNumber: 7,
  kind: 'camp',
  status: 'paid',
  paymentMethod: 'creditCard',
  amountCents: 37500,
  description: 'Summer camp: Summer Camp Week 1 Full Day',
  items: [{ description: 'Summer Camp Week 1 Full Day (Ada Pawn)', amountCents: 37500 }],
  transactionId: '60012345678',
  zelle: null,
  holdUntil: null,
  createdAt: '2027-05-01T15:00:00.000Z',
};

/** A fake family API whose children list follows the saves and deletes it receives. */
function familyApi(start: Child[]) {
  let kids = [...start];
  let nextId = 100;
  return mockApi({
    'GET /api/family/children': () => ({ body: kids }),
    'POST /api/family/children': ({ body }: MockRequest) => {
      const saved = { ...buildChild(), ...(body as Partial<Child>) } as Child;
      if (saved.id === undefined || !kids.some((k) => k.id === saved.id)) {
        saved.id = nextId++;
        kids = [...kids, saved];
      } else kids = kids.map((k) => (k.id === saved.id ? saved : k));
      return { body: saved };
    },
    'DELETE /api/family/children/31': () => {
      kids = kids.filter((k) => k.id !== 31);
      return { body: { message: MESSAGES.deleted } };
    },
    'GET /api/family/registrations': { body: registrations },
    'GET /api/family/orders': { body: orders },
    [`GET /api/orders/${ORDER_REF}`]: { body: order },
    'GET /api/profile': { body: buildProfile({ roles: [] }) },
    'GET /api/preferences/boardTheme': { body: { boardTheme: 'Green' } },
  });
}

/** The first render loads the lazy MUI layout and the page: slow when the suite shares two cores. */
const SLOW = { timeout: 10_000 };

const session = buildSession({ roles: [], username: 'parent', name: 'Pat Kingsley' });

describe('/profile/family', () => {
  it('adds a child with the form and lists it', async () => {
    const api = familyApi([]);
    const { user } = renderApp('/profile/family', { session });

    await screen.findByText(/No children yet/, undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a child' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.required)).toBeTruthy();
    expect(api.callsTo('POST /api/family/children')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bo Pawn');
    await user.type(within(dialog).getByRole('textbox', { name: 'Grade' }), '5');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Rating' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Rating' }), '950');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const table = await screen.findByRole('table', { name: 'Children' });
    expect(await within(table).findByRole('rowheader', { name: 'Bo Pawn' })).toBeTruthy();
    expect(api.callsTo('POST /api/family/children')[0]!.body).toEqual({
      name: 'Bo Pawn',
      grade: '5',
      school: null,
      uscfId: null,
      rating: 950,
      chessDotComId: null,
      liChessId: null,
    });
    expect(api.callsTo('POST /api/family/children')[0]!.headers.get('authorization')).toBe(
      'Bearer test-token',
    );
  });

  it('edits and removes a child after the Confirm dialog', async () => {
    const api = familyApi([buildChild()]);
    const { user } = renderApp('/profile/family', { session });

    await user.click(await screen.findByRole('button', { name: 'Edit Ada Pawn' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ada Pawn' });
    const school = within(dialog).getByRole('textbox', { name: 'School' });
    expect(school).toHaveProperty('value', 'RJ Lee Elementary');
    await user.clear(school);
    await user.type(school, 'Mustang');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/family/children')[0]!.body).toMatchObject({
      id: 31,
      name: 'Ada Pawn',
      school: 'Mustang',
    });

    await user.click(screen.getByRole('button', { name: 'Remove Ada Pawn' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(within(confirm).getByText('Are you sure you want to delete Ada Pawn?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/No children yet/)).toBeTruthy();
    expect(api.callsTo('DELETE /api/family/children/31')).toHaveLength(1);
  });

  it("shows the family's registrations and payments with links to their receipts", async () => {
    familyApi([buildChild()]);
    const { user } = renderApp('/profile/family', { session });

    const table = await screen.findByRole('table', { name: 'Registrations' }, SLOW);
    const row = within(table).getByRole('row', { name: /Ada Pawn/ });
    expect(within(row).getByText('Camp: Summer Camp Week 1 Full Day')).toBeTruthy();
    expect(within(row).getByText('$375.00')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    const payments = await screen.findByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('Summer camp: Summer Camp Week 1 Full Day')).toBeTruthy();

    await user.click(
      within(row).getByRole('link', { name: 'Receipt for Summer Camp Week 1 Full Day' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' }, SLOW)).toBeTruthy();
    expect(await screen.findByText('Summer Camp Week 1 Full Day (Ada Pawn)')).toBeTruthy();
    expect(screen.getByText(/Transaction id: 60012345678/)).toBeTruthy();
  });

  it('is reached from the profile page', async () => {
    familyApi([]);
    const { user } = renderApp('/profile', { session });
    await user.click(await screen.findByRole('link', { name: 'Family' }, SLOW));
    expect(await screen.findByRole('heading', { level: 1, name: 'Family' }, SLOW)).toBeTruthy();
  });
});
