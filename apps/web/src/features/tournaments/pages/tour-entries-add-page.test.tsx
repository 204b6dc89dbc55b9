import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTRY_MESSAGES, MESSAGES } from '@kingside/shared';
import { buildEntry, buildTournament } from '@/features/tournaments/test/tournament-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

const admin = buildSession({ roles: ['admin'], username: 'admin' });
const TOURNAMENT = buildTournament({
  id: 1,
  name: 'Saturday Rapid',
  rounds: 4,
  maxByes: 2,
  schedules: ['Sat only', 'Sat and Sun'],
});

async function openForm() {
  const view = renderApp('/tourEntriesAdd/1', { session: admin });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Saturday Rapid — Add Entry' },
    { timeout: 10_000 },
  );
  return view;
}

type User = Awaited<ReturnType<typeof openForm>>['user'];

/** Fills the required fields with Grace Hopper's entry; `values` win. */
async function fillPlayer(
  user: User,
  values: Partial<Record<'uscfId' | 'rating' | 'section', string>> = {},
) {
  await enter(user, screen.getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
  await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
  await enter(user, screen.getByRole('textbox', { name: 'Chess.com ID' }), 'gracehopper');
  await enter(user, screen.getByRole('textbox', { name: 'USCF ID' }), values.uscfId ?? '30001234');
  await enter(user, screen.getByRole('textbox', { name: 'Rating' }), values.rating ?? '1720');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Section' }),
    values.section ?? 'Champ',
  );
}

describe('/tourEntriesAdd/:id', () => {
  it('asks for the name, e-mail, chess.com id, US Chess id, rating and section before sending, and checks the e-mail', async () => {
    const api = mockApi({ 'GET /api/tournament/1': { body: TOURNAMENT } });
    const { user } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(ENTRY_MESSAGES.required)).toHaveLength(6);
    for (const name of ['Name', 'Email', 'Chess.com ID', 'USCF ID', 'Rating']) {
      expect(screen.getByRole('textbox', { name }).getAttribute('aria-invalid'), name).toBe('true');
    }

    await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(api.callsTo('POST /api/admin/tournament/1/entries')).toHaveLength(0);
  });

  it('takes a US Chess id and a rating of at least 1 only', async () => {
    const api = mockApi({ 'GET /api/tournament/1': { body: TOURNAMENT } });
    const { user } = await openForm();
    await fillPlayer(user, { uscfId: '0', rating: '0' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText(ENTRY_MESSAGES.required)).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'USCF ID' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Rating' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(api.callsTo('POST /api/admin/tournament/1/entries')).toHaveLength(0);
  });

  it("shows the server's field message under its field", async () => {
    mockApi({
      'GET /api/tournament/1': { body: TOURNAMENT },
      'POST /api/admin/tournament/1/entries': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: MESSAGES.invalidRequest,
          fieldErrors: { chessDotComId: [ENTRY_MESSAGES.required] },
        },
      },
    });
    const { user } = await openForm();
    await fillPlayer(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Chess.com ID' }).getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(screen.getByText(ENTRY_MESSAGES.required)).toBeTruthy();
  });

  it("offers the tournament's sections and schedules, limits the byes, and sends the fee in cents", async () => {
    const api = mockApi({
      'GET /api/tournament/1': { body: TOURNAMENT },
      'POST /api/admin/tournament/1/entries': ({ body }) => ({
        status: 201,
        body: buildEntry({ ...(body as object), id: 9 }),
      }),
    });
    const { user } = await openForm();

    const section = screen.getByRole('combobox', { name: 'Section' });
    expect([...section.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose a section',
      'Champ',
      'U1600',
      'U800',
      'U400',
    ]);
    await fillPlayer(user, { section: 'U1600' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Schedule' }), 'Sat only');
    await user.click(screen.getByRole('checkbox', { name: 'Round 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Round 1' }));
    // Two byes at most: the other rounds can no longer be ticked.
    expect((screen.getByRole('checkbox', { name: 'Round 2' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'Cash');
    await enter(user, screen.getByRole('textbox', { name: 'Fee ($)' }), '25.50');
    await user.click(screen.getByRole('checkbox', { name: 'Verified' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/tournament/1/entries')).toHaveLength(1),
    );
    expect(api.callsTo('POST /api/admin/tournament/1/entries')[0]?.body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: null,
      chessDotComId: 'gracehopper',
      uscfId: '30001234',
      rating: 1720,
      expiryDate: null,
      fideId: null,
      fideRating: null,
      section: 'U1600',
      schedule: 'Sat only',
      byesRequested: [1, 3],
      playup: false,
      schoolName: null,
      teamName: null,
      paymentMethod: 'Cash',
      entryFeeCents: 2550,
      verified: true,
      waitingList: false,
      remark: null,
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Added Successfully: Grace Hopper.',
    );
    expect(screen.getByRole('link', { name: 'See the entries' }).getAttribute('href')).toBe(
      '/tourEntries/1',
    );
    // The form is ready for the next player.
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal in a red alert", async () => {
    mockApi({
      'GET /api/tournament/1': { body: TOURNAMENT },
      'POST /api/admin/tournament/1/entries': {
        status: 409,
        body: { code: 'ALREADY_ENTERED', message: ENTRY_MESSAGES.alreadyEntered },
      },
    });
    const { user } = await openForm();
    await fillPlayer(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ENTRY_MESSAGES.alreadyEntered);
  });

  it('is only for admins', async () => {
    mockApi({ 'GET /api/tournament/1': { body: TOURNAMENT } });
    renderApp('/tourEntriesAdd/1', { session: buildSession() });
    expect(
      await screen.findByText(MESSAGES.accessRestricted, {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
