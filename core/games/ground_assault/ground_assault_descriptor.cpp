// Ground Assault described once (core/engine/descriptor.h): its Game, its View's JSON, its standing
// for the result screen, and its rules for the Rules screen.
#include <algorithm>

#include "core/games/ground_assault/ground_assault.h"

#include "core/engine/descriptor.h"

namespace ff {
namespace ground_assault {

// The objectives each player still has (a player with none left is out, as is one with no units
// in play).
std::vector<double> standing(const View& v) {
  std::vector<double> out;
  for (const SeatView& p : v.players)
    out.push_back(static_cast<double>(std::count_if(p.objectives.begin(), p.objectives.end(), [](const SlotView& o) { return o.occupied; })));
  return out;
}

namespace {

std::string standing_label(int /*seats*/) {
  return "Objectives left";
}

std::string rules() { return rules_text(); }

std::string section_for(const State& st) {
  switch (view(st, 0).phase) {
    case Phase::kDeploy: return "setup";
    case Phase::kGameOver: return "winning";
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
  static const GameRulesDoc d{&ground_assault_game, &rules, &section_for};
  return d;
}

}  // namespace ground_assault
}  // namespace ff
