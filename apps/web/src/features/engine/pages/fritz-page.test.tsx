import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FritzPage } from '@/features/engine/pages/fritz-page';
import { renderEnginePage } from '@/features/engine/pages/render-engine-page';

const page = (factory: Parameters<Parameters<typeof renderEnginePage>[1]>[0]) => (
  <FritzPage engineFactory={factory} showAnimations={false} />
);

/** Three lines for Black to move after 1. e4, as the engine writes them (Black's view). */
const analysis = (position: string) =>
  position.includes('b KQkq')
    ? [
        'info depth 12 multipv 1 score cp -25 pv c7c5 g1f3 d7d6',
        'info depth 12 multipv 2 score cp -30 pv e7e5 g1f3',
        'info depth 12 multipv 3 score mate -4 pv g7g5 d2d4',
        'bestmove c7c5',
      ]
    : ['info depth 12 multipv 1 score cp 30 pv e2e4', 'bestmove e2e4'];

/** Pastes into the FEN or PGN box (typing a FEN key by key is slow in jsdom). */
async function pasteInto(user: UserEvent, text: string) {
  await user.click(screen.getByRole('textbox', { name: 'FEN or PGN' }));
  await user.paste(text);
}

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';

describe('/fritz', () => {
  it('analyses a pasted FEN with three lines in SAN and an evaluation bar in White’s view', async () => {
    const { user, worker, pieceOn } = renderEnginePage('/fritz', page, analysis);
    expect(screen.getByRole('heading', { level: 1, name: 'Analysis (Fritz)' })).toBeTruthy();
    await waitFor(() => expect(worker.sent).toContain('setoption name MultiPV value 3'));

    await pasteInto(user, AFTER_E4);
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(pieceOn('e4')).toBe('wP');

    const lines = await screen.findByRole('list', { name: 'Best lines' });
    await waitFor(() => expect(lines.textContent).toContain('1... c5 2. Nf3 d6'));
    const items = [...lines.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['+0.251... c5 2. Nf3 d6', '+0.301... e5 2. Nf3', '#41... g5 2. d4']);
    const bar = screen.getByRole('meter', { name: 'Evaluation' });
    expect(bar.getAttribute('aria-valuetext')).toBe('+0.25');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(50);
    expect(worker.sent).toContain(`position fen ${AFTER_E4}`);
    expect(worker.sent).toContain('go depth 22');
  });

  it('steps through a pasted PGN and stops the analysis on request', async () => {
    const { user, worker, pieceOn } = renderEnginePage('/fritz', page, analysis);
    await pasteInto(user, '1. e4 e5 2. Nf3 Nc6 *');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(pieceOn('e2')).toBe('wP');
    await user.click(screen.getByRole('button', { name: 'e4' }));
    expect(pieceOn('e4')).toBe('wP');
    await waitFor(() => expect(worker.sent).toContain(`position fen ${AFTER_E4}`));
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(pieceOn('c6')).toBe('bN');

    await user.click(screen.getByRole('button', { name: 'Stop analysis' }));
    expect(await screen.findByText('Analysis is stopped.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Best lines' })).toBeNull();
  });

  it('explains a FEN that cannot be played', async () => {
    const { user } = renderEnginePage('/fritz', page, analysis);
    await pasteInto(user, '8/8/8/8/8/8/8/8 w - - 0 1');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText(/each side needs exactly one king/)).toBeTruthy();
  });
});
