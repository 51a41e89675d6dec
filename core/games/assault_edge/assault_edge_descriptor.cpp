// Assault Edge described once (core/engine/descriptor.h): its Game, its View's JSON, its standing
// for the result screen, and its rules for the Rules screen.
#include "core/games/assault_edge/assault_edge.h"

#include "core/engine/descriptor.h"

namespace ff {
namespace assault_edge {

// The cards left in each player's Command Deck (damage to an empty one loses).
std::vector<double> standing(const View& v) {
  std::vector<double> out;
  for (const PlayerView& p : v.players) out.push_back(p.deck[kCommand]);
  return out;
}

namespace {

std::string standing_label(int /*seats*/) {
  return "Command Deck cards";
}

std::string rules() { return rules_text(); }

std::string section_for(const State& st) {
  const View v = view(st, 0);
  if (v.sub_phase == "window" || v.sub_phase == "chain") return "special-cases";  // Quick cards answer
  switch (v.phase) {
    case Phase::kSetup: return "setup";
    case Phase::kOver: return "winning";
    default: return "a-turn";
  }
}

}  // namespace

const GameDescriptor& descriptor() {
  static const GameDescriptor d{&Registration::game, view_codec<Registration>(),
                                standing_through_view<Registration, &standing>, &standing_label};
  return d;
}

const GameRulesDoc& rules_doc() {
  static const GameRulesDoc d{&assault_edge_game, &rules, &section_for};
  return d;
}

}  // namespace assault_edge
}  // namespace ff
