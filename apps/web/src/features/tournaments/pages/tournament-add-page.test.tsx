import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOURNAMENT_MESSAGES } from '@kingside/shared';
import {
  buildMajorTournament,
  buildTournament,
} from '@/features/tournaments/test/tournament-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const admin = { session: buildSession({ roles: ['admin'] }) };

async function openForm(path = '/tournamentAdd') {
  const view = renderApp(path, admin);
  await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });
  return view;
}

const box = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

type User = ReturnType<typeof renderApp>['user'];

/**
 * Puts `text` in place of a field's value in one input (typing it a key at a time re-renders the
 * whole form each key: over a minute for this form on a busy machine).
 */
async function fill(user: User, field: HTMLInputElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

describe('/tournamentAdd', () => {
  it('starts from the weekly defaults', async () => {
    mockApi();
    await openForm();

    expect(box('Entry fee ($)').value).toBe('25');
    expect(box('Club member fee ($)').value).toBe('20');
    expect(box('Time control').value).toBe('G/30 d5');
    expect(box('Rounds').value).toBe('4');
    expect(box('Start time').value).toBe('14:00');
    const sections = screen.getByRole('list', { name: 'Sections' });
    expect(sections.textContent).toBe('ChampU1600U800U400');
    expect((screen.getByRole('checkbox', { name: 'USCF rated' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('asks for the name and date on Save and sends nothing', async () => {
    const api = mockApi();
    const { user } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText(TOURNAMENT_MESSAGES.required)).toHaveLength(2);
    expect(api.callsTo('POST /api/tournaments')).toHaveLength(0);
  });

  it('makes the short name from the name and the year as the admin types, and lets it be edited', async () => {
    const api = mockApi({
      'POST /api/tournaments': (request) => ({
        status: 201,
        body: buildTournament({
          id: 9,
          shortName: (request.body as { shortName: string }).shortName,
        }),
      }),
    });
    const { user, router } = await openForm();

    await user.type(box(/^Name/), 'Winter Blitz');
    await user.type(box(/^Tournament date/), '2027-01-09');
    expect(box('Short name').value).toBe('winter-blitz-2027');
    await user.type(box('Short name'), '-x');
    expect(box('Short name').value).toBe('winter-blitz-2027-x');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST /api/tournaments')).toHaveLength(1));
    expect(api.callsTo('POST /api/tournaments')[0]?.body).toMatchObject({
      name: 'Winter Blitz',
      shortName: 'winter-blitz-2027-x',
      tournamentDate: '2027-01-09',
      entryFeesCents: 2500,
      clubEntryFeesCents: 2000,
      sections: ['Champ', 'U1600', 'U800', 'U400'],
      majorEvent: false,
      majorFees: null,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/tournaments/winter-blitz-2027-x'),
    );
  });

  it("posts a major event's sections and fees in cents", async () => {
    const api = mockApi({
      'POST /api/tournaments': { status: 201, body: buildMajorTournament() },
    });
    const { user } = await openForm();

    await fill(user, box(/^Name/), 'Fall Open');
    await fill(user, box(/^Tournament date/), '2026-12-12');
    await user.click(screen.getByRole('checkbox', { name: 'Major event' }));
    for (const index of [4, 3, 2]) {
      const row = screen
        .getByLabelText(`Section ${index}`)
        .closest('div.MuiStack-root') as HTMLElement;
      await user.click(row.querySelector('button') as HTMLButtonElement);
    }
    await fill(user, box('Section 1'), 'Open');
    // Pasted, not typed key by key: each key re-renders the whole form (seconds a key in CI).
    await fill(user, box('Section 1 early-bird fee ($)'), '50');
    await fill(user, box('Section 1 regular fee ($)'), '60.50');
    await fill(user, box('Section 1 late fee ($)'), '70');
    await fill(user, box('Early-bird deadline'), '2026-12-01');
    await fill(user, box('Late entry starts'), '2026-12-10');
    await fill(user, box('Club member discount ($)'), '10');
    await fill(user, box('Play-up fee ($)'), '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST /api/tournaments')).toHaveLength(1));
    expect(api.callsTo('POST /api/tournaments')[0]?.body).toMatchObject({
      majorEvent: true,
      entryFeesCents: 6050,
      clubEntryFeesCents: null,
      sections: ['Open'],
      majorFees: {
        sections: [
          {
            name: 'Open',
            earlyBirdEntryFeeCents: 5000,
            entryFeeCents: 6050,
            lateEntryFeeCents: 7000,
            rated: true,
          },
        ],
        earlyBirdDeadline: '2026-12-01',
        lateEntryStartDate: '2026-12-10',
        clubMemberDiscountCents: 1000,
        playUpFeeCents: 1500,
      },
    });
  });

  it("shows the server's refusal in a red alert and under the field", async () => {
    const message = TOURNAMENT_MESSAGES.shortNameTaken;
    mockApi({
      'POST /api/tournaments': {
        status: 409,
        body: { code: 'SHORT_NAME_TAKEN', message, fieldErrors: { shortName: [message] } },
      },
    });
    const { user } = await openForm();
    await fill(user, box(/^Name/), 'Fall Open');
    await fill(user, box(/^Tournament date/), '2026-12-12');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(box('Short name').getAttribute('aria-invalid')).toBe('true');
  });

  it('opens an existing tournament to edit and sends its id', async () => {
    const api = mockApi({
      'GET /api/tournament/7': { body: buildMajorTournament() },
      'POST /api/tournaments': { body: buildMajorTournament() },
    });
    const { user } = renderApp('/tournamentAdd?id=7', admin);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Edit Tournament' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).value).toBe('Fall Open');
    expect(box('Short name').value).toBe('fall-open-2026');
    expect(box('Section 2 late fee ($)').value).toBe('55');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/tournaments')).toHaveLength(1));
    expect(api.callsTo('POST /api/tournaments')[0]?.body).toMatchObject({
      id: 7,
      shortName: 'fall-open-2026',
    });
  });
});
