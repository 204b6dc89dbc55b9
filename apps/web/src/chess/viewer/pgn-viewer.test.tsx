import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '@/chess/components/render-board';
import { PgnViewer } from '@/chess/viewer/pgn-viewer';
import { mockApi } from '@/test/mock-api';

const PGN = `[Event "Ruy Lopez ideas"]

{The Spanish game.} 1. e4 e5 2. Nf3 (2. Bc4 {The Italian bishop} Nf6 (2... Bc5)) 2... Nc6 3. Bb5 $1 *`;

const moves = () => screen.getByRole('group', { name: 'Moves' });
const move = (label: string) => within(moves()).getByRole('button', { name: label });
const current = () =>
  within(moves())
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-current') === 'true')
    .map((b) => b.getAttribute('aria-label'));

describe('PgnViewer', () => {
  it('steps through the mainline, into a variation and back, showing comments', async () => {
    mockApi();
    const { user, pieceOn } = renderBoard(<PgnViewer pgn={PGN} showAnimations={false} />);

    expect(within(moves()).getByText('The Spanish game.')).toBeTruthy();
    expect(within(moves()).getByText('The Italian bishop')).toBeTruthy();
    expect(screen.getByText('Start position')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(current()).toEqual(['1... e5']);
    expect(pieceOn('e5')).toBe('bP');

    await user.click(move('2. Bc4'));
    expect(pieceOn('c4')).toBe('wB');
    expect(pieceOn('f3')).toBeNull();
    // Next follows the variation chosen, not the mainline.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(current()).toEqual(['2... Nf6']);
    expect(pieceOn('f6')).toBe('bN');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(current()).toEqual(['1... e5']);
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(current()).toEqual(['3. Bb5!']);
    expect(pieceOn('b5')).toBe('wB');
    expect(screen.getByText('After 3. Bb5!')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(current()).toEqual([]);
    expect(pieceOn('e2')).toBe('wP');
  });

  it('steps with the arrow keys and follows a nested variation', async () => {
    mockApi();
    const { user, pieceOn } = renderBoard(<PgnViewer pgn={PGN} showAnimations={false} />);

    await user.click(move('2... Bc5'));
    expect(pieceOn('c5')).toBe('bB');
    fireEvent.keyDown(moves(), { key: 'ArrowLeft' });
    expect(current()).toEqual(['2. Bc4']);
    fireEvent.keyDown(moves(), { key: 'ArrowRight' });
    expect(current()).toEqual(['2... Nf6']);
    fireEvent.keyDown(moves(), { key: 'Home' });
    expect(current()).toEqual([]);
    fireEvent.keyDown(moves(), { key: 'ArrowRight' });
    expect(current()).toEqual(['1. e4']);
    fireEvent.keyDown(moves(), { key: 'End' });
    expect(current()).toEqual(['3. Bb5!']);
  });

  it('starts from the [FEN] position', () => {
    mockApi();
    const { pieceOn } = renderBoard(
      <PgnViewer
        pgn={'[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]\n\n1. e4 Kd7 *'}
        showAnimations={false}
      />,
    );
    expect(pieceOn('e1')).toBe('wK');
    expect(pieceOn('d1')).toBeNull();
    expect(move('1. e4')).toBeTruthy();
  });

  it('explains a PGN it cannot read', () => {
    mockApi();
    renderBoard(<PgnViewer pgn="1. e4 {never closed" showAnimations={false} />);
    expect(screen.getByRole('alert').textContent).toMatch(/This PGN cannot be read/);
  });
});
