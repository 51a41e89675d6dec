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

// "FFR2" + base64url(2, game id, seats, seed, options, the number of moves, the moves, CRC-32 of
// all that). Each move is its index among the legal moves at that point, range coded
// (core/engine/move_coder.h): a forced move costs nothing, a choice among n about log2(n) bits. A
// 6,594-action Assault Edge game takes 1,288 characters (FFR1: 8,871).
// "FFR1": the same fields with version 1 and each index a varint byte (about 1.35 characters per
// move). Kept for resume saves (core/match/links.cpp says why); the parser reads both.
enum class CodeFormat { kCompressed, kPlain };  // FFR2, FFR1
std::string replay_code(const State& state, CodeFormat format = CodeFormat::kCompressed);
// Accepts a code, or a link containing "replay=CODE"; white space inside is ignored (codes get
// wrapped when pasted). A mistyped code is refused: "the code is mistyped (checksum ...)". The
// code's game is looked up in `games`.
Result<std::unique_ptr<State>> parse_replay_code(const GameList& games, std::string_view text);

// CRC-32 (IEEE) of bytes, for the checksum above.
uint32_t crc32(std::string_view bytes);
// A code around any payload, with its checksum made to match: lets the fuzzer reach the decoding
// behind the checksum (the game lookup, the options, every move's replay). FFR1 if the payload's
// first byte (the format version) is 1, else FFR2.
std::string replay_code_from_payload(std::string_view payload);

}  // namespace ff
