// The live benchmark's members, inserted straight into the database with a live session each, and
// their access tokens signed here the way the server signs them (HS256, kid 'env' for a static
// JWT_SECRET; apps/server/src/lib/jwt.ts and signing-keys.ts): logging 2,000 members in would
// mostly measure password hashing and the login rate limit.
import crypto from 'node:crypto';

/** How long the signed access tokens last: longer than any run. */
const TOKEN_SECONDS = 2 * 3600;

/** An access token as apps/server/src/lib/jwt.ts signs it, with the static key's kid 'env'. */
function signToken(secret, claims) {
  const encode = (v) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const input = `${encode({ alg: 'HS256', typ: 'JWT', kid: 'env' })}.${encode(claims)}`;
  const signature = crypto.createHmac('sha256', secret).update(input).digest('base64url');
  return `${input}.${signature}`;
}

/**
 * Inserts `count` members named `prefix`N with `role`, each with one live session; answers them
 * as `{ id, token, sockets: [] }`, the token signed with the server's `jwtSecret`.
 */
export async function insertMembers(client, { prefix, role, count, jwtSecret }) {
  const { rows } = await client.query(
    `insert into users (username, email, password_hash, name, roles)
       select $1 || i, $1 || i || '@bench.invalid', 'not-a-hash', 'Bench ' || $1 || i, array[$2]::text[]
       from generate_series(1, $3::int) as i
     returning id, username`,
    [prefix, role, count],
  );
  const ids = rows.map((r) => r.id);
  const sessions = await client.query(
    `insert into sessions (id, user_id, expires_at)
       select gen_random_uuid(), u, now() + interval '1 day' from unnest($1::int[]) as u
     returning id, user_id`,
    [ids],
  );
  const sid = new Map(sessions.rows.map((r) => [r.user_id, r.id]));
  const now = Math.floor(Date.now() / 1000);
  return ids.map((id) => ({
    id,
    token: signToken(jwtSecret, { sub: id, sid: sid.get(id), iat: now, exp: now + TOKEN_SECONDS }),
    sockets: [],
  }));
}
