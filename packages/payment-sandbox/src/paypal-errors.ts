import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** PayPal's error answers: their shape, the stock ones, and a zod failure worded as PayPal does. */

type Issue = { issue: string; description: string; field?: string; location?: string };
export type PayPalError = {
  status: number;
  name: string;
  message: string;
  details: Issue[];
  links?: { href: string; rel: string; method: string }[];
};

export const unprocessable = (issue: string, description: string, field?: string): PayPalError => ({
  status: 422,
  name: 'UNPROCESSABLE_ENTITY',
  message:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  details: [{ ...(field ? { field, location: 'body' } : {}), issue, description }],
});

export const invalidRequest = (issue: string, description: string, field: string): PayPalError => ({
  status: 400,
  name: 'INVALID_REQUEST',
  message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  details: [{ field, location: 'body', issue, description }],
});

export const NOT_FOUND: PayPalError = {
  status: 404,
  name: 'RESOURCE_NOT_FOUND',
  message: 'The specified resource does not exist.',
  details: [
    {
      issue: 'INVALID_RESOURCE_ID',
      description:
        'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ],
};

export const DESCRIPTIONS = {
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ORDER_ALREADY_CAPTURED:
    "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  TRANSACTION_REFUSED: 'The request was refused.',
} as const;

export const describe = (issue: string): string =>
  Object.hasOwn(DESCRIPTIONS, issue)
    ? DESCRIPTIONS[issue as keyof typeof DESCRIPTIONS]
    : 'Mocked by PayPal-Mock-Response.';

export function sendError(reply: FastifyReply, error: PayPalError) {
  const { status, ...body } = error;
  return reply
    .status(status)
    .send({ ...body, debug_id: crypto.randomBytes(7).toString('hex').slice(0, 13) });
}

/** A zod failure as PayPal words it: the JSON pointer of the field and a stable issue. */
export function schemaError(error: z.ZodError): PayPalError {
  const issue = error.issues[0];
  const field = `/${(issue?.path ?? []).map(String).join('/')}`;
  const missing = issue?.code === 'invalid_type' && issue.message.includes('undefined');
  return invalidRequest(
    missing ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
    issue?.message ?? 'A parameter value is not valid.',
    field,
  );
}
