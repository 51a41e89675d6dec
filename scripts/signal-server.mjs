#!/usr/bin/env node
// A PeerJS signalling server (npm `peer`, the repo's dev dependency) for online play: the pages of
// a game find each other through it, then talk directly or through a relay. Started by
// scripts/online-servers and by the network test bed (tests/e2e/netbed.mjs).
//   node scripts/signal-server.mjs [--host 0.0.0.0] [--port 9000] [--path /ff] [--alive-timeout MS]
// `--alive-timeout`: how long the server keeps a page's id after it last heard from it (60 s here;
// npm peer's own default is 90 s): a page that vanished without closing its socket, like a host's
// page that crashed or reloaded on a broken network, holds its id that long.
// Prints one line "signalling server listening on HOST:PORT PATH" once it listens; stops on SIGTERM
// or SIGINT.
import { PeerServer } from 'peer';

const args = process.argv.slice(2);
function option(name, fallback) {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  if (i + 1 >= args.length) throw new Error(`${name} needs a value`);
  return args[i + 1];
}

let host, port, path, aliveTimeout;
try {
  host = option('--host', '0.0.0.0');
  port = Number(option('--port', '9000'));
  path = option('--path', '/ff');
  aliveTimeout = Number(option('--alive-timeout', '60000'));
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be 1-65535, not ${option('--port')}`);
  if (!path.startsWith('/')) throw new Error(`--path must start with /, not ${path}`);
  if (!Number.isInteger(aliveTimeout) || aliveTimeout < 1000) throw new Error('--alive-timeout is at least 1000 ms');
} catch (e) {
  console.error(`signal-server: ${e.message}`);
  process.exit(2);
}

const sockets = new Set();
const server = PeerServer({ host, port, path, alive_timeout: aliveTimeout }, (http) => {
  http.on('connection', (socket) => { sockets.add(socket); socket.on('close', () => sockets.delete(socket)); });
  console.log(`signalling server listening on ${host}:${port} ${path}`);
});
server.on('error', (e) => { console.error(`signal-server: ${e.message}`); process.exit(1); });

function stop() {
  for (const socket of sockets) socket.destroy();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
