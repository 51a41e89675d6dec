// Installable and offline (issue 34): the web app manifest and its icons, the service worker's copy
// of the site, play with the network off, and a new deployment offered on the menu (never during a
// game) without losing a saved game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  clickWidget, hookState, openBrowser, playOneMove, chooser, repo, screenshot, serve, siteDir, startGame, viewportShot,
  waitFor, waitReady,
} from './lib.mjs';

// The site as served, with its service worker in control of the page (its copy made).
async function openControlled(dir = siteDir, options = {}) {
  const server = await serve(dir);
  const b = await openBrowser({ offline: true, ...options });
  await b.page.goto(server.url);
  await waitReady(b.page, 'menu');
  await waitFor(b.page, () => !!navigator.serviceWorker.controller, null, 30000);
  return { ...b, server, async close() { await b.browser.close(); await server.close(); } };
}

// The PNG's width and height (its IHDR chunk).
function pngSize(bytes) {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  assert.deepEqual([...bytes.subarray(0, 8)], sig, 'a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

test('installable: the manifest and its icons are served and valid, and the service worker keeps the whole site', async () => {
  const b = await openControlled();
  try {
    const manifest = await b.page.evaluate(async () => {
      const link = document.querySelector('link[rel=manifest]');
      const res = await fetch(link.href);
      return { type: res.headers.get('Content-Type'), json: await res.json() };
    });
    assert.equal(manifest.type, 'application/manifest+json');
    const m = manifest.json;
    assert.equal(m.name, 'Five Fronts');
    assert.ok(m.short_name && m.short_name.length <= 12, `short name "${m.short_name}"`);
    assert.equal(m.display, 'standalone');
    assert.equal(m.start_url, './');
    assert.match(m.theme_color, /^#[0-9a-f]{6}$/);
    const sizes = new Set();
    for (const icon of m.icons) {
      const res = await fetch(b.server.url + icon.src);
      assert.equal(res.status, 200, icon.src);
      assert.equal(res.headers.get('content-type'), icon.type, icon.src);
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (icon.type === 'image/png') {
        const size = pngSize(bytes);
        assert.equal(size, icon.sizes, `${icon.src} is ${size}`);
      } else {
        assert.match(Buffer.from(bytes).toString('utf8'), /^<svg [^>]*viewBox="0 0 512 512"/, icon.src);
      }
      sizes.add(icon.sizes);
    }
    assert.ok(sizes.has('192x192') && sizes.has('any'), 'a 192 px icon and one for any size');
    // Chromium's own verdict: nothing stops installing the site as an app.
    const cdp = await b.page.context().newCDPSession(b.page);
    // (A test's browser context is incognito, which Chromium names as its only objection.)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), []);
    // The service worker's cache holds this deployment's every file.
    const site = fs.readdirSync(siteDir).filter((f) => f !== 'sw.js');
    const cached = await b.page.evaluate(async () => {
      const keys = await caches.keys();
      const names = (await (await caches.open(keys[0])).keys()).map((r) => new URL(r.url).pathname.slice(1));
      return { keys, names };
    });
    assert.equal(cached.keys.length, 1);
    assert.match(cached.keys[0], /^fivefronts-[0-9a-f]{12}$/);
    for (const f of site) assert.ok(cached.names.includes(f), `${f} is kept for offline play`);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('offline: with the network off the site opens, a game against the computer plays on, the rules show; online play says it needs a network', async () => {
  const b = await openControlled();
  try {
    await b.page.context().setOffline(true);
    await b.page.reload();
    await waitReady(b.page, 'menu');
    // A whole game against the computer (Easy, to keep it short): the page and the computer's
    // worker both come from the cache.
    await startGame(b.page, 'head-to-head-poker', { choices: ['new/level/0'], seed: 12 });
    const pick = chooser(5);
    let moves = 0;
    for (; moves < 200 && !(await playOneMove(b.page, pick)).done; ++moves);
    const s = (await hookState(b.page)).summary;
    assert.ok(s.terminal && s.view.result, `the game ended offline after ${moves} moves: ${s.record}`);
    assert.ok(s.table.result, 'the result screen shows');
    assert.equal(s.worker, 'ready');
    assert.ok(s.worker_answers > 0, 'the computer thought in its worker, loaded from the cache');
    await screenshot(b.page, 'offline-h2h-result-desktop.png');
    await clickWidget(b.page, 'bar/rules');
    await waitFor(b.page, () => window.fivefronts.state().screen === 'rules');
    await clickWidget(b.page, 'rules/back');
    await waitFor(b.page, () => window.fivefronts.state().screen === 'table');
    await clickWidget(b.page, 'bar/menu');
    await waitReady(b.page, 'menu');
    // Online play: the lobby says plainly that it needs a network.
    await clickWidget(b.page, 'menu/game/crossfire');
    await waitFor(b.page, () => window.fivefronts.state().screen === 'new-game');
    await clickWidget(b.page, 'new/opponent/online');
    await clickWidget(b.page, 'new/start');
    await waitFor(b.page, () => window.fivefronts.state().screen === 'lobby');
    await waitFor(b.page, () => window.fivefronts.state().summary.offline === true);
    await screenshot(b.page, 'offline-lobby-desktop.png');
    const errors = b.errors.filter((e) => !/signalling|peer|ERR_INTERNET_DISCONNECTED|Failed to fetch|WebSocket/i.test(e));
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
});

test('a new version: fetched in the background, offered on the menu and never during a game; Reload brings it and the saved game stays', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-site-'));
  fs.cpSync(siteDir, dir, { recursive: true });
  const b = await openControlled(dir);
  try {
    const before = await b.page.evaluate(async () => (await caches.keys())[0]);
    await startGame(b.page, 'head-to-head-poker', { seed: 3 });
    await playOneMove(b.page, chooser(2));
    const saved = (await hookState(b.page)).summary.record;
    // A new deployment: one file changes, the service worker is written again.
    fs.appendFileSync(path.join(dir, 'ff-net.js'), '\n// a later deployment\n');
    execFileSync('node', [path.join(repo, 'scripts', 'service-worker.mjs'), dir]);
    await b.page.evaluate(() => window.ffApp.checkForUpdate());
    await waitFor(b.page, () => window.ffApp.updateReady === true, null, 30000);
    // In the middle of a game nothing is offered.
    await b.page.waitForTimeout(300);
    let st = await hookState(b.page);
    assert.equal(st.screen, 'table');
    assert.ok(!st.widgets.some((w) => w.id === 'menu/update'));
    await clickWidget(b.page, 'bar/menu');
    st = await waitReady(b.page, 'menu');
    assert.equal(st.summary.update_ready, true);
    await screenshot(b.page, 'menu-new-version-desktop.png');
    const reloaded = b.page.waitForEvent('load', { timeout: 30000 });
    await clickWidget(b.page, 'menu/update');
    await reloaded;
    st = await waitReady(b.page, 'menu');
    assert.equal(st.summary.update_ready, false);
    const after = await b.page.evaluate(async () => (await caches.keys()));
    assert.equal(after.length, 1, `one cache: ${after}`);
    assert.notEqual(after[0], before);
    const served = await b.page.evaluate(async () => (await fetch('ff-net.js')).text());
    assert.match(served, /a later deployment/);
    assert.notEqual(st.summary.continue, '', 'the saved game is offered after the update');
    await clickWidget(b.page, 'menu/continue');
    // The same game (the computer may have answered after the move was read: the record goes on from it).
    await waitFor(b.page, (rec) => window.fivefronts.state().screen === 'table' && window.fivefronts.state().summary.record.startsWith(rec), saved);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the menu offers the new version on a phone too', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-site-'));
  fs.cpSync(siteDir, dir, { recursive: true });
  const b = await openControlled(dir, { width: 390, height: 844, touch: true });
  try {
    fs.appendFileSync(path.join(dir, 'ff-net.js'), '\n// a later deployment\n');
    execFileSync('node', [path.join(repo, 'scripts', 'service-worker.mjs'), dir]);
    await b.page.evaluate(() => window.ffApp.checkForUpdate());
    await waitFor(b.page, () => window.fivefronts.state().summary.update_ready === true, null, 30000);
    await viewportShot(b.page, 'menu-new-version-phone.png', 390, 844);
    const w = (await hookState(b.page)).widgets.find((x) => x.id === 'menu/update');
    assert.ok(w && w.h >= 40, 'the Reload button is a full-size target');
  } finally {
    await b.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
