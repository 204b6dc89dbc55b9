import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { storageStateOf, uniqueSuffix } from './support';

/** The admin grid named `grid` (its aria-label, e.g. "Configs"). */
const grid = (page: Page, name: string): Locator => page.getByRole('grid', { name });

/** The grid row showing `text`. */
const gridRow = (page: Page, name: string, text: string): Locator =>
  grid(page, name).getByRole('row').filter({ hasText: text });

test.describe('admin grids at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 }, storageState: storageStateOf('admin') });

  test('the admin sees on /inquiries an inquiry a visitor just sent', async ({ page, request }) => {
    const name = `E2E Parent ${uniqueSuffix()}`;
    const response = await request.post('/api/inquiry', {
      data: {
        name,
        email: 'p@example.com',
        phoneNumber: '',
        inquiryType: 'Other',
        question: 'Hello?',
      },
    });
    expect(response.ok()).toBe(true);

    await page.goto('/inquiries');
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
    const row = gridRow(page, 'Inquiries', name);
    await expect(row).toBeVisible();
    await expect(row).toContainText('p@example.com');
    await expect(row).toContainText('Other');
    await expect(row).toContainText('Hello?');
  });

  test('the admin adds a config, edits its value and finds the value saved after a reload', async ({
    page,
  }) => {
    const configName = `e2eConfig${uniqueSuffix()}`;
    await page.goto('/configs');
    await expect(gridRow(page, 'Configs', 'mission')).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await grid(page, 'Configs').getByRole('textbox', { name: 'Config Name' }).fill(configName);
    await grid(page, 'Configs').getByRole('button', { name: 'Save', exact: true }).click();
    const saved = gridRow(page, 'Configs', configName);
    await expect(saved.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    // Saved rows carry the server's id; an unsaved new row has a negative one.
    await expect(saved).toHaveAttribute('data-id', /^\d+$/);

    // While a row is edited its text sits in inputs, so find it again by its id.
    const id = await saved.getAttribute('data-id');
    const row = grid(page, 'Configs').locator(`[role="row"][data-id="${id}"]`);
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    // The value is long text: its editor opens when its cell has focus.
    await row.locator('[data-field="configValue"]').click();
    await row.getByRole('textbox', { name: 'Config Value' }).fill('Saved by the e2e run');
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(row.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expect(row).toContainText('Saved by the e2e run');

    await page.reload();
    await expect(gridRow(page, 'Configs', configName)).toContainText('Saved by the e2e run');
  });

  test('the admin adds a gallery image and deletes it after confirming', async ({ page }) => {
    const caption = `E2E picture ${uniqueSuffix()}`;
    await page.goto('/galleryImages');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery Images' })).toBeVisible();
    await expect(gridRow(page, 'Gallery Images', 'Ready for round one')).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const gallery = grid(page, 'Gallery Images');
    await gallery.getByRole('spinbutton', { name: 'Image Index' }).fill('0');
    await gallery.getByRole('textbox', { name: 'Image URL' }).fill('/images/gallery/gallery-1.svg');
    await gallery.getByRole('textbox', { name: 'Caption' }).fill(caption);
    await grid(page, 'Gallery Images').getByRole('button', { name: 'Save', exact: true }).click();

    const row = gridRow(page, 'Gallery Images', caption);
    await expect(row.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
    await expect(row.getByRole('img', { name: caption })).toBeAttached();

    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm' });
    await expect(dialog).toContainText(`Are you sure you want to delete ${caption}?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();

    await expect(page.getByText('Deleted Successfully!!')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(gridRow(page, 'Gallery Images', 'Ready for round one')).toBeVisible();
    await expect(gridRow(page, 'Gallery Images', caption)).toHaveCount(0);
  });

  test('the admin adds a contact and deletes it after confirming', async ({ page }) => {
    const email = `e2e.contact.${uniqueSuffix()}@example.com`;
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const contacts = grid(page, 'Contacts');
    await contacts.getByRole('textbox', { name: 'Email' }).fill(email);
    await contacts.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Contact');
    await contacts.getByRole('textbox', { name: 'Kids Name' }).fill('E2E Kid');
    await grid(page, 'Contacts').getByRole('button', { name: 'Save', exact: true }).click();

    const row = gridRow(page, 'Contacts', email);
    await expect(row.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
    await expect(row).toContainText('E2E Kid');

    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm' });
    await expect(dialog).toContainText(`Are you sure you want to delete ${email}?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();

    await expect(page.getByText('Deleted Successfully!!')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a required field left blank keeps the new row open with a message', async ({ page }) => {
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await grid(page, 'Contacts').getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page.getByText('Email is required')).toBeVisible();
    await grid(page, 'Contacts').getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(
      grid(page, 'Contacts').getByRole('button', { name: 'Save', exact: true }),
    ).toHaveCount(0);
  });

  test('the admin exports a grid as a CSV file with a header row', async ({ page }) => {
    await page.goto('/configs');
    await expect(gridRow(page, 'Configs', 'mission')).toBeVisible();

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloaded;

    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = await fs.readFile(await download.path(), 'utf8');
    const [header, ...rows] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toBe('Config Name,Config Value');
    expect(rows.some((line) => line.startsWith('mission,'))).toBe(true);
  });

  test('a grid fits its rows, shows e-mails in full and keeps its first columns in view when scrolled sideways', async ({
    page,
    request,
  }) => {
    const name = `E2E Wide ${uniqueSuffix()}`;
    const email = `a.rather.long.parent.address.${uniqueSuffix()}@example.com`;
    const response = await request.post('/api/inquiry', {
      data: {
        name,
        email,
        phoneNumber: '',
        inquiryType: 'Group Class (Main Office)',
        question: 'A long question that fills its column. '.repeat(6),
      },
    });
    expect(response.ok()).toBe(true);

    await page.goto('/inquiries');
    const inquiries = grid(page, 'Inquiries');
    const row = gridRow(page, 'Inquiries', name);
    await expect(row).toBeVisible();

    // The grid ends near its last row, and never below the screen.
    const box = (await inquiries.boundingBox())!;
    const rows = await inquiries.locator('[role="row"][data-id]').count();
    expect(box.height).toBeLessThanOrEqual(Math.min(56 + 52 * rows + 120, 900));

    // Columns are sized to their content: the e-mail is not cut off.
    const emailCell = row.locator('[data-field="email"]');
    await expect(emailCell).toHaveText(email);
    await expect
      .poll(() => emailCell.evaluate((el) => el.scrollWidth <= el.clientWidth + 1))
      .toBe(true);

    const scroller = inquiries.locator('.MuiDataGrid-virtualScroller');
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(
      inquiries.locator('[role="columnheader"][data-field="createdDate"]'),
    ).toBeInViewport();
    for (const field of ['actions', 'name']) {
      const cell = row.locator(`[data-field="${field}"]`);
      await expect(cell).toBeInViewport({ ratio: 1 });
      await expect(
        inquiries.locator(`[role="columnheader"][data-field="${field}"]`),
      ).toBeInViewport({ ratio: 1 });
      expect((await cell.boundingBox())!.x).toBeLessThan(box.x + 400);
      // An opaque background, so what scrolls under it does not show through.
      const background = await cell.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
    }
    await expect(row.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  });

  test('the admin adds an inquiry with only a name', async ({ page }) => {
    const name = `E2E Walk-in ${uniqueSuffix()}`;
    await page.goto('/inquiries');
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await grid(page, 'Inquiries').getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await grid(page, 'Inquiries').getByRole('button', { name: 'Save', exact: true }).click();

    const row = gridRow(page, 'Inquiries', name);
    await expect(row.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expect(row).toContainText('Other');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the admin sees page views per day as a plot and per page as a table', async ({ page }) => {
    // A view of the test's own, so the table has a row on a database no other test has used.
    const viewed = page.waitForResponse(
      (r) => r.url().endsWith('/api/pageviews') && r.request().method() === 'POST',
    );
    await page.goto('/about');
    expect((await viewed).ok()).toBe(true);

    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

    // The plot is drawn (hidden from screen readers), and its sentence and table say the numbers.
    await expect(page.locator('.views-chart svg').first()).toBeVisible();
    await expect(page.getByText(/page views from .* the busiest day was/)).toBeVisible();
    const table = page.getByRole('table', { name: 'Views per page' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Page' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('button', { name: '7 days' }).click();
    await expect(page).toHaveURL(/days=7/);
    await expect(page.getByText(/page views in the last 7 days/)).toBeVisible();
    await page.getByText('Page views by day (table)').click();
    // A header row and one row a day.
    await expect(
      page.getByRole('table', { name: 'Page views by day' }).getByRole('row'),
    ).toHaveCount(8);
  });
});

test.describe('admin grids on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, storageState: storageStateOf('admin') });

  test('rows show as cards that edit in a dialog, and nothing overflows the page', async ({
    page,
  }) => {
    await page.goto('/configs');
    const cards = page.getByRole('list', { name: 'Configs' });
    const mission = cards.getByRole('listitem').filter({ hasText: 'Config Name: mission' });
    await expect(mission).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeVisible();

    await mission.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit mission' });
    await expect(dialog.getByRole('textbox', { name: 'Config Name' })).toHaveValue('mission');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
  });
});
