#include "core/match/chat.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace ff {

namespace {

// The code point at text[i] and its length in bytes (0: not valid UTF-8 there).
size_t decode_utf8(std::string_view text, size_t i, uint32_t& cp) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b = byte(i);
  size_t n = 0;
  if (b < 0x80) return cp = b, 1;
  if (b >= 0xC2 && b <= 0xDF) n = 2, cp = b & 0x1F;
  else if (b >= 0xE0 && b <= 0xEF) n = 3, cp = b & 0x0F;
  else if (b >= 0xF0 && b <= 0xF4) n = 4, cp = b & 0x07;
  else return 0;
  if (i + n > text.size()) return 0;
  for (size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  const bool overlong = (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000);
  if (overlong || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) return 0;
  return n;
}

bool removed(uint32_t cp) {
  return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) || cp == 0xFEFF;
}

}  // namespace

int reaction_index(std::string_view id) {
  for (int i = 0; i < kReactionCount; ++i)
    if (id == kReactions[i].id) return i;
  return -1;
}

const char* reaction_text(std::string_view id) {
  const int i = reaction_index(id);
  return i < 0 ? "" : kReactions[i].text;
}

long utf8_chars(std::string_view text) {
  long count = 0;
  uint32_t cp = 0;
  for (size_t i = 0; i < text.size(); ++count) {
    const size_t n = decode_utf8(text, i, cp);
    if (n == 0) return -1;
    i += n;
  }
  return count;
}

Result<std::string> clean_chat_text(std::string_view text) {
  const long chars = utf8_chars(text);
  if (chars < 0) return make_error("a chat line is plain text in UTF-8: this one is not");
  if (chars > static_cast<long>(kChatMaxChars))
    return make_error("a chat line is at most " + std::to_string(kChatMaxChars) + " characters: this one has " + std::to_string(chars));
  std::string out;
  uint32_t cp = 0;
  for (size_t i = 0; i < text.size();) {
    const size_t n = decode_utf8(text, i, cp);
    const bool space = cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r';
    if (space) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else if (!removed(cp)) {
      out.append(text.substr(i, n));
    }
    i += n;
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  if (out.empty()) return make_error("an empty chat line");
  return out;
}

Status ChatRate::allow(double now) {
  while (!sent_.empty() && now - sent_.front() >= kChatWindowS) sent_.pop_front();
  if (static_cast<int>(sent_.size()) >= kChatBurst) {
    const int wait = std::max(1, static_cast<int>(std::ceil(kChatWindowS - (now - sent_.front()))));
    return make_error("too many chat lines: at most " + std::to_string(kChatBurst) + " in " + std::to_string(static_cast<int>(kChatWindowS)) +
                      " seconds; wait " + std::to_string(wait) + " s");
  }
  sent_.push_back(now);
  return {};
}

}  // namespace ff
