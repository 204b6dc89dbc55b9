import { describe, expect, it } from 'vitest';
import { glicko2Update } from './glicko2.js';

describe('glicko2Update', () => {
  it("reproduces the paper's worked example", () => {
    const next = glicko2Update(
      { rating: 1500, deviation: 200, volatility: 0.06 },
      [
        { opponent: { rating: 1400, deviation: 30 }, score: 1 },
        { opponent: { rating: 1550, deviation: 100 }, score: 0 },
        { opponent: { rating: 1700, deviation: 300 }, score: 0 },
      ],
      0.5,
    );
    expect(next.rating).toBeCloseTo(1464.0507, 3);
    expect(next.deviation).toBeCloseTo(151.5165, 3);
    expect(next.volatility).toBeCloseTo(0.05999598, 7);
  });

  it('grows only the deviation without games', () => {
    const next = glicko2Update({ rating: 1500, deviation: 200, volatility: 0.06 }, [], 0.5);
    expect(next.rating).toBe(1500);
    expect(next.deviation).toBeCloseTo(173.7178 * Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2), 6);
  });

  it('a win raises and a loss lowers the rating, both narrowing the deviation', () => {
    const player = { rating: 1500, deviation: 350, volatility: 0.06 };
    const puzzle = { rating: 1500, deviation: 80 };
    const won = glicko2Update(player, [{ opponent: puzzle, score: 1 }], 0.75);
    const lost = glicko2Update(player, [{ opponent: puzzle, score: 0 }], 0.75);
    expect(won.rating).toBeGreaterThan(1500);
    expect(lost.rating).toBeLessThan(1500);
    expect(won.deviation).toBeLessThan(350);
    expect(1500 - lost.rating).toBeCloseTo(won.rating - 1500, 6);
  });
});
