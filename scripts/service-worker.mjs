// Writes SITE/sw.js from web/sw.js: the site's files (every file of SITE but sw.js) and a version
// made from their contents (the first 12 hex digits of a SHA-256 over names and bytes), so each
// deployment gets its own cache and a page learns of a new one. Run by the web build after the
// site's files are in place (web/CMakeLists.txt); the browser test of updates runs it on a copy.
//   node scripts/service-worker.mjs SITE
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const site = process.argv[2];
if (!site || !fs.existsSync(site)) {
  console.error('usage: node scripts/service-worker.mjs SITE (a built site directory)');
  process.exit(2);
}
const template = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'sw.js');
const files = fs.readdirSync(site).filter((f) => f !== 'sw.js' && fs.statSync(path.join(site, f)).isFile()).sort();
const hash = crypto.createHash('sha256');
for (const f of files) hash.update(f + '\0').update(fs.readFileSync(path.join(site, f)));
const version = hash.digest('hex').slice(0, 12);
const text = fs.readFileSync(template, 'utf8')
  .replace("'__FF_VERSION__'", JSON.stringify(version))
  .replace('/*__FF_FILES__*/[]', JSON.stringify(files));
fs.writeFileSync(path.join(site, 'sw.js'), text);
console.log(`service worker ${version}: ${files.length} files`);
