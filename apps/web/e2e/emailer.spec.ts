import { expect, test } from '@playwright/test';
import { storageStateOf, uniqueSuffix } from './support';

test.describe('the emailer', () => {
  test.use({ viewport: { width: 1280, height: 900 }, storageState: storageStateOf('admin') });

  test('the admin sends a newsletter to every subscriber, one mail each with their own unsubscribe link', async ({
    page,
    request,
  }) => {
    // A reader of the test's own joins the list, and one leaves it.
    const reader = `reader${uniqueSuffix()}@example.com`;
    const leaver = `leaver${uniqueSuffix()}@example.com`;
    for (const email of [reader, leaver]) {
      expect((await request.post('/api/subscribe', { data: { email } })).ok()).toBe(true);
    }
    expect(
      (await request.post('/api/unsubscribe', { data: { email: leaver, unsubscribe: true } })).ok(),
    ).toBe(true);

    await page.goto('/emailer');
    // The editor's chunk is the largest page chunk: on a busy CI machine it has taken over 7 s.
    await expect(page.getByRole('heading', { level: 1, name: 'KCC Emailer' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveTitle('KCC Emailer');

    // A blank subject is refused before anything is sent.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Please enter the required field').first()).toBeVisible();

    await page.getByRole('button', { name: 'Get All Subscribers' }).click();
    const bcc = page.getByRole('textbox', { name: 'BCC' });
    await expect(bcc).toHaveValue(new RegExp(reader.replace(/\./g, '\\.')));
    const addresses = (await bcc.inputValue()).split(', ');
    expect(addresses).not.toContain(leaver);

    const subject = `Spring open ${uniqueSuffix()}`;
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.click();
    await page.keyboard.type('Round one starts at ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('9 am');
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    await expect(page.getByText('Email Sent!!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await expect(bcc).toHaveValue('');
    const progress = page.getByRole('table', { name: 'Newsletters' }).getByRole('row', {
      name: new RegExp(subject),
    });
    await expect(progress).toContainText(`${addresses.length}/${addresses.length} sent`, {
      timeout: 20_000,
    });
    await expect(progress).toContainText('done');

    await page.goto('/admin/outbox');
    const rows = page.getByRole('row').filter({ hasText: subject });
    await expect(rows).toHaveCount(addresses.length);
    for (const to of [reader, ...addresses.filter((a) => a !== reader).slice(0, 4)]) {
      const row = rows.filter({ hasText: to });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: 'Show message' }).click();
      const text = page.getByRole('region', { name: `Message to ${to}` }).first();
      await expect(text).toContainText('Round one starts at 9 am');
      const link = text.getByRole('link', { name: /\/unsubscribe\?/ });
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.pathname).toBe('/unsubscribe');
      expect(href.searchParams.get('email')).toBe(to);
      expect(href.searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
    }

    // The reader's own link unsubscribes them without logging in.
    const own = page.getByRole('region', { name: `Message to ${reader}` }).first();
    const ownLink = await own.getByRole('link', { name: /\/unsubscribe\?/ }).getAttribute('href');
    await page.goto(ownLink!);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Unsubscribed Successfully!')).toBeVisible();
  });
});
