import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { Chess } from 'chess.js';
import {
  ANALYSIS_MESSAGES,
  formatEvaluation,
  JUDGEMENT_LABELS,
  JUDGEMENT_SYMBOLS,
  MATE_NOTE_LABELS,
  MOVE_JUDGEMENTS,
  type AnalysedMoveData,
  type GameReview,
} from '@kingside/shared';
import { ChessBoard } from '@/chess/components/chess-board';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useGameReview } from '@/features/mygames/api/get-game-review';
import { EvalGraph } from '@/features/mygames/components/eval-graph';
import styles from '@/features/mygames/pages/game-review-page.module.css';

/** "14. Qxd5??", "14... Nf6". */
const moveName = (move: AnalysedMoveData) => {
  const number = Math.ceil(move.ply / 2);
  const symbol = move.judgement ? JUDGEMENT_SYMBOLS[move.judgement] : '';
  return `${number}${move.white ? '.' : '...'} ${move.san}${symbol}`;
};

/** The position after the engine's better move, in the position a move was played. */
function fenAfter(fen: string, uci: string): string {
  const chess = new Chess(fen);
  chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  return chess.fen();
}

/** Each side's judged moves, counted: "2 blunders, 1 mistake". */
function tally(review: GameReview, white: boolean): string {
  const parts = MOVE_JUDGEMENTS.map((judgement) => {
    const n = review.moves.filter((m) => m.white === white && m.judgement === judgement).length;
    const label = JUDGEMENT_LABELS[judgement].toLowerCase();
    return n === 0 ? null : `${n} ${label}${n === 1 ? '' : 's'}`;
  }).filter(Boolean);
  return parts.length === 0 ? 'no mistakes' : parts.join(', ');
}

function Verdict({
  move,
  showBetter,
  onShowBetter,
}: {
  move: AnalysedMoveData;
  showBetter: boolean;
  onShowBetter: (show: boolean) => void;
}) {
  return (
    <Box aria-live="polite" sx={{ minHeight: '4.5rem' }}>
      <Typography sx={{ fontWeight: 600 }}>
        {moveName(move)}{' '}
        <span className={styles.evaluation}>{formatEvaluation(move.evaluation)}</span>
      </Typography>
      {move.judgement && (
        <Typography>
          {JUDGEMENT_LABELS[move.judgement]}
          {move.mateNote
            ? `: ${MATE_NOTE_LABELS[move.mateNote]}.`
            : `: lost ${Math.round(move.loss)} points of winning chance.`}
        </Typography>
      )}
      {move.best && move.judgement && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
          <Button size="small" variant="outlined" onClick={() => onShowBetter(!showBetter)}>
            {showBetter ? 'Back to the game' : 'Show the better move'}
          </Button>
          {showBetter && <Typography>Better was {move.best.san}.</Typography>}
        </Stack>
      )}
    </Box>
  );
}

function Review({ review }: { review: GameReview }) {
  const [ply, setPly] = useState(0);
  const [showBetter, setShowBetter] = useState(false);
  const go = (next: number) => {
    setPly(Math.max(0, Math.min(review.moves.length, next)));
    setShowBetter(false);
  };
  if (review.status === 'queued') {
    return <Alert severity="info">{ANALYSIS_MESSAGES.queued}</Alert>;
  }
  if (review.status === 'failed') return <Alert severity="error">{ANALYSIS_MESSAGES.failed}</Alert>;
  if (review.moves.length === 0) return <Alert severity="info">{ANALYSIS_MESSAGES.noMoves}</Alert>;

  const move = ply > 0 ? review.moves[ply - 1]! : null;
  const next = review.moves[ply];
  const fen =
    showBetter && move?.best
      ? fenAfter(move.fenBefore, move.best.uci)
      : (next?.fenBefore ?? fenAfterLast(review));
  const side = (white: boolean) => {
    const name = (white ? review.white : review.black) ?? (white ? 'White' : 'Black');
    const accuracy = white ? review.accuracy.white : review.accuracy.black;
    return `${name}: accuracy ${accuracy ?? '–'}%, ${tally(review, white)}`;
  };
  return (
    <div className={styles.layout}>
      <div>
        <ul className={styles.sides} aria-label="Accuracy">
          <li>{side(true)}</li>
          <li>{side(false)}</li>
        </ul>
        <ChessBoard
          key={fen}
          ariaLabel="Position in the game"
          fen={fen}
          interactive={false}
          orientation={review.playerColor ?? 'white'}
        />
        <Stack direction="row" spacing={1} sx={{ my: 1 }}>
          <Button onClick={() => go(0)} disabled={ply === 0}>
            Start
          </Button>
          <Button onClick={() => go(ply - 1)} disabled={ply === 0}>
            Previous move
          </Button>
          <Button onClick={() => go(ply + 1)} disabled={ply === review.moves.length}>
            Next move
          </Button>
          <Button onClick={() => go(review.moves.length)} disabled={ply === review.moves.length}>
            End
          </Button>
        </Stack>
        {move ? (
          <Verdict move={move} showBetter={showBetter} onShowBetter={setShowBetter} />
        ) : (
          <Typography sx={{ minHeight: '4.5rem' }}>The start of the game.</Typography>
        )}
      </div>
      <div>
        <EvalGraph review={review} ply={ply} />
        <ol className={styles.moves} aria-label="Moves">
          {review.moves.map((m) => (
            <li key={m.ply} className={m.white ? styles.white : styles.black}>
              <button
                type="button"
                aria-current={m.ply === ply ? 'step' : undefined}
                className={m.judgement ? styles[m.judgement] : undefined}
                onClick={() => go(m.ply)}
              >
                {moveName(m)}
                {m.judgement && (
                  <span className="visually-hidden"> ({JUDGEMENT_LABELS[m.judgement]})</span>
                )}
              </button>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** The position after the game's last move. */
function fenAfterLast(review: GameReview): string {
  const last = review.moves[review.moves.length - 1];
  return last ? fenAfter(last.fenBefore, last.uci) : review.startFen;
}

/** /myGames/:id/review: a game of My Games with the engine's review (docs/decisions/0066). */
export function GameReviewPage() {
  const id = Number(useParams().id);
  const review = useGameReview(id);
  const name = review.data?.name ?? 'Game';
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/myGames" underline="hover" color="inherit">
          My Games
        </Link>
        <Link component={RouterLink} to={`/myGame/${id}`} underline="hover" color="inherit">
          {name}
        </Link>
        <Typography sx={{ color: 'text.primary' }}>Review</Typography>
      </Breadcrumbs>
      <PageTitle title={`Review: ${name}`} />
      <QueryState query={review} label="Loading the review">
        {(loaded) => <Review review={loaded} />}
      </QueryState>
    </>
  );
}
