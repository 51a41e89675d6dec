// The computer thinks in a Web Worker (worker/): a whole game against Hard in which the page's main
// thread never runs a search, and the same game's start with the worker switched off (a browser
// without Worker support) where the page searches in slices: both give the same record, move for
// move; the native engine replays it to the same end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, openBrowser, waitReady, waitFor, hookState, chooser, playOneMove, nativeReplay } from './lib.mjs';

const QUERY = '?game=head-to-head-poker&seed=77&vs=computer&level=hard';

// Plays the game from QUERY (to the end, or `moves` of the player's moves) and returns the hook
// state, with `record_at` the record after `compareAt` of the player's moves.
async function play(server, { worker, moves = Infinity, compareAt = 0 }) {
  const b = await openBrowser();
  if (!worker) await b.page.context().addInitScript(() => { window.ffNoWorker = true; });
  await b.page.goto(server.url + QUERY);
  await waitReady(b.page, 'table');
  const pick = chooser(5);
  let recordAt = null;
  for (let n = 0; ; n++) {
    if (n === compareAt) {  // at the player's turn: every computer move before it made
      await waitFor(b.page, () => { const t = window.fivefronts.state().summary; return t.terminal || t.human_turn; }, null, 120000);
      recordAt = (await hookState(b.page)).summary.record;
    }
    if (n >= moves || (await playOneMove(b.page, pick)).done) break;
  }
  const final = { ...(await hookState(b.page)), record_at: recordAt };
  await b.browser.close();
  assert.deepEqual(b.errors, [], 'no page errors');
  return final;
}

const quantile = (xs, f) => { const v = [...xs].sort((a, b) => a - b); return v.length ? v[Math.min(v.length - 1, Math.floor(f * v.length))] : 0; };

test('the computer thinks in the worker: a whole game at Hard, no search on the main thread; without a worker the page gives the same game', async () => {
  const server = await serve();
  try {
    const t0 = Date.now();
    const inWorker = await play(server, { worker: true, compareAt: 3 });
    const s = inWorker.summary;
    assert.equal(s.worker, 'ready');
    assert.ok(s.computer_moves > 0, 'the computer moved');
    assert.ok(s.worker_answers >= s.computer_moves, `every computer move came from the worker (${s.worker_answers} answers, ${s.computer_moves} moves)`);
    assert.equal(s.page_search_slices, 0, 'the main thread never searched');
    assert.equal(s.worker_trouble, '');
    const frames = inWorker.thinking_frames_ms;
    console.log(`worker: ${s.computer_moves} computer moves; main-thread frames while it thought: ${frames.length}, ` +
                `median ${quantile(frames, 0.5).toFixed(1)} ms, p95 ${quantile(frames, 0.95).toFixed(1)} ms; ` +
                `longest frame of the game ${inWorker.longest_frame_ms.toFixed(1)} ms; slowest move ${s.max_think_ms.toFixed(0)} ms`);

    // Without a worker: the first three of the player's moves (the page's slices are slow at Hard's
    // budget), then the records are compared.
    const t1 = Date.now();
    const onPage = await play(server, { worker: false, moves: 3, compareAt: 3 });
    console.log(`whole game with the worker ${((t1 - t0) / 1000).toFixed(0)} s; three moves on the page ${((Date.now() - t1) / 1000).toFixed(0)} s`);
    assert.match(onPage.summary.worker, /^failed: no Web Worker/);
    assert.ok(onPage.summary.page_search_slices > 0, 'without a worker the page searched in slices');
    assert.equal(onPage.summary.worker_answers, 0);
    assert.ok(inWorker.record_at && onPage.record_at);
    assert.equal(onPage.record_at, inWorker.record_at, 'the worker chose exactly the moves the page would have');

    const native = nativeReplay(s.record);
    assert.deepEqual(native.returns, s.returns, 'the native engine replays the record to the same end');
  } finally {
    await server.close();
  }
});
