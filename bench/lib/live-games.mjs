// The live benchmark's games: challenged and accepted pairwise, then played with random legal
// moves, each move's round trip (game:move → its ack) and its arrival at the opponent timed.
import { Chess } from 'chess.js';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * `challenger` challenges `challengee` (untimed, so nobody flags), who accepts; resolves with the
 * game once both tabs have seen it start.
 */
async function startGame(challenger, challengee, ackTimeoutMs) {
  const cs = challenger.sockets[0];
  const ts = challengee.sockets[0];
  const received = new Promise((resolve) => ts.once('challenge:received', resolve));
  const bothStarted = Promise.all([
    new Promise((resolve) => cs.once('game:started', resolve)),
    new Promise((resolve) => ts.once('game:started', resolve)),
  ]);
  const created = await cs
    .timeout(ackTimeoutMs)
    .emitWithAck('challenge:create', { to: challengee.id, timeControl: 'untimed' });
  if (!created.ok) throw new Error(`challenge:create refused: ${created.code} ${created.message}`);
  const challenge = await received;
  const accepted = await ts
    .timeout(ackTimeoutMs)
    .emitWithAck('challenge:accept', { id: challenge.id });
  if (!accepted.ok)
    throw new Error(`challenge:accept refused: ${accepted.code} ${accepted.message}`);
  await bothStarted;
  return accepted.data;
}

/**
 * Starts a game between each two of `gamers` in turn (one tab each), 50 games at a time; answers
 * the games as they started and how long it all took.
 */
export async function startGames(gamers, ackTimeoutMs) {
  const started = [];
  const challengeStarted = performance.now();
  for (let i = 0; i < gamers.length; i += 100) {
    const pairs = [];
    for (let j = i; j < Math.min(i + 100, gamers.length); j += 2)
      pairs.push([gamers[j], gamers[j + 1]]);
    await Promise.all(
      pairs.map(async ([a, b]) => started.push(await startGame(a, b, ackTimeoutMs))),
    );
  }
  return { started, challengesMs: performance.now() - challengeStarted };
}

/**
 * The moves of the started games: `game` holds the tallies (moves, refusals by code, games that
 * ended by themselves, ack timeouts, each move's round trip `rtt` with when it was sent `rttAt`,
 * and `opponentMs`, how long the opponent's game:state took), and `play(view)` plays one game
 * from its first view until `runUntil`. Each side thinks `thinkMs` ([min, max]) and then plays a
 * random legal move with clientSeq = the game's ply; a game that ended by itself stops.
 */
export function gameTraffic(gamers, { thinkMs, ackTimeoutMs }) {
  const socketOf = new Map(gamers.map((m) => [m.id, m.sockets[0]]));
  const game = {
    refusals: 0,
    refusalCodes: {},
    ended: 0,
    moves: 0,
    rtt: [],
    rttAt: [],
    opponentMs: [],
    timeouts: 0,
  };
  // The opponent's game:state: how long a move takes to reach the other player.
  const pendingMove = new Map(); // gameId → { ply, t0, opponent }
  for (const socket of socketOf.values()) {
    socket.on('game:state', (view) => {
      const pending = pendingMove.get(view.id);
      if (pending && view.ply === pending.ply && socket.userId === pending.opponent) {
        game.opponentMs.push(performance.now() - pending.t0);
        pendingMove.delete(view.id);
      }
    });
  }

  // `times.runUntil` is read at every move: a run may be cut short while it goes on.
  const play = async (first, times) => {
    const { runStarted } = times;
    let view = first;
    while (performance.now() < times.runUntil && view.status === 'started') {
      await sleep(thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]));
      if (performance.now() >= times.runUntil) break;
      const moverId = view.turn === 'white' ? view.white.id : view.black.id;
      const opponent = view.turn === 'white' ? view.black.id : view.white.id;
      const legal = new Chess(view.fen).moves({ verbose: true });
      const m = legal[Math.floor(Math.random() * legal.length)];
      const uci = `${m.from}${m.to}${m.promotion ?? ''}`;
      const t0 = performance.now();
      pendingMove.set(view.id, { ply: view.ply + 1, t0, opponent });
      let ack;
      try {
        ack = await socketOf
          .get(moverId)
          .timeout(ackTimeoutMs)
          .emitWithAck('game:move', { gameId: view.id, uci, clientSeq: view.ply });
      } catch {
        game.timeouts++;
        break;
      }
      game.rtt.push(performance.now() - t0);
      game.rttAt.push(t0 - runStarted);
      if (!ack.ok) {
        if (ack.code === 'GAME-OVER') break;
        game.refusals++;
        game.refusalCodes[ack.code] = (game.refusalCodes[ack.code] ?? 0) + 1;
        break;
      }
      game.moves++;
      view = ack.data;
    }
    if (view.status === 'over') game.ended++;
  };
  return { game, play };
}
