import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Writes each response from its zod schema, compiled once per route and status. A schema that
 * JSON Schema can say (most answers) goes through fast-json-stringify: objects are
 * `additionalProperties: false`, so a row field the schema does not name never leaks, and a
 * missing required field is an error. zod's encode-then-JSON.stringify cost a public list about a
 * tenth of its time (docs/decisions/0017). A schema JSON Schema cannot say (transforms, codecs,
 * dates) keeps zod's serializer, which strips and checks the same way.
 *
 * `compileValidators`: the validators a union (`anyOf`, `oneOf`) needs are compiled with the
 * route, at start-up (about 0.8 s more of it), not on the route's first answer: compiled then, they
 * held every other request for 40 to 70 ms (a tournament cart's first order, seen by the soak's
 * /api/health probe). Tests build the app dozens of times and leave it off.
 */
export function serializerCompiler({
  compileValidators,
}: {
  compileValidators: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    let jsonSchema: object;
    try {
      jsonSchema = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7' });
    } catch {
      return zodSerializerCompiler(route);
    }
    return fastJson(jsonSchema, { compileValidators });
  };
}
