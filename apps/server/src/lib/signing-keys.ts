import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signingKeys } from '../db/schema.js';

export type SigningKey = {
  /** Names the key in a token's header. */
  kid: string;
  secret: string;
  /** Tokens signed with it are refused after this; null while it is current. */
  retiresAt: Date | null;
};

/**
 * The secrets that sign access tokens (and newsletter unsubscribe links), the same in every server
 * process (docs/decisions/0013). The newest key signs; older keys verify until they retire.
 */
export type KeyRing = {
  /** The key new tokens are signed with. */
  current(): SigningKey;
  /** The key a token names, if it is still accepted. An unknown kid reloads once: another process may have rotated. */
  find(kid: string | undefined, now?: Date): Promise<SigningKey | undefined>;
  /** Every key, retired ones too: for signatures meant to last (unsubscribe links). */
  all(): SigningKey[];
  close(): void;
};

const newSecret = () => crypto.randomBytes(48).toString('base64url');
const newKid = () => crypto.randomBytes(6).toString('hex');
/** How often a process re-reads the keys, so a rotation elsewhere reaches it. */
const RELOAD_INTERVAL_MS = 60_000;
/** An unknown kid triggers at most one reload this often (a forged kid must not hammer the database). */
const UNKNOWN_KID_RELOAD_MS = 5_000;

function ring(keys: () => SigningKey[], reload: () => Promise<void>, close = () => {}): KeyRing {
  let lastReload = 0;
  const accepted = (key: SigningKey | undefined, now: Date) =>
    key && (key.retiresAt === null || key.retiresAt > now) ? key : undefined;
  return {
    current: () => keys()[keys().length - 1]!,
    async find(kid, now = new Date()) {
      // A token from before key ids existed names none: it can only be the oldest key.
      const lookup = () => (kid === undefined ? keys()[0] : keys().find((k) => k.kid === kid));
      let key = lookup();
      if (!key && Date.now() - lastReload > UNKNOWN_KID_RELOAD_MS) {
        lastReload = Date.now();
        await reload();
        key = lookup();
      }
      return accepted(key, now);
    },
    all: () => keys(),
    close,
  };
}

/** A fixed ring from JWT_SECRET (and JWT_SECRET_PREVIOUS, accepted while it is set). */
export function staticKeyRing(secret: string, previous?: string): KeyRing {
  const keys: SigningKey[] = [
    ...(previous ? [{ kid: 'env-previous', secret: previous, retiresAt: null }] : []),
    { kid: 'env', secret, retiresAt: null },
  ];
  return ring(
    () => keys,
    async () => {},
  );
}

async function readKeys(db: Db): Promise<SigningKey[]> {
  const rows = await db.select().from(signingKeys).orderBy(asc(signingKeys.id));
  return rows.map((r) => ({ kid: r.kid, secret: r.secret, retiresAt: r.retiresAt }));
}

/**
 * The keys kept in the database, created on the first start. A secret an older version generated
 * into DATA_DIR/jwt-secret becomes the first key, so sessions survive the upgrade.
 */
export async function databaseKeyRing(db: Db, dataDir: string | null): Promise<KeyRing> {
  let keys = await readKeys(db);
  if (keys.length === 0) {
    const legacy = dataDir ? path.join(dataDir, 'jwt-secret') : null;
    const secret =
      legacy && fs.existsSync(legacy) ? fs.readFileSync(legacy, 'utf8').trim() : newSecret();
    // Two processes starting at once on a new database: the unique kid lets one insert win.
    await db.insert(signingKeys).values({ kid: 'initial', secret }).onConflictDoNothing();
    keys = await readKeys(db);
  }
  const reload = async () => {
    const fresh = await readKeys(db);
    if (fresh.length > 0) keys = fresh;
  };
  const timer = setInterval(() => void reload().catch(() => undefined), RELOAD_INTERVAL_MS);
  timer.unref();
  return ring(
    () => keys,
    reload,
    () => clearInterval(timer),
  );
}

/**
 * Adds a new current key; the previous current key keeps verifying for `graceSeconds` (at least a
 * token's lifetime, so nobody is logged out by a rotation). Answers the new key's id.
 */
export async function rotateSigningKey(db: Db, graceSeconds: number): Promise<string> {
  const kid = newKid();
  await db.transaction(async (tx) => {
    await tx
      .update(signingKeys)
      .set({ retiresAt: new Date(Date.now() + graceSeconds * 1000) })
      .where(isNull(signingKeys.retiresAt));
    await tx.insert(signingKeys).values({ kid, secret: newSecret() });
  });
  return kid;
}
