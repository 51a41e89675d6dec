#!/usr/bin/env node
// Lighthouse's view of the built site, as a newcomer meets it: the site served on loopback and
// compressed as GitHub Pages sends it (scripts/serve.mjs), Debian's Chromium headless, Lighthouse's
// mobile preset (a mid-range phone: slow 4G, 4x slower CPU, simulated) and its desktop preset.
// Builds nothing: run it after `scripts/play` or the web build. Prints, per preset, the median of the
// runs for the four category scores, LCP and total blocking time, each next to issue 34's target, and
// keeps every report in build/lighthouse/reports/. Lighthouse itself is installed from npm into
// build/lighthouse on the first run (it is 176 MB, so it is not one of the test command's packages).
//   node scripts/lighthouse.mjs [--runs N] [--only mobile|desktop] [site dir]
// A benchmark, not a test: it exits 0 whatever the figures (1 only when it cannot measure).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './serve.mjs';

const LIGHTHOUSE_VERSION = '13.5.0';
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const home = path.join(repo, 'build', 'lighthouse');
const cli = path.join(home, 'node_modules', '.bin', 'lighthouse');

// Issue 34's targets: mobile performance >= 90 with LCP <= 2.5 s and TBT <= 200 ms, desktop
// performance >= 95, and 100 in the other three categories on both.
const TARGETS = {
  mobile: { performance: 90, lcp: 2500, tbt: 200 },
  desktop: { performance: 95 },
};
const OTHER_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

function parseArgs(argv) {
  const o = { runs: 3, presets: ['mobile', 'desktop'], site: path.join(repo, 'build', 'web', 'site') };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') o.runs = Number(argv[++i]);
    else if (argv[i] === '--only') o.presets = [argv[++i]];
    else o.site = path.resolve(argv[i]);
  }
  if (!(o.runs >= 1 && o.runs <= 15) || o.presets.some((p) => !TARGETS[p])) {
    console.error('usage: node scripts/lighthouse.mjs [--runs 1..15] [--only mobile|desktop] [site dir]');
    process.exit(2);
  }
  return o;
}

function chromiumPath() {
  for (const p of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (p && fs.existsSync(p)) return p;
  }
  console.error('no Chromium found: scripts/bootstrap installs Debian\'s chromium');
  process.exit(1);
}

function ensureLighthouse() {
  if (fs.existsSync(cli)) return;
  console.log(`Installing Lighthouse ${LIGHTHOUSE_VERSION} from npm into build/lighthouse (first run only, about 10 s)...`);
  fs.mkdirSync(home, { recursive: true });
  // A package.json of its own, so npm does not add Lighthouse to the project's.
  fs.writeFileSync(path.join(home, 'package.json'), '{ "private": true }\n');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `lighthouse@${LIGHTHOUSE_VERSION}`],
    { cwd: home, stdio: 'inherit' });
  if (r.status !== 0 || !fs.existsSync(cli)) {
    console.error('could not install Lighthouse from npm');
    process.exit(1);
  }
}

// Runs Lighthouse without blocking this process, whose server answers its requests.
function runCli(args, chrome) {
  return new Promise((resolve) => {
    const child = spawn(cli, args, { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => { stderr = (stderr + d).slice(-2000); });
    const timer = setTimeout(() => child.kill('SIGKILL'), 180000);  // a run takes about 15 s
    child.on('close', (status) => { clearTimeout(timer); resolve({ status, stderr }); });
  });
}

// One Lighthouse run; resolves to the figures of its report.
async function runOnce(url, preset, out, chrome) {
  const args = [url, '--output=json', `--output-path=${out}`, '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage'];
  if (preset === 'desktop') args.push('--preset=desktop');
  fs.rmSync(out, { force: true });
  const r = await runCli(args, chrome);
  if (r.status !== 0 || !fs.existsSync(out)) {
    throw new Error(`Lighthouse failed (${preset}, exit ${r.status}): ${r.stderr.slice(-600)}`);
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const score = (c) => Math.round(100 * report.categories[c].score);
  const audit = (a) => report.audits[a].numericValue;
  return {
    performance: score('performance'),
    ...Object.fromEntries(OTHER_CATEGORIES.map((c) => [c, score(c)])),
    lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), fcp: audit('first-contentful-paint'),
    failing: Object.entries(report.audits)
      .filter(([, a]) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map(([k]) => k),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const mark = (ok) => (ok ? 'met' : 'MISSED');

function summarize(preset, runs) {
  const m = {};
  for (const k of ['performance', ...OTHER_CATEGORIES, 'lcp', 'tbt', 'fcp']) m[k] = median(runs.map((r) => r[k]));
  const t = TARGETS[preset];
  const row = (what, value, target) => console.log(`| ${preset.padEnd(7)} | ${what.padEnd(24)} | ${value.padStart(9)} | ${target.padEnd(16)} |`);
  row('performance', String(m.performance), `>= ${t.performance}: ${mark(m.performance >= t.performance)}`);
  for (const c of OTHER_CATEGORIES) row(c, String(m[c]), `100: ${mark(m[c] === 100)}`);
  row('largest contentful paint', `${(m.lcp / 1000).toFixed(1)} s`, t.lcp ? `<= ${t.lcp / 1000} s: ${mark(m.lcp <= t.lcp)}` : '');
  row('total blocking time', `${Math.round(m.tbt)} ms`, t.tbt ? `<= ${t.tbt} ms: ${mark(m.tbt <= t.tbt)}` : '');
  row('first contentful paint', `${(m.fcp / 1000).toFixed(1)} s`, '');
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length) console.log(`  ${preset}: audits not passed in some run: ${failing.join(', ')}`);
  console.log(`  ${preset}: each run's performance: ${runs.map((r) => r.performance).join(', ')}`);
}

const opts = parseArgs(process.argv.slice(2));
if (!fs.existsSync(path.join(opts.site, 'index.html'))) {
  console.error(`no built site in ${opts.site}: run scripts/play (or build the web preset) first`);
  process.exit(1);
}
ensureLighthouse();
const chrome = chromiumPath();
const reports = path.join(home, 'reports');
fs.mkdirSync(reports, { recursive: true });
const server = await serve(opts.site, 0, { gzip: true });
const results = {};
try {
  for (const preset of opts.presets) {
    results[preset] = [];
    for (let i = 1; i <= opts.runs; i++) {
      process.stdout.write(`Lighthouse ${preset}, run ${i} of ${opts.runs}...\n`);
      results[preset].push(await runOnce(server.url, preset, path.join(reports, `${preset}-${i}.json`), chrome));
    }
  }
} catch (e) {
  console.error(e.message);
  process.exitCode = 1;
} finally {
  await server.close();
}
console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}, ${opts.site} on loopback (gzip), median of ${opts.runs} run(s); reports in build/lighthouse/reports/`);
console.log(`| preset  | ${'figure'.padEnd(24)} | ${'median'.padStart(9)} | ${'target'.padEnd(16)} |`);
console.log(`| ---     | ${'---'.padEnd(24)} | ${'---'.padStart(9)} | ${'---'.padEnd(16)} |`);
for (const preset of Object.keys(results)) if (results[preset].length) summarize(preset, results[preset]);
