// The platform: the built site loads in a real browser, draws a readable menu, answers clicks
// through the real SDL input path, and logs no errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { serve, openBrowser, waitReady, clickWidget, canvasStats, screenshot, hookState, waitFor, holdKey, siteDir, chooser, playOneMove, viewportShot } from './lib.mjs';

test('the menu loads, is not blank, a menu entry changes the screen, and Enter starts a game', async () => {
  const server = await serve();
  const { browser, page, errors } = await openBrowser();
  try {
    await page.goto(server.url);
    const state = await waitReady(page, 'menu');
    assert.ok(state.widgets.some((w) => w.id === 'menu/about'), 'the menu reports its About entry');
    const stats = await canvasStats(page);
    await screenshot(page, 'platform-menu.png');
    assert.ok(stats.variance > 50 && stats.colours > 20, `canvas looks blank: ${JSON.stringify(stats)}`);

    await clickWidget(page, 'menu/about');
    await waitFor(page, () => window.fivefronts.state().screen === 'about');
    await screenshot(page, 'platform-about.png');
    await clickWidget(page, 'about/back');
    await waitFor(page, () => window.fivefronts.state().screen === 'menu');

    await clickWidget(page, 'menu/gallery');
    await waitFor(page, () => window.fivefronts.state().screen === 'gallery');
    await page.waitForTimeout(200);
    await screenshot(page, 'platform-gallery.png');
    assert.equal((await hookState(page)).screen, 'gallery');

    // Keyboard: with no button chosen, Enter presses the screen's first one: the first game's
    // dialog, then its Start. With a game in progress, the menu's first button is Continue.
    await clickWidget(page, 'gallery/back');
    await waitFor(page, () => window.fivefronts.state().screen === 'menu');
    const first = (await hookState(page)).summary.games[0];
    await holdKey(page, 'Enter');
    await waitFor(page, () => window.fivefronts.state().screen === 'new-game');
    await holdKey(page, 'Enter');
    await waitFor(page, () => window.fivefronts.state().screen === 'table');
    assert.equal((await hookState(page)).summary.game, first, 'Enter, Enter started the first game');
    const record = (await hookState(page)).summary.record;
    await clickWidget(page, 'bar/menu');
    await waitFor(page, () => window.fivefronts.state().screen === 'menu');
    await holdKey(page, 'Enter');
    await waitFor(page, () => window.fivefronts.state().screen === 'table');
    assert.ok((await hookState(page)).summary.record.startsWith(record.split(' actions=')[0]), 'Enter continued the same game');
    // The arrows choose a button and Enter presses it (here: whichever comes first, not the menu).
    await clickWidget(page, 'bar/menu');
    await waitFor(page, () => window.fivefronts.state().screen === 'menu');
    await holdKey(page, 'ArrowDown');
    await holdKey(page, 'Enter');
    await waitFor(page, () => window.fivefronts.state().screen !== 'menu');
    assert.deepEqual(errors, [], 'the page logged errors');
  } finally {
    await browser.close();
    await server.close();
  }
});

test('the canvas follows window resizes and high-DPI screens', async () => {
  const server = await serve();
  const { browser, page, errors } = await openBrowser({ width: 900, height: 700, deviceScaleFactor: 2 });
  try {
    await page.goto(server.url);
    await waitReady(page, 'menu');
    const size = await page.evaluate(() => {
      const c = document.getElementById('canvas');
      return { w: c.width, h: c.height, cssW: c.clientWidth, cssH: c.clientHeight };
    });
    assert.equal(size.cssW, 900);
    assert.equal(size.w, 1800, 'the canvas backing store uses the device pixel ratio');
    await page.setViewportSize({ width: 700, height: 600 });
    await waitFor(page, () => document.getElementById('canvas').width === 1400);
    // Widgets are reported in CSS pixels and stay inside the new window.
    await page.waitForTimeout(200);
    const state = await hookState(page);
    for (const w of state.widgets) assert.ok(w.x + w.w <= 700 + 1, `${w.id} is outside the window`);
    await screenshot(page, 'platform-menu-hidpi.png');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});

// The loading bar shows what its text says (issue 24: it was half full at "1.4 / 1.4 MB"): each
// "a / b MB" the page shows comes with a bar at a/b; a compressed download, whose Content-Length
// counts other bytes than the page reads, shows the megabytes so far and a sliding bar, no total.
test('the loading bar agrees with its text, with a plain and a compressed download', async () => {
  const server = await serve();
  // The site again, with index.wasm compressed on the fly as many static hosts do (Content-Length
  // counts the compressed bytes).
  const wasm = zlib.gzipSync(fs.readFileSync(path.join(siteDir, 'index.wasm')));
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.svg': 'image/svg+xml' };
  const gzServer = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/$/, '/index.html');
    const file = path.join(siteDir, path.normalize(name));
    if (!file.startsWith(siteDir) || !fs.existsSync(file)) { res.writeHead(404); res.end(); return; }
    const headers = { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' };
    if (name === '/index.wasm') { res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': wasm.length }); res.end(wasm); return; }
    res.writeHead(200, headers);
    res.end(fs.readFileSync(file));
  });
  await new Promise((r) => gzServer.listen(0, '127.0.0.1', r));
  const gz = { url: `http://127.0.0.1:${gzServer.address().port}/` };
  try {
    for (const gzip of [false, true]) {
      const { browser, page, errors } = await openBrowser();
      try {
        await page.addInitScript(() => {
          window.__loading = [];
          document.addEventListener('DOMContentLoaded', () => {
            const status = document.getElementById('status'), bar = document.getElementById('bar');
            new MutationObserver(() => window.__loading.push({ text: status.textContent, now: bar.getAttribute('aria-valuenow'), busy: bar.className === 'busy' }))
              .observe(status, { childList: true, characterData: true, subtree: true });
          });
        });
        await page.goto(gzip ? gz.url : server.url);
        await waitReady(page, 'menu');
        const seen = await page.evaluate(() => window.__loading);
        const counted = seen.filter((s) => /^Downloading/.test(s.text));
        assert.ok(counted.length > 0, `the download was shown: ${JSON.stringify(seen)}`);
        for (const s of counted) {
          const m = /\((\d+\.\d) \/ (\d+\.\d) MB\)/.exec(s.text);
          assert.equal(!m, s.busy, `a total, or a sliding bar: ${JSON.stringify(s)}`);
          // Agree up to the text's rounding: each figure is shown to 0.05 MB, the bar to a whole per
          // cent ("1.0 / 1.3 MB" is 75.4-83.3 % of the bytes).
          const [a, b] = [Number(m?.[1]), Number(m?.[2])];
          if (m) assert.ok(Math.abs(Number(s.now) - 100 * a / b) <= 100 * 0.05 * (1 / b + a / (b * b)) + 1, `bar and text agree: ${JSON.stringify(s)}`);
          // Compressed: the size read is known only once all of it is read.
          if (m && gzip) assert.equal(m[1], m[2], `no total while a compressed file comes: ${JSON.stringify(s)}`);
        }
        if (!gzip) assert.match(counted.at(-1).text, /\((\d+\.\d) \/ \1 MB\)/, 'the whole file counted at the end');
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.close();
    gzServer.close();
  }
});

// Sound (issue 23): the page's Web Audio opens only after the first click (browsers refuse audio before
// a gesture), a played card queues its effect, the Settings' mute silences every effect, and the
// setting survives a reload.
// A headless page is never really in the background: the test makes document.hidden true and sends
// the browser's visibilitychange event, which the page answers as it would a tab switch (its loop on
// a timer, web/app/main.cpp ff_page_hidden). What real background throttling does is not tested here.
test('your turn while away: the tab says so (title and icon) and the chime plays; shown again, the tab is as before', async () => {
  const server = await serve();
  const { browser, page, errors } = await openBrowser();
  const setHidden = (hidden) => page.evaluate((h) => {
    if (!window.__fakeHidden) {
      window.__fakeHidden = true;
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => window.__hidden === true });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (window.__hidden ? 'hidden' : 'visible') });
    }
    window.__hidden = h;
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  const tab = () => page.evaluate(() => ({ title: document.title, icon: document.querySelector('link[rel=icon]').getAttribute('href') }));
  try {
    await page.goto(server.url + '?game=head-to-head-poker&seed=42&vs=computer&level=easy');
    await waitReady(page, 'table');
    await page.mouse.click(1275, 795);  // opens the audio (no move)
    await waitFor(page, () => window.fivefronts.state().sound.opened, null, 10000);
    assert.deepEqual(await tab(), { title: 'Five Fronts', icon: 'favicon.svg' });
    await waitFor(page, () => window.fivefronts.state().summary.human_turn, null, 30000);
    const frames = (await hookState(page)).frames;
    await setHidden(true);
    // The player moves and looks away; the computer answers and the turn comes back.
    await playOneMove(page, chooser(3));
    await waitFor(page, () => document.title.startsWith('Your turn'), null, 30000);
    assert.deepEqual(await tab(), { title: 'Your turn - Five Fronts', icon: 'favicon-turn.svg' });
    // The chime follows the computer's card by 0.3 s.
    await waitFor(page, () => window.fivefronts.state().sound.recent.includes('your_turn'), null, 5000)
      .catch(() => {});
    const st = await hookState(page);
    assert.ok(st.frames > frames, 'the page kept drawing while hidden');
    assert.ok(st.sound.recent.includes('your_turn'), `the chime: ${st.sound.recent.join(' ')}`);
    await setHidden(false);
    assert.deepEqual(await tab(), { title: 'Five Fronts', icon: 'favicon.svg' });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});

test('sound opens on the first click, a played card queues its effect, mute silences it and is kept', async () => {
  const server = await serve();
  const { browser, page, errors } = await openBrowser();
  const sound = async () => (await hookState(page)).sound;
  try {
    await page.goto(server.url + '?game=head-to-head-poker&seed=42&vs=computer&level=easy');
    await waitReady(page, 'table');
    await page.waitForTimeout(300);
    let s = await sound();
    assert.equal(s.opened, false, `no audio before any gesture: ${JSON.stringify(s)}`);
    assert.equal(s.queued, 0);
    // The first click (on the table's felt, no move) opens the device; the page's Web Audio runs.
    const record = (await hookState(page)).summary.record;
    await page.mouse.click(1275, 795);
    await waitFor(page, () => window.fivefronts.state().sound.opened, null, 10000);
    await waitFor(page, () => window.fivefronts.state().sound.callbacks > 0, null, 10000)
      .catch(() => {});  // reported below: a headless browser may have no audio output
    assert.equal((await hookState(page)).summary.record, record, 'the first click played no move');
    s = await sound();
    console.log(`sound after the first click: ${JSON.stringify(s)}`);
    assert.equal(s.error, '');
    assert.equal(s.context, 'running', `the Web Audio context runs after the click: ${JSON.stringify(s)}`);
    assert.ok(s.callbacks > 0, 'the audio callback is asked for samples');
    assert.equal(Object.keys(s.sounds).length, 9);
    for (const [name, [ms, peak]] of Object.entries(s.sounds)) {
      assert.ok(ms > 0 && ms < 400, `${name} lasts ${ms} ms (under 0.4 s)`);
      assert.ok(peak >= 0.1 && peak <= 1, `${name} peaks at ${peak}`);
    }
    // Moves until one plays a card: its effect is queued and named.
    const pick = chooser(5);
    let played = false;
    for (let i = 0; i < 12 && !played; i++) {
      const before = (await sound()).queued;
      await playOneMove(page, pick);
      s = await sound();
      played = s.queued > before && s.recent.includes('card_played');
    }
    assert.ok(played, `a played card queued 'card_played': ${JSON.stringify(s)}`);
    // The page's Web Audio holds the nine effects' buffers, and the played card's buffer source is
    // scheduled on the running context.
    const web = await page.evaluate(() => ({ buffers: window.ffAudio.buffers.length, voices: window.ffAudio.voices.length,
                                             state: window.ffAudio.ctx.state }));
    assert.deepEqual({ buffers: web.buffers, state: web.state }, { buffers: 9, state: 'running' });
    assert.ok(web.voices >= 1 && web.voices <= 4, `1 to 4 buffer sources scheduled: ${JSON.stringify(web)}`);
    console.log(`sound after a played card: queued ${s.queued}, recent ${s.recent.join(' ')}`);
    // Mute in Settings: moves queue nothing.
    await clickWidget(page, 'bar/menu');
    await clickWidget(page, 'menu/settings');
    await waitFor(page, () => window.fivefronts.state().screen === 'settings');
    assert.equal((await hookState(page)).summary.sound, true, 'sound is on by default');
    await clickWidget(page, 'settings/sound');
    await waitFor(page, () => window.fivefronts.state().sound.muted);
    await page.waitForTimeout(200);
    await viewportShot(page, 'settings-sound-phone.png', 390, 844);
    await viewportShot(page, 'settings-sound-desktop.png', 1280, 800);
    await clickWidget(page, 'settings/back');
    await clickWidget(page, 'menu/continue');
    await waitFor(page, () => window.fivefronts.state().screen === 'table');
    const muted = (await sound()).queued;
    for (let i = 0; i < 3; i++) if ((await playOneMove(page, pick)).done) break;
    await page.waitForTimeout(300);
    assert.equal((await sound()).queued, muted, 'no effect queued while the sound is off');
    // Kept: after a reload the sound is still off.
    await page.reload();
    await waitReady(page);
    s = await sound();
    assert.equal(s.muted, true, `the sound stays off after a reload: ${JSON.stringify(s)}`);
    assert.match(await page.evaluate(() => localStorage.getItem('fivefronts.settings')), /sound=0/);
    assert.deepEqual(errors, [], 'the page logged errors');
  } finally {
    await browser.close();
    await server.close();
  }
});
