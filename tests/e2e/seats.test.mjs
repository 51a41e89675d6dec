// Online seats only for the invited (issue 51): a hostile page drives the site's own transport by hand
// (window.ffNet, no user interface) against a host's game of every game, at two players and Poker
// Assault at three with a computer's seat. Every join it tries (each seat index with the tokens "-",
// "" and another's, a spectator's with watching off, seats out of range), and every other message
// before a join, is refused with its reason; it receives nothing but refusals (no frame, view, hand,
// hint or name); three refusals and the connection is closed; the host keeps drawing under a thousand
// wrong joins; the host's and the honest guest's game goes on with no page error. A part of the deal
// (issue 54) is refused before a join like any other message, from a spectator, and from a seat that
// gave its part already once the deal is made.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitFor, hookState, clickWidget, watchFrames, chooser, playKeysAndWire, guestSend } from './lib.mjs';
import { useOnline, signal, player, hostGame, invitation, playSome, peopleToMove } from './online_lib.mjs';

useOnline();

// A page of the site, at its menu, whose transport the test drives: registered at the test's
// signalling server, it opens connections to a host's page and sends what the test writes.
async function hostilePage() {
  const p = await player();
  await p.page.evaluate((sig) => new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = 'ff-net.js';
    tag.onload = () => { window.ffNet.start('', sig, ''); resolve(); };
    tag.onerror = reject;
    document.head.appendChild(tag);
  }), signal);
  await waitFor(p.page, () => window.ffNet.state === 'ready', null, 20000);
  return p;
}

// Opens a connection to `hostId` (its offer naming `meta`), sends each message, waiting for the host's
// answer to each (or for the connection to close), and returns the answers in order with whether the
// connection was closed at the end. Every message the connection received is returned too.
async function attempt(page, hostId, messages, meta = 'seat=2') {
  return page.evaluate(async ([id, texts, m]) => {
    const net = window.ffNet;
    const c = net.connect(id, m);
    const conn = () => net.conns[c];
    // What this connection received: the page is at its menu, not online, so it never polls the
    // transport's events, which keep every connection's messages by number.
    const got = () => net.events.filter((e) => e.c === c && e.k === 'data').map((e) => e.text);
    const until = async (ok, ms) => {
      for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (ok()) return true;
      return false;
    };
    if (!(await until(() => conn() && conn().open, 15000))) return { error: 'the connection did not open' };
    const answers = [];
    for (const t of texts) {
      const before = got().length;
      net.send(c, t);
      await until(() => got().length > before || !conn().open, 5000);
      answers.push(got().length > before ? JSON.parse(got()[before]) : null);
    }
    if (texts.length > 3) await until(() => !conn().open, 5000);  // past three refusals: closed
    const closed = !conn().open;
    net.close(c);
    return { answers, closed, received: got() };
  }, [hostId, messages, meta]);
}

function join(page, token, seat) {
  return JSON.stringify({ v: 5, type: 'join', page, token, seat });
}

// A page's part of the deal, answering `commitment`.
function contribute(commitment = '0'.repeat(64)) {
  return JSON.stringify({ v: 5, type: 'contribute', commitment, contribution: 'a'.repeat(32) });
}

// A spectator's page (the watch link's join) that gives a part of the deal: refused, nothing changes.
async function spectatorGives(hostile, host) {
  const state = (await hookState(host.page)).summary.online;
  const token = new URL(state.watch_link.replace(/^[^?]*/, 'http://x/')).searchParams.get('token');
  return hostile.page.evaluate(async ([id, joinText, giveText]) => {
    const net = window.ffNet;
    const c = net.connect(id, 'seat=watch');
    const got = () => net.events.filter((e) => e.c === c && e.k === 'data').map((e) => JSON.parse(e.text));
    const until = async (ok, ms) => {
      for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (ok()) return true;
      return false;
    };
    if (!(await until(() => net.conns[c] && net.conns[c].open, 15000))) return 'the connection did not open';
    net.send(c, joinText);
    if (!(await until(() => got().some((m) => m.type === 'commit'), 5000))) return 'no welcome and commitment';
    net.send(c, giveText);
    await until(() => got().some((m) => m.type === 'refused'), 5000);
    net.send(c, JSON.stringify({ v: 5, type: 'bye' }));
    return got().find((m) => m.type === 'refused')?.reason || 'not refused';
  }, [state.host_id, join(state.page, token, -1), contribute()]);
}

// Nothing but refusals: no welcome, frame, presence, hint or chat, and no view, hand or name in them.
function assertOnlyRefusals(received, what) {
  for (const text of received) {
    const m = JSON.parse(text);
    assert.equal(m.type, 'refused', `${what}: a page that has not joined received ${text.slice(0, 200)}`);
    for (const secret of ['view', 'names', 'moves', 'hint', 'seat', 'text']) assert.ok(!(secret in m), `${what}: a refusal names ${secret}`);
  }
}

// The host's seats: which are a friend's (with the token of the invitation) and which are not.
function seatsOf(links) {
  return links.map((link) => (link ? new URL(link.replace(/^[^?]*/, 'http://x/')).searchParams.get('token') : ''));
}

// Every wrong join and pre-join message against the host's page, three to a connection: each
// refused with its reason, nothing else received, and a connection that has had three refusals is
// closed at its fourth wrong message.
async function tryEverything(hostile, host, links, when) {
  const state = (await hookState(host.page)).summary.online;
  const hostId = state.host_id, build = state.page;
  const tokens = seatsOf(links);
  const seats = tokens.length;
  const friend = tokens.findIndex((t) => t !== '');
  const cases = [];
  for (let seat = 0; seat < seats; ++seat) {
    const other = tokens.find((t, i) => t && i !== seat) || 'watchtoken';
    for (const token of ['-', '', other]) {
      const reason = tokens[seat] ? `this invite is not for seat ${seat + 1} of this game` : `seat ${seat + 1} is not open to join`;
      cases.push([join(build, token, seat), reason]);
    }
  }
  cases.push([join(build, tokens[friend], seats), `no seat ${seats + 1} in this game`]);
  cases.push([join(build, tokens[friend], 15), 'no seat 16 in this game']);
  cases.push([join(build, tokens[friend], -2), 'bad message: seat: -2 is out of range -1 to 15']);
  cases.push([join(build, '-', -1), "this watch link is not this game's"]);
  cases.push([join('another-build', tokens[friend], friend), 'older page: reload']);
  cases.push(['{"v":5,"type":"move","position":0,"number":1}', 'join the game first']);
  cases.push(['{"v":5,"type":"hint","position":0}', 'join the game first']);
  cases.push(['{"v":5,"type":"chat","text":"hello"}', 'join the game first']);
  cases.push(['{"v":5,"type":"rematch"}', 'join the game first']);
  cases.push([contribute(), 'join the game first']);
  const tried = [];
  const batches = [];
  for (let i = 0; i < cases.length; i += 3) batches.push(cases.slice(i, i + 3));
  // Side by side, a connection each (the host answers them all at once, as it would a crowd).
  const results = await Promise.all(batches.map((batch, i) => attempt(hostile.page, hostId, batch.map(([t]) => t), `seat=${(i % seats) + 1}`)));
  for (const [i, batch] of batches.entries()) {
    const r = results[i];
    assert.ok(!r.error, `${when}: ${r.error}`);
    batch.forEach(([text, reason], k) => {
      assert.equal(r.answers[k]?.type, 'refused', `${when}: ${text} was answered ${JSON.stringify(r.answers[k])}`);
      assert.equal(r.answers[k].reason, reason, `${when}: ${text}`);
      tried.push(`${text} -> ${r.answers[k].reason}`);
    });
    assertOnlyRefusals(r.received, when);
  }
  // A fourth wrong message on one connection: no answer, the connection closed.
  const cut = await attempt(hostile.page, hostId, cases.slice(0, 4).map(([t]) => t));
  assert.equal(cut.answers.length, 4);
  assert.equal(cut.answers[3], null, `${when}: the fourth wrong message was answered`);
  assert.ok(cut.closed, `${when}: the host closed the connection after three refusals`);
  assertOnlyRefusals(cut.received, when);
  return tried;
}

// Watching turned off: a spectator's join is refused whatever its token, the old watch link's too.
async function watchingOff(hostile, host) {
  const state = (await hookState(host.page)).summary.online;
  const oldToken = new URL(state.watch_link.replace(/^[^?]*/, 'http://x/')).searchParams.get('token');
  await clickWidget(host.page, 'watch/on');
  await waitFor(host.page, () => window.fivefronts.state().summary.online.watch_link === '');
  const r = await attempt(hostile.page, state.host_id, [join(state.page, oldToken, -1), join(state.page, '-', -1), join(state.page, '', -1)]);
  for (const a of r.answers) assert.equal(a?.reason, 'watching this game is off');
  assertOnlyRefusals(r.received, 'watching off');
  await clickWidget(host.page, 'watch/on');  // on again, with a new link
  await waitFor(host.page, () => window.fivefronts.state().summary.online.watch_link !== '');
}

const GAMES = [
  ['head-to-head-poker', []],
  ['poker-assault', []],
  ['crossfire', []],
  ['ground-assault', ['new/option/mode/starter']],
  ['assault-edge', []],
  ['poker-assault', ['new/seats/3', 'new/online-seat/3/computer']],
];

test('a hostile page cannot take a seat or watch uninvited, before or after the game starts, in every game', async () => {
  const hostile = await hostilePage();
  const log = [];
  for (const [gameId, choices] of GAMES) {
    const host = await player();
    const links = await hostGame(host.page, gameId, choices);
    const name = `${gameId} at ${links.length}`;
    log.push(...(await tryEverything(hostile, host, links, `${name}, in the lobby`)).map((t) => `${name}, lobby: ${t}`));
    await watchingOff(hostile, host);
    const friend = links.findIndex((l) => l !== '');
    const guest = await player(invitation(links[friend]));
    await waitFor(guest.page, () => window.fivefronts.state().screen === 'table', null, 20000);
    await waitFor(host.page, () => window.fivefronts.state().screen === 'table', null, 20000);
    await playSome([host.page, guest.page], chooser(5), 2);
    log.push(...(await tryEverything(hostile, host, links, `${name}, in play`)).map((t) => `${name}, in play: ${t}`));
    // The deal is made: a spectator's part and the friend's second part are refused, nothing changes.
    // The record is read once one of the people is to move (peopleToMove), so only what the test sends
    // could change it (a fresh clone under load saw the computer seat's move land between two readings).
    await peopleToMove([host.page, guest.page]);
    const recordBefore = (await hookState(host.page)).summary.record;
    assert.equal(await spectatorGives(hostile, host), 'a spectator only watches', `${name}: a spectator's part`);
    const commitment = (await guest.page.evaluate(() => window.ffNet.received.map((t) => JSON.parse(t)).find((m) => m.type === 'commit'))).commitment;
    const n = await guestSend(guest.page, contribute(commitment));
    await waitFor(guest.page, (k) => window.ffNet.received.slice(k).some((m) => m.includes('"refused"')), n);
    const second = await guest.page.evaluate((k) => window.ffNet.received.slice(k).map((t) => JSON.parse(t)).find((m) => m.type === 'refused'), n);
    assert.equal(second.reason, `the deal is made: seat ${friend + 1}'s part is in it already`, `${name}: a second part`);
    assert.equal((await hookState(host.page)).summary.record, recordBefore, `${name}: the refused parts changed nothing`);
    log.push(`${name}, in play: a spectator's part -> a spectator only watches`, `${name}, in play: a second part -> ${second.reason}`);
    // The honest guest is still seated and its game goes on.
    const h = (await hookState(host.page)).summary.online;
    assert.equal(h.seats[friend].presence, 'connected', `${name}: the friend is still seated`);
    assert.ok(h.strangers_cut >= 2, `${name}: the host cut off the connections that kept joining wrongly`);
    const before = (await hookState(host.page)).summary.record;
    await playSome([host.page, guest.page], chooser(9), 2);
    assert.notEqual((await hookState(host.page)).summary.record, before, `${name}: the game goes on`);
    assert.deepEqual(host.errors, [], `${name}: the host's page`);
    assert.deepEqual(guest.errors, [], `${name}: the guest's page`);
    await guest.context.close();
    await host.context.close();
  }
  process.stdout.write(`# hostile joins tried: ${log.length}\n${log.map((l) => `#   ${l}`).join('\n')}\n`);
  assert.deepEqual(hostile.errors, []);
  await hostile.context.close();
});

test('a thousand wrong joins at once: the host keeps drawing, answers three and cuts the page off', async () => {
  const hostile = await hostilePage();
  const host = await player();
  const links = await hostGame(host.page, 'head-to-head-poker');
  const state = (await hookState(host.page)).summary.online;
  const guest = await player(invitation(links[1]));
  await waitFor(host.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  await watchFrames(host.page);
  const r = await hostile.page.evaluate(async ([id, build]) => {
    const net = window.ffNet;
    const c = net.connect(id, 'seat=1');
    for (const end = Date.now() + 15000; Date.now() < end && !(net.conns[c] && net.conns[c].open);) await new Promise((ok) => setTimeout(ok, 20));
    const text = JSON.stringify({ v: 5, type: 'join', page: build, token: '-', seat: 0 });
    let sent = 0;
    for (let i = 0; i < 1000; ++i) sent += net.send(c, text) ? 1 : 0;
    for (const end = Date.now() + 8000; Date.now() < end && net.conns[c].open;) await new Promise((ok) => setTimeout(ok, 50));
    return { sent, closed: !net.conns[c].open, received: net.events.filter((e) => e.c === c && e.k === 'data').map((e) => e.text) };
  }, [state.host_id, state.page]);
  assert.equal(r.sent, 1000);
  assert.ok(r.closed, 'the host closed the connection');
  assert.ok(r.received.length <= 3, `the host answered ${r.received.length} times`);
  assertOnlyRefusals(r.received, 'a thousand joins');
  const gap = await host.page.evaluate(() => window.ffGap);
  assert.ok(gap < 2000, `the host's page kept drawing (longest frame gap ${gap.toFixed(0)} ms)`);
  process.stdout.write(`# a thousand wrong joins: ${r.received.length} answered, cut off; host's longest frame gap ${gap.toFixed(0)} ms\n`);
  assert.equal((await hookState(host.page)).summary.online.seats[1].presence, 'connected');
  for (const p of [host, guest, hostile]) assert.deepEqual(p.errors, []);
  for (const p of [host, guest, hostile]) await p.context.close();
});

test('after a whole game and its rematch, the same seats refuse the same wrong joins', async () => {
  // Ground Assault's Starter game on a fixed deal: the shortest whole game (28 moves).
  const hostile = await hostilePage();
  const host = await player();
  const links = await hostGame(host.page, 'ground-assault', ['new/option/mode/starter'], { seed: 3 });
  const guest = await player(invitation(links[1]));
  await waitFor(host.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  await playKeysAndWire(host, guest, chooser(31));
  await waitFor(guest.page, () => window.fivefronts.state().summary.terminal === true, null, 30000);
  const over = await tryEverything(hostile, host, links, 'the game over');
  await clickWidget(host.page, 'ga/result/rematch');
  await waitFor(guest.page, () => { const s = window.fivefronts.state().summary; return !s.terminal && s.online.position === 0; }, null, 20000);
  const rematch = await tryEverything(hostile, host, links, 'after the rematch');
  process.stdout.write(`# after the game and the rematch: ${over.length} + ${rematch.length} wrong joins refused\n`);
  assert.equal((await hookState(host.page)).summary.online.seats[1].presence, 'connected');
  for (const p of [host, guest, hostile]) assert.deepEqual(p.errors, []);
  for (const p of [host, guest, hostile]) await p.context.close();
});
