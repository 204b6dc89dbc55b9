// What a benchmark watches of the server it loads, to tell the bottleneck: its log's warnings and
// errors, its memory and CPU every second, how long its main thread waited for a CPU that other
// processes had (on a shared machine this inflates every latency), its busy database connections
// and PostgreSQL's CPU. Linux only (/proc).
import fs from 'node:fs';
import readline from 'node:readline';

const CLK_TCK = 100;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Counts the warnings and errors in a server's log (JSON lines on `stdout`) and keeps the first
 * ten of them as text.
 */
export function watchServerLog(stdout) {
  const serverLog = { warnings: 0, errors: 0, first: [] };
  readline.createInterface({ input: stdout }).on('line', (line) => {
    let rec;
    try {
      rec = JSON.parse(line);
    } catch {
      rec = { level: 30, msg: line };
    }
    if (rec.level >= 50) serverLog.errors++;
    else if (rec.level >= 40) serverLog.warnings++;
    else return;
    if (serverLog.first.length < 10)
      serverLog.first.push(
        `${rec.level >= 50 ? 'error' : 'warn'}: ${rec.msg}${rec.err ? ` (${rec.err.message})` : ''}`,
      );
  });
  return serverLog;
}

/** A process's resident memory (MB) and CPU seconds used so far; null once it is gone. */
export function readProc(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    return { rssMb: rssKb / 1024, cpuSeconds: ticks / CLK_TCK };
  } catch {
    return null;
  }
}

/**
 * Samples a process's memory and CPU every second, each sample tagged with `phase()`:
 * `samples` ({ phase, rssMb, cpuPercent }) grows until `stop()`.
 */
export function sampleProcess(pid, phase) {
  const samples = [];
  let last = null;
  const timer = setInterval(() => {
    const now = performance.now();
    const p = readProc(pid);
    if (!p) return;
    const cpu = last
      ? Math.round((100 * (p.cpuSeconds - last.cpuSeconds)) / ((now - last.at) / 1000))
      : null;
    last = { ...p, at: now };
    samples.push({ phase: phase(), rssMb: Math.round(p.rssMb), cpuPercent: cpu });
  }, 1000);
  return { samples, stop: () => clearInterval(timer) };
}

/**
 * A process's main thread: seconds on a CPU, and seconds it was ready to run but waited for one
 * (other work on the machine; /proc/<pid>/task/<pid>/schedstat).
 */
export function schedSeconds(pid) {
  try {
    const [onCpu, waiting] = fs
      .readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8')
      .split(' ')
      .map(Number);
    return { onCpu: onCpu / 1e9, waiting: waiting / 1e9 };
  } catch {
    return { onCpu: 0, waiting: 0 };
  }
}

/** CPU seconds used so far by every process named postgres on this machine. */
export function postgresCpuSeconds() {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / CLK_TCK;
}

/**
 * The other connections to `db`'s database (the server's pool) every 250 ms until
 * `times.runUntil` (performance.now(), read each time): how many were running a statement each time (`busy`), and what those
 * waited on (`waits`, 'cpu' when nothing).
 */
export async function watchDatabaseConnections(db, times) {
  const busy = [];
  const waits = {};
  while (performance.now() < times.runUntil) {
    const { rows } = await db.query(
      `select state, coalesce(wait_event_type || ':' || wait_event, 'cpu') as wait
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const active = rows.filter((r) => r.state === 'active');
    busy.push(active.length);
    for (const r of active) waits[r.wait] = (waits[r.wait] ?? 0) + 1;
    await sleep(250);
  }
  return { busy, waits };
}
