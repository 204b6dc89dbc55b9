import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.js';

const RowSchema = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });

async function answer(schema: z.ZodType, value: unknown, compileValidators = true) {
  const app = Fastify();
  app.setSerializerCompiler(serializerCompiler({ compileValidators }));
  app.get('/', { schema: { response: { 200: schema } } }, async () => value);
  const res = await app.inject({ url: '/' });
  await app.close();
  return res;
}

describe('response serializer', () => {
  it('never sends a row field the schema does not name, at any depth', async () => {
    const row = { id: 1, name: 'Magnus', note: null, passwordHash: '$argon2id$secret' };
    const res = await answer(z.object({ rows: z.array(RowSchema), one: RowSchema }), {
      rows: [row],
      one: row,
      extra: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('argon2');
    expect(res.json()).toEqual({
      rows: [{ id: 1, name: 'Magnus', note: null }],
      one: { id: 1, name: 'Magnus', note: null },
    });
  });

  it('writes a union answer alike whether its validators are compiled at start-up or on first use', async () => {
    const schema = z.object({
      item: z.discriminatedUnion('type', [
        z.object({ type: z.literal('camp'), week: z.number().int() }),
        z.object({ type: z.literal('tournament'), section: z.string() }),
      ]),
    });
    for (const eager of [true, false]) {
      const res = await answer(schema, { item: { type: 'tournament', section: 'Open' } }, eager);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ item: { type: 'tournament', section: 'Open' } });
    }
  });

  it('refuses an answer missing a required field', async () => {
    const res = await answer(RowSchema, { id: 1, note: null });
    expect(res.statusCode).toBe(500);
  });

  it('keeps zod for a schema JSON Schema cannot say, still stripping unknown fields', async () => {
    const schema = z.object({ at: z.date() });
    const res = await answer(schema, { at: new Date('2026-01-02T03:04:05Z'), secret: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ at: '2026-01-02T03:04:05.000Z' });
  });
});
