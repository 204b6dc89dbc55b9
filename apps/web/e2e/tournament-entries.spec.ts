import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ENTRY_UPLOAD_COLUMNS, type Tournament } from '@kingside/shared';
import { apiToken, openNewestMailTo, signIn, uniqueSuffix } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

/** The tournament a short name names, read through the public API. */
async function tournamentNamed(request: APIRequestContext, shortName: string) {
  const res = await request.get(`/api/tournaments/${shortName}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Tournament;
}

/** Adds a tournament through /tournamentAdd as the logged-in admin; returns it. */
async function addTournament(page: Page, name: string) {
  await page.goto('/tournamentAdd');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Tournament' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Tournament date').fill('2099-04-11');
  const shortName = await page.getByRole('textbox', { name: 'Short name' }).inputValue();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${shortName}$`));
  return tournamentNamed(page.request, shortName);
}

/** A CSV line of §9's columns, in their order. */
const csvLine = (row: Partial<Record<(typeof ENTRY_UPLOAD_COLUMNS)[number], string>>) =>
  ENTRY_UPLOAD_COLUMNS.map((c) => row[c] ?? '').join(',');

test.describe('tournament entries', () => {
  test('an admin uploads entries, sends a reminder and downloads the SwissSys file', async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const name = `E2E Entries Cup ${suffix}`;
    await signIn(page, 'admin');
    const tournament = await addTournament(page, name);

    await page.goto(`/tourEntries/${tournament.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} — Entries` })).toBeVisible();
    await page.getByRole('link', { name: 'Upload Entry' }).click();
    await expect(page).toHaveURL(new RegExp(`/tourEntriesUpload/${tournament.id}$`));

    const adaEmail = `ada${suffix}@example.com`;
    // Given as a buffer: Chromium reads a chosen file when it sends it, not when it is chosen.
    const csv = [
      ENTRY_UPLOAD_COLUMNS.join(','),
      csvLine({
        Name: 'Ada Lovelace',
        'USCF ID': '30000001',
        'USCF Rating': '1720',
        Section: 'U1600',
        'Tournament fee': '25',
        'Email Id': adaEmail,
        'Bye Round': '2',
        Received: 'Y',
      }),
      csvLine({
        Name: 'Alan Turing',
        'USCF ID': '30000002',
        'USCF Rating': '2010',
        Section: 'Champ',
        'Email Id': `alan${suffix}@example.com`,
      }),
      csvLine({
        Name: 'Grace Hopper',
        'USCF Rating': '750',
        Section: 'U800',
        'Email Id': `grace${suffix}@example.com`,
      }),
      '',
    ].join('\n');
    await page.getByLabel('CSV file').setInputFiles({
      name: `entries-${suffix}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Imported 3 entries.')).toBeVisible();
    await page.getByRole('link', { name: 'See the entries' }).click();

    const grid = page.getByRole('grid', { name: 'Entries' });
    for (const player of ['Ada Lovelace', 'Alan Turing', 'Grace Hopper']) {
      await expect(grid.getByRole('row').filter({ hasText: player })).toBeVisible();
    }
    await expect(grid.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toContainText(adaEmail);

    // The reminder goes through the outbox.
    await page.getByRole('button', { name: 'Send Reminder Email' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByText('Email Sent', { exact: true })).toBeVisible();

    // SwissSys: the file named after the short name, its players the main list.
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate SwissSys' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`${tournament.shortName}_swisssys.sjson`);
    await expect(page.getByText('SwissSys generated and downloaded')).toBeVisible();
    const sjson = JSON.parse(await fs.readFile(await download.path(), 'utf8')) as {
      Sections: { 'Section name': string; Players: { Name: string; 'Reserved byes': string }[] }[];
    };
    const players = sjson.Sections.flatMap((s) =>
      s.Players.map((p) => ({ section: s['Section name'], ...p })),
    );
    expect(players.map((p) => p.Name).sort()).toEqual([
      'Hopper, Grace',
      'Lovelace, Ada',
      'Turing, Alan',
    ]);
    const ada = players.find((p) => p.Name === 'Lovelace, Ada');
    expect(ada?.section).toBe('U1600');
    expect(ada?.['Reserved byes'].trim()).toBe('2');

    const mail = await openNewestMailTo(page, adaEmail, new RegExp(`reminder of ${name}`));
    await expect(mail).toContainText('Ada Lovelace: section U1600');
  });

  test('a visitor sees Content Restricted on a tournament that hides its entries', async ({
    page,
    request,
  }) => {
    const res = await request.post('/api/tournaments', {
      headers: { authorization: `Bearer ${await apiToken(request, 'admin')}` },
      data: {
        name: `E2E Hidden ${uniqueSuffix()}`,
        tournamentDate: '2099-05-02',
        startTime: '14:00',
        durationMinutes: 240,
        timeControl: 'G/30 d5',
        rounds: 4,
        entryFeesCents: 2500,
        sections: ['Champ', 'U1600'],
        showEntries: false,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const hidden = (await res.json()) as Tournament;

    await page.goto(`/tourEntries/${hidden.id}`);
    await expect(page.getByText('Content Restricted')).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
  });
});
