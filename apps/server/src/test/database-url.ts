/**
 * The PostgreSQL pass of the API suite runs its test files in parallel, one database per Vitest
 * worker: global-setup.ts migrates and seeds TEST_DATABASE_URL once and copies it for each worker
 * (CREATE DATABASE … TEMPLATE), so tests that count rows never see another file's writes.
 */
export function workerDatabaseName(baseName: string, poolId: number): string {
  return `${baseName}_w${poolId}`;
}

/** This worker's copy of TEST_DATABASE_URL, or undefined when the suite runs on PGlite. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const base = env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  const poolId = Number(env.VITEST_POOL_ID ?? 1);
  url.pathname = `/${workerDatabaseName(decodeURIComponent(url.pathname.slice(1)), poolId)}`;
  return url.toString();
}
