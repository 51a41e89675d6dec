// Online play across real networks (issue 33): each player's Chromium runs in a network namespace of
// its own, behind a "home router" namespace (NAT made with nftables, lag and loss with netem), and a
// "public" namespace holds the PeerJS signalling server and a coturn relay (tests/e2e/netbed.mjs).
// Nothing leaves the namespaces: each page loads the site from a server on its own namespace's
// loopback. The six cases share the two browsers and the namespaces; each case opens new contexts.
// Where the machine cannot make namespaces (not root, no `ip netns`), every case is skipped with the
// reason. The figures (time from opening the invitation to the guest's first frame, the route each
// lobby showed) are printed and kept in build/e2e-screenshots/networks.json.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { canBuildNetworks, buildNetbed } from './netbed.mjs';
import {
  chromiumPath, chromiumArgs, DRAFT, siteDir, shotDir, waitReady, waitFor, hookState, clickWidget, scrollTo, typeInto, screenshot, viewportShot, chooser,
  hostKeyMove, guestWireMove, watchFrames, playKeysAndWire,
} from './lib.mjs';

const can = await canBuildNetworks();
// The shortest whole game of the five: Ground Assault's Starter set-up, a fixed deal, the host's keys
// chosen by a seeded pick and the guest playing the heuristic's moves (28 moves on loopback).
const GAME = 'ground-assault';
const CHOICES = ['new/option/mode/starter'];
const SEED = 3;
let bed, hostBrowser, guestBrowser;
const figures = [];

before(async () => {
  if (!can.ok) return;
  bed = await buildNetbed({ siteDir, aliveTimeoutMs: 30000 });
  hostBrowser = await bed.launchChromium('a', chromium, chromiumPath, chromiumArgs);
  guestBrowser = await bed.launchChromium('b', chromium, chromiumPath, chromiumArgs);
});

after(async () => {
  await hostBrowser?.close().catch(() => {});
  await guestBrowser?.close().catch(() => {});
  await bed?.teardown();
  if (figures.length) {
    fs.mkdirSync(shotDir, { recursive: true });
    fs.writeFileSync(path.join(shotDir, 'networks.json'), JSON.stringify(figures, null, 2));
    for (const f of figures) process.stdout.write(`# network case ${f.name}: ${JSON.stringify(f)}\n`);
  }
});

// `ice`: the relay servers the host's settings name (and its invitations carry).
function iceText({ turn = true } = {}) {
  const servers = [bed.stun];
  if (turn) servers.push(`${bed.turn.urls}|${bed.turn.username}|${bed.turn.credential}`);
  return servers.join(',');
}

// A player's page in `browser` (its own context and storage), with the bed's signalling server and
// `ice` already in its settings, as a player who filled in Settings has them. Drawn at a
// quarter of their resolution (lib.mjs, DRAFT): these pages run beside the other browser tests.
async function player(browser, which, ice, query = '') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: DRAFT, serviceWorkers: 'block' });
  await context.addInitScript(() => { window.ffNetRecord = true; });  // the transport keeps what it receives (the leak check)
  await context.addInitScript((settings) => {
    if (!window.localStorage.getItem('fivefronts.settings')) window.localStorage.setItem('fivefronts.settings', settings);
  }, `pace=fast level=hard guided=0 still=1 signal=${bed.signal}${ice ? ` ice=${ice}` : ''}`);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(bed.siteUrl(which) + query);
  await waitReady(page);
  return { context, page, errors };
}

// The host starts the game with a friend online and returns the friend's invitation (the query part
// of its link).
async function hostGame(page) {
  await clickWidget(page, `menu/game/${GAME}`);
  await waitFor(page, () => window.fivefronts.state().screen === 'new-game');
  await clickWidget(page, 'new/opponent/online');
  for (const id of CHOICES) await clickWidget(page, id);
  await scrollTo(page, 'new/seed');
  await typeInto(page, 'new/seed', String(SEED));
  await scrollTo(page, 'new/start');
  await clickWidget(page, 'new/start');
  await waitFor(page, () => window.fivefronts.state().screen === 'lobby');
  await waitFor(page, () => window.fivefronts.state().summary.online.my_id !== '', null, 30000);
  const link = (await hookState(page)).summary.online.seats[1].link;
  assert.match(link, /\?join=fivefronts-[a-z0-9]+&seat=2&token=[a-z0-9]+&signal=/);
  return link.slice(link.indexOf('?'));
}

// Opens the invitation in the guest's browser; resolves once the guest's table shows the host's first
// frame, with the seconds that took.
async function join(invitation, ice) {
  const started = Date.now();
  const guest = await player(guestBrowser, 'b', ice, invitation);
  await waitFor(guest.page, () => window.fivefronts.state().screen === 'table', null, 60000);
  return { guest, seconds: (Date.now() - started) / 1000 };
}


// The game ended the same on both pages, with every move the guest sent played once, at the position
// it named, and the guest's frames in order.
async function assertSameEnd(host, guest, sent) {
  await waitFor(guest.page, () => window.fivefronts.state().summary.terminal === true, null, 30000);
  const h = await hookState(host.page);
  const g = await hookState(guest.page);
  assert.deepEqual(g.summary.returns, h.summary.returns, 'both pages end on the same result');
  const actions = h.summary.record.split(' actions=')[1].split('.').map(Number);
  for (const m of sent) assert.equal(actions[m.position], m.action, `the guest's move at position ${m.position} was played there`);
  const positions = await guest.page.evaluate(() =>
    window.ffNet.received.filter((t) => t.includes('"type":"frame"')).map((t) => JSON.parse(t).position));
  for (let i = 1; i < positions.length; ++i)
    assert.ok(positions[i] >= positions[i - 1], `the guest's frames in order: ${positions.slice(Math.max(0, i - 2), i + 1)}`);
  return { moves: actions.length, guest_moves: sent.length };
}

async function closeAll(...players) {
  for (const p of players) await p?.context.close().catch(() => {});
}

// A case: the routers' kinds and links set, the host's page open with the bed's STUN server and (with
// `relay`) its TURN relay in its settings, then `body`; every case's pages close, and the links come
// back clean, whatever happens. `body` hands its guest to `keep` as soon as it has one.
function networkCase(name, setup, body) {
  test(name, { skip: can.ok ? false : `skipped: ${can.why}` }, async () => {
    await bed.setNat('a', setup.a || 'cone');
    await bed.setNat('b', setup.b || 'cone');
    await bed.setLink('a', {});
    await bed.setLink('b', setup.linkB || {});
    const host = await player(hostBrowser, 'a', iceText({ turn: setup.relay }));
    let guest = null;
    try {
      await body(host, (g) => { guest = g; });
    } finally {
      await bed.setLink('a', {});
      await bed.setLink('b', {});
      await closeAll(host, guest);
    }
  });
}

networkCase('1. both players behind ordinary (cone) NAT: the pages connect directly through STUN and play a whole game',
  { relay: true }, async (host, keep) => {
    const invitation = await hostGame(host.page);
    assert.match(invitation, /&ice=stun/, 'the invitation carries the relay servers');
    const { guest, seconds } = await join(invitation);
    keep(guest);
    // ICE may use the relay for a moment while the direct pair's checks finish; the route is looked at
    // again every 5 s.
    await waitFor(host.page, () => window.fivefronts.state().summary.online.seats[1].route === 'direct', null, 15000)
      .catch(() => {});
    const route = (await hookState(host.page)).summary.online.seats[1].route;
    assert.equal(route, 'direct', 'cone NAT on both sides: a direct path, the relay unused');
    const sent = await playKeysAndWire(host, guest, chooser(31));
    figures.push({ name: '1 cone/cone', seconds_to_first_frame: seconds, route, ...await assertSameEnd(host, guest, sent) });
  });

networkCase('2. one player behind symmetric NAT: direct fails, the pages connect through the TURN relay, and the lobby says "relayed"',
  { b: 'symmetric', relay: true }, async (host, keep) => {
    const invitation = await hostGame(host.page);
    const joining = join(invitation);
    // The host's lobby says how the friend connected for two seconds before the table opens.
    await waitFor(host.page, () => window.fivefronts.state().summary.online?.seats?.[1]?.state === 'relayed', null, 60000);
    await screenshot(host.page, 'network-lobby-relayed-desktop.png');
    const { guest, seconds } = await joining;
    keep(guest);
    await waitFor(guest.page, () => window.fivefronts.state().summary.online.route === 'relayed', null, 15000);
    const sent = await playKeysAndWire(host, guest, chooser(31));
    figures.push({ name: '2 cone/symmetric with a relay', seconds_to_first_frame: seconds, route: 'relayed', ...await assertSameEnd(host, guest, sent) });
  });

networkCase('3. symmetric NAT and no relay: both lobbies say within 15 s that the friend cannot be reached directly, and what to do',
  { b: 'symmetric', relay: false }, async (host, keep) => {
    const invitation = await hostGame(host.page);
    const guest = await player(guestBrowser, 'b', null, invitation);
    keep(guest);
    const shown = Date.now();  // the guest's lobby is on screen from here
    await waitFor(guest.page, () => /no relay \(TURN\) server/.test(window.fivefronts.state().summary.online?.unreachable || ''), null, 30000);
    const guestSays = (Date.now() - shown) / 1000;
    await waitFor(host.page, () => window.fivefronts.state().summary.online.seats[1].state === 'failed', null, 30000);
    const hostSays = (Date.now() - shown) / 1000;
    const h = (await hookState(host.page)).summary.online.seats[1];
    assert.match(h.failed, /no relay \(TURN\) server is set\. Add one in Settings/);
    assert.ok(guestSays <= 15 && hostSays <= 15, `the lobbies said it after ${guestSays} s (guest) and ${hostSays} s (host)`);
    await viewportShot(host.page, 'network-lobby-unreachable-host-desktop.png', 1280, 800);
    await viewportShot(host.page, 'network-lobby-unreachable-host-phone.png', 390, 844);
    await viewportShot(guest.page, 'network-lobby-unreachable-guest-desktop.png', 1280, 800);
    await viewportShot(guest.page, 'network-lobby-unreachable-guest-phone.png', 390, 844);
    figures.push({ name: '3 cone/symmetric without a relay', seconds_to_first_frame: null, route: 'failed',
      guest_said_after_s: guestSays, host_said_after_s: hostSays });
  });

networkCase('4. 300 ms each way and 5 % loss: a whole game with no move lost, doubled or reordered, the same result on both sides',
  { relay: true, linkB: { delayMs: 300, lossPct: 5 } }, async (host, keep) => {
    const invitation = await hostGame(host.page);
    const { guest, seconds } = await join(invitation);
    keep(guest);
    const route = (await hookState(host.page)).summary.online.seats[1].route;
    const sent = await playKeysAndWire(host, guest, chooser(31), { seconds: 420 });
    figures.push({ name: '4 300 ms and 5 % loss', seconds_to_first_frame: seconds, route, ...await assertSameEnd(host, guest, sent) });
  });

networkCase('5. the guest\'s network goes down for 30 s mid-game: the host shows "reconnecting" within 5 s, the guest rejoins and the game ends',
  { relay: true }, async (host, keep) => {
    const invitation = await hostGame(host.page);
    const { guest, seconds } = await join(invitation);
    keep(guest);
    const pick = chooser(31);
    let sent = await playKeysAndWire(host, guest, pick, { until: (n) => n >= 10 });
    await watchFrames(host.page);
    await bed.setLink('b', { down: true });
    const cut = Date.now();
    await waitFor(host.page, () => window.fivefronts.state().summary.online.seats[1].presence === 'reconnecting', null, 20000);
    const reconnectingAfter = (Date.now() - cut) / 1000;
    assert.ok(reconnectingAfter <= 5, `the host showed "reconnecting" after ${reconnectingAfter} s`);
    await host.page.waitForTimeout(Math.max(0, 30000 - (Date.now() - cut)));
    const gap = await host.page.evaluate(() => window.ffGap);
    await bed.setLink('b', {});
    const back = Date.now();
    await waitFor(host.page, () => window.fivefronts.state().summary.online.seats[1].presence === 'connected', null, 90000);
    await waitFor(guest.page, () => window.fivefronts.state().summary.online.welcomed === true, null, 30000);
    const rejoinedAfter = (Date.now() - back) / 1000;
    assert.ok(gap < 3000, `the host's page kept drawing (longest frame gap ${gap} ms)`);
    sent = sent.concat(await playKeysAndWire(host, guest, pick));
    figures.push({ name: '5 guest offline 30 s', seconds_to_first_frame: seconds, reconnecting_shown_after_s: reconnectingAfter,
      rejoined_after_s: rejoinedAfter, host_longest_frame_gap_ms: Math.round(gap), ...await assertSameEnd(host, guest, sent) });
  });

networkCase('6. the host\'s page reloads while the signalling server still holds its id: everyone continues within a minute',
  { relay: true }, async (host, keep) => {
    const invitation = await hostGame(host.page);
    const { guest, seconds } = await join(invitation);
    keep(guest);
    const pick = chooser(31);
    let sent = await playKeysAndWire(host, guest, pick, { until: (n) => n >= 8 });
    const record = (await hookState(host.page)).summary.record;
    // The old page's connection to the signalling server is held open (its packets dropped), as after
    // a crash or a network change: the server keeps the host's id until it times the connection out.
    await bed.holdSignalling('a');
    const reloaded = Date.now();
    await host.page.reload();
    await waitReady(host.page, 'menu');
    await clickWidget(host.page, 'menu/continue');
    await waitFor(host.page, () => window.fivefronts.state().screen === 'table');
    assert.equal((await hookState(host.page)).summary.record, record, 'the host continues the same game');
    // Meanwhile each side says what it waits for: read every half second until the friend is back
    // (at most 90 s).
    let hostWaited = '', guestWaited = '';
    for (const until = Date.now() + 90000; Date.now() < until;) {
      const h = (await hookState(host.page)).summary.online, g = (await hookState(guest.page)).summary;
      if (h.seats[1].presence === 'connected') break;
      if (!hostWaited && h.trouble) {
        hostWaited = h.trouble;
        await screenshot(host.page, 'network-host-reloaded-waiting-desktop.png');
        await screenshot(guest.page, 'network-guest-host-reloaded-desktop.png');
      }
      if (!guestWaited && g.table?.message) guestWaited = g.table.message;
      await host.page.waitForTimeout(500);
    }
    const continuedAfter = (Date.now() - reloaded) / 1000;
    assert.equal((await hookState(host.page)).summary.online.seats[1].presence, 'connected', 'the friend is back');
    assert.match(hostWaited, /still in use at the signalling server/, 'the host said why it waited');
    assert.match(guestWaited, /host's page cannot be reached; trying again/, 'the guest said what it waited for');
    assert.ok(continuedAfter <= 60, `everyone continued ${continuedAfter} s after the reload`);
    await bed.releaseSignalling('a');
    sent = sent.concat(await playKeysAndWire(host, guest, pick));
    figures.push({ name: '6 host reload, id held', seconds_to_first_frame: seconds, continued_after_s: continuedAfter,
      host_said: hostWaited, guest_said: guestWaited, ...await assertSameEnd(host, guest, sent) });
  });
