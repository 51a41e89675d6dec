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

namespace {

std::string head_to_head_section(const State& st) {
  using head_to_head::Phase;
  switch (head_to_head::view(st, 0).phase) {
    case Phase::kRespond: return "special-cases";  // Up the Ante
    case Phase::kGameOver: return "winning";
    default: return "a-turn";
  }
}

std::string crossfire_section(const State& st) {
  using crossfire::Phase;
  switch (crossfire::view(st, 0).phase) {
    case Phase::kBases: return "setup";
    case Phase::kGameOver: return "winning";
    default: return "a-turn";
  }
}

std::string poker_assault_section(const State& st) {
  using poker_assault::Phase;
  switch (poker_assault::view(st, 0).phase) {
    case Phase::kDraft: return "special-cases";  // the cross-faction draft, a variant
    case Phase::kChoice: return "special-cases";  // a card ability's choice
    case Phase::kGameOver: return "winning";
    default: return "a-turn";
  }
}

std::string ground_assault_section(const State& st) {
  using ground_assault::Phase;
  switch (ground_assault::view(st, 0).phase) {
    case Phase::kDeploy: return "setup";
    case Phase::kGameOver: return "winning";
    default: return "a-turn";
  }
}

std::string assault_edge_section(const State& st) {
  using assault_edge::Phase;
  const assault_edge::View v = assault_edge::view(st, 0);
  if (v.sub_phase == "window" || v.sub_phase == "chain") return "special-cases";  // Quick cards answer
  switch (v.phase) {
    case Phase::kSetup: return "setup";
    case Phase::kOver: return "winning";
    default: return "a-turn";
  }
}

}  // namespace

std::string rules_section_for(const State& st) {
  const std::string& id = st.info().id;
  if (id == "head-to-head-poker") return head_to_head_section(st);
  if (id == "crossfire") return crossfire_section(st);
  if (id == "poker-assault") return poker_assault_section(st);
  if (id == "ground-assault") return ground_assault_section(st);
  if (id == "assault-edge") return assault_edge_section(st);
  return "";
}

}  // namespace ff
