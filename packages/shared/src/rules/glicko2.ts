/**
 * Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system"): one rating period for a
 * player against some opponents. Puzzles rate players and puzzles with it (a rated attempt is
 * one game of a one-game period, docs/decisions to come with the puzzles issue). Pure numbers;
 * ratings on the Glicko scale (1500 centre).
 */

/** 400 / ln 10: between the Glicko scale and the Glicko-2 scale. */
const SCALE = 173.7178;
const CONVERGENCE = 0.000001;

export type Glicko = {
  rating: number;
  /** Rating deviation. */
  deviation: number;
  volatility: number;
};

export type GlickoGame = {
  opponent: Pick<Glicko, 'rating' | 'deviation'>;
  /** 1 win, 0.5 draw, 0 loss. */
  score: number;
};

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) =>
  1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The new volatility (step 5, the Illinois iteration). */
function newVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  // Bounded: the iteration converges in a few dozen steps; the bound only guards odd input.
  for (let i = 0; i < 1000 && Math.abs(B - A) > CONVERGENCE; i += 1) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * The player's rating after one period of `games`, with system constant `tau` (the paper's
 * example uses 0.5; Lichess's puzzles 0.75). No games: only the deviation grows.
 */
export function glicko2Update(player: Glicko, games: readonly GlickoGame[], tau: number): Glicko {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  if (games.length === 0) {
    const grown = Math.sqrt(phi * phi + player.volatility * player.volatility);
    return { ...player, deviation: grown * SCALE };
  }
  let vInverse = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.deviation / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInverse += g(phiJ) * g(phiJ) * e * (1 - e);
    sum += g(phiJ) * (score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  const sigma = newVolatility(player.volatility, phi, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + sigma * sigma);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, deviation: phiNew * SCALE, volatility: sigma };
}
