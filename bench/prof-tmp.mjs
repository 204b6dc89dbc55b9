import fs from 'node:fs';
const file = process.argv[2];
const p = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = p.timeDeltas; let total = 0;
for (let i = 0; i < p.samples.length; i++) { const n = byId.get(p.samples[i]); const d = dt[i] ?? 0; total += d; const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-3).join('/')}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + d); }
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30);
for (const [k, v] of top) console.log((v / 1000).toFixed(0).padStart(7), 'ms', k);
console.log('total', (total / 1000).toFixed(0));
// inclusive by package
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (let i = 0; i < p.samples.length; i++) { let id = p.samples[i]; const seen = new Set(); while (id) { const n = byId.get(id); const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(n.callFrame.url); const k = m ? m[1] : (n.callFrame.url.includes('/dist/') ? 'app:' + n.callFrame.url.split('/dist/')[1] : null); if (k && !seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + (dt[i] ?? 0)); } id = parent.get(id); } }
console.log('--- inclusive by package/file');
for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(0).padStart(7), 'ms', k);
