// A queue of game analyses for the benchmarks that measure the server while it drains
// (bench/analysis.mjs part 3, bench/live.mjs with BENCH_ANALYSIS_QUEUE): the games are uploaded to
// My Games and queued by the server itself; the queue is then held back (its jobs' run_at a day
// ahead) or released, straight in the database.
import { Chess } from 'chess.js';

/** `count` distinct legal games of random moves (60 plies or to the end), as one PGN. */
export function randomGames(count) {
  const texts = [];
  for (let n = 0; n < count; n++) {
    const chess = new Chess();
    let seed = n * 7919 + 17;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31);
    for (let ply = 0; ply < 60 && !chess.isGameOver(); ply++) {
      const moves = chess.moves();
      chess.move(moves[Math.floor(next() * moves.length)]);
    }
    texts.push(
      `[Event "Bench ${n + 1}"]\n[White "A"]\n[Black "B"]\n\n${chess.pgn({ newline: ' ' }).replace(/^(\[[^\]]*\]\s*)*/, '')} *\n`,
    );
  }
  return texts.join('\n');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The analysis queue of the bench database `db` (anything with `query(text)`): `count(where)` of
 * its analysis jobs, `fill(base, authorization, games)` uploads that many games and waits until
 * they are queued (answers how many were), `hold()` holds the queued ones back and waits for the
 * running ones to finish (at most `settleMs`, 0 to not wait), `release()` lets them run again and
 * waits for the runner to start one. While held, an analysis queued meanwhile (a live game that
 * ended) is held too: a trigger the bench adds to its scratch database sets its run_at.
 */
export function analysisQueue(db) {
  const count = async (where) =>
    (
      await db.query(
        `select count(*)::int as n from jobs where kind = 'analysis.game' and ${where}`,
      )
    ).rows[0].n;
  return {
    count,
    running: () => count("state = 'running'"),
    async fill(base, authorization, games) {
      await db.query(`
        create table bench_analysis_hold (held boolean not null);
        insert into bench_analysis_hold values (false);
        create function bench_analysis_hold() returns trigger language plpgsql as $$
        begin
          if new.kind = 'analysis.game' and (select held from bench_analysis_hold) then
            new.run_at := now() + interval '1 day';
          end if;
          return new;
        end $$;
        create trigger bench_analysis_hold before insert on jobs
          for each row execute function bench_analysis_hold();`);
      const res = await fetch(`${base}/api/mygames`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ pgn: randomGames(games) }),
      });
      if (res.status !== 201) throw new Error(`the upload answered ${res.status}`);
      // The upload's games are queued by a job of their own: wait for them.
      let queued = 0;
      for (let waited = 0; waited < 120_000 && queued < games; waited += 500) {
        await sleep(500);
        queued = await count("state in ('queued', 'running')");
      }
      return queued;
    },
    async hold({ settleMs = 120_000 } = {}) {
      await db.query('update bench_analysis_hold set held = true');
      await db.query(
        "update jobs set run_at = now() + interval '1 day' where kind = 'analysis.game' and state = 'queued'",
      );
      for (
        let waited = 0;
        waited < settleMs && (await count("state = 'running'")) > 0;
        waited += 500
      )
        await sleep(500);
    },
    async release({ startMs = 10_000 } = {}) {
      await db.query('update bench_analysis_hold set held = false');
      await db.query(
        "update jobs set run_at = now() where kind = 'analysis.game' and state = 'queued' and run_at > now()",
      );
      // The runner looks for due jobs every second or so; the engines start on the next look.
      for (
        let waited = 0;
        waited < startMs && (await count("state = 'running'")) === 0;
        waited += 250
      )
        await sleep(250);
    },
    async analysed() {
      return (
        await db.query("select count(*)::int as done from game_analyses where status = 'done'")
      ).rows[0].done;
    },
  };
}
