import { useId, useState, type FormEvent } from 'react';
import { PageTitle } from '@/components/page-title';
import { ChessBoard } from '@/chess/components/chess-board';
import { InlineInputForm, OutlinedButton } from '@/chess/components/inline-input-form';
import { MoveList } from '@/chess/components/move-list';
import { useChessLib } from '@/chess/logic/chess-lib';
import { createGame, fenToMove } from '@/chess/logic/game';
import { pgnFromHistory } from '@/chess/logic/pgn';
import boardStyles from '@/chess/components/chess.module.css';
import styles from '@/chess/pages/board-page.module.css';

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
          <MoveList sans={game.history.map((move) => move.san)} startFen={game.startFen} />
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
