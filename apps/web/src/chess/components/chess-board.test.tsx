import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type BoardThemePreference } from '@kingside/shared';
import { ChessBoard } from '@/chess/components/chess-board';
import { renderBoard } from '@/chess/components/render-board';
import { BOARD_THEME_STORAGE_KEY } from '@/chess/components/use-board-theme';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { saveSession } from '@/lib/session';

const PROMOTION_FEN = '1k6/4P3/8/8/8/8/8/4K3 w - - 0 1';

/** What the live regions say (the board's own, and dnd-kit's for drags). */
const announced = () => screen.getAllByRole('status').map((region) => region.textContent);

describe('ChessBoard', () => {
  it('moves a piece by clicking it and then its target, and announces the move', async () => {
    mockApi();
    const onMove = vi.fn();
    const { user, square, pieceOn } = renderBoard(
      <ChessBoard ariaLabel="Test board" onMove={onMove} showAnimations={false} />,
    );

    await user.click(square('e2'));
    expect(square('e4').lastElementChild?.getAttribute('style')).toMatch(/radial-gradient/);
    await user.click(square('e4'));

    expect(pieceOn('e4')).toBe('wP');
    expect(pieceOn('e2')).toBeNull();
    expect(announced()).toContain('White played e4');
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ san: 'e4' }), expect.anything());
  });

  it('ignores a click on a square the selected piece cannot reach', async () => {
    mockApi();
    const { user, square, pieceOn } = renderBoard(
      <ChessBoard ariaLabel="Test board" showAnimations={false} />,
    );

    await user.click(square('e2'));
    await user.click(square('e5'));

    expect(pieceOn('e2')).toBe('wP');
    expect(pieceOn('e5')).toBeNull();
  });

  it('plays a typed move, and explains a typed move that is illegal', async () => {
    mockApi();
    const { user, pieceOn } = renderBoard(
      <ChessBoard ariaLabel="Test board" showControls showAnimations={false} />,
    );
    const input = screen.getByRole('textbox', { name: 'Type a move' });

    await user.type(input, 'Ke2{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(
      '"Ke2" is not a legal move in this position.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await user.clear(input);
    await user.type(input, 'Nf3{Enter}');
    expect(pieceOn('f3')).toBe('wN');
    expect(announced()).toContain('White played Nf3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('asks which piece a promoting pawn becomes and plays the one chosen', async () => {
    mockApi();
    const { user, square, pieceOn } = renderBoard(
      <ChessBoard ariaLabel="Test board" fen={PROMOTION_FEN} showAnimations={false} />,
    );

    await user.click(square('e7'));
    await user.click(square('e8'));
    const dialog = screen.getByRole('dialog', { name: 'Promote the pawn to' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Queen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Knight' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pieceOn('e8')).toBe('wN');
    expect(announced()).toContain('White played e8=N');
  });

  it('promotes to a queen when Enter is pressed in the promotion dialog', async () => {
    mockApi();
    const { user, square, pieceOn } = renderBoard(
      <ChessBoard ariaLabel="Test board" fen={PROMOTION_FEN} showAnimations={false} />,
    );

    await user.click(square('e7'));
    await user.click(square('e8'));
    await user.keyboard('{Enter}');

    expect(pieceOn('e8')).toBe('wQ');
    expect(announced()).toContain('White played e8=Q, check');
  });

  it('promotes without asking when the board is told the piece (the engine pages: a queen)', async () => {
    mockApi();
    const { user, square, pieceOn } = renderBoard(
      <ChessBoard
        ariaLabel="Test board"
        fen={PROMOTION_FEN}
        autoPromotion="q"
        showAnimations={false}
      />,
    );

    await user.click(square('e7'));
    await user.click(square('e8'));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pieceOn('e8')).toBe('wQ');
  });

  it('takes a move back with the left arrow and replays it with the right arrow', async () => {
    mockApi();
    const { user, pieceOn } = renderBoard(
      <ChessBoard ariaLabel="Test board" showControls showAnimations={false} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Type a move' }), 'e4{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Type a move' }), 'e5{Enter}');

    screen.getByRole('group', { name: 'Test board' }).focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(pieceOn('e2')).toBe('wP');
    expect(pieceOn('e7')).toBe('bP');
    expect(announced()).toContain('Took back e4');

    await user.keyboard('{ArrowRight}');
    expect(pieceOn('e4')).toBe('wP');
    expect(pieceOn('e7')).toBe('bP');
    expect(announced()).toContain('White played e4');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(pieceOn('e2')).toBe('wP');
  });

  it('flips the board', async () => {
    mockApi();
    const { user, container } = renderBoard(
      <ChessBoard ariaLabel="Test board" showControls showAnimations={false} />,
    );
    const firstSquare = () => container.querySelector('[data-square]')?.getAttribute('data-square');
    expect(firstSquare()).toBe('a8');

    await user.click(screen.getByRole('button', { name: 'Flip' }));
    expect(firstSquare()).toBe('h1');
    await user.click(screen.getByRole('button', { name: 'Flip' }));
    expect(firstSquare()).toBe('a8');
  });

  it('does not move pieces when not interactive', async () => {
    mockApi();
    const { user, square, pieceOn } = renderBoard(
      <ChessBoard ariaLabel="Position 1" interactive={false} showAnimations={false} size={200} />,
    );

    await user.click(square('e2'));
    await user.click(square('e4'));

    expect(pieceOn('e2')).toBe('wP');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('board theme', () => {
  it("shows a logged-in user's saved theme and saves a new one with POST /api/preferences", async () => {
    saveSession(buildSession());
    const api = mockApi({
      'GET /api/preferences/boardTheme': {
        body: { boardTheme: 'Green' } satisfies BoardThemePreference,
      },
      'POST /api/preferences': (request) => ({ body: request.body }),
    });
    const { user, square } = renderBoard(
      <ChessBoard ariaLabel="Test board" showControls showAnimations={false} />,
    );
    const picker = screen.getByRole('combobox', { name: 'Board theme' });
    await waitFor(() => expect((picker as HTMLSelectElement).value).toBe('Green'));
    expect(square('a1').style.backgroundColor).toBe('rgb(118, 150, 86)');

    await user.selectOptions(picker, 'Blue');

    await waitFor(() => expect(api.callsTo('POST /api/preferences')).toHaveLength(1));
    expect(api.callsTo('POST /api/preferences')[0]?.body).toEqual({ boardTheme: 'Blue' });
    await waitFor(() => expect(square('a1').style.backgroundColor).toBe('rgb(140, 162, 173)'));
    expect(square('a2').style.backgroundColor).toBe('rgb(222, 227, 230)');
  });

  it("keeps a visitor's theme in this browser only", async () => {
    const api = mockApi();
    const { user, square } = renderBoard(
      <ChessBoard ariaLabel="Test board" showControls showAnimations={false} />,
    );
    expect(square('a1').style.backgroundColor).toBe('rgb(181, 136, 99)');
    expect(square('a2').style.backgroundColor).toBe('rgb(240, 217, 181)');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Board theme' }), 'MonoChrome');

    expect(square('a1').style.backgroundColor).toBe('rgb(204, 204, 204)');
    expect(square('a2').style.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(localStorage.getItem(BOARD_THEME_STORAGE_KEY)).toBe('MonoChrome');
    expect(api.requests.filter((r) => r.path.startsWith('/api/preferences'))).toEqual([]);
  });

  it('uses a theme given by the page and hides the picker', () => {
    mockApi();
    const { square } = renderBoard(
      <ChessBoard ariaLabel="Test board" theme="Blue" showControls showAnimations={false} />,
    );
    expect(square('a1').style.backgroundColor).toBe('rgb(140, 162, 173)');
    expect(screen.queryByRole('combobox', { name: 'Board theme' })).toBeNull();
  });
});
