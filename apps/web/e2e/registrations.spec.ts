import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createCampWeek, createUser, passwordField, signIn, uniqueSuffix } from './support';

/** A child's name no other test uses, so each test finds its own rows in the admin grids. */
const kidName = (name: string) => `${name} ${uniqueSuffix()}`;

test.use({ viewport: { width: 1280, height: 900 } });

/** Picks a week and slot on /camp/register and adds it to the cart. */
async function addToCart(page: Page, week: string, slot: string) {
  await page.getByRole('combobox', { name: 'Camp event' }).selectOption(week);
  await page.getByRole('combobox', { name: 'Slot' }).selectOption(slot);
  await expect(page.getByTestId('event-detail')).toContainText('left');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

/** Picks a week and slot on /camp/register, to read what the page says about its seats. */
async function chooseWeek(page: Page, week: string, slot: string) {
  await page.getByRole('combobox', { name: 'Camp event' }).selectOption(week);
  await page.getByRole('combobox', { name: 'Slot' }).selectOption(slot);
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

/**
 * Signs a parent of the test's own in: paying later by Zelle holds places until the money comes,
 * so it needs an account (docs/decisions/0046).
 */
async function signInParent(page: Page, request: APIRequestContext) {
  await signIn(page, await createUser(request));
}

/** The row of the admin grid on the current page that shows `text`. */
const gridRow = (page: Page, text: string) =>
  page.getByRole('grid').getByRole('row').filter({ hasText: text });

/** The row of the admin orders grid (/admin/payments) for the order `kid`'s parent made. */
const orderRow = (page: Page, kid: string) =>
  page
    .getByRole('grid', { name: 'Orders' })
    .getByRole('row')
    .filter({ hasText: `Parent of ${kid}` });

test.describe('after-school and camp registration with payment', () => {
  test('a parent registers a child at RJ Lee and gets the Zelle instructions; the admin deletes the registration', async ({
    page,
    request,
  }) => {
    const kid = kidName('Rjlee Kid');
    await signInParent(page, request);
    await page.goto('/register/rjlee');
    await expect(
      page.getByRole('heading', { level: 1, name: 'After School at RJ Lee' }),
    ).toBeVisible();
    await expect(page.getByText('$175.00')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: 'Student name' }).fill(kid);
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

    await signIn(page, 'admin');
    await page.goto('/RJLEE/registrations');
    const row = gridRow(page, kid);
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm' });
    await expect(dialog).toContainText(`Are you sure you want to delete ${kid}?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Deleted Successfully!!')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a parent registers a child at Mustang and pays with PayPal; the admin sees the registration', async ({
    page,
  }) => {
    const kid = kidName('Mustang Kid');
    await page.goto('/register/mustang');
    await page.getByRole('textbox', { name: 'Student name' }).fill(kid);
    // The form copies the student name into the parent name as it is typed.
    await expect(page.getByRole('textbox', { name: 'Parent name' })).toHaveValue(kid);
    await page.getByRole('textbox', { name: 'Parent name' }).fill('Morgan Parent');
    await page.getByRole('textbox', { name: 'Parent email' }).fill('morgan@example.com');
    await page.getByRole('textbox', { name: 'Parent phone number' }).fill('555-0122');
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/Thanks for the registration/)).toBeVisible();
    // PayPal is paid now: the seat is held for the payer meanwhile.
    await expect(
      page.getByText(/Pay with PayPal now: the place is held for you until/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page).toHaveTitle(/PayPal Sandbox/);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/checkout\/paypal\/return/);
    await expect(page.getByText('Thanks for the payment.')).toBeVisible();

    await signIn(page, 'admin');
    await page.goto('/mustang/registrations');
    await expect(gridRow(page, kid)).toBeVisible();
  });

  test('a parent books two camp weeks, one early bird, and pays by card in the sandbox; the admin refunds the card', async ({
    page,
    request,
  }) => {
    const earlyBirdWeek = await createCampWeek(request, { earlyBirdDeadline: '2099-05-15' });
    const regularWeek = await createCampWeek(request);
    const kid = kidName('Card Kid');
    const apiBodies = recordApiBodies(page);
    await page.goto('/camp/register');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByText('Please select camp event and slot')).toBeVisible();
    await addToCart(page, earlyBirdWeek, 'Full Day');
    await expect(page.getByTestId('event-detail')).toContainText('early bird');
    await addToCart(page, earlyBirdWeek, 'Full Day');
    await expect(page.getByText('This camp slot already in cart')).toBeVisible();
    await addToCart(page, regularWeek, 'Full Day');
    await expect(page.getByTestId('cart-total')).toHaveText('$775.00');
    await fillStudent(page, kid);
    await payByCard(page, '75024');
    await expect(page).toHaveURL(/\/camp\/registrationSuccess\?orderRef=/);
    // Spec 1 section 8: the camp message, then the card success.
    await expect(
      page.getByText('Registered Successfully. Thanks for the payment.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/Paid\. Transaction id: \d+/)).toBeVisible();
    expect(apiBodies.some((b) => b.includes('opaqueData'))).toBe(true);
    for (const body of apiBodies) expect(body).not.toMatch(/4111\s?1111|"cardNumber"|"cardCode"/);

    await signIn(page, 'admin');
    await page.goto('/camp/registrations');
    await expect(gridRow(page, kid).first()).toBeVisible();
    await page.goto('/admin/payments');
    const cardRow = orderRow(page, kid);
    await expect(cardRow).toContainText('$775.00');
    await cardRow.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Confirm' });
    await expect(refund).toContainText('Refund $775.00 to the card?');
    await refund.getByRole('button', { name: 'Yes' }).click();
    await expect(cardRow).toContainText('Refunded');
  });

  test('a parent applies a club coupon to a camp week and pays the discounted amount by card', async ({
    page,
    request,
  }) => {
    const week = await createCampWeek(request, { earlyBirdDeadline: '2099-05-15' });
    const kid = kidName('Coupon Kid');
    await page.goto('/camp/register');
    await addToCart(page, week, 'Full Day');
    await expect(page.getByTestId('cart-total')).toHaveText('$375.00');
    const code = page.getByRole('textbox', { name: 'Coupon code' });
    // SUMMER5 has expired; CHESS15 (15% off, any cart) has not.
    await code.fill('SUMMER5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Invalid coupon code')).toBeVisible();
    await code.fill('chess15');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Coupon chess15: −$56.25')).toBeVisible();
    await expect(page.getByTestId('amount-due')).toHaveText('$318.75');
    await fillStudent(page, kid);
    await payByCard(page, '75024');
    await expect(page).toHaveURL(/\/camp\/registrationSuccess\?orderRef=/);
    await expect(page.getByText(/Paid\. Transaction id: \d+/)).toBeVisible();
    await expect(page.getByText('$318.75').first()).toBeVisible();
  });

  test('the camp success page opened without an order thanks no one and leads back to the camp', async ({
    page,
  }) => {
    await page.goto('/camp/registrationSuccess');
    await expect(page.getByText('There is no registration to confirm here.')).toBeVisible();
    await expect(page.getByText(/Registered Successfully|Thank/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Summer Camp' }).click();
    await expect(page).toHaveURL(/\/camp$/);

    // An order reference that matches no order confirms nothing either.
    await page.goto('/camp/registrationSuccess?orderRef=0e8c1f6a-4b2d-4c3e-8f9a-7b6c5d4e3f21');
    await expect(page.getByText('There is no registration to confirm here.')).toBeVisible();
  });

  test('a declined card shows the gateway message and registers nothing', async ({
    page,
    request,
  }) => {
    const week = await createCampWeek(request, {
      eventSlot: 'Half Day Morning',
      endTime: '12:00',
      capacity: 12,
    });
    const kid = kidName('Declined Kid');
    await page.goto('/camp/register');
    await addToCart(page, week, 'Half Day Morning');
    await fillStudent(page, kid);
    await payByCard(page, '46282');
    await expect(page.getByText('This transaction has been declined.')).toBeVisible();
    await expect(page).toHaveURL(/\/camp\/register$/);

    // The declined order holds no seat...
    await page.goto('/camp/register');
    await chooseWeek(page, week, 'Half Day Morning');
    await expect(page.getByTestId('event-detail')).toContainText('12 seats left.');
    // ...and the admin finds no registration.
    await signIn(page, 'admin');
    const listed = page.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith('/api/campAdmin') && r.ok(),
    );
    await page.goto('/camp/registrations');
    await listed;
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(gridRow(page, kid)).toHaveCount(0);
  });

  test('a parent books a camp week with PayPal; the admin sees the registration', async ({
    page,
    request,
  }) => {
    const week = await createCampWeek(request);
    const kid = kidName('Paypal Kid');
    await page.goto('/camp/register');
    await addToCart(page, week, 'Full Day');
    await fillStudent(page, kid);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'Continue to PayPal' }).click();
    await expect(page).toHaveTitle(/PayPal Sandbox/);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/camp\/registrationSuccess\?orderRef=/);
    await expect(page.getByText(/Paid\. Transaction id:/)).toBeVisible();

    await signIn(page, 'admin');
    await page.goto('/camp/registrations');
    await expect(gridRow(page, kid).first()).toBeVisible();
  });

  test('a parent books a camp week with Zelle; the admin marks it paid', async ({
    page,
    request,
  }) => {
    const week = await createCampWeek(request, {
      eventSlot: 'Half Day Afternoon',
      startTime: '13:00',
      capacity: 12,
    });
    const kid = kidName('Zelle Kid');
    await signInParent(page, request);
    await page.goto('/camp/register');
    await addToCart(page, week, 'Half Day Afternoon');
    await fillStudent(page, kid);
    await page.getByRole('radio', { name: 'Zelle' }).check();
    await page.getByRole('button', { name: 'Register and pay with Zelle' }).click();
    await expect(page).toHaveURL(/\/camp\/registrationSuccess\?orderRef=/);
    await expect(page.getByText(/with Zelle to/)).toBeVisible();

    await signIn(page, 'admin');
    await page.goto('/camp/registrations');
    await expect(gridRow(page, kid).first()).toBeVisible();
    await page.goto('/admin/payments');
    const zelleRow = orderRow(page, kid);
    await zelleRow.getByRole('button', { name: 'Mark paid' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(zelleRow).toContainText('Paid');
  });

  test('a Zelle booking holds the last seat until an admin releases it on the sandbox payments page', async ({
    page,
    request,
  }) => {
    const holdWeek = await createCampWeek(request, { capacity: 1 });
    const kid = kidName('Hold Kid');
    await signInParent(page, request);
    await page.goto('/camp/register');
    await addToCart(page, holdWeek, 'Full Day');
    await fillStudent(page, kid);
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
    await chooseWeek(page, holdWeek, 'Full Day');
    await expect(page.getByTestId('event-detail')).toContainText('Sold out');

    await signIn(page, 'admin');
    await page.goto('/admin/payments');
    const gateways = page.getByRole('status', { name: 'Payment gateways' });
    await expect(gateways).toContainText('Card: embedded sandbox');
    await expect(gateways).toContainText('PayPal: embedded sandbox');
    const row = orderRow(page, kid);
    await expect(row).toContainText(holdEnds);
    await row.getByRole('button', { name: 'Release' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm' });
    await expect(confirm).toContainText('Its seats become free for others');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(/is released; its seats are free\./)).toBeVisible();
    await expect(row).toContainText('Released');

    await page.goto('/camp/register');
    await chooseWeek(page, holdWeek, 'Full Day');
    await expect(page.getByTestId('event-detail')).toContainText('1 seat left.');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  test('a visitor is told Zelle needs an account and may pay by card; after signing in Zelle can be chosen', async ({
    page,
    request,
  }) => {
    const week = await createCampWeek(request);
    await page.goto('/camp/register');
    await addToCart(page, week, 'Full Day');
    const zelle = page.getByRole('radio', { name: 'Zelle' });
    await expect(zelle).toBeDisabled();
    await expect(
      page.getByText(
        'Paying later by Zelle holds the places until the money arrives, so it needs an account',
      ),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();

    const parent = await createUser(request);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(parent.username);
    await passwordField(page).fill(parent.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // Back on the camp page, signed in: Zelle can be chosen (the cart starts again).
    await expect(page).toHaveURL(/\/camp\/register$/);
    await addToCart(page, week, 'Full Day');
    await expect(zelle).toBeEnabled();
    await zelle.check();
    await expect(page.getByText(/Unpaid registrations are released on/)).toBeVisible();
  });

  test('the admin sets a week full in the camp events grid; parents see Sold out and cannot add it', async ({
    page,
    request,
  }) => {
    const week = await createCampWeek(request);
    await signIn(page, 'admin');
    await page.goto('/camp/events');
    const events = page.getByRole('grid', { name: 'Camp Events' });
    const row = events.getByRole('row').filter({ hasText: week });
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
    await chooseWeek(page, week, 'Full Day');
    await expect(page.getByTestId('event-detail')).toContainText('Sold out');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  test('a member pays an amount on /authorizenet by card', async ({ page }) => {
    await page.goto('/authorizenet');
    await page.getByRole('textbox', { name: 'Amount ($)' }).fill('25.00');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill(`Private lesson ${uniqueSuffix()}`);
    await page.getByRole('textbox', { name: 'Card number' }).fill('5424000000000015');
    await page.getByRole('textbox', { name: 'Expiration (MM/YY)' }).fill('11/31');
    await page.getByRole('textbox', { name: 'Card code' }).fill('900');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText(/Thanks for the payment\./)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  });
});
