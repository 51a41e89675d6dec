// Building your own deck in a real browser (issue 21): Assault Edge's army builder. An empty army is
// refused with the reasons shown; a legal army is built from it with clicks (two facilities, then
// each deck through its filter), a fourth copy is refused with the reason; the army is named, saved,
// found again after a reload, chosen in the new-game dialog and played for forty clicks against the
// computer, which plays an army generated for the deal. The pool's filters combine (deck, type, element,
// cost): each listed entry matches, none at all says so; the keyboard reaches them. Screenshots of the builder at desktop and phone
// size, and with a filter open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, waitReady, clickWidget, widgetRect, hookState, waitFor, typeInto, holdKey, screenshot, chooser, assertResultWindow, nativeReplay, resizeTo } from './lib.mjs';
import { purposefulChooser, playQuick } from './assault_edge_player.mjs';
import { playToEnd } from './ground_assault_player.mjs';

// Scrolls the page under the mouse until the widget `id` is wholly on screen (the hook lists only
// widgets on screen: one not listed is looked for from the top down).
async function scrollTo(page, id) {
  const { width, height } = page.viewportSize();
  await page.mouse.move(width / 2, height / 2);
  let fromTop = false;
  for (let i = 0; i < 60; i++) {
    const w = (await hookState(page)).widgets.find((x) => x.id === id);
    if (w && w.y >= 0 && w.y + w.h <= height) return w;
    if (!w && !fromTop) {
      for (let k = 0; k < 8; k++) {
        await page.mouse.wheel(0, -3000);
        await page.waitForTimeout(60);
      }
      fromTop = true;
    } else {
      await page.mouse.wheel(0, !w || w.y + w.h > height ? 240 : -240);
    }
    await page.waitForTimeout(150);
  }
  throw new Error(`${id} did not scroll into view`);
}

async function click(page, id) {
  await scrollTo(page, id);
  return clickWidget(page, id);
}

const deckSummary = async (page) => (await hookState(page)).summary;

// Sets the pool filter `kind` (deck, type, element, icon, cost) to its choice `n` through its combo.
async function setFilter(page, kind, n) {
  await click(page, `deck/filter/${kind}`);
  await clickWidget(page, `deck/filter/${kind}/${n}`);
  await waitFor(page, ([k, v]) => window.fivefronts.state().summary.filter[k] === v, [kind, n], 5000);
}

// The pool entries the builder lists (facility, unit and card ids), sorted.
const listed = async (page) => [...(await deckSummary(page)).listed].sort();

// Waits until filter `kind`'s menu is closed (its first choice is gone from the widgets).
const menuClosed = (page, kind) =>
  waitFor(page, (id) => !window.fivefronts.state().widgets.some((x) => x.id === id), `deck/filter/${kind}/1`, 5000);

// Opens the combo of filter `kind` at each size and takes a screenshot, then closes it.
async function shootOpenFilter(page, kind, name) {
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    await resizeTo(page, w, h);
    await click(page, `deck/filter/${kind}`);
    await widgetRect(page, `deck/filter/${kind}/1`);
    await screenshot(page, `${name}-${w}x${h}.png`);
    await holdKey(page, 'Escape');
    await menuClosed(page, kind);
  }
  await resizeTo(page, 1280, 800);
}

test('Assault Edge army builder: refused, built by clicks, saved, reloaded, played', async () => {
  const site = await openSite('', 'menu');
  const { page, errors } = site;
  try {
    await clickWidget(page, 'menu/decks');
    await waitFor(page, () => window.fivefronts.state().screen === 'decks');
    await click(page, 'decks/start/4');  // an empty army
    await waitFor(page, () => window.fivefronts.state().summary.problems.length >= 4);
    let s = await deckSummary(page);
    assert.ok(s.problems.includes('Facilities: 0 of 2 chosen'), s.problems.join(' | '));
    assert.ok(s.problems.includes('Command Deck has 0 of 30 cards'), s.problems.join(' | '));
    await click(page, 'decks/play');
    await waitFor(page, () => window.fivefronts.state().summary.message.startsWith('This deck cannot be played yet'));
    assert.equal((await hookState(page)).screen, 'decks', 'an illegal army does not start a game');
    await screenshot(page, 'decks-empty-1280x800.png');

    // Two facilities, then each deck through its filter: three copies of the first cards listed.
    const facilities = (await hookState(page)).widgets.filter((w) => w.id.startsWith('deck/facility/')).map((w) => w.id);
    for (const id of facilities.slice(0, 2)) await click(page, id);
    await click(page, facilities[2]);
    await waitFor(page, () => window.fivefronts.state().summary.refused.startsWith('Two facilities already'));
    // Research 15, Command 30, Barracks 15: three copies each of the first 5, 10 and 5 cards.
    const ids = (letter, n) => Array.from({ length: n }, (_, i) => `AE-${letter}${String(i + 1).padStart(2, '0')}`);
    const decks = [ids('R', 5), ids('C', 10), ids('B', 5)];
    for (let k = 0; k < 3; k++) {
      await setFilter(page, 'deck', k + 1);
      for (const card of decks[k]) for (let n = 0; n < 3; n++) await click(page, `deck/add/${card}`);
      await click(page, `deck/add/${decks[k][0]}`);  // a fourth copy
      await waitFor(page, () => / copies of .* already$|Deck is full/.test(window.fivefronts.state().summary.refused));
    }
    s = await deckSummary(page);
    assert.deepEqual(s.problems, [], 'the army built by clicks is legal');
    await setFilter(page, 'deck', 0);

    // The filters combine. Only facilities have an element: Technology lists its two facilities.
    await setFilter(page, 'element', 8);
    assert.deepEqual(await listed(page), ['AE-F09', 'AE-F10'], 'the Technology facilities');
    await shootOpenFilter(page, 'element', 'decks-filter-open');
    // A cost of 1 card: no facility has a cost, so nothing matches, and the builder says so.
    await setFilter(page, 'cost', 2);
    assert.deepEqual(await listed(page), []);
    await widgetRect(page, 'deck/no-match');
    // Any element, a cost of 1 card: Signal Jammer, Rapid Muster, Second Wind; and Quick: Signal Jammer.
    await setFilter(page, 'element', 0);
    assert.deepEqual(await listed(page), ['AE-B10', 'AE-C08', 'AE-R03'], 'the cards whose cost is 1 card');
    await setFilter(page, 'type', 4);
    assert.deepEqual(await listed(page), ['AE-R03'], 'Quick cards whose cost is 1 card');
    await setFilter(page, 'cost', 3);
    assert.deepEqual(await listed(page), ['AE-C04'], 'Quick cards whose cost is 2 cards');
    await click(page, 'deck/filter/clear');
    await waitFor(page, () => window.fivefronts.state().summary.listed.length === 44);
    assert.deepEqual((await deckSummary(page)).filter, { deck: 0, type: 0, element: 0, icon: 0, cost: 0 });
    // The keyboard reaches the filters: Escape closes the element menu, the right arrow goes on to
    // the cost filter, Space opens it, two steps down and Space choose 'Cost: 1 card'.
    // Each menu's opening and closing is waited for: on a loaded machine a key could otherwise reach a
    // menu before it is drawn (a fresh clone under load timed out here once).
    await click(page, 'deck/filter/element');
    await widgetRect(page, 'deck/filter/element/1');
    await holdKey(page, 'Escape');
    await menuClosed(page, 'element');
    for (const key of ['ArrowRight', 'Space']) await holdKey(page, key);
    await widgetRect(page, 'deck/filter/cost/1');
    for (const key of ['ArrowDown', 'ArrowDown', 'Space']) await holdKey(page, key);
    await waitFor(page, () => window.fivefronts.state().summary.filter.cost === 2, null, 5000);
    assert.deepEqual(await listed(page), ['AE-B10', 'AE-C08', 'AE-R03'], 'chosen with the keyboard');
    await click(page, 'deck/filter/clear');
    await waitFor(page, () => window.fivefronts.state().summary.listed.length === 44);
    await scrollTo(page, 'decks/name');
    await typeInto(page, 'decks/name', 'Clicked Army');
    await click(page, 'decks/save');
    await waitFor(page, () => window.fivefronts.state().summary.saved === true);
    const code = (await deckSummary(page)).code;
    assert.match(code, /^AE1-/);

    // After a reload the saved army is there, and Play takes it to the new-game dialog.
    await page.reload();
    await waitReady(page, 'menu');
    await clickWidget(page, 'menu/decks');
    await waitFor(page, () => window.fivefronts.state().screen === 'decks');
    s = await deckSummary(page);
    assert.equal(s.name, 'Clicked Army');
    assert.equal(s.code, code);
    for (const [w, h] of [[1280, 800], [390, 844]]) {
      await resizeTo(page, w, h);
      await screenshot(page, `decks-builder-${w}x${h}.png`);
    }
    await resizeTo(page, 1280, 800);
    await click(page, 'decks/play');
    await waitFor(page, () => window.fivefronts.state().screen === 'new-game');
    await click(page, 'new/level/0');
    await click(page, `new/option/army1/${code}`);
    await scrollTo(page, 'new/seed');
    await typeInto(page, 'new/seed', '3');
    // The computer builds too: its row offers an army generated for this deal.
    await page.mouse.wheel(0, -3000);
    await page.waitForTimeout(200);
    const generated = (await hookState(page)).widgets.map((w) => w.id).find((id) => id.startsWith('new/option/army2/AE1-'));
    assert.ok(generated, 'the computer\'s army row offers a generated army');
    await click(page, generated);
    await click(page, 'new/start');
    await waitFor(page, () => window.fivefronts.state().screen === 'table');
    // Forty clicks into the game (whole games of Assault Edge are played to the end by
    // assault_edge.test.mjs; this one proves the built army is dealt and played).
    const pick = chooser(7);
    let moves = 0, state;
    const choose = purposefulChooser(pick, () => moves >= 80);
    for (; moves < 40; moves++) {
      state = await playQuick(page, pick, (st) => choose({ ...st, page }));
      if (state.done) break;
    }
    state = await hookState(page);
    assert.ok(state.summary.record.includes(`army1=${code}`), 'the record carries the army');
    assert.ok(state.summary.record.includes(`army2=${generated.split('/').pop()}`), 'and the generated one');
    const native = nativeReplay(state.summary.record);
    // (the page's log keeps seat tokens, {P1's}, for the reader's names; the tool prints P1's)
    const plain = JSON.parse(JSON.stringify(state.summary.view).replace(/\{(P\d)('s)?\}/g, '$1$2'));
    assert.deepEqual(native.views[0], plain, 'the native engine replays the same game');
    console.log(`# the clicked army played ${moves} clicks: ${state.summary.record.split('actions=')[1].split('.').length} actions`);
    assert.deepEqual(errors, [], 'the page logged errors');
  } finally {
    await site.close();
  }
});

// Ground Assault: a force of 8 stars and a deck of 30 cards built by clicks from an empty army, a
// fourth copy refused, saved, found after a reload, and played to the end in Starter mode (a custom
// army plays its whole force there) against the computer.
test('Ground Assault force builder: refused, built by clicks, saved, reloaded, played to the end', async () => {
  const site = await openSite('', 'menu');
  const { page, errors } = site;
  try {
    await clickWidget(page, 'menu/decks');
    await waitFor(page, () => window.fivefronts.state().screen === 'decks');
    await click(page, 'decks/game/ground-assault');
    await waitFor(page, () => window.fivefronts.state().summary.game === 'ground-assault');
    await click(page, 'decks/start/4');  // an empty army
    await waitFor(page, () => window.fivefronts.state().summary.problems.length >= 2);
    let s = await deckSummary(page);
    assert.ok(s.problems.some((p) => /deck has 0 cards, at least 30/.test(p)), s.problems.join(' | '));
    await click(page, 'decks/play');
    await waitFor(page, () => window.fivefronts.state().summary.message.startsWith('This deck cannot be played yet'));
    // Raider Walker 3, Scout Walker 2, Strike Bomber 2, Jet Bike Patrol 1: 8 stars.
    for (const unit of ['GA-U06', 'GA-U04', 'GA-U05', 'GA-U01']) await click(page, `deck/add/${unit}`);
    await setFilter(page, 'type', 3);  // combat cards
    for (let k = 1; k <= 7; k++) for (let n = 0; n < 3; n++) await click(page, `deck/add/GA-K0${k}`);
    await click(page, 'deck/add/GA-K01');  // a fourth copy
    await waitFor(page, () => / copies of .* already$/.test(window.fivefronts.state().summary.refused));
    await setFilter(page, 'type', 4);  // objectives
    for (let k = 1; k <= 3; k++) for (let n = 0; n < 3; n++) await click(page, `deck/add/GA-O0${k}`);
    await waitFor(page, () => window.fivefronts.state().summary.problems.length === 0);
    await setFilter(page, 'type', 0);
    // Icon and stars combine: Torpedo lists the units that have it and the combat card of it; with
    // 2 stars only the two 2-star units; with 5 stars nothing, and the builder says so.
    await setFilter(page, 'icon', 6);
    assert.deepEqual(await listed(page), ['GA-K04', 'GA-U05', 'GA-U12'], 'Torpedo units and cards');
    await setFilter(page, 'cost', 2);
    assert.deepEqual(await listed(page), ['GA-U05', 'GA-U12'], 'Torpedo, 2 stars');
    await shootOpenFilter(page, 'icon', 'decks-ground-assault-filter-open');
    await setFilter(page, 'cost', 5);
    assert.deepEqual(await listed(page), []);
    await widgetRect(page, 'deck/no-match');
    await click(page, 'deck/filter/clear');
    await waitFor(page, () => window.fivefronts.state().summary.listed.length === 38);
    await scrollTo(page, 'decks/name');
    await typeInto(page, 'decks/name', 'Clicked Force');
    await click(page, 'decks/save');
    await waitFor(page, () => window.fivefronts.state().summary.saved === true);
    const code = (await deckSummary(page)).code;
    assert.match(code, /^GA1-/);

    await page.reload();
    await waitReady(page, 'menu');
    await clickWidget(page, 'menu/decks');
    await waitFor(page, () => window.fivefronts.state().screen === 'decks');
    await click(page, 'decks/game/ground-assault');
    await waitFor(page, () => window.fivefronts.state().summary.name === 'Clicked Force');
    assert.equal((await deckSummary(page)).code, code);
    await resizeTo(page, 390, 844);
    await screenshot(page, 'decks-ground-assault-390x844.png');
    await resizeTo(page, 1280, 800);
    await click(page, 'decks/play');
    await waitFor(page, () => window.fivefronts.state().screen === 'new-game');
    await click(page, 'new/level/0');
    await click(page, 'new/option/mode/starter');
    await click(page, `new/option/faction1/${code}`);
    await scrollTo(page, 'new/seed');
    await typeInto(page, 'new/seed', '7');
    // "Generated for this deal" stays chosen when the deal number changes: its force follows the deal.
    const generatedFor = async () => (await hookState(page)).widgets.map((w) => w.id).find((id) => id.startsWith('new/option/faction2/GA1-'));
    const forDeal7 = await generatedFor();
    assert.ok(forDeal7, 'the computer\'s row offers a generated force');
    await click(page, forDeal7);
    assert.deepEqual((await hookState(page)).summary.generated, ['faction2']);
    await scrollTo(page, 'new/seed');
    await typeInto(page, 'new/seed', '8');
    await waitFor(page, () => window.fivefronts.state().summary.seed === '8', null);
    const forDeal8 = await generatedFor();
    let form = (await hookState(page)).summary;
    assert.notEqual(forDeal8, forDeal7, 'another deal, another generated force');
    assert.equal(`new/option/faction2/${form.options.faction2}`, forDeal8, 'and it is still the one chosen');
    await scrollTo(page, 'new/seed');
    await typeInto(page, 'new/seed', '7');
    await waitFor(page, () => window.fivefronts.state().summary.seed === '7', null);
    form = (await hookState(page)).summary;
    assert.equal(`new/option/faction2/${form.options.faction2}`, forDeal7);
    await click(page, 'new/start');
    await waitFor(page, () => window.fivefronts.state().screen === 'table');
    const { state, moves } = await playToEnd(page, { seed: 3 });
    assertResultWindow(state, 'ga');
    assert.ok(state.summary.record.includes(`faction1=${code}`), 'the record carries the army');
    assert.ok(state.summary.record.includes(`faction2=${forDeal7.split('/').pop()}`), 'and the generated one of deal 7');
    const native = nativeReplay(state.summary.record);
    assert.deepEqual(native.returns, state.summary.returns, 'the native engine replays the same game');
    console.log(`# the clicked force played ${moves} moves to the end: returns ${state.summary.returns}`);
    assert.deepEqual(errors, [], 'the page logged errors');
  } finally {
    await site.close();
  }
});
