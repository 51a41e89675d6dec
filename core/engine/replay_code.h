// Replay codes: a whole game as short text for sharing (the browser's Share, `fivefronts replay
// --code`). The parser refuses bad input with a reason and never crashes (fuzzed by tests/fuzz).
// Resume saves and URL deal links, which carry the front end's seating and level, are one layer up
// (core/match/links.h).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/engine/game.h"

namespace ff {

// "FFR1" + base64url(game id, seats, seed, options, each action as its index among the legal
// actions at that point, CRC-32 of all that). About 1.5 characters per action.
std::string replay_code(const State& state);
// Accepts a code, or a link containing "replay=CODE"; white space inside is ignored (codes get
// wrapped when pasted). A mistyped code is refused: "the code is mistyped (checksum ...)". The
// code's game is looked up in `games`.
Result<std::unique_ptr<State>> parse_replay_code(const GameList& games, std::string_view text);

// CRC-32 (IEEE) of bytes, for the checksum above.
uint32_t crc32(std::string_view bytes);
// A code around any payload, with its checksum made to match: lets the fuzzer reach the decoding
// behind the checksum (the game lookup, the options, every move's replay).
std::string replay_code_from_payload(std::string_view payload);

}  // namespace ff
