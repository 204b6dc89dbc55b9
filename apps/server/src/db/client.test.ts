import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { rowsOf } from './rows.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-client-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the embedded database on a data directory', () => {
  it('makes new WAL segments without writing them full of zeros in the server’s thread', async () => {
    const database = await openDatabase({ dataDir: tmp });
    try {
      const [row] = rowsOf<{ wal_init_zero: string }>(
        await database.db.execute(sql`show wal_init_zero`),
      );
      expect(row?.wal_init_zero).toBe('off');
    } finally {
      await database.close();
    }
  }, 60_000);
});
