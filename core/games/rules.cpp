// Each game's rules for players, by id (registry.h). A file of its own, so that a program that never
// asks for the rules (the worker) links none of their text.
#include "core/games/assault_edge/assault_edge.h"
#include "core/games/crossfire/crossfire.h"
#include "core/games/ground_assault/ground_assault.h"
#include "core/games/head_to_head/head_to_head.h"
#include "core/games/poker_assault/poker_assault.h"
#include "core/games/registry.h"

namespace ff {

std::string game_rules(std::string_view id) {
  if (id == "head-to-head-poker") return std::string(head_to_head::rules_text()) + "\n\n" + head_to_head::rules_notes();
  if (id == "crossfire") return std::string(crossfire::rules_text()) + "\n\n" + crossfire::rules_notes();
  if (id == "poker-assault") return poker_assault::rules_text();
  if (id == "ground-assault") return ground_assault::rules_text();
  if (id == "assault-edge") return assault_edge::rules_text();
  return "";
}

}  // namespace ff
