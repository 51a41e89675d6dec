// Assault Edge's scripted player for the browser tests (assault_edge.test.mjs, decks.test.mjs): it
// plays with purpose (draws from Research and Barracks, walks each unit towards the opponent's
// Command Deck and attacks it, answers with a Quick card now and then), clicking only what the
// table highlights; with `passive()` true it draws, passes and ends its Combat phase.
import assert from 'node:assert/strict';
import { clickWidget, hookState, waitFor, pressAgainIfAsked } from './lib.mjs';

const COLS = 'abcdefghi';
const cheb = (a, b) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));
const parseSq = (name) => [COLS.indexOf(name[0]), Number(name.slice(1)) - 1];
// Distance from a square to the Command Deck of `seat` (1 + Chebyshev to its three red squares).
function commandDistance(name, seat) {
  const sq = parseSq(name);
  const row = seat === 0 ? 0 : 6;
  return 1 + Math.min(...[3, 4, 5].map((c) => cheb(sq, [c, row])));
}

// A `choose` (as for lib.mjs's playOneMove) that plays to win quickly (see the top of the file).
// With `passive()` true it only draws, passes and ends its Combat phase, and the computer finishes.
export function purposefulChooser(pick, passive = () => false) {
  return async (state) => {
    const page = state.page;
    const t = state.summary.table;
    const v = state.summary.view;
    const me = state.summary.viewer, op = 1 - me;
    const buttons = t.buttons;
    if (passive()) {
      const quiet = ['ae/end-combat', 'ae/pass', `ae/deck/${me}/research`, `ae/deck/${me}/barracks`].find((id) => buttons.includes(id));
      if (quiet) return quiet;
    }
    // Draws: Research and Barracks cost no life.
    const draws = buttons.filter((id) => id.startsWith(`ae/deck/${me}/`));
    if (draws.length) return draws.find((id) => id.endsWith('/barracks')) || draws.find((id) => id.endsWith('/research')) || draws[0];
    const cards = buttons.filter((id) => id.startsWith('ae/card/'));
    // Answers: a Quick card half of the time (chains), else pass.
    if (v.sub_phase === 'window' || v.sub_phase === 'chain') {
      if (cards.length && pick(2) === 0) return cards[pick(cards.length)];
      if (buttons.includes('ae/pass')) return 'ae/pass';
    }
    const active = v.units.find((u) => u.active);
    if (active && v.sub_phase === 'battle') {
      const deck = `ae/plus/p${op + 1}-command`;
      if (buttons.includes(deck)) return deck;
      const plus = buttons.filter((id) => id.startsWith('ae/plus/'));
      if (plus.length) return plus[pick(plus.length)];
      if (buttons.includes('ae/declare')) return 'ae/declare';
      return 'ae/done';
    }
    if (active && (v.sub_phase === 'move1' || v.sub_phase === 'move2')) {
      const here = commandDistance(active.square, op);
      let best = null, bestD = here;
      for (const id of t.targets) {
        if (!id.startsWith('ae/square/')) continue;
        const d = commandDistance(id.slice('ae/square/'.length), op);
        if (d < bestD) best = id, bestD = d;
      }
      if (best && v.sub_phase === 'move1') return best;
      return 'ae/done';
    }
    if (v.phase === 'combat' && !active && buttons.includes('ae/end-combat')) {
      // Now and then a card first: a one-click card, or one with a target on the board.
      if (cards.length && pick(3) === 0) return cards[pick(cards.length)];
      if (t.playable.length && pick(4) === 0) {
        await clickWidget(page, t.playable[pick(t.playable.length)]);
        await waitFor(page, () => window.fivefronts.state().summary.table.targets.length > 0);
        const targets = (await hookState(page)).summary.table.targets;
        return targets[pick(targets.length)];
      }
      const units = buttons.filter((id) => id.startsWith('ae/unit/'));
      if (units.length) return units[0];
      return 'ae/end-combat';
    }
    return null;  // costs, flips, Scout Report, keep or redeclare: any highlighted choice
  };
}

// One click on a listed widget, quicker than lib.mjs's clickWidget (a whole game is a few hundred
// clicks): press, wait until the page has drawn two frames (Dear ImGui reads the button once a frame),
// release, and wait until the game moves on.
async function quickClick(page, st, id) {
  const w = st.widgets.find((x) => x.id === id);
  if (!w) return clickWidget(page, id);
  await page.mouse.move(w.x + w.w / 2, w.y + w.h / 2);
  const f0 = await page.evaluate(() => window.fivefronts.state().frames);
  await page.mouse.down();
  await page.waitForFunction((f) => window.fivefronts.state().frames > f + 2, f0, { polling: 15 });
  await page.mouse.up();
}

// Waits for the player's turn (or the end) and makes the move `choose` names, or any highlighted one.
export const timing = { wait: 0, choose: 0, click: 0 };
export async function playQuick(page, pick, choose) {
  const t0 = Date.now();
  // The table's lists must belong to this position (a click is handled while a frame is drawn).
  await waitFor(page, () => {
    const s = window.fivefronts.state().summary;
    const moves = (s.record || '').split('actions=')[1];
    // (Not while the screen is about to make the player's move itself: a unit finishing itself, a forced pass.)
    return s.terminal || (s.human_turn && !s.screen_moves && s.table && s.table.moves === (moves ? moves.split('.').length : 0));
  }, null, 120000);
  const st = await hookState(page);
  if (st.summary.terminal) return { ...st, done: true };
  const t = st.summary.table;
  const before = st.summary.record;
  const t1 = Date.now();
  let id = await choose(st);
  const t2 = Date.now();
  const now = id ? await hookState(page) : st;  // `choose` may have selected a card first
  if (!id) {
    const all = t.buttons.length ? t.buttons : t.targets;
    if (!all.length) throw new Error(`no highlighted move on the human's turn: ${JSON.stringify(t)}`);
    id = all[pick(all.length)];
  }
  // Highlighted in the frame `choose` looked at (a layout may shift by a line a frame later; the
  // click goes to where the widget is now).
  const listed = [...t.buttons, ...t.targets, ...now.summary.table.buttons, ...now.summary.table.targets];
  assert.ok(listed.includes(id), `${id} is highlighted (${listed})`);
  await quickClick(page, now, id);
  await pressAgainIfAsked(page, before, () => quickClick(page, now, id));  // End combat with units unused
  try {
    await page.waitForFunction((rec) => window.fivefronts.state().summary.record !== rec, before, { polling: 15, timeout: 10000 });
  } catch (e) {
    const after = (await hookState(page)).summary;
    throw new Error(`clicking ${id} did not move the game on: ${after.table.message} (chosen in phase ${st.summary.view.phase}/${st.summary.view.sub_phase}, human_turn ${st.summary.human_turn}, now ${after.view.phase}/${after.view.sub_phase}, record ${before === after.record ? 'same' : 'changed'}, actions ${before.split('actions=')[1].split('.').length} -> ${after.record.split('actions=')[1].split('.').length})`);
  }
  timing.wait += t1 - t0, timing.choose += t2 - t1, timing.click += Date.now() - t2;
  return { ...st, done: false };
}

