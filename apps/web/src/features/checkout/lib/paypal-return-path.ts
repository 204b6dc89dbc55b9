/**
 * Where the PayPal return page sends the payer after the capture, for an order whose page is not
 * known from the order alone (a tournament's success page needs the tournament's id). The page
 * that sends the payer to PayPal remembers it for the order; PayPal returns in the same tab, so
 * session storage still holds it. Without it the return page shows the thanks and the order
 * itself.
 */
const key = (orderRef: string) => `paypal-return:${orderRef}`;

/** Remembers `path` (an address inside the app) for the order about to be approved on PayPal. */
export function rememberPayPalReturn(orderRef: string, path: string): void {
  try {
    sessionStorage.setItem(key(orderRef), path);
  } catch {
    // Storage refused (private mode): the return page shows the order itself.
  }
}

/** The remembered address for the order, when it is one of ours (starts with one slash). */
export function payPalReturnPath(orderRef: string): string | null {
  try {
    const path = sessionStorage.getItem(key(orderRef));
    return path && /^\/(?!\/)/.test(path) ? path : null;
  } catch {
    return null;
  }
}
