import { describeGame, parsePgn, replayGame, START_FEN } from '@kingside/chess';
import { sql } from 'drizzle-orm';
import { readPgnGames } from '../lib/chess.js';
import { chapterFromGame } from '../modules/studies/index.js';
import type { Db } from './client.js';
import { gameDirs, games, openings, studies, studyChapters } from './schema.js';

/** Three short World Championship games (public-domain scores, shared/data/pgn). */
const CLASSIC_GAMES = `[Event "Wch16"]
[Site "The Netherlands"]
[Date "1935.??.??"]
[Round "18"]
[White "Euwe, Max"]
[Black "Alekhine, Alexander"]
[Result "1/2-1/2"]
[ECO "A20"]

1. c4 e5 2. Nf3 e4 3. Nd4 Nc6 4. Nc2 Nf6 5. Nc3 Bc5 6. b3 O-O 7. g3 d5
8. cxd5 Nb4 9. Nxb4 Bxb4 10. Bg2 Re8 11. O-O Bf5 12. Bb2 Nxd5 13. Nxd5 Qxd5
14. d3 Rad8 15. dxe4 Bxe4 16. Qxd5 1/2-1/2

[Event "Wch16"]
[Site "The Netherlands"]
[Date "1935.??.??"]
[Round "22"]
[White "Euwe, Max"]
[Black "Alekhine, Alexander"]
[Result "1/2-1/2"]
[ECO "E33"]

1. d4 e6 2. c4 Nf6 3. Nc3 Bb4 4. Qc2 Nc6 5. Nf3 d6 6. Bd2 O-O 7. a3 Bxc3
8. Bxc3 Qe7 9. e3 e5 10. d5 Nb8 11. Bd3 Nbd7 12. Ng5 g6 13. Ne4 Nxe4 14. Bxe4 Nc5
15. O-O Nxe4 16. Qxe4 Bf5 17. Qf3 Qh4 18. Qe2 1/2-1/2

[Event "Wch1"]
[Site "U.S.A."]
[Date "1886.??.??"]
[Round "20"]
[White "Steinitz, Wilhelm"]
[Black "Zukertort, Johannes"]
[Result "1-0"]
[ECO "C25"]

1. e4 e5 2. Nc3 Nc6 3. f4 exf4 4. d4 d5 5. exd5 Qh4+ 6. Ke2 Qe7+ 7. Kf2 Qh4+
8. g3 fxg3+ 9. Kg2 Nxd4 10. hxg3 Qg4 11. Qe1+ Be7 12. Bd3 Nf5 13. Nf3 Bd7
14. Bf4 f6 15. Ne4 Ngh6 16. Bxh6 Nxh6 17. Rxh6 gxh6 18. Nxf6+ Kf7 19. Nxg4 1-0`;

/** The authored three-chapter study (project-owned notes, shared/data/pgn/study_authored_sample.pgn). */
const DEMO_STUDY = `[Event "Club Study: Classic Attacking Games"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "1"]
[White "Morphy, Paul"]
[Black "Duke Karl of Brunswick and Count Isouard"]
[Result "1-0"]
[ECO "C41"]
[Opening "Philidor Defense"]
[Annotator "Chess club portal project (original notes)"]

{ Chapter 1: rapid development and open lines. Morphy gives material back
to keep the initiative. } 1. e4 e5 2. Nf3 d6 { The Philidor Defense. } 3. d4
Bg4 $6 { Pinning the knight, but Black will soon have to give up the bishop
pair. } ( 3... exd4 { is the main alternative, releasing the central
tension. } 4. Nxd4 Nf6 5. Nc3 ) 4. dxe5 Bxf3 ( 4... dxe5 $2 5. Qxd8+ Kxd8
6. Nxe5 { wins a pawn. } ) 5. Qxf3 dxe5 6. Bc4 { Threatening mate on f7. }
6... Nf6 7. Qb3 { A double attack on f7 and b7. } 7... Qe7 ( 7... Qd7 8. Qxb7
{ wins a pawn and attacks the rook on a8. } ) 8. Nc3 c6 9. Bg5 b5 $2 10. Nxb5 $1
cxb5 11. Bxb5+ Nbd7 12. O-O-O { Every white piece joins the attack. } 12...
Rd8 13. Rxd7 $1 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ $3 Nxb8 17. Rd8#
{ A model of development over material. } 1-0

[Event "London"]
[Site "London ENG"]
[Date "1851.06.21"]
[Round "?"]
[White "Anderssen, Adolf"]
[Black "Kieseritzky, Lionel"]
[Result "1-0"]
[ECO "C33"]
[Opening "King's Gambit Accepted: Bishop's Gambit"]
[Annotator "Chess club portal project (original notes)"]

{ Chapter 2: the "Immortal Game". White sacrifices both rooks and the
queen. } 1. e4 e5 2. f4 { The King's Gambit. } 2... exf4 3. Bc4 Qh4+ 4. Kf1 b5
5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5 9. Nf5 c6 10. g4 Nf6 11. Rg1 $1
{ The first sacrifice: the bishop on b5 is left to its fate. } 11... cxb5
12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 ( 15. e5 { was also
possible. } ) 15... Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 $1 Bxg1 ( 18...
Qxa1+ 19. Ke2 Qb2 { is an alternative defence. } ) 19. e5 $1 Qxa1+ 20. Ke2
Na6 21. Nxg7+ Kd8 22. Qf6+ $3 Nxf6 23. Be7# 1-0

[Event "Berlin"]
[Site "Berlin GER"]
[Date "1852.??.??"]
[Round "?"]
[White "Anderssen, Adolf"]
[Black "Dufresne, Jean"]
[Result "1-0"]
[ECO "C52"]
[Opening "Italian Game: Evans Gambit"]
[Annotator "Chess club portal project (original notes)"]

{ Chapter 3: the "Evergreen Game". Note how the e-file and the d-file decide
the game. } 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 { The Evans Gambit. } 4...
Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O d3 8. Qb3 Qf6 9. e5 Qg6 10. Re1 Nge7 11. Ba3
b5 12. Qxb5 Rb8 13. Qa4 Bb6 14. Nbd2 Bb7 15. Ne4 Qf5 16. Bxd3 Qh5 17. Nf6+ $1
gxf6 18. exf6 Rg8 19. Rad1 $3 { Quietly adding a piece to the attack. }
19... Qxf3 20. Rxe7+ $1 Nxe7 21. Qxd7+ $3 Kxd7 22. Bf5+ Ke8 ( 22... Kc6
23. Bd7# ) 23. Bd7+ Kf8 24. Bxe7# 1-0`;

/** Puzzles: a position, the winning move, and the position after it (computed). */
const PUZZLES = [
  {
    name: 'Knight fork: king and rook',
    dirPath: '/Tactics/Forks',
    fen: 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1',
    solution: 'Nc7+',
  },
  {
    name: 'Queen fork: check along the diagonal',
    dirPath: '/Tactics/Forks',
    fen: '4k3/r7/8/8/8/8/8/3QK3 w - - 0 1',
    solution: 'Qa4+',
  },
] as const;

/** Openings with their Lichess ECO and name (src/modules/openings/data). */
const OPENINGS = [
  { eco: 'C50', name: 'Italian Game', pgn: '1. e4 e5 2. Nf3 Nc6 3. Bc4' },
  { eco: 'C60', name: 'Ruy Lopez', pgn: '1. e4 e5 2. Nf3 Nc6 3. Bb5' },
  { eco: 'B20', name: 'Sicilian Defense', pgn: '1. e4 c5' },
  { eco: 'D06', name: "Queen's Gambit", pgn: '1. d4 d5 2. c4' },
  { eco: 'E60', name: 'Indian Defense: West Indian Defense', pgn: '1. d4 Nf6 2. c4 g6' },
];

const isEmpty = async (db: Db, table: typeof games | typeof studies | typeof openings) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return (row?.n ?? 0) === 0;
};

/** A small games library, one study and a few openings; each only into an empty table. */
export async function seedDemoGames(db: Db): Promise<void> {
  if (await isEmpty(db, games)) {
    const puzzles = PUZZLES.map((p) => {
      const replay = replayGame(parsePgn(`[SetUp "1"]\n[FEN "${p.fen}"]\n\n1. ${p.solution} *`));
      if (!replay.ok) throw new Error(`Demo puzzle ${p.name}: ${replay.error}`);
      return {
        name: p.name,
        type: 'Puzzle' as const,
        fen: p.fen,
        solution: p.solution,
        solutionFen: replay.finalFen,
        dirPath: p.dirPath,
      };
    });
    const classics = readPgnGames(CLASSIC_GAMES).map(({ game, pgn, finalFen }) => ({
      name: describeGame(game) ?? 'Classic game',
      type: 'Training' as const,
      fen: START_FEN,
      pgn,
      solutionFen: finalFen,
      dirPath: '/Classics',
    }));
    await db.insert(games).values([
      ...puzzles,
      ...classics,
      {
        name: 'Pawn race: the king cannot catch the pawn',
        type: 'Training',
        fen: '8/8/8/8/8/5k2/P7/7K w - - 0 1',
        solution: '1. a4 Ke4 2. a5 Kd5 3. a6 Kc6 4. a7 and the pawn queens.',
        dirPath: '/Endgames',
      },
    ]);
    await db.insert(gameDirs).values({ path: '/Openings' }).onConflictDoNothing();
  }
  if (await isEmpty(db, studies)) {
    const chapters = readPgnGames(DEMO_STUDY).map(({ game }, i) => chapterFromGame(game, i + 1));
    const [study] = await db
      .insert(studies)
      .values({
        name: 'Classic Attacking Games',
        notes: 'Chess club portal project (original notes)',
      })
      .returning();
    await db
      .insert(studyChapters)
      .values(chapters.map((c, i) => ({ ...c, studyId: study!.id, position: i + 1 })));
  }
  if (await isEmpty(db, openings)) await db.insert(openings).values(OPENINGS);
}
