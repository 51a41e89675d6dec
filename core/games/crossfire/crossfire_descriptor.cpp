// Crossfire described once (core/engine/descriptor.h): its Game, its View's JSON, its standing
// for the result screen, and its rules for the Rules screen.
#include "core/games/crossfire/crossfire.h"

#include "core/engine/descriptor.h"

namespace ff {
namespace crossfire {

// Four players: the victory points of the seat's team (6 win); two players, who win only by taking
// a base node: the piles each holds on the board (nodes, towers and seized piles).
std::vector<double> standing(const View& v) {
  std::vector<double> out(static_cast<size_t>(v.seats), 0);
  if (v.seats == 4 && v.points.size() >= 2) {
    for (int seat = 0; seat < 4; ++seat) out[seat] = v.points[seat % 2];
    return out;
  }
  for (const SlotView& s : v.slots) {
    const bool held = s.kind == Kind::kNode || s.kind == Kind::kTower || s.kind == Kind::kSeized;
    if (held && s.owner >= 0 && s.owner < v.seats) out[s.owner] += 1;
  }
  return out;
}

namespace {

std::string standing_label(int seats) {
  return seats == 4 ? "Victory points (team)" : "Piles held on the board";
}

std::string rules() { return std::string(rules_text()) + "\n\n" + rules_notes(); }

std::string section_for(const State& st) {
  switch (view(st, 0).phase) {
    case Phase::kBases: return "setup";
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
  static const GameRulesDoc d{&crossfire_game, &rules, &section_for};
  return d;
}

}  // namespace crossfire
}  // namespace ff
