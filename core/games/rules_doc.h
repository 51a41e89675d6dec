// The Rules screen's text, read into sections (plain data: the front end draws it). Each game's
// rules text is written in a small markup:
//   # Title            starts a section (its slug: the title in lower case, spaces as '-')
//   - text             a bullet
//   [[example:name]]   a drawn example goes here (the front end's registry draws `name`)
//   blank line         ends a paragraph; other lines are paragraphs (consecutive lines join)
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace ff {

struct RulesBlock {
  enum Kind { kParagraph, kBullet, kExample };
  Kind kind = kParagraph;
  std::string text;  // the paragraph's or bullet's words; an example's name
};

struct RulesSection {
  std::string title;  // "" for text before the first heading
  std::string slug;   // "how-to-play", "a-turn", ... ("intro" before the first heading)
  std::vector<RulesBlock> blocks;
};

// The sections every game's Rules screen has, in this order (more may follow, e.g. "Faction cards").
inline constexpr const char* kRulesSections[] = {"How to play", "Goal", "Setup", "A turn", "Winning", "Special cases", "Our rulings"};

std::string rules_slug(std::string_view title);
std::vector<RulesSection> parse_rules(std::string_view text);
// The section of `sections` whose slug is `slug`, or -1.
int find_section(const std::vector<RulesSection>& sections, std::string_view slug);

}  // namespace ff
