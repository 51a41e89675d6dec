#!/usr/bin/env node
// Prints the size of the shipped files (raw and gzip), the time from navigation to the first
// drawn frame in headless Chromium (median of 5 loads), each next to its target, and, per playable
// game, how long the default ("Hard") computer thinks per move in the browser while the page keeps
// drawing. Run after building the web preset:
//   node scripts/measure.mjs [site dir]          everything
//   node scripts/measure.mjs --load [site dir]   only the download and the first frame
//   node scripts/measure.mjs --ai [site dir]     only the computer's thinking
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve, openBrowser, siteDir, waitReady, startGame, playOneMove, chooser, hookState, assaultChooser, SHARP } from '../tests/e2e/lib.mjs';

// The targets of issue 20 ("lean download").
const TARGET_GZIP_KIB = 800;
const TARGET_FIRST_FRAME_MS = 500;

const args = process.argv.slice(2);
const mode = ['--ai', '--load'].includes(args[0]) ? args.shift() : '';
const dir = path.resolve(args[0] || siteDir);
if (mode !== '--ai') await measureLoad();
if (mode !== '--load') await measureThinking();

function verdict(value, target) { return value <= target ? 'met' : 'MISSED'; }

async function measureLoad() {
  const row = (a, b, c, d = '') => console.log(`| ${a.padEnd(26)} | ${b.padStart(8)} | ${c.padStart(8)} | ${d.padEnd(22)} |`);
  let raw = 0, gz = 0;
  row('file', 'raw KiB', 'gzip KiB', 'target');
  row('---', '---', '---', '---');
  for (const name of fs.readdirSync(dir).sort()) {
    const body = fs.readFileSync(path.join(dir, name));
    const g = zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length; gz += g;
    row(name, (body.length / 1024).toFixed(1), (g / 1024).toFixed(1));
  }
  const total = gz / 1024;
  row('total', (raw / 1024).toFixed(1), total.toFixed(1), `<= ${TARGET_GZIP_KIB} KiB gzip: ${verdict(total, TARGET_GZIP_KIB)}`);

  const server = await serve(dir);
  const times = [];
  for (let i = 0; i < 5; i++) {
    const { browser, page } = await openBrowser({ own: true, deviceScaleFactor: SHARP });  // a cold browser each load, a sharp page
    await page.goto(server.url);
    await page.waitForFunction(() => window.fivefrontsTiming && window.fivefrontsTiming.firstFrame, null, { timeout: 60000 });
    times.push(await page.evaluate(() => window.fivefrontsTiming.firstFrame));
    await browser.close();
  }
  await server.close();
  times.sort((a, b) => a - b);
  const median = times[2];
  console.log(`| first frame after navigation, median of 5 (min ${times[0].toFixed(0)}, max ${times[4].toFixed(0)}) | ` +
              `${median.toFixed(0)} ms | <= ${TARGET_FIRST_FRAME_MS} ms: ${verdict(median, TARGET_FIRST_FRAME_MS)} |`);
  console.log('(headless Chromium, loopback, software GL)');
}

// Plays whole games against the Hard computer by clicking random highlighted moves and records,
// for every computer move, the search's wall time (its turn start to its decision; the search runs
// in the computer's Web Worker, or without one in slices between frames), the frames drawn
// meanwhile and how long the page's frame callback took while the computer thought.
async function measureThinking() {
  const games = [
    { id: 'head-to-head-poker', label: 'Head-to-Head Poker, no bets', choices: [] },
    { id: 'head-to-head-poker', label: 'Head-to-Head Poker, Up the Ante', choices: ['new/option/mode/ante'] },
    { id: 'crossfire', label: 'Crossfire, 2 players', choices: [] },
    { id: 'crossfire', label: 'Crossfire, 4 players (three computers)', choices: ['new/seats/4'] },
    { id: 'poker-assault', label: 'Poker Assault, 2 players', choices: [] },
    // Dealt by link: with three or four players the dialog's Start button is below the fold.
    { id: 'poker-assault', label: 'Poker Assault, 3 players (two computers)', query: '&seats=3' },
    { id: 'poker-assault', label: 'Poker Assault, 4 players (three computers)', query: '&seats=4' },
    { id: 'ground-assault', label: 'Ground Assault, 2 players', query: '' },
    { id: 'ground-assault', label: 'Ground Assault, 3 players (two computers)', query: '&seats=3' },
    { id: 'ground-assault', label: 'Ground Assault, 4 players (three computers)', query: '&seats=4' },
    // The player draws from Research and Barracks, passes and ends its Combat phase at once (random
    // clicks would run to the turn limit); the computer attacks from its first turn.
    { id: 'assault-edge', label: 'Assault Edge (the player passive)', query: '' },
  ];
  const server = await serve(dir);
  const only = process.env.FF_MEASURE_GAME;  // e.g. crossfire: only that game's rows
  for (const g of games) {
    if (only && g.id !== only) continue;
    const { browser, page } = await openBrowser({ own: true, deviceScaleFactor: SHARP });  // a browser for each game, as before
    await page.goto(server.url);
    await waitReady(page, 'menu');
    const ids = (await hookState(page)).widgets.map((w) => w.id);
    if (!ids.includes(`menu/game/${g.id}`)) { await browser.close(); continue; }
    if (g.query !== undefined) {
      await page.goto(`${server.url}?game=${g.id}&seed=2026&vs=computer&level=hard${g.query}`);
      await waitReady(page, 'table');
    } else {
      await startGame(page, g.id, { choices: ['new/level/2', ...g.choices], seed: 2026 });
    }
    const pick = chooser(3);
    // Poker Assault's random clicker would mostly stop and pass: it builds and defends instead.
    const own = g.id === 'poker-assault' ? assaultChooser(pick) : g.id === 'assault-edge' ? passiveEdge : null;
    const walls = [], cpu = [], fps = [];
    let maxCpu = 0, maxWall = 0, moves = 0;
    let seen = 0, lastFrames = 0, lastTime = 0;
    for (;;) {
      const st = await playOneMove(page, pick, own ? (state) => own({ ...state, page }) : undefined);
      const s = st.summary;
      if (s.computer_moves > seen) {
        seen = s.computer_moves;
        walls.push(s.last_think_wall_ms);
        cpu.push(s.last_think_ms);
      }
      maxCpu = Math.max(maxCpu, s.max_think_ms); maxWall = Math.max(maxWall, s.max_think_wall_ms); moves = s.computer_moves;
      if (lastTime) fps.push((st.frames - lastFrames) / ((Date.now() - lastTime) / 1000));
      lastFrames = st.frames; lastTime = Date.now();
      if (st.done) break;
    }
    const end = await hookState(page);
    await browser.close();
    const q = (xs, f) => { const v = [...xs].sort((a, b) => a - b); return v[Math.min(v.length - 1, Math.floor(f * v.length))]; };
    // The samples are the computer's last move before each of the player's; the maxima cover all
    // of its moves (the session keeps them).
    console.log(`${g.label}: ${moves} computer moves at Hard (${walls.length} sampled); search wall time median ${q(walls, 0.5).toFixed(0)} ms, ` +
                `90% ${q(walls, 0.9).toFixed(0)} ms, max of all ${maxWall.toFixed(0)} ms; ` +
                `search CPU max of all ${maxCpu.toFixed(0)} ms; page frame rate median ${q(fps, 0.5).toFixed(0)} fps`);
    // The page's frame callback while the computer thought (target: median <= 8 ms, p95 <= 16 ms):
    // with the worker, the main thread never searches (page search slices 0).
    const tf = end.thinking_frames_ms;
    console.log(`  main thread while the computer thought: ${tf.length} frames, median ${q(tf, 0.5).toFixed(1)} ms, ` +
                `p95 ${q(tf, 0.95).toFixed(1)} ms; longest frame of the game ${end.longest_frame_ms.toFixed(1)} ms; ` +
                `worker ${end.summary.worker}, ${end.summary.worker_answers} answers, page search slices ${end.summary.page_search_slices}`);
  }
  await server.close();
}

// Assault Edge's measuring player: the button ids of a passive player's moves, else a random one.
function passiveEdge(state) {
  const b = state.summary.table.buttons;
  const me = state.summary.viewer;
  return ['ae/end-combat', 'ae/pass', `ae/deck/${me}/research`, `ae/deck/${me}/barracks`].find((id) => b.includes(id)) ?? null;
}
