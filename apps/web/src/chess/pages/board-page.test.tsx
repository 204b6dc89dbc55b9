import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import styles from '@/chess/components/chess.module.css';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function openBoard() {
  mockApi();
  const view = renderApp('/board');
  await screen.findByRole('heading', { name: 'Analysis Board' });
  return view;
}

describe('/board', () => {
  it('lists the moves played in SAN and exports them as PGN', async () => {
    const { user } = await openBoard();
    const input = screen.getByRole('textbox', { name: 'Type a move' });

    for (const san of ['e4', 'e5', 'Nf3']) await user.type(input, `${san}{Enter}`);

    const moves = within(screen.getByRole('region', { name: 'Moves' })).getAllByRole('listitem');
    expect(moves.map((item) => item.textContent)).toEqual(['1. e4', 'e5', '2. Nf3']);
    expect(screen.getByText('Black To Move')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Export PGN' }));
    expect((screen.getByRole('textbox', { name: 'PGN' }) as HTMLTextAreaElement).value).toMatch(
      /1\. e4 e5 2\. Nf3 \*$/,
    );
  });

  it('loads a FEN, and explains one that cannot be played', async () => {
    const { user, container } = await openBoard();
    const fen = screen.getByRole('textbox', { name: 'FEN' });

    await user.clear(fen);
    await user.type(fen, '8/8/8/8/8/8/8/4K3 w - - 0 1');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This FEN is not a legal position for play: each side needs exactly one king.',
    );

    await user.clear(fen);
    await user.type(fen, '4k3/8/8/8/8/8/8/4K3 b - - 0 1');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Black To Move')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(container.querySelectorAll('[data-square] [data-piece]')).toHaveLength(2),
    );
  });

  it('gives every control a name, and draws the theme select and text boxes like the form fields', async () => {
    const { user } = await openBoard();
    await user.click(screen.getByRole('button', { name: 'Export PGN' }));

    for (const role of ['button', 'textbox', 'combobox', 'link', 'checkbox', 'radio']) {
      expect(screen.queryAllByRole(role, { name: (name) => name.trim() === '' })).toEqual([]);
    }
    for (const field of [
      screen.getByRole('combobox', { name: 'Board theme' }),
      screen.getByRole('textbox', { name: 'Type a move' }),
      screen.getByRole('textbox', { name: 'FEN' }),
      screen.getByRole('textbox', { name: 'PGN' }),
    ]) {
      expect(field.classList).toContain(styles.outlinedControl);
    }
  });
});
