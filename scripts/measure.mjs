#!/usr/bin/env node
// Prints the size of the shipped files (raw and gzip) and the time from navigation to the first
// drawn frame in headless Chromium (median of 5 loads). Run after building the web preset:
//   node scripts/measure.mjs [site dir]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve, openBrowser, siteDir } from '../tests/e2e/lib.mjs';

const dir = path.resolve(process.argv[2] || siteDir);
let raw = 0, gz = 0;
console.log('file                     raw KiB   gzip KiB');
for (const name of fs.readdirSync(dir).sort()) {
  const body = fs.readFileSync(path.join(dir, name));
  const g = zlib.gzipSync(body, { level: 9 }).length;
  raw += body.length; gz += g;
  console.log(`${name.padEnd(24)} ${(body.length / 1024).toFixed(1).padStart(8)} ${(g / 1024).toFixed(1).padStart(10)}`);
}
console.log(`${'total'.padEnd(24)} ${(raw / 1024).toFixed(1).padStart(8)} ${(gz / 1024).toFixed(1).padStart(10)}`);

const server = await serve(dir);
const times = [];
for (let i = 0; i < 5; i++) {
  const { browser, page } = await openBrowser();
  await page.goto(server.url);
  await page.waitForFunction(() => window.fivefrontsTiming && window.fivefrontsTiming.firstFrame, null, { timeout: 60000 });
  times.push(await page.evaluate(() => window.fivefrontsTiming.firstFrame));
  await browser.close();
}
await server.close();
times.sort((a, b) => a - b);
console.log(`first frame after navigation (headless Chromium, loopback, software GL): median ${times[2].toFixed(0)} ms ` +
            `(min ${times[0].toFixed(0)}, max ${times[4].toFixed(0)})`);
