import { afterEach, describe, expect, it } from 'vitest';
import { loadAcceptJs, tokenizeCard } from '@/features/checkout/lib/accept';
import {
  acceptError,
  buildPaymentsConfig,
  installFakeAccept,
  removeFakeAccept,
  TOKEN,
} from '@/features/checkout/test/checkout-fakes';

const config = buildPaymentsConfig().card;
const card = { cardNumber: '4111-1111-1111-1111', expirationDate: '7/39', cardCode: ' 999 ' };

const scripts = (url = config.acceptJsUrl) =>
  document.head.querySelectorAll(`script[src="${url}"]`);

afterEach(() => {
  removeFakeAccept();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('loadAcceptJs', () => {
  it('adds the gateway script once and resolves with window.Accept when it loads', async () => {
    const first = loadAcceptJs(config.acceptJsUrl);
    const second = loadAcceptJs(config.acceptJsUrl);
    expect(scripts()).toHaveLength(1);

    installFakeAccept();
    scripts()[0]?.dispatchEvent(new Event('load'));

    expect(await first).toBe(window.Accept);
    expect(await second).toBe(window.Accept);
  });

  it('rejects when the script fails to load, and tries again on the next call', async () => {
    // Its own URL: the first test's load is cached for the page's life.
    const url = '/other/Accept.js';
    const failed = loadAcceptJs(url);
    scripts(url)[0]?.dispatchEvent(new Event('error'));

    await expect(failed).rejects.toThrow('The card payment service could not be loaded.');
    expect(scripts(url)).toHaveLength(0);
    void loadAcceptJs(url).catch(() => {});
    expect(scripts(url)).toHaveLength(1);
  });
});

describe('tokenizeCard', () => {
  it('sends the card to the gateway with the client key and resolves with the token', async () => {
    const dispatchData = installFakeAccept();

    await expect(tokenizeCard(card, config)).resolves.toEqual(TOKEN);

    expect(dispatchData.mock.calls[0]?.[0]).toEqual({
      authData: { clientKey: 'client-key', apiLoginID: 'login-id' },
      cardData: { cardNumber: '4111111111111111', month: '07', year: '2039', cardCode: '999' },
    });
  });

  it("rejects with the gateway's first message when it refuses the card", async () => {
    installFakeAccept(acceptError('The card code is invalid.'));

    await expect(tokenizeCard(card, config)).rejects.toThrow('The card code is invalid.');
  });

  it('refuses an expired card before calling the gateway', async () => {
    const dispatchData = installFakeAccept();

    await expect(tokenizeCard({ ...card, expirationDate: '01/20' }, config)).rejects.toThrow(
      'Enter a current expiration date as MM/YY.',
    );
    expect(dispatchData).not.toHaveBeenCalled();
  });
});
