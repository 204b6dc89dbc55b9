import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.js';
import { matching, pickColumns } from './columns.js';

const dialect = new PgDialect();

describe('matching', () => {
  it('ANDs one equality per column, and IS NULL for a null value', () => {
    const { sql, params } = dialect.sqlToQuery(
      matching(jobs, { kind: 'backup', state: 'queued', lockedBy: null }),
    );
    expect(sql).toBe('("jobs"."kind" = $1 and "jobs"."state" = $2 and "jobs"."locked_by" is null)');
    expect(params).toEqual(['backup', 'queued']);
  });

  it('refuses a value left undefined and an empty list, which would match every row', () => {
    expect(() => matching(jobs, { kind: undefined })).toThrow('no value for kind');
    expect(() => matching(jobs, {})).toThrow('no columns');
  });
});

describe('pickColumns', () => {
  it('answers the named columns under their field names', () => {
    expect(pickColumns(jobs, ['id', 'lockedBy'])).toEqual({ id: jobs.id, lockedBy: jobs.lockedBy });
  });
});
