// The computer's worker module (think.js + think.wasm, worker/) loaded under node, for the scripts
// that time it (bench-worker.mjs, slowest-move.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function loadThinkModule(dir) {
  const factory = require(path.resolve(dir, 'think.js'));
  // The wasm bytes are handed over: Emscripten 3.1.6's loader would fetch() a file path under Node 20.
  return factory({ wasmBinary: fs.readFileSync(path.resolve(dir, 'think.wasm')) });
}
