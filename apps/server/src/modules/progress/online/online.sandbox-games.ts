import { seededRandom, type SandboxGame } from './online.sandbox.js';

/*
 * The moves of the embedded sites' games (issue 34): an import of a fictional player's recent
 * games needs real moves for the engine to analyse. Each game takes one of these short games,
 * known opening traps and Paul Morphy's "Opera Game" (Paris, 1858), all in the public domain.
 */
const LINES = [
  // Legal's mate.
  'e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6 Nxe5 Bxd1 Bxf7+ Ke7 Nd5#',
  // The Blackburne Shilling gambit.
  'e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+ Be2 Nf3#',
  // The scholar's mate.
  'e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#',
  // The Englund gambit trap.
  'd4 e5 dxe5 Nc6 Nf3 Qe7 Bf4 Qb4+ Bd2 Qxb2 Bc3 Bb4 Qd2 Bxc3 Qxc3 Qc1#',
  // The elephant trap.
  'd4 d5 c4 e6 Nc3 Nf6 Bg5 Nbd7 cxd5 exd5 Nxd5 Nxd5 Bxd8 Bb4+ Qd2 Bxd2+ Kxd2 Kxd8',
  // Morphy against the Duke of Brunswick and Count Isouard, 1858.
  'e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#',
  // The fried liver attack.
  'e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nxd5 Nxf7 Kxf7 Qf3+ Ke6 Nc3 Nb4 Qe4 c6 d4 Bd6 Bxd5+ cxd5 Qxd5+',
] as const;

const RESULT_OF = { win: ['1-0', '0-1'], loss: ['0-1', '1-0'], draw: ['1/2-1/2', '1/2-1/2'] };

/** The movetext of `sans` from the start: "1. e4 e5 2. Nf3 ...". */
const movetext = (sans: readonly string[]) =>
  sans.map((san, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san)).join(' ');

/** The PGN of a sandbox player's game, its moves chosen by the game's id. */
export function sandboxPgn(
  site: { event: string; url: string },
  username: string,
  opponent: string,
  game: SandboxGame,
): string {
  const line = LINES[Math.floor(seededRandom(`moves:${game.id}`)() * LINES.length)]!;
  const [white, black] = game.playerIsWhite ? [username, opponent] : [opponent, username];
  const result = RESULT_OF[game.result][game.playerIsWhite ? 0 : 1]!;
  const date = new Date(game.endedAt).toISOString().slice(0, 10).replaceAll('-', '.');
  const tags = [
    ['Event', site.event],
    ['Site', site.url],
    ['Date', date],
    ['White', white],
    ['Black', black],
    ['Result', result],
  ];
  return `${tags.map(([k, v]) => `[${k} "${v}"]`).join('\n')}\n\n${movetext(line.split(' '))} ${result}\n`;
}
