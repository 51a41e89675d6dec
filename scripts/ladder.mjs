#!/usr/bin/env node
// The computer's ladder (issue 52): runs `fivefronts arena --ladder` for every game and player count
// (and Crossfire's Ultimate board), keeps each step's figure with the command that made it and its
// date in docs/ladder.json, and writes from it the ladder section of docs/measurements.md (between
// <!-- ladder:begin --> and <!-- ladder:end -->) and web/app/level_figures.inc, which the new-game
// dialog reads ("Normal: wins about 7 of 10 against Easy").
//
//   node scripts/ladder.mjs [--only h2h,ga3,...] [--steps normal-easy,hard-normal,expert-hard]
//                           [--games 200] [--seed 351] [--jobs 1] [--write-only]
//                           [--chunk N]
//   node scripts/ladder.mjs --import FILE... --only KEY   (the output of `arena --ladder` runs by hand)
//   node scripts/ladder.mjs --sum FILE...                 (prints the runs summed as one run's table)
//
// Each run replaces the figures of the steps it ran and keeps the others. --write-only rewrites the
// two outputs from docs/ladder.json without playing. Runs niced; the whole ladder takes hours (see
// docs/measurements.md), so run the configurations you changed.
// A slow step can be played in runs of N games (--chunk N): each run is kept in build/ladder-runs/ and
// a step run again plays only the runs it lacks, so it can stop and resume. Runs of one step at seeds
// S, S + N, S + 2N, ... are the games of one run at seed S (game g is dealt with seed + g and its seats,
// armies and factions turn with g), so they sum to that run's figure and its command line; several
// files given to --import or --sum must be such runs. Two players and two teams only: a
// free-for-all's pairwise score cannot be summed from W-D-L.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tool = process.env.FF_TOOL || path.join(repo, 'build/native/tools/fivefronts');
const jsonFile = path.join(repo, 'docs/ladder.json');
const docFile = path.join(repo, 'docs/measurements.md');
const incFile = path.join(repo, 'web/app/level_figures.inc');

// Every configuration the ladder covers: its key, the game, the seat count and options.
export const CONFIGS = [
  { key: 'h2h', game: 'head-to-head-poker', folder: 'head_to_head', seats: 2 },
  { key: 'cf2', game: 'crossfire', folder: 'crossfire', seats: 2 },
  { key: 'cf4', game: 'crossfire', folder: 'crossfire', seats: 4 },
  { key: 'cfu', game: 'crossfire', folder: 'crossfire', seats: 4, options: 'board=ultimate' },
  { key: 'pa2', game: 'poker-assault', folder: 'poker_assault', seats: 2 },
  { key: 'pa3', game: 'poker-assault', folder: 'poker_assault', seats: 3 },
  { key: 'pa4', game: 'poker-assault', folder: 'poker_assault', seats: 4 },
  { key: 'ga2', game: 'ground-assault', folder: 'ground_assault', seats: 2 },
  { key: 'ga3', game: 'ground-assault', folder: 'ground_assault', seats: 3 },
  { key: 'ga4', game: 'ground-assault', folder: 'ground_assault', seats: 4 },
  { key: 'ae', game: 'assault-edge', folder: 'assault_edge', seats: 2 },
];
const STEPS = ['normal-easy', 'hard-normal', 'expert-hard'];

function args(argv) {
  const out = { games: 200, seed: 351, jobs: 1, only: null, steps: STEPS, writeOnly: false, import: null, sum: null, chunk: 0 };
  const files = (i) => {
    const list = [];
    while (i + 1 < argv.length && !argv[i + 1].startsWith('--')) list.push(argv[++i]);
    if (!list.length) throw new Error(`${argv[i]} needs at least one file`);
    return [list, i];
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--write-only') out.writeOnly = true;
    else if (a === '--import' || a === '--sum') [out[a.slice(2)], i] = files(i);
    else if (a === '--only') out.only = argv[++i].split(',');
    else if (a === '--steps') out.steps = argv[++i].split(',');
    else if (['--games', '--seed', '--jobs', '--chunk'].includes(a)) out[a.slice(2)] = Number(argv[++i]);
    else throw new Error(`unknown argument ${a}`);
  }
  for (const s of out.steps) if (!STEPS.includes(s)) throw new Error(`unknown step ${s} (${STEPS.join(', ')})`);
  if (out.only) for (const k of out.only) if (!CONFIGS.some((c) => c.key === k)) throw new Error(`unknown configuration ${k}`);
  if (out.import && out.only?.length !== 1) throw new Error('--import names its configuration with --only KEY');
  if (out.chunk && (out.chunk < 1 || out.games % out.chunk)) throw new Error(`--chunk ${out.chunk} does not divide --games ${out.games}`);
  return out;
}

// The rows of the tool's markdown table and the command line under it.
export function parseLadder(text) {
  const rows = [];
  for (const line of text.split('\n')) {
    const m = /^\| (.+?) \| (\w+) vs (\w+) \| (\d+)-(\d+)-(\d+) \| ([\d.]+) % \[([\d.]+), ([\d.]+)\][^|]*\| (\d+) % \| ([^|]+) \|$/.exec(line);
    if (!m) continue;
    rows.push({ label: m[1], upper: m[2].toLowerCase(), lower: m[3].toLowerCase(), w: +m[4], d: +m[5], l: +m[6],
                score: +m[7], lo: +m[8], hi: +m[9], target: +m[10], verdict: m[11].trim() });
  }
  const cmd = /^`(fivefronts arena --ladder[^`]*)`, (\d{4}-\d{2}-\d{2})/m.exec(text);
  const head = /^Ladder: (.+), (\d+) games a step \(game seeds (\d+)-\d+\), seats rotating(.*)$/m.exec(text);
  // "  by seat (hard's W-D-L): seats 1+3: 7-0-3, seats 2+4: 4-0-6", and by army or faction
  const sides = [...text.matchAll(/^ {2}by (\w+) \((\w+)'s W-D-L\): (.*)$/gm)].map((m) => ({
    by: m[1], level: m[2], records: [...m[3].matchAll(/([^,:]+): (\d+)-(\d+)-(\d+)/g)].map((r) => [r[1].trim(), +r[2], +r[3], +r[4]]) }));
  return { rows, command: cmd ? cmd[1] : '', date: cmd ? cmd[2] : '', sides,
           head: head ? { config: head[1], games: +head[2], seed: +head[3], turning: head[4] } : null };
}

// The arena's score, interval and verdict for W-D-L of two players or two teams (tools/fivefronts.cpp,
// ladder_score and ladder_verdict).
export function score(w, d, l, target) {
  const n = w + d + l, p = (w + d / 2) / n, half = 1.96 * Math.sqrt(Math.max(p * (1 - p), 1e-12) / n);
  const lo = Math.max(0, p - half), hi = Math.min(1, p + half);
  const verdict = lo >= target / 100 ? 'met' : p >= target / 100 ? 'met by the point estimate' : `missed by ${(target - 100 * p).toFixed(1)}`;
  return { score: +(100 * p).toFixed(1), lo: +(100 * lo).toFixed(1), hi: +(100 * hi).toFixed(1), verdict };
}

// Runs of one step at seeds S, S + N, ... (parseLadder's results) summed as the one run at seed S they are:
// the table, its command line (--games the sum, --seed the first) and the by-seat lines, in the arena's form.
export function sumRuns(runs) {
  if (!runs.length) throw new Error('no runs to sum');
  for (const r of runs)
    if (r.rows.length !== 1 || !r.head || !r.command) throw new Error('each run must be one step of `arena --ladder` (its header, one row, its command)');
  runs = [...runs].sort((a, b) => a.head.seed - b.head.seed);
  const first = runs[0], row0 = first.rows[0];
  if (/free-for-all/.test(row0.label)) throw new Error("a free-for-all's pairwise score cannot be summed from W-D-L");
  const players = Number(/^[^,]+, (\d+)/.exec(row0.label)?.[1] || 2);
  const period = first.head.turning ? players * players : players;  // seats turn each game, armies every n
  const bare = (c) => c.replace(/ --games \d+/, '').replace(/ --seed \d+/, '');
  let next = first.head.seed;
  runs.forEach((r, i) => {
    const row = r.rows[0];
    if (row.label !== row0.label || row.upper !== row0.upper || row.lower !== row0.lower || bare(r.command) !== bare(first.command))
      throw new Error(`seed ${r.head.seed}: another configuration or step than seed ${first.head.seed}'s`);
    if (r.head.seed !== next) throw new Error(`seed ${r.head.seed}: the runs must follow one another (expected seed ${next})`);
    if (i < runs.length - 1 && r.head.games % period)
      throw new Error(`seed ${r.head.seed}: a run of ${r.head.games} games is not a whole turn of the seats (${period})`);
    next += r.head.games;
  });
  const total = (k) => runs.reduce((s, r) => s + r.rows[0][k], 0);
  const w = total('w'), d = total('d'), l = total('l'), games = w + d + l;
  const s = score(w, d, l, row0.target);
  const set = (c, flag, v) => (c.includes(` ${flag} `) ? c.replace(new RegExp(` ${flag} \\S+`), ` ${flag} ${v}`) : `${c} ${flag} ${v}`);
  const command = set(set(first.command, '--games', games), '--seed', first.head.seed);
  const date = runs.map((r) => r.date).sort().at(-1);
  const lines = [`Ladder: ${first.head.config}, ${games} games a step (game seeds ${first.head.seed}-${next - 1}), seats rotating${first.head.turning}`,
                 `(summed from ${runs.length} runs by scripts/ladder.mjs)`, ''];
  for (const side of first.sides) {
    const sum = new Map();
    for (const r of runs)
      for (const [name, a, b, c] of r.sides.find((x) => x.by === side.by)?.records || []) {
        const x = sum.get(name) || [0, 0, 0];
        sum.set(name, [x[0] + a, x[1] + b, x[2] + c]);
      }
    lines.push(`  by ${side.by} (${side.level}'s W-D-L): ${[...sum].map(([k, v]) => `${k}: ${v.join('-')}`).join(', ')}`);
  }
  const name = (x) => x[0].toUpperCase() + x.slice(1);
  lines.push('', '| game, players | step | W-D-L | score [95 % CI] | target | met/missed |', '| --- | --- | --- | --- | --- | --- |',
             `| ${row0.label} | ${name(row0.upper)} vs ${name(row0.lower)} | ${w}-${d}-${l} | ${s.score.toFixed(1)} % [${s.lo.toFixed(1)}, ${s.hi.toFixed(1)}] | ${row0.target} % | ${s.verdict} |`,
             '', `\`${command}\`, ${date}`);
  return lines.join('\n') + '\n';
}

function arena(config, step, games, seed, o) {
  const argv = ['-n', '10', tool, 'arena', '--ladder', '--game', config.game, '--seats', String(config.seats), '--steps', step,
                '--games', String(games), '--seed', String(seed), '--jobs', String(o.jobs)];
  if (config.options) argv.push('--options', config.options);
  const r = spawnSync('nice', argv, { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) throw new Error(`${config.key} ${step}: the arena failed (${r.status})`);
  return r.stdout;
}

// With --chunk N the step's runs of N games, each kept in build/ladder-runs/ and played only if missing.
function chunks(config, step, o) {
  const dir = path.join(repo, 'build/ladder-runs');
  fs.mkdirSync(dir, { recursive: true });
  const out = [];
  for (let seed = o.seed; seed < o.seed + o.games; seed += o.chunk) {
    const file = path.join(dir, `${config.key}-${step}-${o.chunk}-${seed}.txt`);
    const label = `run ${out.length + 1} of ${o.games / o.chunk} (game seeds ${seed}-${seed + o.chunk - 1})`;
    if (fs.existsSync(file) && parseLadder(fs.readFileSync(file, 'utf8')).rows.length === 1) {
      process.stderr.write(`[ladder] ${config.key} ${step}: ${label} kept from an earlier run\n`);
    } else {
      process.stderr.write(`[ladder] ${config.key} ${step}: ${label} ...\n`);
      fs.writeFileSync(file + '.tmp', arena(config, step, o.chunk, seed, o));
      fs.renameSync(file + '.tmp', file);
    }
    out.push(parseLadder(fs.readFileSync(file, 'utf8')));
  }
  return parseLadder(sumRuns(out));
}

function run(config, step, o) {
  process.stderr.write(`[ladder] ${config.key} ${step} ...\n`);
  const t0 = Date.now();
  const parsed = o.chunk ? chunks(config, step, o) : parseLadder(arena(config, step, o.games, o.seed, o));
  if (parsed.rows.length !== 1) throw new Error(`${config.key} ${step}: no ladder row in the arena's output`);
  process.stderr.write(`[ladder] ${config.key} ${step}: ${parsed.rows[0].score} % in ${((Date.now() - t0) / 60000).toFixed(1)} min\n`);
  return figure(config.key, parsed);
}

// docs/ladder.json's entry for a parsed one-step table.
function figure(key, parsed) {
  const row = parsed.rows[0];
  return { key, step: `${row.upper}-${row.lower}`, ...row, games: row.w + row.d + row.l, command: parsed.command, date: parsed.date };
}

function load() {
  return fs.existsSync(jsonFile) ? JSON.parse(fs.readFileSync(jsonFile, 'utf8')) : { figures: [] };
}

function cell(f) {
  if (!f) return 'not measured';
  return `${f.w}-${f.d}-${f.l}, **${f.score.toFixed(1)} % [${f.lo.toFixed(1)}, ${f.hi.toFixed(1)}]**: ${f.verdict}`;
}

// The section of docs/measurements.md: a row per configuration, a column per step, each command below.
export function section(data) {
  const lines = [
    'Normal beats Easy, Hard beats Normal, Expert beats Hard, in every game and player count (and',
    "Crossfire's Ultimate board): `node scripts/ladder.mjs` (the arena's `--ladder`: 200 games a step, seats",
    'and armies or factions turning; at three and four players each for themselves, one upper seat against the',
    'others, its pairwise score; in teams of two, the upper level as one team). Written from docs/ladder.json.',
    'A slow step may be played in runs (`--chunk 20`, resumable): they are, game for game, the one run its command names.',
    '',
    '| game, players | Normal vs Easy (target 65 %) | Hard vs Normal (target 65 %) | Expert vs Hard (target 60 %) |',
    '| --- | --- | --- | --- |',
  ];
  const notes = [];
  for (const c of CONFIGS) {
    const row = STEPS.map((s) => data.figures.find((f) => f.key === c.key && f.step === s));
    const label = row.find(Boolean)?.label || `${c.game}, ${c.seats}`;
    lines.push(`| ${label} | ${row.map(cell).join(' | ')} |`);
    for (const f of row) if (f) notes.push(`- ${label}, ${f.upper} vs ${f.lower}: \`${f.command}\`, ${f.date}`);
  }
  return [...lines, '', ...notes].join('\n');
}

// web/app/level_figures.inc: {game's table, seats, options, upper level, lower level, score %, wins %,
// draws %} per figure. Wins and draws are the games' (two players, two teams); a free-for-all's
// figure is its pairwise score, with no draws.
// The game is named by its folder (core/games/games.def), as the page's code names it: a wrong one
// does not build.
function winsAndDraws(f) {
  if (/free-for-all/.test(f.label)) return `${f.score.toFixed(1)}, 0.0`;
  return `${(100 * f.w / f.games).toFixed(1)}, ${(100 * f.d / f.games).toFixed(1)}`;
}

export function figuresInc(data) {
  const out = ['// Written by scripts/ladder.mjs from docs/ladder.json: the ladder\'s figures the new-game dialog',
               '// states ("Normal: wins about 7 of 10 against Easy"; "wins about 4 and draws about 6 of 10"). Do not edit by hand.'];
  for (const c of CONFIGS)
    for (const s of STEPS) {
      const f = data.figures.find((x) => x.key === c.key && x.step === s);
      if (f) out.push(`{FF_TABLE(${c.folder}), ${c.seats}, "${c.options || ''}", Level::${f.upper[0].toUpperCase()}${f.upper.slice(1)}, ` +
                      `Level::${f.lower[0].toUpperCase()}${f.lower.slice(1)}, ${f.score.toFixed(1)}, ${winsAndDraws(f)}},`);
    }
  return out.join('\n') + '\n';
}

function write(data) {
  fs.writeFileSync(jsonFile, JSON.stringify(data, null, 2) + '\n');
  const doc = fs.readFileSync(docFile, 'utf8');
  const begin = '<!-- ladder:begin -->', end = '<!-- ladder:end -->';
  const a = doc.indexOf(begin), b = doc.indexOf(end);
  if (a < 0 || b < a) throw new Error(`${docFile} has no ${begin} ... ${end} section`);
  fs.writeFileSync(docFile, doc.slice(0, a + begin.length) + '\n' + section(data) + '\n' + doc.slice(b));
  fs.writeFileSync(incFile, figuresInc(data));
}

function main(argv) {
  const o = args(argv);
  const data = load();
  if (o.sum) {
    process.stdout.write(sumRuns(o.sum.map((f) => parseLadder(fs.readFileSync(f, 'utf8')))));
    return;
  }
  if (o.import) {
    // One file: each row of the arena's table is one step ("normal vs easy" is normal-easy), with its
    // command. Several: runs of one step, summed.
    const runs = o.import.map((f) => parseLadder(fs.readFileSync(f, 'utf8')));
    const parsed = runs.length > 1 ? parseLadder(sumRuns(runs)) : runs[0];
    if (!parsed.rows.length || !parsed.command) throw new Error(`${o.import[0]}: no ladder table and command in it`);
    for (const row of parsed.rows) {
      const f = figure(o.only[0], { ...parsed, rows: [row] });
      data.figures = data.figures.filter((x) => !(x.key === f.key && x.step === f.step)).concat([f]);
    }
  } else if (!o.writeOnly) {
    for (const c of CONFIGS.filter((x) => !o.only || o.only.includes(x.key)))
      for (const step of o.steps) {
        const f = run(c, step, o);
        data.figures = data.figures.filter((x) => !(x.key === f.key && x.step === f.step)).concat([f]);
        write(data);  // after each step: an hours-long run keeps what it measured
      }
  }
  write(data);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`ladder.mjs: ${e.message}\n`);
    process.exit(1);
  }
}
