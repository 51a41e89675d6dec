#!/usr/bin/env node
// Times the computer's worker module (think.js + think.wasm, worker/) under node: a Hard move from a
// fixed position of every game, 3 rounds, fastest kept. Give two site directories to compare builds
// in the same run (ratios, not absolute times, are what to read on a shared machine):
//   node scripts/bench-worker.mjs build/web/site [other/site]
import { loadThinkModule } from './think-module.mjs';

// The first decision of each game (a per-iteration comparison needs no more).
const REQUESTS = [
  'FFT1 move hard head-to-head-poker 2 2026 - -',
  'FFT1 move hard crossfire 2 2026 - -',
  'FFT1 move hard poker-assault 2 2026 - -',
  'FFT1 move hard ground-assault 2 2026 - -',
  'FFT1 move hard assault-edge 2 2026 - -',
];

function time(mod, request) {
  let best = Infinity, answer = '';
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now();
    answer = mod.ccall('ff_worker_answer', 'string', ['string', 'number'], [request, 1]);
    best = Math.min(best, performance.now() - t0);
  }
  return { best, answer };
}

const dirs = process.argv.slice(2);
if (!dirs.length) dirs.push('build/web/site');
const mods = [];
for (const d of dirs) mods.push(await loadThinkModule(d));
console.log(`request${' '.repeat(44)}${dirs.map((d) => d.padStart(24)).join('')}`);
for (const r of REQUESTS) {
  const times = mods.map((m) => time(m, r));
  const ratio = times.length > 1 ? `   ratio ${(times[1].best / times[0].best).toFixed(2)}` : '';
  console.log(`${r.padEnd(51)}${times.map((t) => `${t.best.toFixed(0)} ms`.padStart(24)).join('')}${ratio}` +
              (times.some((t) => t.answer.split(' ')[1] !== times[0].answer.split(' ')[1]) ? '   MOVES DIFFER' : ''));
}
