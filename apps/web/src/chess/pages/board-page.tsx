import { useId, useState, type FormEvent } from 'react';
import { PageTitle } from '@/components/page-title';
import { ChessBoard } from '@/chess/components/chess-board';
import { InlineInputForm, OutlinedButton } from '@/chess/components/inline-input-form';
import { useChessLib } from '@/chess/logic/chess-lib';
import { createGame, fenToMove, type PlayedMove } from '@/chess/logic/game';
import { pgnFromHistory } from '@/chess/logic/pgn';
import boardStyles from '@/chess/components/chess.module.css';
import styles from '@/chess/pages/board-page.module.css';

/** The moves as numbered pairs: [[1, e4, e5], [2, Nf3, undefined]]. */
function movePairs(history: PlayedMove[]): [number, string, string | undefined][] {
  const pairs: [number, string, string | undefined][] = [];
  const blackFirst = history[0]?.color === 'b';
  const moves = blackFirst ? ['…', ...history.map((m) => m.san)] : history.map((m) => m.san);
  for (let i = 0; i < moves.length; i += 2) {
    pairs.push([i / 2 + 1, moves[i] as string, moves[i + 1]]);
  }
  return pairs;
}

/**
 * /board: an analysis board for anyone, logged in or not. Moves are played by drag, click or
 * typing; a FEN can be loaded and the moves exported as PGN.
 */
export function BoardPage() {
  const pgnId = useId();
  const [game, setGame] = useState(() => createGame());
  const [fenDraft, setFenDraft] = useState<string | null>(null);
  const [fenError, setFenError] = useState<string | null>(null);
  const [showPgn, setShowPgn] = useState(false);

  // The PGN below is written by chess.js, which loads after the board is drawn (chess-lib.ts).
  useChessLib();

  const loadFen = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fen = (fenDraft ?? game.fen).trim();
    // The FEN checks (with chess.js) load with the first FEN typed, not with the page.
    const { fenProblem } = await import('@kingside/chess');
    const problem = fenProblem(fen);
    setFenError(problem);
    if (problem) return;
    setGame(createGame(fen));
    setFenDraft(null);
  };

  const pgn = pgnFromHistory(game);

  return (
    <div className={styles.page}>
      <PageTitle title="Analysis Board" />
      <div className={styles.layout}>
        <ChessBoard
          ariaLabel="Analysis board"
          game={game}
          onGameChange={setGame}
          showControls
          grow
        />
        <div className={styles.side}>
          <p className={styles.turn}>{fenToMove(game.fen)}</p>
          <section aria-labelledby={`${pgnId}-moves`}>
            <h2 id={`${pgnId}-moves`} className={styles.heading}>
              Moves
            </h2>
            {game.history.length === 0 ? (
              <p>No moves yet.</p>
            ) : (
              <ol className={styles.moves}>
                {movePairs(game.history).map(([number, white, black]) => (
                  <li key={number}>
                    <span className={styles.moveNumber}>{number}.</span> {white} {black}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <InlineInputForm
            label="FEN"
            submitLabel="Load"
            value={fenDraft ?? game.fen}
            onChange={setFenDraft}
            onSubmit={(event) => void loadFen(event)}
            error={fenError}
            className={styles.form}
            fieldClassName={styles.fenField}
            rowClassName={styles.row}
          />
          <div className={styles.form}>
            <div className={styles.row}>
              <OutlinedButton
                aria-expanded={showPgn}
                aria-controls={pgnId}
                onClick={() => setShowPgn((value) => !value)}
              >
                Export PGN
              </OutlinedButton>
              {showPgn && (
                <a
                  className="button button-text"
                  download="analysis.pgn"
                  href={`data:application/x-chess-pgn;charset=utf-8,${encodeURIComponent(pgn)}`}
                >
                  Download PGN
                </a>
              )}
            </div>
            {showPgn && (
              <div className={boardStyles.outlined}>
                <label htmlFor={pgnId} className={boardStyles.outlinedLabel}>
                  PGN
                </label>
                <textarea
                  id={pgnId}
                  className={`${boardStyles.outlinedControl} ${styles.pgn}`}
                  value={pgn}
                  readOnly
                  rows={8}
                />
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
