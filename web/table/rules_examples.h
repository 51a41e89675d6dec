// The Rules screen's drawn examples (issue 23): each game's rules text names them with
// [[example:<name>]] lines (core/games/rules_doc.h); this registry maps a name to the code that
// draws it with the game's own pieces (cards, tiles, tokens, dice, chips).
#pragma once
#include <string>
#include <vector>

#include "core/common/card.h"
#include "core/games/assault_edge/assault_edge.h"
#include "imgui.h"

namespace ff {

// Draws the example at the cursor of the current window, at most `width` wide, and moves the
// cursor below it.
using RulesExampleFn = void (*)(float width);
// The example named `name`, or null for a name nobody registered.
RulesExampleFn find_rules_example(const std::string& name);
std::vector<std::string> rules_example_names();

// The card and unit reference (issue 23): the sections of a game's rules text that list its cards
// or units ("faction-cards", "power-cards", "units", "cards") draw each entry as a picture with its
// text. The picture of entry `name` of section `slug`, drawn at `at` (nothing drawn when `dl` is
// null); returns its size, {0, 0} when the section or the entry has none.
bool is_reference_section(const std::string& slug);
ImVec2 rules_reference_picture(const std::string& slug, const std::string& name, ImDrawList* dl, ImVec2 at);

// The tables' own pieces the examples draw, each defined in its <game>_table.cpp.
struct RulesTile {
  Card card;
  int owner = 0;        // the seat whose bar it carries; -1 none
  bool joined = false;  // powered together with the next tile (they make 10)
  bool dead = false;    // not powered: dimmed and striped
};
void crossfire_rules_tiles(ImDrawList* dl, ImVec2 at, float cell, const std::vector<RulesTile>& tiles);
void poker_assault_rules_card(ImDrawList* dl, ImVec2 at, float cw, Card c, int faction, unsigned flags = 0);
void poker_assault_rules_power(ImDrawList* dl, ImVec2 a, ImVec2 b, int power);
void ground_assault_rules_token(ImDrawList* dl, ImVec2 a, float w, float h, int type, int seat, int counters);
void assault_edge_rules_token(ImDrawList* dl, const assault_edge::UnitView& u, ImVec2 a, float w);

}  // namespace ff
