// The computer's Web Worker (a classic worker: no module workers, no special headers needed).
// Loads think.js/think.wasm (worker/worker.cpp) and answers the page's thinking requests in turn.
// In: {id, request, clock} (clock false: no time limit, the level's iterations alone).
// Out: {ready: true} once loaded, {id, answer} per request, {failed: why} if the
// module cannot load (the page then thinks itself, in slices).
'use strict';
var queue = [];
var think = null;

onmessage = function (e) {
  queue.push(e.data);
  drain();
};

function drain() {
  while (think && queue.length) {
    var msg = queue.shift();
    var answer;
    try {
      answer = think.ccall('ff_worker_answer', 'string', ['string', 'number'], [String(msg.request), msg.clock === false ? 0 : 1]);
    } catch (err) {
      answer = 'ERR the worker failed: ' + err;
    }
    postMessage({ id: msg.id, answer: answer });
  }
}

try {
  importScripts('think.js');
  FFThink().then(function (m) {
    think = m;
    postMessage({ ready: true });
    drain();
  }, function (err) {
    postMessage({ failed: 'the worker could not load: ' + err });
  });
} catch (err) {
  postMessage({ failed: 'the worker could not load: ' + err });
}
