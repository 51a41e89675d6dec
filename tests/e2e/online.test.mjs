// Playing with friends online (issue 22): a PeerJS signalling server (npm `peer`) started here on
// loopback, one browser context per player, the host's page holding the game. Each test says what
// it proves; the contexts share one browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  serve, chromiumArgs, waitReady, waitFor, hookState, clickWidget, typeInto, playOneMove, chooser, viewportShot, screenshot, nativeTool, nativeReplay, holdKey, startGame,
  assaultChooser, pressAgainIfAsked, scrollTo, keyPlay, nextRecord, movesIn, resizeTo, guestSend, hostKeyMove, guestWireMove, watchFrames, pasteText, SHARP,
} from './lib.mjs';
import { useOnline, browser, signal, SMALL, player, hostGame, leakCheck, invitation, playToTheEnd, playSome, fairVerdict, VERIFIED } from './online_lib.mjs';

useOnline();

// The fixed draws of the fair deals here (issue 54): the host's secret and a friend's part.
const FAIR_SECRET = 'c0ffee'.repeat(10) + 'c0de';
const FAIR_PART = '5ef7'.repeat(8);

// Also the fair deal (issue 54): the guest's page gives its part, the host deals from it and its own
// committed secret, and at the end the guest's page checks the host's reveal against every frame it
// saw, across a reload of its own and one of the host's; the rematch is a new deal.
test('two friends play a whole Head-to-Head Poker game online and both see the same result', async () => {
  const host = await player();
  const links = await hostGame(host.page, 'head-to-head-poker');
  assert.equal(links[0], '', 'the host plays seat 1');
  assert.match(links[1], /\?join=fivefronts-[a-z0-9]+&seat=2&token=[a-z0-9]+&signal=/);
  await viewportShot(host.page, 'online-lobby-desktop.png', 1280, 800);
  await viewportShot(host.page, 'online-lobby-phone.png', 390, 844);
  await resizeTo(host.page, 1280, 800);

  const guest = await player(invitation(links[1]));
  await waitFor(guest.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  await waitFor(host.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  let g = await hookState(guest.page);
  assert.equal(g.summary.online.role, 'guest');
  assert.equal(g.summary.viewer, 1);
  await viewportShot(guest.page, 'online-guest-table-desktop.png', 1280, 800);
  await viewportShot(guest.page, 'online-guest-table-phone.png', 390, 844);
  await resizeTo(guest.page, 1280, 800);

  // A few moves in, the guest's page sends an illegal move and malformed messages: each is refused
  // with a reason and nothing changes; then the guest reloads and continues from the same position.
  const pick = chooser(22);
  await playSome([host.page, guest.page], pick, 6);
  const recordBefore = (await hookState(host.page)).summary.record;
  const refusals = [
    ['{"v":5,"type":"move","position":0,"number":4000000000}', /stale move|not your turn|not a legal move/],
    ['{"v":5,"type":"move",', /not a message/],
    ['{"v":5,"type":"move","position":1,"number":1,"extra":true}', /bad message: .*extra/],
    ['{"v":7,"type":"bye"}', /older page: reload/],
  ];
  for (const [text, reason] of refusals) {
    const start = await guestSend(guest.page, text);
    await waitFor(guest.page, (n) => window.ffNet.received.slice(n).some((m) => m.includes('"refused"')), start);
    const got = await guest.page.evaluate((n) => window.ffNet.received.slice(n).find((m) => m.includes('"refused"')), start);
    assert.match(JSON.parse(got).reason, reason, text);
    await waitFor(guest.page, (r) => window.fivefronts.state().summary.online.refused === r, JSON.parse(got).reason);
  }
  assert.equal((await hookState(host.page)).summary.record, recordBefore, 'refused messages change nothing');
  // A flood (issue 33): one message of 100 KiB and 3,000 at once from the guest's page. The host's
  // transport drops what is over 40 a second and the long one unread, says so, keeps drawing, and
  // the game goes on.
  await watchFrames(host.page);
  const flooded = await guest.page.evaluate(() => {
    const n = window.ffNet.received.length;
    const conn = Object.keys(window.ffNet.conns).map(Number).reverse().find((c) => window.ffNet.conns[c].open);
    window.ffNet.send(conn, 'x'.repeat(100 * 1024));
    for (let i = 0; i < 3000; ++i) window.ffNet.send(conn, '{"v":5,"type":"hint","position":0}');
    return n;
  });
  for (const reason of [/^too many messages: \d+ were dropped unread \(at most 40 a second\)$/, /^a message is at most 16 KiB: one of 102400 characters/]) {
    await waitFor(guest.page, ([n, r]) => window.ffNet.received.slice(n).some((m) => new RegExp(r).test(JSON.parse(m).reason || '')),
      [flooded, reason.source], 30000);
  }
  const answered = await guest.page.evaluate((n) => window.ffNet.received.length - n, flooded);
  assert.ok(answered < 200, `the host answered ${answered} of the 3,001 messages`);
  assert.ok(await host.page.evaluate(() => window.ffGap) < 2000, 'the host\'s page kept drawing');
  assert.equal((await hookState(host.page)).summary.record, recordBefore, 'the flood changed nothing');
  const position = (await hookState(guest.page)).summary.online.position;
  await guest.page.reload();
  await waitReady(guest.page);
  await waitFor(guest.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  assert.equal((await hookState(guest.page)).summary.online.position, position, 'the guest rejoins at the same position');
  await waitFor(host.page, () => window.fivefronts.state().summary.online.seats[1].presence === 'connected');
  // The host reloads: the saved game continues from the menu with the same invitations, and the
  // guest's page connects again by itself.
  await playSome([host.page, guest.page], pick, 2);
  const hostRecord = (await hookState(host.page)).summary.record;
  await host.page.reload();
  await waitReady(host.page, 'menu');
  await clickWidget(host.page, 'menu/continue');
  await waitFor(host.page, () => window.fivefronts.state().screen === 'table');
  assert.equal((await hookState(host.page)).summary.record, hostRecord, 'the host continues the same game');
  await waitFor(host.page, () => window.fivefronts.state().summary.online.seats[1].presence === 'connected', null, 30000);

  // Hint is per player: the guest asks on its turn and the host's page answers for that seat only.
  for (let i = 0; i < 40 && !(await hookState(guest.page)).summary.human_turn; ++i) {
    if ((await hookState(host.page)).summary.human_turn) await playOneMove(host.page, pick);
    else await host.page.waitForTimeout(100);
  }
  await clickWidget(guest.page, 'bar/hint');
  await waitFor(guest.page, () => {
    const o = window.fivefronts.state().summary.online;
    return o.hint_at === o.position && o.hint !== '';
  });

  const [h, gEnd] = await playToTheEnd([host.page, guest.page], pick);
  assert.deepEqual(gEnd.summary.returns, h.summary.returns, 'the guest sees the host\'s result');
  // The friend's page sounds the moves its frames show (its clicks opened the audio), and the result.
  assert.ok(gEnd.sound.opened && gEnd.sound.queued > 0, `the guest's page plays sounds: ${JSON.stringify(gEnd.sound)}`);
  assert.ok(gEnd.sound.recent.some((n) => /card_played|chips|dice|win|loss/.test(n)), gEnd.sound.recent.join(' '));
  const frames = await leakCheck(guest.page, h.summary.record, 1);
  assert.ok(frames > 10, `the guest's frames were checked (${frames})`);
  assert.equal(h.summary.returns.length, 2);
  // The deal: verified on the guest's page, frames from before both reloads included (kept in its
  // storage); the host's result window says its page showed the deal.
  const fair = await fairVerdict(guest.page);
  assert.equal(fair.outcome, 'verified', fair.words);
  assert.match(fair.words, VERIFIED);
  assert.ok(fair.positions > frames, `positions from before the guest's reload checked too (${fair.positions} > ${frames})`);
  console.log(`# head-to-head-poker online: the deal verified in ${fair.check_ms.toFixed(0)} ms of checking ` +
              `(${fair.wall_ms.toFixed(0)} ms from the reveal), ${fair.positions} positions, ${movesIn(h.summary.record)} moves`);
  assert.match((await hookState(host.page)).summary.online.fair.words, /^Your page showed the deal to every page at the table/);
  assert.equal((await hookState(guest.page)).summary.table.result.fair, fair.words, 'the result window says it');
  await viewportShot(guest.page, 'online-fair-verified-phone.png', 390, 844);
  await viewportShot(guest.page, 'online-fair-verified-desktop.png', 1280, 800);
  // The verified game is the guest's to keep: its Share gives the host's game's replay code.
  await clickWidget(guest.page, 'h2h/result/share');
  await waitFor(guest.page, () => !!window.fivefronts.state().summary.share);
  assert.equal((await hookState(guest.page)).summary.share.code, nativeReplay(h.summary.record).code, 'the guest keeps the whole game');
  await clickWidget(guest.page, 'share/close');
  // Online games are statistics of their own, on both sides.
  for (const p of [host.page, guest.page]) {
    const stats = await p.evaluate(() => window.localStorage.getItem('fivefronts.stats') || '');
    assert.match(stats, /^head-to-head-poker 0 \d+ \d+ \d+ online$/m);
  }
  // Rematch online: the guest's Rematch asks the host, whose table says so; the host's Rematch deals
  // a new game to the same pages through the same connection, played here to its first move.
  await clickWidget(guest.page, 'h2h/result/rematch');
  await waitFor(host.page, () => /Player 2 asks for a rematch/.test(window.fivefronts.state().summary.table.message), null, 10000);
  await waitFor(guest.page, () => /asked for a rematch/.test(window.fivefronts.state().summary.table.message));
  assert.equal((await hookState(guest.page)).summary.online.role, 'guest', 'asking did not leave the game');
  await clickWidget(host.page, 'h2h/result/rematch');
  await waitFor(host.page, () => !window.fivefronts.state().summary.terminal, null, 10000);
  await waitFor(guest.page, () => { const s = window.fivefronts.state().summary; return !s.terminal && s.online.position === 0; }, null, 20000);
  assert.notEqual((await hookState(host.page)).summary.record, h.summary.record, 'a new deal');
  // The rematch's deal: a new commitment (a new secret), and the guest's page gave a new part.
  const received = (await guest.page.evaluate(() => window.ffNet.received.slice())).map((t) => JSON.parse(t));
  const commitments = [...new Set(received.filter((m) => m.type === 'commit').map((m) => m.commitment))];
  assert.equal(commitments.length, 2, 'the rematch is committed to again, with a new secret');
  assert.equal((await hookState(guest.page)).summary.online.fair.outcome, '', 'the new game\'s deal is not checked yet');
  let first = null;
  for (let i = 0; i < 100 && !first; ++i) {
    for (const p of [host.page, guest.page]) if (!first && (await hookState(p)).summary.human_turn) first = p;
    if (!first) await host.page.waitForTimeout(100);
  }
  assert.ok(first, 'someone acts first in the rematch');
  await playOneMove(first, pick);
  await waitFor(guest.page, () => window.fivefronts.state().summary.online.position === 1, null, 20000);
  await screenshot(guest.page, 'online-rematch-guest.png');
  assert.deepEqual(host.errors, []);
  assert.deepEqual(guest.errors, []);
  await host.context.close();
  await guest.context.close();
});

// Poker Assault at three: a friend, the computer and a spectator who came in the lobby, before the
// deal. The deal is fair (issue 54) and fixed for the test: the host's secret and the friend's part are
// set draws (the same short game every run), and at the end the friend's and the spectator's pages
// both verify it. Random starting chips (a cut of A-9 each) keep the game short but real.
test('Poker Assault online at three: a friend, a computer and a spectator, played to the end, nothing leaked, the deal verified', async () => {
  const host = await player('', { draws: [FAIR_SECRET] });
  const links = await hostGame(host.page, 'poker-assault', ['new/seats/3', 'new/online-seat/3/computer', 'new/option/chips/random']);
  assert.deepEqual(links.map((l) => l !== ''), [false, true, false]);
  // A spectator (issue 37) opens the watch link in the lobby: it sees the commitment before the deal.
  const watchLink = (await hookState(host.page)).summary.online.watch_link;
  assert.match(watchLink, /\?join=fivefronts-[a-z0-9]+&seat=watch&token=[a-z0-9]+/);
  const spectator = await player(invitation(watchLink));
  await waitFor(spectator.page, () => window.fivefronts.state().summary.online?.fair?.known === true, null, 20000);
  await waitFor(host.page, () => window.fivefronts.state().summary.online.watching === 1, null, 10000);
  await viewportShot(host.page, 'online-lobby-deal-desktop.png', 1280, 800);
  const friend = await player(invitation(links[1]), { draws: [FAIR_PART] });
  for (const p of [friend, spectator, host]) await waitFor(p.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  await waitFor(friend.page, () => window.fivefronts.state().summary.online.watching === 1, null, 10000);
  await clickWidget(spectator.page, 'watch/follow/3');
  await waitFor(spectator.page, () => window.fivefronts.state().summary.online.follow === 2);
  const pick = chooser(7);
  const started = Date.now();
  const end = await playToTheEnd([host.page, friend.page], pick, 3000, assaultChooser(pick));
  const record = end[0].summary.record;
  console.log(`# poker-assault online at three: ${movesIn(record)} moves, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert.deepEqual(end[1].summary.returns, end[0].summary.returns, 'the friend sees the same result');
  // The spectator saw every position's public view and nothing else; a move it sends is refused, and
  // so is a part of the deal.
  await waitFor(spectator.page, () => window.fivefronts.state().summary.terminal, null, 20000);
  const watched = await leakCheck(spectator.page, record, -1);
  assert.ok(watched > 20, `the spectator's frames were checked (${watched})`);
  const sent = await guestSend(spectator.page, '{"v":5,"type":"move","position":0,"number":1}');
  await waitFor(spectator.page, (n) => window.ffNet.received.slice(n).some((m) => m.includes('a spectator only watches')), sent);
  const friendFrames = await leakCheck(friend.page, record, 1);
  assert.ok(friendFrames > 5, `the friend's frames were checked (${friendFrames})`);
  // The deal, verified on both pages; the time each check took.
  for (const [who, p] of [['friend', friend], ['spectator', spectator]]) {
    const fair = await fairVerdict(p.page);
    assert.equal(fair.outcome, 'verified', `${who}: ${fair.words}`);
    assert.match(fair.words, VERIFIED);
    console.log(`# poker-assault at three, the ${who}'s page: the deal verified in ${fair.check_ms.toFixed(0)} ms of checking ` +
                `(${fair.wall_ms.toFixed(0)} ms from the reveal), ${fair.positions} positions`);
  }
  await viewportShot(spectator.page, 'online-spectator-desktop.png', 1280, 800);
  await viewportShot(spectator.page, 'online-spectator-phone.png', 390, 844);
  await viewportShot(host.page, 'online-watching-count-desktop.png', 1280, 800);
  await viewportShot(host.page, 'online-watching-count-phone.png', 390, 844);
  for (const p of [host, friend, spectator]) assert.deepEqual(p.errors, []);
  for (const p of [host, friend, spectator]) await p.context.close();
});

// Crossfire and Ground Assault (Starter) online, each to the end: the host plays by the keyboard
// (this is Crossfire's whole keyboard game: experience.test.mjs plays the others'), the guest by
// protocol messages (the click-played online games are the two above), and every message the guest
// received passes the leak check. Assault Edge's game is the next test's.
test('the leak check over whole Crossfire and Ground Assault games online', async () => {
  const games = [  // fixed deals: the same short games every run
    ['crossfire', [], 3],
    ['ground-assault', ['new/option/mode/starter'], 3],
  ];
  for (const [gameId, choices, seed] of games) {
    const started = Date.now();
    const host = await player();
    const links = await hostGame(host.page, gameId, choices, { seed });
    const guest = await player(invitation(links[1]), SMALL);
    await waitFor(guest.page, () => window.fivefronts.state().screen === 'table', null, 20000);
    await waitFor(host.page, () => window.fivefronts.state().screen === 'table', null, 20000);
    await host.page.setViewportSize(SMALL);
    // Crossfire: a spectator watches (issue 37) until the host turns watching off at move 20.
    const spectator = gameId === 'crossfire' ? await player(invitation((await hookState(host.page)).summary.online.watch_link), SMALL) : null;
    if (spectator) await waitFor(spectator.page, () => window.fivefronts.state().screen === 'table', null, 20000);
    const pick = chooser(31);
    let moves = 0;
    for (;; ++moves) {
      assert.ok(moves < 600, `${gameId}: the game ends`);
      if (spectator && moves === 20) {
        await waitFor(host.page, () => window.fivefronts.state().summary.online.watching === 1);
        await clickWidget(host.page, 'watch/on');
        await waitFor(spectator.page, () => /turned watching off/.test(window.fivefronts.state().summary.online.trouble), null, 10000);
        await waitFor(host.page, () => window.fivefronts.state().summary.online.watching === 0);
        await viewportShot(spectator.page, 'online-spectator-crossfire-phone.png', SMALL.width, SMALL.height);
        const watched = await leakCheck(spectator.page, (await hookState(host.page)).summary.record, -1);
        assert.ok(watched > 10, `crossfire: the spectator's frames were checked (${watched})`);
        assert.deepEqual(spectator.errors, []);
        await spectator.context.close();
      }
      const h = await host.page.evaluate(() => {
        const s = window.fivefronts.state().summary;
        return { terminal: s.terminal, human_turn: s.human_turn, record: s.record };
      });
      if (h.terminal) break;
      if (h.human_turn) await hostKeyMove(host.page, pick);
      else if (!(await guestWireMove(guest.page, h.record))) await host.page.waitForTimeout(50);
    }
    await waitFor(guest.page, () => window.fivefronts.state().summary.terminal);
    const [hEnd, gEnd] = await Promise.all([hookState(host.page), hookState(guest.page)]);
    assert.deepEqual(gEnd.summary.returns, hEnd.summary.returns, `${gameId}: the guest sees the host's result`);
    const frames = await leakCheck(guest.page, hEnd.summary.record, 1);
    assert.ok(frames > 10, `${gameId}: the guest's frames were checked (${frames})`);
    // The host typed the deal number: the guest's page checks the frames against the record but
    // never calls such a deal verified (issue 54).
    const fair = await fairVerdict(guest.page);
    assert.equal(fair.outcome, 'chosen', fair.words);
    assert.match(fair.words, /^Deal chosen by the host: it typed the deal number, so this deal cannot be checked \(the \d+ positions you saw match its record\)\.$/);
    assert.deepEqual(host.errors, []);
    assert.deepEqual(guest.errors, []);
    console.log(`# ${gameId} online: ${moves} moves, ${frames} frames checked, ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
                `the deal's check ${fair.check_ms.toFixed(0)} ms (${fair.positions} positions)`);
    for (const p of [host, guest]) await p.context.close();
  }
});

// Assault Edge online to the end, for the leak check. Its games are long when both sides play to win
// (1,000-2,500 moves between bots natively; the guest playing the host's hints against a scripted
// host ran past 600 moves), so here the host plays a passive game by the keyboard (it draws, passes
// and ends its combat at once) and the guest plays, as protocol messages, the moves the browser's
// Easy computer would choose at each position (`fivefronts replay --next easy` on the host's
// record): the guest's attack ends the game. A fixed deal keeps the run the same every time.
test('the leak check over a whole Assault Edge game online', async () => {
  const started = Date.now();
  const host = await player();
  const links = await hostGame(host.page, 'assault-edge', [], { seed: 5 });
  const guest = await player(invitation(links[1]), SMALL);
  await waitFor(guest.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  await waitFor(host.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  await host.page.setViewportSize(SMALL);
  const passive = /^(draw research|draw barracks|pass|end combat)$/;
  let record = (await hookState(host.page)).summary.record;
  let moves = 0;
  for (;; ++moves) {
    assert.ok(moves < 800, 'the game ends');
    const now = JSON.parse(execFileSync(nativeTool, ['replay', '--record', record, '--next', 'easy'], { maxBuffer: 1 << 28 }).toString());
    if (now.returns) break;
    if (now.to_act === 0) {
      // A pass with nothing playable is made by the host's screen itself, one pause later: wait for it.
      const shown = (await hookState(host.page)).summary;
      if (shown.record !== record) record = shown.record;
      else if (shown.screen_moves) record = await nextRecord(host.page, record, 20000);
      else record = await keyPlay(host.page, Math.max(0, now.legal.findIndex((m) => passive.test(m))));
      continue;
    }
    await guestSend(guest.page, JSON.stringify({ v: 5, type: 'move', position: movesIn(record), number: now.next }));
    record = await nextRecord(host.page, record, 20000);
  }
  await waitFor(host.page, () => window.fivefronts.state().summary.terminal);
  await waitFor(guest.page, () => window.fivefronts.state().summary.terminal);
  const [hEnd, gEnd] = await Promise.all([hookState(host.page), hookState(guest.page)]);
  assert.equal(hEnd.summary.record, record);
  assert.deepEqual(gEnd.summary.returns, hEnd.summary.returns, 'the guest sees the host\'s result');
  const frames = await leakCheck(guest.page, record, 1);
  assert.ok(frames > 10, `the guest's frames were checked (${frames})`);
  const fair = await fairVerdict(guest.page);  // a typed deal number: checked, never "verified"
  assert.equal(fair.outcome, 'chosen', fair.words);
  assert.deepEqual(host.errors, []);
  assert.deepEqual(guest.errors, []);
  console.log(`# assault-edge online: ${moves} moves, ${frames} frames checked, ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
              `the deal's check ${fair.check_ms.toFixed(0)} ms (${fair.wall_ms.toFixed(0)} ms from the reveal, ${fair.positions} positions)`);
  for (const p of [host, guest]) await p.context.close();
});

// Chat and quick reactions (issue 37): a line typed on the guest's page and a reaction from the
// host's reach the other page's log with the sender's name, markup and format specifiers shown as
// typed; typing in the chat field moves nothing on the table; a muted player's lines are not shown;
// a 10 KiB line and a flood of 100 lines from a hostile guest are refused with reasons while the
// host's page keeps drawing and the game does not change; a game against the computer has no chat.
test('chat and quick reactions between two players online, limited by the host', async () => {
  const sharp = { deviceScaleFactor: SHARP };  // the chat's layout is checked at the end
  const host = await player('', sharp);
  const links = await hostGame(host.page, 'head-to-head-poker');
  const guest = await player(invitation(links[1]), sharp);
  await waitFor(guest.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  await waitFor(host.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  const chatOf = async (page) => (await hookState(page)).summary.online.chat;
  const hostChat = () => window.fivefronts.state().summary.online.chat;

  // The guest types a line with markup and format specifiers and sends it with Enter.
  const markup = 'Hello <b>host</b> %s %n %d ## #1 {0} \\n';
  await typeInto(guest.page, 'chat/field', markup);
  await holdKey(guest.page, 'Enter');
  await waitFor(host.page, (want) => window.fivefronts.state().summary.online.chat.includes(want), `Player 2: ${markup}`);
  await waitFor(guest.page, (want) => window.fivefronts.state().summary.online.chat.includes(want), `You: ${markup}`);
  // The host's log panel draws the line as it came (the table's own record of what it drew).
  await waitFor(host.page, (want) => (window.fivefronts.state().summary.table.chat || []).some((c) => c.text === want), `Player 2: ${markup}`);

  // The host types with the table's shortcut letters, arrows and Enter in the field: the table's keys
  // wait while the field has the keyboard (no move in focus, no hint, no undo, nothing played).
  const before = (await hookState(host.page)).summary;
  await typeInto(host.page, 'chat/field', 'hur hur');
  for (const key of ['ArrowRight', 'ArrowLeft']) await holdKey(host.page, key);
  await holdKey(host.page, 'Enter');
  await waitFor(guest.page, () => window.fivefronts.state().summary.online.chat.includes('Player 1: hur hur'));
  const after = (await hookState(host.page)).summary;
  assert.equal(after.record, before.record, 'typing in the chat field played nothing');
  assert.equal(after.focus, undefined, 'the arrows did not walk the moves');
  assert.equal(after.hint, undefined, 'H asked for no hint');

  // A quick reaction from the host's page.
  await clickWidget(host.page, 'chat/react/gg');
  await waitFor(guest.page, () => window.fivefronts.state().summary.online.chat.includes('Player 1 reacts: Good game'));
  assert.ok((await chatOf(host.page)).includes('You react: Good game'));

  // The host mutes Player 2: a line the guest sends then is held but not shown, until unmuted.
  await clickWidget(host.page, 'chat/mute/2');
  await waitFor(host.page, () => window.fivefronts.state().summary.online.muted.includes(1));
  await typeInto(guest.page, 'chat/field', 'can you hear me');
  await clickWidget(guest.page, 'chat/send');
  await waitFor(guest.page, () => window.fivefronts.state().summary.online.chat.includes('You: can you hear me'));
  await waitFor(host.page, () => window.fivefronts.state().summary.online.chat_held === 4);
  assert.ok(!(await chatOf(host.page)).some((l) => l.startsWith('Player 2')), 'a muted player\'s lines are not shown');
  await clickWidget(host.page, 'chat/mute/2');  // now "Unmute Player 2"
  await waitFor(host.page, () => window.fivefronts.state().summary.online.chat.includes('Player 2: can you hear me'));

  // On a phone the reactions and Mute are in the React popup, and the newest line shows under the
  // field (the log is far down the phone's panel). Everything fits the phone's width.
  await resizeTo(guest.page, 390, 844);
  await clickWidget(guest.page, 'chat/more');
  const phone = await viewportShot(guest.page, 'online-chat-guest-phone-react.png', 390, 844);
  for (const id of ['chat/field', 'chat/send', 'chat/more', 'chat/react/gg', 'chat/react/thinking', 'chat/mute/1']) {
    const w = phone.widgets.find((x) => x.id === id);
    assert.ok(w && w.x >= 0 && w.x + w.w <= 390, `${id} fits a phone's width: ${JSON.stringify(w)}`);
  }
  await clickWidget(guest.page, 'chat/react/wp');
  await waitFor(host.page, () => window.fivefronts.state().summary.online.chat.includes('Player 2 reacts: Well played'));
  await resizeTo(guest.page, 1280, 800);

  // A hostile guest: a 10 KiB line is refused with its length.
  const recordBefore = (await hookState(host.page)).summary.record;
  const start = await guestSend(guest.page, JSON.stringify({ v: 5, type: 'chat', text: 'x'.repeat(10 * 1024) }));
  await waitFor(guest.page, (n) => window.ffNet.received.slice(n).some((m) => m.includes('"chat":true')), start);
  const refusal = JSON.parse(await guest.page.evaluate((n) => window.ffNet.received.slice(n).find((m) => m.includes('"chat":true')), start));
  assert.equal(refusal.reason, 'a chat line is at most 200 characters: this one has 10240');
  await waitFor(guest.page, (r) => window.fivefronts.state().summary.online.chat_refused === r, refusal.reason);

  // A flood: 100 lines at once. The host lets at most 5 in 10 s through, refuses the rest with a
  // reason (its transport drops what is over 40 a second unread, and says so), keeps drawing.
  await watchFrames(host.page);
  const flooded = await guest.page.evaluate(() => {
    const n = window.ffNet.received.length;
    const conn = Object.keys(window.ffNet.conns).map(Number).reverse().find((c) => window.ffNet.conns[c].open);
    for (let i = 0; i < 100; ++i) window.ffNet.send(conn, JSON.stringify({ v: 5, type: 'chat', text: `flood ${i}` }));
    return n;
  });
  await waitFor(guest.page, (n) => window.ffNet.received.slice(n).some((m) => /too many messages: \d+ were dropped unread/.test(m)), flooded, 10000);
  await waitFor(guest.page, (n) => window.ffNet.received.slice(n).filter((m) => m.includes('too many chat lines')).length >= 20, flooded, 10000);
  await host.page.waitForTimeout(1500);  // anything still on its way arrives
  const answers = await guest.page.evaluate((n) => window.ffNet.received.slice(n).map((m) => JSON.parse(m)), flooded);
  const chatRefusals = answers.filter((m) => m.type === 'refused' && m.chat);
  assert.ok(chatRefusals.every((m) => /^too many chat lines: at most 5 in 10 seconds; wait \d+ s$/.test(m.reason)), JSON.stringify(chatRefusals[0]));
  const shown = (await chatOf(host.page)).filter((l) => /^Player 2: flood \d+$/.test(l));
  assert.ok(shown.length <= 5, `the host let ${shown.length} flood lines through`);
  const gap = await host.page.evaluate(() => window.ffGap);
  console.log(`# chat flood: ${shown.length} of 100 lines let through, ${chatRefusals.length} refused by the chat's limit, ` +
              `the rest dropped by the transport; the host's longest frame gap ${gap.toFixed(0)} ms`);
  assert.ok(gap < 2000, `the host's page kept drawing (longest gap ${gap} ms)`);
  assert.equal((await hookState(host.page)).summary.record, recordBefore, 'the chat changed nothing in the game');
  assert.ok(!(await hookState(host.page)).summary.record.includes('flood'), 'chat is not in the game record');
  await waitFor(guest.page, () => /^too many chat lines/.test(window.fivefronts.state().summary.online.chat_refused));

  // The chat at desktop and phone size, on both pages (the guest's shows the refusal by its field),
  // with the layout check on (tests/e2e/layout.test.mjs): no text of the chat clipped or overlapping.
  for (const [who, p] of [['host', host.page], ['guest', guest.page]]) {
    await p.evaluate(() => window.fivefronts.layout(true));
    for (const [size, w, h] of [['desktop', 1280, 800], ['phone', 390, 844]]) {
      const st = await viewportShot(p, `online-chat-${who}-${size}.png`, w, h);
      const problems = [...st.layout.clipped, ...st.layout.overlaps].map((x) => JSON.stringify(x))
        .filter((x) => /chat|Say something|Not sent|Player \d|You|Send|React|Mute/.test(x));
      assert.deepEqual(problems, [], `${who} at ${size}: the chat's texts are laid out`);
    }
    await p.evaluate(() => window.fivefronts.layout(false));
  }
  // The game goes on after the chat: a move each way.
  await resizeTo(guest.page, 1280, 800);
  await resizeTo(host.page, 1280, 800);
  await playSome([host.page, guest.page], chooser(5), 2);
  assert.deepEqual(host.errors, []);
  assert.deepEqual(guest.errors, []);
  for (const p of [host, guest]) await p.context.close();

  // A game against the computer has no chat.
  const solo = await player();
  const st = await startGame(solo.page, 'head-to-head-poker');
  assert.ok(!st.widgets.some((w) => w.id.startsWith('chat/')), 'no chat against the computer');
  assert.equal(st.summary.table.chat, undefined);
  await solo.context.close();
});

test('without any server, two pages connect by copying two codes and play', async () => {
  // The signalling server named here does not exist: only the codes can connect the pages.
  const host = await player();
  await hostGame(host.page, 'head-to-head-poker', [], { via: 'http://127.0.0.1:9/none', waitForServer: false });
  await clickWidget(host.page, 'lobby/code/2');
  await waitFor(host.page, () => window.fivefronts.state().summary.online.seats[1].offer !== '', null, 20000);
  const offer = (await hookState(host.page)).summary.online.seats[1].offer;
  assert.match(offer, /^FFC1/);
  const paste = pasteText;

  const guest = await player();
  await clickWidget(guest.page, 'menu/open-code');
  await waitFor(guest.page, () => window.fivefronts.state().screen === 'open-code');
  await paste(guest.page, offer);
  await waitFor(guest.page, (n) => window.fivefronts.state().summary.code_length === n, offer.length);
  await clickWidget(guest.page, 'open/go');
  await waitFor(guest.page, () => window.fivefronts.state().summary.online?.answer_code?.startsWith('FFC1'), null, 20000);
  const answer = (await hookState(guest.page)).summary.online.answer_code;
  await viewportShot(guest.page, 'online-code-answer-phone.png', 390, 844);

  await paste(host.page, answer);
  await waitFor(host.page, (n) => window.fivefronts.state().summary.online.seats[1].answer_length === n, answer.length);
  await clickWidget(host.page, 'lobby/connect/2');
  await waitFor(guest.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  await waitFor(host.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  const moved = await playSome([host.page, guest.page], chooser(3), 4);
  assert.ok(moved.every((st) => st.screen === 'table'));
  assert.equal((await hookState(guest.page)).summary.online.seat, 1);

  // The friend's page reloads mid-game (issue 51): its code connection is gone for good, so the host's
  // table offers the seat again, the lobby makes a new code (the game waits), and the two codes bring
  // the friend back to the same position.
  const record = (await hookState(host.page)).summary.record;
  await guest.page.reload();
  await waitReady(guest.page, 'menu');
  await waitFor(host.page, () => window.fivefronts.state().summary.online.seats[1].presence !== 'connected', null, 20000);
  await clickWidget(host.page, 'online/invite/2');
  await waitFor(host.page, () => window.fivefronts.state().screen === 'lobby');
  await viewportShot(host.page, 'online-code-again-desktop.png', 1280, 800);
  await clickWidget(host.page, 'lobby/code/2');
  await waitFor(host.page, () => window.fivefronts.state().summary.online.seats[1].offer !== '', null, 20000);
  const offer2 = (await hookState(host.page)).summary.online.seats[1].offer;
  assert.notEqual(offer2, offer, 'a new code');
  await clickWidget(guest.page, 'menu/open-code');
  await waitFor(guest.page, () => window.fivefronts.state().screen === 'open-code');
  await paste(guest.page, offer2);
  await waitFor(guest.page, (n) => window.fivefronts.state().summary.code_length === n, offer2.length);
  await clickWidget(guest.page, 'open/go');
  await waitFor(guest.page, () => window.fivefronts.state().summary.online?.answer_code?.startsWith('FFC1'), null, 20000);
  const answer2 = (await hookState(guest.page)).summary.online.answer_code;
  await paste(host.page, answer2);
  await waitFor(host.page, (n) => window.fivefronts.state().summary.online.seats[1].answer_length === n, answer2.length);
  await clickWidget(host.page, 'lobby/connect/2');
  await waitFor(guest.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  await waitFor(host.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  assert.equal((await hookState(host.page)).summary.record, record, 'the game waited');
  assert.equal((await hookState(guest.page)).summary.online.position, movesIn(record), 'the friend is back at the same position');
  await playSome([host.page, guest.page], chooser(4), 2);
  // The host's page keeps trying the signalling server that does not exist: its only errors.
  assert.deepEqual(host.errors.filter((e) => !e.startsWith("WebSocket connection to 'ws://127.0.0.1:9/none/")), []);
  assert.deepEqual(guest.errors, []);
  for (const p of [host, guest]) await p.context.close();
});
