// The live benchmark's targets (issue 17), its results (kept in bench/results/live-postgres.json)
// and the one-line summary it ends with.
import os from 'node:os';
import { round1, stats } from './stats.mjs';

export const TARGET = {
  sockets: 2000,
  chatP99Ms: 50,
  games: 200,
  moveP99Ms: 50,
  rssMb: 300,
};

/** The letters of the server's phases timeline: what the bench was doing each second. */
const PHASE_LETTER = { start: 's', connect: 'c', challenges: 'g', 'chat+games': 'r', drain: 'd' };

/**
 * The results of a run from what was measured: `settings` (the run's knobs), `connected`
 * (sockets, handshakes, disconnects), `games` (started, challengesMs and the tallies), `chat`
 * (the tallies), `server` (memory, samples, scheduling, log), `client` (CPU, scheduling, event
 * loop delay), `database` (busy connections and their waits), `postgresCpu` and `runMs`.
 */
export function liveResults({
  settings,
  connected,
  games,
  chat,
  server,
  client,
  database,
  postgresCpu,
  runMs,
}) {
  const { game, started } = games;
  const missing = chat.expected - chat.delivered;
  // Each round's samples (by when they were sent): the rounds' p99s are reported beside the run's.
  const rounds = settings.rounds;
  const roundLength = (settings.seconds * 1000) / rounds;
  const byRound = (values, at) =>
    Array.from({ length: rounds }, (_, r) =>
      stats(values.filter((_, i) => Math.min(rounds - 1, Math.floor(at[i] / roundLength)) === r)),
    );
  const chatRounds = byRound(chat.latency, chat.latencyAt);
  const moveRounds = byRound(game.rtt, game.rttAt);
  const chatStats = stats(chat.latency);
  const moveStats = stats(game.rtt);
  const percentOfRun = (seconds) => Math.round((100 * seconds) / (runMs / 1000));
  const samples = server.samples;
  const rssPeakMb = Math.max(...samples.map((s) => s.rssMb), server.rssEndMb);
  const runSamples = samples.filter((s) => s.phase === 'chat+games' && s.cpuPercent !== null);
  const met = {
    sockets: connected.sockets.length >= TARGET.sockets && connected.disconnects.count === 0,
    chat:
      chatStats.p99 !== null &&
      chatStats.p99 <= TARGET.chatP99Ms &&
      missing === 0 &&
      chat.refusals === 0 &&
      chat.timeouts === 0,
    games:
      started.length >= TARGET.games &&
      moveStats.p99 !== null &&
      moveStats.p99 <= TARGET.moveP99Ms &&
      game.refusals === 0 &&
      game.timeouts === 0,
    rss: rssPeakMb <= TARGET.rssMb,
  };
  const problems = [];
  if (server.log.errors > 0) problems.push(`${server.log.errors} errors in the server log`);
  return {
    database: 'postgres',
    processes: 1,
    cpus: os.cpus().length,
    node: process.version,
    mode: 'chat and games at the same time',
    sockets: {
      connected: connected.sockets.length,
      gamePlayers: settings.gameUsers,
      chatMembers: settings.chatUsers,
      chatMembersWithTwoTabs: settings.twoTabUsers,
      connectBatch: settings.connectBatch,
      connectMs: Math.round(connected.connectMs),
      handshakeMs: stats(connected.handshakes),
      disconnectsDuringRun: connected.disconnects.count,
      disconnectReasons: connected.disconnects.reasons,
    },
    seconds: round1(runMs / 1000),
    chat: {
      ratePerSecond: settings.chatRate,
      sent: chat.sent,
      acked: chat.acked,
      refusals: chat.refusals,
      refusalCodes: chat.refusalCodes,
      ackTimeouts: chat.timeouts,
      deliveriesExpected: chat.expected,
      delivered: chat.delivered,
      missing,
      deliveryMs: chatStats,
      roundsP99Ms: chatRounds.map((r) => r.p99),
    },
    games: {
      started: started.length,
      startMs: Math.round(games.challengesMs),
      timeControl: 'untimed',
      thinkMs: settings.thinkMs,
      moves: game.moves,
      movesPerSecond: round1(game.moves / (runMs / 1000)),
      endedByThemselves: game.ended,
      refusals: game.refusals,
      refusalCodes: game.refusalCodes,
      ackTimeouts: game.timeouts,
      moveRoundTripMs: moveStats,
      roundsP99Ms: moveRounds.map((r) => r.p99),
      opponentStateMs: stats(game.opponentMs),
    },
    server: {
      rssIdleMb: server.rssIdleMb,
      rssConnectedMb: server.rssConnectedMb,
      rssEndMb: server.rssEndMb,
      rssPeakMb,
      cpuPercentDuringRun: stats(runSamples.map((s) => s.cpuPercent)),
      // The event loop's thread: busy, and ready but waiting for a CPU taken by other processes.
      mainThreadOnCpuPercent: percentOfRun(server.sched.end.onCpu - server.sched.start.onCpu),
      mainThreadWaitingForCpuPercent: percentOfRun(
        server.sched.end.waiting - server.sched.start.waiting,
      ),
      rssTimelineMb: samples.map((s) => s.rssMb),
      // s start, c connect, g challenges, r chat and games, d drain
      phasesTimeline: samples.map((s) => PHASE_LETTER[s.phase]).join(''),
      logWarnings: server.log.warnings,
      logErrors: server.log.errors,
      firstLogLines: server.log.first,
    },
    client: {
      cpuPercentDuringRun: percentOfRun((client.cpu.user + client.cpu.system) / 1e6),
      mainThreadWaitingForCpuPercent: percentOfRun(
        client.sched.end.waiting - client.sched.start.waiting,
      ),
      eventLoopDelayMs: {
        p50: round1(client.loopDelay.percentile(50) / 1e6),
        p99: round1(client.loopDelay.percentile(99) / 1e6),
        max: round1(client.loopDelay.max / 1e6),
      },
    },
    serverDatabaseConnections: {
      busyOfTen: stats(database.busy),
      samples: database.busy.length,
      busyWaitEvents: database.waits,
      via: settings.pgSocketDir ? `unix socket in ${settings.pgSocketDir}` : 'tcp 127.0.0.1:5432',
    },
    // Every postgres process on the machine (others' work included): the database's share.
    postgresCpuPercentDuringRun: percentOfRun(postgresCpu),
    target: TARGET,
    metTargets: met,
    problems,
    met: Object.values(met).every(Boolean),
  };
}

/** The most the p99s may grow while an analysis queue drains (issue 34). */
export const QUEUE_P99_RATIO = 1.2;

/**
 * Chat deliveries and move round trips in the idle windows of bench/live.mjs's analysis queue
 * beside those in its draining windows (`windows`: { label, from, to } in ms into the run).
 */
export function queueComparison({ windows, chat, game, queued, analysed }) {
  const condition = (at) => windows.find((w) => at >= w.from && at < w.to)?.label;
  const split = (values, at) => {
    const by = { idle: [], draining: [] };
    values.forEach((value, i) => by[condition(at[i])]?.push(value));
    return { idle: stats(by.idle), draining: stats(by.draining) };
  };
  const ratio = ({ idle, draining }) =>
    idle.p99 && draining.p99 !== null ? Math.round((draining.p99 / idle.p99) * 100) / 100 : null;
  const chatMs = split(chat.latency, chat.latencyAt);
  const moveMs = split(game.rtt, game.rttAt);
  const seconds = (label) =>
    round1(
      windows.filter((w) => w.label === label).reduce((sum, w) => sum + (w.to - w.from), 0) / 1000,
    );
  const chatRatio = ratio(chatMs);
  const moveRatio = ratio(moveMs);
  return {
    queued,
    analysedDuringRun: analysed,
    windows: windows.map((w) => ({
      label: w.label,
      fromSecond: round1(w.from / 1000),
      chatP99Ms: stats(
        chat.latency.filter((_, i) => chat.latencyAt[i] >= w.from && chat.latencyAt[i] < w.to),
      ).p99,
      moveP99Ms: stats(game.rtt.filter((_, i) => game.rttAt[i] >= w.from && game.rttAt[i] < w.to))
        .p99,
    })),
    idleSeconds: seconds('idle'),
    drainingSeconds: seconds('draining'),
    chatDeliveryMs: chatMs,
    moveRoundTripMs: moveMs,
    chatP99Ratio: chatRatio,
    moveP99Ratio: moveRatio,
    target: QUEUE_P99_RATIO,
    met:
      chatRatio !== null &&
      moveRatio !== null &&
      chatRatio <= QUEUE_P99_RATIO &&
      moveRatio <= QUEUE_P99_RATIO,
  };
}

/** Prints whether `results` met the targets, with the figures that decide it; answers whether. */
export function printSummary(results, rounds) {
  const summary =
    `${results.sockets.connected} sockets (≥ ${TARGET.sockets}, ` +
    `${results.sockets.disconnectsDuringRun} dropped), chat p99 ${results.chat.deliveryMs.p99} ms ` +
    `(≤ ${TARGET.chatP99Ms}; ${rounds} rounds: ${results.chat.roundsP99Ms.join(', ')}; ` +
    `${results.chat.missing} missing), ${results.games.started} games (≥ ${TARGET.games}) with move p99 ` +
    `${results.games.moveRoundTripMs.p99} ms (≤ ${TARGET.moveP99Ms}; rounds: ${results.games.roundsP99Ms.join(', ')}; ` +
    `${results.games.refusals} refused), RSS peak ${results.server.rssPeakMb} MB ` +
    `(≤ ${TARGET.rssMb}).`;
  const queue = results.analysisQueue;
  if (queue) {
    console.error(
      `Analysis queue (${queue.queued} queued, ${queue.analysedDuringRun} analysed in the run; ` +
        `${queue.idleSeconds} s idle, ${queue.drainingSeconds} s draining): chat p99 ` +
        `${queue.chatDeliveryMs.idle.p99} → ${queue.chatDeliveryMs.draining.p99} ms (× ${queue.chatP99Ratio}), ` +
        `move p99 ${queue.moveRoundTripMs.idle.p99} → ${queue.moveRoundTripMs.draining.p99} ms ` +
        `(× ${queue.moveP99Ratio}); target ≤ × ${queue.target}: ${queue.met ? 'met' : 'missed'}.`,
    );
    if (!queue.met) return false;
  }
  if (!results.met) {
    const failed = Object.entries(results.metTargets)
      .filter(([, ok]) => !ok)
      .map(([name]) => name);
    console.error(`Missed the target (${failed.join(', ')}): ${summary}`);
    return false;
  }
  console.error(`Met the targets: ${summary}`);
  return true;
}
