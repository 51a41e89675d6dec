// Poker Assault described once (core/engine/descriptor.h): its Game, its View's JSON, its standing
// for the result screen, and its rules for the Rules screen.
#include "core/games/poker_assault/poker_assault.h"

#include "core/engine/descriptor.h"

namespace ff {
namespace poker_assault {

// Chips: the stack a player is knocked out at 0 with (four players: the team's).
std::vector<double> standing(const View& v) {
  std::vector<double> out;
  for (const SeatView& p : v.players) out.push_back(p.chips);
  return out;
}

namespace {

std::string standing_label(int /*seats*/) {
  return "Chips";
}

std::string rules() { return rules_text(); }

std::string section_for(const State& st) {
  switch (view(st, 0).phase) {
    case Phase::kDraft: return "special-cases";   // the cross-faction draft, a variant
    case Phase::kChoice: return "special-cases";  // a card ability's choice
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
  static const GameRulesDoc d{&poker_assault_game, &rules, &section_for};
  return d;
}

}  // namespace poker_assault
}  // namespace ff
