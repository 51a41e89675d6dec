// Shared by the online browser tests (online.test.mjs, seats.test.mjs): a PeerJS signalling server
// (npm `peer`) started on loopback, one browser whose contexts are the players' pages, and the steps
// of a game online (hosting, joining, playing, the leak check). `useOnline()` starts them before the
// file's tests and stops them after.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { PeerServer } from 'peer';
import { serve, chromiumPath, chromiumArgs, DRAFT, waitReady, waitFor, hookState, clickWidget, typeInto, playOneMove, scrollTo, nativeTool } from './lib.mjs';

export let browser, site, signal;
let peerServer;
const sockets = new Set();  // the signalling server's sockets, WebSockets included: destroyed at the end

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

export function useOnline() {
  before(async () => {
    const port = await freePort();
    // PeerServer's callback gets its http server: closed after the tests, or node would wait on it.
    await new Promise((resolve) => {
      PeerServer({ port, host: '127.0.0.1', path: '/ff' }, (server) => {
        peerServer = server;
        server.on('connection', (socket) => { sockets.add(socket); socket.on('close', () => sockets.delete(socket)); });
        resolve();
      });
    });
    signal = `http://127.0.0.1:${port}/ff`;
    site = await serve();
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  });

  after(async () => {
    // If anything still holds node (the signalling server's timers or an upgraded socket), the file
    // must still end: CI once waited on it until its time ran out.
    setTimeout(() => process.exit(), 5000).unref();
    await browser?.close();
    await site?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (peerServer ? peerServer.close(() => resolve()) : resolve()));
  });
}

// Every player's page starts with reduced motion, and the leak-check games' tables are small (the
// host's dialog is not): every page of the browser is drawn by one software GL process, and two
// 1280x800 pages drawing every move's glide kept each other at 13-20 frames a second (an idle table
// is not drawn again).
export const SMALL = { width: 640, height: 400 };

// A player's page in its own context (its own storage), recording page errors.
// `level`: the computer's, for a seat the host gives it. Drawn at a quarter of their resolution (lib.mjs, DRAFT)
// unless a test checks its layout (`deviceScaleFactor: SHARP`). `draws`: the page's fair-deal draws, fixed
// (hex digits: a host's secret, a friend's contribution; web/app/platform_io.h test_draw), so that
// a test's deal is the same every run.
export async function player(query = '', { width = 1280, height = 800, level = 'hard', still = 1, deviceScaleFactor = DRAFT, draws = [] } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, serviceWorkers: 'block' });
  await context.addInitScript(() => { window.ffNetRecord = true; });  // the transport keeps what it receives (the leak check)
  await context.addInitScript((d) => { window.ffFairDraws = d; }, draws);
  await context.addInitScript((settings) => {
    if (!window.localStorage.getItem('fivefronts.settings')) window.localStorage.setItem('fivefronts.settings', settings);
  }, `pace=fast level=${level} guided=0 still=${still}`);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.goto(site.url + query);
  await waitReady(page);
  return { context, page, errors };
}

// The host opens the new-game dialog of `gameId`, chooses friends online (and `choices`), names the
// test's signalling server, starts, and waits for the invitation links. Returns them by seat.
export async function hostGame(page, gameId, choices = [], { via = signal, waitForServer = true, seed = null } = {}) {
  await clickWidget(page, `menu/game/${gameId}`);
  await waitFor(page, () => window.fivefronts.state().screen === 'new-game');
  await clickWidget(page, 'new/opponent/online');
  for (const id of choices) await clickWidget(page, id);
  await typeInto(page, 'new/signal', via);
  if (seed !== null) {
    await scrollTo(page, 'new/seed');
    await typeInto(page, 'new/seed', String(seed));
  }
  await scrollTo(page, 'new/start');  // a long dialog (four players' options): Start is at its end
  await clickWidget(page, 'new/start');
  await waitFor(page, () => window.fivefronts.state().screen === 'lobby');
  if (waitForServer) await waitFor(page, () => window.fivefronts.state().summary.online.my_id !== '', null, 20000);
  const s = await hookState(page);
  return s.summary.online.seats.map((seat) => seat.link);
}

// The leak check: every message the guest's page received since it loaded is a protocol message with
// no seed or record, and every frame's view is exactly the engine's view for the guest's seat at that
// position (the native tool replays the host's record: fivefronts replay --seat-frames), with that
// seat's legal moves only on its turn. The deal's secret and the record come only in the reveal
// (issue 54), after the game's last frame, and the record it shows is the host's. Returns the number
// of frames checked.
export async function leakCheck(guestPage, record, seat) {
  const out = execFileSync(nativeTool, ['replay', '--record', record, '--seat-frames', String(seat)], { maxBuffer: 1 << 28 });
  const truth = JSON.parse(out.toString());
  const received = await guestPage.evaluate(() => window.ffNet.received.slice());
  let frames = 0, over = false;
  for (const text of received) {
    const m = JSON.parse(text);
    assert.ok(['welcome', 'refused', 'frame', 'presence', 'hint', 'chat', 'commit', 'reveal'].includes(m.type), text.slice(0, 200));
    if (m.type === 'reveal') {
      assert.ok(over, 'the deal is shown only after the game\'s last frame');
      assert.equal(m.record, record, 'the record shown is the host\'s');
      continue;
    }
    for (const secret of ['seed', 'record', 'state', 'deck', 'secret', 'contributions']) assert.ok(!(secret in m), `a message names ${secret}`);
    if (m.type !== 'frame') continue;
    over = m.result !== null;
    assert.equal(m.seat, seat);
    const want = truth[m.position];
    assert.deepEqual(m.view, want.view, `seat ${seat}, position ${m.position}: the frame's view is the engine's view of that seat`);
    assert.deepEqual(m.moves.map((x) => x.action), m.my_turn ? want.moves : [], `position ${m.position}: only the seat's own moves`);
    ++frames;
  }
  return frames;
}

export function invitation(link) {
  return link.slice(link.indexOf('?'));
}

// Plays until every page's table says the game is over: whichever page may move makes one move by
// clicking what its table highlights.
export async function playToTheEnd(pages, pick, maxMoves = 2000, choose = () => null) {
  return playSome(pages, pick, maxMoves, true, choose);
}

// Plays `count` moves (or to the end), each by the page whose table may move.
// Who may move on each page, read lightly (three pages' whole states on every poll cost minutes of a game).
const turnStates = (pages) => Promise.all(pages.map((p) => p.evaluate(() => {
  const s = window.fivefronts.state();
  return { screen: s.screen, summary: { terminal: s.summary.terminal, human_turn: s.summary.human_turn } };
})));

// Waits until one of the people on `pages` is to move or the game is over: with a computer seat its move
// may still be on its way after theirs.
export async function peopleToMove(pages) {
  for (let polls = 0; polls < 500; polls++) {
    if ((await turnStates(pages)).some((s) => s.summary.human_turn || s.summary.terminal)) return;
    await pages[0].waitForTimeout(60);
  }
  throw new Error('none of the people came to move in 30 s');
}

export async function playSome(pages, pick, count, toTheEnd = false, choose = () => null) {
  for (let moves = 0; moves < count;) {
    const states = await turnStates(pages);
    if (states.every((s) => s.screen === 'table' && s.summary.terminal)) return Promise.all(pages.map((p) => hookState(p)));
    if (states.some((s) => s.summary.terminal) && !toTheEnd) return Promise.all(pages.map((p) => hookState(p)));
    const mover = states.findIndex((s) => s.screen === 'table' && s.summary.human_turn && !s.summary.terminal);
    if (mover < 0) {
      await pages[0].waitForTimeout(60);
      continue;
    }
    await playOneMove(pages[mover], pick, (state) => choose({ ...state, page: pages[mover] }));
    ++moves;
    if (process.env.FF_ONLINE_LOG && moves % 20 === 0) process.stderr.write(`online: ${moves} moves\n`);
  }
  if (!toTheEnd) return Promise.all(pages.map((p) => hookState(p)));
  throw new Error('the game did not end');
}

// The deal's check on a page (issue 54: summary.online.fair) once it has a verdict: a guest's or a
// spectator's page checks the host's reveal a few positions a frame.
export async function fairVerdict(page, timeout = 60000) {
  await waitFor(page, () => !!window.fivefronts.state().summary.online?.fair?.outcome, null, timeout);
  return (await hookState(page)).summary.online.fair;
}

export const VERIFIED = /^Fair deal verified: the cards and dice came from the shuffle fixed before the game; all \d+ positions you saw match\.$/;
