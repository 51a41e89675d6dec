#include "core/games/rules_doc.h"

namespace ff {

std::string rules_slug(std::string_view title) {
  std::string s;
  for (char c : title) {
    if (c >= 'A' && c <= 'Z') s += static_cast<char>(c - 'A' + 'a');
    else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) s += c;
    else if (!s.empty() && s.back() != '-') s += '-';
  }
  while (!s.empty() && s.back() == '-') s.pop_back();
  return s;
}

namespace {

std::string_view trimmed(std::string_view line) {
  while (!line.empty() && (line.back() == ' ' || line.back() == '\r' || line.back() == '\t')) line.remove_suffix(1);
  return line;
}

// Adds `line` to the section's last paragraph (if `joining`) or as a new block.
void add_line(RulesSection& s, std::string_view line, bool& joining) {
  constexpr std::string_view kExample = "[[example:";
  if (line.substr(0, 2) == "- ") {
    s.blocks.push_back({RulesBlock::kBullet, std::string(line.substr(2))});
    joining = false;
  } else if (line.substr(0, kExample.size()) == kExample && line.size() > kExample.size() + 2 &&
             line.substr(line.size() - 2) == "]]") {
    s.blocks.push_back({RulesBlock::kExample, std::string(line.substr(kExample.size(), line.size() - kExample.size() - 2))});
    joining = false;
  } else if (joining && !s.blocks.empty()) {
    s.blocks.back().text += " " + std::string(line);
  } else {
    s.blocks.push_back({RulesBlock::kParagraph, std::string(line)});
    joining = true;
  }
}

}  // namespace

std::vector<RulesSection> parse_rules(std::string_view text) {
  std::vector<RulesSection> out;
  bool joining = false;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    const std::string_view line = trimmed(text.substr(0, end));
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    if (line.substr(0, 2) == "# ") {
      out.push_back({std::string(line.substr(2)), rules_slug(line.substr(2)), {}});
      joining = false;
      continue;
    }
    if (line.empty()) {
      joining = false;
      continue;
    }
    if (out.empty()) out.push_back({"", "intro", {}});
    add_line(out.back(), line, joining);
  }
  return out;
}

int find_section(const std::vector<RulesSection>& sections, std::string_view slug) {
  for (size_t i = 0; i < sections.size(); ++i)
    if (sections[i].slug == slug) return static_cast<int>(i);
  return -1;
}

}  // namespace ff
