#!/usr/bin/env node
// The computer's slowest moves at a level, timed in the worker module (think.js + think.wasm) under
// node: whole games between the heuristic bots (the native tool plays them), and at every position
// of each the worker is asked for the level's move, as the page asks it. Prints, per game and
// player count, the median, 99th percentile and slowest move, and where the slowest was. Node runs
// the same V8 as Chromium's worker; the page's wall time adds about a frame of messaging. Time on an
// idle machine: with an arena and a browser test beside it, four-player Crossfire's slowest move
// read 3,068 ms against 785 ms idle. The worker holds each move to its level's time limit
// (core/ai/level.h: 1.5 s Hard, 3 s Expert): a slowest move at the limit is a search it cut short.
//   node scripts/slowest-move.mjs [--level hard|expert] [--site build/web/site] [--seeds 2] [--only GAME[:SEATS]]
import { execFileSync } from 'node:child_process';
import { loadThinkModule } from './think-module.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const level = arg('level', 'hard');
const site = arg('site', 'build/web/site');
const seeds = Number(arg('seeds', '2'));
const only = arg('only', '');
const TOOL = 'build/native/tools/fivefronts';

// Every game and player count the browser offers a computer in (options as the new-game dialog's defaults).
const CONFIGS = [
  ['head-to-head-poker', 2, ''], ['head-to-head-poker', 2, 'mode=ante'],
  ['crossfire', 2, ''], ['crossfire', 4, ''], ['crossfire', 4, 'board=ultimate'],
  ['poker-assault', 2, ''], ['poker-assault', 3, ''], ['poker-assault', 4, ''],
  ['ground-assault', 2, ''], ['ground-assault', 3, ''], ['ground-assault', 4, ''],
  ['assault-edge', 2, ''],
];

function record(game, seats, options, seed) {
  const args = ['replay', '--game', game, '--seed', String(seed), '--seats', String(seats),
                '--bots', Array(seats).fill('heuristic').join(',')];
  if (options) args.push('--options', options);
  let out;
  try {
    out = JSON.parse(execFileSync(TOOL, args, { maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] }).toString());
  } catch (e) {
    throw new Error(`${TOOL} ${args.join(' ')}: ${e.stderr?.toString().trim() || e.message}`);
  }
  const m = /^FF1 \S+ seats=(\d+) seed=(\d+) options=(\S*) actions=(\S*)$/.exec(out.record);
  if (!m) throw new Error(`unexpected record: ${out.record.slice(0, 120)}`);
  return { seed: m[2], options: m[3] || '-', actions: m[4] ? m[4].split('.') : [] };
}

const mod = await loadThinkModule(site);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

console.log(`level ${level}, ${seeds} heuristic game(s) each, worker from ${site}`);
for (const [game, seats, options] of CONFIGS) {
  if (only && game !== only && `${game}:${seats}` !== only) continue;
  const times = [];
  let slowest = { ms: 0, where: '' };
  for (let s = 1; s <= seeds; s++) {
    const r = record(game, seats, options, 100 + s);
    for (let k = 0; k < r.actions.length; k++) {
      const request = `FFT1 move ${level} ${game} ${seats} ${r.seed} ${r.options} ${k ? r.actions.slice(0, k).join(',') : '-'}`;
      const t0 = performance.now();
      const answer = mod.ccall('ff_worker_answer', 'string', ['string', 'number'], [request, 1]);
      const ms = performance.now() - t0;
      if (!answer.startsWith('FFA1')) throw new Error(`${request.slice(0, 80)}: ${answer}`);
      times.push(ms);
      if (ms > slowest.ms) slowest = { ms, where: `seed ${r.seed}, move ${k} of ${r.actions.length}` };
    }
  }
  times.sort((a, b) => a - b);
  const label = `${game} ${seats}p${options ? ' ' + options : ''}`;
  console.log(`${label.padEnd(34)} ${String(times.length).padStart(5)} moves   median ${pct(times, 0.5).toFixed(0).padStart(5)} ms` +
              `   p99 ${pct(times, 0.99).toFixed(0).padStart(5)} ms   slowest ${slowest.ms.toFixed(0).padStart(5)} ms (${slowest.where})`);
}
