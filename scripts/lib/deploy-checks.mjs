// The checks of `npm run test:deploy` (scripts/test-deploy.mjs), made through the proxy at `base`
// as a member's browser would make them. Each answers { name, ok, detail }.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import zlib from 'node:zlib';
import { Chess } from 'chess.js';
import { io } from 'socket.io-client';

const LIVE_SOCKET_PATH = '/api/live/socket';
const AUTHNET_SANDBOX = '/sandbox/authorizenet/xml/v1/request.api';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The most a player may stay disconnected during the rolling restart (issue 35). */
const MAX_DISCONNECTED_MS = 5_000;

export async function deployChecks({
  base,
  ca,
  rootCaFile,
  metricsPorts,
  mailbox,
  accessLog,
  restart,
  runUnit,
}) {
  const results = [];
  const check = (name, ok, detail = '') => {
    results.push({ name, ok: Boolean(ok), detail });
    return Boolean(ok);
  };
  const agent = new https.Agent({ ca, keepAlive: true });

  /** An HTTPS request through the proxy, trusting Caddy's CA: status, headers, body text. */
  function request(method, url, { body, token, headers = {} } = {}) {
    return new Promise((resolve, reject) => {
      const req = https.request(
        new URL(url, base),
        {
          method,
          agent,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            let raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            if (encoding === 'gzip') raw = zlib.gunzipSync(raw);
            else if (encoding === 'br') raw = zlib.brotliDecompressSync(raw);
            const text = encoding === 'zstd' ? '' : raw.toString('utf8');
            let json = null;
            try {
              json = JSON.parse(text);
            } catch {
              // not JSON
            }
            resolve({ status: res.statusCode, headers: res.headers, text, json });
          });
        },
      );
      req.on('error', reject);
      if (body !== undefined) req.end(JSON.stringify(body));
      else req.end();
    });
  }

  // 1. HTTPS and HTTP/2, with the certificate of Caddy's own CA (a real domain gets Let's Encrypt's).
  const curl = spawnSync(
    'curl',
    [
      '--cacert',
      rootCaFile,
      '-s',
      '-o',
      '/dev/null',
      '-w',
      '%{http_version} %{http_code}',
      `${base}/api/health`,
    ],
    { encoding: 'utf8' },
  );
  check(
    'HTTPS with HTTP/2 through Caddy',
    curl.stdout === '2 200',
    `curl: ${curl.stdout || curl.stderr}`,
  );

  // 2. Compression and headers, as served through the proxy.
  const home = await request('GET', '/', { headers: { 'accept-encoding': 'gzip' } });
  check(
    'the home page, server-rendered',
    home.status === 200 && /<html/i.test(home.text),
    `status ${home.status}`,
  );
  check(
    'compressed',
    home.headers['content-encoding'] === 'gzip',
    `content-encoding ${home.headers['content-encoding']}`,
  );
  const security = {
    'content-security-policy': /default-src 'self'/,
    'strict-transport-security': /max-age=\d+/,
    'x-content-type-options': /^nosniff$/,
    'referrer-policy': /./,
    'x-frame-options': /./,
  };
  const missing = Object.entries(security)
    .filter(([name, pattern]) => !pattern.test(home.headers[name] ?? ''))
    .map(([name]) => name);
  check(
    'security headers',
    missing.length === 0,
    missing.length ? `missing ${missing.join(', ')}` : Object.keys(security).join(', '),
  );
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1];
  const assetRes = asset
    ? await request('GET', asset, { headers: { 'accept-encoding': 'gzip' } })
    : null;
  check(
    'a built asset is kept for a year',
    assetRes?.status === 200 &&
      /max-age=31536000/.test(assetRes.headers['cache-control'] ?? '') &&
      /immutable/.test(assetRes.headers['cache-control'] ?? ''),
    `${asset}: ${assetRes?.headers['cache-control']}`,
  );

  // 3. Sign-in.
  const login = async (username) => {
    const res = await request('POST', '/api/authenticate', {
      body: { username, password: 'chessclub' },
    });
    if (res.status !== 200) throw new Error(`sign-in of ${username}: ${res.status} ${res.text}`);
    return res.json.accessToken;
  };
  const adminToken = await login('admin');
  check('sign-in', Boolean(adminToken));
  const profile = await request('GET', '/api/profile', { token: adminToken });
  check(
    'personal answers are not kept by browsers or proxies',
    profile.status === 200 && profile.headers['cache-control'] === 'no-store',
    `GET /api/profile: ${profile.headers['cache-control']}`,
  );
  const coaches = await request('GET', '/api/coaches');
  check(
    'public lists revalidate with an ETag',
    /no-cache/.test(coaches.headers['cache-control'] ?? '') && Boolean(coaches.headers.etag),
    `GET /api/coaches: ${coaches.headers['cache-control']}, etag ${coaches.headers.etag ? 'yes' : 'no'}`,
  );

  // 4. A camp registration paid with the sandbox card, and its receipt mailed through SMTP.
  const paid = await campRegistration(request);
  check('a camp registration paid with the sandbox card', paid.ok, paid.detail);
  if (paid.email) {
    let receipt = null;
    for (let i = 0; i < 40 && !receipt; i++) {
      const mails = await fetch(mailbox).then((r) => r.json());
      receipt = mails.find((m) => m.to === paid.email);
      if (!receipt) await sleep(250);
    }
    check(
      'its receipt sent through the SMTP server',
      Boolean(receipt),
      receipt ? receipt.subject : 'no mail',
    );
  }

  // 5. Metrics on each process's own port, never through the proxy. A burst of requests at once
  // (the proxy sends each to the process with the fewest under way) is shared between them. The
  // proxy leaves out a process its health check has not yet found ready (checked every second), so
  // a burst is tried again for up to 10 s before the check fails.
  // Members' requests, not the proxy's health checks (which every process answers every second).
  const memberRequests = (text) =>
    sumOf(
      text,
      /^kingside_http_request_duration_seconds_count\{(?![^}]*route="\/api\/health")[^}]*\} (\d+)/gm,
    );
  let scrapes;
  let requests;
  let bursts = 0;
  const until = Date.now() + 10_000;
  do {
    if (bursts++ > 0) await sleep(1_000);
    await Promise.all(Array.from({ length: 24 }, () => request('GET', '/api/coaches')));
    scrapes = await Promise.all(
      metricsPorts.map((port) => fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text())),
    );
    requests = scrapes.map(memberRequests);
  } while (requests.some((n) => n === 0) && Date.now() < until);
  check(
    'metrics on each process, the requests shared between them',
    requests.every((n) => n > 0) &&
      scrapes.every((t) => t.includes('kingside_db_pool_connections')),
    `requests counted: ${requests.join(' and ')}${bursts > 1 ? ` (after ${bursts} bursts)` : ''}`,
  );
  const proxied = await request('GET', '/metrics');
  check(
    'no metrics through the proxy',
    !proxied.text.includes('kingside_http_request'),
    `status ${proxied.status}`,
  );

  // 6. A live game across the two processes, and a rolling restart of both while it goes on.
  const live = await liveGameAcrossRestarts({ base, ca, login, request, metricsPorts, restart });
  for (const r of live) check(r.name, r.ok, r.detail);

  // 7. The nightly backup and the monthly restore drill as their systemd units run them, and what
  // the admin home says of them.
  const backup = await runUnit('kingside-backup.service');
  check(
    'the nightly backup, as its unit runs it',
    backup.code === 0 && /PostgreSQL backup written/.test(backup.output),
    /PostgreSQL backup written to \S+/.exec(backup.output)?.[0] ?? backup.output.trim(),
  );
  const drill = await runUnit('kingside-restore-drill.service');
  check(
    'the restore drill, as its unit runs it',
    drill.code === 0,
    /^(PASSED|FAILED).*$/m.exec(drill.output)?.[0] ?? drill.output.trim(),
  );
  const summary = (await request('GET', '/api/admin/summary', { token: adminToken })).json;
  check(
    'the admin home shows the backup and the drill',
    Boolean(summary?.backups?.lastGoodBackupAt) && summary?.backups?.lastDrill?.ok === true,
    `newest backup ${summary?.backups?.lastGoodBackupAt}; drill ${summary?.backups?.lastDrill?.ok ? 'passed' : 'not passed'}`,
  );

  const logged = fs.existsSync(accessLog)
    ? fs.readFileSync(accessLog, 'utf8').trim().split('\n')
    : [];
  check(
    'the proxy logs each request as a JSON line',
    logged.length > 10 && JSON.parse(logged[0]).request,
    `${logged.length} lines`,
  );
  agent.destroy();
  return results;
}

const sumOf = (text, pattern) => [...text.matchAll(pattern)].reduce((n, m) => n + Number(m[1]), 0);

/** Registers a child for the first camp week with places, pays by card: { ok, detail, email }. */
async function campRegistration(request) {
  const names = (await request('GET', '/api/campEvents/eventNames')).json ?? [];
  for (const eventName of names) {
    const slots =
      (
        await request(
          'GET',
          `/api/campEvents/eventSlots?eventName=${encodeURIComponent(eventName)}`,
        )
      ).json ?? [];
    for (const eventSlot of slots) {
      const detail = (
        await request(
          'GET',
          `/api/campEvents/eventDetail?eventName=${encodeURIComponent(eventName)}&eventSlot=${encodeURIComponent(eventSlot)}`,
        )
      ).json;
      if (!detail || detail.seatsLeft < 1) continue;
      const email = `deploy-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const cart = await request('POST', '/api/cart', {
        body: {
          idempotencyKey: crypto.randomUUID(),
          cartItems: [
            {
              registration: {
                studentName: 'Ada Pawn',
                parentName: 'Grace Pawn',
                email,
                phoneNumber: '555-0100',
                eventId: detail.id,
              },
              itemTotal: detail.eventPrice,
            },
          ],
          cartTotal: detail.eventPrice,
          paymentMethod: 'creditCard',
        },
      });
      if (cart.status !== 201)
        return { ok: false, detail: `POST /api/cart: ${cart.status} ${cart.text}` };
      const { orderRef } = cart.json.order;
      const config = (await request('GET', '/api/payments/config')).json;
      // Accept.js's call, straight to the (embedded) gateway: the card never reaches our API.
      const token = await request('POST', AUTHNET_SANDBOX, {
        body: {
          securePaymentContainerRequest: {
            merchantAuthentication: {
              name: config.card.apiLoginId,
              clientKey: config.card.clientKey,
            },
            data: {
              type: 'TOKEN',
              id: crypto.randomUUID(),
              token: { cardNumber: '4111111111111111', expirationDate: '1230', cardCode: '123' },
            },
          },
        },
      });
      const opaqueData = JSON.parse(token.text.replace(/^\uFEFF/, '')).opaqueData;
      const charge = await request('POST', '/api/authorizenet/charge', {
        body: {
          idempotencyKey: crypto.randomUUID(),
          orderRef,
          description: 'Summer camp',
          opaqueData,
          billToZip: '75024',
        },
      });
      const order = await request('GET', `/api/orders/${orderRef}`);
      return {
        ok: charge.status === 200 && order.json?.status === 'paid',
        detail: `${eventName} ${eventSlot}, $${(detail.eventPrice / 100).toFixed(2)}: charge ${charge.status}, order ${order.json?.status}`,
        email,
      };
    }
  }
  return { ok: false, detail: 'no camp week has a place' };
}

/** A live socket through the proxy that reconnects by itself, with its disconnections timed. */
function liveSocket(base, ca, token) {
  const socket = io(base, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    ca,
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  socket.gaps = [];
  socket.told = 0;
  let down = null;
  socket.on('disconnect', () => (down = Date.now()));
  socket.on('connect', () => {
    if (down !== null) socket.gaps.push(Date.now() - down);
    down = null;
  });
  socket.on('server:restarting', () => socket.told++);
  socket.downFor = () => (down === null ? 0 : Date.now() - down);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function liveSocketsPerProcess(metricsPorts) {
  const scrapes = await Promise.all(
    metricsPorts.map((port) => fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text())),
  );
  return scrapes.map((text) => Number(/^kingside_live_sockets (\d+)/m.exec(text)?.[1] ?? -1));
}

async function liveGameAcrossRestarts({ base, ca, login, request, metricsPorts, restart }) {
  const out = [];
  const [coachToken, studentToken] = [await login('coach'), await login('student')];
  const ids = await Promise.all(
    [coachToken, studentToken].map(
      async (token) => (await request('GET', '/api/profile', { token })).json.id,
    ),
  );
  const a = await liveSocket(base, ca, coachToken);
  let b = await liveSocket(base, ca, studentToken);
  // The proxy sends the second player to the other process (least connections); make sure.
  let perProcess = await liveSocketsPerProcess(metricsPorts);
  for (let i = 0; i < 10 && !perProcess.every((n) => n === 1); i++) {
    b.close();
    b = await liveSocket(base, ca, studentToken);
    await sleep(200);
    perProcess = await liveSocketsPerProcess(metricsPorts);
  }
  out.push({
    name: 'two players connected through the proxy to different processes',
    ok: perProcess.every((n) => n === 1),
    detail: `live sockets per process: ${perProcess.join(', ')}`,
  });
  const ack = async (socket, event, data, timeoutMs = 5_000) =>
    socket.timeout(timeoutMs).emitWithAck(event, data);
  const received = new Promise((resolve) => b.once('challenge:received', resolve));
  const challenge = await ack(a, 'challenge:create', { to: ids[1], timeControl: 'untimed' });
  if (!challenge.ok) throw new Error(`challenge: ${challenge.message}`);
  await received;
  const accepted = await ack(b, 'challenge:accept', { id: challenge.data.id });
  if (!accepted.ok) throw new Error(`accept: ${accepted.message}`);
  let view = accepted.data;
  const gameId = view.id;
  const sockets = {
    [view.white.id]: ids[0] === view.white.id ? a : b,
    [view.black.id]: ids[0] === view.black.id ? a : b,
  };

  // Moves every 150 ms, by whoever's turn it is, until told to stop; a move whose answer does not
  // come (its process stopped) is asked for again once the player is back, from the game's state.
  const acked = [];
  let refused = 0;
  let stop = false;
  let longestStall = 0;
  const playing = (async () => {
    let lastAck = Date.now();
    while (!stop && view.status === 'started') {
      const mover = sockets[view.turn === 'white' ? view.white.id : view.black.id];
      if (!mover.connected) {
        await sleep(50);
        continue;
      }
      const legal = new Chess(view.fen).moves({ verbose: true });
      const m = legal[(view.ply * 7919) % legal.length];
      const uci = `${m.from}${m.to}${m.promotion ?? ''}`;
      let answer;
      try {
        answer = await ack(mover, 'game:move', { gameId, uci, clientSeq: view.ply });
      } catch {
        answer = null;
      }
      if (answer?.ok) {
        acked.push({ ply: view.ply + 1, uci });
        view = answer.data;
        longestStall = Math.max(longestStall, Date.now() - lastAck);
        lastAck = Date.now();
      } else {
        if (answer) refused++;
        // The game as it stands, from whichever process answers.
        const state = await ack(mover, 'game:join', { gameId }).catch(() => null);
        if (state?.ok) view = state.data;
        await sleep(100);
      }
      await sleep(150);
    }
  })();

  await sleep(3_000);
  const restarts = [];
  for (const i of [0, 1]) {
    restarts.push(await restart(i));
    // Both players back before the next process goes.
    for (let w = 0; w < 100 && !(a.connected && b.connected); w++) await sleep(100);
    await sleep(2_000);
  }
  await sleep(2_000);
  stop = true;
  await playing;

  const final = (await request('GET', `/api/live/games/${gameId}`, { token: coachToken })).json;
  const lost = acked.filter((m) => final.ucis[m.ply - 1] !== m.uci);
  out.push({
    name: 'a rolling restart of both processes stops each cleanly',
    ok: restarts.every((r) => r.code === 0 && r.stopMs < 10_000),
    detail: restarts.map((r, i) => `app ${i + 1}: exit ${r.code} in ${r.stopMs} ms`).join('; '),
  });
  out.push({
    name: 'the players were told and reconnected to the other process within 5 s',
    ok:
      a.told + b.told >= 2 &&
      [...a.gaps, ...b.gaps].every((g) => g <= MAX_DISCONNECTED_MS) &&
      a.connected &&
      b.connected,
    detail: `told ${a.told + b.told} times; disconnections ${[...a.gaps, ...b.gaps].map((g) => `${g} ms`).join(', ') || 'none'}`,
  });
  out.push({
    name: 'no acknowledged move lost',
    ok: acked.length > 20 && lost.length === 0 && final.ply >= acked.length,
    detail: `${acked.length} moves acknowledged, ${final.ply} in the game, ${lost.length} lost, ${refused} refused; longest wait between acknowledgements ${longestStall} ms`,
  });
  a.close();
  b.close();
  return out;
}
