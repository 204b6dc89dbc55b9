import { expect, test, type Page } from '@playwright/test';
import { createUser, signIn, uniqueSuffix } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

/** A player's name no other test uses, so each test finds its own rows. */
const playerName = (name: string) => `${name} ${uniqueSuffix()}`;

/** One of /tournaments' panels (a <details> and its <summary>). */
const panel = (page: Page, name: string) =>
  page.locator('details').filter({ has: page.locator('summary', { hasText: name }) });

/** Fills one player on /tourRegister and adds them to the cart. */
async function addPlayer(page: Page, name: string, section: string, email?: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  if (email) await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('combobox', { name: 'Section' }).selectOption(section);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('table', { name: 'Cart' }).getByRole('row', { name })).toBeVisible();
}

test.describe('tournament registration', () => {
  test('a visitor registers two players for the major event at the early-bird fee with a coupon and pays by card', async ({
    page,
  }) => {
    const ada = playerName('Ada Early');
    const bo = playerName('Bo Early');
    await page.goto('/tournaments');
    await panel(page, 'Major Tournaments')
      .getByRole('article', { name: /Kingside Winter Open/ })
      .getByRole('link', { name: 'Register' })
      .click();
    await expect(page).toHaveURL(/\/tourRegister\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Register: Kingside Winter Open' }),
    ).toBeVisible();

    // §5: name, e-mail and section first.
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeDisabled();
    await expect(page.getByText('Please enter required field')).toBeVisible();

    await addPlayer(page, ada, 'Open', 'early.family@example.com');
    await addPlayer(page, bo, 'U1600');
    const cart = page.getByRole('table', { name: 'Cart' });
    // The server's early-bird fees: $60 (Open) and $50 (U1600).
    await expect(cart.getByRole('row', { name: new RegExp(ada) })).toContainText(
      'Early bird $60.00',
    );
    await expect(page.getByTestId('cart-total')).toHaveText('$110.00');

    await page.getByRole('textbox', { name: 'Coupon code' }).fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Invalid coupon code')).toBeVisible();
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WINTER10');
    await page.getByRole('button', { name: 'Apply' }).click();
    // WINTER10 takes $10 off each entry.
    await expect(page.getByTestId('cart-total')).toHaveText('$90.00');
    await expect(cart.getByRole('row', { name: new RegExp(bo) })).toContainText('coupon −$10.00');

    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
    await page.getByRole('textbox', { name: 'Expiration (MM/YY)' }).fill('12/30');
    await page.getByRole('textbox', { name: 'Card code' }).fill('123');
    await page.getByRole('textbox', { name: 'ZIP' }).fill('60601');
    await page.getByRole('button', { name: 'Pay $90.00' }).click();

    await expect(page).toHaveURL(/\/tourRegisterSuccess\/\d+\?orderRef=/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kingside Winter Open' }),
    ).toBeVisible();
    // Spec 2 §8: the registration's success, then the card payment's.
    await expect(page.getByText('Registered Successfully', { exact: true })).toBeVisible();
    await expect(page.getByText('Thanks for the payment.', { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: ada })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: bo })).toBeVisible();
    await expect(page.getByText(/Paid\./)).toBeVisible();
    await expect(page.getByRole('cell', { name: '$90.00' })).toBeVisible();
  });

  test('a member pays a weekly tournament with a free play credit', async ({ page }) => {
    const me = playerName('Sam Credit');
    await signIn(page, 'student');
    await page.goto('/tournaments');
    await panel(page, 'Weekly Tournaments')
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Register' }) })
      .first()
      .getByRole('link', { name: 'Register' })
      .click();
    await expect(page).toHaveURL(/\/tourRegister\/\d+$/);
    await addPlayer(page, me, 'U800', 'student.credit@example.com');
    // A club member's fee ($20) is what the credit pays.
    await expect(page.getByTestId('cart-total')).toHaveText('$20.00');
    await page.getByRole('radio', { name: 'Free play credit' }).check();
    await page.getByRole('button', { name: 'Register with my free play credit' }).click();

    await expect(page).toHaveURL(/\/tourRegisterSuccess\/\d+$/);
    await expect(page.getByText('Registered Successfully', { exact: true })).toBeVisible();
    // The credit is no payment: no thanks for one.
    await expect(page.getByText('Thanks for the payment.')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: me })).toBeVisible();
  });

  test('a sold-out tournament puts the registration on the waiting list', async ({
    page,
    request,
  }) => {
    const waiting = playerName('Wren Waiting');
    await page.goto('/tournaments');
    await panel(page, 'Weekly Tournaments').getByRole('link', { name: 'Sold out' }).first().click();
    // A place that opens is held for a waiting player, so the list is for accounts (0046).
    await expect(
      page.getByText('Join waiting list: Joining the waiting list needs an account'),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Join waiting list' })).toBeDisabled();
    const player = await createUser(request);
    await signIn(page, player);
    await page.goto('/tournaments');
    await panel(page, 'Weekly Tournaments').getByRole('link', { name: 'Sold out' }).first().click();
    await expect(page).toHaveURL(/\/tourRegister\/\d+$/);
    await expect(page.getByText(/This tournament is sold out/)).toBeVisible();
    await addPlayer(page, waiting, 'U400', 'wren@example.com');
    const methods = page.getByRole('radiogroup', { name: '3. Payment' }).getByRole('radio');
    await expect(methods).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'Join waiting list' })).toBeChecked();
    await page.getByRole('button', { name: 'Join the waiting list' }).click();

    await expect(page).toHaveURL(/\/tourRegisterSuccess\/\d+$/);
    await expect(page.getByText('Registered Successfully', { exact: true })).toBeVisible();
    await expect(page.getByText(/You are on the waiting list/)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: waiting })).toBeVisible();
  });
});
