#!/usr/bin/env node
// A static file server for the built site, bound to 127.0.0.1. Used by `scripts/play` and by the
// browser tests. Run directly: node scripts/serve.mjs [dir] [port]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.data': 'application/octet-stream', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.json': 'application/json', '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

// Compressed as GitHub Pages and most static hosts send them, when the browser asks for it.
const compressible = new Set(['.html', '.js', '.mjs', '.wasm', '.svg', '.json', '.webmanifest']);
const gzipped = new Map();  // file -> { mtimeMs, body }: each file compressed once
function gzipOf(file, body) {
  const mtimeMs = fs.statSync(file).mtimeMs;
  const hit = gzipped.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const gz = zlib.gzipSync(body, { level: 9 });
  gzipped.set(file, { mtimeMs, body: gz });
  return gz;
}

// Serves `dir` on 127.0.0.1 (port 0: any free port). Resolves to { url, port, close }.
// options.gzip: compress text and wasm for browsers that accept it (the browser tests leave it off,
// except where they ask for it, so the loading bar's byte counts are exact).
export function serve(dir, port = 0, options = {}) {
  dir = path.resolve(dir);
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`no built site in ${dir}: build the web preset first`);
  const server = http.createServer((req, res) => {
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400); res.end('bad request'); return;
    }
    const file = path.join(dir, urlPath === '/' ? 'index.html' : urlPath);
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404); res.end('not found'); return;
    }
    let body = fs.readFileSync(file);
    const headers = { 'Content-Type': types[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache' };
    if (options.gzip && compressible.has(path.extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      body = gzipOf(file, body);
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(body);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const p = server.address().port;
      resolve({ url: `http://127.0.0.1:${p}/`, port: p, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] || 'build/web/site';
  const port = Number(process.argv[3] || process.env.PORT || 8080);
  serve(dir, port, { gzip: true }).then((s) => {
    console.log(`Five Fronts is being served at ${s.url}`);
    console.log(`Open ${s.url} in your browser. Press Ctrl+C to stop.`);
  }).catch((e) => {
    console.error(`could not serve ${dir} on port ${port}: ${e.message}`);
    process.exit(1);
  });
}
