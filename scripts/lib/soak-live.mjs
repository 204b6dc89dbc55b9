// The soak test's live-play members: chat all the time, a challenge nobody answers, a game nobody
// moves in, a game lost on time, and games to mate again and again.
import crypto from 'node:crypto';
import { emit, eventually, next, sleep, startGame } from './soak-client.mjs';

/**
 * The live-play scenarios over `soak`: `{ client, m (the members by label), shared (packages/
 * shared's build), check(ok, what), running() }`. `chat` and `mates()` are what they did.
 */
export function liveScenarios({ client, m, shared, check, running }) {
  const chat = { sent: 0, delivered: 0, refused: 0 };
  let mates = 0;

  // Chat all the time -----------------------------------------------------------------------------

  async function chatter(from, to) {
    to.socket.on('chat:message', (msg) => {
      if (msg.from === from.id) chat.delivered++;
    });
    while (running()) {
      try {
        await emit(from.socket, 'chat:send', {
          to: to.id,
          text: `Move ${chat.sent} looks good`,
          clientId: crypto.randomUUID(),
        });
        chat.sent++;
      } catch {
        chat.refused++;
      }
      await sleep(1_100 + Math.random() * 400);
    }
  }

  // A challenge nobody answers --------------------------------------------------------------------

  async function abandonedChallenge() {
    const closed = next(
      m.asker.socket,
      'challenge:closed',
      (c) => c.status === 'expired',
      shared.CHALLENGE_TTL_MS + 30_000,
    );
    const challenge = await emit(m.asker.socket, 'challenge:create', {
      to: m.ignorer.id,
      timeControl: '5+3',
    });
    const seen = await closed;
    check(seen?.id === challenge.id, 'a challenge nobody answered expired by itself');
  }

  // A game nobody moves in, both tabs closed ------------------------------------------------------

  async function abandonedGame() {
    const game = await startGame(m['quitter-a'], m['quitter-b'], '5+3');
    m['quitter-a'].socket.disconnect();
    m['quitter-b'].socket.disconnect();
    const aborted = await eventually(async () => {
      const res = await client.api(
        'GET',
        `/api/live/games/${game.id}`,
        undefined,
        m['quitter-a'].token,
      );
      return res.body?.status === 'over' ? res.body : null;
    }, 90_000);
    check(aborted?.termination === 'aborted', 'a game nobody moved in was aborted');
    // Both play again afterwards.
    await client.connect(m['quitter-a']);
    await client.connect(m['quitter-b']);
    const again = await startGame(m['quitter-a'], m['quitter-b'], '5+3');
    const resigned = await emit(m['quitter-a'].socket, 'game:resign', { gameId: again.id });
    check(resigned.status === 'over', 'the players of the aborted game played another');
  }

  // A game lost on time ---------------------------------------------------------------------------

  async function lostOnTime() {
    const game = await startGame(m['slow-a'], m['slow-b'], '3+2');
    const white = game.white.id === m['slow-a'].id ? m['slow-a'] : m['slow-b'];
    const black = white === m['slow-a'] ? m['slow-b'] : m['slow-a'];
    await emit(white.socket, 'game:move', { gameId: game.id, uci: 'e2e4', clientSeq: 0 });
    await emit(black.socket, 'game:move', { gameId: game.id, uci: 'e7e5', clientSeq: 1 });
    // White never moves again: 3 minutes later the sweep ends the game.
    const over = await next(
      black.socket,
      'game:state',
      (v) => v.id === game.id && v.status === 'over',
      4 * 60_000,
    );
    check(
      over?.termination === 'time' && over.result === '0-1',
      `a game lost on time ended by itself (${over?.termination ?? 'still going'})`,
    );
  }

  // Games to mate, again and again ----------------------------------------------------------------

  async function mateLoop() {
    for (let round = 0; running(); round++) {
      // Each challenges in turn: at most 10 challenges a minute each (CHALLENGE_RATE_LIMIT).
      const [a, b] = round % 2 === 0 ? [m['mate-a'], m['mate-b']] : [m['mate-b'], m['mate-a']];
      const game = await startGame(a, b, '5+3');
      const white = game.white.id === m['mate-a'].id ? m['mate-a'] : m['mate-b'];
      const black = white === m['mate-a'] ? m['mate-b'] : m['mate-a'];
      let last = null;
      for (const [ply, uci] of ['f2f3', 'e7e5', 'g2g4', 'd8h4'].entries()) {
        last = await emit(ply % 2 === 0 ? white.socket : black.socket, 'game:move', {
          gameId: game.id,
          uci,
          clientSeq: ply,
        });
      }
      if (last.termination === 'checkmate') mates++;
      await sleep(4_000);
    }
  }

  return {
    chat,
    mates: () => mates,
    chatter,
    abandonedChallenge,
    abandonedGame,
    lostOnTime,
    mateLoop,
  };
}
