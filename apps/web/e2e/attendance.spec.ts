import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdminUser, ClassTime, ClubInfo } from '@kingside/shared';
import { apiToken, storageStateOf, uniqueSuffix, uniqueUsername } from './support';

/** Today's weekday (0 = Sunday) in the club's time zone, as the server reads it. */
async function clubWeekday(request: APIRequestContext): Promise<number> {
  const club = (await (await request.get('/api/club')).json()) as ClubInfo;
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: club.timezone,
    weekday: 'short',
  }).format(new Date());
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name);
}

/** A class time meeting today and a student of the test's own, made as the admin. */
async function classAndStudent(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const suffix = uniqueSuffix();
  const classRes = await request.post('/api/classTimesAdmin', {
    headers,
    data: {
      label: `E2E class ${suffix}`,
      weekday: await clubWeekday(request),
      startTime: '00:05',
      durationMinutes: 60,
    },
  });
  expect(classRes.ok(), await classRes.text()).toBe(true);
  const classTime = (await classRes.json()) as ClassTime;
  const username = uniqueUsername('att');
  const userRes = await request.post('/api/users', {
    headers,
    data: {
      username,
      name: `E2E Pupil ${suffix}`,
      email: `${username}@example.com`,
      roles: ['student'],
      classTimeId: classTime.id,
    },
  });
  expect(userRes.status(), await userRes.text()).toBe(201);
  return { classTime, student: (await userRes.json()) as AdminUser };
}

test.describe('attendance', () => {
  test.use({ viewport: { width: 1280, height: 900 }, storageState: storageStateOf('assistant') });

  test('the assistant marks a student present, sees it marked, undoes it, and finds it in the history and its CSV', async ({
    page,
    request,
  }) => {
    const { classTime, student } = await classAndStudent(request);
    await page.goto('/');
    await page.getByRole('button', { name: 'LEARN' }).click();
    await page.getByRole('menuitem', { name: 'Attendance' }).click();
    await expect(page).toHaveURL(/\/attendance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
    await page
      .getByRole('searchbox', { name: 'Search username, name or e-mail' })
      .fill(student.name);
    const sheet = page.getByRole('table', { name: 'Attendance' });
    const row = sheet.getByRole('row').filter({ hasText: student.username });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(classTime.label);

    const mark = row.getByRole('button', { name: `Mark ${student.name} at 12:05 AM` });
    await mark.click();
    const undo = row.getByRole('button', { name: `Undo ${student.name} at 12:05 AM` });
    await expect(undo).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Marked ${student.name} at 12:05 AM.`)).toBeVisible();

    await page.reload();
    await page
      .getByRole('searchbox', { name: 'Search username, name or e-mail' })
      .fill(student.name);
    await expect(undo).toBeVisible();
    await undo.click();
    await expect(mark).toHaveAttribute('aria-pressed', 'false');

    // Marked again, it is in the history of its class time and in the CSV.
    await mark.click();
    await expect(undo).toBeVisible();
    await page.getByRole('link', { name: 'Attendance History' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Attendance History' })).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Class Time' })
      .selectOption({ label: classTime.label });
    const history = page.getByRole('table', { name: 'Attendance history' });
    const entry = history.getByRole('row').filter({ hasText: student.username });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('12:05 AM');
    await expect(entry).toContainText('assistant');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('attendance.csv');
    const csv = await fs.readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '"date","startTime","username","name","classTime","notes","markedBy","attendedAt"',
    );
    expect(csv).toContain(`"00:05","${student.username}","${student.name}","${classTime.label}"`);
  });
});
