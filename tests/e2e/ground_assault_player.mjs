// Ground Assault's scripted player for the browser tests (ground_assault.test.mjs, decks.test.mjs).
import assert from 'node:assert/strict';
import { clickWidget, hookState, waitFor, chooser, playOneMove } from './lib.mjs';

// A `choose` for playOneMove that plays like someone who wants to win: strike an objective when
// possible, otherwise pick a unit and attack with it (or move it towards the enemy); play a combat
// card rather than pass; end the turn or finish choosing only when nothing else is left.
export function assaultGroundChooser(pick) {
  return async (state) => {
    const page = state.page;
    const t = state.summary.table;
    const v = state.summary.view;
    const strike = t.buttons.filter((id) => id.startsWith('ga/strike/'));
    if (strike.length) return strike[pick(strike.length)];
    if (v.phase === 'strikers') {
      const strikers = t.buttons.filter((id) => id.startsWith('ga/unit/'));
      if (strikers.length && !v.chosen.length) return strikers[pick(strikers.length)];
      return 'ga/done';
    }
    if (v.phase === 'card') {
      const cards = t.buttons.filter((id) => id.startsWith('ga/card/'));
      if (cards.length && pick(3) > 0) return cards[pick(cards.length)];
      return 'ga/pass';
    }
    const units = t.playable.filter((id) => id.startsWith('ga/unit/'));
    if (units.length && (v.phase === 'turn' || v.phase === 'move' || v.phase === 'assign')) {
      await clickWidget(page, units[pick(units.length)]);
      await waitFor(page, () => window.fivefronts.state().summary.table.targets.length > 0);
      const targets = (await hookState(page)).summary.table.targets;
      const attacks = targets.filter((id) => id.startsWith('ga/unit/'));
      if (attacks.length) return attacks[pick(attacks.length)];
      // Towards the enemy: the contested zone first, then an opponent's home zone.
      const away = targets.filter((id) => id !== `ga/zone/${v.seat}`);
      return (away.length ? away : targets)[pick(away.length || targets.length)];
    }
    return null;
  };
}

export async function playToEnd(page, { seed, onTurn = async () => {} }) {
  const pick = chooser(seed);
  const choose = assaultGroundChooser(pick);
  for (let moves = 0; ; moves++) {
    const state = await playOneMove(page, pick, async (st) => {
      await onTurn(st, moves);
      return choose({ ...st, page });
    });
    if (state.done) return { state, moves };
    assert.ok(moves < 300, 'the game ends');
  }
}

