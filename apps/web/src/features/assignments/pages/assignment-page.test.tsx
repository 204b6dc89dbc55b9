import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_MESSAGES,
  type AcceptSolutionResult,
  type AnswerResult,
  type AssignmentDetail,
} from '@kingside/shared';
import {
  buildAssignmentDetail,
  buildAssignmentGame,
  SCHOLAR_FEN,
} from '@/features/assignments/test/assignment-fakes';
import { buildSession } from '@/test/factories';
import { mockApi, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const student = buildSession();
const coach = buildSession({ id: 2, username: 'coach', name: 'Morgan Coach', roles: ['coach'] });

/** The position after Qxf7#: the answer the puzzle wants. */
const MATED_FEN = 'r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4';

const answer = (overrides: Partial<AnswerResult> = {}): AnswerResult => ({
  result: 'correct',
  attemptCount: 0,
  completed: true,
  modifiedDate: '2026-05-02T15:00:00.000Z',
  solutionUnlocked: true,
  recorded: true,
  ...overrides,
});

/** The server of one assignment: its detail (a function to change it), Next's id, answers. */
function mockAssignment({
  detail,
  next = null,
  reply = { body: answer() },
}: {
  detail: AssignmentDetail | (() => AssignmentDetail);
  next?: number | null;
  reply?: MockReply | (() => MockReply);
}) {
  return mockApi({
    'GET /api/assignments/5': () => ({
      body: typeof detail === 'function' ? detail() : detail,
    }),
    'GET /api/assignments/5/nextIncompleteId': { body: { id: next } },
    'PUT /api/assignments/5/answer': () => (typeof reply === 'function' ? reply() : reply),
  });
}

async function openAssignment(session = student) {
  const view = renderApp('/assignment/5', { session });
  await screen.findByRole('heading', { level: 1, name: 'Mate in one' }, { timeout: 10_000 });
  return view;
}

const pieceOn = (square: string) =>
  document.querySelector(`[data-square="${square}"] [data-piece]`)?.getAttribute('data-piece') ??
  null;

/** The colour of the alert holding `element`: Warning (amber), Success (green) or Error (red). */
const alertColour = (element: HTMLElement) =>
  /MuiAlert-color(\w+)/.exec(element.closest('[role="alert"]')?.className ?? '')?.[1];

async function playMove(user: ReturnType<typeof renderApp>['user'], san: string) {
  await user.type(screen.getByRole('textbox', { name: 'Type a move' }), `${san}{Enter}`);
}

describe('/assignment/{id}', () => {
  it('shows the breadcrumb, whose move it is, the notes and the board, with Show Solution locked', async () => {
    mockAssignment({ detail: buildAssignmentDetail() });
    await openAssignment();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByRole('link', { name: 'Assignments' }).getAttribute('href')).toBe(
      '/assignments',
    );
    expect(within(breadcrumb).getByText('Mate in one')).toBeTruthy();
    expect(screen.getByText('White to Move')).toBeTruthy();
    expect(screen.getByText('Mate in one.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Board of Mate in one' })).toBeTruthy();
    expect(screen.getByText(/Attempts: 0/)).toBeTruthy();

    const showSolution = screen.getByRole('checkbox', { name: 'Show Solution' });
    expect((showSolution as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(ASSIGNMENT_MESSAGES.showSolutionAfter(10))).toBeTruthy();
    expect(screen.getByText('Show Solution unlocks after 10 attempts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept As Solution' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Assign' })).toBeNull();
  });

  it('says the club’s own threshold in the Show Solution sentence', async () => {
    mockAssignment({ detail: buildAssignmentDetail({ showSolutionAfterAttempts: 3 }) });
    await openAssignment();

    expect(screen.getByText('Show Solution unlocks after 3 attempts.')).toBeTruthy();
  });

  it('keeps Next off when no other assignment is waiting, and opens the next one when there is', async () => {
    mockAssignment({ detail: buildAssignmentDetail() });
    const first = await openAssignment();
    await waitFor(() =>
      expect(first.queryClient.getQueryState(['assignments', 'next', 5])?.status).toBe('success'),
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    first.unmount();

    const api = mockAssignment({ detail: buildAssignmentDetail(), next: 6 });
    const { user, router } = await openAssignment();
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/assignment/6'), {
      timeout: 10_000,
    });
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/api/assignments/6')).toBe(true),
    );
  });

  it('sends the moves played, shows the amber message while the answer is checked, then green correct', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockAssignment({ detail: buildAssignmentDetail() });
    const reply = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/answer')) await gate;
      return reply(input, init);
    });
    const { user } = await openAssignment();

    await playMove(user, 'Qxf7');
    expect(pieceOn('f7')).toBe('wQ');
    expect(
      within(screen.getByRole('region', { name: 'Moves' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Qxf7#']);
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));

    const amber = await screen.findByText(ASSIGNMENT_MESSAGES.submitting);
    expect(alertColour(amber)).toBe('Warning');
    release();
    const green = await screen.findByText('correct');
    expect(alertColour(green)).toBe('Success');
    expect(screen.queryByText(ASSIGNMENT_MESSAGES.submitting)).toBeNull();
    expect(api.callsTo('PUT /api/assignments/5/answer')[0]?.body).toEqual({
      fen: MATED_FEN,
      type: 'Puzzle',
      completedSolution: 'Qxf7#',
    });
  });

  it('shows a wrong answer in red, then unlocks Show Solution, which shows the solution on the board', async () => {
    let attempts = 9;
    const detail = () =>
      buildAssignmentDetail({
        attemptCount: attempts,
        solutionUnlocked: attempts >= 10,
        game: buildAssignmentGame(
          attempts >= 10 ? { solutionFen: `${MATED_FEN},${SCHOLAR_FEN}`, solution: 'Qxf7#' } : {},
        ),
      });
    mockAssignment({
      detail,
      reply: () => {
        attempts += 1;
        return {
          body: answer({
            result: 'incorrect',
            attemptCount: attempts,
            completed: false,
            modifiedDate: null,
          }),
        };
      },
    });
    const { user } = await openAssignment();

    const showSolution = screen.getByRole('checkbox', { name: 'Show Solution' });
    expect((showSolution as HTMLInputElement).disabled).toBe(true);
    await playMove(user, 'Qxe5+');
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));

    const red = await screen.findByText('incorrect');
    expect(alertColour(red)).toBe('Error');
    await waitFor(() => expect((showSolution as HTMLInputElement).disabled).toBe(false));
    expect(screen.getByText(/Attempts: 10/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Solution' })).toBeNull();

    await user.click(showSolution);
    expect(
      within(screen.getByRole('region', { name: 'Solution' })).getByText('Qxf7#'),
    ).toBeTruthy();
    await waitFor(() => expect(pieceOn('f7')).toBe('wQ'));
    expect(pieceOn('h5')).toBeNull();
  });

  it('shows the server’s message in red when it refuses the answer', async () => {
    mockAssignment({
      detail: buildAssignmentDetail(),
      reply: {
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: ASSIGNMENT_MESSAGES.wrongAnswerType },
      },
    });
    const { user } = await openAssignment();
    // Nothing played yet: there is nothing to judge, so Submit Answer waits for a move.
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toHaveProperty('disabled', true);

    await playMove(user, 'Qxf7');
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));

    const red = await screen.findByText(ASSIGNMENT_MESSAGES.wrongAnswerType);
    expect(alertColour(red)).toBe('Error');
  });

  it('takes the board back to the start and clears the answer on Reset', async () => {
    mockAssignment({ detail: buildAssignmentDetail() });
    const { user } = await openAssignment();

    await playMove(user, 'Qxf7');
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await screen.findByText('correct');
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(pieceOn('h5')).toBe('wQ');
    expect(pieceOn('f7')).toBe('bP');
    expect(screen.getByText('No moves yet.')).toBeTruthy();
    expect(screen.queryByText('correct')).toBeNull();
  });

  it.each([
    {
      questionType: 'Choice' as const,
      answer: async (user: ReturnType<typeof renderApp>['user']) =>
        user.click(screen.getByRole('radio', { name: 'Italian Game' })),
      sent: 'Italian Game',
    },
    {
      questionType: 'Choices' as const,
      answer: async (user: ReturnType<typeof renderApp>['user']) => {
        await user.click(screen.getByRole('checkbox', { name: 'Two Knights' }));
        await user.click(screen.getByRole('checkbox', { name: 'Italian Game' }));
      },
      sent: 'Italian Game\nTwo Knights',
    },
    {
      questionType: 'Freeform' as const,
      answer: async (user: ReturnType<typeof renderApp>['user']) =>
        user.type(screen.getByRole('textbox', { name: 'Answer' }), 'italian game'),
      sent: 'italian game',
    },
  ])(
    'answers a $questionType question with what was chosen',
    async ({ questionType, answer: give, sent }) => {
      const api = mockAssignment({
        detail: buildAssignmentDetail({
          game: buildAssignmentGame({
            type: 'Question',
            questionType,
            questionChoices: 'Italian Game\nRuy Lopez\nTwo Knights',
          }),
        }),
      });
      const { user } = await openAssignment();

      await give(user);
      await user.click(screen.getByRole('button', { name: 'Submit Answer' }));

      await screen.findByText('correct');
      expect(api.callsTo('PUT /api/assignments/5/answer')[0]?.body).toEqual({
        fen: SCHOLAR_FEN,
        type: 'Question',
        completedSolution: sent,
      });
    },
  );

  it('gives a coach Assign and Accept As Solution, which sends the board’s position', async () => {
    const accepted: AcceptSolutionResult = {
      message: ASSIGNMENT_MESSAGES.solutionAccepted,
      solutionFen: MATED_FEN,
    };
    const api = mockApi({
      'GET /api/assignments/5': {
        body: buildAssignmentDetail({ canManage: true, solutionUnlocked: true }),
      },
      'GET /api/assignments/5/nextIncompleteId': { body: { id: null } },
      'PUT /api/assignments/5/acceptAsSolution': { body: accepted },
    });
    const { user } = await openAssignment(coach);

    expect(screen.getByRole('link', { name: 'Assign' }).getAttribute('href')).toBe(
      '/assignmentAssign/5',
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Show Solution' }) as HTMLInputElement).disabled,
    ).toBe(false);
    await playMove(user, 'Qxf7');
    await user.click(screen.getByRole('button', { name: 'Accept As Solution' }));

    expect(await screen.findByText(ASSIGNMENT_MESSAGES.solutionAccepted)).toBeTruthy();
    expect(api.callsTo('PUT /api/assignments/5/acceptAsSolution')[0]?.body).toEqual({
      fen: MATED_FEN,
    });
  });

  it('tells someone who is not a club member that the page is for members', async () => {
    const api = mockApi();
    renderApp('/assignment/5', { session: buildSession({ roles: [] }) });

    expect(await screen.findByText(/accessible only for .* members/)).toBeTruthy();
    expect(api.requests.filter((r) => r.path.startsWith('/api/assignments'))).toHaveLength(0);
  });
});
