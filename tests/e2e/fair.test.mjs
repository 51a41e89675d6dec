// Fair deals online (issue 54): hosts that cheat, caught by the guest's page. Each case is a host's
// page of the site whose transport the test rewrites in the page (window.ffNet: what the host's page
// sends and what it reads), with a friend's page playing a few moves of Ground Assault's Starter game
// (the host by the keyboard, the friend by protocol messages); then the host stops hosting, which shows
// the deal (the reveal) to the friend's page, whose check names what differed. The draws of the deal
// are fixed, so every run plays the same deal. The honest whole games are online.test.mjs's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitFor, hookState, clickWidget, chooser, playKeysAndWire, viewportShot } from './lib.mjs';
import { useOnline, player, hostGame, invitation } from './online_lib.mjs';

useOnline();

const SECRET = 'f00d'.repeat(16);
const PART = 'beef'.repeat(8);

// A host and its friend at a fair Ground Assault Starter game, the host's transport rewritten by
// `tamper` (run in the host's page before the friend joins: it wraps window.ffNet.send and .poll).
async function cheatingTable(tamper) {
  const host = await player('', { draws: [SECRET] });
  const links = await hostGame(host.page, 'ground-assault', ['new/option/mode/starter']);
  await host.page.evaluate(tamper);
  const guest = await player(invitation(links[1]), { draws: [PART] });
  await waitFor(guest.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  await waitFor(host.page, () => window.fivefronts.state().screen === 'table', null, 20000);
  return { host, guest };
}

// A few moves, then the host stops hosting (it shows the deal, unless its tamper drops that).
async function playThenStop(host, guest, moves) {
  await playKeysAndWire(host, guest, chooser(13), { until: (n) => n >= moves, maxMoves: moves + 4 });
  await clickWidget(host.page, 'online/stop');
  await waitFor(host.page, () => window.fivefronts.state().screen === 'menu');
}

async function fairWords(page, timeout = 30000) {
  await waitFor(page, () => /verified/i.test(window.fivefronts.state().summary.online?.fair?.words || ''), null, timeout);
  return (await hookState(page)).summary.online.fair;
}

test('a host that changes one frame is caught at that position, the change named', async () => {
  const started = Date.now();
  const { host, guest } = await cheatingTable(() => {
    const net = window.ffNet, send = net.send.bind(net);
    net.send = (c, text) => {
      const m = JSON.parse(text);
      // The frame of move 4 to the friend's seat shows its hand in another order.
      if (m.type === 'frame' && m.seat === 1 && m.position === 4 && m.view.hand.length > 1) {
        m.view.hand = [...m.view.hand].reverse();
        window.ffTampered = true;
        text = JSON.stringify(m);
      }
      return send(c, text);
    };
  });
  await playThenStop(host, guest, 7);
  assert.ok(await host.page.evaluate(() => window.ffTampered), 'the host sent the changed frame');
  const fair = await fairWords(guest.page);
  assert.equal(fair.outcome, 'failed', fair.words);
  assert.equal(fair.position, 4);
  assert.equal(fair.words, "Not verified: the host's frame at move 4 showed a different hand.");
  await viewportShot(guest.page, 'online-fair-caught-desktop.png', 1280, 800);
  await viewportShot(guest.page, 'online-fair-caught-phone.png', 390, 844);
  console.log(`# a changed frame caught in ${fair.check_ms.toFixed(0)} ms; ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const p of [host, guest]) await p.context.close();
});

test('a host that deals again after seeing the contributions is caught at the first frame', async () => {
  // The host's page reads another part than the friend's page sent (the deal it then makes is one
  // the host could pick by trying parts), and its reveal puts the friend's own part back.
  const { host, guest } = await cheatingTable(() => {
    const net = window.ffNet, poll = net.poll.bind(net), send = net.send.bind(net);
    window.ffRealPart = '';
    net.poll = () => {
      const batch = JSON.parse(poll());
      for (const e of batch.events) {
        if (e.k !== 'data' || !e.text.includes('"contribute"')) continue;
        const m = JSON.parse(e.text);
        window.ffRealPart = m.contribution;
        m.contribution = '0123456789abcdef0123456789abcdef';
        e.text = JSON.stringify(m);
      }
      return JSON.stringify(batch);
    };
    net.send = (c, text) => {
      const m = JSON.parse(text);
      if (m.type === 'reveal') m.contributions = m.contributions.map((p) => (p ? window.ffRealPart : p));
      return send(c, m.type === 'reveal' ? JSON.stringify(m) : text);
    };
  });
  await playThenStop(host, guest, 3);
  assert.equal(await host.page.evaluate(() => window.ffRealPart), PART);
  const fair = await fairWords(guest.page);
  assert.equal(fair.outcome, 'failed', fair.words);
  assert.equal(fair.position, 0);
  assert.match(fair.words, /^Not verified: the host dealt from another shuffle than the one fixed before the game: the host's frame at move 0 showed /);
  for (const p of [host, guest]) await p.context.close();
});

test('a host that leaves without showing the deal: the friend\'s page says it is not verified', async () => {
  const { host, guest } = await cheatingTable(() => {
    const net = window.ffNet, send = net.send.bind(net);
    net.send = (c, text) => (text.includes('"type":"reveal"') ? 1 : send(c, text));
  });
  await playThenStop(host, guest, 3);
  const fair = await fairWords(guest.page);
  assert.equal(fair.words, 'Not verified: the host did not show the deal.');
  assert.equal(fair.outcome, '', 'nothing was checked');
  await viewportShot(guest.page, 'online-fair-not-shown-phone.png', 390, 844);
  for (const p of [host, guest]) await p.context.close();
});
