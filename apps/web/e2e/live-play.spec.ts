import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { LiveGameView } from '@kingside/shared';
import {
  apiToken,
  createUser,
  playLiveMove as play,
  signIn,
  uniqueSuffix,
  uniqueUsername,
} from './support';

/*
 * Live play (issue 17) in two browsers on the production build: a coach and a student see each
 * other online, exchange messages, the coach challenges, they play to mate, the loser reads the
 * engine's review of the blunder (issue 34) and both find the game in My Games. A signed-in account that is not a club member sees Content Restricted.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const PASSWORD = 'live-pass1';

/** A member of the test's own (the admin adds them with a role and a password). */
async function makeMember(request: APIRequestContext, role: 'coach' | 'student', prefix: string) {
  const username = uniqueUsername(prefix);
  const name = `${role === 'coach' ? 'Coach' : 'Pupil'} ${uniqueSuffix()}`;
  const res = await request.post('/api/users', {
    headers: { authorization: `Bearer ${await apiToken(request, 'admin')}` },
    data: { username, name, email: `${username}@example.com`, roles: [role], password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, name };
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Members online' });
const rowOf = (page: Page, name: string) => grid(page).getByRole('row').filter({ hasText: name });
test('two members see each other online, chat, play a game to mate and find it in My Games', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const coach = await makeMember(request, 'coach', 'lvc');
  const student = await makeMember(request, 'student', 'lvs');
  const coachContext = await browser.newContext();
  const studentContext = await browser.newContext();
  const a = await coachContext.newPage();
  const b = await studentContext.newPage();
  await signIn(a, { username: coach.username, password: PASSWORD });
  await signIn(b, { username: student.username, password: PASSWORD });

  await a.goto('/playLive');
  await b.goto('/playLive');
  await expect(a.getByRole('heading', { name: 'Play Live' })).toBeVisible();
  await expect(a.getByText('Connected', { exact: true })).toBeVisible();
  await expect(b.getByText('Connected', { exact: true })).toBeVisible();
  await expect(rowOf(a, student.name)).toBeVisible({ timeout: 10_000 });
  await expect(rowOf(b, coach.name)).toBeVisible({ timeout: 10_000 });

  // Private chat both ways.
  await rowOf(a, student.name).getByRole('button', { name: 'Chat' }).click();
  await a.getByRole('textbox', { name: 'Message' }).fill('Hello! Ready for a game?');
  await a.getByRole('button', { name: 'Send' }).click();
  await rowOf(b, coach.name).getByRole('button', { name: 'Chat' }).click();
  const studentsChat = b.getByRole('list', { name: `Messages with ${coach.name}` });
  await expect(studentsChat.getByText('Hello! Ready for a game?')).toBeVisible();
  await b.getByRole('textbox', { name: 'Message' }).fill('Yes please!');
  await b.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(
    a.getByRole('list', { name: `Messages with ${student.name}` }).getByText('Yes please!'),
  ).toBeVisible();

  // The coach challenges; the student accepts; both are taken to the game.
  await rowOf(a, student.name).getByRole('button', { name: 'Challenge' }).click();
  await a.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(a.getByText('Challenge Sent')).toBeVisible();
  const offer = b.getByRole('alert').filter({ hasText: `${coach.name} challenges you (5+3)` });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(a).toHaveURL(/\/playLive\/[0-9a-f-]{36}$/);
  await expect(b).toHaveURL(/\/playLive\/[0-9a-f-]{36}$/);
  const gameId = a.url().split('/').at(-1)!;
  expect(b.url()).toContain(gameId);

  const view = await request.get(`/api/live/games/${gameId}`, {
    headers: { authorization: `Bearer ${await apiToken(request, coach.username, PASSWORD)}` },
  });
  const coachSide = ((await view.json()) as LiveGameView).yourSide;
  const [white, black] = coachSide === 'white' ? [a, b] : [b, a];

  // Fool's mate: White's f3 and g4, Black's e5 and Qh4#.
  await play(white, 'f2f3');
  await play(black, 'e7e5');
  await play(white, 'g2g4');
  await play(black, 'd8h4');
  for (const page of [a, b])
    await expect(
      page.getByRole('status').filter({ hasText: 'Checkmate — Black wins (0-1)' }),
    ).toBeVisible();

  // The end screen links to the engine's review (issue 34): White's 2. g4 allowed the mate.
  await white.getByRole('link', { name: 'Review this game' }).click();
  await expect(white).toHaveURL(/\/myGames\/\d+\/review$/);
  const reviewId = /myGames\/(\d+)/.exec(white.url())![1];
  const blunder = white.getByRole('button', { name: /^2\. g4\?\?/ });
  await expect(blunder).toBeVisible({ timeout: 60_000 });
  await blunder.click();
  await expect(white.getByText('Blunder: Allowed a forced mate.')).toBeVisible();
  await white.getByRole('button', { name: 'Show the better move' }).click();
  await expect(white.getByText(/^Better was /)).toBeVisible();
  // Someone who is neither of them, nor their coach or parent, is refused.
  const stranger = await createUser(request);
  const refused = await request.get(`/api/mygames/${reviewId}/review`, {
    headers: {
      authorization: `Bearer ${await apiToken(request, stranger.username, stranger.password)}`,
    },
  });
  expect(refused.status()).toBe(403);

  for (const [page, opponent] of [
    [a, student.name],
    [b, coach.name],
  ] as const) {
    await page.getByRole('link', { name: 'My Games' }).first().click();
    await expect(page).toHaveURL(/\/myGames$/);
    await expect(page.getByText(opponent).first()).toBeVisible();
  }
  await coachContext.close();
  await studentContext.close();
});

test('a visitor and a signed-in account that is not a club member see Content Restricted', async ({
  page,
  request,
}) => {
  // A visitor who is not logged in, then an account without a member's role.
  await page.goto('/playLive');
  await expect(page.getByText('Content Restricted')).toBeVisible();
  const visitor = await createUser(request);
  await signIn(page, visitor);
  await page.goto('/playLive');
  await expect(page.getByText('Content Restricted')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Members online' })).toHaveCount(0);
});
