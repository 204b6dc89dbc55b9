import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { FamilyCartCatalog, Tournament } from '@kingside/shared';
import {
  apiLogin,
  apiToken,
  createCampWeek,
  createUser,
  newestMailboxText,
  signIn,
  uniqueSuffix,
  type TestUser,
} from './support';

/**
 * The family cart (issue 31): a camp week, an after-school program and a tournament entry for two
 * children in one cart, paid once by card, by PayPal and by Zelle; releasing the Zelle order
 * releases all three.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A week from today, as the club's calendar writes dates. */
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

type Family = {
  parent: TestUser;
  token: string;
  ada: string;
  ben: string;
  week: string;
  tournament: Tournament;
};

/** A parent with two children, a camp week of the test's own and a tournament a week away. */
async function family(request: APIRequestContext): Promise<Family> {
  const parent = await createUser(request);
  const { accessToken: token } = await apiLogin(request, parent.username, parent.password);
  const suffix = uniqueSuffix();
  const ada = `Ada ${suffix}`;
  const ben = `Ben ${suffix}`;
  for (const [name, grade] of [
    [ada, '3'],
    [ben, '5'],
  ]) {
    const res = await request.post('/api/family/children', {
      headers: auth(token),
      data: { name, grade },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const week = await createCampWeek(request, { capacity: 10 });
  const res = await request.post('/api/tournaments', {
    headers: auth(await apiToken(request, 'admin')),
    data: {
      name: `E2E Family Open ${suffix}`,
      tournamentDate: inAWeek(),
      sections: ['Open', 'U1000'],
      capacity: 30,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { parent, token, ada, ben, week, tournament: (await res.json()) as Tournament };
}

/** Adds one registration through the "Add to the cart" form. */
async function add(
  page: Page,
  child: string,
  kind: string,
  choice: RegExp,
  more?: () => Promise<void>,
) {
  const form = page.getByRole('form', { name: 'Add to the cart' });
  await form.getByRole('combobox', { name: 'Child' }).selectOption(child);
  await form.getByRole('combobox', { name: 'Register for' }).selectOption(kind);
  const select = form.getByRole('combobox', { name: kind });
  const option = select.getByRole('option', { name: choice });
  await select.selectOption(await option.getAttribute('value'));
  await more?.();
  await form.getByRole('button', { name: 'Add to the cart' }).click();
}

/** Fills the cart with a camp week for both children, RJLEE for Ada and the tournament for Ben. */
async function fillCart(page: Page, f: Family) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Family cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family Cart' })).toBeVisible();
  const week = new RegExp(`^${f.week} Full Day`);
  await add(page, f.ada, 'Summer camp week', week);
  await add(page, f.ben, 'Summer camp week', week);
  await add(page, f.ada, 'After-school program', /RJLEE/, async () => {
    await page.getByRole('textbox', { name: 'Grade' }).fill('3');
    await page.getByRole('textbox', { name: 'House' }).fill('Blue');
  });
  await add(page, f.ben, 'Tournament', new RegExp(f.tournament.name), async () => {
    await page.getByRole('combobox', { name: 'Section' }).selectOption('U1000');
  });
  const cart = page.getByRole('table', { name: 'Cart' });
  await expect(cart.getByRole('row')).toHaveCount(5);
  // Priced by the server: $400 a week, RJLEE's $175, the tournament's $25 entry fee.
  await expect(cart).toContainText(`${f.week} Full Day (${f.ben})`);
  await expect(cart).toContainText(`${f.tournament.name}: ${f.ben}, U1000, entry fee`);
  await expect(page.getByTestId('amount-due')).toHaveText('$1,000.00');
  await page.getByRole('textbox', { name: 'Your phone number' }).fill('555-0100');
}

/** The family's registrations, as the catalog counts what is left. */
async function seatsLeft(request: APIRequestContext, f: Family) {
  const res = await request.get('/api/family/cart/catalog', { headers: auth(f.token) });
  const catalog = (await res.json()) as FamilyCartCatalog;
  return {
    week: catalog.camp.find((c) => c.label === `${f.week} Full Day`)!.seatsLeft,
    tournament: catalog.tournaments.find((t) => t.id === f.tournament.id)!.placesLeft,
  };
}

test.describe('family cart', () => {
  test('a parent pays a camp week, an after-school program and a tournament entry for two children once by card', async ({
    page,
    request,
  }) => {
    const f = await family(request);
    await signIn(page, f.parent);
    await fillCart(page, f);
    await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
    await page.getByRole('textbox', { name: 'Expiration (MM/YY)' }).fill('12/30');
    await page.getByRole('textbox', { name: 'Card code' }).fill('123');
    await page.getByRole('textbox', { name: 'ZIP' }).fill('75024');
    await page.getByRole('button', { name: 'Pay $1,000.00' }).click();
    await expect(page).toHaveURL(/\/profile\/family\/orders\//);
    await expect(page.getByText(/Paid\. Transaction id: \d+/)).toBeVisible();
    await expect(page.getByText(`${f.week} Full Day (${f.ada})`)).toBeVisible();
    expect(await seatsLeft(request, f)).toEqual({ week: 8, tournament: 29 });

    const receipt = await newestMailboxText(f.parent.email, /Total paid: \$1,000\.00/);
    expect(receipt).toContain(`${f.week} Full Day (${f.ada})`);
    expect(receipt).toContain(`RJ Lee`);
    expect(receipt).toContain(`${f.tournament.name}: ${f.ben}`);

    await page.goto('/profile/family');
    const registrations = page.getByRole('table', { name: 'Registrations' });
    // The camp week and RJLEE for Ada; the family page lists camp and after-school registrations.
    await expect(registrations.getByRole('row').filter({ hasText: f.ada })).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Payments' })).toContainText('$1,000.00');
  });

  test('a parent pays the same cart once through PayPal', async ({ page, request }) => {
    const f = await family(request);
    await signIn(page, f.parent);
    await fillCart(page, f);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'Continue to PayPal' }).click();
    await expect(page).toHaveTitle(/PayPal Sandbox/);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/profile\/family\/orders\//);
    await expect(page.getByText(/Paid\. Transaction id:/)).toBeVisible();
    expect(await seatsLeft(request, f)).toEqual({ week: 8, tournament: 29 });
  });

  test('a parent books the cart with Zelle; the admin releases it and all three are free again', async ({
    page,
    request,
  }) => {
    const f = await family(request);
    await signIn(page, f.parent);
    await fillCart(page, f);
    await page.getByRole('radio', { name: 'Zelle' }).check();
    await expect(page.getByText(/Unpaid registrations are released on/)).toBeVisible();
    await page.getByRole('button', { name: 'Register and pay with Zelle' }).click();
    await expect(page).toHaveURL(/\/profile\/family\/orders\//);
    await expect(page.getByText(/with Zelle to/)).toBeVisible();
    expect(await seatsLeft(request, f)).toEqual({ week: 8, tournament: 29 });
    const booked = await newestMailboxText(f.parent.email, /Please send \$1,000\.00 with Zelle/);
    expect(booked).toContain(`${f.tournament.name}: ${f.ben}`);

    await signIn(page, 'admin');
    await page.goto('/admin/payments');
    const row = page
      .getByRole('grid', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: f.parent.email });
    await row.getByRole('button', { name: 'Release' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(row).toContainText('Released');
    expect(await seatsLeft(request, f)).toEqual({ week: 10, tournament: 30 });
    const released = await newestMailboxText(f.parent.email, /We released the registration/);
    expect(released).toContain(`${f.week} Full Day (${f.ada})`);
  });
});
