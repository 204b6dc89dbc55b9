import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AuthorizeNetContext } from './options.js';
import { schemaError, type ApiAnswer } from './authorizenet-api.js';
import { ACCEPT_JS } from './authorizenet-accept-js.js';
import { REPORTING_REQUESTS } from './authorizenet-reporting.js';
import { tokenize } from './authorizenet-tokens.js';
import { createTransaction } from './authorizenet-transactions.js';

/**
 * The embedded Authorize.net sandbox (docs/decisions/0010): the JSON API's
 * securePaymentContainerRequest (what Accept.js posts) and createTransactionRequest, plus a
 * look-alike Accept.js. It keeps what Authorize.net would show a merchant, never a full card
 * number or card code, and answers like the real service: HTTP 200, a UTF-8 BOM, then JSON.
 */

export const AUTHNET_SANDBOX_API_PATH = '/sandbox/authorizenet/xml/v1/request.api';
export const AUTHNET_SANDBOX_ACCEPT_JS_PATH = '/sandbox/authorizenet/v1/Accept.js';

/** Sends an answer as Authorize.net does: a UTF-8 byte-order mark before the JSON. */
function sendAnswer(reply: FastifyReply, answer: ApiAnswer) {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .send(`\uFEFF${JSON.stringify(answer)}`);
}

/** One API call: the body's only element names the request. */
async function answerApiRequest(ctx: AuthorizeNetContext, raw: string): Promise<ApiAnswer> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch {
    return schemaError('The request is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return schemaError('The request has no root element.');
  }
  const entries = Object.entries(parsed);
  const [name, body] = entries[0] ?? ['', undefined];
  if (entries.length !== 1) return schemaError('The request must have exactly one root element.');
  if (name === 'securePaymentContainerRequest') return tokenize(ctx, body);
  if (name === 'createTransactionRequest') return createTransaction(ctx, body);
  const report = Object.hasOwn(REPORTING_REQUESTS, name) ? REPORTING_REQUESTS[name] : undefined;
  if (report) return report(ctx, body);
  return schemaError(
    `The element '${name}' in namespace 'AnetApi/xml/v1/schema/AnetApiSchema.xsd' is invalid.`,
  );
}

/** The Authorize.net look-alike: its JSON API endpoint and Accept.js. */
const authorizeNetSandbox: FastifyPluginAsync<{ ctx: AuthorizeNetContext }> = async (
  app,
  { ctx },
) => {
  // The handler parses the body itself, so a malformed request gets Authorize.net's E00003 answer.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(AUTHNET_SANDBOX_API_PATH, { schema: { hide: true } }, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    return sendAnswer(reply, await answerApiRequest(ctx, raw));
  });

  app.get(AUTHNET_SANDBOX_ACCEPT_JS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(ACCEPT_JS),
  );
};

export default authorizeNetSandbox;
