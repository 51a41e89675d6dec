// scripts/ladder.mjs sums runs of one step (--chunk, --import, --sum): runs at seeds S, S + N, ...
// give the very figure and command line of the one run at seed S, and anything else is refused.
// FF_TOOL names the native fivefronts (ctest sets it).
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { parseLadder, sumRuns } from '../../scripts/ladder.mjs';

function ladder(...args) {
  const r = spawnSync(process.env.FF_TOOL, ['arena', '--ladder', '--game', 'trick-duel', '--steps', 'normal-easy', '--jobs', '1', ...args],
                      { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}
const table = (text) => text.slice(text.indexOf('| game, players'));

test('runs of 4 games at seeds 3 and 7 sum to the run of 8 at seed 3', () => {
  const whole = ladder('--games', '8', '--seed', '3');
  const parts = [ladder('--games', '4', '--seed', '7'), ladder('--games', '4', '--seed', '3')].map(parseLadder);
  const summed = sumRuns(parts);
  assert.equal(table(summed), table(whole));
  assert.match(summed, /^Ladder: Trick Duel, 2, 8 games a step \(game seeds 3-10\), seats rotating\n/);
  const seat = (t) => /by seat[^\n]*/.exec(t)[0];
  assert.equal(seat(summed), seat(whole));
});

test('runs that do not make one run are refused', () => {
  const a = parseLadder(ladder('--games', '4', '--seed', '3'));
  assert.throws(() => sumRuns([a, parseLadder(ladder('--games', '4', '--seed', '8'))]), /must follow one another \(expected seed 7\)/);
  assert.throws(() => sumRuns([parseLadder(ladder('--games', '3', '--seed', '3')), parseLadder(ladder('--games', '4', '--seed', '6'))]),
                /not a whole turn of the seats \(2\)/);
  const hard = parseLadder(ladder('--games', '4', '--seed', '7').replaceAll('normal-easy', 'hard-normal').replace('Normal vs Easy', 'Hard vs Normal'));
  assert.throws(() => sumRuns([a, hard]), /another configuration or step/);
  assert.throws(() => sumRuns([parseLadder('no table here')]), /one step of `arena --ladder`/);
});

test("a free-for-all's runs are refused", () => {
  const r = spawnSync(process.env.FF_TOOL, ['arena', '--ladder', '--game', 'trick-duel', '--seats', '3', '--steps', 'normal-easy',
                                            '--games', '3', '--seed', '3', '--jobs', '1'], { encoding: 'utf8' });
  assert.throws(() => sumRuns([parseLadder(r.stdout)]), /free-for-all/);
});
