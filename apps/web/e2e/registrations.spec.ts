import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login } from './support';

/** Makes this run's names unique, so reruns against the same database do not collide. */
const stamp = `${Date.now() % 1e8}${Math.floor(Math.random() * 100)}`;
const kid = (name: string) => `${name} ${stamp}`;

/** A camp week of this run's own, sold at the regular price (its early bird has ended). */
const regularWeek = `E2E Week ${stamp}`;
/** A one-seat week of this run's own, for the seat-hold test. */
const holdWeek = `E2E Hold Week ${stamp}`;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/authenticate', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Picks a week and slot on /camp/register and adds it to the cart. */
async function addToCart(page: Page, week: string, slot: string) {
  await page.getByRole('combobox', { name: 'Camp event' }).selectOption(week);
  await page.getByRole('combobox', { name: 'Slot' }).selectOption(slot);
  await expect(page.getByTestId('event-detail')).toContainText('left');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

async function fillStudent(page: Page, studentName: string) {
  await page.getByRole('textbox', { name: 'Student name' }).fill(studentName);
  await page.getByRole('textbox', { name: 'Parent name' }).fill(`Parent of ${studentName}`);
  await page.getByRole('textbox', { name: 'Email' }).fill('parent@example.com');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('555-0100');
}

async function payByCard(page: Page, zip: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await page.getByRole('textbox', { name: 'Expiration (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Card code' }).fill('123');
  await page.getByRole('textbox', { name: 'ZIP' }).fill(zip);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** Requests the page sends to our API, to prove the card never goes there. */
function recordApiBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) bodies.push(r.postData() ?? '');
  });
  return bodies;
}

test.describe('after-school and camp registration with payment', () => {
  test.beforeAll(async ({ request }) => {
    const token = await adminToken(request);
    for (const [eventName, capacity] of [
      [regularWeek, 20],
      [holdWeek, 1],
    ] as const) {
      const res = await request.post('/api/campEventsAdmin', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          eventName,
          eventSlot: 'Full Day',
          startDate: '2099-07-06',
          endDate: '2099-07-10',
          startTime: '09:00',
          endTime: '16:00',
          priceCents: 40000,
          earlyBirdPriceCents: 37500,
          earlyBirdDeadline: '2020-05-15',
          capacity,
        },
      });
      expect(res.ok()).toBe(true);
    }
  });

  test('a parent registers a child at RJ Lee and gets the Zelle instructions', async ({ page }) => {
    await page.goto('/register/rjlee');
    await expect(
      page.getByRole('heading', { level: 1, name: 'After School at RJ Lee' }),
    ).toBeVisible();
    await expect(page.getByText('$175.00')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: 'Student name' }).fill(kid('Rjlee Kid'));
    await expect(submit).toBeEnabled();
    await submit.click();
    // Grade and house are required at this school.
    await expect(page.getByText('This field is required!').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Parent name' }).fill('Pat Parent');
    await page.getByRole('textbox', { name: 'Parent email' }).fill('pat@example.com');
    await page.getByRole('textbox', { name: 'Parent phone number' }).fill('555-0111');
    await page.getByRole('textbox', { name: 'Student grade' }).fill('3');
    await page.getByRole('textbox', { name: 'Student house' }).fill('Blue');
    await page.getByRole('radio', { name: 'Zelle' }).check();
    await submit.click();
    await expect(
      page.getByText(
        'Thanks for the registration. We will contact you at the earliest to confirm your registration.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/with Zelle to/)).toBeVisible();
  });

  test('a parent registers a child at Mustang and pays with PayPal', async ({ page }) => {
    await page.goto('/register/mustang');
    await page.getByRole('textbox', { name: 'Student name' }).fill(kid('Mustang Kid'));
    // The form copies the student name into the parent name as it is typed.
    await expect(page.getByRole('textbox', { name: 'Parent name' })).toHaveValue(
      kid('Mustang Kid'),
    );
    await page.getByRole('textbox', { name: 'Parent name' }).fill('Morgan Parent');
    await page.getByRole('textbox', { name: 'Parent email' }).fill('morgan@example.com');
    await page.getByRole('textbox', { name: 'Parent phone number' }).fill('555-0122');
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/Thanks for the registration/)).toBeVisible();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page).toHaveTitle(/PayPal Sandbox/);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/checkout\/paypal\/return/);
    await expect(page.getByText('Thanks for the payment.')).toBeVisible();
  });

  test('a parent books two camp weeks, one early bird, and pays by card in the sandbox', async ({
    page,
  }) => {
    const apiBodies = recordApiBodies(page);
    await page.goto('/camp/register');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByText('Please select camp event and slot')).toBeVisible();
    await addToCart(page, 'Summer Camp Week 1', 'Full Day');
    await expect(page.getByTestId('event-detail')).toContainText('early bird');
    await addToCart(page, 'Summer Camp Week 1', 'Full Day');
    await expect(page.getByText('This camp slot already in cart')).toBeVisible();
    await addToCart(page, regularWeek, 'Full Day');
    await expect(page.getByTestId('cart-total')).toHaveText('$775.00');
    await fillStudent(page, kid('Card Kid'));
    await payByCard(page, '75024');
    await expect(page).toHaveURL(/\/camp\/registrationSuccess\?orderRef=/);
    await expect(page.getByText(/Registered Successfully/)).toBeVisible();
    await expect(page.getByText(/Paid\. Transaction id: \d+/)).toBeVisible();
    expect(apiBodies.some((b) => b.includes('opaqueData'))).toBe(true);
    for (const body of apiBodies) expect(body).not.toMatch(/4111\s?1111|"cardNumber"|"cardCode"/);
  });

  test('a declined card shows the gateway message and registers nothing', async ({ page }) => {
    await page.goto('/camp/register');
    await addToCart(page, 'Summer Camp Week 2', 'Half Day Morning');
    await fillStudent(page, kid('Declined Kid'));
    await payByCard(page, '46282');
    await expect(page.getByText('This transaction has been declined.')).toBeVisible();
    await expect(page).toHaveURL(/\/camp\/register$/);
  });

  test('a parent books a camp week with PayPal', async ({ page }) => {
    await page.goto('/camp/register');
    await addToCart(page, 'Summer Camp Week 2', 'Full Day');
    await fillStudent(page, kid('Paypal Kid'));
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'Continue to PayPal' }).click();
    await expect(page).toHaveTitle(/PayPal Sandbox/);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/camp\/registrationSuccess\?orderRef=/);
    await expect(page.getByText(/Paid\. Transaction id:/)).toBeVisible();
  });

  test('a parent books a camp week with Zelle', async ({ page }) => {
    await page.goto('/camp/register');
    await addToCart(page, 'Summer Camp Week 3', 'Half Day Afternoon');
    await fillStudent(page, kid('Zelle Kid'));
    await page.getByRole('radio', { name: 'Zelle' }).check();
    await page.getByRole('button', { name: 'Register and pay with Zelle' }).click();
    await expect(page).toHaveURL(/\/camp\/registrationSuccess\?orderRef=/);
    await expect(page.getByText(/with Zelle to/)).toBeVisible();
  });

  test('a Zelle booking holds the last seat until an admin releases it on the sandbox payments page', async ({
    page,
  }) => {
    await page.goto('/camp/register');
    await addToCart(page, holdWeek, 'Full Day');
    await fillStudent(page, kid('Hold Kid'));
    await page.getByRole('radio', { name: 'Zelle' }).check();
    await page.getByRole('button', { name: 'Register and pay with Zelle' }).click();
    await expect(page).toHaveURL(/\/camp\/registrationSuccess\?orderRef=/);
    // The seat is held for 72 hours (ZELLE_HOLD_HOURS) unless the money arrives.
    const holdEnds = new Date(Date.now() + 72 * 3_600_000).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    await expect(page.getByText(`Please pay by ${holdEnds}`)).toBeVisible();

    await page.goto('/camp/register');
    await page.getByRole('combobox', { name: 'Camp event' }).selectOption(holdWeek);
    await page.getByRole('combobox', { name: 'Slot' }).selectOption('Full Day');
    await expect(page.getByTestId('event-detail')).toContainText('Sold out');

    await login(page, 'admin');
    await page.goto('/admin/payments');
    const gateways = page.getByRole('status', { name: 'Payment gateways' });
    await expect(gateways).toContainText('Card: embedded sandbox');
    await expect(gateways).toContainText('PayPal: embedded sandbox');
    const orders = page.getByRole('grid', { name: 'Orders' });
    const row = orders.getByRole('row').filter({ hasText: `Parent of ${kid('Hold Kid')}` });
    await expect(row).toContainText(holdEnds);
    await row.getByRole('button', { name: 'Release' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm' });
    await expect(confirm).toContainText('Its seats become free for others');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(/is released; its seats are free\./)).toBeVisible();
    await expect(row).toContainText('Released');

    await page.goto('/camp/register');
    await page.getByRole('combobox', { name: 'Camp event' }).selectOption(holdWeek);
    await page.getByRole('combobox', { name: 'Slot' }).selectOption('Full Day');
    await expect(page.getByTestId('event-detail')).toContainText('1 seat left.');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  test('the admin sees every registration and order, marks Zelle paid, refunds the card and deletes a registration', async ({
    page,
  }) => {
    await login(page, 'admin');
    await page.goto('/camp/registrations');
    const campGrid = page.getByRole('grid');
    for (const name of ['Card Kid', 'Paypal Kid', 'Zelle Kid']) {
      await expect(
        campGrid
          .getByRole('row')
          .filter({ hasText: kid(name) })
          .first(),
      ).toBeVisible();
    }
    await expect(campGrid.getByRole('row').filter({ hasText: kid('Declined Kid') })).toHaveCount(0);

    await page.goto('/mustang/registrations');
    await expect(
      page
        .getByRole('grid')
        .getByRole('row')
        .filter({ hasText: kid('Mustang Kid') }),
    ).toBeVisible();

    await page.goto('/admin/payments');
    const orders = page.getByRole('grid', { name: 'Orders' });
    const zelleRow = orders.getByRole('row').filter({ hasText: `Parent of ${kid('Zelle Kid')}` });
    await zelleRow.getByRole('button', { name: 'Mark paid' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(zelleRow).toContainText('Paid');
    const cardRow = orders.getByRole('row').filter({ hasText: `Parent of ${kid('Card Kid')}` });
    await expect(cardRow).toContainText('$775.00');
    await cardRow.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Confirm' });
    await expect(refund).toContainText('Refund $775.00 to the card?');
    await refund.getByRole('button', { name: 'Yes' }).click();
    await expect(cardRow).toContainText('Refunded');

    await page.goto('/RJLEE/registrations');
    const row = page
      .getByRole('grid')
      .getByRole('row')
      .filter({ hasText: kid('Rjlee Kid') });
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm' });
    await expect(dialog).toContainText(`Are you sure you want to delete ${kid('Rjlee Kid')}?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Deleted Successfully!!')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('the admin sets a week full in the camp events grid; parents see Sold out and cannot add it', async ({
    page,
  }) => {
    await login(page, 'admin');
    await page.goto('/camp/events');
    const events = page.getByRole('grid', { name: 'Camp Events' });
    const row = events.getByRole('row').filter({ hasText: regularWeek });
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    // Capacity is off to the right: Tab from the days cell scrolls the grid to it.
    await events.getByRole('spinbutton', { name: 'Event Unit (days)' }).press('Tab');
    const capacity = events.getByRole('spinbutton', { name: 'Capacity' });
    await expect(capacity).toBeFocused();
    await capacity.fill('0');
    // Enter saves the row, as the Save button does.
    await capacity.press('Enter');
    // The row leaves edit mode once the server has saved it.
    await expect(capacity).toHaveCount(0);

    await page.goto('/camp/register');
    await page.getByRole('combobox', { name: 'Camp event' }).selectOption(regularWeek);
    await page.getByRole('combobox', { name: 'Slot' }).selectOption('Full Day');
    await expect(page.getByTestId('event-detail')).toContainText('Sold out');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  test('a member pays an amount on /authorizenet by card', async ({ page }) => {
    await page.goto('/authorizenet');
    await page.getByRole('textbox', { name: 'Amount ($)' }).fill('25.00');
    await page.getByRole('textbox', { name: 'Description' }).fill(`Private lesson ${stamp}`);
    await page.getByRole('textbox', { name: 'Card number' }).fill('5424000000000015');
    await page.getByRole('textbox', { name: 'Expiration (MM/YY)' }).fill('11/31');
    await page.getByRole('textbox', { name: 'Card code' }).fill('900');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText(/Thanks for the payment\./)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  });
});
