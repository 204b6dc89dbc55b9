import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kingside/shared';
import stockfishPackage from 'stockfish/package.json';
import { STOCKFISH_VERSION } from '@/features/engine/components/engine-notice';
import { StockfishPage } from '@/features/engine/pages/stockfish-page';
import { renderEnginePage } from '@/features/engine/pages/render-engine-page';
import { buildClub, buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/** The engine opens 1. e4 and answers 1... e5 with 2. Nf3. */
const engineLine = (position: string) =>
  position.endsWith('moves e2e4 e7e5')
    ? ['info depth 5 score cp 40 pv g1f3', 'bestmove g1f3']
    : position.includes(' moves ')
      ? ['bestmove d2d4']
      : ['bestmove e2e4'];

describe('/stockfish', () => {
  it('tells a user without a member role that the page is for club members only', async () => {
    mockApi();
    renderApp('/stockfish', { session: buildSession({ roles: [] }) });
    expect(await screen.findByText(MESSAGES.membersOnly(buildClub().name))).toBeTruthy();
  });

  it('lets the student play Black: the engine opens, answers a move, and the clocks run at 3 s + 1.5 s', async () => {
    const { user, square, pieceOn, worker } = renderEnginePage(
      '/stockfish',
      (factory) => <StockfishPage engineFactory={factory} showAnimations={false} />,
      engineLine,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Play Stockfish' })).toBeTruthy();
    await waitFor(() => expect(pieceOn('e4')).toBe('wP'));
    // A game starts at 15 minutes a side; the spec's 3 s + 1.5 s is one choice away.
    expect(screen.getByRole('timer', { name: 'Your clock (Black)' }).textContent).toContain(
      '15:00',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clock' }), '3s+1.5s');
    await user.click(screen.getByRole('button', { name: 'New game' }));
    await waitFor(() => expect(pieceOn('e4')).toBe('wP'));
    expect(await screen.findByText('Your move (Black).')).toBeTruthy();
    // No clock runs before the student's first move.
    expect(screen.getByRole('timer', { name: 'Your clock (Black)' }).textContent).toContain(
      '00:03.0',
    );
    expect(screen.getByRole('timer', { name: 'Stockfish (White)' }).textContent).toContain(
      '00:03.0',
    );
    expect(worker.sent).toContain('setoption name Skill Level value 6');
    expect(worker.sent).toContain('go movetime 300');

    await user.click(square('e7'));
    await user.click(square('e5'));
    await waitFor(() => expect(pieceOn('f3')).toBe('wN'));
    expect(
      within(screen.getByRole('region', { name: 'Moves' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. e4', 'e5', '2. Nf3']);
    // Black's first move started White's clock; White's answer earned it 1.5 s and started Black's.
    expect(screen.getByRole('timer', { name: 'Stockfish (White)' }).textContent).toMatch(
      /\)00:04\.\d$/,
    );
    expect(screen.getByRole('timer', { name: 'Your clock (Black)' }).textContent).toMatch(
      /\)00:0[23]\.\d$/,
    );
  });

  it('ends the game on Resign and starts again on New game', async () => {
    const { user, pieceOn } = renderEnginePage(
      '/stockfish',
      (factory) => <StockfishPage engineFactory={factory} showAnimations={false} />,
      engineLine,
    );
    await waitFor(() => expect(pieceOn('e4')).toBe('wP'));
    await user.click(await screen.findByRole('button', { name: 'Resign' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Black resigned. White wins. You lost.',
    );
    expect(screen.getByRole('button', { name: 'Resign' }).hasAttribute('disabled')).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Clock' }), 'untimed');
    await user.click(screen.getByRole('button', { name: 'New game' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    await waitFor(() => expect(pieceOn('e4')).toBe('wP'));
    expect(pieceOn('e2')).toBeNull();
  });

  it('starts with a 15-minute clock, and loses on time when the spec’s 3 seconds run out', async () => {
    const { user, square, pieceOn } = renderEnginePage(
      '/stockfish',
      (factory) => <StockfishPage engineFactory={factory} showAnimations={false} />,
      engineLine,
    );
    const clock = screen.getByRole('combobox', { name: 'Clock' });
    expect((clock as HTMLSelectElement).value).toBe('15+10');
    await waitFor(() => expect(pieceOn('e4')).toBe('wP'));
    await user.selectOptions(clock, '3s+1.5s');
    await user.click(screen.getByRole('button', { name: 'New game' }));
    await waitFor(() => expect(pieceOn('e4')).toBe('wP'));
    await user.click(square('e7'));
    await user.click(square('e5'));
    await waitFor(() => expect(pieceOn('f3')).toBe('wN'));
    const alert = await screen.findByRole('alert', {}, { timeout: 6_000 });
    expect(alert.textContent).toBe('Black ran out of time. White wins. You lost.');
    expect(square('e5')).toBeTruthy();
  });

  it('names the engine, its licence and where its source is', () => {
    renderEnginePage(
      '/stockfish',
      (factory) => <StockfishPage engineFactory={factory} showAnimations={false} />,
      engineLine,
    );
    expect(STOCKFISH_VERSION).toBe(stockfishPackage.version);
    expect(screen.getByText(/stockfish\.js 19\.0\.0/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'GNU General Public License v3' }).getAttribute('href'),
    ).toMatch(/Copying\.txt/);
    expect(
      screen.getByRole('link', { name: 'official-stockfish/Stockfish' }).getAttribute('href'),
    ).toBe('https://github.com/official-stockfish/Stockfish');
    expect(screen.getByRole('link', { name: 'nmrugg/stockfish.js' }).getAttribute('href')).toBe(
      'https://github.com/nmrugg/stockfish.js',
    );
  });
});
