// Assault Edge: the per-seat view, its JSON, and the rules for players.
#include <algorithm>
#include <limits>
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
  const AeState& s = static_cast<const AeState&>(state);
  View v;
  v.seat = seat;
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
  for (uint8_t c : s.hand_[seat]) v.hand.push_back(s.card_of(seat, c));
  v.declaration = s.declared();
  for (const Link& l : s.chain_)
    v.chain.push_back(LinkView{l.owner, l.card, s.link_text(l), l.negated, static_cast<int>(l.cost_hand.size() + l.cost_deck.size())});
  if (s.looking() && s.decider_ == seat)
    for (uint8_t c : s.look_) v.looking.push_back(s.card_of(s.scouted_deck_ / 3, c));
  for (const Link& l : s.starting_) v.starting.push_back(s.link_text(l));
  v.over = s.phase_ == Phase::kOver;
  if (v.over) v.result = {s.result_[0], s.result_[1]};
  v.moves = static_cast<int>(s.history().size());
  if (seat == v.to_act) v.routes = s.routes();
  v.turn_limit_reached = s.turn_limit_logged_;
  const size_t first = events_from > s.events_forgotten_ ? events_from - s.events_forgotten_ : 0;
  for (size_t i = first; i < s.events_->size(); ++i) {
    const EventRecord& e = (*s.events_)[i];
    const std::string text = event_text(e, Person::kThird);
    v.events.push_back(Event{e.seat, text, e.seat < 0 ? text : event_text(e, Person::kSecond), event_cue(e), event_tell(e)});
  }
  return v;
}

std::string to_json(const View& v) {
  JsonWriter j;
  j.begin_object();
  j.key("seat").value(v.seat).key("phase").value(phase_id(v.phase)).key("sub_phase").value(v.sub_phase);
  j.key("to_act").value(v.to_act).key("turn_player").value(v.turn_player).key("first_player").value(v.first_player);
  j.key("turn").value(v.turn).key("turn_limit").value(v.turn_limit).key("active_unit").value(v.active_unit);
  j.key("players").begin_array();
  for (const PlayerView& p : v.players) {
    j.begin_object().key("army").value(army(p.army).name);
    if (!p.code.empty()) j.key("code").value(p.code);
    j.key("decks").begin_array().value(p.deck[0]).value(p.deck[1]).value(p.deck[2]).end_array();
    j.key("discard").begin_array();
    for (int c : p.discard) j.value(card_type(c).name);
    j.end_array();
    j.key("facilities").begin_array();
    for (const FacilityView& f : p.facilities)
      j.begin_object().key("name").value(f.facility >= 0 ? facility(f.facility).name : "").key("face_up").value(f.face_up).end_object();
    j.end_array();
    j.key("unique_rail").begin_array();
    for (int c : p.unique_rail) j.value(c >= 0 ? card_type(c).name : "");
    j.end_array();
    j.key("hand").value(p.hand);
    j.key("blocked_spawn").begin_array();
    for (int sq : p.blocked_spawn) j.value(square_name(sq));
    j.end_array().end_object();
  }
  j.end_array();
  j.key("units").begin_array();
  for (const UnitView& u : v.units) {
    j.begin_object().key("id").value(u.id).key("owner").value(u.owner).key("square").value(square_name(u.sq));
    j.key("atk").value(u.atk).key("hp").value(u.hp).key("max_hp").value(u.max_hp).key("temp_hp").value(u.temp_hp);
    j.key("spd").value(u.spd).key("spd_left").value(u.spd_left).key("range").value(u.range);
    j.key("elements").values(u.elements).key("archetypes").values(u.archetypes).key("effects").values(u.effects);
    j.key("equipment").begin_array();
    for (int c : u.equipment) j.value(card_type(c).name);
    j.end_array();
    j.key("unique").value(u.unique >= 0 ? card_type(u.unique).name : "").key("slot").value(u.slot);
    j.key("state").value(u.state).key("attacked").value(u.attacked).key("active").value(u.active).end_object();
  }
  j.end_array();
  j.key("hand").begin_array();
  for (int c : v.hand) j.value(card_type(c).name);
  j.end_array();
  j.key("declaration").begin_array();
  for (auto [t, n] : v.declaration) {
    j.begin_object();
    if (t >= kTgtDeck) j.key("deck").value("P" + std::to_string((t - kTgtDeck) / 3 + 1) + " " + std::to_string((t - kTgtDeck) % 3));
    else j.key("square").value(square_name(t));
    j.key("points").value(n).end_object();
  }
  j.end_array();
  j.key("chain").begin_array();
  for (const LinkView& l : v.chain)
    j.begin_object().key("owner").value(l.owner).key("card").value(l.card >= 0 ? card_type(l.card).name : "").key("what").value(l.what).key("negated").value(l.negated).key("cost_cards").value(l.cost_cards).end_object();
  j.end_array();
  j.key("looking").begin_array();
  for (int c : v.looking) j.value(card_type(c).name);
  j.end_array();
  j.key("starting").values(v.starting);
  j.key("over").value(v.over).key("result").values(v.result);
  j.key("turn_limit_reached").value(v.turn_limit_reached).key("moves").value(v.moves);
  j.key("routes").begin_array();
  for (const Route& r : v.routes) {
    j.begin_object().key("to").value(square_name(r.to)).key("steps").begin_array();
    for (int sq : r.steps) j.value(square_name(sq));
    j.end_array().end_object();
  }
  j.end_array();
  j.key("events").begin_array();
  for (const Event& e : v.events) write_event_object(j, e);
  j.end_array();
  j.end_object();
  return j.str();
}

// ---- reading a view back (an online guest's table) ------------------------------------------

namespace {

constexpr int kMaxCards = 1000, kMaxValue = 1000;

int read_square(JsonFields& r, const JsonValue& v) { return r.pick(v, kSquares, [](int sq) { return square_name(sq); }); }
int read_card(JsonFields& r, const JsonValue& v) { return r.pick(v, kNumCardTypes, [](int t) { return card_type(t).name; }); }
// A card type's name, or "" for none (-1).
int read_card_or_none(JsonFields& r, const JsonValue& v) {
  return v.is(JsonValue::Type::kString) && v.text.empty() ? -1 : read_card(r, v);
}
std::vector<int> read_card_list(JsonFields& r, const JsonValue& o, std::string_view key) {
  std::vector<int> out;
  r.each(o, key, 0, kMaxCards, [&](const JsonValue& x, size_t) { out.push_back(read_card(r, x)); });
  return out;
}
// Strings each among `count` names.
template <class F>
std::vector<std::string> read_names(JsonFields& r, const JsonValue& o, std::string_view key, int count, F&& name) {
  std::vector<std::string> out;
  r.each(o, key, 0, static_cast<size_t>(count), [&](const JsonValue& x, size_t) { out.push_back(name(r.pick(x, count, name))); });
  return out;
}

PlayerView read_player(JsonFields& r, const JsonValue& o) {
  PlayerView p;
  p.army = r.pick(o, "army", kNumArmies + 1, [](int a) { return army(a).name; });
  if (r.opt(o, "code")) p.code = r.string(o, "code");
  if (r.ok() && (p.army == static_cast<int>(ArmyId::kCustom)) != !p.code.empty()) r.fail("code: a custom army, and only one, has a deck code");
  r.each(o, "decks", 3, 3, [&](const JsonValue& x, size_t k) { p.deck[k] = r.integer(x, 0, kMaxCards); });
  p.discard = read_card_list(r, o, "discard");
  r.each(o, "facilities", 2, 2, [&](const JsonValue& x, size_t k) {
    const JsonValue& name = r.at(x, "name");
    p.facilities[k].facility = name.is(JsonValue::Type::kString) && name.text.empty()
                                   ? -1 : r.with(x, "name", [&](const JsonValue& f) { return r.pick(f, kNumFacilities, [](int i) { return facility(i).name; }); });
    p.facilities[k].face_up = r.boolean(x, "face_up");
  });
  r.each(o, "unique_rail", 3, 3, [&](const JsonValue& x, size_t k) { p.unique_rail[k] = read_card_or_none(r, x); });
  p.hand = r.integer(o, "hand", 0, kMaxCards);
  r.each(o, "blocked_spawn", 0, kSquares, [&](const JsonValue& x, size_t) { p.blocked_spawn.push_back(read_square(r, x)); });
  return p;
}

UnitView read_unit(JsonFields& r, const JsonValue& o) {
  UnitView u;
  u.id = r.integer(o, "id", 0, std::numeric_limits<int>::max());
  u.owner = r.integer(o, "owner", 0, 1);
  u.sq = r.with(o, "square", [&](const JsonValue& x) { return read_square(r, x); });
  auto value = [&](const char* key) { return r.integer(o, key, -kMaxValue, kMaxValue); };
  u.atk = value("atk"), u.hp = value("hp"), u.max_hp = value("max_hp"), u.temp_hp = value("temp_hp");
  u.spd = value("spd"), u.spd_left = value("spd_left"), u.range = value("range");
  u.elements = read_names(r, o, "elements", kNumElements, [](int e) { return std::string(element_name(e)); });
  u.archetypes = read_names(r, o, "archetypes", kNumArchetypes, [](int a) { return std::string(archetype_name(a)); });
  static const char* kEffects[] = {"Demolisher", "Ebb", "Radiance", "Drain", "Uplink"};
  u.effects = read_names(r, o, "effects", 5, [](int k) { return std::string(kEffects[k]); });
  u.equipment = read_card_list(r, o, "equipment");
  u.unique = r.with(o, "unique", [&](const JsonValue& x) { return read_card_or_none(r, x); });
  u.slot = r.integer(o, "slot", 0, 3);
  u.state = sub_id(static_cast<Sub>(r.pick(o, "state", static_cast<int>(Sub::kDone) + 1, [](int k) { return sub_id(static_cast<Sub>(k)); })));
  u.attacked = r.boolean(o, "attacked");
  u.active = r.boolean(o, "active");
  return u;
}

// The declaration, the chain, the cards looked at, the start-of-turn effects.
void read_decisions(JsonFields& r, const JsonValue& o, View& v) {
  r.each(o, "declaration", 0, kMaxCards, [&](const JsonValue& x, size_t) {
    int target = 0;
    if (r.opt(x, "deck")) {
      static const char* kDecks[] = {"P1 0", "P1 1", "P1 2", "P2 0", "P2 1", "P2 2"};
      target = kTgtDeck + r.pick(x, "deck", 6, [](int k) { return kDecks[k]; });
    } else {
      target = r.with(x, "square", [&](const JsonValue& sq) { return read_square(r, sq); });
    }
    v.declaration.push_back({target, r.integer(x, "points", 0, kMaxValue)});
  });
  r.each(o, "chain", 0, kMaxCards, [&](const JsonValue& x, size_t) {
    LinkView l;
    l.owner = r.integer(x, "owner", 0, 1);
    l.card = r.with(x, "card", [&](const JsonValue& c) { return read_card_or_none(r, c); });
    l.what = r.string(x, "what");
    l.negated = r.boolean(x, "negated");
    l.cost_cards = r.integer(x, "cost_cards", 0, kMaxCards);
    v.chain.push_back(std::move(l));
  });
  v.looking = read_card_list(r, o, "looking");
  v.starting = r.strings(o, "starting", kMaxCards);
}

void read_routes(JsonFields& r, const JsonValue& o, View& v) {
  r.each(o, "routes", 0, kSquares, [&](const JsonValue& x, size_t) {
    Route route;
    route.to = r.with(x, "to", [&](const JsonValue& sq) { return read_square(r, sq); });
    r.each(x, "steps", 1, kSquares, [&](const JsonValue& sq, size_t) { route.steps.push_back(read_square(r, sq)); });
    if (r.ok() && route.steps.back() != route.to) r.fail("steps: the last step is not the route's end");
    v.routes.push_back(std::move(route));
  });
}

}  // namespace

Result<View> view_from_json(std::string_view json) {
  auto doc = read_json(json);
  if (!doc) return make_error("view: " + doc.error());
  const JsonValue& o = *doc;
  JsonFields r;
  View v;
  r.object(o);
  v.seat = r.integer(o, "seat", 0, 1);
  v.phase = static_cast<Phase>(r.pick(o, "phase", static_cast<int>(Phase::kOver) + 1, [](int i) { return phase_id(static_cast<Phase>(i)); }));
  // "" or a response point's word, else the active unit's sub-phase.
  static const char* kSubPhases[] = {"", "window", "chain", "resolving", "reselect", "order"};
  auto sub_phase = [](int i) { return i < 6 ? std::string(kSubPhases[i]) : std::string(sub_id(static_cast<Sub>(i - 6))); };
  v.sub_phase = sub_phase(r.pick(o, "sub_phase", 6 + static_cast<int>(Sub::kDone) + 1, sub_phase));
  v.to_act = r.integer(o, "to_act", -1, 1);
  v.turn_player = r.integer(o, "turn_player", 0, 1);
  v.first_player = r.integer(o, "first_player", 0, 1);
  v.turn = r.integer(o, "turn", 0, std::numeric_limits<int>::max());
  v.turn_limit = r.integer(o, "turn_limit", 0, std::numeric_limits<int>::max());
  v.active_unit = r.integer(o, "active_unit", -1, std::numeric_limits<int>::max());
  r.each(o, "players", 2, 2, [&](const JsonValue& x, size_t p) { v.players[p] = read_player(r, x); });
  r.each(o, "units", 0, kSquares * 4, [&](const JsonValue& x, size_t) { v.units.push_back(read_unit(r, x)); });
  if (r.ok() && v.active_unit >= 0 && std::none_of(v.units.begin(), v.units.end(), [&](const UnitView& u) { return u.id == v.active_unit; }))
    r.fail("active_unit: no unit " + std::to_string(v.active_unit));
  v.hand = read_card_list(r, o, "hand");
  read_decisions(r, o, v);
  v.over = r.boolean(o, "over");
  v.result = r.integers(o, "result", 2, -1, 1);
  if (r.ok() && v.result.size() != (v.over ? 2u : 0u)) r.fail("result: one per seat once over, else none");
  v.turn_limit_reached = r.boolean(o, "turn_limit_reached");
  v.moves = r.integer(o, "moves", 0, std::numeric_limits<int>::max());
  read_routes(r, o, v);
  v.events = read_events(r, o, 2);
  r.unread(o);
  if (!r.ok()) return make_error("view: " + r.error());
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
