// Small text helpers shared by the parsers.
#pragma once
#include <string_view>
#include <vector>

namespace ff {

// "a b  c" on ' ' -> {"a", "b", "", "c"}: every field, empty ones included; "" -> {""}.
inline std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> out;
  size_t i = 0;
  for (;;) {
    size_t end = text.find(sep, i);
    if (end == std::string_view::npos) {
      out.push_back(text.substr(i));
      return out;
    }
    out.push_back(text.substr(i, end - i));
    i = end + 1;
  }
}

}  // namespace ff
