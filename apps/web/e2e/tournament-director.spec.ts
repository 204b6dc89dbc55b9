import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminEntrySave, DirectorRound, Tournament } from '@kingside/shared';
import { apiToken, signIn, uniqueSuffix } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A four-round tournament with sections Champ and U1600, made as the admin through the API. */
async function createTournament(request: APIRequestContext, token: string): Promise<Tournament> {
  const res = await request.post('/api/tournaments', {
    headers: auth(token),
    data: {
      name: `E2E Director Open ${uniqueSuffix()}`,
      tournamentDate: '2099-05-09',
      rounds: 4,
      sections: ['Champ', 'U1600'],
      maxByes: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Tournament;
}

async function addEntry(
  request: APIRequestContext,
  token: string,
  tournamentId: number,
  body: Partial<AdminEntrySave> & Pick<AdminEntrySave, 'name' | 'section' | 'rating'>,
) {
  const suffix = uniqueSuffix();
  const res = await request.post(`/api/admin/tournament/${tournamentId}/entries`, {
    headers: auth(token),
    data: {
      email: `player${suffix}@example.com`,
      // The admin's add takes a chess.com id and a US Chess id (spec 2 §5).
      chessDotComId: `player${suffix}`,
      uscfId: String(30_000_000 + Math.floor(Math.random() * 9_000_000)),
      paymentMethod: 'Cash',
      verified: true,
      ...body,
    } satisfies AdminEntrySave,
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Pairs, publishes and fills in one round of a section through the API (White wins). */
async function runRoundByApi(
  request: APIRequestContext,
  token: string,
  tournamentId: number,
  section: string,
) {
  const base = `/api/director/tournament/${tournamentId}`;
  const paired = await request.post(`${base}/rounds`, {
    headers: auth(token),
    data: { section },
  });
  expect(paired.status(), await paired.text()).toBe(201);
  const round = (await paired.json()) as DirectorRound;
  const published = await request.post(`${base}/rounds/${round.id}/publish`, {
    headers: auth(token),
  });
  expect(published.ok(), await published.text()).toBe(true);
  for (const board of round.boards) {
    const saved = await request.put(`${base}/boards/${board.id}/result`, {
      headers: auth(token),
      data: { result: '1-0' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
}

/** The page's WCAG 2.1 AA violations, as `id: targets` lines (none expected). */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Enters a result on every board of a published round on the director page. */
async function enterResults(page: Page, round: number) {
  const region = page.getByRole('region', { name: `Round ${round}`, exact: true });
  const selects = region.getByLabel(/^Result board \d+$/);
  const count = await selects.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const result = i % 3 === 2 ? '1/2-1/2' : '1-0';
    await selects.nth(i).selectOption(result);
    await expect(selects.nth(i)).toHaveValue(result);
    await expect(selects.nth(i)).toBeEnabled();
  }
}

/** Pairs the next Champ round with the form's defaults and publishes the draft. */
async function pairAndPublish(page: Page, round: number, check?: (draft: Page) => Promise<void>) {
  const form = page.getByRole('form', { name: `Pair round ${round}` });
  await check?.(page);
  await form.getByRole('button', { name: `Pair round ${round}` }).click();
  const draft = page.getByRole('region', { name: `Round ${round} draft` });
  await expect(draft.getByRole('table', { name: `Round ${round} boards` })).toBeVisible();
  await draft.getByRole('button', { name: `Publish round ${round}` }).click();
  await expect(page.getByRole('region', { name: `Round ${round}`, exact: true })).toBeVisible();
}

test.describe('tournament director', () => {
  test('a director runs four rounds with a late entry, a withdrawal and a correction while a visitor follows', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await apiToken(request, 'admin');
    const t = await createTournament(request, admin);
    for (let i = 1; i <= 12; i++) {
      const n = String(i).padStart(2, '0');
      await addEntry(request, admin, t.id, {
        name: `Champ ${n}`,
        section: 'Champ',
        rating: 2100 - i * 30,
        byesRequested: i === 7 ? [3] : [],
        // One player registered but not yet checked in: the director checks him in below.
        verified: i !== 12,
      });
      await addEntry(request, admin, t.id, {
        name: `Under ${n}`,
        section: 'U1600',
        rating: 1550 - i * 40,
        byesRequested: i === 4 ? [2] : [],
      });
    }

    await signIn(page, 'director');
    await page.goto(`/tournaments/${t.shortName}`);
    await page.getByRole('link', { name: 'Run tournament' }).click();
    await expect(page).toHaveURL(new RegExp(`/director/${t.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `${t.name} — Director` }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Champ', selected: true })).toBeVisible();

    // Only checked-in players are paired: Champ 12 arrives and is checked in.
    await expect(page.getByText('11 of 12 checked in', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Check in Champ 12' }).click();
    await expect(page.getByText('12 of 12 checked in', { exact: false })).toBeVisible();

    // Round 1: pair, ask why board 1 is what it is, publish.
    const form = page.getByRole('form', { name: 'Pair round 1' });
    await expect(form.getByLabel('Alternation rating limit')).toHaveValue('80');
    await form.getByRole('button', { name: 'Pair round 1' }).click();
    const draft = page.getByRole('region', { name: 'Round 1 draft' });
    const why = draft.getByRole('button', { name: 'Why? board 1' });
    await why.click();
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    await expect(draft.getByText(/^Colours \(/)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await draft.getByRole('button', { name: 'Publish round 1' }).click();
    await expect(page.getByRole('region', { name: 'Round 1', exact: true })).toBeVisible();
    await runRoundByApi(request, admin, t.id, 'U1600');

    // A visitor sees the pairings while the round is on.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/tournaments/${t.shortName}/pairings`);
    const sheet = visitor.getByRole('table', { name: 'Champ round 1 pairings' });
    await expect(sheet.getByRole('row')).toHaveCount(7);
    await expect(visitor.getByText('Updates by itself while the round is on.')).toBeVisible();
    expect(await violations(visitor)).toEqual([]);

    await enterResults(page, 1);
    await expect(page.getByRole('form', { name: 'Pair round 2' })).toBeVisible();

    // The visitor's standings after round 1.
    await visitor.goto(`/tournaments/${t.shortName}/standings`);
    await expect(visitor.getByRole('table', { name: 'Champ standings' })).toContainText(
      'standings after round 1',
    );
    await expect(visitor.getByRole('table', { name: 'U1600 standings' })).toBeVisible();

    // Round 2 with a late entry whose missed round counts as a half-point bye.
    await addEntry(request, admin, t.id, { name: 'Champ Late', section: 'Champ', rating: 1900 });
    await page.reload();
    await pairAndPublish(page, 2, async () => {
      await page
        .getByRole('checkbox', {
          name: 'Late entry: missed rounds as half-point byes (Champ Late)',
        })
        .check();
    });
    await expect(page.getByRole('region', { name: 'Round 2', exact: true })).toContainText(
      'Champ Late',
    );
    await enterResults(page, 2);
    await runRoundByApi(request, admin, t.id, 'U1600');

    // Champ 05 withdraws before round 3.
    await page.getByRole('button', { name: 'Withdraw Champ 05', exact: true }).click();
    await expect(
      page.getByRole('button', { name: 'Undo withdrawal Champ 05', exact: true }),
    ).toBeVisible();
    await pairAndPublish(page, 3);
    await expect(page.getByRole('region', { name: 'Round 3', exact: true })).not.toContainText(
      'Champ 05',
    );
    await enterResults(page, 3);
    await runRoundByApi(request, admin, t.id, 'U1600');

    await pairAndPublish(page, 4);
    await enterResults(page, 4);
    await runRoundByApi(request, admin, t.id, 'U1600');
    await expect(page.getByText('Every round is paired and has its results.')).toBeVisible();

    // A correction: board 1 of round 4 goes the other way, and the audit trail says so.
    const round4 = page.getByRole('region', { name: 'Round 4', exact: true });
    await round4.getByLabel('Result board 1', { exact: true }).selectOption('0-1');
    const trail = page.getByRole('button', { name: 'Result corrections (1)' });
    await trail.click();
    await expect(page.getByText(/Champ round 4 board 1: 1-0 → 0-1/)).toBeVisible();

    // The section's TRF16 export.
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export TRF16' }).click();
    expect((await downloaded).suggestedFilename()).toBe(`${t.shortName}-Champ.trf`);
    // The SwissSys file carries the four rounds; the US Chess report is three dBASE files.
    const sjsonDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export SwissSys' }).click();
    const sjson = JSON.parse(await fs.readFile((await (await sjsonDownload).path())!, 'utf8')) as {
      Sections: { 'Section name': string; 'Rounds played': number; Players: unknown[] }[];
    };
    const champ = sjson.Sections.find((s) => s['Section name'] === 'Champ')!;
    expect(champ['Rounds played']).toBe(4);
    expect(champ.Players).toHaveLength(13);
    const dbf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'US Chess report TDEXPORT.DBF' }).click();
    expect((await dbf).suggestedFilename()).toBe('TDEXPORT.DBF');

    // The visitor's standings now count all four rounds.
    await visitor.reload();
    await expect(visitor.getByRole('table', { name: 'Champ standings' })).toContainText(
      'standings after round 4',
    );
    await expect(visitor.getByRole('table', { name: 'Champ standings' })).toContainText(
      'Champ Late',
    );
    // Printed, the wall chart stands alone: no navigation, no back link.
    await visitor.emulateMedia({ media: 'print' });
    await expect(visitor.locator('header').first()).toBeHidden();
    await expect(visitor.getByRole('link', { name: `Back to ${t.name}` })).toBeHidden();
    await expect(visitor.getByRole('table', { name: 'Champ standings' })).toBeVisible();
    await visitorContext.close();
  });
});
