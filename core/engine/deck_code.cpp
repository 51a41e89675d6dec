#include "core/engine/deck_code.h"

#include <cstring>

#include "core/engine/replay_code.h"

namespace ff {

namespace {

const char* const kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

uint32_t check_of(const DeckBits& b, int data_bits, int check_bits) {
  std::string bytes(static_cast<size_t>(data_bits + 7) / 8, '\0');
  for (int i = 0; i < data_bits; ++i)
    if (b.v[static_cast<size_t>(i)]) bytes[static_cast<size_t>(i / 8)] |= static_cast<char>(0x80 >> (i % 8));
  return crc32(bytes) & ((1u << check_bits) - 1);
}

}  // namespace

std::string write_deck_code(std::string_view prefix, const DeckBits& data, int check_bits) {
  DeckBits b = data;
  const int data_bits = static_cast<int>(data.v.size());
  b.put(check_of(data, data_bits, check_bits), check_bits);
  std::string out(prefix);
  size_t at = 0;
  for (int i = 0; i < (data_bits + check_bits) / 6; ++i) out += kAlphabet[b.get(at, 6)];
  return out;
}

Result<DeckBits> read_deck_code(std::string_view code, std::string_view prefix, int data_bits, int check_bits) {
  const size_t letters = static_cast<size_t>(data_bits + check_bits) / 6;
  if (code.substr(0, prefix.size()) != prefix || code.size() != prefix.size() + letters)
    return make_error("not a deck code (" + std::string(prefix) + " and " + std::to_string(letters) + " letters)");
  DeckBits b;
  for (char c : code.substr(prefix.size())) {
    const char* p = c ? std::strchr(kAlphabet, c) : nullptr;
    if (!p) return make_error("not a deck code: '" + std::string(1, c) + "' is not one of its letters");
    b.put(static_cast<uint32_t>(p - kAlphabet), 6);
  }
  size_t at = static_cast<size_t>(data_bits);
  if (b.get(at, check_bits) != check_of(b, data_bits, check_bits)) return make_error("the checksum does not match: the code is mistyped");
  b.v.resize(static_cast<size_t>(data_bits));
  return b;
}

}  // namespace ff
