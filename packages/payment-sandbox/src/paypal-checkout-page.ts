import { decimalToCents, formatCents } from '@kingside/shared';
import type { FastifyReply } from 'fastify';
import { bodyOf, experienceOf, PAYPAL_SANDBOX_PREFIX, type OrderRow } from './paypal-orders.js';

/** The approval page that stands in for PayPal's checkout, and the way back to the merchant. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PAGE_STYLE = `
  body { font-family: system-ui, sans-serif; background: #f5f7fa; color: #1b1f23; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
  h1 { color: #003087; font-size: 1.5rem; margin-top: 0; }
  .note { background: #fff4ce; padding: 0.5rem 0.75rem; border-radius: 6px; font-size: 0.875rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
  dt { color: #545d68; } dd { margin: 0; font-weight: 600; }
  form { margin: 0.75rem 0 0; }
  button { width: 100%; padding: 0.75rem; border-radius: 24px; font-size: 1rem; cursor: pointer;
           border: 1px solid #0070ba; background: #0070ba; color: #fff; font-weight: 600; }
  button.secondary { background: #fff; color: #0070ba; }
`;

/** A complete HTML page titled "PayPal Sandbox"; `body` must already be escaped. */
export const page = (body: string) =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PayPal Sandbox</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>PayPal Sandbox</h1>
<p class="note">Test payments only: no money moves.</p>
${body}
</main>
</body>
</html>
`;

export function approvalPage(row: OrderRow): string {
  const body = bodyOf(row);
  const unit = body.purchase_units[0];
  const description = unit?.description ?? unit?.items?.map((i) => i.name).join(', ') ?? 'Payment';
  const merchant = experienceOf(body)?.brand_name;
  const cents = decimalToCents(row.amountValue) ?? 0;
  const details = `<dl>
${merchant ? `<dt>Merchant</dt><dd>${escapeHtml(merchant)}</dd>` : ''}
<dt>For</dt><dd>${escapeHtml(description)}</dd>
<dt>Amount</dt><dd>${escapeHtml(`${formatCents(cents)} ${row.currencyCode}`)}</dd>
</dl>`;
  if (row.status === 'COMPLETED') return page(`${details}\n<p>This payment has been made.</p>`);
  const action = `${PAYPAL_SANDBOX_PREFIX}/checkoutnow/${encodeURIComponent(row.id)}`;
  return page(`${details}
<form method="post" action="${escapeHtml(`${action}/approve`)}"><button type="submit">Pay Now</button></form>
<form method="post" action="${escapeHtml(`${action}/cancel`)}"><button type="submit" class="secondary">Cancel and return</button></form>`);
}

export const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);

/** `url` with the query parameters PayPal appends on the way back to the merchant. */
export function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.href;
}
