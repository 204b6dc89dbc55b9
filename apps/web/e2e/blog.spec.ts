import { expect, test } from '@playwright/test';

test('the blog keeps bold text and a code block after a reload, without calling the server', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (
      path.startsWith('/api/') &&
      !['/api/club', '/api/alertevents', '/api/pageviews'].includes(path)
    ) {
      calls.push(path);
    }
  });
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Blog text' });
  await expect(editor.locator('p')).toHaveCount(1);
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Opening ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('traps');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+Backquote');
  await page.keyboard.type('1. e4 e5 2. Nf3');
  await expect(editor.locator('strong')).toHaveText('traps');
  await expect(editor.locator('pre')).toHaveText('1. e4 e5 2. Nf3');

  await page.reload();
  await expect(editor.locator('strong')).toHaveText('traps');
  await expect(editor.locator('pre')).toHaveText('1. e4 e5 2. Nf3');
  expect(await page.evaluate(() => localStorage.getItem('content'))).toContain(
    '<strong>traps</strong>',
  );
  expect(calls).toEqual([]);
});
