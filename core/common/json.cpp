#include "core/common/json.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>

namespace ff {

namespace {

// True when one of the 8 bytes of `w` is a control character, '"' or '\\' (bit hacks' "haszero"
// and "hasless": exact for whether such a byte exists). JSON of whole logs is quoted in every view
// and save: this skips 8 plain bytes at a time.
bool needs_escape8(uint64_t w) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kHighs = 0x8080808080808080ull;
  const auto has_zero = [](uint64_t x) { return ((x - kOnes) & ~x & kHighs) != 0; };
  const bool control = ((w - kOnes * 0x20) & ~w & kHighs) != 0;
  return control || has_zero(w ^ (kOnes * '"')) || has_zero(w ^ (kOnes * '\\'));
}

}  // namespace

void json_quote_to(std::string& out, std::string_view s) {
  out += '"';
  size_t run = 0;  // where the characters copied as they are began: copied in one append
  for (size_t i = 0; i < s.size(); ++i) {
    while (i + 8 <= s.size()) {
      uint64_t w;
      std::memcpy(&w, s.data() + i, 8);
      if (needs_escape8(w)) break;
      i += 8;
    }
    if (i == s.size()) break;
    const unsigned char ch = static_cast<unsigned char>(s[i]);
    if (ch >= 0x20 && ch != '"' && ch != '\\') continue;
    out.append(s.data() + run, i - run);
    run = i + 1;
    switch (ch) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default: {
        const char hex[] = "0123456789abcdef";
        const char esc[] = {'\\', 'u', '0', '0', hex[ch >> 4], hex[ch & 15]};
        out.append(esc, sizeof esc);
      }
    }
  }
  out.append(s.data() + run, s.size() - run);
  out += '"';
}

std::string json_quote(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
  json_quote_to(out, s);
  return out;
}

JsonWriter& JsonWriter::value(double v) {
  if (!std::isfinite(v)) return null();
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return raw(buf);
}

JsonWriter& JsonWriter::cards(const std::vector<Card>& cs) {
  begin_array();
  for (Card c : cs) card(c);
  return end_array();
}

}  // namespace ff
