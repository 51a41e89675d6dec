#!/usr/bin/env node
// The computer's ladder (issue 52): runs `fivefronts arena --ladder` for every game and player count
// (and Crossfire's Ultimate board), keeps each step's figure with the command that made it and its
// date in docs/ladder.json, and writes from it the ladder section of docs/measurements.md (between
// <!-- ladder:begin --> and <!-- ladder:end -->) and web/app/level_figures.inc, which the new-game
// dialog reads ("Normal: wins about 7 of 10 against Easy").
//
//   node scripts/ladder.mjs [--only h2h,ga3,...] [--steps normal-easy,hard-normal,expert-hard]
//                           [--games 200] [--seed 351] [--jobs 1] [--write-only]
//   node scripts/ladder.mjs --import FILE --only KEY   (the output of an `arena --ladder` run by hand)
//
// Each run replaces the figures of the steps it ran and keeps the others. --write-only rewrites the
// two outputs from docs/ladder.json without playing. Runs niced; the whole ladder takes hours (see
// docs/measurements.md), so run the configurations you changed.
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
  const out = { games: 200, seed: 351, jobs: 1, only: null, steps: STEPS, writeOnly: false, import: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--write-only') out.writeOnly = true;
    else if (a === '--import') out.import = argv[++i];
    else if (a === '--only') out.only = argv[++i].split(',');
    else if (a === '--steps') out.steps = argv[++i].split(',');
    else if (['--games', '--seed', '--jobs'].includes(a)) out[a.slice(2)] = Number(argv[++i]);
    else throw new Error(`unknown argument ${a}`);
  }
  for (const s of out.steps) if (!STEPS.includes(s)) throw new Error(`unknown step ${s} (${STEPS.join(', ')})`);
  if (out.only) for (const k of out.only) if (!CONFIGS.some((c) => c.key === k)) throw new Error(`unknown configuration ${k}`);
  if (out.import && out.only?.length !== 1) throw new Error('--import names its configuration with --only KEY');
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
  return { rows, command: cmd ? cmd[1] : '', date: cmd ? cmd[2] : '' };
}

function run(config, step, o) {
  const argv = ['-n', '10', tool, 'arena', '--ladder', '--game', config.game, '--seats', String(config.seats), '--steps', step,
                '--games', String(o.games), '--seed', String(o.seed), '--jobs', String(o.jobs)];
  if (config.options) argv.push('--options', config.options);
  process.stderr.write(`[ladder] ${config.key} ${step} ...\n`);
  const t0 = Date.now();
  const r = spawnSync('nice', argv, { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) throw new Error(`${config.key} ${step}: the arena failed (${r.status})`);
  const parsed = parseLadder(r.stdout);
  if (parsed.rows.length !== 1) throw new Error(`${config.key} ${step}: no ladder row in the arena's output`);
  process.stderr.write(`[ladder] ${config.key} ${step}: ${parsed.rows[0].score} % in ${((Date.now() - t0) / 60000).toFixed(1)} min\n`);
  return { key: config.key, step, ...parsed.rows[0], games: o.games, command: parsed.command, date: parsed.date };
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const o = args(process.argv.slice(2));
  const data = load();
  if (o.import) {
    // Each row of the arena's table is one step ("normal vs easy" is normal-easy), with its command.
    const parsed = parseLadder(fs.readFileSync(o.import, 'utf8'));
    if (!parsed.rows.length || !parsed.command) throw new Error(`${o.import}: no ladder table and command in it`);
    for (const row of parsed.rows) {
      const f = { key: o.only[0], step: `${row.upper}-${row.lower}`, ...row, games: row.w + row.d + row.l, command: parsed.command, date: parsed.date };
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
