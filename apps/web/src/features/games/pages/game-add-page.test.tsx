import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GAME_MESSAGES, MESSAGES, type Game } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const coach = buildSession({ username: 'coach', roles: ['coach'] });
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const savedGame = (body: Record<string, unknown>): Game => ({
  id: 41,
  name: String(body.name),
  type: 'Puzzle',
  notes: null,
  rating: 0,
  fen: START,
  pgn: null,
  solutionFen: String(body.solutionFen),
  solution: null,
  blacksTurn: false,
  tags: null,
  dirPath: '/Tactics',
  questionType: null,
  questionChoices: null,
  createdDate: '2026-05-01T15:00:00.000Z',
});

async function openAddForm() {
  const view = renderApp('/gameAdd?dirPath=/Tactics', { session: coach });
  await screen.findByRole('heading', { level: 1, name: 'Add Game' }, { timeout: 10_000 });
  return view;
}

describe('/gameAdd', () => {
  it('says Please enter required field when the name is missing, and sends nothing', async () => {
    const api = mockApi();
    const { user } = await openAddForm();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.pleaseEnterRequired);
    expect(api.callsTo('POST /api/games')).toHaveLength(0);
  });

  it('refuses a position the board cannot play, with the board rules message', async () => {
    const api = mockApi();
    const { user } = await openAddForm();

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('No kings');
    const fen = screen.getByRole('textbox', { name: 'FEN' });
    await user.clear(fen);
    await user.click(fen);
    await user.paste('8/8/8/8/8/8/8/8 w - - 0 1');
    await user.click(screen.getByRole('textbox', { name: 'Solution' }));
    await user.paste('Anything');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This FEN is not a legal position for play: each side needs exactly one king.',
    );
    expect(api.callsTo('POST /api/games')).toHaveLength(0);
  });

  it('adds the game in the directory, with the board position as its solution, and says Added Successfully', async () => {
    const api = mockApi({
      'POST /api/games': (request) => ({
        body: savedGame(request.body as Record<string, unknown>),
      }),
    });
    const { user } = await openAddForm();

    expect(screen.getByRole('combobox', { name: 'Type' }).textContent).toContain('Question');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Open with the king pawn');
    await user.click(screen.getByRole('button', { name: 'Use board as solution' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(GAME_MESSAGES.added)).toBeTruthy();
    expect(api.callsTo('POST /api/games')[0]?.body).toMatchObject({
      name: 'Open with the king pawn',
      type: 'Puzzle',
      fen: START,
      solutionFen: START,
      dirPath: '/Tactics',
      rating: 0,
    });
  });

  it('asks a Question game for its question type and choices', async () => {
    mockApi();
    const { user } = await openAddForm();

    expect(screen.queryByRole('combobox', { name: 'Question Type' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Question');

    const questionType = screen.getByRole('combobox', { name: 'Question Type' });
    expect([...(questionType as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'Choice',
      'Choices',
      'Freeform',
    ]);
    expect(screen.getByRole('textbox', { name: 'Question Choices' })).toBeTruthy();
  });
});
