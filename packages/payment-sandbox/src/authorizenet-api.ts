import crypto from 'node:crypto';
import type { z } from 'zod';

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

export const elementError = (parent: string, child: string) =>
  schemaError(
    `The element '${parent}' in namespace 'AnetApi/xml/v1/schema/AnetApiSchema.xsd' has invalid child element '${child}'.`,
  );

/** The JSON API is the XML schema in JSON: child elements must come in XSD sequence order. */
export function misorderedElement(value: object, order: readonly string[]): string | null {
  let last = -1;
  for (const key of Object.keys(value)) {
    const index = order.indexOf(key);
    if (index <= last) return key;
    last = index;
  }
  return null;
}

/** Where a request broke the schema, in Authorize.net's wording. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const element = issue?.path.map(String).join('.') || 'request';
  return `The '${element}' element is invalid - ${issue?.message ?? 'invalid value'}.`;
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
 * E00007 unless the merchant's login id and secret (the transaction key, or Accept.js's public
 * client key) are the configured ones; null when they are.
 */
export function refuseLogin(
  loginId: string,
  secret: string,
  given: { name: string },
  givenSecret: string | undefined,
  refId?: string,
): ApiAnswer | null {
  if (given.name === loginId && sameSecret(givenSecret, secret)) return null;
  return apiError(
    'E00007',
    'User authentication failed due to invalid authentication values.',
    refId,
  );
}
