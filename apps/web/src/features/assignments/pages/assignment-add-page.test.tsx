import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GAME_MESSAGES, MESSAGES } from '@kingside/shared';
import { buildAssignmentSummary } from '@/features/assignments/test/assignment-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const coach = buildSession({ id: 2, username: 'coach', name: 'Morgan Coach', roles: ['coach'] });
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

async function openAddForm() {
  const view = renderApp('/assignmentAdd', { session: coach });
  await screen.findByRole('heading', { level: 1, name: 'Add Assignment' }, { timeout: 10_000 });
  return view;
}

/** The message under a field (its helper text, which describes the input). */
const messageUnder = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('/assignmentAdd', () => {
  it('says Please enter required field under each missing field, and sends nothing', async () => {
    const api = mockApi();
    const { user } = await openAddForm();

    const fen = screen.getByRole('textbox', { name: 'FEN' });
    await user.clear(fen);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(messageUnder(screen.getByRole('textbox', { name: 'Name' }))).toBe(
        MESSAGES.pleaseEnterRequired,
      ),
    );
    expect(messageUnder(fen)).toBe(MESSAGES.pleaseEnterRequired);

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Mate in one');
    await user.click(fen);
    await user.paste(START);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(messageUnder(screen.getByRole('textbox', { name: 'Solution FEN' }))).toBe(
        MESSAGES.pleaseEnterRequired,
      ),
    );
    expect(api.callsTo('POST /api/assignments')).toHaveLength(0);
  });

  it('adds the assignment with the board as its solution, says Added Successfully and links to it', async () => {
    const api = mockApi({
      'POST /api/assignments': {
        status: 201,
        body: buildAssignmentSummary({ id: 12, name: 'Open with e4' }),
      },
    });
    const { user } = await openAddForm();

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Open with e4');
    await user.click(screen.getByRole('button', { name: 'Use board as solution' }));
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.paste('Any first move.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(GAME_MESSAGES.added)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Open with e4' }).getAttribute('href')).toBe(
      '/assignment/12',
    );
    expect(api.callsTo('POST /api/assignments')[0]?.body).toEqual({
      name: 'Open with e4',
      game: {
        type: 'Puzzle',
        fen: START,
        solutionFen: START,
        solution: null,
        notes: 'Any first move.',
        questionType: null,
        questionChoices: null,
        dirPath: '/Assignments',
      },
    });
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
  });

  it('asks a Question for its question type, choices and answer instead of a solution position', async () => {
    const api = mockApi({
      'POST /api/assignments': { status: 201, body: buildAssignmentSummary({ id: 13 }) },
    });
    const { user } = await openAddForm();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Question');
    expect(screen.queryByRole('textbox', { name: 'Solution FEN' })).toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Which opening?');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(messageUnder(screen.getByRole('combobox', { name: 'Question Type' }))).toBe(
        MESSAGES.pleaseEnterRequired,
      ),
    );
    expect(messageUnder(screen.getByRole('textbox', { name: 'Answer' }))).toBe(
      MESSAGES.pleaseEnterRequired,
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Question Type' }), 'Choice');
    await user.type(
      screen.getByRole('textbox', { name: 'Question Choices' }),
      'Italian Game{Enter}Ruy Lopez',
    );
    await user.click(screen.getByRole('textbox', { name: 'Answer' }));
    await user.paste('Italian Game');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(GAME_MESSAGES.added)).toBeTruthy();
    expect(api.callsTo('POST /api/assignments')[0]?.body).toMatchObject({
      name: 'Which opening?',
      game: {
        type: 'Question',
        questionType: 'Choice',
        questionChoices: 'Italian Game\nRuy Lopez',
        solution: 'Italian Game',
      },
    });
  });

  it("shows the server's field messages under the fields they name", async () => {
    mockApi({
      'POST /api/assignments': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Please check the highlighted fields.',
          fieldErrors: { 'game.dirPath': [GAME_MESSAGES.invalidDirPath] },
        },
      },
    });
    const { user } = await openAddForm();

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Open with e4');
    await user.click(screen.getByRole('button', { name: 'Use board as solution' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please check the highlighted fields.')).toBeTruthy();
    await waitFor(() =>
      expect(messageUnder(screen.getByRole('textbox', { name: 'Directory' }))).toBe(
        GAME_MESSAGES.invalidDirPath,
      ),
    );
  });

  it('tells a student that the page is restricted', async () => {
    mockApi();
    renderApp('/assignmentAdd', { session: buildSession() });

    expect(await screen.findByText(MESSAGES.accessRestricted)).toBeTruthy();
  });
});
