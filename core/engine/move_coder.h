// The moves of a replay code as few bytes as they can take (the "FFR2" codes, replay_code.h): each
// move is its index among the `n` legal moves at that point, and an adaptive binary range coder
// spends on it about log2(n) bits at first (a forced move, n = 1, costs nothing), fewer where the
// players keep choosing alike (the first or the last of the list, say).
//
// The index is written as its binary digits, top first; each digit is coded with a probability
// kept for (n, capped at 64; the digits above it), which starts at the share of the moves on each
// side (so an unseen context costs what a uniform choice costs) and follows what was chosen there.
// Measured (ideal code lengths) on bot games of all five games (Easy's heuristic and Hard) and on
// a 6,594-action Assault Edge game of random dawdling: against coding each move as a uniform
// choice among n, from 4% more (Head-to-Head Poker, Crossfire: about 10 bits a game) to 25% less
// (Assault Edge, Easy against Easy), the same on the long game (7,255 bits against 7,251); within 4%
// of the best of the variants tried on each set (contexts by n capped at 8, 16, 32 or 64, by the
// previous move, first/last/middle classes, other prior weights and count limits). The real codes
// are in `fivefronts bench --codes` and `bench --long`.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ff {

// The shared model: probabilities for each (n, digit) context. Encoder and decoder walk it alike.
class MoveModel {
 public:
  MoveModel();
  // Walks the digits of an index below n, top first: `digit(p0, depth)` gets the probability (of 4096)
  // that digit `depth` (1 << depth) is 0 and returns it (the encoder's known one, the decoder's decoded
  // one); digits the bound n leaves no choice about are not asked. Returns the index.
  template <class Digit>
  uint32_t walk(uint32_t n, Digit&& digit);

 private:
  std::array<uint16_t, 2>& counts(uint32_t n, uint64_t node, int depth, uint64_t size0, uint64_t size1);
  std::vector<std::array<uint16_t, 2>> counts_;  // 0, 0: not used yet
};

class MoveEncoder {
 public:
  void put(uint32_t index, uint32_t n);  // index < n
  std::string finish();                  // the bytes; the encoder is spent
 private:
  void bit(int b, uint32_t p0);
  void shift_low();
  MoveModel model_;
  uint64_t low_ = 0;
  uint32_t range_ = 0xFFFFFFFFu;
  uint8_t cache_ = 0;
  bool started_ = false;
  uint64_t pending_ = 0;  // 0xFF bytes waiting behind cache_ for a carry
  std::string out_;
};

// Any bytes decode to some indices (each below its n): the code's checksum is what refuses a
// damaged code. Reading past the end reads zeros (the encoder drops trailing zero bytes).
class MoveDecoder {
 public:
  explicit MoveDecoder(std::string_view bytes);
  uint32_t get(uint32_t n);
  // Bytes the moves did not use: a valid code has none.
  bool unused_bytes() const { return pos_ < in_.size(); }

 private:
  uint8_t next();
  MoveModel model_;
  std::string_view in_;
  size_t pos_ = 0;
  uint32_t range_ = 0xFFFFFFFFu, code_ = 0;
};

}  // namespace ff
