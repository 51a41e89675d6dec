// A computer decision asked of another place than the page that shows the game: the browser's
// Web Worker (worker/), which runs the rules core and the AI in a second, small wasm module so the
// page never searches on its main thread. Only the game's record travels (game, seats, seed,
// options, actions): the engine is deterministic, so the worker rebuilds the same game, and the
// bot is seeded from the game exactly as on the page (core/ai/level.h), so the answer is the move
// the page would have chosen itself. Both texts are one line: they cross postMessage as strings.
// The parsers refuse bad input with a reason and never crash (fuzzed by tests/fuzz).
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ai/guide.h"
#include "core/ai/level.h"
#include "core/engine/game.h"

namespace ff {

// kHint: the player's move as Hard's search sees it (the guided game's guide too: core/ai/guide.h).
enum class ThinkKind { kMove, kHint };

struct ThinkRequest {
  ThinkKind kind = ThinkKind::kMove;
  Level level = Level::Hard;  // kHint always thinks at Hard
  std::string game_id;
  int seats = 0;
  uint64_t seed = 0;
  Options options;
  std::vector<Action> actions;
};

// "FFT1 move|hint hard <game> <seats> <seed> <k=v,...|-> <a,b,...|->"
std::string think_request_text(const State& state, ThinkKind kind, Level level);
Result<ThinkRequest> parse_think_request(std::string_view text);

struct ThinkAnswer {
  Action action = 0;
  double win = -1;       // the search's estimated chance to win (hints), or < 0
  double think_ms = 0;   // the worker's time for this answer (rebuilding the game included)
  SearchLook look;       // a hint's: what the search saw (the guide's reasons), at most kLookOptions moves
  // A hint's guide words (core/ai/guide.h), worked out where the search ran, so the page's main
  // thread does not play the guide's samples; absent from an older worker's answer.
  std::optional<GuideReasons> guide;
};
constexpr size_t kLookOptions = 8;
constexpr size_t kGuideWordsMax = 2000;  // bytes in each of the guide's words
// "FFA1 <action> <win> <ms>", a hint's with " <root visits> <option>;<option>..." after, each option
// "<action>:<visits>:<win>:<seat>.<action>/<seat>.<action>..." (its expected next steps, "-" for none),
// then "\t<why>\t<plan>\t<threat>" (the guide's words: a tab parts them, none holds a control character)
std::string think_answer_text(const ThinkAnswer& answer);
Result<ThinkAnswer> parse_think_answer(std::string_view text);

// The bot that thinks a decision of `kind` at `state`: a hint at Hard seeded with hint_seed, a move at
// `level` seeded with computer_move_seed, held to that level's time limit less `spent_ms` the decision
// already took (at least 1 ms; a negative `spent_ms`: no time limit, the budget alone). The worker
// and the page (without a worker) both make it here, so both give the same answer.
std::unique_ptr<Bot> make_think_bot(const State& state, ThinkKind kind, Level level, double spent_ms = 0);

// The worker's game: kept between requests, so a request that extends the last one's actions
// replays only the new ones (an Assault Edge game is thousands of actions).
struct ThinkPlace {
  ThinkRequest last;  // game, seats, seed, options and the actions `state` has seen
  std::unique_ptr<State> state;
  // The level's time limit applies (the worker's answer in time). Tests and the native/wasm
  // comparison turn it off: a budget of iterations alone gives the same answer on any machine.
  bool clock = true;
};
// Rebuilds (or extends) the place's game to the request's record and searches to the end of the
// level's budget. Refused, with the reason, if the record is not a game or the game is over.
Result<ThinkAnswer> answer_think_request(ThinkPlace& place, const ThinkRequest& request);

}  // namespace ff
