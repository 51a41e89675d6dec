// Head-to-Head Poker described once (core/engine/descriptor.h): its Game, its View's JSON, its standing
// for the result screen, and its rules for the Rules screen.
#include "core/games/head_to_head/head_to_head.h"

#include "core/engine/descriptor.h"

namespace ff {
namespace head_to_head {

// The chips each player owns: in hand, plus what they have bet on Common cards still in play (a
// bet is not lost until its row is decided, so the line moves when a row is won).
std::vector<double> standing(const View& v) {
  std::vector<double> out(2, 0);
  for (int seat = 0; seat < 2; ++seat) {
    out[seat] = v.chips[seat];
    for (const CommonView& c : v.commons)
      if (!c.complete) out[seat] += c.bets[seat];
    if (v.bet.active) out[seat] += v.bet.put[seat];
  }
  return out;
}

namespace {

std::string standing_label(int /*seats*/) {
  return "Chips";
}

std::string rules() { return std::string(rules_text()) + "\n\n" + rules_notes(); }

std::string section_for(const State& st) {
  switch (view(st, 0).phase) {
    case Phase::kRespond: return "special-cases";  // Up the Ante
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
  static const GameRulesDoc d{&head_to_head_game, &rules, &section_for};
  return d;
}

}  // namespace head_to_head
}  // namespace ff
