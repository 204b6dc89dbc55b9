import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_MESSAGES, type EntryPage } from '@kingside/shared';
import {
  buildEntry,
  buildEntryPage,
  buildPublicEntry,
  buildTournament,
} from '@/features/tournaments/test/tournament-fakes';
import { buildSession } from '@/test/factories';
import { mockApi, type MockReply, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

const TOURNAMENT = buildTournament({ id: 1, name: 'Saturday Rapid', shortName: 'rapid-2026' });
const admin = buildSession({ roles: ['admin'], username: 'admin' });
const assistant = buildSession({ roles: ['assistant'], username: 'assistant' });

/** Answers the entries call with `main` or `waiting` as the query asks. */
const entries =
  (main: EntryPage, waiting: EntryPage = buildEntryPage([], main)) =>
  ({ query }: MockRequest): MockReply => ({
    body: query.get('waitingList') === 'true' ? waiting : main,
  });

const headers = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

async function openEntries(session = admin) {
  const view = renderApp('/tourEntries/1', { session });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Saturday Rapid — Entries' },
    { timeout: 10_000 },
  );
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe('/tourEntries/:id', () => {
  it('says Content Restricted when the server refuses the list', async () => {
    const api = mockApi({
      'GET /api/tournament/1': { body: TOURNAMENT },
      'GET /api/tournament/1/entries': {
        status: 403,
        body: { code: 'FORBIDDEN', message: ENTRY_MESSAGES.contentRestricted },
      },
    });
    renderApp('/tourEntries/1');
    expect(
      await screen.findByText(ENTRY_MESSAGES.contentRestricted, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    // A visitor's call carries no token and did not send them to /login.
    expect(
      api.callsTo('GET /api/tournament/1/entries')[0]?.headers.get('authorization'),
    ).toBeNull();
  });

  it('shows a visitor the entries and the waiting list without the private columns or buttons', async () => {
    mockApi({
      'GET /api/tournament/1': { body: TOURNAMENT },
      'GET /api/tournament/1/entries': entries(
        buildEntryPage([buildPublicEntry()]),
        buildEntryPage([buildPublicEntry({ id: 2, name: 'Bob Waiting', waitingList: true })]),
      ),
    });
    renderApp('/tourEntries/1');
    const main = await screen.findByRole('grid', { name: 'Entries' }, { timeout: 10_000 });
    const waiting = await screen.findByRole('grid', { name: 'Waiting List' });

    expect(await within(main).findByText('Ada Lovelace')).toBeTruthy();
    expect(await within(waiting).findByText('Bob Waiting')).toBeTruthy();
    expect(headers(main)).toEqual(
      expect.arrayContaining(['Name', 'Section', 'Rating', 'USCF ID', 'Byes (rounds)', 'Paid']),
    );
    for (const grid of [main, waiting]) {
      expect(headers(grid)).not.toContain('Email');
      expect(headers(grid)).not.toContain('Payment method');
      expect(headers(grid)).not.toContain('Fee');
    }
    expect(screen.queryByRole('button', { name: 'Send Email' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upload Entry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Saturday Rapid' }).getAttribute('href')).toBe(
      '/tournaments/rapid-2026',
    );
  });

  it('shows an assistant the private columns and withdrawn entries, but no admin buttons', async () => {
    mockApi({
      'GET /api/tournament/1': { body: TOURNAMENT },
      'GET /api/tournament/1/entries': entries(
        buildEntryPage([buildEntry(), buildEntry({ id: 3, name: 'Cy Gone', withdrawn: true })], {
          privateColumns: true,
        }),
        buildEntryPage(
          [
            buildEntry({
              id: 2,
              name: 'Bob Waiting',
              waitingList: true,
              offerExpiresAt: '2026-12-01T18:00:00.000Z',
            }),
          ],
          { privateColumns: true },
        ),
      ),
    });
    await openEntries(assistant);
    const main = await screen.findByRole('grid', { name: 'Entries' });
    const waiting = await screen.findByRole('grid', { name: 'Waiting List' });

    expect(await within(main).findAllByText('ada@example.com')).toHaveLength(2);
    expect(within(main).getAllByText('$25.00').length).toBeGreaterThan(0);
    expect(headers(main)).toEqual(
      expect.arrayContaining(['Payment method', 'Fee', 'Coupon', 'Phone', 'Email', 'Remark']),
    );
    expect(headers(main)).not.toContain('Offer until');
    expect(headers(waiting)).toContain('Offer until');
    expect(within(main).getByText('Withdrawn')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Email' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('gives an admin the buttons, and sends an e-mail to the entries and the waiting list', async () => {
    const api = mockApi({
      'GET /api/tournament/1': { body: TOURNAMENT },
      'GET /api/tournament/1/entries': entries(
        buildEntryPage([buildEntry()], { privateColumns: true, canManage: true }),
      ),
      'POST /api/tournament/1/sendEmail': {
        body: { message: ENTRY_MESSAGES.emailSent, sent: 3 },
      },
    });
    const { user } = await openEntries();
    await screen.findByRole('grid', { name: 'Entries' });
    expect(screen.getByRole('link', { name: 'Add Entry' }).getAttribute('href')).toBe(
      '/tourEntriesAdd/1',
    );
    expect(screen.getByRole('link', { name: 'Upload Entry' }).getAttribute('href')).toBe(
      '/tourEntriesUpload/1',
    );
    expect(screen.getByRole('button', { name: 'Generate SwissSys' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Email' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText(ENTRY_MESSAGES.required)).toHaveLength(2);
    expect(api.callsTo('POST /api/tournament/1/sendEmail')).toHaveLength(0);

    await enter(user, within(dialog).getByRole('textbox', { name: 'Subject' }), 'Round times');
    await enter(user, within(dialog).getByRole('textbox', { name: 'Message' }), 'Round 1 at 2 pm.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also the waiting list' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(ENTRY_MESSAGES.emailSent)).toBeTruthy();
    expect(api.callsTo('POST /api/tournament/1/sendEmail')[0]?.body).toEqual({
      subject: 'Round times',
      message: 'Round 1 at 2 pm.',
      includeWaitingList: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the reminder after a confirmation', async () => {
    const api = mockApi({
      'GET /api/tournament/1': { body: TOURNAMENT },
      'GET /api/tournament/1/entries': entries(
        buildEntryPage([buildEntry()], { privateColumns: true, canManage: true }),
      ),
      'POST /api/tournament/1/sendReminderEmail': {
        body: { message: ENTRY_MESSAGES.emailSent, sent: 1 },
      },
    });
    const { user } = await openEntries();
    await user.click(await screen.findByRole('button', { name: 'Send Reminder Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(ENTRY_MESSAGES.emailSent)).toBeTruthy();
    expect(api.callsTo('POST /api/tournament/1/sendReminderEmail')).toHaveLength(1);
  });

  it('downloads the SwissSys file under the short name', async () => {
    const api = mockApi({
      'GET /api/tournament/1': { body: TOURNAMENT },
      'GET /api/tournament/1/entries': entries(
        buildEntryPage([buildEntry()], { privateColumns: true, canManage: true }),
      ),
      'GET /api/admin/tournament/1/swisssys': { body: { Overview: {}, Sections: [] } },
    });
    const names: string[] = [];
    // jsdom has no Blob URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:swisssys');
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = await openEntries();
    await user.click(await screen.findByRole('button', { name: 'Generate SwissSys' }));
    expect(await screen.findByText(ENTRY_MESSAGES.swissSysDone)).toBeTruthy();
    expect(names).toEqual(['rapid-2026_swisssys.sjson']);
    const [download] = api.callsTo('GET /api/admin/tournament/1/swisssys');
    expect(download?.headers.get('Authorization')).toBe('Bearer test-token');
    click.mockRestore();
  });

  it("saves an admin's inline edit with only the fields changed", async () => {
    let row = buildEntry();
    const api = mockApi({
      'GET /api/tournament/1': { body: TOURNAMENT },
      'GET /api/tournament/1/entries': ({ query }) => ({
        body: buildEntryPage(query.get('waitingList') === 'true' ? [] : [row], {
          privateColumns: true,
          canManage: true,
        }),
      }),
      'PUT /api/admin/tournament/1/entries': ({ body }) => {
        row = { ...row, ...(body as object) };
        return { body: row };
      },
    });
    const { user } = await openEntries();
    const grid = await screen.findByRole('grid', { name: 'Entries' });
    await within(grid).findByText('Ada Lovelace');
    await user.click(within(grid).getByRole('button', { name: 'Edit' }));
    const rating = within(grid).getByRole('spinbutton', { name: 'Rating' });
    await user.clear(rating);
    await enter(user, rating, '1500');
    await user.click(within(grid).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PUT /api/admin/tournament/1/entries')).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/tournament/1/entries')[0]?.body).toEqual({
      id: 1,
      rating: 1500,
    });
    expect(await within(grid).findByText('1500')).toBeTruthy();
  });
});
