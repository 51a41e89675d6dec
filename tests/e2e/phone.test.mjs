// A phone and the words on screen (issue 38): every control a finger hits is at least 44 CSS px on a
// phone (a touch screen, or a phone-sized window) while a desktop keeps its sizes; the new-game
// dialog's Start shows without scrolling; the guide's line in the table's bar shows whole; the texts
// name what the screen shows (the menu's "Open a code", no link spoken of before one is shown, no
// guided game where the dialog offers none). The layout walk (layout.test.mjs) checks the same
// reports on every screen; these are quick checks of each.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, openBrowser, openSite, waitReady, clickWidget, hookState, waitFor, resizeTo, screenshot, typeInto, scrollTo, SHARP } from './lib.mjs';

const TAP = 44;

// The texts the page shows now (the layout report's `shown`; the check must be on).
async function shownTexts(page) {
  await page.evaluate(() => window.fivefronts.layout(true));
  await page.waitForTimeout(100);
  const st = await hookState(page);
  assert.ok(st.layout?.shown, 'the hook reports the texts on screen');
  return st.layout.shown;
}

// The widgets whose id starts with `prefix` that are under `min` px either way (on screen whole:
// a widget cut by a scrolling window's edge is reported smaller).
function under(st, prefix, min, viewport) {
  return st.widgets.filter((w) => w.id.startsWith(prefix) && w.y > 0 && w.y + w.h < viewport[1] - 1)
    .filter((w) => w.w < min - 0.5 || w.h < min - 0.5).map((w) => `${w.id} ${w.w.toFixed(0)}x${w.h.toFixed(0)}`);
}

test('a phone: the bar, the menu and the dialog take a finger (44 px); a desktop keeps its sizes', async () => {
  const site = await openSite('', 'menu', { deviceScaleFactor: SHARP });
  const { page } = site;
  try {
    await page.evaluate(() => window.fivefronts.layout(true));
    await resizeTo(page, 390, 844);
    let st = await hookState(page);
    assert.deepEqual(under(st, 'menu/', TAP, [390, 844]), [], 'the menu at 390x844');
    await clickWidget(page, 'menu/game/poker-assault');
    await waitFor(page, () => window.fivefronts.state().screen === 'new-game');
    await resizeTo(page, 390, 844);
    st = await hookState(page);
    assert.deepEqual(under(st, 'new/', TAP, [390, 844]), [], 'the new-game dialog at 390x844');
    await clickWidget(page, 'new/start');
    await waitFor(page, () => window.fivefronts.state().screen === 'table');
    await resizeTo(page, 390, 844);
    st = await hookState(page);
    assert.equal(st.widgets.filter((w) => w.id.startsWith('bar/')).length, 7, 'the bar has its seven buttons');
    assert.deepEqual(under(st, 'bar/', TAP, [390, 844]), [], 'the table bar at 390x844');
    assert.deepEqual((await hookState(page)).layout?.small_targets ?? null, [], 'no control under 44 px at 390x844');
    await screenshot(page, 'phone-bar-390x844.png');
    await resizeTo(page, 844, 390);
    assert.deepEqual(under(await hookState(page), 'bar/', TAP, [844, 390]), [], 'the table bar at 844x390');
    // A desktop window keeps the bar it had (buttons 32 px tall).
    await resizeTo(page, 1280, 800);
    const bar = (await hookState(page)).widgets.filter((w) => w.id.startsWith('bar/'));
    assert.ok(bar.every((w) => w.h < 36), `desktop bar heights: ${bar.map((w) => w.h)}`);
  } finally {
    await site.close();
  }
});

test('a touch screen the size of a tablet: the bar takes a finger too', async () => {
  const server = await serve();
  const { browser, page } = await openBrowser({ width: 1024, height: 768, touch: true, deviceScaleFactor: SHARP });
  try {
    await page.goto(server.url);
    await waitReady(page, 'menu');
    await page.touchscreen.tap(5, 5);  // the page learns a finger is the pointer
    await clickWidget(page, 'menu/game/crossfire');
    await waitFor(page, () => window.fivefronts.state().screen === 'new-game');
    await clickWidget(page, 'new/start');
    await waitFor(page, () => window.fivefronts.state().screen === 'table');
    await page.touchscreen.tap(5, 5);
    await page.waitForTimeout(300);
    assert.deepEqual(under(await hookState(page), 'bar/', TAP, [1024, 768]), [], 'the table bar on a touch screen');
  } finally {
    await browser.close();
    await server.close();
  }
});

test('the new-game dialog shows Start without scrolling, at 1280x800 and 390x844', async () => {
  const site = await openSite('', 'menu', { deviceScaleFactor: SHARP });
  const { page } = site;
  try {
    await clickWidget(page, 'menu/game/poker-assault');
    await waitFor(page, () => window.fivefronts.state().screen === 'new-game');
    for (const [w, h] of [[1280, 800], [390, 844]]) {
      await resizeTo(page, w, h);
      const start = (await hookState(page)).widgets.find((x) => x.id === 'new/start');
      await screenshot(page, `phone-new-game-${w}x${h}.png`);
      assert.ok(start && start.h >= TAP - 0.5 && start.y + start.h <= h, `Start at ${w}x${h}: ${JSON.stringify(start)}`);
    }
  } finally {
    await site.close();
  }
});

test('the guide\'s line in the bar shows whole, on a desktop and on a phone', async () => {
  const site = await openSite('', 'menu', { deviceScaleFactor: SHARP });
  const { page } = site;
  try {
    for (const game of (await hookState(page)).summary.games) {
      await scrollTo(page, `menu/game/${game}`);  // under the games in progress
      await clickWidget(page, `menu/game/${game}`);
      await waitFor(page, () => window.fivefronts.state().screen === 'new-game');
      await scrollTo(page, 'new/guided');
      if (!(await hookState(page)).summary.guided) await clickWidget(page, 'new/guided');
      await scrollTo(page, 'new/start');
      await clickWidget(page, 'new/start');
      await waitFor(page, () => window.fivefronts.state().summary.hint?.guide, null, 30000);
      const guide = (await hookState(page)).summary.hint.guide;
      for (const [w, h] of [[1280, 800], [390, 844]]) {
        await resizeTo(page, w, h);
        const shown = await shownTexts(page);
        const line = shown.find((t) => t.startsWith('Guide: '));
        if (!line?.endsWith(guide)) await screenshot(page, `phone-guide-${game}-${w}x${h}.png`);
        assert.ok(line?.endsWith(guide), `${game} at ${w}x${h}: the guide's line "${line}" ends with "${guide}"`);
        const bar = (await hookState(page)).layout.shortened.filter((t) => t.window.includes('bar-text'));
        assert.deepEqual(bar, [], `${game} at ${w}x${h}: nothing in the bar shortened`);
      }
      await resizeTo(page, 1280, 800);
      await clickWidget(page, 'bar/menu');
      await waitFor(page, () => window.fivefronts.state().screen === 'menu');
    }
  } finally {
    await site.close();
  }
});

test('the words name what the screen shows: the menu\'s Open a code, links, the guided game', async () => {
  // A first visit (no settings kept): the dialog says what it chose for a first game.
  const server = await serve();
  const { browser, page, errors } = await openBrowser({ fast: false, deviceScaleFactor: SHARP });
  try {
    await page.goto(server.url);
    await waitReady(page, 'menu');
    const menu = await shownTexts(page);
    assert.ok(menu.includes('Open a code'), 'the menu offers "Open a code"');
    await clickWidget(page, 'menu/open-code');
    await waitFor(page, () => window.fivefronts.state().screen === 'open-code');
    assert.ok((await shownTexts(page)).includes('Open a code'), 'its screen has the same name');
    await clickWidget(page, 'open/back');
    await waitFor(page, () => window.fivefronts.state().screen === 'menu');

    // Friends online: no guided game (and no difficulty without a computer seat) is offered.
    await clickWidget(page, 'menu/game/head-to-head-poker');
    await waitFor(page, () => window.fivefronts.state().screen === 'new-game');
    assert.equal((await hookState(page)).summary.first_visit, true);
    await clickWidget(page, 'new/opponent/online');
    const st = await hookState(page);
    const dialog = await shownTexts(page);
    assert.ok(!st.widgets.some((w) => w.id === 'new/guided'), 'online offers no guided game');
    assert.deepEqual(dialog.filter((t) => /guided/i.test(t)), [], 'so the dialog speaks of none');
    if (!st.widgets.some((w) => w.id.startsWith('new/level/'))) assert.deepEqual(dialog.filter((t) => /difficulty/i.test(t)), []);

    // The lobby without a signalling server shows no link: it speaks of none, and the codes' step
    // names the menu's button.
    await typeInto(page, 'new/signal', 'http://127.0.0.1:9/none');
    await scrollTo(page, 'new/start');
    await clickWidget(page, 'new/start');
    await waitFor(page, () => window.fivefronts.state().screen === 'lobby');
    await clickWidget(page, 'lobby/code/2');
    await waitFor(page, () => window.fivefronts.state().summary.online.seats[1].offer !== '', null, 20000);
    const lobby = await hookState(page);
    assert.ok(!lobby.widgets.some((w) => w.id.startsWith('lobby/link/')), 'no link is shown');
    const words = await shownTexts(page);
    assert.deepEqual(words.filter((t) => /\blink\b/i.test(t)), [], 'so the lobby speaks of none');
    assert.ok(words.some((t) => t.includes('"Open a code"')), `the codes' step names the menu's button: ${words.join(' | ')}`);
    await clickWidget(page, 'lobby/leave');
    assert.deepEqual(errors.filter((e) => !/127\.0\.0\.1:9\b|WebSocket|peer/i.test(e)), []);
  } finally {
    await browser.close();
    await server.close();
  }
});

// Issue 53: a tap on a text field opens the phone's keyboard. The canvas cannot take text focus, so
// the page's hidden input (#keyboard, shell.html) takes it, and what the keyboard types, deletes
// and pastes arrives in the app's field: here the army builder's name field on a touch phone. The
// field is scrolled above the keyboard.
test('a tap on a text field on a phone focuses the page\'s input: typed, deleted, inserted and composed text reach the field', async () => {
  const site = await openSite('', 'menu', { width: 390, height: 844, touch: true, deviceScaleFactor: SHARP });
  const { page, errors } = site;
  const tap = async (id) => {
    const st = await hookState(page);
    const w = st.widgets.find((x) => x.id === id);
    assert.ok(w, `${id} is on screen ${st.screen}`);
    await page.touchscreen.tap(w.x + w.w / 2, w.y + w.h / 2);
    await page.waitForTimeout(200);
  };
  const name = () => page.evaluate(() => window.fivefronts.state().summary.name);
  try {
    await tap('menu/decks');
    await waitFor(page, () => window.fivefronts.state().screen === 'decks');
    await tap('decks/start/4');  // an empty army
    await waitFor(page, () => window.fivefronts.state().widgets.some((w) => w.id === 'decks/name'));
    assert.notEqual(await page.evaluate(() => document.activeElement.id), 'keyboard', 'no keyboard before a text field is tapped');
    await tap('decks/name');
    await waitFor(page, () => document.activeElement && document.activeElement.id === 'keyboard', null, 5000);
    // The caret stands at the end of the name the builder offers: deleted key by key, then typed.
    const offered = await name();
    assert.ok(offered.length > 0, 'the builder offers a name');
    for (let i = 0; i < offered.length; i++) await page.keyboard.press('Backspace');
    await waitFor(page, () => window.fivefronts.state().summary.name === '', null, 5000);
    await page.keyboard.type('Night Watch', { delay: 40 });
    await waitFor(page, () => window.fivefronts.state().summary.name === 'Night Watch', null, 5000);
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
    await waitFor(page, () => window.fivefronts.state().summary.name === 'Night ', null, 5000);
    await page.keyboard.insertText('Guard ');  // as a keyboard's suggestion or a paste arrives: whole
    await waitFor(page, () => window.fivefronts.state().summary.name === 'Night Guard ', null, 5000);
    // A word composed as a phone keyboard does (each letter replaces the word shown so far), then
    // committed: the field shows it as it grows, and once.
    const cdp = await page.context().newCDPSession(page);
    for (const part of ['W', 'Wa', 'Wat']) {
      await cdp.send('Input.imeSetComposition', { text: part, selectionStart: part.length, selectionEnd: part.length });
      await waitFor(page, (want) => window.fivefronts.state().summary.name === want, `Night Guard ${part}`, 5000);
    }
    await cdp.send('Input.insertText', { text: 'Watch' });
    await waitFor(page, () => window.fivefronts.state().summary.name === 'Night Guard Watch', null, 5000);
    await page.waitForTimeout(300);
    assert.equal(await name(), 'Night Guard Watch', 'the composed word arrives once');
    await screenshot(page, 'phone-keyboard-typed.png');
    // A keyboard over the lower 600 px (as the page's visual viewport would say): the page scrolls
    // the field above it.
    await page.evaluate(() => { window.ffApp.realCover = window.ffApp.keyboardCover; window.ffApp.keyboardCover = () => 600; });
    await waitFor(page, () => {
      const w = window.fivefronts.state().widgets.find((x) => x.id === 'decks/name');
      return w && w.y >= 0 && w.y + w.h <= 844 - 600;
    }, null, 5000);
    await screenshot(page, 'phone-keyboard-scrolled.png');
    await page.evaluate(() => { window.ffApp.keyboardCover = window.ffApp.realCover; });
    // The keyboard's Enter leaves the field, which gives the keys back to the canvas (the phone's
    // keyboard closes); so does a tap away from the field.
    await page.keyboard.press('Enter');
    await waitFor(page, () => document.activeElement && document.activeElement.id !== 'keyboard', null, 5000);
    await tap('decks/name');
    await waitFor(page, () => document.activeElement && document.activeElement.id === 'keyboard', null, 5000);
    await page.touchscreen.tap(380, 30);
    await waitFor(page, () => document.activeElement && document.activeElement.id !== 'keyboard', null, 5000);
    assert.equal(await name(), 'Night Guard Watch');
    assert.deepEqual(errors, []);
  } finally {
    await site.close();
  }
});
