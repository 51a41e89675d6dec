// The layout check (issue 23): every screen of every game at four sizes (desktop 1280x800 and
// 1920x1080, a phone upright 390x844 and sideways 844x390) draws no text cut by its window and no
// text over another text or widget. The test hook records every text the UI draws while
// window.fivefronts.layout(true) is on and reports `layout: {clipped, overlaps}` for the last frame
// (web/widgets/test_hook.h); windows that scroll by design (the log, the rules text, long pages)
// may cut their texts at their top and bottom. Also (issue 38): no text shortened to its room with
// "…" (`shortened`), no word cut in two by wrapping (`splits`: "Counteratta|ck"), and on a phone no
// button, box or field under 44 CSS px (`small_targets`); a new-game dialog's Start is on screen
// whole without scrolling. One browser; the sizes change with setViewportSize.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openSite, waitReady, clickWidget, hookState, waitFor, playOneMove, chooser, screenshot, nativeTool, shotDir, typeInto, scrollTo, putOnlySave, SHARP } from './lib.mjs';

const SIZES = [[1280, 800], [1920, 1080], [390, 844], [844, 390]];

// Dialog settings that change which rows the new-game dialog shows (beyond the default one, the
// friend at this screen, friends online and the guided game, which every game gets): more players (seat rows,
// per-seat factions), Poker Assault's two-player variants with their second faction and start rows.
const DIALOGS = {
  'poker-assault': [['new/seats/3'], ['new/seats/4'], ['new/seats/2', 'new/option/variant/double'], ['new/option/variant/street']],
  crossfire: [['new/seats/4']],
  'ground-assault': [['new/seats/3'], ['new/seats/4']],
};

// A finished game of each (two heuristic bots, from the native tool), opened in the replay viewer
// at its last move: the result window over the final table.
function finishedGame(game) {
  const out = JSON.parse(execFileSync(nativeTool, ['replay', '--game', game, '--seed', '5', '--bots', 'heuristic,heuristic'],
    { encoding: 'utf8', maxBuffer: 256 << 20 }));
  assert.ok(out.returns, `${game}: the bots finished the game`);
  return out.code;
}

// Ground Assault with a Move action under way, as a save against the Easy computer: the walk's own
// game (three moves in) is still deploying, so it never shows the zones a unit may move to. Both
// sides deployed, the two Scout Walkers moved into the contested zone on turn 1, and on turn 3
// Raider Walker 1 has just moved there too (phase "move"). Scout Walker 1, in the contested zone,
// may still move to either home zone: selecting it highlights both with "move here".
function groundAssaultMoving() {
  const deploy = (units) => units.map((u) => `deploy ${u}`).concat('done');
  const actions = [
    ...deploy(['Siege Walker', 'Dropship Barge', 'Raider Walker 1', 'Raider Walker 2', 'Scout Walker 1', 'Scout Walker 2', 'Jet Bike Patrol 1']),
    ...deploy(['Control Battleship', 'Landing Ship', 'Treadwheel Drone Tank', 'Hover Tank 1', 'Hover Tank 2', 'Battle Drone Squad 1']),
    'move Scout Walker 1 to contested', 'move Scout Walker 2 to contested', 'done', 'end turn', 'move Raider Walker 1 to contested',
  ];
  const out = JSON.parse(execFileSync(nativeTool, ['replay', '--game', 'ground-assault', '--seed', '7', '--actions', actions.join(';')], { encoding: 'utf8' }));
  assert.equal(out.to_act, 0);
  assert.equal(out.views[0].phase, 'move');
  assert.ok(out.legal.includes('move Scout Walker 1 to home P1') && out.legal.includes('move Scout Walker 1 to home P2'));
  const scout = out.views[0].units.find((u) => u.name === 'Scout Walker 1');
  return { save: `FFS1 level=0 computer=01 ${out.code}`, ref: scout.ref, unit: `ga/unit/${scout.ref}`, phase: 'move', zones: ['ga/zone/0', 'ga/zone/1'] };
}

// A piece selected in a position continued from a save, for games whose walk does not get there in
// three moves: the table's targets are `zones`.
const MOVING = { 'ground-assault': groundAssaultMoving };

// Head-to-Head Poker's finished round on the table (issue 38), as a save against the Easy computer:
// round 1 (Draw 1) played out by each seat's first legal move; the table shows it until Next round.
function headToHeadRoundEnd() {
  const actions = [];
  for (let i = 0; i < 40; i++) {
    const out = JSON.parse(execFileSync(nativeTool, ['replay', '--game', 'head-to-head-poker', '--seed', '7', '--options', 'round_type=draw1',
      '--actions', actions.join(';')], { encoding: 'utf8', maxBuffer: 64 << 20 }));
    if (out.views[0].round === 2) return `FFS1 level=0 computer=01 ${out.code}`;
    actions.push(out.legal[0]);
  }
  throw new Error('round 1 did not end');
}
const ROUND_END = { 'head-to-head-poker': headToHeadRoundEnd };

// Turns the check on (again after a page load) and waits for frames drawn with it.
async function layoutOn(page) {
  await page.evaluate(() => window.fivefronts.layout(true));
}

function describe(t) {
  return `"${t.text.slice(0, 60)}" at [${t.rect}] in [${t.clip}] (${t.window}${t.owner ? `, ${t.owner}` : ''})`;
}

// Resizes the page and waits for frames drawn at the new size.
async function resize(page, width, height) {
  await page.setViewportSize({ width, height });
  const f0 = await page.evaluate(() => window.fivefronts.state().frames);
  await page.waitForFunction((f) => window.fivefronts.state().frames > f + 2, f0, { polling: 20, timeout: 10000 });
}

// Problems the walk finds in the game tables that are still open in issue 38 (the checks for them
// came in this round, before the tables were fixed): printed at the end, not failing. Each is a
// known defect, not a ruling that it is fine.
const KNOWN_TABLE_PROBLEMS = [];
const knownSeen = new Map();
function known(kind, x) {
  const k = KNOWN_TABLE_PROBLEMS.find((p) => p[kind] && p[kind](x));
  if (k) knownSeen.set(k.what, (knownSeen.get(k.what) || 0) + 1);
  return !!k;
}

// Assault Edge's units and decks are pictures (issue 38): no owner marks or initials stand for them
// on the board ("CPU", "P2", "TW" for Thornback Warden, "LS SB" for equipment, "R2" for reach).
function prototypeTags(st) {
  if (!['table', 'replay'].includes(st.screen) || st.summary?.game !== 'assault-edge') return [];
  return (st.layout.shown || []).filter((t) => /^(CPU|P[1-4]|R2|E\d|[A-Z]{2,3}( [A-Z]{2,3})*)$/.test(t));
}

// The report's problems as lines (empty: none). `whole`: widgets that must be on screen whole.
function problemLines(st, whole, [w, h]) {
  const l = st.layout;
  const lines = [
    ...l.clipped.map((t) => `clipped: ${describe(t)}`),
    ...l.overlaps.filter((o) => !known('overlap', o)).map((o) => `overlap: ${describe(o.a)} with ${o.b ? describe(o.b) : `widget ${o.widget} [${o.widget_rect}]`}`),
    ...l.shortened.filter((t) => !known('shortened', t)).map((t) => `shortened: ${describe(t)}`),
    ...l.splits.map((x) => `word split: "${x.word}" in "${x.text.slice(0, 60)}" (${x.window})`),
    ...l.small_targets.map((x) => `tap target under 44 px: "${x.text}" [${x.rect}] (${x.window})`),
    ...prototypeTags(st).map((t) => `a prototype's tag on Assault Edge's board: "${t}"`),
  ];
  for (const id of whole) {
    const r = st.widgets.find((x) => x.id === id);
    if (!r || r.h < 43.5 || r.y < 0 || r.y + r.h > h + 0.5 || r.x + r.w > w + 0.5) lines.push(`not on screen whole: ${id} ${r ? `[${r.x},${r.y},${r.w},${r.h}]` : '(not drawn)'}`);
  }
  return lines;
}

// Checks the screen at every size; returns the offenders (also saved as screenshots).
async function checkScreen(page, name, problems, settle = 0, whole = []) {
  const t0 = Date.now();
  for (const [w, h] of SIZES) {
    await resize(page, w, h);
    if (settle) await page.waitForTimeout(settle);
    // Pieces glide to their new places after a resize (drawn above the panels meanwhile): a report
    // with problems counts once it holds still for a few frames (at most ~2 s).
    let st = await hookState(page);
    for (let i = 0; i < 12 && st.layout && problemLines(st, whole, [w, h]).length; i++) {
      await page.waitForTimeout(150);
      const again = await hookState(page);
      const same = JSON.stringify(again.layout) === JSON.stringify(st.layout);
      st = again;
      if (same) break;
    }
    assert.ok(st.layout, 'the hook reports the layout');
    const lines = problemLines(st, whole, [w, h]);
    // FF_LAYOUT_SHOTS=name,name also saves those screens at every size (to look at them).
    if (process.env.FF_LAYOUT_SHOTS?.split(',').includes(name)) await screenshot(page, `layout-shot-${name}-${w}x${h}.png`);
    if (lines.length) {
      const shot = `layout-${name}-${w}x${h}.png`;
      await screenshot(page, shot);
      problems.push(`${name} at ${w}x${h} (screen ${st.screen}, ${shot}):\n    ${lines.join('\n    ')}`);
    }
  }
  await resize(page, SIZES[0][0], SIZES[0][1]);  // the next clicks need the rectangles at this size
  if (process.env.FF_LAYOUT_TIMES) console.log(`${name}: ${Date.now() - t0} ms`);
}

// A long page scrolls on a short screen: the wheel brings a widget below the fold into view.
async function clickScrolled(page, id) {
  await scrollTo(page, id, { steps: 8, delta: 600, pause: 150 });
  await clickWidget(page, id);
}

// The new-game dialog's guided game on or off (it is kept with the settings from game to game).
async function setGuided(page, on) {
  if ((await hookState(page)).summary.guided !== on) await clickScrolled(page, 'new/guided');
  await waitFor(page, (want) => window.fivefronts.state().summary.guided === want, on, 5000);
}

// A game online without a signalling server: the lobby with a friend's connection code (a long code
// without spaces, in a box), then back to the menu. The page's failed tries to reach the server are
// the test's doing, not errors.
async function lobbyWithCode(page, game, errors, problems) {
  const before = errors.length;
  await toScreen(page, `menu/game/${game}`, 'new-game');
  await clickWidget(page, 'new/opponent/online');
  await typeInto(page, 'new/signal', 'http://127.0.0.1:9/none');
  await toScreen(page, 'new/start', 'lobby');
  await clickScrolled(page, 'lobby/code/2');
  await waitFor(page, () => window.fivefronts.state().summary.online.seats[1].offer !== '', null, 20000);
  await checkScreen(page, 'lobby-code', problems);
  await toScreen(page, 'lobby/leave', 'menu');
  await toScreen(page, `menu/game/${game}`, 'new-game');
  await clickWidget(page, 'new/opponent/online');
  await typeInto(page, 'new/signal', '');
  await clickWidget(page, 'new/opponent/computer');
  await toScreen(page, 'new/back', 'menu');
  errors.splice(before, errors.length - before, ...errors.slice(before).filter((e) => !/127\.0\.0\.1:9\b|WebSocket|signalling|peer/i.test(e)));
}

async function toScreen(page, id, screen) {
  await clickScrolled(page, id);
  try {
    await waitFor(page, (s) => window.fivefronts.state().screen === s, screen);
  } catch (e) {
    await screenshot(page, `layout-stuck-${id.replace(/\//g, '-')}.png`);
    const st = await hookState(page);
    throw new Error(`${id} did not lead to ${screen}: still on ${st.screen} (${JSON.stringify(st.summary).slice(0, 400)})`);
  }
}

test('layout: no text clipped or overlapping on any screen of any game, at four sizes', async () => {
  const started = Date.now();
  fs.mkdirSync(shotDir, { recursive: true });
  for (const f of fs.readdirSync(shotDir)) if (f.startsWith('layout-')) fs.rmSync(path.join(shotDir, f));
  const site = await openSite('', 'menu', { deviceScaleFactor: SHARP });
  const { page, errors } = site;
  const problems = [];
  try {
    // FF_LAYOUT_GAMES=id,id walks only those games (while fixing one table).
    const only = process.env.FF_LAYOUT_GAMES ? process.env.FF_LAYOUT_GAMES.split(',') : null;
    const games = (await hookState(page)).summary.games.filter((g) => !only || only.includes(g));
    const codes = Object.fromEntries(games.map((g) => [g, finishedGame(g)]));

    // The menu with a long notice (a deal link with six bad options), then as usual.
    await page.goto(`${site.server.url}?game=poker-assault&variant=zzz&chips=qq&first=9&faction1=x&faction2=y&start1=z`);
    await waitReady(page, 'menu');
    await layoutOn(page);
    assert.match((await hookState(page)).summary.notice, /This link has problems: .*; .*; /);
    await checkScreen(page, 'menu-notice', problems);
    await page.goto(site.server.url);
    await waitReady(page, 'menu');
    await layoutOn(page);
    await checkScreen(page, 'menu', problems);
    await toScreen(page, 'menu/settings', 'settings');
    await checkScreen(page, 'settings', problems);
    await toScreen(page, 'settings/back', 'menu');
    await lobbyWithCode(page, games[0], errors, problems);

    for (const game of games) {
      await toScreen(page, `menu/game/${game}`, 'new-game');
      await checkScreen(page, `${game}-new-game`, problems, 0, ['new/start']);
      await clickWidget(page, 'new/opponent/hotseat');
      await checkScreen(page, `${game}-new-game-hotseat`, problems, 0, ['new/start']);
      await clickWidget(page, 'new/opponent/online');  // seats for friends online, the signalling server
      await checkScreen(page, `${game}-new-game-online`, problems, 0, ['new/start']);
      await clickWidget(page, 'new/opponent/computer');
      await setGuided(page, true);
      await checkScreen(page, `${game}-new-game-guided`, problems, 0, ['new/start']);
      await setGuided(page, false);
      for (const [k, clicks] of (DIALOGS[game] || []).entries()) {
        for (const id of clicks) await clickScrolled(page, id);
        await checkScreen(page, `${game}-new-game-${k + 1}`, problems, 0, ['new/start']);
      }
      // Back to two players and the default options for the game itself.
      await toScreen(page, 'new/back', 'menu');
      await toScreen(page, `menu/game/${game}`, 'new-game');
      await toScreen(page, 'new/rules', 'rules');
      await checkScreen(page, `${game}-rules`, problems);
      await toScreen(page, 'rules/back', 'new-game');
      await clickScrolled(page, 'new/level/0');  // the Easy computer answers at once
      await clickScrolled(page, 'new/seed');
      await typeInto(page, 'new/seed', '7');  // the same deal every run
      await setGuided(page, true);  // the table as a newcomer sees it: with the guide's line in the bar
      await toScreen(page, 'new/start', 'table');
      const pick = chooser(3);
      for (let i = 0; i < 3; i++) {
        const st = await playOneMove(page, pick);
        if (st.done) break;
      }
      await waitFor(page, () => { const s = window.fivefronts.state().summary; return s.human_turn || s.terminal; }, null, 60000);
      await waitFor(page, () => { const s = window.fivefronts.state().summary; return s.terminal || s.hint?.guide; }, null, 30000)
        .catch(() => {});  // a position the guide has nothing to say about
      await checkScreen(page, `${game}-table`, problems, 150);
      if (game === games[0]) {  // Share: the replay code in its box, the links
        await clickWidget(page, 'bar/share');
        await checkScreen(page, 'share', problems);
        await clickWidget(page, 'share/close');
      }
      // A piece selected: where it may go is highlighted ("move here" in Ground Assault).
      const t = (await hookState(page)).summary.table;
      if (t.playable?.length && !t.targets?.length) {
        await clickWidget(page, t.playable[0]);
        await waitFor(page, () => window.fivefronts.state().summary.table.targets.length > 0, null, 5000).catch(() => {});
        if (process.env.FF_LAYOUT_TIMES) console.log(`${game}: selected ${t.playable[0]}, phase ${(await hookState(page)).summary.view?.phase}`);
        await checkScreen(page, `${game}-table-selected`, problems, 150);
      }
      if (MOVING[game]) {
        // The menu reads the saves as it opens and Continue takes the newest: the others are removed.
        const t1 = Date.now();
        const { save, ref, unit, phase, zones } = MOVING[game]();
        await putOnlySave(page, save);
        await toScreen(page, 'bar/menu', 'menu');
        await toScreen(page, 'menu/continue', 'table');
        await waitFor(page, () => window.fivefronts.state().summary.human_turn, null, 30000);
        await clickWidget(page, unit);
        await waitFor(page, () => window.fivefronts.state().summary.table.targets.length > 0, null, 5000);
        const st = (await hookState(page)).summary;
        assert.equal(st.view.phase, phase, `${game}: a move under way`);
        assert.equal(st.table.selected_unit, ref, `${game}: ${unit} is selected`);
        assert.deepEqual([...st.table.targets].sort(), zones, `${game}: the zones it may move to are the targets`);
        await checkScreen(page, `${game}-table-moving`, problems, 150);
        if (process.env.FF_LAYOUT_TIMES) console.log(`${game}: the move under way in ${Date.now() - t1} ms`);
      }
      if (ROUND_END[game]) {
        await putOnlySave(page, ROUND_END[game]());
        await toScreen(page, 'bar/menu', 'menu');
        await toScreen(page, 'menu/continue', 'table');
        await waitFor(page, () => window.fivefronts.state().summary.table?.press_on, null, 30000);
        await checkScreen(page, `${game}-table-round-end`, problems, 150);
      }
      await toScreen(page, 'bar/menu', 'menu');
    }

    for (const game of games) {
      await page.goto(`${site.server.url}?replay=${codes[game]}`);
      await waitReady(page, 'replay');
      await layoutOn(page);
      await clickWidget(page, 'replay/last');
      await waitFor(page, () => { const s = window.fivefronts.state().summary; return s.replay && s.replay.pos === s.replay.total; }, null, 10000);
      await checkScreen(page, `${game}-result`, problems, 150);
    }
    assert.deepEqual(errors, [], 'the page logged errors');
    assert.equal(problems.length, 0, `layout problems:\n  ${problems.join('\n  ')}`);
  } finally {
    console.log(`layout walk: ${((Date.now() - started) / 1000).toFixed(1)} s; ${problems.length} screens and sizes with problems`);
    for (const [what, n] of knownSeen) console.log(`layout walk: known, still open (issue 38): ${what}: ${n} reports`);
    for (const p of problems) console.log(p);
    await site.close();
  }
});
