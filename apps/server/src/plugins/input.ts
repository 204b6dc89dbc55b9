import { MESSAGES } from '@kingside/shared';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';

type Step = { key: string; parent: Step | null };
const pathOf = (step: Step | null): string[] => {
  const keys: string[] = [];
  for (let s = step; s; s = s.parent) keys.push(s.key);
  return keys.reverse();
};

/** Paths (dot-joined, like the validation errors) of every string or key holding a NUL. */
export function findNulStrings(value: unknown): string[] {
  const found: string[] = [];
  // Iterative, with parent links rather than copied paths: a deeply nested body must neither
  // overflow the stack nor cost time quadratic in its depth.
  const stack: [unknown, Step | null][] = [[value, null]];
  while (stack.length > 0 && found.length < 20) {
    const [node, at] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) found.push(pathOf(at).join('.') || '_');
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
        if (key.includes('\u0000')) found.push([...pathOf(at), '_key'].join('.'));
        else stack.push([child, { key, parent: at }]);
      }
    }
  }
  return found;
}

/**
 * PostgreSQL text cannot hold U+0000, and no form has a reason to send it: every string of every
 * request (path parameters, query string, body) is refused with a 400 before validation, so a NUL
 * never reaches a query (where it used to fail as a 500).
 */
async function inputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...findNulStrings(request.params),
      ...findNulStrings(request.query),
      ...findNulStrings(request.body),
    ];
    if (fields.length === 0) return;
    throw badRequest(
      'VALIDATION_ERROR',
      MESSAGES.invalidRequest,
      Object.fromEntries(fields.map((f) => [f, [MESSAGES.nulCharacter]])),
    );
  });
}

export default fp(inputPlugin, { name: 'input' });
