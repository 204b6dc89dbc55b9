/**
 * The demo club's photos (issue 33): chess positions rendered with POV-Ray from the chess set of
 * its sample scene (chess-set.inc, CC-BY-SA-3.0; README.md beside this file). The gallery's
 * photos (4:3, shown on /gallery, /about and the home carousel) and one portrait per demo coach
 * (square, one piece each: the demo coaches are fictional, so they get no real person's face).
 */

export type Shot = {
  /** The file stem and the key the seed finds it by. */
  name: string;
  kind: 'gallery' | 'coach';
  /** The board, as a FEN's piece placement. */
  placement: string;
  /** 0: the sample scene's silver and gold pieces; 1: boxwood and ebony. */
  set: 0 | 1;
  camera: { location: Vec; lookAt: Vec; aperture?: number };
  /** The gallery's caption, which also describes the photo to a screen reader. */
  caption?: string;
};
type Vec = [number, number, number];

/** The middle of a square at height `y`: files run along x, ranks along z (White nearest). */
export function square(name: string, y = 0): Vec {
  const file = name.charCodeAt(0) - 'a'.charCodeAt(0);
  const rank = Number(name[1]) - 1;
  return [-28 + 8 * file, y, -28 + 8 * rank];
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';

export const GALLERY_SHOTS: Shot[] = [
  {
    name: 'round-one',
    kind: 'gallery',
    placement: START,
    set: 0,
    // The sample scene's own view.
    camera: { location: [59, 20, -55], lookAt: [0, -1, 1], aperture: 2.25 },
    caption: 'Ready for round one',
  },
  {
    name: 'ruy-lopez',
    kind: 'gallery',
    placement: 'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R',
    set: 1,
    camera: { location: [-50, 28, -58], lookAt: [-12, 2, 8], aperture: 1.5 },
    caption: 'The Ruy Lopez, after 3.Bb5',
  },
  {
    name: 'queens-gambit',
    kind: 'gallery',
    placement: 'rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR',
    set: 1,
    camera: { location: [6, 82, -98], lookAt: [0, 0, 4], aperture: 1 },
    caption: "The Queen's Gambit",
  },
  {
    name: 'opera-game',
    kind: 'gallery',
    placement: '1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5',
    set: 0,
    camera: { location: [46, 24, 78], lookAt: [0, 4, 22], aperture: 1.5 },
    caption: "Morphy's Opera Game, Paris 1858: 17.Rd8 mate",
  },
  {
    name: 'opposition',
    kind: 'gallery',
    placement: '8/8/8/4k3/8/4K3/4P3/8',
    set: 1,
    camera: { location: [58, 10, -18], lookAt: [4, 5, -4], aperture: 1.5 },
    caption: 'King and pawn: who has the opposition?',
  },
  {
    name: 'knight-on-d5',
    kind: 'gallery',
    placement: 'r2q1rk1/pp2bppp/2np1n2/3Np3/4P3/2N5/PPP1BPPP/R2Q1RK1',
    set: 1,
    camera: { location: [-34, 20, -40], lookAt: [-4, 5, 4], aperture: 2 },
    caption: 'A knight on d5',
  },
  {
    name: 'blacks-chair',
    kind: 'gallery',
    placement: START,
    set: 1,
    camera: { location: [-52, 24, 62], lookAt: [0, 0, 0], aperture: 1.5 },
    caption: "The view from Black's chair",
  },
  {
    name: 'castled-kings',
    kind: 'gallery',
    placement: 'r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1',
    set: 0,
    camera: { location: [56, 12, -50], lookAt: [16, 4, -18], aperture: 1.5 },
    caption: 'Castled kings: the Giuoco Pianissimo',
  },
];

/** One piece close up for each demo coach, in the seed's order of coaches. */
const PORTRAIT_PIECES = ['K', 'q', 'k', 'B', 'R', 'P', 'r', 'n', 'N'];

export const COACH_SHOTS: Shot[] = PORTRAIT_PIECES.map((piece, i) => {
  // The piece on d4 with a few of the other side's behind it, seen from a different side each.
  const angle = (-60 + i * 15) * (Math.PI / 180);
  const target = square('d4', piece.toLowerCase() === 'p' ? 5 : 7);
  const behind = piece === piece.toUpperCase() ? '3r4/2p1kp2/8/8' : '3R4/2P1KP2/8/8';
  const rank4 = `3${piece}4`;
  return {
    name: `coach-${i + 1}`,
    kind: 'coach',
    placement: `8/8/8/8/${rank4}/8/8/8`.replace('8/8/8/8/', `${behind}/`),
    set: (i % 2) as 0 | 1,
    camera: {
      location: [target[0] + 46 * Math.sin(angle), 12, target[2] - 46 * Math.cos(angle)],
      lookAt: target,
      aperture: 2.5,
    },
  };
});

export const SHOTS: Shot[] = [...GALLERY_SHOTS, ...COACH_SHOTS];
