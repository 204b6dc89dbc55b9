import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_MESSAGES, type GameReview } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const student = buildSession({ roles: ['student'] });
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7#: Black's blunder, as the server judges it. */
const REVIEW: GameReview = {
  gameId: 7,
  name: 'Opponent – Sam Student',
  white: 'Opponent',
  black: 'Sam Student',
  result: '1-0',
  playerColor: 'black',
  status: 'done',
  startFen: START,
  startEvaluation: { cp: 20 },
  accuracy: { white: 96.2, black: 41.5 },
  moves: [
    ['e4', 'e2e4', START, { cp: 30 }],
    ['e5', 'e7e5', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', { cp: 25 }],
    ['Bc4', 'f1c4', 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2', { cp: 20 }],
    ['Nc6', 'b8c6', 'rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2', { cp: 30 }],
    ['Qh5', 'd1h5', 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3', { cp: 10 }],
    [
      'Nf6',
      'g8f6',
      'r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3',
      { mate: 1 },
    ],
    [
      'Qxf7#',
      'h5f7',
      'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
      { mate: 1 },
    ],
  ].map(([san, uci, fenBefore, evaluation], i) => ({
    ply: i + 1,
    white: i % 2 === 0,
    san: san as string,
    uci: uci as string,
    fenBefore: fenBefore as string,
    evaluation: evaluation as GameReview['moves'][number]['evaluation'],
    best: i === 5 ? { uci: 'g7g6', san: 'g6' } : null,
    judgement: i === 5 ? 'blunder' : null,
    mateNote: i === 5 ? 'allowedMate' : null,
    loss: i === 5 ? 49 : 0,
    phase: 'opening',
    puzzle: i === 5,
  })),
};

describe('/myGames/:id/review', () => {
  it('says the engine is at work while the game is queued', async () => {
    mockApi({
      'GET /api/mygames/7/review': {
        body: { ...REVIEW, status: 'queued', moves: [], accuracy: { white: null, black: null } },
      },
    });
    renderApp('/myGames/7/review', { session: student });
    expect(await screen.findByText(ANALYSIS_MESSAGES.queued)).toBeTruthy();
  });

  it('shows the accuracy, marks the blunder and shows the better move on demand', async () => {
    mockApi({ 'GET /api/mygames/7/review': { body: REVIEW } });
    const { user } = renderApp('/myGames/7/review', { session: student });

    const sides = await screen.findByRole('list', { name: 'Accuracy' });
    expect(within(sides).getByText(/Sam Student: accuracy 41.5%, 1 blunder/)).toBeTruthy();
    expect(within(sides).getByText(/Opponent: accuracy 96.2%, no mistakes/)).toBeTruthy();

    const moves = screen.getByRole('list', { name: 'Moves' });
    await user.click(within(moves).getByRole('button', { name: /3\.\.\. Nf6\?\?\s*\(Blunder\)/ }));
    expect(screen.getByText('Blunder: Allowed a forced mate.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show the better move' }));
    expect(screen.getByText('Better was g6.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to the game' }));
    expect(screen.queryByText('Better was g6.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next move' }));
    expect(screen.getByText(/4\. Qxf7#/, { selector: 'p' })).toBeTruthy();
  });
});
