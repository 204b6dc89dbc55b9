import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EndgameTrainingPage } from '@/features/engine/pages/endgame-training-page';
import { renderEnginePage } from '@/features/engine/pages/render-engine-page';

const page = (factory: Parameters<Parameters<typeof renderEnginePage>[1]>[0]) => (
  <EndgameTrainingPage engineFactory={factory} showAnimations={false} />
);

describe('/endGameTraining', () => {
  it('lists the eight positions and opens the one ?pos= names, the student to move', async () => {
    const { pieceOn, worker } = renderEnginePage('/endGameTraining?pos=lucena', page, () => [
      'bestmove d7e7',
    ]);
    const list = screen.getByRole('navigation', { name: 'End-game positions' });
    expect(within(list).getAllByRole('link')).toHaveLength(8);
    expect(within(list).getByRole('link', { name: 'Lucena Position' }).getAttribute('href')).toBe(
      '/endGameTraining?pos=lucena',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Lucena Position' })).toBeTruthy();
    expect([pieceOn('b8'), pieceOn('b7'), pieceOn('c1'), pieceOn('d7'), pieceOn('a2')]).toEqual([
      'wK',
      'wP',
      'wR',
      'bK',
      'bR',
    ]);
    expect(await screen.findByText('Your move (White).')).toBeTruthy();
    // The student moves first: the engine has not been asked to search.
    expect(worker.sent.some((c) => c.startsWith('go'))).toBe(false);
    // Training has no clock unless one is chosen.
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('answers the student’s move from the preset position', async () => {
    const { user, square, pieceOn, worker } = renderEnginePage(
      '/endGameTraining?pos=7',
      page,
      () => ['bestmove d7e7'],
    );
    await screen.findByText('Your move (White).');
    await user.click(square('c1'));
    await user.click(square('d1'));
    await waitFor(() => expect(pieceOn('e7')).toBe('bK'));
    expect(worker.sent).toContain('position fen 1K6/1P1k4/8/8/8/8/r7/2R5 w - - 0 1 moves c1d1');
    expect(worker.sent).toContain('setoption name Skill Level value 20');
  });

  it('opens the first position when ?pos= names none', () => {
    renderEnginePage('/endGameTraining?pos=nothing', page, () => null);
    expect(screen.getByRole('heading', { level: 2, name: 'Two Rooks' })).toBeTruthy();
  });
});
