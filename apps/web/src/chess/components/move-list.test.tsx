import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoveList } from '@/chess/components/move-list';

const rows = () =>
  within(screen.getByRole('region', { name: 'Moves' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the move list', () => {
  it("lists the moves under a Moves heading, an item each, White's numbered", () => {
    render(<MoveList sans={['e4', 'e5', 'Nf3']} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Moves' })).toBeTruthy();
    expect(rows()).toEqual(['1. e4', 'e5', '2. Nf3']);
  });

  it('starts with Black when Black is to move, from the first move number given', () => {
    const startFen = '8/k7/8/8/8/8/8/3K4 b - - 0 41';
    const { unmount } = render(<MoveList sans={['Kb7', 'Kd2', 'Kc6']} startFen={startFen} />);
    expect(rows()).toEqual(['1... Kb7', '2. Kd2', 'Kc6']);
    unmount();

    render(<MoveList sans={['Kb7', 'Kd2']} startFen={startFen} firstMoveNumber={41} />);
    expect(rows()).toEqual(['41... Kb7', '42. Kd2']);
  });

  it('says when no move is played yet', () => {
    render(<MoveList sans={[]} />);
    expect(screen.getByText('No moves yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('makes each move a button to its position, marking the one shown', async () => {
    const onSelect = vi.fn();
    render(<MoveList sans={['d4', 'd5']} current={1} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'd4' }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('button', { name: 'd5' }).getAttribute('aria-current')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'd5' }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});
