import { MESSAGES, type ApiError } from '@kingside/shared';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

/** One error path: every failure answers { code, message, fieldErrors? }; 5xx hide their details. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          (issue.params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path?.join('.') ||
          '_';
        (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      const body: ApiError = {
        code: 'VALIDATION_ERROR',
        message: MESSAGES.invalidRequest,
        fieldErrors,
      };
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: ApiError = { code: error.code, message: error.message };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
      return reply
        .status(status)
        .send({ code: error.code ?? 'BAD_REQUEST', message: error.message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ code: 'INTERNAL_ERROR', message: MESSAGES.serverError } satisfies ApiError);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
