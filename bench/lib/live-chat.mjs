// The live benchmark's private chat: messages at a steady rate from the chat members in turn to a
// random other one, each tab's arrival (the sender's emit → the recipient's chat:message) timed.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Chat among `chatters` (members with their open `sockets`): `chat` holds the tallies (sent,
 * acked, refusals by code, ack timeouts, deliveries expected and made, each delivery's `latency`
 * with when its message was sent `latencyAt`, and duplicates); `run` sends `rate` messages a
 * second in all until `runUntil`; `drain` waits at most `drainMs` for the deliveries still due.
 */
export function chatTraffic(chatters, { rate, ackTimeoutMs }) {
  const chat = {
    sent: 0,
    acked: 0,
    refusals: 0,
    refusalCodes: {},
    timeouts: 0,
    expected: 0,
    delivered: 0,
    latency: [],
    latencyAt: [],
    duplicates: 0,
  };
  const inFlight = new Map(); // seq → { t0, left }
  let runStarted = 0;
  for (const member of chatters) {
    for (const socket of member.sockets) {
      socket.on('chat:message', (message) => {
        if (message.to !== socket.userId) return; // the sender's own echo
        const seq = Number(message.text.slice(3));
        const m = inFlight.get(seq);
        if (!m) {
          chat.duplicates++;
          return;
        }
        chat.latency.push(performance.now() - m.t0);
        chat.latencyAt.push(m.t0 - runStarted);
        chat.delivered++;
        if (--m.left === 0) inFlight.delete(seq);
      });
    }
  }
  let seq = 0;
  let next = 0;
  const sendOne = () => {
    const from = chatters[next++ % chatters.length];
    let to = chatters[Math.floor(Math.random() * chatters.length)];
    if (to === from) to = chatters[(chatters.indexOf(from) + 1) % chatters.length];
    const socket = from.sockets[Math.floor(Math.random() * from.sockets.length)];
    const n = ++seq;
    inFlight.set(n, { t0: performance.now(), left: to.sockets.length });
    chat.sent++;
    chat.expected += to.sockets.length;
    socket
      .timeout(ackTimeoutMs)
      .emitWithAck('chat:send', { to: to.id, text: `lb ${n}`, clientId: `lb-${n}` })
      .then(
        (ack) => {
          if (ack.ok) return void chat.acked++;
          chat.refusals++;
          chat.refusalCodes[ack.code] = (chat.refusalCodes[ack.code] ?? 0) + 1;
          chat.expected -= inFlight.get(n)?.left ?? 0; // refused: nothing to deliver
          inFlight.delete(n);
        },
        () => void chat.timeouts++,
      );
  };
  const run = async (times) => {
    runStarted = times.runStarted;
    const tickMs = 10;
    while (performance.now() < times.runUntil) {
      const due = Math.floor(((performance.now() - runStarted) / 1000) * rate);
      while (seq < due) sendOne();
      await sleep(tickMs);
    }
  };
  const drain = async (drainMs) => {
    for (let waited = 0; inFlight.size > 0 && waited < drainMs; waited += 50) await sleep(50);
  };
  return { chat, run, drain };
}
