import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kingside/shared';
import { buildOtherPuzzle, buildPuzzle } from '@/features/puzzles/test/puzzle-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('/puzzlesdisplay/{names}', () => {
  it('shows each puzzle after its first move on a board labelled Position n with the side to move', async () => {
    const api = mockApi({
      'GET /api/puzzlesrepo/3IQ26,bE6fZ': {
        body: [
          buildPuzzle({ fen: '4r1k1/2Q2ppp/2p2n2/3p4/N7/4r3/P5PP/2q1R2K b - - 1 25' }),
          buildOtherPuzzle({ fen: 'r1kr4/pp2R1p1/7p/8/1Q2p3/8/P1P2PPP/6K1 b - - 2 24' }),
        ],
      },
    });
    renderApp('/puzzlesdisplay/3IQ26,bE6fZ', { session: buildSession({ roles: ['coach'] }) });

    const list = await screen.findByRole('list', { name: 'Positions' }, { timeout: 10_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Position 1' })).toBeTruthy();
    expect(within(items[0]!).getByRole('group', { name: 'Position 1' })).toBeTruthy();
    expect(within(items[0]!).getByText('Black to move')).toBeTruthy();
    expect(within(items[1]!).getByRole('heading', { name: 'Position 2' })).toBeTruthy();
    expect(api.callsTo('GET /api/puzzlesrepo/3IQ26,bE6fZ')[0]!.query.get('makeFirstMove')).toBe(
      'true',
    );
  });

  it('is for coaches and admins only', async () => {
    mockApi();
    renderApp('/puzzlesdisplay/3IQ26', { session: buildSession() });
    expect(
      await screen.findByText(MESSAGES.accessRestricted, {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
