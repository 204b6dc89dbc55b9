import { expect, test } from '@playwright/test';
import { storageStateOf, uniqueSuffix } from './support';

/*
 * The one job queue (docs/decisions/0052): the server's background work is visible to admins at
 * /admin/jobs. A puzzle import is such a job: uploaded on /admin/puzzles, it runs on the server's
 * job runner and shows as done.
 */

const csv = (id: string) =>
  [
    'PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags',
    `${id},6k1/p1p2ppp/1pqp2r1/3Q4/8/1P6/P1P2PPP/4RK2 b - - 8 22,c6d5 e1e8,400,116,81,1125,backRankMate endgame mate mateIn1 oneMove queenRookEndgame,https://lichess.org/zhWsNjI8/black#44,`,
    '',
  ].join('\n');

test.describe('the job queue at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 }, storageState: storageStateOf('admin') });

  test("the admin uploads puzzles, the import runs as a job, and /admin/jobs shows it and the server's recurring work", async ({
    page,
  }) => {
    const id = `e2ejob${uniqueSuffix()}`;
    await page.goto('/admin/puzzles');
    await page.getByLabel('Puzzle CSV file').setInputFiles({
      name: `${id}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv(id)),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('heading', { name: `${id}.csv: Done` })).toBeVisible({
      timeout: 30_000,
    });

    await page.goto('/admin/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    // Failed first: nothing has failed on a healthy server.
    await expect(page.getByRole('tab', { name: 'Failed (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('No job has failed.', { exact: false })).toBeVisible();

    await page.getByRole('tab', { name: /^Done/ }).click();
    const jobs = page.getByRole('table', { name: 'Jobs' });
    await expect(
      jobs.getByRole('row').filter({ hasText: 'Puzzles: import an uploaded Lichess CSV' }).first(),
    ).toContainText('done');

    // The recurring work waits for its next time: the daily backup at the club's quiet hour.
    await page.getByRole('tab', { name: /^Queued/ }).click();
    await expect(
      jobs.getByRole('row').filter({ hasText: "Backups: the embedded database's daily backup" }),
    ).toContainText('recurring');
  });
});
