import { dateKeyIn, normalizeExpiration, type PaymentsConfig } from '@kingside/shared';
import type { AcceptJs, AcceptOpaqueData } from '@/features/checkout/lib/accept-js';

/** The card as typed by the payer; it goes to the gateway only, never to our server. */
export type CardInput = {
  cardNumber: string;
  /** MM/YY (MM/YYYY also accepted). */
  expirationDate: string;
  cardCode: string;
  /** Billing ZIP, when given: the gateway's address check uses it. */
  zip?: string | null;
  /** Cardholder name, when given. */
  fullName?: string | null;
};

export type CardConfig = PaymentsConfig['card'];

const loading = new Map<string, Promise<AcceptJs>>();

/**
 * Loads the gateway script from `url` once per page (later calls share the first load) and
 * resolves with `window.Accept`. A failed load is forgotten, so a retry adds the script again.
 */
export function loadAcceptJs(url: string): Promise<AcceptJs> {
  if (window.Accept) return Promise.resolve(window.Accept);
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<AcceptJs>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.charset = 'utf-8';
      script.addEventListener('load', () => {
        if (window.Accept) resolve(window.Accept);
        else fail();
      });
      script.addEventListener('error', fail);
      function fail() {
        loading.delete(url);
        script.remove();
        reject(new Error('The card payment service could not be loaded. Please try again.'));
      }
      document.head.append(script);
    });
    loading.set(url, promise);
  }
  return promise;
}

/**
 * Sends the card to the gateway from the browser (Accept.js) and resolves with the one-time
 * token our server charges; rejects with the gateway's first message when it refuses the card.
 */
export async function tokenizeCard(card: CardInput, config: CardConfig): Promise<AcceptOpaqueData> {
  const expiration = normalizeExpiration(card.expirationDate, dateKeyIn(new Date()));
  if (!expiration) throw new Error('Enter a current expiration date as MM/YY.');
  const [year = '', month = ''] = expiration.split('-');
  const accept = await loadAcceptJs(config.acceptJsUrl);
  return new Promise((resolve, reject) => {
    accept.dispatchData(
      {
        authData: { clientKey: config.clientKey, apiLoginID: config.apiLoginId },
        cardData: {
          cardNumber: card.cardNumber.replace(/[\s-]/g, ''),
          month,
          year,
          cardCode: card.cardCode.trim(),
          ...(card.zip ? { zip: card.zip } : {}),
          ...(card.fullName ? { fullName: card.fullName } : {}),
        },
      },
      (response) => {
        if (response.messages.resultCode === 'Error' || !response.opaqueData) {
          const text = response.messages.message[0]?.text;
          reject(new Error(text ?? 'The card could not be read. Please check it and try again.'));
        } else {
          resolve(response.opaqueData);
        }
      },
    );
  });
}
