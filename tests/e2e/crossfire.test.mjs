// Crossfire in a real browser: a whole seeded game against the computer played by clicking the
// highlighted cards and board spaces on the canvas (laying and attacking rather than discarding),
// its end checked against the native engine replaying the same record; refused clicks explained;
// mid-game screenshots at desktop and phone sizes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, clickWidget, screenshot, hookState, waitFor, canvasStats, chooser, playOneMove, nativeReplay, waitReady, viewportShot, resizeTo, continueSave, SHARP } from './lib.mjs';

const GAME = 'crossfire';
// How much a target is worth to a scripted player who wants a real game: attacks and probes first,
// then lays (further up the board is better), supports, joker swaps, and discards last.
function targetValue(view, id) {
  if (id === 'cf/discard') return 0;
  const slot = view.slots.find((s) => `cf/slot/${s.name}` === id);
  if (!slot) return 0;
  if (slot.role === 's') return 1;
  if (slot.kind === 'empty') return 2 + slot.y / 20;
  if (slot.owner === view.seat && slot.kind === 'node') return 0.5;  // a joker swap or a tower
  return 3;
}

// A `choose` for playOneMove: set-up and seized-pile buttons as they come (towers first), else
// the best card and target over the whole hand, found by clicking each highlighted card.
function preferBoard(pick) {
  return async (state) => {
    const page = state.page;
    const t = state.summary.table;
    if (t.buttons.length) {
      return t.buttons.find((b) => b.startsWith('cf/tower/')) || t.buttons.find((b) => b.startsWith('cf/keep/')) ||
        t.buttons.find((b) => b === 'cf/bases/keep') || null;
    }
    let best = null;
    for (const card of t.playable) {
      let st = await hookState(page);
      if (st.summary.table.selected === null || `cf/card/${st.summary.table.selected}` !== card) {
        await clickWidget(page, card);
        await waitFor(page, () => window.fivefronts.state().summary.table.targets.length > 0);
        st = await hookState(page);
      }
      const view = st.summary.view;
      const targets = st.summary.table.targets;
      const values = targets.map((id) => targetValue(view, id));
      const top = Math.max(...values);
      const choices = targets.filter((id, i) => values[i] >= top - 0.051);
      const id = choices[pick(choices.length)];
      if (!best || top > best.value) best = { card, id, value: top };
      // Enough looking (each look is a click and a frame): an attack, or a card that can be laid.
      if (best.value >= 2) break;
    }
    if (!best) return null;
    const st = await hookState(page);
    if (`cf/card/${st.summary.table.selected}` !== best.card) {
      await clickWidget(page, best.card);
      await waitFor(page, (c) => `cf/card/${window.fivefronts.state().summary.table.selected}` === c, best.card);
    }
    return best.id;
  };
}

// Twenty moves by clicks, not a whole game: the whole Crossfire game is online.test.mjs's (the host
// by the keyboard against a friend's page, to the end, checked against the native engine), and CI
// time is short.
test('Crossfire: twenty moves against the computer, played by clicking highlighted moves', async () => {
  const site = await openSite(`?game=${GAME}&seed=7&vs=computer&level=easy`, 'table', { deviceScaleFactor: SHARP });
  const { page, errors } = site;
  try {
    // Every numbered base card starts dead: the panel says why, with a base node the hand can power.
    await page.evaluate(() => window.fivefronts.layout(true));
    await waitFor(page, () => window.fivefronts.state().summary.human_turn, null, 60000);
    await waitFor(page, () => window.fivefronts.state().layout.shown.some((t) => t.startsWith('Striped cards are dead')));
    const shown = (await hookState(page)).layout.shown.find((t) => t.startsWith('Striped cards are dead'));
    assert.match(shown, /a card on the support slot behind a base node \(your 3♥ at base c1 needs a 7\)\.$/);
    await page.evaluate(() => window.fivefronts.layout(false));
    const pick = chooser(3);
    const choose = preferBoard(pick);
    let laid = 0, state = null, moves = 0;
    for (; moves < 20; moves++) {
      state = await playOneMove(page, pick, async (st) => {
        laid = st.summary.view.slots.filter((s) => s.role === 'g' && s.kind !== 'empty' && s.kind !== 'neutral').length;
        if (moves === 14) {
          await page.waitForTimeout(400);
          const stats = await canvasStats(page);
          assert.ok(stats.variance > 50 && stats.colours > 40, `the table looks blank: ${JSON.stringify(stats)}`);
          await screenshot(page, 'crossfire-mid-game-1280x800.png');
        }
        return choose({ ...st, page });
      });
      if (state.done) break;
    }
    assert.ok(laid >= 6, `cards were laid on the grid (${laid})`);
    await waitFor(page, () => { const s = window.fivefronts.state().summary; return s.human_turn || s.terminal; }, null, 120000);
    const sum = (await hookState(page)).summary;
    // The native engine replays the browser's record to the same board.
    const native = nativeReplay(sum.record);
    assert.deepEqual(native.views[0].slots, sum.view.slots, 'native replay gives the same board');
    const log = sum.view.events.map((e) => e.text).join('\n');
    assert.match(log, /lays .* at [a-e]\d/, 'the log shows cards laid on the grid');
    assert.deepEqual(errors, [], 'the page logged errors');
  } finally {
    await site.close();
  }
});

test('Crossfire: refused clicks explain why and change nothing', async () => {
  const site = await openSite(`?game=${GAME}&seed=10&vs=computer&level=easy`, 'table');
  const { page, errors } = site;
  try {
    await waitFor(page, () => window.fivefronts.state().summary.human_turn, null, 60000);
    let st = await hookState(page);
    const record = st.summary.record;
    // A face-down neutral card has the one grey back and says what it is on hover (issue 24 item 9).
    const neutral = st.summary.view.slots.find((x) => x.kind === 'neutral');
    assert.ok(neutral, 'deal 10 has face-down neutral cards');
    const r = st.widgets.find((w) => w.id === `cf/slot/${neutral.name}`);
    await page.mouse.move(r.x + r.w / 2, r.y + r.h / 2);
    await waitFor(page, (id) => window.fivefronts.state().widgets.some((w) => w.id === id), `cf/tip/${neutral.name}`);
    await screenshot(page, 'crossfire-neutral-tip.png');
    // Nothing selected: a board space asks for a card first.
    const handY = () => st.widgets.find((w) => w.id === st.summary.table.playable[0]).y;
    const before = handY();
    await clickWidget(page, 'cf/slot/c5');
    await waitFor(page, () => window.fivefronts.state().summary.table.message !== '');
    st = await hookState(page);
    assert.equal(handY(), before, 'the refusal does not push the hand down');
    assert.match(st.summary.table.message, /Choose a card first: click one of your cards/, 'a mouse clicks, a finger taps');
    assert.equal(st.summary.record, record, 'a refused click changes nothing');
    // The 6♣ selected: a cell far from every node of yours, and an enemy base node out of reach.
    await clickWidget(page, 'cf/card/6c');
    await waitFor(page, () => window.fivefronts.state().summary.table.selected === '6c');
    st = await hookState(page);
    assert.ok(st.summary.table.targets.length > 0, 'the selected card lights up its targets');
    assert.ok(st.summary.table.targets.includes('cf/discard'), 'the discard pile is a target');
    assert.ok(!st.summary.table.targets.includes('cf/slot/c5'));
    await clickWidget(page, 'cf/slot/c5');
    await waitFor(page, () => /powered nodes/.test(window.fivefronts.state().summary.table.message));
    await clickWidget(page, 'cf/slot/B2c');
    await waitFor(page, () => /attack/i.test(window.fivefronts.state().summary.table.message));
    // A dead base node (3♣ at B1a) only takes a card that pairs with it: a1 with the 6♣ is refused.
    await clickWidget(page, 'cf/slot/a1');
    await waitFor(page, () => /pairs with it to 10/.test(window.fivefronts.state().summary.table.message));
    st = await hookState(page);
    assert.match(st.summary.table.message, /needs a 7/);
    await screenshot(page, 'crossfire-refused.png');
    assert.equal(st.summary.record, record, 'refused clicks change nothing');
    assert.equal(st.summary.table.selected, '6c', 'and the card stays selected');
    // Escape drops the selection.
    await page.keyboard.press('Escape');
    await waitFor(page, () => window.fivefronts.state().summary.table.selected === null);
    assert.equal((await hookState(page)).summary.table.targets.length, 0, 'and its targets');
    // The 7♣ pairs with the 3♣: now a1 is a target, and clicking it plays.
    await clickWidget(page, 'cf/card/7c');
    await waitFor(page, () => window.fivefronts.state().summary.table.targets.includes('cf/slot/a1'));
    await clickWidget(page, 'cf/slot/a1');
    await waitFor(page, (r) => window.fivefronts.state().summary.record !== r, record);
    st = await hookState(page);
    assert.match(st.summary.record, / actions=.*\d$/);
    assert.equal(st.summary.view.slots.find((s) => s.name === 'a1').cards[0], '7c');
    // Not your turn: while the computer plays, a click is refused with the reason.
    if (!st.summary.human_turn) {
      await clickWidget(page, 'cf/slot/c5');
      const msg = (await hookState(page)).summary.table.message;
      if (!(await hookState(page)).summary.human_turn) assert.match(msg, /Not your turn/);
    }
    assert.deepEqual(errors, []);
  } finally {
    await site.close();
  }
});

test('Crossfire: mid-game board on a phone in portrait and landscape', async () => {
  for (const [width, height] of [[360, 740], [740, 360]]) {
    const site = await openSite(`?game=${GAME}&seed=7&vs=computer&level=easy`, 'table', { width, height, deviceScaleFactor: 2, touch: true });
    const { page, errors } = site;
    try {
      const pick = chooser(3);
      const choose = preferBoard(pick);
      for (let i = 0; i < 8; i++) {
        const st = await playOneMove(page, pick, (s) => choose({ ...s, page }));
        if (st.done) break;
      }
      await waitFor(page, () => window.fivefronts.state().summary.human_turn, null, 60000);
      // Select a card so its targets show, as a player would see them.
      const t = (await hookState(page)).summary.table;
      if (t.playable.length) await clickWidget(page, t.playable[0]);
      await page.waitForTimeout(500);
      const st = await hookState(page);
      for (const w of st.widgets) assert.ok(w.x >= 0 && w.x + w.w <= width + 1 && w.y >= 0 && w.y + w.h <= height + 1, `${w.id} is off screen`);
      // The board's spaces are large enough to read a card's index.
      const cell = st.widgets.find((w) => w.id === 'cf/slot/c5');
      assert.ok(cell.w >= 26 && cell.h >= 24, `a board space is ${cell.w}x${cell.h}`);
      await screenshot(page, `crossfire-mid-game-${width}x${height}.png`);
      assert.deepEqual(errors, []);
    } finally {
      await site.close();
    }
  }
});

test('Crossfire: four players in two teams and the Ultimate board, played by clicks', async () => {
  for (const [query, name, cellId] of [['&seats=4', 'crossfire-four-players.png', 'cf/slot/e5'],
                                       ['&seats=4&board=ultimate', 'crossfire-ultimate.png', 'cf/slot/g7']]) {
    const site = await openSite(`?game=${GAME}&seed=5&vs=computer&level=easy${query}`, 'table');
    const { page, errors } = site;
    try {
      let st = await hookState(page);
      assert.match(st.summary.record, /seats=4 /);
      assert.equal(st.summary.view.seats, 4);
      const pick = chooser(5);
      const choose = preferBoard(pick);
      for (let i = 0; i < 4; i++) {
        const r = await playOneMove(page, pick, (s) => choose({ ...s, page }));
        if (r.done) break;
      }
      await waitFor(page, () => { const s = window.fivefronts.state().summary; return s.human_turn || s.terminal; }, null, 120000);
      st = await hookState(page);
      // Three computers played between the player's turns: every seat has cards on the board.
      const seats = new Set(st.summary.view.slots.filter((s) => s.role === 'g' && s.kind === 'node').map((s) => s.owner));
      assert.ok(seats.size >= 3, `nodes of ${[...seats]} on the board`);
      assert.ok(st.widgets.some((w) => w.id === cellId), `${cellId} is drawn`);
      for (const w of st.widgets) assert.ok(w.x >= 0 && w.x + w.w <= 1281 && w.y >= 0 && w.y + w.h <= 801, `${w.id} is off screen`);
      await screenshot(page, name);
      assert.deepEqual(errors, []);
    } finally {
      await site.close();
    }
  }
});

// Seed 1 played by random bots: the computer redraws its bases, then the player probes the neutral
// node at a3 with 4♠ (it is 5♣: the probe fails) and the computer discards; the player is to act.
const PROBED = 'FF1 crossfire seats=2 seed=1 options=board=standard,jokers=2 actions=92001.26624.8765.8705.1088.10295.26153.26629.91016.5642.91021';

test('Crossfire: a failed probe is one picture: the probe face up on the neutral card face down, in the view, the log and the tip', async () => {
  const out = nativeReplay(PROBED);
  assert.equal(out.to_act, 0);
  const site = await openSite('', 'menu', { deviceScaleFactor: SHARP });
  const { page, errors } = site;
  try {
    await continueSave(page, `FFS1 level=0 computer=01 ${out.code}`);
    await waitFor(page, () => window.fivefronts.state().summary.human_turn, null, 60000);
    let st = await viewportShot(page, 'crossfire-failed-probe-1280x800.png', 1280, 800);
    const a3 = st.summary.view.slots.find((x) => x.name === 'a3');
    assert.equal(a3.kind, 'neutral');
    assert.equal(a3.face_down, true, 'the neutral card lies face down');
    assert.deepEqual(a3.cards, ['5c', '4s'], 'known to both, the probe on top');
    const line = st.summary.view.events.find((e) => /probe/.test(e.text));
    assert.equal(line.text_you, 'probe the neutral node at a3 with 4♠: it is 5♣, the probe fails: 5♣ is turned face down again under the 4♠ (both players saw it)');
    // The tip says the same picture, in the board's coordinates.
    await page.evaluate(() => window.fivefronts.layout(true));
    const r = st.widgets.find((w) => w.id === 'cf/slot/a3');
    await page.mouse.move(r.x + r.w / 2, r.y + r.h / 2);
    await waitFor(page, () => window.fivefronts.state().widgets.some((w) => w.id === 'cf/tip/a3'));
    await page.waitForTimeout(200);
    st = await hookState(page);
    const tip = st.layout.shown.find((t) => t.startsWith('a3: '));
    assert.equal(tip, 'a3: 4♠ face up on the neutral card 5♣, which is face down again (both players saw it): nobody\'s. A card stronger than 5♣ laid here starts a contest for it.');
    assert.ok(!st.layout.shown.some((t) => /\b[BS][12][a-e]\b/.test(t)), 'no notation names a slot on screen');
    await screenshot(page, 'crossfire-failed-probe-tip.png');
    await page.evaluate(() => window.fivefronts.layout(false));
    await page.mouse.move(5, 5);
    await viewportShot(page, 'crossfire-failed-probe-390x844.png', 390, 844);
    await resizeTo(page, 1280, 800);
    assert.deepEqual(errors, []);
  } finally {
    await site.close();
  }
});

// Seed 1 after 15 moves of two heuristic players: the player may keep the 8♦ of the seized pile at c3,
// and the guide's move (Hint's search) is to keep it. A guided game, continued from its save with the
// guided note beside it.
const KEEP_C3 = 'FF1 crossfire seats=2 seed=1 options=board=standard,jokers=2 actions=92001.26625.26155.26630.1062.8715.8253.5648.2110.18965.24640.13333.91040.12812.25660';

test('Crossfire: a click on the pile the guide marks for a keep keeps the card; a reload goes on with the guide', async () => {
  const out = nativeReplay(KEEP_C3);
  assert.ok(out.legal.includes('keep 8d c3'));
  // The worker searches without its time limit (ffNoClock): Hint's budget alone, so a slow machine
  // gets the same move as a fast one (a fresh clone once stopped the timed search at 'play 7c c3').
  const site = await openSite('', 'menu');
  const { page, errors } = site;
  try {
    await page.context().addInitScript(() => { window.ffNoClock = true; });
    await page.evaluate(() => { window.ffNoClock = true; });
    await page.evaluate(() => window.localStorage.setItem('fivefronts.guided:fivefronts.save', '1'));
    await continueSave(page, `FFS1 level=0 computer=01 ${out.code}`);
    await waitFor(page, () => { const s = window.fivefronts.state().summary; return s.human_turn && s.hint?.guide; }, null, 60000);
    let st = await hookState(page);
    assert.equal(st.summary.guided, true, 'the note beside the save makes the continued game guided');
    assert.equal(st.summary.hint.notation, 'keep 8d c3', 'the guide keeps the 8♦');
    assert.ok(st.summary.table.marked.includes('cf/slot/c3'), `the pile is marked (${st.summary.table.marked})`);
    await viewportShot(page, 'crossfire-keep-marked-1280x800.png', 1280, 800);
    const before = st.summary.record;
    await clickWidget(page, 'cf/slot/c3');
    await waitFor(page, (r) => window.fivefronts.state().summary.record !== r, before);
    st = await hookState(page);
    assert.equal(st.summary.record.split('.').length, before.split('.').length + 1, 'one move played');
    assert.match(st.summary.view.events.at(-1).text_you, /keep.*8♦/i, 'the kept card is in the log');
    // The guided note moved with the save to this tab's key: a reload continues with the guide.
    assert.equal(await page.evaluate((k) => window.localStorage.getItem(`fivefronts.guided:${k}`), st.summary.save_key), '1');
    await page.reload();
    await waitReady(page, 'menu');
    await clickWidget(page, 'menu/continue');
    await waitFor(page, () => window.fivefronts.state().summary?.human_turn !== undefined && window.fivefronts.state().screen === 'table');
    assert.equal((await hookState(page)).summary.guided, true, 'still guided after the reload');
    assert.deepEqual(errors, []);
  } finally {
    await site.close();
  }
});

// Issue 53: seed 12 (random bots for the player, the heuristic for the computer), 37 moves in: the
// computer attacks the player's base node e1 with J♥, and the player's Q♠ can answer it.
const BASE_ATTACKED = 'FF1 crossfire seats=2 seed=12 options=board=standard,jokers=2 actions=26667.24110.16934.91008.5153.25655.9756.17409.23575.14342.17431.18944.26130.12802.14349.26627.12814.26117.42814.23072.5640.521.22539.7688.5127.37688.9248.10.12292.10297.2602.91001.1043.91024.1539.21512.19505';

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

test('Crossfire: a base node under attack is said over the board and in the status line with the cards that answer it; tips never cover the key', async () => {
  const out = nativeReplay(BASE_ATTACKED);
  assert.equal(out.to_act, 0);
  const site = await openSite('', 'menu');
  const { page, errors } = site;
  try {
    await continueSave(page, `FFS1 level=0 computer=01 ${out.code}`);
    await waitFor(page, () => window.fivefronts.state().summary.human_turn, null, 60000);
    await page.mouse.move(5, 5);
    let st = await viewportShot(page, 'crossfire-base-attacked-1280x800.png', 1280, 800);
    const t = st.summary.table;
    assert.equal(t.alarm, 'Your base node at base e1 is under attack: Computer leads with J\u2665. Answer it with Q\u2660 (stronger than J\u2665), '
      + 'or Computer wins it and the game at the start of their next turn.');
    assert.deepEqual(t.answers, ['Q\u2660']);
    assert.equal(t.status, 'Your base node at base e1 is under attack: answer it with Q\u2660, or lose the game.');
    // Every slot's tip sits beside its slot and never over the key under the board.
    const key = st.widgets.find((w) => w.id === 'cf/key');
    assert.ok(key, 'the key is under the board');
    const slots = st.widgets.filter((w) => w.id.startsWith('cf/slot/'));
    const lowest = Math.max(...slots.map((w) => w.y));
    for (const s of slots.filter((w) => w.y === lowest)) {
      await page.mouse.move(s.x + s.w / 2, s.y + s.h / 2);
      await waitFor(page, (name) => window.fivefronts.state().widgets.some((w) => w.id === `cf/tip/${name}`), s.id.slice(8));
      const tip = (await hookState(page)).widgets.find((w) => w.id === `cf/tip/${s.id.slice(8)}`);
      assert.ok(!overlap(tip, key), `the tip of ${s.id} [${tip.x},${tip.y},${tip.w},${tip.h}] covers the key [${key.x},${key.y},${key.w},${key.h}]`);
    }
    await screenshot(page, 'crossfire-base-attacked-tip-1280x800.png');
    await page.mouse.move(5, 5);
    // A phone: the status line under the board says it; a tip stays on the screen.
    st = await viewportShot(page, 'crossfire-base-attacked-390x844.png', 390, 844);
    assert.match(st.summary.table.status, /^Your base node at base e1 is under attack: answer it with Q\u2660/);
    const e1 = st.widgets.find((w) => w.id === 'cf/slot/B1e');
    await page.mouse.move(e1.x + e1.w / 2, e1.y + e1.h / 2);
    await waitFor(page, () => window.fivefronts.state().widgets.some((w) => w.id === 'cf/tip/B1e'));
    const tip = (await hookState(page)).widgets.find((w) => w.id === 'cf/tip/B1e');
    assert.ok(tip.x >= 0 && tip.x + tip.w <= 390, `the tip fits the phone's width: [${tip.x},${tip.w}]`);
    await page.mouse.move(5, 5);
    await resizeTo(page, 1280, 800);
    // The answer: Q♠ on base e1.
    const before = (await hookState(page)).summary.record;
    await clickWidget(page, 'cf/card/Qs');
    await clickWidget(page, 'cf/slot/B1e');
    await waitFor(page, (r) => window.fivefronts.state().summary.record !== r, before);
    assert.match((await hookState(page)).summary.view.events.find((e) => /^answer J/.test(e.text_you ?? '')).text_you, /answer J♥ at base e1 with Q♠/);
    assert.deepEqual(errors, []);
  } finally {
    await site.close();
  }
});
