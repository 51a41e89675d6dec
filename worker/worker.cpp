// The computer's Web Worker: the rules core and the AI, without SDL or ImGui, in a wasm module of
// its own (think.js + think.wasm), so the page never searches on its main thread. ff-worker.js
// hands it each request text (core/match/think_request.h) and posts the answer back.
#include <emscripten.h>

#include <string>

#include "core/match/think_request.h"

// clock 0: the search ignores the level's time limit (tests that expect one exact move; ThinkPlace).
extern "C" EMSCRIPTEN_KEEPALIVE const char* ff_worker_answer(const char* request_text, int clock) {
  static ff::ThinkPlace place;  // the last game, extended by the next request when it continues it
  static std::string reply;
  place.clock = clock != 0;
  auto request = ff::parse_think_request(request_text ? request_text : "");
  if (!request) {
    reply = "ERR " + request.error();
    return reply.c_str();
  }
  auto answer = ff::answer_think_request(place, *request);
  reply = answer ? ff::think_answer_text(*answer) : "ERR " + answer.error();
  return reply.c_str();
}
