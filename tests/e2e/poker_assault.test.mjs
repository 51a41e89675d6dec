// Poker Assault in a real browser: a whole seeded game against the computer played by clicking the
// highlighted cards and buttons on the canvas (launching rather than stopping, defending rather than
// passing), its end checked against the result window and the native engine replaying the same
// record; hot seat hides the previous hand; three players with a per-seat choice; refused clicks
// explained; mid-Assault screenshots at desktop and phone sizes and with four players.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, clickWidget, screenshot, hookState, waitFor, widgetRect, typeInto, canvasStats, chooser, playOneMove, assaultChooser, nativeReplay, pressAgainIfAsked, scrollTo, continueSave, waitReady } from './lib.mjs';

const GAME = 'poker-assault';
// Plays until the game is over. Returns the final hook state and the number of moves made.
async function playToEnd(page, { seed, onTurn = async () => {} }) {
  const pick = chooser(seed);
  const choose = assaultChooser(pick);
  for (let moves = 0; ; moves++) {
    const state = await playOneMove(page, pick, async (st) => {
      await onTurn(st, moves);
      return choose({ ...st, page });
    });
    if (state.done) return { state, moves };
    assert.ok(moves < 600, 'the game ends');
  }
}

// Plays until the view shows a launched Assault with at least one defending card (or `limit` moves).
async function playToMidAssault(page, pick, limit = 40) {
  const choose = assaultChooser(pick);
  for (let i = 0; i < limit; i++) {
    await waitFor(page, () => { const s = window.fivefronts.state().summary; return s.terminal || s.human_turn; }, null, 120000);
    const st = await hookState(page);
    const v = st.summary.view;
    if (st.summary.terminal) return st;
    if (v.launched && v.assault.some((a) => a.defender) && v.assault.length >= 2) return st;
    await playOneMove(page, pick, (s) => choose({ ...s, page }));
  }
  return hookState(page);
}

function offScreen(st, width, height) {
  return st.widgets.filter((w) => !(w.x >= 0 && w.x + w.w <= width + 1 && w.y >= 0 && w.y + w.h <= height + 1)).map((w) => w.id);
}

test('Poker Assault: a whole seeded game against the computer, played by clicking highlighted moves', async () => {
  const site = await openSite(`?game=${GAME}&seed=7&vs=computer&level=easy&chips=random`, 'table');
  const { page, errors } = site;
  try {
    let launched = 0, defended = 0;
    const { state, moves } = await playToEnd(page, {
      seed: 3,
      onTurn: async (st) => {
        const v = st.summary.view;
        if (v.launched) launched++;
        defended = Math.max(defended, v.assault.filter((a) => a.defender).length);
        // Every id the table lists is a widget on screen this frame.
        const ids = new Set(st.widgets.map((w) => w.id));
        for (const id of [...st.summary.table.buttons, ...st.summary.table.playable]) assert.ok(ids.has(id), `${id} is listed but not on screen`);
      },
    });
    assert.ok(moves >= 5, `the human made ${moves} moves`);
    const events = state.summary.view.events.map((e) => e[1]);
    assert.ok(events.some((e) => e.startsWith('launches')), `Assaults were launched: ${events.join(' | ')}`);
    await page.waitForTimeout(400);
    await screenshot(page, 'poker-assault-result.png');

    const sum = state.summary;
    const shown = sum.table.result;
    assert.ok(sum.view.over, 'the state says the game is over');
    assert.ok(shown, 'the result window is showing');
    assert.equal(shown.winner, sum.view.winner);
    if (shown.winner === 0) assert.equal(shown.title, 'You win!');
    else if (shown.winner === 1) assert.equal(shown.title, 'Computer wins');
    else assert.equal(shown.title, 'A draw');
    if (shown.winner >= 0) assert.equal(sum.returns[shown.winner], 1, 'the winner has the winning return');
    assert.ok(state.widgets.some((w) => w.id === 'pa/result/again'), 'the result window offers a new game');
    // The native engine replays the browser's record to the same end.
    const native = nativeReplay(sum.record);
    assert.deepEqual(native.returns, sum.returns, 'native replay gives the same returns');
    assert.deepEqual(native.views[0].players, sum.view.players, 'and the same chips and piles');
    assert.equal(native.views[0].winner, sum.view.winner, 'and the same winner');
    const log = sum.view.events.map((e) => e[1]).join('\n');
    assert.match(log, /launches a /, 'the log shows launched Assaults');
    assert.match(log, /damage/, 'and damage');
    // Rematch: the same seats and options, a new deal, and the loser of this game goes first.
    assert.equal(sum.view.loser, sum.view.winner < 0 ? -1 : 1 - sum.view.winner);
    await clickWidget(page, 'pa/result/rematch');
    await waitFor(page, (old) => { const s = window.fivefronts.state().summary; return s && s.record !== old && !s.terminal; }, sum.record);
    const next = (await hookState(page)).summary;
    const first = sum.view.loser >= 0 ? String(sum.view.loser + 1) : 'cut';
    assert.match(next.record, new RegExp(`^FF1 poker-assault seats=2 seed=\\d+ options=chips=random,.*first=${first}`), next.record);
    assert.doesNotMatch(next.record, new RegExp(` seed=7 `), 'a new deal');
    if (sum.view.loser >= 0) {
      const firstTurn = next.view.events.find((e) => /take.? the first turn/.test(e[1]));
      assert.ok(firstTurn, 'the log says who takes the first turn');
      assert.equal(firstTurn[0], sum.view.loser, 'the loser takes the first turn');
      assert.ok(!next.view.events.some((e) => /for the first turn/.test(e[1])), 'no cut for the first turn');
    }
    assert.deepEqual(errors, [], 'the page logged errors');
  } finally {
    await site.close();
  }
});

test('Poker Assault: hot seat hides the previous hand; three players with a computer seat start from the dialog', async () => {
  const site = await openSite(`?game=${GAME}&seed=12&vs=hotseat`, 'table');
  const { page, errors } = site;
  try {
    const pick = chooser(2);
    const choose = assaultChooser(pick);
    let previous = null;  // the last hand shown before the cover, and whose it was
    let checked = 0;
    for (let i = 0; i < 40 && checked < 2; i++) {
      const st = await hookState(page);
      if (st.summary.cover) {
        // The cover: no hand card of anybody on screen.
        assert.ok(!st.widgets.some((w) => w.id.startsWith('pa/card/')), 'no hand card on the cover');
        if (!checked) await screenshot(page, 'poker-assault-hotseat-cover.png');
        await clickWidget(page, 'cover/ready');
        await waitFor(page, () => !window.fivefronts.state().summary.cover && !!window.fivefronts.state().summary.table);
        await page.waitForTimeout(150);
        const now = await hookState(page);
        const viewer = now.summary.viewer;
        assert.notEqual(viewer, previous.seat, 'the screen changed hands');
        assert.equal(now.summary.to_act, viewer, 'the screen belongs to the player to act');
        assert.equal(now.summary.view.seat, viewer);
        const shown = now.summary.table.hand.map((id) => id.replace('pa/card/', '').replace(/@\d+$/, ''));
        // The view names a card of another deck than the first with its deck ("5s@1"); the table's ids
        // only where two copies need telling apart.
        assert.deepEqual(shown, now.summary.view.hand.map((c) => c.replace(/@\d+$/, '')), `the hand shown is seat ${viewer}'s`);
        // Nothing of the previous player's hand is drawn as a hand card (cards are per deck, so
        // the two hands never share a card).
        for (const id of previous.hand) assert.ok(!now.widgets.some((w) => w.id === id), `${id} of the previous player is on screen`);
        if (!checked) await screenshot(page, 'poker-assault-hotseat-next.png');
        checked++;
        continue;
      }
      previous = { seat: st.summary.viewer, hand: st.summary.table.hand };
      const before = st.summary.record;
      const own = await choose({ ...st, page });
      const id = own || st.summary.table.buttons[pick(st.summary.table.buttons.length)];
      await clickWidget(page, id);
      await pressAgainIfAsked(page, before, () => clickWidget(page, id));  // Stop asks twice
      await waitFor(page, (r) => { const s = window.fivefronts.state().summary; return s.cover || s.record !== r; }, before);
    }
    assert.equal(checked, 2, 'the turn passed between the two players twice');
    assert.deepEqual(errors, []);
  } finally {
    await site.close();
  }
  // Three players from the new-game dialog: seat 2 a player at this screen, seat 3 the computer.
  const dlg = await openSite('', 'menu');
  try {
    await clickWidget(dlg.page, `menu/game/${GAME}`);
    await waitFor(dlg.page, () => window.fivefronts.state().screen === 'new-game');
    await clickWidget(dlg.page, 'new/opponent/computer');
    await clickWidget(dlg.page, 'new/seats/3');
    await widgetRect(dlg.page, 'new/seat/2/human');
    await clickWidget(dlg.page, 'new/seat/2/human');
    await clickWidget(dlg.page, 'new/level/0');
    // The seed field is below the options: scroll the dialog down until it shows.
    await scrollTo(dlg.page, 'new/seed');
    await typeInto(dlg.page, 'new/seed', '21');
    await page_wait(dlg.page);
    await screenshot(dlg.page, 'poker-assault-new-game-3p.png');
    await clickWidget(dlg.page, 'new/start');
    await waitFor(dlg.page, () => window.fivefronts.state().screen === 'table');
    const st = await hookState(dlg.page);
    assert.match(st.summary.record, /^FF1 poker-assault seats=3 seed=21 /);
    // The saved game records who is a computer: seats 1 and 2 are players, seat 3 the computer.
    const save = await dlg.page.evaluate((k) => window.localStorage.getItem(k), st.summary.save_key);
    assert.match(save, / computer=001 /);
    // The computer seat plays by itself; a player's turn comes (behind the cover when it changes hands).
    await waitFor(dlg.page, () => { const s = window.fivefronts.state().summary; return s.cover || s.human_turn; }, null, 60000);
    assert.deepEqual(dlg.errors, []);
  } finally {
    await dlg.close();
  }
});

async function page_wait(page) { await page.waitForTimeout(200); }

test('Poker Assault: refused clicks explain why and change nothing', async () => {
  const site = await openSite(`?game=${GAME}&seed=9&vs=computer&level=easy`, 'table');
  const { page, errors } = site;
  try {
    const pick = chooser(4);
    const choose = assaultChooser(pick);
    const seen = new Set();
    const refused = async (id, pattern, what) => {
      const before = (await hookState(page)).summary.record;
      await clickWidget(page, id);
      await waitFor(page, (p) => new RegExp(p).test(window.fivefronts.state().summary.table.message), pattern.source);
      const st = await hookState(page);
      assert.equal(st.summary.record, before, `${what}: a refused click changes nothing`);
      seen.add(what);
      return st;
    };
    // A hand card with a faction ability has a marker; hovering it shows the ability's name and text.
    let hovered = false;
    const hoverAbility = async (st) => {
      const k = st.summary.view.hand_abilities.findIndex((n) => n);
      if (hovered || k < 0) return;
      const card = st.summary.view.hand[k].replace(/@\d+$/, '');
      const w = st.widgets.find((x) => x.id === `pa/card/${card}` || x.id.startsWith(`pa/card/${card}@`));
      await page.mouse.move(w.x + w.w / 2, w.y + w.h / 2);
      await waitFor(page, () => window.fivefronts.state().widgets.some((x) => x.id.startsWith('pa/ability-tip/')));
      await screenshot(page, 'poker-assault-ability-tip.png');
      await page.mouse.move(5, 5);
      hovered = true;
    };
    for (let i = 0; i < 60 && (seen.size < 3 || !hovered); i++) {
      await waitFor(page, () => { const s = window.fivefronts.state().summary; return s.terminal || s.human_turn; }, null, 60000);
      let st = await hookState(page);
      if (st.summary.terminal) break;
      await hoverAbility(st);
      if (seen.size >= 3) {
        await playOneMove(page, pick, (x) => choose({ ...x, page }));
        continue;
      }
      const v = st.summary.view, t = st.summary.table;
      // Nothing selected: an Assault card asks for a hand card first.
      if (v.assault.length && (v.phase === 'prepare' || v.phase === 'defend') && !seen.has('no card')) {
        st = await refused('pa/assault/0', /Choose a card from your hand first/, 'no card');
        if (!seen.has('shot')) { await screenshot(page, 'poker-assault-refused.png'); }
      }
      // A hand card that cannot join the Assault (every card must keep a legal Assault possible).
      const dark = t.hand.filter((id) => !t.playable.includes(id));
      if (v.phase === 'prepare' && dark.length && !seen.has('prepare')) {
        st = await refused(dark[0], /cannot join this Assault: every card must help/, 'prepare');
      }
      // Defending: a card selected, an Assault card it cannot defend.
      if (v.phase === 'defend' && t.playable.some((id) => id.startsWith('pa/card/')) && !seen.has('defend')) {
        for (const card of t.playable.filter((id) => id.startsWith('pa/card/'))) {
          await clickWidget(page, card);
          await waitFor(page, () => window.fivefronts.state().summary.table.targets.length > 0);
          const now = (await hookState(page)).summary;
          const other = now.view.assault.map((a, k) => `pa/assault/${k}`).find((id) => !now.table.targets.includes(id));
          if (!other) continue;
          st = await refused(other, /cannot defend|defended already|out of the fight/, 'defend');
          assert.ok(st.summary.table.selected, 'the card stays selected');
          // Issue 38: the refusal names the card and the rule or the ability in play that forbids it.
          const m = st.summary.table.message;
          const label = (n) => (n[0] === 'T' ? '10' : n[0]) + { c: '\u2663', d: '\u2666', h: '\u2665', s: '\u2660' }[n[1]];
          if (/cannot defend/.test(m)) {
            assert.ok(m.startsWith(`The ${label(st.summary.table.selected)} cannot defend the `), m);
            assert.match(m, /the defense rule|Savage|Menacer|Cloaking Device|Alpha's Mark|low Ace/, m);
          }
          console.log(`# defend refusal: ${m}`);
          await screenshot(page, 'poker-assault-defend-refused.png');
          break;
        }
      }
      await playOneMove(page, pick, (s) => choose({ ...s, page }));
    }
    assert.ok(seen.has('no card') && seen.has('prepare') && seen.has('defend'), `refusals seen: ${[...seen]}`);
    assert.ok(hovered, 'a card with an ability showed its name and text on hover');
    assert.deepEqual(errors, []);
  } finally {
    await site.close();
  }
});

test('Poker Assault: mid-Assault screenshots at desktop and phone sizes and with four players', async () => {
  for (const [width, height, query, name] of [[1280, 800, '&seed=6', 'poker-assault-mid-assault-1280x800.png'],
                                              [360, 740, '&seed=6', 'poker-assault-mid-assault-360x740.png'],
                                              [740, 360, '&seed=8', 'poker-assault-mid-assault-740x360.png'],
                                              [1280, 800, '&seed=6&seats=4', 'poker-assault-four-players.png']]) {
    const phone = width < 800;
    const site = await openSite(`?game=${GAME}&vs=computer&level=easy${query}`, 'table',
      { width, height, deviceScaleFactor: phone ? 2 : 1, touch: phone });
    const { page, errors } = site;
    try {
      const st = await playToMidAssault(page, chooser(7));
      await page.waitForTimeout(500);
      const now = await hookState(page);
      assert.ok(now.summary.view.assault.length > 0 || now.summary.terminal, 'an Assault is on the table');
      assert.deepEqual(offScreen(now, width, height), [], 'every widget is on screen');
      const stats = await canvasStats(page);
      assert.ok(stats.variance > 50 && stats.colours > 40, `the table looks blank: ${JSON.stringify(stats)}`);
      await screenshot(page, name);
      if (query.includes('seats=4')) assert.equal(st.summary.view.seats, 4);
      assert.deepEqual(errors, []);
    } finally {
      await site.close();
    }
  }
});

test('Poker Assault: the new-game dialog offers two factions per player in Street Fight, for two players only, on a phone', async () => {
  const width = 390, height = 844;
  const site = await openSite('', 'menu', { width, height, deviceScaleFactor: 2, touch: true });
  const { page, errors } = site;
  try {
    await clickWidget(page, `menu/game/${GAME}`);
    await waitFor(page, () => window.fivefronts.state().screen === 'new-game');
    await clickWidget(page, 'new/opponent/computer');
    await clickWidget(page, 'new/option/variant/street');
    await page.waitForTimeout(300);
    // The dialog scrolls: collect the rows shown at each scroll position (only rows on screen are listed).
    const ids = new Set(), wide = [];
    await page.mouse.move(200, 400);
    for (let k = 0; k < 14; k++) {  // phone rows wrap their choices under the label: a long dialog
      const now = await hookState(page);
      for (const w of now.widgets.filter((x) => x.id.startsWith('new/'))) {
        ids.add(w.id);
        if (w.x < 0 || w.x + w.w > width + 1) wide.push(w.id);
      }
      if (k === 2) await screenshot(page, 'poker-assault-new-game-street-390x844.png');
      await page.mouse.wheel(0, 350);
      await page.waitForTimeout(250);
    }
    assert.ok(ids.has('new/option/second1/rocket'), `player 1 chooses a second faction: ${[...ids].join(' ')}`);
    assert.ok(ids.has('new/option/start1/second'), 'and which deck starts');
    assert.ok(!ids.has('new/option/second2/rocket') && !ids.has('new/option/start2/second'), 'the computer chooses its own');
    assert.deepEqual(wide, [], 'every row fits the phone\'s width');
    await page.mouse.wheel(0, -5000);
    await page.waitForTimeout(250);
    for (const id of ['new/option/second1/rocket', 'new/option/start1/second']) {
      for (let k = 0; k < 14 && !(await hookState(page)).widgets.some((w) => w.id === id); k++) {
        await page.mouse.wheel(0, 300);
        await page.waitForTimeout(250);
      }
      await clickWidget(page, id);
    }
    // Down to the dialog's end, the deal number (one wheel event scrolls a bounded amount).
    for (let k = 0; k < 10 && !(await hookState(page)).widgets.some((w) => w.id === 'new/seed'); k++) {
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(300);
    }
    await screenshot(page, 'poker-assault-new-game-street-390x844-bottom.png');
    await typeInto(page, 'new/seed', '31');
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(300);
    await clickWidget(page, 'new/start');
    await waitFor(page, () => window.fivefronts.state().screen === 'table');
    const st = await hookState(page);
    assert.match(st.summary.record, /second1=rocket/);
    assert.match(st.summary.record, /start1=second/);
    assert.match(st.summary.record, /variant=street/);
    const me = st.summary.view.players[0];
    assert.equal(me.second_faction, 'rocket');
    // Three players: Double Decker and Street Fight are not offered.
    await clickWidget(page, 'bar/menu');
    await waitFor(page, () => window.fivefronts.state().screen === 'menu');
    await clickWidget(page, `menu/game/${GAME}`);
    await waitFor(page, () => window.fivefronts.state().screen === 'new-game');
    await page.mouse.move(200, 400);
    for (let k = 0; k < 10 && !(await hookState(page)).widgets.some((w) => w.id === 'new/seats/3'); k++) {
      await page.mouse.wheel(0, -400);
      await page.waitForTimeout(250);
    }
    await clickWidget(page, 'new/seats/3');
    await page.waitForTimeout(300);
    const three = new Set((await hookState(page)).widgets.map((w) => w.id));
    assert.ok(three.has('new/option/variant/cross'), 'Cross-faction is offered to three players');
    assert.ok(!three.has('new/option/variant/street') && !three.has('new/option/variant/double'), 'the two-player variants are not');
    assert.deepEqual(errors, []);
  } finally {
    await site.close();
  }
});

// Keys that never throw work away (issue 24): the arrows start on a card of the hand, never on Stop,
// and walk the hand left to right; Stop with cards in the Assault asks for a second press (click or
// Enter) and the first changes nothing.
test('Poker Assault: the arrows start on the hand and walk it left to right; Stop asks twice', async () => {
  const site = await openSite(`?game=${GAME}&seed=13&vs=computer&level=easy`, 'table');
  const { page, errors } = site;
  try {
    const pick = chooser(2);
    let st;
    for (let i = 0; i < 6; i++) {
      st = await playOneMove(page, pick, (s) => assaultChooser(() => 0)({ ...s, page }));
      st = await hookState(page);
      if (st.summary.human_turn && st.summary.view.phase === 'prepare' && st.summary.view.assault.length > 0) break;
    }
    assert.equal(st.summary.view.phase, 'prepare', 'the player prepares an Assault');
    assert.ok(st.summary.table.buttons.includes('pa/stop'), 'Stop is offered');
    const hand = st.summary.view.hand.map((c) => c.replace(/@\d+$/, ''));
    const seen = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('ArrowRight');
      await waitFor(page, (n) => window.fivefronts.state().summary.focus && window.fivefronts.state().summary.focus !== n, seen.at(-1) ?? null);
      seen.push((await hookState(page)).summary.focus);
    }
    assert.doesNotMatch(seen[0], /^stop/, 'the focus never starts on Stop');
    // Plays name their card first ("play 7h ..."): the cards come in the hand's order, left to right.
    const places = seen.filter((m) => /^play /.test(m)).map((m) => hand.indexOf(m.split(' ')[1]));
    assert.ok(places.every((p, i) => i === 0 || p >= places[i - 1]), `the hand left to right: ${seen.join(', ')} / ${hand.join(' ')}`);
    await page.keyboard.press('Escape');
    // (the panel drops the focused card's moves: read Stop's place once that frame is drawn)
    await waitFor(page, () => !window.fivefronts.state().summary.focus);
    await page.waitForTimeout(200);
    const before = st.summary.record;
    await clickWidget(page, 'pa/stop');
    await waitFor(page, () => /Stop discards your Assault of \d+ cards?\. Press it again to confirm/.test(window.fivefronts.state().summary.table.message))
      .catch(async (e) => { const s = (await hookState(page)).summary; throw new Error(`${e.message}: message '${s.table.message}', same record ${s.record === before}, focus ${s.focus}`); });
    assert.equal((await hookState(page)).summary.record, before, 'the first press changes nothing');
    await screenshot(page, 'poker-assault-stop-twice.png');
    // Issue 38: no hidden time limit. The question stays on the table and the second press plays,
    // however long the player thinks (it expired after 5 s, and the next press only asked again).
    await page.waitForTimeout(6500);
    assert.match((await hookState(page)).summary.table.message, /Stop discards your Assault of \d+ cards?\. Press it again to confirm/,
      'the question is still on the table after 6.5 s');
    await clickWidget(page, 'pa/stop');
    await waitFor(page, (r) => window.fivefronts.state().summary.record !== r, before);
    assert.deepEqual(errors, []);
  } finally {
    await site.close();
  }
});

// Issue 53: the computer's turn a step at a time. Seed 152 played by heuristic bots, 138 moves in:
// the player (1 chip) has defended two cards and the Easy computer plays Counterattack, which knocks
// the player out. At the readable pace (a first visit's), its lines come one at a time about 0.6 s
// apart, each headline in the banner in turn (the Power Card with its effect in words), and the
// result waits for the last; the end says what knocked the player out.
const COUNTERATTACK = 'FF1 poker-assault seats=2 seed=152 options=chips=fixed,faction1=vampire,faction2=wolf,faction3=rocket,faction4=invaders,first=cut,second1=auto,second2=auto,start1=first,start2=first,variant=standard actions=2048.16385.448.16385.2624.2688.2848.16385.512.544.16384.23362.16386.416.16385.2080.2664.16385.576.16385.2432.2528.16384.20640.16386.2176.16385.32.16385.2752.16385.672.16385.2368.16385.960.16385.2976.2816.3168.16385.1120.1344.1440.16385.2112.16385.928.992.16384.23616.23298.2496.16385.1056.1568.16385.2560.2592.16384.21152.16386.2400.16385.64.1027.45003.1216.1472.1600.16384.16386.23462.23592.23008.23650.23204.2144.2245.16384.20096.16386.2208.16385.224.16385.2784.16385.608.16385.2880.2912.16384.21378.16386.2304.16385.704.16385.2720.16385.256.16385.3040.3264.3104.3424.3488.16384.21186.45000.21416.21510.16386.2336.16385.0.800.16385.3072.3328.3680.45003.3232.3520.16384.21254.21314.21536.16386.2272.16385.320.352.16384.16386.23136.22402';
// Seed 8, 49 moves in: the player's Straight of five cards is being prepared and no hand card can join.
const FULL_STRAIGHT = 'FF1 poker-assault seats=2 seed=8 options=chips=fixed,faction1=vampire,faction2=wolf,faction3=rocket,faction4=invaders,first=cut,second1=auto,second2=auto,start1=first,start2=first,variant=standard actions=0.480.576.16385.2048.2112.2144.16384.20032.20996.21090.160.192.224.16384.22404.22592.23138.2816.16385.768.832.16384.23200.16386.128.16385.2656.16385.608.16385.2880.16385.320.16385.2720.16385.896.960.16384.23584.22946.2176.16385.1024.1216.1312.1440.1568';

test('Poker Assault: the computer\'s turn told a line at a time, a Power Card\'s effect in words, what knocked you out, a sixth card refused with why', async () => {
  const site = await openSite('', 'menu', { fast: false });  // a first visit: the readable pace
  const { page, errors } = site;
  try {
    await page.evaluate((save) => window.localStorage.setItem('fivefronts.save', save), `FFS1 level=0 computer=01 ${nativeReplay(COUNTERATTACK).code}`);
    await page.reload();
    await waitReady(page, 'menu');
    // Sample the table every 50 ms from the moment the save is continued.
    await page.evaluate(() => {
      window.ffSamples = [];
      window.ffSampler = setInterval(() => {
        const s = window.fivefronts.state();
        const t = s.summary?.table;
        if (s.screen === 'table' && t) window.ffSamples.push({ told: t.log_told_at, shown: t.log_shown, lines: t.log_lines, banner: t.banner,
          telling: t.telling, result: !!t.result, moves: s.summary.record.split('.').length });
      }, 50);
    });
    await clickWidget(page, 'menu/continue');
    await waitFor(page, () => !!window.fivefronts.state().summary?.table?.result, null, 30000);
    await screenshot(page, 'poker-assault-knocked-out.png');
    const samples = await page.evaluate(() => { clearInterval(window.ffSampler); return window.ffSamples; });
    const st = await hookState(page);
    const lines = st.summary.view.events.slice(-4).map((e) => (e[0] === 1 ? 'Computer ' : e[0] === 0 ? 'You ' : '') + (e[0] === 0 ? e[2] : e[1]));
    assert.deepEqual(lines, ['Computer plays the Power Card Counterattack: 2 damage to the attacker, once 2 or more Assault cards are defended',
      'You take 2 direct damage from Counterattack', 'You are knocked out', 'Computer wins the game'], 'the burst and the effect in words');
    // Told one line at a time, about 0.6 s apart by the page's own clock (never two at once; the
    // sampler's own clock would count its delays under load), the result after the last.
    const total = st.summary.table.log_lines, first = total - 4;
    const came = [];
    for (const s of samples) if (s.lines === total && s.shown > first && !came[s.shown - first]) came[s.shown - first] = s;
    for (let k = 1; k <= 4; k++) assert.ok(came[k], `line ${k} of 4 was on its own for a while: ${JSON.stringify(samples.map((s) => s.shown))}`);
    for (let k = 2; k <= 4; k++) assert.ok(came[k].told - came[k - 1].told >= 0.45, `line ${k} was told ${Math.round(1000 * (came[k].told - came[k - 1].told))} ms after the one before`);
    assert.ok(samples.filter((s) => s.telling).every((s) => !s.result), 'the result waits until the last line is told');
    // Each headline had the banner in turn, the Power Card with its effect first.
    const banners = [...new Set(samples.map((s) => s.banner))];
    for (const b of [lines[0], lines[1], lines[2]]) assert.ok(banners.includes(b), `the banner said "${b}": ${JSON.stringify(banners)}`);
    assert.equal(st.summary.table.result.reason,
      'You are knocked out by 2 direct damage from Counterattack (Computer\'s Power Card).', 'the end says what did it');

    // A sixth card for a Straight: tapping the empty place says why no card can join.
    await continueSave(page, `FFS1 level=0 computer=01 ${nativeReplay(FULL_STRAIGHT).code}`);
    await waitFor(page, () => window.fivefronts.state().summary?.human_turn, null, 30000);
    await clickWidget(page, 'pa/assault/next');
    await waitFor(page, () => /No card in your hand can join/.test(window.fivefronts.state().summary.table.message));
    assert.match((await hookState(page)).summary.table.message,
      /^No card in your hand can join this Assault: every card must help build an Assault that is still possible, and no card adds to this Straight\. Launch it or stop\.$/);
    await screenshot(page, 'poker-assault-sixth-card.png');
    assert.deepEqual(errors, []);
  } finally {
    await site.close();
  }
});
