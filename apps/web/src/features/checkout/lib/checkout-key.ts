import { useRef } from 'react';

/**
 * The idempotency key of a page's checkout: the same while what the page sends is the same (`what`,
 * compared as JSON), so a retry is answered with the same order, and a new one once anything
 * changed.
 */
export function useCheckoutKey(): (what: unknown) => string {
  const current = useRef({ key: crypto.randomUUID(), fingerprint: '' });
  return (what) => {
    const fingerprint = JSON.stringify(what);
    if (fingerprint !== current.current.fingerprint) {
      current.current = { key: crypto.randomUUID(), fingerprint };
    }
    return current.current.key;
  };
}
