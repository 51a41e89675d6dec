// Assault Edge: the per-seat view, its JSON, and the rules for players.
#include <algorithm>
#include <array>
#include <string>

#include "core/common/json_read.h"
#include "core/engine/event_json.h"
#include "core/games/assault_edge/assault_edge.h"
#include "core/games/assault_edge/assault_edge_state.h"

namespace ff::assault_edge {

namespace {

PlayerView player_view(const AeState& s, int p, int seat) {
  PlayerView pv;
  pv.army = static_cast<int>(s.config_.army[p]);
  if (s.config_.custom[p]) pv.code = s.options().at("army" + std::to_string(p + 1));
  for (int k = 0; k < 3; ++k) pv.deck[static_cast<size_t>(k)] = static_cast<int>(s.decks_[p][k].size());
  for (uint8_t c : s.discard_[p]) pv.discard.push_back(s.card_of(p, c));
  for (int k = 0; k < 2; ++k) {
    pv.facilities[static_cast<size_t>(k)].face_up = s.fac_up_[p][k];
    pv.facilities[static_cast<size_t>(k)].facility = (s.fac_up_[p][k] || p == seat) ? s.fac_[p][k] : -1;
  }
  for (const Unit& u : s.units_)
    if (u.owner == p && u.slot > 0) pv.unique_rail[static_cast<size_t>(u.slot - 1)] = s.card_of(p, u.unique);
  pv.hand = static_cast<int>(s.hand_[p].size());
  for (const Unit& u : s.units_)
    if (u.owner != p && s.in_spawn_zone(p, u.sq)) pv.blocked_spawn.push_back(u.sq);
  return pv;
}

UnitView unit_view(const AeState& s, const Unit& u) {
  UnitView uv;
  uv.id = u.id, uv.owner = u.owner, uv.sq = u.sq;
  uv.atk = s.atk_of(u), uv.hp = u.hp, uv.max_hp = u.max_hp, uv.temp_hp = u.temp, uv.spd = s.spd_of(u);
  uv.spd_left = u.spd_left, uv.range = s.range_of(u);
  for (int e = 0; e < kNumElements; ++e)
    if (u.elements >> e & 1) uv.elements.push_back(element_name(e));
  for (int a = 0; a < kNumArchetypes; ++a)
    if (u.archetypes >> a & 1) uv.archetypes.push_back(archetype_name(a));
  static const std::pair<int, const char*> effects[] = {
      {kDemolisher, "Demolisher"}, {kEbb, "Ebb"}, {kRadiance, "Radiance"}, {kDrain, "Drain"}, {kUplink, "Uplink"}};
  for (auto [bit, name] : effects)
    if (u.effects & bit) uv.effects.push_back(name);
  for (uint8_t e : u.equip) uv.equipment.push_back(s.card_of(u.owner, e));
  uv.unique = u.unique >= 0 ? s.card_of(u.owner, u.unique) : -1;
  uv.slot = u.slot;
  uv.state = sub_id(u.sub);
  uv.attacked = u.attacked;
  uv.active = u.id == s.active_;
  return uv;
}

}  // namespace

View view(const State& state, int seat) { return view(state, seat, 0); }

View view(const State& state, int seat, size_t events_from) {
  View v;
  v.seat = seat;
  const AeState* of = Registration::state_of(state);
  if (!of) return v;  // another game's State
  const AeState& s = *of;
  v.phase = s.phase_;
  v.to_act = s.current_player();
  v.turn_player = s.turn_player_;
  v.first_player = s.first_;
  v.turn = s.turns_;
  v.turn_limit = s.turn_limit_;
  v.active_unit = s.active_;
  if (s.decision_ == Decision::kOrder) v.sub_phase = "order";
  else if (s.decision_ != Decision::kNone) v.sub_phase = "resolving";
  else if (!s.chain_.empty()) v.sub_phase = "chain";
  else if (s.window_) v.sub_phase = "window";
  else if (s.reselect_pending_) v.sub_phase = "reselect";
  else if (const Unit* a = s.unit_by_id(s.active_)) v.sub_phase = sub_id(a->sub);
  for (int p = 0; p < 2; ++p) v.players[static_cast<size_t>(p)] = player_view(s, p, seat);
  for (const Unit& u : s.units_) v.units.push_back(unit_view(s, u));
  if (seat != kObserver)  // the public view holds no hand (each seat's count is in `players`)
    for (uint8_t c : s.hand_[seat]) v.hand.push_back(s.card_of(seat, c));
  for (auto [target, points] : s.declared())
    v.declaration.push_back(target >= kTgtDeck ? DeclaredView{-1, target - kTgtDeck, points} : DeclaredView{target, -1, points});
  for (const Link& l : s.chain_)
    v.chain.push_back(LinkView{l.owner, l.card, s.link_text(l), l.negated, static_cast<int>(l.cost_hand.size() + l.cost_deck.size())});
  if (seat != kObserver && s.looking() && s.decider_ == seat)
    for (uint8_t c : s.look_) v.looking.push_back(s.card_of(s.scouted_deck_ / 3, c));
  for (const Link& l : s.starting_) v.starting.push_back(s.link_text(l));
  v.over = s.phase_ == Phase::kOver;
  if (v.over) v.result = {s.result_[0], s.result_[1]};
  v.moves = static_cast<int>(s.history().size());
  if (seat != kObserver && seat == v.to_act) v.routes = s.routes();
  v.turn_limit_reached = s.turn_limit_logged_;
  const size_t first = events_from > s.events_forgotten_ ? events_from - s.events_forgotten_ : 0;
  for (size_t i = first; i < s.events_->size(); ++i) {
    const EventRecord& e = (*s.events_)[i];
    const std::string text = event_text(e, Person::kThird);
    const bool third = e.seat < 0 || seat == kObserver;  // nobody is "you" in the public view
    v.events.push_back(Event{e.seat, text, third ? text : event_text(e, Person::kSecond, e.seat == seat), event_cue(e), event_tell(e)});
  }
  return v;
}

const char* square_id(int sq) {
  static const std::array<std::string, kSquares> names = [] {
    std::array<std::string, kSquares> out;
    for (int q = 0; q < kSquares; ++q) out[static_cast<size_t>(q)] = square_name(q);
    return out;
  }();
  return names[static_cast<size_t>(sq)].c_str();
}

const char* deck_code_name(int code) {
  static const char* const kDecks[] = {"P1 0", "P1 1", "P1 2", "P2 0", "P2 1", "P2 2"};
  return kDecks[code];
}

std::string to_json(const View& v) { return fields::to_json(v); }

// ---- reading a view back (an online guest's table) ------------------------------------------

namespace {

// Whether `s` is one of the `count` names name(i).
template <class F>
bool known(const std::string& s, int count, F&& name) {
  for (int i = 0; i < count; ++i)
    if (s == name(i)) return true;
  return false;
}

// The unit's names (elements, archetypes, effects, its sub-phase) the field list keeps as text.
std::string unit_problem(const UnitView& u, const std::string& at) {
  static const char* const kEffects[] = {"Demolisher", "Ebb", "Radiance", "Drain", "Uplink"};
  for (const std::string& e : u.elements)
    if (!known(e, kNumElements, element_name)) return at + "elements: \"" + e + "\" is not a known name";
  for (const std::string& a : u.archetypes)
    if (!known(a, kNumArchetypes, archetype_name)) return at + "archetypes: \"" + a + "\" is not a known name";
  for (const std::string& e : u.effects)
    if (!known(e, 5, [](int k) { return kEffects[k]; })) return at + "effects: \"" + e + "\" is not a known name";
  if (!known(u.state, static_cast<int>(Sub::kDone) + 1, [](int k) { return sub_id(static_cast<Sub>(k)); }))
    return at + "state: \"" + u.state + "\" is not a known name";
  return "";
}

// What the field list cannot check: names kept as text, a custom army's code, the active unit
// among the units, one target per declaration, a result once over, routes ending at their end.
// The first problem, or "".
std::string view_problem(const View& v) {
  // "" or a response point's word, else the active unit's sub-phase.
  static const char* const kSubPhases[] = {"", "window", "chain", "resolving", "reselect", "order"};
  if (!known(v.sub_phase, 6, [](int i) { return kSubPhases[i]; }) &&
      !known(v.sub_phase, static_cast<int>(Sub::kDone) + 1, [](int k) { return sub_id(static_cast<Sub>(k)); }))
    return "sub_phase: \"" + v.sub_phase + "\" is not a known name";
  for (size_t p = 0; p < v.players.size(); ++p)
    if ((v.players[p].army == static_cast<int>(ArmyId::kCustom)) == v.players[p].code.empty())
      return "players[" + std::to_string(p) + "].code: a custom army, and only one, has a deck code";
  for (size_t i = 0; i < v.units.size(); ++i)
    if (std::string why = unit_problem(v.units[i], "units[" + std::to_string(i) + "]."); !why.empty()) return why;
  if (v.active_unit >= 0 && std::none_of(v.units.begin(), v.units.end(), [&](const UnitView& u) { return u.id == v.active_unit; }))
    return "active_unit: no unit " + std::to_string(v.active_unit);
  for (size_t i = 0; i < v.declaration.size(); ++i)
    if ((v.declaration[i].deck >= 0) == (v.declaration[i].square >= 0)) return "declaration[" + std::to_string(i) + "]: a deck or a square";
  if (v.result.size() != (v.over ? 2u : 0u)) return "result: one per seat once over, else none";
  for (size_t i = 0; i < v.routes.size(); ++i)
    if (v.routes[i].steps.back() != v.routes[i].to) return "routes[" + std::to_string(i) + "].steps: the last step is not the route's end";
  return event_seat_problem(v.events, 2);
}

}  // namespace

Result<View> view_from_json(std::string_view json) {
  auto v = fields::from_json<View>(json, "view");
  if (!v) return v;
  if (std::string why = view_problem(*v); !why.empty()) return make_error("view: " + why);
  return v;
}

std::string rules_text() {
  std::string r =
      "# How to play\n"
      "Assault Edge: spawn units, march them across the board and attack the enemy's decks.\n\n"
      "- Each turn a basic unit spawns, you draw one card, then play cards and activate each unit once: move, "
      "attack, move again.\n"
      "- Each point of damage to a deck discards its top card.\n"
      "- Damage the enemy's Command Deck while it is empty to win.\n"
      "[[example:ae-unit-token]]\n\n"
      "# Goal\n"
      "Two players each feed a 9 x 7 battlefield from three decks: Research (15, blue), Command (30, red) and "
      "Barracks (15, yellow). Each point of damage to a deck discards its top card. You win when your opponent's "
      "Command Deck takes damage while it is empty; being unable to draw is not a loss.\n\n"
      "# Setup\n"
      "- Two facility cards face down.\n"
      "- A coin flip decides the first player.\n"
      "- Each player draws 5 cards one at a "
      "time, choosing the deck for each.\n\n"
      "# A turn\n"
      "- Spawn: ready your units, start-of-turn effects in the order you choose, a basic unit on the rightmost free square of your spawn "
      "zone.\n"
      "- Draw: one card from any deck; the first player skips the first draw; no hand limit.\n"
      "- Combat: play cards "
      "and activate each unit once: Move 1 up to its Speed, Battle - split its Attack among enemy units and decks in "
      "range (adjacent, or 2 with reach), Move 2 with the speed left.\n"
      "- End: Attack and Speed refresh, temporary HP "
      "is lost, turn one face-down facility face up.\n"
      "[[example:ae-move-and-attack]]\n\n"
      "UNITS start at 1/1/1 plus the bonuses, elements, archetypes and effects of your face-up facilities when they "
      "spawn. Units pass through friends, never stop on them, and may not enter enemies. Nobody may fill all three "
      "squares of the opponent's spawn zone.\n\n"
      "# Winning\n"
      "Only damage to an empty Command Deck wins. Being unable to draw is not a loss.\n\n"
      "# Special cases\n"
      "QUICK cards answer in the opponent's turn at its response points: a card or effect is activated, a unit "
      "enters or ends a sub-phase (activated into Move 1, the end of Move 1, the end of Battle - skipped or after "
      "its damage - and the end of Move 2), or an attack is declared.\n\n"
      "Every response point asks the opponent, even "
      "with nothing playable, so a pass reveals nothing (\"No response\" is one tap; at one screen a setting can skip "
      "the points where nothing is playable).\n\n"
      "Answers form a chain that resolves last in, first out. Costs are paid "
      "on resolution; a negated card pays nothing.\n\n"
      "# Our rulings\n"
      "- A safety bound ends the game after " + std::to_string(kTurnsPerPlayer) +
      " turns per player (" + std::to_string(2 * kTurnsPerPlayer) + " turns): reaching it is a draw, whatever the decks hold; "
      "the table shows the turn count against the bound once it is near.\n"
      "- Start-of-turn effects resolve in the order their controller chooses; the opponent may answer them.\n"
      "- Countermand and Signal Jammer target only the opponent's cards and effects.\n"
      "- A heal that cannot heal is not offered.\n"
      "- The clog rule counts where a unit stops: passing through the third square of the opponent's spawn zone is legal.\n"
      "- No card may be played while an attack is being split or while the moving unit stands on a friend's square.\n\n"
      "# Facilities\n";
  for (int f = 0; f < kNumFacilities; ++f) {
    const Facility& fa = facility(f);
    r += std::string("- ") + fa.name + " (" + element_name(fa.element) + ", " + archetype_name(fa.archetype) + "): +" +
         std::to_string(fa.atk) + " ATK +" + std::to_string(fa.hp) + " HP +" + std::to_string(fa.spd) + " SPD. " + fa.text + "\n";
  }
  r += "\n# Cards\n";
  static const char* decks[3] = {"Research", "Command", "Barracks"};
  for (int t = 0; t < kNumCardTypes; ++t) {
    const CardType& c = card_type(t);
    std::string sub;
    if (c.subtypes & kQuick) sub += " Quick";
    if (c.subtypes & kEquipment) sub += " Equipment";
    if (c.subtypes & kUnitCard) sub += " Unit";
    if (c.subtypes & kTechnique) sub += " Technique";
    r += std::string("- ") + c.name + " [" + decks[c.deck] + sub + "]";
    if (c.subtypes & kUnitCard)
      r += " +" + std::to_string(c.atk) + " ATK +" + std::to_string(c.hp) + " HP +" + std::to_string(c.spd) + " SPD";
    r += ": ";
    if (*c.cost) r += std::string(c.cost) + ". ";
    r += std::string(c.text) + "\n";
  }
  r += "\n# Armies\n"
       "Each player plays a pre-built army or a custom one, shared as a deck code (AE1-...). A custom army has two "
       "different facilities, a Research Deck of 15 cards, a Command Deck of 30 and a Barracks Deck of 15, each card "
       "in its own deck and at most 3 copies of a card.\n\n";
  for (int a = 0; a < kNumArmies; ++a)
    r += std::string("- ") + army(a).name + ": facilities " + facility(army(a).facilities[0]).name + " and " +
         facility(army(a).facilities[1]).name + ".\n";
  return r;
}

}  // namespace ff::assault_edge
