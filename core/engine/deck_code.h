// Deck codes, the short texts that carry a custom army (Assault Edge's "AE1-...", Ground Assault's
// "GA1-..."): the game packs its counts as bits, and the code is a prefix, then the bits and the
// low bits of their CRC-32, six to a base64url letter. The games decide what the bits hold.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/result.h"

namespace ff {

// A most-significant-bit-first bit string.
struct DeckBits {
  std::vector<bool> v;
  void put(uint32_t value, int n) {
    for (int i = n - 1; i >= 0; --i) v.push_back((value >> i) & 1);
  }
  // The next `n` bits from `at` (zeros past the end).
  uint32_t get(size_t& at, int n) const {
    uint32_t x = 0;
    for (int i = 0; i < n; ++i) x = x << 1 | (at < v.size() && v[at++] ? 1u : 0u);
    return x;
  }
};

// `prefix`, then `data` and the low `check_bits` of the CRC-32 of its bytes (the last byte padded
// with zeros), as base64url letters. data bits + check_bits must be a multiple of 6.
std::string write_deck_code(std::string_view prefix, const DeckBits& data, int check_bits);
// The `data_bits` data bits of a code, or why the text is not one ("not a deck code (AE1- and 21
// letters)", "not a deck code: '!' is not one of its letters", "the checksum does not match: the
// code is mistyped").
Result<DeckBits> read_deck_code(std::string_view code, std::string_view prefix, int data_bits, int check_bits);

}  // namespace ff
