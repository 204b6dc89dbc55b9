import { describe, expect, it } from 'vitest';
import { layoutBars, niceCeil } from '@/features/analytics/components/chart-layout';

const box = { width: 100, height: 60, margin: { top: 0, right: 0, bottom: 10, left: 0 } };

describe('niceCeil', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [10, 10],
    [12, 20],
    [230, 500],
    [501, 1000],
  ])('rounds %i views up to a y axis of %i', (value, expected) => {
    expect(niceCeil(value)).toBe(expected);
  });
});

describe('layoutBars', () => {
  it('puts the oldest day on the left and scales the busiest day against the rounded maximum', () => {
    const layout = layoutBars(
      [
        { date: '2026-06-01', views: 4 },
        { date: '2026-06-02', views: 0 },
      ],
      box,
    );

    expect(layout.yMax).toBe(5);
    expect(layout.baseline).toBe(50);
    const [first, second] = layout.bars;
    expect(first!.date).toBe('2026-06-01');
    expect(first!.x).toBeLessThan(second!.x);
    expect(first!.height).toBeCloseTo(40);
    expect(first!.y).toBeCloseTo(10);
    expect(second!.height).toBe(0);
  });

  it('draws a flat chart with a 0 to 1 axis when nobody visited', () => {
    const layout = layoutBars([{ date: '2026-06-01', views: 0 }], box);

    expect(layout.yMax).toBe(1);
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 1]);
    expect(layout.bars[0]!.height).toBe(0);
  });

  it('adds a middle gridline when half the maximum is a whole number', () => {
    const layout = layoutBars([{ date: '2026-06-01', views: 17 }], box);

    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 10, 20]);
  });
});
