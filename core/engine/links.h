// The text forms a game travels in outside the engine: replay codes (short, checksummed, for
// sharing), the resume save kept in browser storage, and URL parameters for shared deals.
// Every parser here refuses bad input with a reason and never crashes (fuzzed by tests/fuzz).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine/game.h"

namespace ff {

// ---- Replay codes ----------------------------------------------------------------------------
// "FFR1" + base64url(game id, seats, seed, options, each action as its index among the legal
// actions at that point, CRC-32 of all that). About 1.5 characters per action.
std::string replay_code(const State& state);
// Accepts a code, or a link containing "replay=CODE"; white space inside is ignored (codes get
// wrapped when pasted). A mistyped code is refused: "the code is mistyped (checksum ...)".
Result<std::unique_ptr<State>> parse_replay_code(std::string_view text);

// ---- Resume saves ----------------------------------------------------------------------------
// What a browser session needs to continue a game: who is a computer, the level, and the game.
struct SavedGame {
  std::vector<bool> computer;  // per seat
  int level = 2;               // 0 Easy, 1 Normal, 2 Hard
  std::unique_ptr<State> state;
};
constexpr int kSaveVersion = 1;
// "FFS1 level=2 computer=01 <replay code>"
std::string save_game(const State& state, const std::vector<bool>& computer, int level);
// Refuses saves from another format version ("saved by an older version ...") and corrupt ones.
Result<SavedGame> load_game(std::string_view text);

// ---- Shared deals in URL parameters -----------------------------------------------------------
// ?game=head-to-head-poker&seed=42&vs=computer&level=hard&seats=2&mode=ante
// Keys: game, seed, seats, vs (computer | friends), level (easy | normal | hard), replay (a code),
// guide (1 | 0), and the game's own option keys. Option values are checked against the game.
struct DealLink {
  std::string game_id;
  bool has_seed = false;
  uint64_t seed = 0;
  int seats = 0;            // 0: the game's minimum
  bool vs_computer = true;
  int level = 2;
  Options options;          // resolved: defaults filled in
  std::string replay;       // a replay code to open instead of a new game
  bool guided = false;      // guide=1: the guided first game (with the game's guided options)
  bool empty() const { return game_id.empty() && replay.empty(); }
};
// `query` with or without the leading '?'. Percent-decodes. Every bad or unknown parameter is
// named in the error (all of them, not only the first).
Result<DealLink> parse_deal_query(std::string_view query);
std::string deal_query(const DealLink& link);

// CRC-32 (IEEE) of bytes, for the checksums above.
uint32_t crc32(std::string_view bytes);

}  // namespace ff
