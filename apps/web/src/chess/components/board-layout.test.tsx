import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChessBoard } from '@/chess/components/chess-board';
import { renderBoard } from '@/chess/components/render-board';
import { growingBoardWidth } from '@/chess/components/use-board-width';
import { mockApi } from '@/test/mock-api';

/** The text of each coordinate label along one edge ("ranks" or "files"), in screen order. */
const coordinates = (container: HTMLElement, edge: 'ranks' | 'files') =>
  [...container.querySelectorAll(`[data-coordinates="${edge}"] span`)].map((s) => s.textContent);

/**
 * jsdom has no layout: a ResizeObserver stand-in that reports the width the test gives the
 * board's column, at once and again on `resize(width)`.
 */
function mockColumnWidth(initial: number) {
  const observers: ResizeObserverCallback[] = [];
  class FakeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe() {
      observers.push(this.callback);
      this.callback(
        [{ contentRect: { width: initial } } as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
    }
    disconnect() {}
    unobserve() {}
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return (width: number) =>
    act(() => {
      for (const callback of observers) {
        callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver);
      }
    });
}

/** The board widget's width as the page sets it (the element that carries --board-size). */
const widgetWidth = (name: string) =>
  screen.getByRole('group', { name }).closest<HTMLElement>('[style*="--board-size"]')!.style.width;

describe('board coordinates', () => {
  it('draws the ranks and files outside the squares, so they never sit on a piece', () => {
    mockApi();
    const { container } = renderBoard(
      <ChessBoard ariaLabel="Position 1" size={200} interactive={false} showAnimations={false} />,
    );

    expect(coordinates(container, 'ranks')).toEqual(['8', '7', '6', '5', '4', '3', '2', '1']);
    expect(coordinates(container, 'files')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    for (const label of container.querySelectorAll('[data-coordinates] span')) {
      expect(label.closest('[data-square]')).toBeNull();
    }
    // react-chessboard's own labels, drawn inside the squares, are off.
    for (const square of container.querySelectorAll('[data-square]')) {
      expect(square.textContent).toBe('');
    }
  });

  it('turns the coordinates with the board when it is flipped', async () => {
    mockApi();
    const { container, user } = renderBoard(
      <ChessBoard ariaLabel="Test board" showControls showAnimations={false} />,
    );

    await user.click(screen.getByRole('button', { name: 'Flip' }));

    expect(coordinates(container, 'ranks')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(coordinates(container, 'files')).toEqual(['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a']);
  });

  it('names every piece for screen readers', () => {
    mockApi();
    renderBoard(<ChessBoard ariaLabel="Test board" showAnimations={false} />);

    expect(screen.getByRole('button', { name: 'White knight on g1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Black queen on d8' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: (name) => name.trim() === '' })).toEqual([]);
  });
});

describe('board width', () => {
  it.each([
    // [column width, window height, size, board width]
    [1000, 900, 350, 640], // a wide screen: up to the screen height less the header and title
    [1200, 1400, 350, 720], // a tall, wide screen: 720 at most
    [500, 900, 350, 500], // a narrow column: the column
    [343, 740, 350, 343], // a phone: the whole width, never wider
    [1000, 500, 350, 350], // a short screen: never below the default size
  ])(
    'sizes a growing board in a %i px column on a screen %i px high (size %i) at %i px',
    (column, height, size, width) => {
      expect(growingBoardWidth(column, height, size)).toBe(width);
    },
  );

  it('fills the column of a growing board and follows it when the column changes', () => {
    mockApi();
    vi.stubGlobal('innerHeight', 900);
    const resize = mockColumnWidth(1000);
    renderBoard(<ChessBoard ariaLabel="Analysis board" grow showAnimations={false} />);

    expect(widgetWidth('Analysis board')).toBe('640px');

    resize(343);
    expect(widgetWidth('Analysis board')).toBe('343px');
  });

  it('keeps a board that does not grow at its size, capped by CSS at its container', () => {
    mockApi();
    mockColumnWidth(1000);
    renderBoard(<ChessBoard ariaLabel="Position 1" size={200} showAnimations={false} />);

    expect(widgetWidth('Position 1')).toBe('');
    expect(
      screen
        .getByRole('group', { name: 'Position 1' })
        .closest<HTMLElement>('[style*="--board-size"]')!
        .style.getPropertyValue('--board-size'),
    ).toBe('200px');
  });
});
