import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const parent = buildSession({ id: 30, username: 'dana', name: 'Dana Pawn', roles: [] });
const SLOW = { timeout: 10_000 };

describe('/reportCards', () => {
  it("lists the parent's children with their Student Corner and report card", async () => {
    mockApi({
      'GET /api/progress/children': {
        body: [
          { username: 'pat', name: 'Pat Pawn' },
          { username: 'ivy', name: 'Ivy Pawn' },
        ],
      },
    });
    renderApp('/reportCards', { session: parent });

    const list = await screen.findByRole('list', { name: 'Your children' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(list)
        .getByRole('link', { name: /^Student Corner\s+of Pat Pawn$/ })
        .getAttribute('href'),
    ).toBe('/studentCorner/pat');
    expect(
      within(list)
        .getByRole('link', { name: /^Report card\s+of Ivy Pawn$/ })
        .getAttribute('href'),
    ).toBe('/students/ivy/report');
  });

  it('says how to get a child linked when there is none, and is reached from the family page', async () => {
    mockApi({ 'GET /api/progress/children': { body: [] } });
    const { user } = renderApp('/profile/family', { session: parent });

    await user.click(await screen.findByRole('link', { name: 'Report cards' }, SLOW));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report cards' }, SLOW),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        "No students are linked to your account yet. Ask the club to link your child's student account.",
      ),
    ).toBeTruthy();
  });
});
