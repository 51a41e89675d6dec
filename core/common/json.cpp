#include "core/common/json.h"

#include <cmath>
#include <cstdio>

namespace ff {

std::string json_quote(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
  out += '"';
  for (unsigned char ch : s) {
    switch (ch) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (ch < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", ch);
          out += buf;
        } else {
          out += static_cast<char>(ch);
        }
    }
  }
  out += '"';
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
