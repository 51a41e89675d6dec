#!/usr/bin/env node
// A guided first game of each game followed to its end in the browser, as a newcomer who does what
// the guide says would play it (issue 52: "a guided game of each game won against Normal"): the
// deal link with guide=1 at the level given, the guide's move played by the keyboard on every turn
// of the player's, and at least three of its reasons saved as screenshots (the first with a plan, the
// first with a threat, the first other; while fewer than three are saved, from the tenth move on, a
// second of a kind already saved), at 1280x800, in build/guided-walk/. Prints each game's result,
// moves and the reasons' kinds seen. Not a test: the games take minutes and a guided player may lose.
// `--size 390x844 --touch` walks on a phone; `--first-visit` keeps a first visit's settings (the
// computer's turn at its normal pace, motion on); `--every N` also saves the table every N moves.
//
//   node scripts/guided-walk.mjs [--level normal] [--seed 61] [--only head-to-head-poker,...]
//                                [--size 1280x800] [--touch] [--first-visit] [--every N]
import fs from 'node:fs';
import path from 'node:path';

const GAMES = ['head-to-head-poker', 'crossfire', 'poker-assault', 'ground-assault', 'assault-edge'];
const opts = { level: 'normal', seed: 61, only: GAMES, width: 1280, height: 800, touch: false, firstVisit: false, every: 0 };
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === '--level') opts.level = process.argv[++i];
  else if (a === '--seed') opts.seed = Number(process.argv[++i]);
  else if (a === '--only') opts.only = process.argv[++i].split(',');
  else if (a === '--size') [opts.width, opts.height] = process.argv[++i].split('x').map(Number);
  else if (a === '--touch') opts.touch = true;
  else if (a === '--first-visit') opts.firstVisit = true;
  else if (a === '--every') opts.every = Number(process.argv[++i]);
  else throw new Error(`unknown argument ${a}`);
}
const out = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'build', 'guided-walk');
fs.mkdirSync(out, { recursive: true });
process.env.FF_SHOT_DIR = out;  // read by lib.mjs when it loads: imported after this
const { openSite, waitFor, hookState, pressAgainIfAsked, screenshot, SHARP } = await import('../tests/e2e/lib.mjs');

function kind(reason) {
  if (/instead, .*: this move answers that/.test(reason)) return 'threat';
  if (/^Then |\. Then /.test(reason)) return 'plan';
  return 'why';
}

async function walk(game) {
  const b = await openSite(`?game=${game}&seed=${opts.seed}&vs=computer&level=${opts.level}&guide=1`, 'table',
    { width: opts.width, height: opts.height, touch: opts.touch, fast: !opts.firstVisit, deviceScaleFactor: SHARP });  // screenshots to look at
  const size = `${opts.width}x${opts.height}`;
  const kinds = { why: 0, plan: 0, threat: 0 }, shot = {};
  let moves = 0;
  const t0 = Date.now();
  try {
    for (;;) {
      await waitFor(b.page, () => { const s = window.fivefronts.state().summary; return s.terminal || s.table?.press_on || (s.human_turn && !s.screen_moves && s.hint?.guide); }, null, 120000);
      const st = await hookState(b.page);
      if (!st.summary.terminal && st.summary.table?.press_on) {
        // The table waits on a button (Head-to-Head Poker's finished round): Enter presses it.
        await screenshot(b.page, `${game}-${size}-press-${String(moves).padStart(3, '0')}.png`);
        await b.page.keyboard.press('Enter');
        await waitFor(b.page, (id) => window.fivefronts.state().summary.table?.press_on !== id, st.summary.table.press_on, 10000);
        continue;
      }
      if (st.summary.terminal) {
        const won = st.summary.returns[st.summary.viewer] > 0, draw = st.summary.returns[st.summary.viewer] === 0;
        await b.page.waitForTimeout(opts.firstVisit ? 5000 : 500);  // the last turn told at its pace, then the result window
        await screenshot(b.page, `${game}-${size}-end.png`);
        return { game, result: won ? 'won' : draw ? 'draw' : 'lost', moves, kinds, minutes: ((Date.now() - t0) / 60000).toFixed(1) };
      }
      if (!st.summary.hint?.guide) continue;  // the position moved on between the wait and the read
      const k = kind(st.summary.hint.guide);
      kinds[k]++;
      const name = !shot[k] ? k : Object.keys(shot).length < 3 && moves >= 10 && !shot[`${k}-2`] ? `${k}-2` : '';
      if (name) {
        shot[name] = true;
        await screenshot(b.page, `${game}-${size}-reason-${name}.png`);
        console.log(`# ${game} ${name}: Guide: ${st.summary.hint.notation}. ${st.summary.hint.guide}`);
      }
      if (opts.every && moves % opts.every === 0) await screenshot(b.page, `${game}-${size}-move-${String(moves).padStart(3, '0')}.png`);
      // The first arrow starts on the guide's move (issue 24); Enter plays it (twice if it asks).
      // A focus left on the table from before walks on from there: the arrows go round until they reach it.
      await b.page.keyboard.press('ArrowRight');
      let focused = false;
      for (let i = 0; i < 80 && !focused; i++) {
        focused = await waitFor(b.page, (n) => window.fivefronts.state().summary.focus === n, st.summary.hint.notation, 1500).then(() => true, () => false);
        if (!focused) await b.page.keyboard.press('ArrowRight');
      }
      if (!focused) throw new Error(`${game}: the arrows never reached the guide's move ${st.summary.hint.notation}`);
      await b.page.keyboard.press('Enter');
      await pressAgainIfAsked(b.page, st.summary.record, () => b.page.keyboard.press('Enter'));
      await waitFor(b.page, (r) => window.fivefronts.state().summary.record !== r, st.summary.record, 20000);
      moves++;
    }
  } finally {
    await b.close();
  }
}

const results = [];
for (const game of opts.only) {
  const r = await walk(game);
  console.log(JSON.stringify(r));
  results.push(r);
}
fs.writeFileSync(path.join(out, 'results.json'), JSON.stringify(results, null, 2));
