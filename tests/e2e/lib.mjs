// Shared helpers for the browser tests: a static server for the built site, Debian's Chromium
// driven by playwright-core, the test hook, and real mouse clicks on reported widget rectangles.
import { chromium } from 'playwright-core';
import { serve as serveDir } from '../../scripts/serve.mjs';
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, '..', '..');
export const siteDir = process.env.FF_SITE_DIR || path.join(repo, 'build', 'web', 'site');
export const shotDir = process.env.FF_SHOT_DIR || path.join(repo, 'build', 'e2e-screenshots');

// Serves the built site on 127.0.0.1 (any free port). Resolves to { url, close }.
export function serve(dir = siteDir) {
  return serveDir(dir, 0);
}

// The browser the tests drive: FF_CHROMIUM if set, else Debian's headless shell (chromium-headless-shell:
// the same engine without the browser's window and compositing layers; the poker_assault file took 110
// core-s and 99 s with it, 132 core-s and 111 s with the full chromium, 2026-11-28), else chromium.
export const chromiumPath = process.env.FF_CHROMIUM ||
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

// Chromium is shared by the pages a process opens one after another (a launch and close cost about
// 0.5 s, and the browser tests open about 90): each openBrowser is a new context in it, with its own
// storage, and the `browser` handed back closes only that context. The browser closes a second after
// its last context, so a test file's process or a script ends on its own. `own: true` launches a
// browser of its own (the first-frame measurement loads a cold browser).
let launched = null;
let users = 0;
function launch() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
async function sharedContext(options) {
  users++;
  try {
    launched ??= launch();
    return await (await launched).newContext(options);
  } catch (e) {
    release();
    throw e;
  }
}
function closeShared() {
  const closing = launched;
  launched = null;
  return closing?.then((b) => b.close()).catch(() => {});
}
function release() {
  if (--users > 0) return;
  setTimeout(() => { if (users === 0) closeShared(); }, 1000);
}
// Under `node --test`, also after the file's last test: a test that failed before closing its page
// must not keep the file's process waiting.
if (process.env.NODE_TEST_CONTEXT) after(closeShared);

// Every page is drawn at a quarter of its resolution (DRAFT) unless a test asks for a sharp one
// (`deviceScaleFactor: SHARP`), and screenshot() shows it at half (SHOT) for the picture it saves.
// ImGui lays the page out in CSS pixels, so widgets and clicks are where they are at full resolution;
// its fonts are made at the pixel ratio but never below 1 (web/app/main.cpp), so a quarter and a half
// lay out the same words; the tests that check whether a text fits or which words are shown (the
// layout walk, the phone tests, `layout(true)`) draw sharp. Chromium's software GL spends its CPU
// filling pixels: hovering 100 times over a table's widgets took its graphics process 7.7 s of CPU at
// full resolution, 3.8 s at half and 2.1 s at a quarter (2026-11-28). FF_SHARP=1 draws every page at
// full resolution (to look at every test's screenshots).
export const DRAFT = process.env.FF_SHARP ? 1 : 0.25;
const SHOT = 0.5;
export const SHARP = 1;

// A wait that may run out (a frame that never comes on a loaded machine, a widget gone meanwhile) is
// let go, but said in the test's output: a wait that runs out at every call costs its whole timeout
// each time, unseen otherwise (a phone's screenshot waited 5 s for a canvas size SDL never made).
function waitedOut(what) {
  return () => console.log(`# waited out: ${what}`);
}

// Opens a page in Chromium that records console errors and page errors in `errors`.
// `fast`: a new profile starts with the fast computer pace setting, so whole games do not spend
// 0.6 s on every computer move (tests of the settings themselves pass fast: false).
// `still`: and with reduced motion (the default with `fast`): every page is drawn by one software GL
// process here, and a glide redraws the table every frame (a whole online game took 6x as long with
// motion). The tests of motion itself pass still: false.
// `offline`: the site's service worker may register (web/sw.js; the offline tests): otherwise it is
// blocked, so each test's page loads the site from the test's own server alone.
export async function openBrowser({ width = 1280, height = 800, deviceScaleFactor = DRAFT, touch = false, fast = true, still = fast, own = false,
                                    offline = false } = {}) {
  const options = { viewport: { width, height }, deviceScaleFactor, hasTouch: touch, isMobile: touch,
                    serviceWorkers: offline ? 'allow' : 'block' };
  let browser, context;
  if (own) {
    browser = await launch();
    context = await browser.newContext(options);
  } else {
    context = await sharedContext(options);
    let open = true;
    browser = { close: async () => { if (open) { open = false; await context.close().catch(() => {}); release(); } } };
  }
  await context.addInitScript(() => { window.ffNetRecord = true; });  // the transport keeps what it receives (the tests read it)
  if (fast) {
    await context.addInitScript((settings) => {
      // The computer at once, and the new-game dialog as a returning player left it (Hard, no guide).
      if (!window.localStorage.getItem('fivefronts.settings')) window.localStorage.setItem('fivefronts.settings', settings);
    }, `pace=fast level=hard guided=0${still ? ' still=1' : ''}`);
  }
  const page = await context.newPage();
  const errors = [];
  const logs = [];
  page.on('console', (msg) => {
    logs.push(`${msg.type()}: ${msg.text()}`);
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  // A reload or a navigation aborts what is still loading (the computer's worker starts with the
  // page): not a failure. A missing file shows as an HTTP error below.
  page.on('requestfailed', (req) => {
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') errors.push(`request failed: ${req.url()}`);
  });
  page.on('response', (res) => { if (res.status() >= 400) errors.push(`HTTP ${res.status()} for ${res.url()}`); });
  return { browser, page, errors, logs };
}

export async function hookState(page) {
  return page.evaluate(() => window.fivefronts.state());
}

// Serves the site, opens it in Chromium with `query`, waits until it is ready (on `screen` if given).
// Returns the browser fields plus `server` and `close()` (closes both).
export async function openSite(query = '', screen = null, options = {}) {
  const server = await serve();
  const b = await openBrowser(options);
  await b.page.goto(server.url + query);
  await waitReady(b.page, screen);
  return { ...b, server, async close() { await b.browser.close(); await server.close(); } };
}

// Waits until the app has drawn frames and reports ready (and, optionally, a given screen).
export async function waitReady(page, screen = null, timeout = 60000) {
  await page.waitForFunction((want) => {
    const s = window.fivefronts && window.fivefronts.state();
    return s && s.ready && (!want || s.screen === want);
  }, screen, { timeout, polling: 100 });
  return hookState(page);
}

export async function waitFor(page, predicateSource, arg = null, timeout = 30000) {
  await page.waitForFunction(predicateSource, arg, { timeout, polling: 50 });
}

export function findWidget(state, id) {
  return state.widgets.find((w) => w.id === id);
}

// The widget reported under `id`, waiting up to `timeout` ms for it (a layout can take a frame
// or two to settle, e.g. right after a turn changes).
export async function widgetRect(page, id, timeout = 10000) {
  try {
    await page.waitForFunction((want) => window.fivefronts.state().widgets.some((w) => w.id === want), id, { timeout, polling: 50 });
  } catch {
    const state = await hookState(page);
    throw new Error(`widget '${id}' is not on screen '${state.screen}' (have: ${state.widgets.map((x) => x.id).join(', ')})`);
  }
  return findWidget(await hookState(page), id);
}

// Clicks the centre of the widget the hook reports under `id`, with real mouse events. Dear ImGui
// reads the mouse once a frame, so the button is held until the page has drawn two frames: on a
// loaded machine a frame can take longer than a fixed wait, and a press and release inside one
// frame is no click.
// Scrolls the page under the pointer (at 640,400) with the wheel until widget `id` is on screen, at
// most `steps` turns of `delta` px (a long dialog or page on a short screen).
export async function scrollTo(page, id, { steps = 30, delta = 400, pause = 120 } = {}) {
  await page.mouse.move(640, 400);
  for (let i = 0; i < steps && !(await hookState(page)).widgets.some((w) => w.id === id); ++i) {
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(pause);
  }
}

export async function clickWidget(page, id) {
  const w = await widgetRect(page, id);
  const x = w.x + w.w / 2, y = w.y + w.h / 2;
  await page.mouse.move(x, y);
  await page.waitForTimeout(50);
  const f0 = await page.evaluate(() => window.fivefronts.state().frames);
  await page.mouse.down();
  await page.waitForTimeout(50);
  await framesAfter(page, f0);
  // The release is read by the frame that follows it, with the mouse where it is then: the next
  // click's move must wait for that frame, or a loaded machine lets the release land elsewhere (a
  // click lost when two browser test files ran at once).
  const f1 = await page.evaluate(() => window.fivefronts.state().frames);
  await page.mouse.up();
  await page.waitForTimeout(50);
  await framesAfter(page, f1);
  return w;
}

// The hook's state once the table's moves (buttons, targets, playable cards) read the same two frames
// apart, at most 10 tries: a token settling into place can list its fallback button for one frame
// only (a Ground Assault deploy button, seen once in CI on a phone), and a move chosen from that
// frame names a widget that is gone.
export async function steadyState(page) {
  const key = (s) => JSON.stringify([s.summary?.record, s.summary?.table?.buttons, s.summary?.table?.targets, s.summary?.table?.playable]);
  let st = await hookState(page);
  for (let i = 0; i < 10; i++) {
    await framesAfter(page, st.frames);
    const next = await hookState(page);
    if (key(next) === key(st)) return next;
    st = next;
  }
  return st;
}

// Waits (at most 5 s) until the page has drawn two frames after frame `f`: the frame that read an
// input and the one after it.
async function framesAfter(page, f) {
  await page.waitForFunction((from) => window.fivefronts.state().frames > from + 1, f, { polling: 15, timeout: 5000 }).catch(waitedOut('two frames after an input, 5 s'));
}

// Taps the centre of the widget reported under `id` on a touch screen (openBrowser({touch: true})).
export async function tapWidget(page, id) {
  const w = await widgetRect(page, id);
  await page.touchscreen.tap(w.x + w.w / 2, w.y + w.h / 2);
  await page.waitForTimeout(120);
  return w;
}

// Pixel statistics of the canvas (as drawn on screen): a blank canvas has ~zero variance.
export async function canvasStats(page) {
  const png = await page.screenshot({ type: 'png' });
  const decoded = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let n = 0, sum = 0, sum2 = 0;
    const colours = new Set();
    for (let i = 0; i < d.length; i += 4 * 7) {
      const v = 0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2];
      sum += v; sum2 += v * v; n++;
      if (colours.size < 5000) colours.add((d[i] >> 3) << 10 | (d[i + 1] >> 3) << 5 | (d[i + 2] >> 3));
    }
    const mean = sum / n;
    return { mean, variance: sum2 / n - mean * mean, colours: colours.size };
  }, png.toString('base64'));
  return decoded;
}

export async function screenshot(page, name) {
  fs.mkdirSync(shotDir, { recursive: true });
  const file = path.join(shotDir, name);
  const own = await page.evaluate(() => window.devicePixelRatio);
  if (own >= SHOT) {
    await page.screenshot({ path: file });
  } else {
    // Playwright would scale the picture to the context's own ratio: DevTools takes it as drawn.
    await atRatio(page, own, SHOT, async (cdp) => {
      const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
      fs.writeFileSync(file, Buffer.from(data, 'base64'));
    });
  }
  return file;
}

// Runs `take(cdp)` with the page, drawn at pixel ratio `own`, drawn at `ratio` instead (a DRAFT page's
// screenshot at SHOT), then gives the page back its own ratio. Only desktop pages are drawn at DRAFT.
// The ratio is set by a DevTools session of our own, which stays with the page and repeats every
// later size Playwright sets: closing it would clear Playwright's override too, and an override of
// ours left at an old size came back after a navigation.
const ratioSessions = new WeakMap();
async function ratioSession(page, own) {
  if (ratioSessions.has(page)) return ratioSessions.get(page);
  const cdp = await page.context().newCDPSession(page);
  const setViewportSize = page.setViewportSize.bind(page);
  page.setViewportSize = async (size) => {
    await setViewportSize(size);
    await cdp.send('Emulation.setDeviceMetricsOverride', { ...size, deviceScaleFactor: own, mobile: false });
  };
  ratioSessions.set(page, cdp);
  return cdp;
}
async function atRatio(page, own, ratio, take) {
  const cdp = await ratioSession(page, own);
  const size = page.viewportSize();
  const redraw = async (deviceScaleFactor) => {
    const f = await page.evaluate(() => window.fivefronts?.state().frames ?? 0);
    await cdp.send('Emulation.setDeviceMetricsOverride', { ...size, deviceScaleFactor, mobile: false });
    // The canvas takes its size from the page's resize event (a new ratio alone sends none).
    await page.evaluate(() => window.dispatchEvent(new Event('resize')));
    // SDL rounds the canvas's size down: a phone's 390 px at a quarter are 97 pixels, not 98.
    await page.waitForFunction(([w, from]) => Math.abs((document.querySelector('canvas')?.width ?? 0) - w) < 1 &&
      (window.fivefronts?.state().frames ?? 3) > from + 2, [size.width * deviceScaleFactor, f],
    { polling: 15, timeout: 5000 }).catch(waitedOut(`the canvas at ratio ${deviceScaleFactor}, 5 s`));
  };
  await redraw(ratio);
  try {
    return await take(cdp);
  } finally {
    await redraw(own);
  }
}

// Types `text` into the text field reported under `id` (replacing what it holds), with real keys.
// Dear ImGui 1.86 reads key state once a frame, so a key pressed and released within one slow
// frame is missed: hold editing keys for a few frames. (Typed characters are queued, never lost.)
export async function holdKey(page, key, modifier = null) {
  // Held 150 ms, under Dear ImGui's key repeat delay (275 ms of its frames' time): one press, never
  // a repeated one (waiting for frames here instead let a loaded machine repeat ArrowDown).
  if (modifier) await page.keyboard.down(modifier);
  await page.keyboard.down(key);
  await page.waitForTimeout(150);
  await page.keyboard.up(key);
  if (modifier) await page.keyboard.up(modifier);
  await page.waitForTimeout(100);
}

// Makes `save` the only saved game of the page (the menu's Continue takes the newest of them).
export async function putOnlySave(page, save) {
  await page.evaluate((s) => {
    for (const k of Object.keys(window.localStorage)) if (k.startsWith('fivefronts.save')) window.localStorage.removeItem(k);
    window.localStorage.setItem('fivefronts.save', s);
  }, save);
}

// Stores `save` as the page's saved game, reloads, and continues it from the menu (a position set up
// from a game record: FFS1 level=0 computer=01 <replay code>).
export async function continueSave(page, save) {
  await page.evaluate((s) => window.localStorage.setItem('fivefronts.save', s), save);
  await page.reload();
  await waitReady(page, 'menu');
  await clickWidget(page, 'menu/continue');
}

export async function typeInto(page, id, text, delay = 30) {
  await clickWidget(page, id);
  await holdKey(page, 'a', 'Control');
  await holdKey(page, 'Backspace');
  await page.keyboard.type(text, { delay });
  await page.waitForTimeout(150);
}

// Pastes `text` as a player's Ctrl+V or long press would: a paste event carrying it.
export async function pasteText(page, text) {
  await page.evaluate((t) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', t);
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true }));
  }, text);
}

// Opens the new-game dialog of `gameId` from the menu and sets the given choices
// (ids of radio buttons, e.g. 'new/level/0'), and the seed; then starts the game.
export async function startGame(page, gameId, { choices = [], seed = null } = {}) {
  await clickWidget(page, `menu/game/${gameId}`);
  await waitFor(page, () => window.fivefronts.state().screen === 'new-game');
  for (const id of choices) await clickWidget(page, id);
  if (seed !== null) {
    await scrollTo(page, 'new/seed');  // at the end of a long dialog
    await typeInto(page, 'new/seed', String(seed));
  }
  await clickWidget(page, 'new/start');
  await waitFor(page, () => window.fivefronts.state().screen === 'table');
  return hookState(page);
}

// A small deterministic chooser (LCG) so a scripted player clicks the same moves every run.
export function chooser(seed) {
  let x = seed >>> 0;
  return (n) => { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; return x % n; };
}

// Waits for the human's turn (or the end) and makes one move by clicking what the table
// highlights. Tables report in their summary: `buttons` (moves made by one click), `playable`
// (pieces to select) and `targets` (where the selected piece may go). `choose(state)` (may be
// async) sees the position first and may return a widget id to click instead (betting, picking). Returns the hook state, with `done` once the
// game is over.
export async function playOneMove(page, pick, choose = () => null) {
  await waitFor(page, () => {
    const s = window.fivefronts.state();
    // (Not while the screen is about to make the player's move itself: Assault Edge's forced pass.)
    return s.screen === 'table' && (s.summary.terminal || (s.summary.human_turn && !s.summary.screen_moves) || s.summary.table?.press_on);
  }, null, 120000);
  const state = await steadyState(page);
  if (state.summary.terminal) return { ...state, done: true };
  // The table shows something the game waits on (Head-to-Head Poker's finished round): move on.
  if (state.summary.table?.press_on) {
    await clickWidget(page, state.summary.table.press_on);
    await waitFor(page, (id) => window.fivefronts.state().summary.table?.press_on !== id, state.summary.table.press_on);
    return { ...state, done: false, pressed_on: true };
  }
  const t = state.summary.table;
  const before = state.summary.record;
  const own = await choose(state);
  let last = null;  // the move's final click
  let card = null;  // a two-click move's first click (the piece or card whose targets show)
  if (own) await clickWidget(page, last = own);
  else if (t.buttons.length) await clickWidget(page, last = t.buttons[pick(t.buttons.length)]);
  else if (t.targets.length) await clickWidget(page, last = t.targets[pick(t.targets.length)]);
  else if (t.playable.length) {
    // (On a loaded machine a click on a card still settling can miss: clicked once more.)
    card = t.playable[pick(t.playable.length)];
    await clickWidget(page, card);
    await waitFor(page, () => window.fivefronts.state().summary.table.targets.length > 0, null, 15000).catch(async () => {
      await clickWidget(page, card);
      await waitFor(page, () => window.fivefronts.state().summary.table.targets.length > 0, null, 60000);
    });
    // The targets as two frames apart agree (an online table listed a space of the opponent's that
    // the next frame no longer drew, once in CI).
    const after = (await steadyState(page)).summary.table;
    await clickWidget(page, last = after.targets[pick(after.targets.length)]);
  } else {
    throw new Error(`no highlighted move on the human's turn: ${JSON.stringify(t)}`);
  }
  // The click must move the game on (a refused click leaves the record unchanged). A move that
  // throws work away asks for a second press: it is pressed again. On a heavily loaded machine a
  // click on a widget that was still gliding into place can miss: if nothing changed, the same
  // widget, still listed, is clicked once more.
  // A guided game's warning (the guide's look-ahead) may follow the table's question: pressed too.
  // A second press of a two-click move selects its piece again first where the first press's answer
  // (a warning) put the selection away.
  const again = async () => {
    if (card && !(await hookState(page)).summary.table.targets.includes(last)) {
      await clickWidget(page, card);
      await waitFor(page, (id) => window.fivefronts.state().summary.table.targets.includes(id), last, 15000).catch(waitedOut(`target ${last} listed again, 15 s`));
    }
    await clickWidget(page, last);
  };
  let ask = await askedAfter(page, before, '');
  for (let i = 0; i < 2 && ask !== 'moved' && ask !== 'neither'; i++) {
    await again();
    ask = await askedAfter(page, before, ask);
  }
  try {
    await waitFor(page, (rec) => window.fivefronts.state().summary.record !== rec, before, 15000);
  } catch (e) {
    waitedOut(`a move after a click on ${last}, 15 s`)();
    // Slow (a loaded machine): the click is pressed once more if its widget is still offered, and
    // the move given a minute either way.
    const now = (await hookState(page)).summary;
    const listed = [...now.table.buttons, ...now.table.targets];
    if (now.record !== before) return { ...state, done: false };
    if (now.human_turn && (listed.includes(last) || card)) await again();
    // A notice that came between two presses (a guided game's hint arriving late on a loaded
    // machine) puts the table's question up again: it is answered again, a few times at most.
    for (let i = 0; i < 4; i++) {
      const t = (await hookState(page)).summary;
      if (t.record !== before || !t.human_turn || !SECOND_PRESS.test(t.table?.message ?? '')) break;
      await again();
      await waitFor(page, (rec) => window.fivefronts.state().summary.record !== rec, before, 10000).catch(waitedOut('a move after a second press, 10 s'));
    }
    await waitFor(page, (rec) => window.fivefronts.state().summary.record !== rec, before, 60000).catch(async () => {
      const t2 = (await hookState(page)).summary;
      throw new Error(`a click on ${last}${card ? ` (after ${card})` : ''} did not move the game in 75 s: ` +
                      `human_turn ${t2.human_turn}, message "${t2.table?.message}", status "${t2.table?.status}", ` +
                      `buttons ${t2.table?.buttons}, targets ${t2.table?.targets}, playable ${t2.table?.playable}`);
    });
  }
  return { ...state, done: false };
}

// After a press that should play a move (record `before`): if the table asks for a second press
// ("... Press it again to confirm."), `again()` presses once more. Waits until either shows.
export const SECOND_PRESS = /Press it again to confirm|Play it again to go ahead/;
export async function pressAgainIfAsked(page, before, again) {
  const asked = await askedAfter(page, before, '');
  if (asked === 'moved' || asked === 'neither') return asked;
  await again();
  return 'asked';
}

// After a press (record `before`): 'moved', the table's message asking for another press (one other
// than `seen`), or 'neither' within 10 s.
async function askedAfter(page, before, seen) {
  return page.waitForFunction(([rec, re, old]) => {
    const s = window.fivefronts.state().summary;
    if (s.record !== rec) return 'moved';
    const m = s.table?.message ?? '';
    return new RegExp(re).test(m) && m !== old ? m : false;
  }, [before, SECOND_PRESS.source, seen], { timeout: 10000, polling: 50 }).then((h) => h.jsonValue()).catch(() => 'neither');
}

// Plays the legal move at `index` (0-based, in the keyboard's order) by the keyboard: one arrow
// starts the walk and the screen reader's line says where ("Move i of n"), the arrows that reach
// the move are counted from there (they wrap), Enter plays it (twice when the table asks). Returns
// the record after the move. The page's state is read a few times per move, not per arrow.
// `onFocused` runs once the move has the focus, before Enter.
export async function keyPlay(page, index, onFocused = async () => {}) {
  await page.waitForFunction(() => { const s = window.fivefronts.state().summary; return s.human_turn && !s.screen_moves; }, null, { polling: 30, timeout: 20000 });
  const before = await page.evaluate(() => window.fivefronts.state().summary.record);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => !!window.fivefronts.state().summary.focus, null, { polling: 30, timeout: 10000 });
  const [i, n] = await page.evaluate(() => {
    const m = /^Move (\d+) of (\d+):/.exec(document.getElementById('live-focus').textContent);
    return [Number(m[1]) - 1, Number(m[2])];
  });
  assert.ok(index < n, `move ${index} of ${n}`);
  for (let k = ((index - i) % n + n) % n; k > 0; --k) await page.keyboard.press('ArrowRight');
  await page.waitForFunction((want) => document.getElementById('live-focus').textContent.startsWith(want),
    `Move ${index + 1} of ${n}:`, { polling: 30, timeout: 10000 });
  await onFocused();
  await page.keyboard.press('Enter');
  await pressAgainIfAsked(page, before, () => page.keyboard.press('Enter'));
  return nextRecord(page, before);
}

// Waits until the page's game record differs from `before` (a move was played) and returns it.
export async function nextRecord(page, before, timeout = 10000) {
  const after = await page.waitForFunction((r) => { const s = window.fivefronts.state().summary.record; return s !== r && s; },
    before, { polling: 30, timeout });
  return after.jsonValue();
}

// How many moves a game record ("FF1 ... actions=12.7.30") holds.
export function movesIn(record) {
  const actions = record.split(' actions=')[1];
  return actions ? actions.split('.').length : 0;
}

// Poker Assault: a `choose` for playOneMove: launch a legal Assault rather than stop, play a card into the Assault
// rather than stop, defend rather than pass; other decisions (Reform, choices, the launch window)
// are left to the random pick among the buttons.
export function assaultChooser(pick) {
  return async (state) => {
    const page = state.page;
    const t = state.summary.table;
    const view = state.summary.view;
    if (t.buttons.includes('pa/launch')) return 'pa/launch';
    const cards = t.playable.filter((id) => id.startsWith('pa/card/'));
    if ((view.phase === 'prepare' || view.phase === 'defend') && cards.length) {
      const card = cards[pick(cards.length)];
      await clickWidget(page, card);
      await waitFor(page, () => window.fivefronts.state().summary.table.targets.length > 0);
      const targets = (await hookState(page)).summary.table.targets;
      return targets.find((id) => id === 'pa/assault/next') || targets.find((id) => /^pa\/assault\/\d+$/.test(id)) || targets[0];
    }
    return null;
  };
}

// The native tool (FF_NATIVE_TOOL overrides the native build's) replaying a browser game record: its
// JSON state, views and legal moves.
export const nativeTool = process.env.FF_NATIVE_TOOL || path.join(repo, 'build', 'native', 'tools', 'fivefronts');
export function nativeReplay(record) {
  return JSON.parse(execFileSync(nativeTool, ['replay', '--record', record], { encoding: 'utf8', maxBuffer: 64 << 20 }));
}

// Resizes the page, checks the table is drawn (not blank) and saves a screenshot; returns the hook state.
// Resizes the page and waits for frames laid out at the new size (widget rectangles read before
// then are the old size's, and a click there can miss).
export async function resizeTo(page, width, height) {
  await page.setViewportSize({ width, height });
  const f0 = await page.evaluate(() => window.fivefronts.state().frames);
  await page.waitForFunction((f) => window.fivefronts.state().frames > f + 3, f0, { polling: 30, timeout: 5000 }).catch(waitedOut('frames at a new size, 5 s'));
  await page.waitForTimeout(300);
}

export async function viewportShot(page, name, width, height) {
  await resizeTo(page, width, height);
  const st = await hookState(page);
  const stats = await canvasStats(page);
  assert.ok(stats.variance > 50 && stats.colours > 40, `the table looks blank: ${JSON.stringify(stats)}`);
  await screenshot(page, name);
  return st;
}

// For games whose view has `over` and a per-seat `result` (+1 win): the result window is showing,
// its title names the seat-0 player's result, it agrees with the returns and offers a new game
// (`<prefix>/result/again`).
export function assertResultWindow(state, prefix) {
  const sum = state.summary;
  const shown = sum.table.result;
  assert.ok(sum.view.over, 'the state says the game is over');
  assert.ok(shown, 'the result window is showing');
  const won = sum.view.result[0] === 1, lost = sum.view.result[1] === 1;
  assert.equal(shown.title, won ? 'You win!' : lost ? 'Computer wins' : 'A draw');
  assert.deepEqual(sum.returns.map((r) => Math.sign(r)), sum.view.result.map((r) => Math.sign(r)), 'the window agrees with the returns');
  assert.ok(state.widgets.some((w) => w.id === `${prefix}/result/again`), 'the result window offers a new game');
}


// ---- Online games: moves from the test, as each side's page makes them ----

// Sends `text` from a guest's page to the host, as its page sends messages; returns how many messages
// it had received before (the host's answer comes after them).
export function guestSend(page, text) {
  return page.evaluate((t) => {
    const n = window.ffNet.received.length;
    const conn = Object.keys(window.ffNet.conns).map(Number).reverse().find((c) => window.ffNet.conns[c].open);  // the newest open one
    window.ffNet.send(conn, t);
    return n;
  }, text);
}

// The host's move by the keyboard (quicker than clicks, and the same table): a few arrows to a
// legal move, Enter plays it.
export async function hostKeyMove(page, pick) {
  const before = (await hookState(page)).summary.record;
  const presses = 1 + pick(4);
  for (let i = 0; i < presses; i++) await page.keyboard.press(i % 3 === 2 ? 'Tab' : 'ArrowRight');
  await waitFor(page, () => !!window.fivefronts.state().summary.focus);
  await page.keyboard.press('Enter');
  await pressAgainIfAsked(page, before, () => page.keyboard.press('Enter'));
  await nextRecord(page, before);
}

// The guest's move sent as a protocol message (the host checks it like a click): the move the
// game's heuristic player would choose there (`fivefronts replay --next heuristic` on the host's
// record: the test knows the whole game, the guest's page only its frames), so games end in a
// reasonable number of moves. Returns false when the guest's latest frame is not its turn, else the
// move sent ({position, action}).
export async function guestWireMove(page, hostRecord) {
  const frame = await page.evaluate(() => {
    const r = window.ffNet.received;
    for (let i = r.length - 1; i >= 0; --i) if (r[i].includes('"frame"')) return JSON.parse(r[i]);
    return null;
  });
  if (!frame?.my_turn) return false;
  if (movesIn(hostRecord) !== frame.position) return false;  // the host has moved on
  const next = JSON.parse(execFileSync(nativeTool, ['replay', '--record', hostRecord, '--next', 'heuristic'], { maxBuffer: 1 << 28 }).toString()).next;
  assert.ok(frame.moves.some((m) => m.action === next), 'the frame lists the move');
  await guestSend(page, JSON.stringify({ v: 5, type: 'move', position: frame.position, number: next }));
  await waitFor(page, (p) => window.fivefronts.state().summary.online.position > p, frame.position, 20000);
  return { position: frame.position, action: next };
}


// Plays until the host's game is over (or `until(moves)` says stop): the host by the keyboard on its
// table, the guest by protocol messages over its page's transport (lib.mjs). Returns the guest's
// moves. Every loop is bounded in moves and time; the host's picks go on across calls (`pick`).
export async function playKeysAndWire(host, guest, pick, { until = () => false, maxMoves = 300, seconds = 300 } = {}) {
  const sent = [];
  const deadline = Date.now() + seconds * 1000;
  for (let moves = 0; moves < maxMoves && Date.now() < deadline;) {
    const h = await host.page.evaluate(() => {
      const s = window.fivefronts.state().summary;
      return { terminal: s.terminal, human_turn: s.human_turn, record: s.record };
    });
    if (h.terminal || until(moves)) return sent;
    if (h.human_turn) {
      await hostKeyMove(host.page, pick);
      ++moves;
      continue;
    }
    const g = await guestWireMove(guest.page, h.record);
    if (g) sent.push(g), ++moves;
    else await host.page.waitForTimeout(50);
  }
  throw new Error(`the game did not end within ${maxMoves} moves and ${seconds} s`);
}

// Records the longest gap between the page's animation frames from now on (window.ffGap): a page
// that blocked would show seconds.
export function watchFrames(page) {
  return page.evaluate(() => {
    window.ffGap = 0;
    let last = performance.now();
    const step = (t) => { window.ffGap = Math.max(window.ffGap, t - last); last = t; requestAnimationFrame(step); };
    requestAnimationFrame(step);
  });
}

// Every game the menu offers (registered and with a table): the per-game browser tests loop over it.
export async function playableGames() {
  const site = await openSite('', 'menu');
  try {
    return (await hookState(site.page)).summary.games;
  } finally {
    await site.close();
  }
}
