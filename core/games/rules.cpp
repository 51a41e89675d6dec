// Each game's rules for players, by id (registry.h), through each game's rules_doc() from
// core/games/games.def. A file of its own, so that a program that never asks for the rules (the
// worker) links none of their text.
#include "core/games/registry.h"

namespace ff {

#define FF_GAME(folder)                \
  namespace folder {                   \
  const GameRulesDoc& rules_doc();     \
  }
#include "core/games/games.def"
#undef FF_GAME

namespace {

const GameRulesDoc* find_rules_doc(std::string_view id) {
  static const GameRulesDoc* const kDocs[] = {
#define FF_GAME(folder) &folder::rules_doc(),
#include "core/games/games.def"
#undef FF_GAME
  };
  for (const GameRulesDoc* d : kDocs)
    if (d->game().info.id == id) return d;
  return nullptr;
}

}  // namespace

std::string game_rules(std::string_view id) {
  const GameRulesDoc* d = find_rules_doc(id);
  return d ? d->text() : "";
}

std::string rules_section_for(const State& st) {
  const GameRulesDoc* d = find_rules_doc(st.info().id);
  return d ? d->section_for(st) : "";
}

}  // namespace ff
