// Nothing lost: a failed save is shown and the game can be exported; every game in progress keeps
// its own save (a deal link starts a new one beside it, two tabs never overwrite each other);
// statistics keep lines this version does not understand; pasted replay codes open, whatever their
// length; link problems are short; a replay of a game without a table is refused with a reason; a
// long game (6,593 actions) continues and plays about as quickly as a short one (figures printed).
// One browser for the whole file (CI time): each test leaves the page on the menu or a table.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  serve, openBrowser, hookState, waitReady, waitFor, clickWidget, widgetRect, chooser, playOneMove, nativeTool, screenshot, movesIn, putOnlySave, pasteText,
} from './lib.mjs';

let server, b;
before(async () => {
  server = await serve();
  b = await openBrowser();
});
after(async () => {
  await b.browser.close();
  await server.close();
});

const saveKeys = (page) => page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('fivefronts.save')));
const tool = (args) => JSON.parse(execFileSync(nativeTool, args, { encoding: 'utf8' }));

// A Head-to-Head Poker game against the computer, a few moves before its end, as a save: the
// native tool plays the first legal move until the end, and the save stops before seat 0's last
// decision.
function nearlyFinishedSave(seed) {
  const moves = [];
  let st = tool(['replay', '--game', 'head-to-head-poker', '--seed', String(seed), '--actions', '']);
  let cut = 0;
  while (st.legal.length) {
    if (st.to_act === 0) cut = moves.length;
    moves.push(st.legal[0]);
    st = tool(['replay', '--game', 'head-to-head-poker', '--seed', String(seed), '--actions', moves.join(';')]);
  }
  const prefix = tool(['replay', '--game', 'head-to-head-poker', '--seed', String(seed), '--actions', moves.slice(0, cut).join(';')]);
  return `FFS1 level=0 computer=01 ${prefix.code}`;
}

test('storage full: the failed save is shown at once, the game goes on and can be exported', async () => {
  const { page } = b;
  await page.goto(server.url + '?game=head-to-head-poker&seed=5&vs=computer&level=easy');
  await waitReady(page, 'table');
  const pick = chooser(3);
  await playOneMove(page, pick);
  await page.evaluate(() => {
    window.ffRealSetItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
  });
  await playOneMove(page, pick);
  await waitFor(page, () => window.fivefronts.state().summary.save_trouble === 'failed');
  await screenshot(page, 'save-failed-banner.png');
  await clickWidget(page, 'save/export');
  await waitFor(page, () => !!window.fivefronts.state().summary.share);
  assert.match((await hookState(page)).summary.share.code, /^FFR2/);
  await clickWidget(page, 'share/close');
  // Storage works again: the next move is saved and the banner goes.
  await page.evaluate(() => { Storage.prototype.setItem = window.ffRealSetItem; });
  await playOneMove(page, pick);
  await waitFor(page, () => window.fivefronts.state().summary.save_trouble === '');
  const st = (await hookState(page)).summary;
  const saved = await page.evaluate((k) => window.localStorage.getItem(k), st.save_key);
  assert.match(saved, /^FFS1 level=0 computer=01 FFR1/);
});

test('a deal link while a game is in progress starts a new game beside it; two tabs never lose a save', async () => {
  const { page } = b;
  const first = (await hookState(page)).summary.save_key;
  await page.goto(server.url + '?game=crossfire&seed=7&vs=computer&level=easy');
  await waitReady(page, 'table');
  await playOneMove(page, chooser(4));
  await waitFor(page, () => window.fivefronts.state().summary.human_turn, null, 60000);
  const second = (await hookState(page)).summary.save_key;
  assert.notEqual(second, first);
  assert.deepEqual((await saveKeys(page)).sort(), [first, second].sort(), 'both games are saved');

  // A second tab continues the newest game: it moves the save to a key of its own, and the first
  // tab stops saving it and says so.
  const tab2 = await page.context().newPage();
  await tab2.goto(server.url);
  const menu = await waitReady(tab2, 'menu');
  assert.equal(menu.summary.saves.length, 2, 'the menu lists both games in progress');
  assert.match(menu.summary.saves[0], /^Crossfire/, 'newest first');
  assert.match(menu.summary.saves[1], /^Head-to-Head Poker/);
  await clickWidget(tab2, 'menu/continue');
  await waitReady(tab2, 'table');
  await waitFor(page, () => window.fivefronts.state().summary.save_trouble === 'taken elsewhere');
  await screenshot(page, 'save-taken-elsewhere.png');
  const third = (await hookState(tab2)).summary.save_key;
  const keys = await saveKeys(tab2);
  assert.ok(keys.includes(first) && keys.includes(third), `both games are still saved: ${keys}`);
  const record = (await hookState(tab2)).summary.record;
  const saved = await tab2.evaluate((k) => window.localStorage.getItem(k), third);
  const code = saved.split(' ')[3];
  assert.equal(tool(['replay', '--code', code]).record, record, 'the second tab saves the game as it stands');
  await tab2.close();
});

test('statistics keep lines this version does not know, and a full count saturates', async () => {
  const { page } = b;
  const save = nearlyFinishedSave(11);
  await page.goto(server.url);
  await waitReady(page, 'menu');
  const stats = 'future-game 2 1 2 3\nhead-to-head-poker 0 4 5 6 guided\nhead-to-head-poker 0 2147483647 2147483647 2147483647\na line of a later format\n';
  await putOnlySave(page, save);
  await page.evaluate((text) => window.localStorage.setItem('fivefronts.stats', text), stats);
  await page.reload();
  await waitReady(page, 'menu');
  await clickWidget(page, 'menu/continue');
  await waitReady(page, 'table');
  const pick = chooser(9);
  for (let i = 0; i < 40; i++) if ((await playOneMove(page, pick)).done) break;
  await waitFor(page, () => window.fivefronts.state().summary.terminal);
  const after = await page.evaluate(() => window.localStorage.getItem('fivefronts.stats'));
  assert.equal(after, stats, 'every line is kept; the full counts stay at their largest value');
  assert.deepEqual(await saveKeys(page), [], 'the finished game leaves no save');
  // Guided games are counted apart, and the Statistics screen says which line is which.
  await clickWidget(page, 'bar/menu');
  await waitFor(page, () => window.fivefronts.state().screen === 'menu');
  await clickWidget(page, 'menu/stats');
  await waitFor(page, () => window.fivefronts.state().screen === 'stats');
  const lines = (await hookState(page)).summary.lines;
  assert.deepEqual(lines.map((l) => [l.game, l.level, l.wins, l.guided]),
    [['head-to-head-poker', 0, 4, true], ['head-to-head-poker', 0, 2147483647, false]]);
});

test('a pasted replay code opens, and a long one is not cut', async () => {
  const { page } = b;
  const code = tool(['replay', '--game', 'head-to-head-poker', '--seed', '4', '--actions', '']).code;
  await page.goto(server.url);
  await waitReady(page, 'menu');
  await clickWidget(page, 'menu/open-code');
  await waitReady(page, 'open-code');
  const paste = (text) => pasteText(page, text);
  const long = 'FFR1' + 'A'.repeat(12000);
  await paste(long);
  await waitFor(page, (n) => window.fivefronts.state().summary.code_length === n, long.length);
  await paste(code);
  await waitFor(page, (n) => window.fivefronts.state().summary.code_length === n, code.length);
  await clickWidget(page, 'open/go');
  await waitReady(page, 'replay');
});

test('link problems are short and wrapped; a replay of a game without a table is refused with a reason', async () => {
  const { page } = b;
  // 10 KB: the local test server takes no longer request line (the 100 KB case is in the native
  // DealLink tests).
  let q = '?game=head-to-head-poker';
  for (let i = 0; q.length < 10000; i++) q += `&seed=${i}&k${i}=1`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(server.url + q);
  const menu = await waitReady(page, 'menu');
  assert.match(menu.summary.notice, /seed is given twice/);
  assert.ok(menu.summary.notice.length < 400, `a short notice: ${menu.summary.notice.length} characters`);
  await screenshot(page, 'notice-phone-390x844.png');
  const trick = tool(['replay', '--game', 'trick-duel', '--seed', '1', '--actions', '']).code;
  await page.goto(server.url + '?replay=' + trick);
  const refused = await waitReady(page, 'menu');
  // The engine's test game is not in the page players download (FF_SHIPPED): its replay is refused.
  assert.match(refused.summary.notice, /cannot be opened: unknown game 'trick-duel'/);
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.deepEqual(b.errors.filter((e) => !/QuotaExceeded/.test(e)), []);
});

// The long Assault Edge game of the native bench (random play that dawdles, seed 20), as a save
// against the computer at Easy, cut where the person is to act; and the same game's first moves as a
// short save to compare with.
function longAndShortSaves() {
  const file = path.join(os.tmpdir(), `ff-long-${process.pid}.save`);
  execFileSync(nativeTool, ['bench', '--game', 'assault-edge', '--long', '--seed', '20', '--save-out', file]);
  const long = fs.readFileSync(file, 'utf8').trim().replace(' level=2 ', ' level=0 ');
  fs.rmSync(file);
  const record = tool(['replay', '--code', long.split(' ')[3]]).record;
  const [head, actions] = record.split(' actions=');
  const moves = actions.split('.');
  for (let k = 60; k > 0; k--) {
    const st = tool(['replay', '--record', `${head} actions=${moves.slice(0, k).join('.')}`]);
    if (st.to_act === 0 && st.legal.length > 1) return { long, short: `FFS1 level=0 computer=01 ${st.code}`, actions: moves.length, shortActions: k };
  }
  throw new Error('no short cut of the long game where the person is to act');
}

// Probes in the page: the last mouse release, the time of each save written after one (the move
// applied and saved), and every frame's interval.
const probe = (page) => page.evaluate(() => {
  const p = window.ffProbe = { up: 0, lat: [], frames: [] };
  window.addEventListener('mouseup', () => { p.up = performance.now(); p.clicked = p.clicked || p.up; }, true);
  const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function (k, v) {
    set.call(this, k, v);
    if (k.startsWith('fivefronts.save') && p.up) p.lat.push(performance.now() - p.up), p.up = 0;
  };
  let last = performance.now();
  const tick = (t) => { p.frames.push(t - last); last = t; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
});

// Continues `save` from the menu: the ms from the Continue click to the first table frame of the
// game, then `moves` moves: the ms from the click to the move saved, and the page's frame times.
async function continueAndPlay(page, save, moves) {
  await page.goto(server.url);
  await waitReady(page, 'menu');
  await putOnlySave(page, save);
  await page.reload();
  await waitReady(page, 'menu');
  await probe(page);
  const w = await widgetRect(page, 'menu/continue');
  await page.mouse.move(w.x + w.w / 2, w.y + w.h / 2);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForFunction(() => {
    const s = window.fivefronts.state();
    if (s.screen !== 'table' || !(s.summary.table_frames >= 1)) return false;
    window.ffProbe.shown = performance.now();
    return true;
  }, null, { timeout: 30000, polling: 20 });
  const continueMs = await page.evaluate(() => window.ffProbe.shown - window.ffProbe.clicked);
  const st = (await hookState(page)).summary;
  await page.evaluate(() => { window.ffProbe.frames = []; window.ffProbe.lat = []; });
  const pick = chooser(17);
  const t0 = Date.now();
  let played = 0;
  for (; played < moves; played++) if ((await playOneMove(page, pick)).done) break;
  const wallMs = (Date.now() - t0) / Math.max(1, played);
  const p = await page.evaluate(() => window.ffProbe);
  const sorted = (xs) => [...xs].sort((a, b) => a - b);
  const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)] ?? NaN;
  return { continueMs, st, played, wallMs, moveMs: median(p.lat), maxMoveMs: Math.max(...p.lat), frameMs: median(p.frames), maxFrameMs: Math.max(...p.frames) };
}

test('a long Assault Edge game (6,593 actions) continues within a second and its moves stay quick', async () => {
  const { page } = b;
  const saves = longAndShortSaves();
  assert.ok(saves.actions > 5000, `the long game has ${saves.actions} actions`);
  const short = await continueAndPlay(page, saves.short, 8);
  const long = await continueAndPlay(page, saves.long, 8);
  assert.equal(long.st.game, 'assault-edge');
  assert.equal(movesIn(long.st.record), saves.actions, 'the whole game was continued');
  const f = (x) => x.toFixed(0);
  console.log(`long game (${saves.actions} actions): Continue to first table frame ${f(long.continueMs)} ms; ` +
    `short game (${saves.shortActions} actions): ${f(short.continueMs)} ms`);
  console.log(`click to move saved, median (max): long ${f(long.moveMs)} (${f(long.maxMoveMs)}) ms, short ${f(short.moveMs)} ` +
    `(${f(short.maxMoveMs)}) ms, ratio ${(long.moveMs / short.moveMs).toFixed(2)}; frame interval median (max): long ` +
    `${f(long.frameMs)} (${f(long.maxFrameMs)}) ms, short ${f(short.frameMs)} (${f(short.maxFrameMs)}) ms; wall per move with ` +
    `the test's clicking: long ${f(long.wallMs)} ms, short ${f(short.wallMs)} ms (${long.played} and ${short.played} moves)`);
  assert.ok(long.continueMs < 10000, `Continue took ${long.continueMs} ms`);  // the target is 1 s; the bound only catches a hang
  assert.ok(long.played > 0 && short.played > 0);
  await screenshot(page, 'assault-edge-long-game.png');
});
