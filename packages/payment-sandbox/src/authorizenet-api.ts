import crypto from 'node:crypto';
import type { z } from 'zod';
import type { AuthorizeNetSandboxOptions } from './options.js';

/** The secrets a merchant signs in with: the transaction key, or Accept.js's client key. */
type MerchantKey = 'transactionKey' | 'clientKey';

/**
 * How the embedded Authorize.net sandbox answers (docs/decisions/0010): the JSON API's message
 * envelope, its schema errors and its login check, shared by the transaction and reporting calls.
 */

type Message = { code: string; text: string };

export type ApiAnswer = {
  refId?: string;
  messages: { resultCode: 'Ok' | 'Error'; message: Message[] };
  [element: string]: unknown;
};

/** I00001, the answer to a call that went through. */
export const okMessages = () => ({
  resultCode: 'Ok' as const,
  message: [{ code: 'I00001', text: 'Successful.' }],
});

/** An API-level error: no transactionResponse, like a bad login or a schema error. */
export function apiError(code: string, text: string, refId?: string): ApiAnswer {
  return {
    ...(refId ? { refId } : {}),
    messages: { resultCode: 'Error', message: [{ code, text }] },
  };
}

/** E00003, the schema error: what Authorize.net answers for anything its XSD refuses. */
export const schemaError = (text: string, refId?: string) => apiError('E00003', text, refId);

const elementError = (parent: string, child: string) =>
  schemaError(
    `The element '${parent}' in namespace 'AnetApi/xml/v1/schema/AnetApiSchema.xsd' has invalid child element '${child}'.`,
  );

/** The JSON API is the XML schema in JSON: child elements must come in XSD sequence order. */
function misorderedElement(value: object, order: readonly string[]): string | null {
  let last = -1;
  for (const key of Object.keys(value)) {
    const index = order.indexOf(key);
    if (index <= last) return key;
    last = index;
  }
  return null;
}

/** Where a request broke the schema, in Authorize.net's wording. */
function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const element = issue?.path.map(String).join('.') || 'request';
  return `The '${element}' element is invalid - ${issue?.message ?? 'invalid value'}.`;
}

/** An element as a call reads it: its parsed value, or the schema error the call answers. */
export type ReadElement<T> = { ok: true; value: T } | { ok: false; answer: ApiAnswer };

/**
 * Reads the element `name` as Authorize.net's XSD does: its children in sequence `order` first
 * (then, for each of `children` that is an object, that child's own), then the `schema`. The
 * reader's `refId` goes on the schema error only (a nested element's, once the request's refId
 * is known).
 */
export function elementReader<S extends z.ZodType>(
  name: string,
  order: readonly string[],
  schema: S,
  children: readonly (readonly [string, readonly string[]])[] = [],
) {
  return (value: unknown, refId?: string): ReadElement<z.output<S>> => {
    const element = (value ?? {}) as Record<string, unknown>;
    const misplaced = misorderedElement(element, order);
    if (misplaced) return { ok: false, answer: elementError(name, misplaced) };
    for (const [child, childOrder] of children) {
      const inner = element[child];
      const wrong =
        inner && typeof inner === 'object' ? misorderedElement(inner, childOrder) : null;
      if (wrong) return { ok: false, answer: elementError(child, wrong) };
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      return { ok: false, answer: schemaError(describeIssue(parsed.error), refId) };
    }
    return { ok: true, value: parsed.data };
  };
}

const sameSecret = (given: string | undefined, expected: string) => {
  const a = crypto
    .createHash('sha256')
    .update(given ?? '')
    .digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return given !== undefined && crypto.timingSafeEqual(a, b);
};

/**
 * E00007 unless the request's merchantAuthentication has the configured login id and `key`'s
 * secret (the transaction key, or Accept.js's public client key); null when it does.
 */
export function refuseLogin(
  config: AuthorizeNetSandboxOptions,
  auth: { name: string } & Partial<Record<MerchantKey, string>>,
  key: MerchantKey,
  refId?: string,
): ApiAnswer | null {
  if (auth.name === config.apiLoginId && sameSecret(auth[key], config[key])) return null;
  return apiError(
    'E00007',
    'User authentication failed due to invalid authentication values.',
    refId,
  );
}
