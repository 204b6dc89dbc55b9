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
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7' });
  } catch {
    return zodSerializerCompiler(route);
  }
  return fastJson(jsonSchema);
};
