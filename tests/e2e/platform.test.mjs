// The platform: the built site loads in a real browser, draws a readable menu, answers clicks
// through the real SDL input path, and logs no errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, openBrowser, waitReady, clickWidget, canvasStats, screenshot, hookState, waitFor, holdKey } from './lib.mjs';

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
