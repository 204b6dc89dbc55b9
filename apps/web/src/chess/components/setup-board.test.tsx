import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBoard } from '@/chess/components/render-board';
import { SetupBoard } from '@/chess/components/setup-board';
import { START_FEN } from '@/chess/logic/game';
import { mockApi } from '@/test/mock-api';

function renderSetup() {
  mockApi();
  const onChange = vi.fn();
  const view = renderBoard(
    <SetupBoard ariaLabel="Game position" onChange={onChange} showAnimations={false} />,
  );
  const button = (name: string) => screen.getByRole('button', { name });
  return { ...view, onChange, button };
}

describe('SetupBoard', () => {
  it('clears the board, takes the change back with Undo, and resets to the start position', async () => {
    const { user, onChange, button, pieceOn } = renderSetup();
    expect(button('Undo')).toHaveProperty('disabled', true);

    await user.click(button('Clear Board'));
    expect(onChange).toHaveBeenLastCalledWith('8/8/8/8/8/8/8/8 w - - 0 1');
    expect(pieceOn('e1')).toBeNull();

    await user.click(button('Undo'));
    expect(onChange).toHaveBeenLastCalledWith(START_FEN);
    expect(pieceOn('e1')).toBe('wK');

    await user.click(button('Clear Board'));
    await user.click(button('Reset'));
    expect(onChange).toHaveBeenLastCalledWith(START_FEN);
    expect(pieceOn('d8')).toBe('bQ');
  });

  it('removes a piece on right click', () => {
    const { onChange, square, pieceOn } = renderSetup();

    fireEvent.contextMenu(square('d1'));

    expect(pieceOn('d1')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1',
    );
  });

  it('sets the side to move and the castling rights', async () => {
    const { user, onChange } = renderSetup();

    await user.click(screen.getByRole('radio', { name: 'Black' }));
    expect(onChange).toHaveBeenLastCalledWith(START_FEN.replace(' w ', ' b '));

    await user.click(screen.getByRole('checkbox', { name: 'White O-O' }));
    await user.click(screen.getByRole('checkbox', { name: 'Black O-O-O' }));
    expect(onChange).toHaveBeenLastCalledWith(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b Qk - 0 1',
    );
    expect(screen.getByRole('checkbox', { name: 'White O-O-O' })).toHaveProperty('checked', true);
  });

  it("uses the forms' styled radios and checkboxes, each with its label", () => {
    renderSetup();

    for (const name of ['White', 'Black']) {
      expect(screen.getByRole('radio', { name }).closest('.MuiRadio-root')).toBeTruthy();
    }
    for (const name of ['White O-O', 'White O-O-O', 'Black O-O', 'Black O-O-O']) {
      expect(screen.getByRole('checkbox', { name }).closest('.MuiCheckbox-root')).toBeTruthy();
    }
    expect(screen.getByRole('radiogroup', { name: 'Side to move' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Castling rights' })).toBeTruthy();
  });

  it('copies the FEN and says Copied', async () => {
    const { user, button } = renderSetup();

    await user.click(button('Clear Board'));
    await user.click(button('Copy FEN'));

    expect(await navigator.clipboard.readText()).toBe('8/8/8/8/8/8/8/8 w - - 0 1');
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('offers spare pieces of both colours', () => {
    renderSetup();
    for (const side of ['white', 'black']) {
      const tray = screen.getByRole('group', { name: `Spare ${side} pieces` });
      expect(
        [...tray.querySelectorAll('[data-piece]')].map((p) => p.getAttribute('data-piece')),
      ).toEqual(['K', 'Q', 'R', 'B', 'N', 'P'].map((piece) => `${side[0]}${piece}`));
    }
  });
});
