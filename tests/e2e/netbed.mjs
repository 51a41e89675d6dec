// A test bed of real networks for the online browser tests (issue 33), made of Linux network
// namespaces on this machine, never touching its own network:
//
//   player a (192.168.1.2) -- router a (192.168.1.1 | 100.64.1.2) --\
//                                                                    public (100.64.0.1: signalling, STUN, TURN)
//   player b (192.168.2.2) -- router b (192.168.2.1 | 100.64.2.2) --/
//
// Each router masquerades its home network (nftables) as a cone NAT (Linux's own: the same outside
// port for every destination, replies only from where it sent) or a symmetric one (a new random
// outside port for every destination, as mobile carriers do). A player's cable to its router is a
// pair of TUN devices with tests/e2e/netwire.py between them, which adds lag, loss or an outage (what
// `tc netem` does; this machine's kernel has no netem). The public namespace runs scripts/online-servers (a PeerJS signalling server and
// a coturn relay with a user made up for the run). Each player's page is served from its own
// namespace's loopback, and its Chromium runs inside that namespace (`ip netns exec`).
//
// Everything is named ffnet-*; teardown() ends every process in the namespaces and deletes them,
// and runs on exit too, so a failed test leaves nothing behind. A run that finds namespaces of an
// earlier run removes them first.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PREFIX = 'ffnet-';
const NS = { pub: `${PREFIX}pub`, ra: `${PREFIX}ra`, rb: `${PREFIX}rb`, a: `${PREFIX}a`, b: `${PREFIX}b` };
const PUBLIC_IP = '100.64.0.1';  // the servers' address (shared address space: never routed on the Internet)
const SIGNAL_PORT = 9000;
const TURN_PORT = 3478;
const SITE_PORT = 8080;          // each player's own loopback
const PLAYERS = {
  a: { ns: NS.a, router: NS.ra, wan: '100.64.1.2', up: '100.64.1.1', lan: '192.168.1' },
  b: { ns: NS.b, router: NS.rb, wan: '100.64.2.2', up: '100.64.2.1', lan: '192.168.2' },
};

function run(cmd, args, input) {
  return execFileSync(cmd, args, { input, stdio: ['pipe', 'pipe', 'pipe'], timeout: 20000 }).toString();
}
const ip = (...args) => run('ip', args);
const inNs = (ns, cmd, args, input) => run('ip', ['netns', 'exec', ns, cmd, ...args], input);

// Can this machine build the bed? {ok, why}: root, iproute2, nftables, tc, coturn, and a namespace
// that can really be made.
export function canBuildNetworks() {
  if (process.getuid?.() !== 0) return { ok: false, why: 'network namespaces need root' };
  for (const [tool, pkg] of [['ip', 'iproute2'], ['nft', 'nftables'], ['python3', 'python3'], ['turnserver', 'coturn']]) {
    try { run('sh', ['-c', `command -v ${tool}`]); } catch { return { ok: false, why: `${tool} is not installed (Debian's ${pkg})` }; }
  }
  if (!fs.existsSync('/dev/net/tun')) return { ok: false, why: 'this machine has no /dev/net/tun (the players\' cables are TUN devices)' };
  if (!fs.existsSync(path.join(repo, 'node_modules', 'peer'))) return { ok: false, why: 'npm peer is not installed (scripts/bootstrap)' };
  const probe = `${PREFIX}probe`;
  try {
    try { ip('netns', 'del', probe); } catch { /* none left over */ }
    ip('netns', 'add', probe);
    ip('netns', 'del', probe);
  } catch (e) {
    return { ok: false, why: `this machine cannot make network namespaces (${String(e.stderr || e.message).trim()})` };
  }
  return { ok: true, why: '' };
}

// Ends every process in our namespaces and deletes them (synchronous: also runs on exit).
function removeAll() {
  let names = [];
  try { names = ip('netns', 'list').split('\n').map((l) => l.split(' ')[0]).filter((n) => n.startsWith(PREFIX)); } catch { return; }
  for (const signal of ['TERM', 'KILL']) {
    let any = false;
    for (const ns of names) {
      let pids = [];
      try { pids = ip('netns', 'pids', ns).split('\n').filter(Boolean); } catch { /* gone */ }
      for (const pid of pids) { any = true; try { process.kill(Number(pid), `SIG${signal}`); } catch { /* ended */ } }
    }
    if (!any) break;
    if (signal === 'TERM') run('sleep', ['0.5']);
  }
  for (const ns of names) try { ip('netns', 'del', ns); } catch { /* already gone */ }
}

function link(nsA, nameA, nsB, nameB) {
  ip('link', 'add', nameA, 'netns', nsA, 'type', 'veth', 'peer', 'name', nameB, 'netns', nsB);
}
function up(ns, dev, cidr) {
  if (cidr) inNs(ns, 'ip', ['addr', 'add', cidr, 'dev', dev]);
  inNs(ns, 'ip', ['link', 'set', dev, 'up']);
}
function quietIpv6(ns) {
  inNs(ns, 'sysctl', ['-qw', 'net.ipv6.conf.all.disable_ipv6=1', 'net.ipv6.conf.default.disable_ipv6=1']);
}

// The five namespaces and their links (see the picture above).
function makeNetworks() {
  for (const ns of Object.values(NS)) {
    ip('netns', 'add', ns);
    quietIpv6(ns);
    up(ns, 'lo');
  }
  inNs(NS.pub, 'ip', ['addr', 'add', `${PUBLIC_IP}/32`, 'dev', 'lo']);  // the servers' address, reached through the routes
  inNs(NS.pub, 'sysctl', ['-qw', 'net.ipv4.ip_forward=1']);
  for (const [which, p] of Object.entries(PLAYERS)) {
    link(NS.pub, `to-${which}`, p.router, 'wan');
    up(NS.pub, `to-${which}`, `${p.up}/24`);
    up(p.router, 'wan', `${p.wan}/24`);
    inNs(p.router, 'ip', ['route', 'add', 'default', 'via', p.up]);
    inNs(p.router, 'sysctl', ['-qw', 'net.ipv4.ip_forward=1']);
    // The home network's cable: a TUN device at each end and tests/e2e/netwire.py between them.
    inNs(p.router, 'ip', ['tuntap', 'add', 'dev', 'lan', 'mode', 'tun']);
    inNs(p.ns, 'ip', ['tuntap', 'add', 'dev', 'eth0', 'mode', 'tun']);
    up(p.router, 'lan', `${p.lan}.1/24`);
    up(p.ns, 'eth0', `${p.lan}.2/24`);
    inNs(p.ns, 'ip', ['route', 'add', 'default', 'via', `${p.lan}.1`]);
  }
}

// Starts player `which`'s cable (netwire.py in the root namespace, reaching into both); resolves to
// a function that sends it a command ("link 300 5", "down") and waits for its answer.
async function startWire(which, logFile) {
  const p = PLAYERS[which];
  const child = spawn('python3', [path.join(repo, 'tests', 'e2e', 'netwire.py'), p.router, 'lan', p.ns, 'eth0', which === 'a' ? '1' : '2'],
    { stdio: ['pipe', 'pipe', 'pipe'] });
  const log = fs.createWriteStream(logFile);
  let text = '';
  const waiters = [];
  child.stdout.on('data', (d) => { text += d; log.write(d); while (waiters.length && waiters[0].test()) waiters.shift().done(); });
  child.stderr.on('data', (d) => { text += d; log.write(d); });
  const seen = (needle) => new Promise((done, fail) => {
    const from = text.length;
    const timer = setTimeout(() => fail(new Error(`player ${which}'s cable did not answer (${needle}):\n${text.slice(-1000)}`)), 10000);
    waiters.push({ test: () => text.indexOf(needle, from) >= 0, done: () => { clearTimeout(timer); done(); } });
    if (waiters[0].test()) waiters.shift().done();
  });
  await seen('ready');
  return { child, command: (line) => { child.stdin.write(`${line}\n`); return seen(`ok ${line}`); } };
}

// Starts a process inside a namespace; resolves once `ready` matches a line of its output.
function startIn(ns, cmd, args, ready, logFile, timeoutMs = 20000) {
  const child = spawn('ip', ['netns', 'exec', ns, cmd, ...args], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = fs.createWriteStream(logFile);
  let text = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${cmd} in ${ns} did not start within ${timeoutMs} ms:\n${text.slice(-2000)}`)), timeoutMs);
    const seen = (chunk) => {
      log.write(chunk);
      text += chunk;
      const m = text.match(ready);
      if (m) { clearTimeout(timer); resolve({ child, match: m }); }
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`${cmd} in ${ns} stopped (exit ${code}):\n${text.slice(-2000)}`)); });
  }).then((r) => { child.removeAllListeners('exit'); return r; });
}

// Builds the bed and starts its servers. `aliveTimeoutMs`: how long the signalling server keeps the
// id of a page it no longer hears (its default 60 s; shorter keeps the host-reload case short).
export async function buildNetbed({ siteDir, aliveTimeoutMs = 60000 }) {
  removeAll();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ffnet-'));
  const wires = {};
  const onExit = () => removeAll();
  // Stopped from outside (scripts/test failing elsewhere, Ctrl+C): 'exit' alone would not run.
  const onSignal = (signal) => { removeAll(); process.exit(signal === 'SIGINT' ? 130 : 143); };
  process.on('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    makeNetworks();
    for (const which of Object.keys(PLAYERS)) wires[which] = await startWire(which, path.join(work, `wire-${which}.log`));
    const servers = await startIn(NS.pub, path.join(repo, 'scripts', 'online-servers'),
      ['--address', PUBLIC_IP, '--port-signal', String(SIGNAL_PORT), '--port-turn', String(TURN_PORT), '--alive-timeout', String(aliveTimeoutMs)],
      /Signalling server: (\S+)\nRelay servers: (\S+)\n/, path.join(work, 'online-servers.log'));
    const [stun, turnUdp] = servers.match[2].split(',');
    const [urls, username, credential] = turnUdp.split('|');
    for (const which of Object.keys(PLAYERS)) {
      await startIn(PLAYERS[which].ns, process.execPath, [path.join(repo, 'scripts', 'serve.mjs'), siteDir, String(SITE_PORT)],
        /being served at/, path.join(work, `site-${which}.log`));
    }
    return bedOf({ work, onExit, onSignal, wires, signal: servers.match[1], stun, turn: { urls, username, credential }, relayLine: servers.match[2] });
  } catch (e) {
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    for (const w of Object.values(wires)) w.child.kill();
    removeAll();
    fs.rmSync(work, { recursive: true, force: true });
    throw e;
  }
}

// The NAT a router does: 'cone' (Linux's masquerade keeps the port, and conntrack lets in only
// replies: a port-restricted cone, as most home routers) or 'symmetric' (a random outside port for
// each new destination: STUN's answer is useless to the other side, and only a relay gets through).
// Like a home router, it drops what arrives unasked from outside (its firewall): without that, a
// friend's first check, arriving before ours went out, would leave a connection entry behind that
// makes the NAT pick another port for our own, and no direct path would ever open.
function natRules(kind) {
  const how = kind === 'symmetric' ? 'masquerade random' : 'masquerade';
  return `table ip ffnat
delete table ip ffnat
table ip ffnat {
  chain outward { type nat hook postrouting priority srcnat; policy accept; oifname "wan" ${how}; }
  chain to_router { type filter hook input priority filter; policy accept; iifname "wan" ct state new drop; }
  chain to_home { type filter hook forward priority filter; policy accept; iifname "wan" ct state new drop; }
}
`;
}

function bedOf({ work, onExit, onSignal, wires, signal, stun, turn, relayLine }) {
  const held = {};
  return {
    signal, stun, turn, relayLine,
    siteUrl: () => `http://127.0.0.1:${SITE_PORT}/`,
    logDir: work,
    // A Chromium whose every process runs in player `which`'s namespace.
    async launchChromium(which, chromium, executable, args) {
      const wrapper = path.join(work, `chromium-${which}`);
      fs.writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${PLAYERS[which].ns} "${executable}" "$@"\n`, { mode: 0o755 });
      return chromium.launch({ executablePath: wrapper, args });
    },
    setNat(which, kind) {
      if (kind !== 'cone' && kind !== 'symmetric') throw new Error(`no NAT kind ${kind}`);
      inNs(PLAYERS[which].router, 'nft', ['-f', '-'], natRules(kind));
    },
    // Lag, loss or an outage on player `which`'s cable, both ways: {delayMs, lossPct} or {down: true};
    // {} makes it clean again.
    setLink(which, { delayMs = 0, lossPct = 0, down = false } = {}) {
      return wires[which].command(down ? 'down' : `link ${delayMs} ${lossPct}`);
    },
    // Drops every packet of player `which`'s open connections to the signalling server, as after a
    // crash or a network change: the server hears nothing more from them (no close), and keeps their
    // ids until its alive timeout. New connections pass.
    holdSignalling(which) {
      const ns = PLAYERS[which].ns;
      const ports = inNs(ns, 'ss', ['-Htn', 'state', 'established', 'dst', `${PUBLIC_IP}:${SIGNAL_PORT}`])
        .split('\n').map((l) => l.trim().split(/\s+/)[2]).filter(Boolean).map((local) => local.split(':').pop());
      if (!ports.length) throw new Error(`player ${which} has no connection to the signalling server to hold`);
      held[which] = ports;
      const set = `{ ${ports.join(', ')} }`;
      inNs(ns, 'nft', ['-f', '-'], `table inet ffhold {\n  chain out { type filter hook output priority 0; tcp sport ${set} drop; }\n  chain in { type filter hook input priority 0; tcp dport ${set} drop; }\n}\n`);
      return ports.length;
    },
    releaseSignalling(which) {
      if (!held[which]) return;
      delete held[which];
      try { inNs(PLAYERS[which].ns, 'nft', ['delete', 'table', 'inet', 'ffhold']); } catch { /* gone */ }
    },
    async teardown() {
      process.off('exit', onExit);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      for (const w of Object.values(wires)) w.child.stdin.end();
      removeAll();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
