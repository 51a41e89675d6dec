// Every game on a phone (portrait and landscape, by taps) and every game's motion: played cards travel
// to their place, dice roll, damage rises, chips travel, in play and in the replay viewer; nothing moves
// with reduced motion. (Split from experience.test.mjs so the two run side by side in scripts/test.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { serve, openBrowser, waitReady, clickWidget, tapWidget, screenshot, hookState, steadyState, waitFor, playOneMove, chooser, typeInto, canvasStats, openSite, assaultChooser, nativeTool, viewportShot, resizeTo, keyPlay, holdKey, pressAgainIfAsked, movesIn, continueSave, playableGames } from './lib.mjs';

const GAMES = await playableGames();

// The computer's last turn is marked on the table ("last move" frames, listed by the hook) once it
// has moved a card or piece; "Again" shows that turn again without touching the game, and a key ends
// it. Screenshots of the marked table at desktop and phone size.
async function checkLastTurnMarked(page, pick) {
  let st = await hookState(page);
  for (let i = 0; i < 40 && !st.summary.terminal; i++) {
    await waitFor(page, () => { const s = window.fivefronts.state().summary; return s.terminal || s.human_turn; }, null, 60000);
    st = await hookState(page);
    if (st.summary.table.recent_marks.length) break;
    await playOneMove(page, pick);
  }
  const game = st.summary.game;
  assert.ok(st.summary.table.recent_marks.length > 0, `${game}: the computer's last move is marked`);
  assert.ok(st.summary.table.recent_marks.every((id) => id.includes('/recent/')));
  await page.mouse.move(1, 1);
  await viewportShot(page, `${game}-last-move-desktop.png`, 1280, 800);
  await viewportShot(page, `${game}-last-move-phone.png`, 390, 844);
  await resizeTo(page, 1280, 800);  // the bar laid out for the desktop again before its rectangles are read
  const record = st.summary.record;
  await clickWidget(page, 'bar/again');
  // (the status and the record read in the same frame as the showing: a short turn ends in a second)
  await waitFor(page, (rec) => {
    const s = window.fivefronts.state().summary;
    return s.showing_again && /last turn again/.test(s.table.status) && s.record === rec;
  }, record);
  await holdKey(page, 'Escape');
  await waitFor(page, () => !window.fivefronts.state().summary.showing_again);
  st = await hookState(page);
  assert.equal(st.summary.record, record);
  assert.ok(st.summary.table.recent_marks.length > 0, 'the marks are back after it');
}

for (const game of GAMES) {
  test(`${game}: a phone in portrait and landscape, played by taps; nothing needs hover`, async () => {
    const server = await serve();
    try {
      for (const [width, height] of [[360, 740], [740, 360]]) {
        const { browser, page, errors } = await openBrowser({ width, height, deviceScaleFactor: 2, touch: true });
        try {
          await page.goto(`${server.url}?game=${game}&seed=10&vs=computer&level=easy`);
          await waitReady(page, 'table');
          const pick = chooser(3);
          for (let i = 0; i < 4; i++) {
            await waitFor(page, () => window.fivefronts.state().summary.human_turn, null, 60000);
            let st = await steadyState(page);
            const before = st.summary.record;
            let t = st.summary.table;
            assert.doesNotMatch(t.status, /\bclick/i, 'a phone\'s prompts say tap, not click');
            if (t.buttons.length) {
              const id = t.buttons[pick(t.buttons.length)];
              await tapWidget(page, id);
              await pressAgainIfAsked(page, before, () => tapWidget(page, id));
            } else {
              if (!t.targets.length) {
                await tapWidget(page, t.playable[pick(t.playable.length)]);
                await waitFor(page, () => window.fivefronts.state().summary.table.targets.length > 0);
                t = (await hookState(page)).summary.table;
              }
              await tapWidget(page, t.targets[pick(t.targets.length)]);
            }
            await waitFor(page, (r) => window.fivefronts.state().summary.record !== r, before, 10000);
          }
          // Every widget the player needs is inside the screen.
          const st = await hookState(page);
          for (const w of st.widgets) assert.ok(w.x >= 0 && w.x + w.w <= width + 1 && w.y + w.h <= height + 1, `${w.id} is off screen`);
          const stats = await canvasStats(page);
          assert.ok(stats.variance > 50 && stats.colours > 40, 'the table is drawn');
          await screenshot(page, `${game}-phone-${width}x${height}.png`);
          assert.deepEqual(errors, []);
        } finally {
          await browser.close();
        }
      }
    } finally {
      await server.close();
    }
  });
}

for (const game of GAMES) {
  test(`${game}: played cards travel to their place, and stay still with reduced motion`, async () => {
    for (const still of [false, true]) {
      const server = await serve();
      const { browser, page, errors } = await openBrowser();
      try {
        await page.goto(server.url);
        await waitReady(page, 'menu');
        await page.evaluate((s) => window.localStorage.setItem('fivefronts.settings', s ? 'still=1' : 'still=0'), still);
        await page.goto(`${server.url}?game=${game}&seed=10&vs=computer&level=easy`);
        await waitReady(page, 'table');
        // Sample the hook every frame while moves are made: count frames with cards in flight.
        await page.evaluate(() => {
          window.__moving = 0;
          const tick = () => { if (window.fivefronts.state().summary.cards_moving > 0) window.__moving++; requestAnimationFrame(tick); };
          requestAnimationFrame(tick);
        });
        const pick = chooser(4);
        for (let i = 0; i < 3; i++) await playOneMove(page, pick);
        await page.waitForTimeout(500);
        const moving = await page.evaluate(() => window.__moving);
        if (still) assert.equal(moving, 0, 'reduced motion: no card ever moves');
        else assert.ok(moving > 0, 'cards glide to their new places');
        if (!still) await checkLastTurnMarked(page, pick);
        if (!still) {
          // A phone turned: the table is laid out anew and the cards are put there, not glided above
          // everything (they crossed the result window).
          await waitFor(page, () => { const s = window.fivefronts.state().summary; return s.terminal || (s.human_turn && !s.thinking); }, null, 60000);
          await page.waitForTimeout(400);
          await page.evaluate(() => { window.__moving = 0; });
          await page.setViewportSize({ width: 844, height: 390 });
          await page.waitForTimeout(600);
          assert.equal(await page.evaluate(() => window.__moving), 0, 'no card glides when the screen is resized');
        }
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
        await server.close();
      }
    }
  });
}

// Dice roll, damage rises from the unit it lands on and a won row's chips travel to the winner, in
// the replay viewer as in play (a replay's steps are one game: pieces move between them); with
// reduced motion nothing moves. Three heuristic games from the native tool (seed 5): Head-to-Head
// Poker's row 2 is won at move 20 and round 2's type is rolled at move 24; Ground Assault's first
// battle dice roll at move 30 and hit Siege Walker for 1; Assault Edge's unit 6 is healed from 2 to 4
// at move 78 (its whole-game click test runs with reduced motion: a glide redraws the table every frame).
test('dice roll, damage rises where it lands and won chips travel to the winner; still with reduced motion', async () => {
  const replays = [['head-to-head-poker', 26], ['ground-assault', 31], ['assault-edge', 80]].map(([game, steps]) => [game, steps,
    JSON.parse(execFileSync(nativeTool, ['replay', '--game', game, '--seed', '5', '--bots', 'heuristic,heuristic'], { encoding: 'utf8', maxBuffer: 1 << 28 })).code]);
  const b = await openSite('', 'menu', { still: false });
  try {
    for (const still of [false, true]) {
      if (still) await b.page.evaluate(() => window.localStorage.setItem('fivefronts.settings', 'pace=fast level=hard guided=0 still=1'));
      const seen = {};
      for (const [game, steps, code] of replays) {
        await b.page.goto(`${b.server.url}?replay=${code}`);
        await waitReady(b.page, 'replay');
        // Several presses may land in one frame, and a roll or a change skipped over is not shown: the
        // last ten steps (where each game's roll or change is, and the step before it) go one at a time.
        for (let i = 0; i < steps; i++) {
          await b.page.keyboard.press('ArrowRight');
          if (i >= steps - 10) await waitFor(b.page, (n) => window.fivefronts.state().summary.replay.pos === n, i + 1);
        }
        seen[game] = (await hookState(b.page)).summary;
      }
      if (!still) {
        // The game's last move under the result window: no change rises over it (Ground Assault's
        // last strike once left a "-1" floating over the window's key moments). With reduced motion
        // nothing rises at all (values_changed, below).
        const [, , gaCode] = replays.find(([game]) => game === 'ground-assault');
        await b.page.goto(`${b.server.url}?replay=${gaCode}`);
        await waitReady(b.page, 'replay');
        const total = (await hookState(b.page)).summary.replay.total;
        for (let i = 0; i < total; i++) await b.page.keyboard.press('ArrowRight');
        await waitFor(b.page, (n) => window.fivefronts.state().summary.replay.pos === n, total);
        await b.page.waitForTimeout(100);
        assert.equal((await hookState(b.page)).summary.values_floating, 0, 'a change rose over the result window');
      }
      const h2h = seen['head-to-head-poker'], ga = seen['ground-assault'], ae = seen['assault-edge'];
      if (still) {
        assert.deepEqual([h2h.dice_rolled, h2h.pieces_sent, ga.dice_rolled, ga.values_changed, ae.values_changed], [0, 0, 0, 0, 0], 'reduced motion: nothing rolls, travels or rises');
      } else {
        assert.ok(h2h.pieces_sent > 0, `Head-to-Head Poker: a won row's chips travel (${h2h.pieces_sent})`);
        assert.ok(h2h.dice_rolled > 0, `Head-to-Head Poker: the round type's dice roll (${h2h.dice_rolled})`);
        assert.ok(ga.dice_rolled > 0, `Ground Assault: the battle dice roll (${ga.dice_rolled})`);
        assert.ok(ga.values_changed > 0, `Ground Assault: damage rises from the unit it lands on (${ga.values_changed})`);
        assert.ok(ae.values_changed > 0, `Assault Edge: healing rises from the unit it lands on (${ae.values_changed})`);
      }
    }
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

// The replay viewer's "Everyone": the game's public view (what every player saw: no hand, every
// seat's public side), as a spectator will see it. A heuristic game from the native tool (seed 5),
// twelve moves in; screenshots at desktop and phone size.
const publicViewGames = ['head-to-head-poker', 'crossfire', 'ground-assault', 'poker-assault', 'assault-edge'];
test('the replay viewer shows what everyone saw: the public view, with no hand', async () => {
  const b = await openSite('', 'menu');
  try {
    for (const game of publicViewGames) {
      const code = JSON.parse(execFileSync(nativeTool, ['replay', '--game', game, '--seed', '5', '--bots', 'heuristic,heuristic'],
        { encoding: 'utf8', maxBuffer: 1 << 28 })).code;
      await b.page.goto(`${b.server.url}?replay=${code}`);
      await waitReady(b.page, 'replay');
      for (let i = 0; i < 12; i++) await b.page.keyboard.press('ArrowRight');
      await waitFor(b.page, () => window.fivefronts.state().summary.replay.pos === 12);
      const own = (await hookState(b.page)).summary.view;
      assert.equal(own.seat, 0, `${game}: the replay starts seen by Player 1`);
      await clickWidget(b.page, 'replay/seen-by');
      await clickWidget(b.page, 'replay/seat/everyone');
      await waitFor(b.page, () => window.fivefronts.state().summary.view.seat === -1);
      const pub = (await hookState(b.page)).summary.view;
      assert.deepEqual(pub.hand ?? [], [], `${game}: the public view has no hand`);
      assert.equal(pub.events.length, own.events.length, `${game}: the same log`);
      await b.page.mouse.move(1, 1);
      await viewportShot(b.page, `${game}-replay-everyone-desktop.png`, 1280, 800);
      await viewportShot(b.page, `${game}-replay-everyone-phone.png`, 390, 844);
      await resizeTo(b.page, 1280, 800);
    }
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
