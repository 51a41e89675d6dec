// Ground Assault: per-seat views, their JSON, the log text of events and the rules for players.
#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

#include "core/engine/event_json.h"
#include "core/games/ground_assault/ground_assault.h"
#include "core/games/ground_assault/ground_assault_state.h"

namespace ff::ground_assault {

namespace {
std::string signed_term(int v, const char* what) {
  if (v == 0) return "";
  return (v > 0 ? " + " : " - ") + std::to_string(v > 0 ? v : -v) + " " + what;
}
// A unit's damage counters after a change, against the shields that destroy it.
std::string counters_now(int counters, int shields) {
  const std::string of = std::to_string(shields) + (shields == 1 ? " shield" : " shields");
  if (counters >= shields)
    return " (" + std::to_string(counters) + (counters == 1 ? " damage counter reaches its " : " damage counters reach its ") + of + ")";
  return " (damage counters now " + std::to_string(counters) + " of " + of + ")";
}
std::string term_source(int source) {
  if (source >= 0 && source < kNumCardTypes) return card_type(source).name;
  if (source >= kTermBonus && source < kTermBonus + kNumCardTypes) return std::string(card_type(source - kTermBonus).name) + " card";
  if (source == kTermArmor) return "Armor icon";
  if (source == kTermHeavyCannon) return "Heavy Cannon icon";
  if (source == kTermGround) return "ground striker";
  return "?";
}
std::string zone_text(int z) { return z == kContested ? std::string("the contested zone") : seat_token(z, true) + " home zone"; }

// Lines whose subject is a unit or a card: the log writes them as table lines naming the owner
// ("{P1's} Siege Walker rolls 3+4": "Your Siege Walker ...", "Computer's Siege Walker ...").
bool unit_subject(EventKind k) {
  switch (k) {
    case EventKind::kRepairTick: case EventKind::kRepair: case EventKind::kRoll: case EventKind::kForesight:
    case EventKind::kHit: case EventKind::kMiss: case EventKind::kDamage: case EventKind::kDestroyed:
    case EventKind::kEscape: case EventKind::kStrikeRoll: case EventKind::kMine: case EventKind::kSupply:
      return true;
    default: return false;
  }
}
}  // namespace

std::string terms_text(const Terms& terms, TermGroup group) {
  std::string s;
  for (const Term& t : terms.t)
    if (t.source >= 0 && t.group == group) s += signed_term(t.amount, term_source(t.source).c_str());
  return s;
}

// Lines whose subject is the seat start with its verb in either person ("deploys X" / "deploy X");
// lines whose subject is a unit or a card name its owner ("{P1's} Siege Walker rolls 3+4", "{P2's}
// Minefield deals ...") and, like table events, read the same for everyone. Seats inside a text are
// seat tokens (core/engine/event.h), named by each reader's front end.
std::string event_text(const GaState& s, const EventRecord& e, Person person) {
  auto U = [&](int ref) { return s.unit_text(ref, true); };
  auto own = [&](const char* what) { return seat_token(e.seat, true) + " " + what; };
  auto C = [&](int t) { return t >= 0 && t < kNumCardTypes ? std::string(card_type(t).name) : std::string("?"); };
  auto say = [&](const char* you, const char* they, const std::string& rest) { return verb(person, you, they) + rest; };
  const auto& v = e.values;
  switch (e.kind) {
    case EventKind::kFirst: return say("take", "takes", " the first turn (seeded roll)");
    case EventKind::kDeploy: return say("deploy", "deploys", " " + s.unit_text(v[0]));
    case EventKind::kDeployDone: return say("finish", "finishes", " deploying: " + std::to_string(v[0]) + " build stars in the home zone");
    case EventKind::kDraw: return "Each player draws 3 cards";
    case EventKind::kTurn: return say("begin", "begins", " turn " + std::to_string(v[0]));
    case EventKind::kRepairTick: return own("Repair Bay") + " removes 1 counter from " + U(v[0]) + counters_now(v[1], s.ut(v[0]).shields);
    case EventKind::kRepair: return own("Repair Bay") + " removes all counters from " + U(v[0]);
    case EventKind::kObjective:
      return say("play", "plays", " the objective " + C(v[0]) + " face up into slot " + std::to_string(v[1] + 1)) +
             (v[2] >= 0 ? say(", discard ", ", discards ", C(v[2])) + say(" and draw", " and draws", " a card")
                        : std::string(", taking the face-down card back into hand"));
    case EventKind::kReturned: return say("take", "takes", " the face-down objective back into hand");
    case EventKind::kReveal: return say("reveal", "reveals", " objective slot " + std::to_string(v[1] + 1) + ": " + C(v[0]));
    case EventKind::kMove: return say("move", "moves", " " + s.unit_text(v[0]) + " from " + zone_text(v[1]) + " to " + zone_text(v[2]));
    case EventKind::kAttack: return say("declare", "declares", " " + s.unit_text(v[0]) + " against " + U(v[1]));
    case EventKind::kBattle: return "Battle: " + U(v[0]) + " vs " + U(v[1]);
    case EventKind::kPlay: return say("play", "plays", " " + C(v[0]) + " on " + s.unit_text(v[1]));
    case EventKind::kPass: return say("play", "plays", " no combat card");
    case EventKind::kRoll: return U(v[0]) + " rolls " + std::to_string(v[1]) + "+" + std::to_string(v[2]);
    case EventKind::kReroll:
      return say("reroll", "rerolls", " for " + U(v[0]) + " (Targeting Uplink): " + std::to_string(v[1]) + "+" + std::to_string(v[2]));
    case EventKind::kForesight: return "Foresight makes the roll of " + U(v[0]) + " a 7";
    case EventKind::kHit:
    case EventKind::kMiss: {
      // "7 + 3 attack + 2 Torpedo Run card = 12 vs defense 9 (8 + 1 Hold the Line card): hit for 2
      // damage (3 - 1 Armor icon) on ... (damage counters now 2 of 4 shields)".
      const Terms& terms = s.terms_of(e);
      const std::string def = terms_text(terms, kTermDefense), dmg = terms_text(terms, kTermDamage);
      std::string t = U(v[0]) + ": " + std::to_string(v[1]) + " roll" + signed_term(v[2], "attack") + terms_text(terms, kTermAttack) +
                      " = " + std::to_string(v[5]) + " vs defense " + std::to_string(v[6]);
      if (!def.empty()) t += " (" + std::to_string(s.ut(v[9]).defense) + def + ")";
      if (e.kind == EventKind::kMiss) return t + ": miss";
      t += (v[7] ? ": natural 12, hit" : ": hit") + std::string(" for ") + std::to_string(v[8]) + " damage";
      if (!dmg.empty()) t += " (" + std::to_string(s.ut(v[0]).damage) + dmg + (v[8] == 0 ? ", at least 0" : "") + ")";
      return t + " on " + U(v[9]) + counters_now(v[10], s.ut(v[9]).shields);
    }
    case EventKind::kDamage: return U(v[0]) + " takes " + std::to_string(v[1]) + " damage";
    case EventKind::kDestroyed: return U(v[0]) + " is destroyed and goes to reserves";
    case EventKind::kEscape:
      return U(v[0]) + " escapes destruction (Last-Ditch Escape: it stays in play with " + std::to_string(v[1]) + " damage counters, shields - 1)";
    case EventKind::kStrike: return say("strike", "strikes", " at " + seat_token(v[0], true) + " objective slot " + std::to_string(v[1] + 1));
    case EventKind::kStrikeRoll: {
      const std::string def = terms_text(s.terms_of(e), kTermDefense);
      return U(v[0]) + " strikes: " + std::to_string(v[1] + v[2]) + " roll" + signed_term(v[3], "attack") +
             terms_text(s.terms_of(e), kTermAttack) + " = " + std::to_string(v[6]) + " vs objective defense " + std::to_string(v[7]) +
             (def.empty() ? std::string() : " (" + std::to_string(card_type(v[9]).obj_defense) + def + ")") +
             (v[8] ? ": destroyed" : ": fails");
    }
    case EventKind::kObjectiveDestroyed: return say("lose", "loses", " the objective " + C(v[0]) + " (slot " + std::to_string(v[1] + 1) + ")");
    case EventKind::kReplaced:
      return say("discard", "discards", " " + C(v[0]) + " from slot " + std::to_string(v[1] + 1)) +
             say(" and place", " and places", " a new face-down objective");
    case EventKind::kBring: return say("bring", "brings", " " + s.unit_text(v[0]) + " from reserves into " + zone_text(v[1]));
    case EventKind::kMine:
      return own("Minefield") + " deals " + std::to_string(v[1]) + " damage" + (v[2] ? " (1 - 1 Armor icon)" : "") + " to " + U(v[0]) +
             counters_now(v[3], s.ut(v[0]).shields);
    case EventKind::kCarrier: return say("use", "uses", " Carrier Deploy into " + zone_text(v[0]));
    case EventKind::kReshuffle: return say("shuffle", "shuffles", " the discard pile into a new deck");
    case EventKind::kEliminated: return say("are", "is", " eliminated");
    case EventKind::kWin: return say("win", "wins", " the game");
    case EventKind::kGameDrawn: return "The game is a draw";
    case EventKind::kLimit:
      return "The turn limit is reached (" + std::to_string(v[0]) + " turns): the game is a draw for the players still in";
    case EventKind::kEndTurn: return say("end", "ends", " the turn");
    case EventKind::kSkip: return "The battle " + U(v[0]) + " vs " + U(v[1]) + " is skipped (a unit is no longer in play)";
    case EventKind::kSupply: return own("Supply Depot") + " draws 2 cards";
  }
  return "";
}

// The sound of a line (the kinds' texts: event_text).
Cue event_cue(const EventRecord& e) {
  switch (e.kind) {
    // A unit or an objective lost, a seat out.
    case EventKind::kDestroyed:
    case EventKind::kObjectiveDestroyed:
    case EventKind::kEliminated: return Cue::kDestroyed;
    // Damage dealt: a battle's hit, a Minefield.
    case EventKind::kHit:
    case EventKind::kDamage:
    case EventKind::kMine: return Cue::kHit;
    // Dice: a battle's roll or reroll, a strike's roll.
    case EventKind::kRoll:
    case EventKind::kReroll:
    case EventKind::kStrikeRoll: return Cue::kDice;
    // A card or a unit put on the table (a pass, kPass, plays nothing and is silent).
    case EventKind::kPlay:
    case EventKind::kObjective:
    case EventKind::kDeploy:
    case EventKind::kBring: return Cue::kCardPlayed;
    // Cards drawn, units moved (a repair and a drawn game are silent).
    case EventKind::kDraw:
    case EventKind::kSupply:
    case EventKind::kMove: return Cue::kCardDealt;
    default: return Cue::kNone;
  }
}

// A move is told best by a seat eliminated, then an objective lost, then a unit or objective destroyed.
uint8_t event_tell(const EventRecord& e) {
  switch (e.kind) {
    case EventKind::kEliminated: return 3;
    case EventKind::kObjectiveDestroyed: return 2;
    case EventKind::kDestroyed: return 1;
    case EventKind::kStrikeRoll: return e.values[8] ? 1 : 0;  // the strike destroyed the objective
    default: return 0;
  }
}

namespace {

SeatView seat_view(const GaState& s, int p) {
  SeatView sv;
  sv.faction = s.config_.faction[p];
  if (s.config_.custom[p]) sv.code = army_code(*s.config_.custom[p]);
  sv.out = s.out_[p];
  sv.hand = static_cast<int>(s.hand_[p].size());
  sv.deck = static_cast<int>(s.deck_[p].size());
  for (uint8_t c : s.discard_[p]) sv.discard.push_back(s.card_of(p, c));
  for (int k = 0; k < 3; ++k) {
    const Slot& sl = s.slots_[p][k];
    SlotView x;
    x.occupied = sl.card >= 0;
    x.face_up = x.occupied && sl.face_up;
    if (x.face_up) {
      x.card = s.card_of(p, sl.card);
      x.defense = s.objective_defense(p, k);
    }
    sv.objectives.push_back(x);
  }
  sv.stars_in_play = s.stars_in_play(p);
  sv.deploy_exact = s.force_makes_20(p);
  return sv;
}

const char* action_name(Phase phase) {
  switch (phase) {
    case Phase::kDeploy: return "deploy";
    case Phase::kMove: return "move";
    case Phase::kAssign:
    case Phase::kOrder:
    case Phase::kCard:
    case Phase::kReroll: return "combat";
    case Phase::kStrikers: return "strike";
    case Phase::kBring: return "bring";
    case Phase::kRepair: return "repair";
    default: return "";
  }
}

// The action in progress: its budget and chosen units, the battles, the strike, the units brought.
void action_view(const GaState& s, View& v) {
  const Phase ph = s.phase_;
  v.action = action_name(ph);
  if (ph == Phase::kMove || ph == Phase::kAssign) {
    for (int i = 0; i < kMaxUnits; ++i)
      if (s.chosen_ >> i & 1u) v.chosen.push_back(unit_id(s.turn_player_, i));
  }
  if (ph == Phase::kStrikers) v.chosen.assign(s.order_.begin(), s.order_.end());
  if (ph == Phase::kMove || ph == Phase::kAssign || ph == Phase::kStrikers) {
    v.budget = s.budget();
    v.budget_used = s.budget_used_;
  }
  if (ph == Phase::kBring) {
    v.budget = s.pending_.budget;
    v.bring = {s.pending_.seat, s.pending_.zone};
  }
  const bool fighting = ph == Phase::kCard || ph == Phase::kReroll;
  if (ph == Phase::kAssign || ph == Phase::kOrder || fighting || (ph == Phase::kBring && s.pending_.source == 2))
    for (int k = 0; k < s.nbattles_; ++k) v.battles.push_back(BattleView{s.battles_[k].atk, s.battles_[k].def, s.battles_[k].done});
  if (fighting) {
    v.battle = s.cur_;
    for (int side = 0; side < 2; ++side) {
      const int ref = side ? s.battles_[s.cur_].def : s.battles_[s.cur_].atk;
      v.played[side] = s.played_[side] >= 0 ? s.card_of(unit_owner(ref), s.played_[side]) : -1;
    }
  }
  if (ph == Phase::kStrikers || ph == Phase::kRepair || ph == Phase::kBring) {
    v.strike = {s.strike_seat_, s.strike_slot_};
  }
}

// A battle's roll and result: the dice, then the totals itemised.
void battle_roll(const GaState& s, const EventRecord& e, const std::array<int, kMaxSeats * kMaxUnits>& card_on, RollView& r) {
  const auto& x = e.values;
  if (e.kind == EventKind::kRoll || e.kind == EventKind::kReroll) {
    r.dice = {x[1], x[2]}, r.roll = x[1] + x[2];
    r.rerolled = r.rerolled || e.kind == EventKind::kReroll;
    r.card_type = card_on[x[0]];
    return;
  }
  r.resolved = true;
  r.roll = x[1], r.attack = x[2], r.card = x[3], r.other = x[4], r.total = x[5], r.defense = x[6];
  r.natural12 = x[7] != 0, r.hit = e.kind == EventKind::kHit, r.damage = r.hit ? x[8] : 0, r.target = x[9];
  r.card_type = card_on[x[0]];
  const int opp_card = card_on[x[9]];
  r.defense_base = s.ut(x[9]).defense;
  r.defense_card = opp_card >= 0 && card_type(opp_card).colour == kBlue ? card_type(opp_card).bonus : 0;
  r.defense_other = r.defense - r.defense_base - r.defense_card;
  r.attack_terms = terms_text(s.terms_of(e), kTermAttack);
  const std::string def = terms_text(s.terms_of(e), kTermDefense), dmg = terms_text(s.terms_of(e), kTermDamage);
  if (!def.empty()) r.defense_terms = std::to_string(r.defense_base) + def;
  if (!dmg.empty() && r.hit) r.damage_terms = std::to_string(s.ut(x[0]).damage) + dmg;
}

RollView strike_roll(const GaState& s, const EventRecord& e) {
  const auto& x = e.values;
  RollView r;
  r.strike = true, r.unit = x[0], r.dice = {x[1], x[2]}, r.roll = x[1] + x[2], r.resolved = true;
  r.attack = x[3], r.ground = x[4], r.jamming = x[5], r.total = x[6], r.defense = x[7], r.hit = x[8] != 0;
  r.objective = x[9];
  r.defense_base = x[9] >= 0 && x[9] < kNumCardTypes ? card_type(x[9]).obj_defense : r.defense;
  r.defense_other = r.defense - r.defense_base;
  r.attack_terms = terms_text(s.terms_of(e), kTermAttack);
  const std::string def = terms_text(s.terms_of(e), kTermDefense);
  if (!def.empty()) r.defense_terms = std::to_string(r.defense_base) + def;
  return r;
}

bool begins_roll(EventKind k) { return k == EventKind::kBattle || k == EventKind::kStrike; }

// The rolls of the battle or strike whose line is events_[start], up to events_[end] (exclusive).
std::vector<RollView> rolls_of(const GaState& s, size_t start, size_t end) {
  std::vector<RollView> rolls;
  std::array<int, kMaxSeats * kMaxUnits> card_on;
  card_on.fill(-1);
  auto entry = [&](int ref) -> RollView& {
    for (RollView& r : rolls)
      if (r.unit == ref) return r;
    rolls.push_back(RollView{});
    rolls.back().unit = ref;
    return rolls.back();
  };
  for (size_t i = start; i < end; ++i) {
    const EventRecord& e = s.events_[i];
    switch (e.kind) {
      case EventKind::kPlay: card_on[e.values[1]] = e.values[0]; break;
      case EventKind::kRoll:
      case EventKind::kReroll:
      case EventKind::kHit:
      case EventKind::kMiss: battle_roll(s, e, card_on, entry(e.values[0])); break;
      case EventKind::kForesight: entry(e.values[0]).foresight = true; break;
      case EventKind::kStrikeRoll: rolls.push_back(strike_roll(s, e)); break;
      default: break;
    }
  }
  // A battle's target for a roll still waiting for its result.
  const EventRecord& b = s.events_[start];
  for (RollView& r : rolls) {
    r.at = static_cast<int>(start);
    if (b.kind == EventKind::kBattle && r.target < 0) r.target = r.unit == b.values[0] ? b.values[1] : b.values[0];
  }
  return rolls;
}

// The latest battle or strike, from the public log.
void rolls_view(const GaState& s, View& v) {
  for (int i = static_cast<int>(s.events_.size()) - 1; i >= 0; --i)
    if (begins_roll(s.events_[i].kind)) {
      v.rolls_at = i;
      v.rolls = rolls_of(s, static_cast<size_t>(i), s.events_.size());
      return;
    }
}

// A seat's actions outside a battle: the results before the latest of them leave its table. Card
// decisions, rerolls, strikers and units brought do not.
bool clears_results(EventKind k) {
  switch (k) {
    case EventKind::kDeployDone: case EventKind::kObjective: case EventKind::kMove: case EventKind::kAttack:
    case EventKind::kStrike: case EventKind::kCarrier: case EventKind::kEndTurn:
      return true;
    default: return false;
  }
}

// Each seat's latest action outside a battle (View::acted) and every battle and strike with a result
// since the earliest of them among the seats still in (View::results): the same for every reader
// (the public view holds no less), each table keeps those after its own seat's action.
void results_view(const GaState& s, View& v) {
  constexpr int kLookBack = 600;  // lines
  const int n = static_cast<int>(s.events_.size()), seats = s.num_seats();
  v.acted.assign(static_cast<size_t>(seats), -1);
  int waiting = 0;  // seats still in whose latest action is not found yet
  for (int p = 0; p < seats; ++p) waiting += !s.out_[p];
  std::vector<int> starts;
  for (int i = n - 1; i >= 0 && i >= n - kLookBack && waiting > 0; --i) {
    const EventRecord& e = s.events_[i];
    if (begins_roll(e.kind) && starts.size() < static_cast<size_t>(kResults)) starts.push_back(i);
    if (!clears_results(e.kind) || e.seat < 0 || e.seat >= seats || v.acted[e.seat] >= 0) continue;
    v.acted[e.seat] = i;
    waiting -= !s.out_[e.seat];
  }
  int end = n;
  std::vector<std::vector<RollView>> groups;  // newest first
  for (const int start : starts) {
    groups.push_back(rolls_of(s, static_cast<size_t>(start), static_cast<size_t>(end)));
    end = start;
  }
  for (auto g = groups.rbegin(); g != groups.rend(); ++g)
    for (const RollView& r : *g)
      if (r.resolved) v.results.push_back(r);
}

}  // namespace

View view(const State& state, int seat) { return view(state, seat, 0); }

View view(const State& state, int seat, size_t events_from) {
  View v;
  v.seat = seat;
  const auto* s = Registration::state_of(state);  // null for another game's State
  if (!s || seat < kObserver || seat >= state.num_seats()) return v;
  const int n = s->num_seats();
  v.seats = n;
  v.starter = s->starter();
  v.phase = s->phase_;
  v.to_act = s->current_player();
  v.turn_player = s->turn_player_;
  v.turn = s->turns_;
  v.turn_limit = s->turn_limit_;
  v.limit_near = s->phase_ != Phase::kGameOver && s->phase_ != Phase::kDeploy &&
                 s->turns_ > s->turn_limit_ - kLimitNearRounds * n;
  for (const EventRecord& e : s->events_) v.limit_reached = v.limit_reached || e.kind == EventKind::kLimit;
  v.deploy_exact = seat != kObserver && s->force_makes_20(seat);  // each seat's: players[].deploy_exact
  for (int p = 0; p < n; ++p) {
    v.players.push_back(seat_view(*s, p));
    for (int i = 0; i < s->nunits_[p]; ++i) {
      const Unit& u = s->units_[p][i];
      v.units.push_back(UnitView{unit_id(p, i), p, u.type, s->unit_label(unit_id(p, i)), u.zone, u.counters});
    }
  }
  if (seat != kObserver)
    for (uint8_t c : s->hand_[seat]) v.hand.push_back(s->card_of(seat, c));
  action_view(*s, v);
  rolls_view(*s, v);
  results_view(*s, v);
  v.over = s->phase_ == Phase::kGameOver;
  if (v.over)
    for (int p = 0; p < n; ++p) v.result.push_back(s->result_[p]);
  for (size_t i = events_from; i < s->events_.size(); ++i) {
    const EventRecord& e = s->events_[i];
    const int seat = unit_subject(e.kind) ? -1 : e.seat;
    std::string text = event_text(*s, e);
    std::string text_you = seat < 0 || v.seat == kObserver ? text : event_text(*s, e, Person::kSecond);  // nobody is "you" in public
    v.events.push_back(Event{seat, std::move(text), std::move(text_you), event_cue(e), event_tell(e)});
  }
  return v;
}

namespace {
// The game goes on and `seat`, still in, holds its last objective: one successful strike would end it.
bool last_objective_at_stake(const View& v, int seat) {
  if (seat < 0 || seat >= static_cast<int>(v.players.size()) || v.over) return false;
  const SeatView& me = v.players[static_cast<size_t>(seat)];
  return !me.out && std::count_if(me.objectives.begin(), me.objectives.end(), [](const SlotView& x) { return x.occupied; }) == 1;
}

// A unit of a seat still in the game (not nobody's, not knocked out).
bool still_in(const View& v, const UnitView& u) {
  return u.owner >= 0 && u.owner < static_cast<int>(v.players.size()) && !v.players[u.owner].out;
}
}  // namespace

std::vector<int> home_threats(const View& v, int seat, int leaving) {
  if (!last_objective_at_stake(v, seat)) return {};
  std::vector<int> threats;
  for (const UnitView& u : v.units) {
    if (u.owner == seat && u.zone == seat && u.id != leaving) return {};  // a guard at home
    if (u.owner != seat && still_in(v, u) && (u.zone == kContested || u.zone == seat)) threats.push_back(u.id);
  }
  return threats;
}

std::vector<int> home_intruders(const View& v, int seat) {
  if (!last_objective_at_stake(v, seat)) return {};
  std::vector<int> in;
  for (const UnitView& u : v.units)
    if (u.owner != seat && u.zone == seat && still_in(v, u)) in.push_back(u.id);
  return in;
}

std::string threat_text(const View& v, const std::vector<int>& threats) {
  if (threats.empty()) return "";
  const auto u = std::find_if(v.units.begin(), v.units.end(), [&](const UnitView& x) { return x.id == threats.front(); });
  if (u == v.units.end()) return "";
  const std::string name = seat_token(u->owner, true) + " " + u->label.substr(0, u->label.find('@'));
  const size_t more = threats.size() - 1;
  return more ? name + " and " + std::to_string(more) + " more" : name;
}

// ---- the view's JSON: its field list (ground_assault.h) writes it and reads it back -------------

void write_field(JsonWriter& j, const SlotView& s) {
  if (!s.occupied) j.null();
  else if (!s.face_up) j.value("face down");
  else j.begin_object().key("card").value(card_name(s.card)).key("defense").value(s.defense).end_object();
}

void read_field(JsonFields& r, const JsonValue& x, SlotView& s) {
  s = SlotView{};
  s.occupied = !x.is(JsonValue::Type::kNull);
  if (x.is(JsonValue::Type::kString)) {
    if (x.text != "face down") r.fail("expected \"face down\", null or an object");
  } else if (s.occupied && r.object(x)) {
    s.face_up = true;
    s.card = r.pick(x, "card", kNumCardTypes, card_name);
    s.defense = r.integer(x, "defense", -kMaxViewValue, kMaxViewValue);
  }
}

void write_field(JsonWriter& j, const BattleView& b) { j.begin_array().value(b.attacker).value(b.defender).value(b.done).end_array(); }

void read_field(JsonFields& r, const JsonValue& x, BattleView& b) {
  if (!r.array(x, 3, 3)) return;
  b.attacker = r.integer(x.items[0], 0, kMaxUnitIds - 1);
  b.defender = r.integer(x.items[1], 0, kMaxUnitIds - 1);
  b.done = r.boolean(x.items[2]);
}

std::string to_json(const View& v) { return fields::to_json(v); }

namespace {

// The units of every seat, in seat order and each seat's force order (ids follow from both).
void check_units(fields::Check& c, const View& v) {
  std::vector<int> count(static_cast<size_t>(v.seats), 0);
  int owner = 0;
  for (size_t i = 0; i < v.units.size() && c.why.empty(); ++i) {
    const std::string at = "units[" + std::to_string(i) + "].";
    c.range(at + "owner", v.units[i].owner, owner, v.seats - 1);
    if (!c.why.empty()) return;
    owner = v.units[i].owner;
    const int want = unit_id(owner, count[static_cast<size_t>(owner)]++);
    c.require(v.units[i].id == want, at + "ref: expected " + std::to_string(want));
  }
}

// `id` is a unit of the view (or -1, where `none_ok`).
void check_unit(fields::Check& c, const View& v, const std::string& key, int id, bool none_ok) {
  const bool known = std::any_of(v.units.begin(), v.units.end(), [&](const UnitView& u) { return u.id == id; });
  c.require(known || (none_ok && id == -1), key + ": no unit " + std::to_string(id));
}

// The action in progress: its units, battles, strike and bring.
void check_action(fields::Check& c, const View& v) {
  static const char* kActions[] = {"", "move", "combat", "strike", "deploy", "bring", "repair"};
  c.require(std::find(std::begin(kActions), std::end(kActions), v.action) != std::end(kActions), "action: \"" + v.action + "\" is not a known name");
  const int n = v.seats, units = n * kMaxUnits;
  c.items("chosen", v.chosen.size(), 0, units);
  for (size_t i = 0; i < v.chosen.size(); ++i) check_unit(c, v, "chosen[" + std::to_string(i) + "]", v.chosen[i], false);
  c.items("battles", v.battles.size(), 0, units);
  for (size_t i = 0; i < v.battles.size(); ++i) {
    check_unit(c, v, "battles[" + std::to_string(i) + "][0]", v.battles[i].attacker, false);
    check_unit(c, v, "battles[" + std::to_string(i) + "][1]", v.battles[i].defender, false);
  }
  c.range("battle", v.battle, -1, static_cast<int>(v.battles.size()) - 1);
  c.range("strike[0]", v.strike[0], -1, n - 1);
  c.range("bring[0]", v.bring[0], -1, n - 1);
  for (const auto& [key, rolls] : {std::pair{"rolls", &v.rolls}, std::pair{"results", &v.results}}) {
    c.items(key, rolls->size(), 0, units);
    for (size_t i = 0; i < rolls->size(); ++i) {
      const std::string at = std::string(key) + "[" + std::to_string(i) + "]";
      check_unit(c, v, at + ".unit", (*rolls)[i].unit, true);
      check_unit(c, v, at + ".target", (*rolls)[i].target, true);
    }
  }
}

// What the field list cannot check (seats below the view's seat count, unit ids of the view's
// units, one entry per seat): the first problem, or "".
std::string view_problem(const View& v) {
  const int n = v.seats;
  fields::Check c;
  c.range("seat", v.seat, kObserver, n - 1);
  c.range("to_act", v.to_act, -1, n - 1);
  c.range("turn_player", v.turn_player, -1, n - 1);
  c.items("players", v.players.size(), n, n);
  for (size_t i = 0; i < v.players.size(); ++i)
    c.require((v.players[i].faction == kCustom) == !v.players[i].code.empty(),
              "players[" + std::to_string(i) + "].code: a custom army, and only one, has a deck code");
  c.items("units", v.units.size(), 0, n * kMaxUnits);
  check_units(c, v);
  check_action(c, v);
  c.require(v.result.size() == (v.over ? static_cast<size_t>(n) : 0), "result: one per seat once over, else none");
  c.require(v.rolls_at < static_cast<int>(v.events.size()), "rolls_at: past the log");
  c.require(v.acted.empty() || v.acted.size() == static_cast<size_t>(n), "acted: one per seat");
  if (c.why.empty()) c.why = event_seat_problem(v.events, n);
  return c.why;
}

}  // namespace

Result<View> view_from_json(std::string_view json) {
  auto v = fields::from_json<View>(json, "view");
  if (!v) return v;
  if (std::string why = view_problem(*v); !why.empty()) return make_error("view: " + why);
  return v;
}

namespace {
// Every unit and card with its values, for the rules text.
std::string content_text() {
  std::string r;
  r += "\n# Units\nEach unit: its build stars, attack, damage, defense, shields and power icons.\n\n";
  for (int t = 0; t < kNumUnitTypes; ++t) {
    const UnitType& u = unit_type(t);
    r += std::string("- ") + u.name + " (" + (u.domain == kGround ? "ground" : "space") + ", " +
         std::to_string(u.stars) + " stars): +" + std::to_string(u.attack) + " attack, " + std::to_string(u.damage) +
         " damage, " + std::to_string(u.defense) + " defense, " + std::to_string(u.shields) + " shields; icons";
    for (int i = 0; i < kNumIcons; ++i)
      if (u.has(i)) r += std::string(" ") + icon_name(i) + ",";
    r.back() = '\n';
  }
  r += "\n# Combat cards\nEach card: its bonus; its ability icon; its stars and objective defense when it sits as an objective.\n\n";
  static const char* colour[3] = {"attack", "damage", "defense"};
  for (int t = 0; t < kNumCardTypes; ++t) {
    const CardType& c = card_type(t);
    if (c.kind != kCombat) continue;
    std::string gate = c.gate == kWild ? std::string(icon_name(c.gate_icon)) + " (gold" : std::string(icon_name(c.gate_icon)) +
                                                                                            (c.gate == kMatch ? " (green" : " (silver");
    if (c.gate == kWild) {
      if (!c.wild_stars) gate += ", any unit";
      else {
        gate += ", units of";
        for (int s = 1; s <= 5; ++s)
          if (c.wild_stars >> s & 1u) gate += " " + std::to_string(s);
        gate += " stars";
      }
    }
    gate += ")";
    r += std::string("- ") + c.name + ": +" + std::to_string(c.bonus) + " " + colour[c.colour] + "; " + gate + ": " + c.text +
         " [" + std::to_string(c.stars) + " stars, objective defense " + std::to_string(c.obj_defense) + "]\n";
  }
  r += "\n# Objective cards\nEach card: its stars and defense.\n\n";
  for (int t = 0; t < kNumCardTypes; ++t) {
    const CardType& c = card_type(t);
    if (c.kind != kObjective) continue;
    r += std::string("- ") + c.name + " (" + std::to_string(c.stars) + " stars, defense " + std::to_string(c.obj_defense) +
         "): " + c.text + "\n";
  }
  return r;
}

}  // namespace

std::string rules_text() {
  const std::string limit = std::to_string(kTurnsPerSeat), duel = std::to_string(2 * kTurnsPerSeat);
  std::string r =
      "# How to play\n"
      "Ground Assault: move units, fight battles with dice and combat cards, and strike the enemy's objectives.\n\n"
      "- On your turn take one action: Move, Combat, Strike or Carrier Deploy, each with units worth up to 5 build stars.\n"
      "- A battle: both roll 2d6 + attack and modifiers against the other's defense; equal or more hits.\n"
      "- Destroy every enemy unit in play, or every objective, to eliminate a player.\n"
      "[[example:ga-unit-token]]\n\n"
      "# Goal\n"
      "A player with no units in play or no objectives is eliminated at once (reserves do not count); the last "
      "player standing wins.\n\n"
      "# Setup\n"
      "Each player has a force of units worth build stars (30 in the standard game), a deck of combat and objective "
      "cards, a home zone; all players share the contested zone, which touches every home zone (home zones never "
      "touch each other).\n\n"
      "- Shuffle; the top 3 cards of your deck go face down as your objectives (nobody may look at them).\n"
      "- A seeded roll picks the first player; turns go clockwise.\n"
      "- In turn order everyone places exactly 20 build stars "
      "of units in their home zone; a player whose units cannot make exactly 20 must place fewer than 20 (a player "
      "who places none has no units in play and is eliminated at once). The rest wait in reserves.\n"
      "- Everyone draws 3.\n\n"
      "# A turn\n"
      "First, you may replace one of your objectives with an objective card from your hand: it enters "
      "face up and its When-revealed effect happens; a face-down card it replaces returns to your hand, a face-up "
      "one is discarded and you draw.\n\n"
      "Then take one action (or none):\n"
      "- Move: units worth up to 5 build stars move one zone each.\n"
      "- Combat: units worth up to 5 build stars each attack one unit of one opponent in the same zone. All "
      "defenders are chosen first; then you order the battles. Ground units may attack space units only in their "
      "own home zone; a defender always fights back.\n"
      "- Strike: units worth up to 5 build stars in an opponent's home zone attack one of their objectives, one by "
      "one until one succeeds. A face-down objective is revealed first (its effect applies).\n"
      "- Strike roll: roll 2d6 + attack (+1 "
      "for ground units) against the objective's defense; success destroys it and, unless it was their last, its "
      "owner may bring units worth up to its build stars from reserves into their home zone. A combat card that "
      "survives a strike is discarded and replaced face down from the deck.\n"
      "- Carrier Deploy: a unit with the Carrier icon in an opponent's home zone lets you put units worth up to 3 "
      "build stars from reserves into that zone instead of an action (one such ability per turn).\n\n"
      "Battle: the attacker plays a combat card or passes, then the defender; if the defender played after the "
      "attacker passed, the attacker may still play. Both roll 2d6.\n"
      "- A natural 12 always hits.\n"
      "- Otherwise attack = roll + attack + modifiers, against the other unit's defense + modifiers: hit on equal or more.\n"
      "- Both hit at the same time; a hit deals damage counters (damage + bonuses - Armor); counters equal to the shields destroy "
      "the unit: it returns to reserves without counters.\n"
      "- Played cards are discarded and those players draw back to 3.\n"
      "[[example:ga-battle-roll]]\n\n"
      "Card bonuses: red attack, yellow damage, blue defense; a card's ability works only if the unit matches "
      "its icon (green: match icon, silver: power icon, gold: the listed build stars).\n\n"
      "# Winning\n"
      "A player with no units in play or no objectives is eliminated at once (reserves do not count); the last "
      "player standing wins.\n\n"
      "# Special cases\n"
      "Power icons on units: Armor (damage to it -1), Heavy Cannon (+1 damage against Armor or Carrier units), "
      "Carrier (Deploy).\n\n"
      "An empty deck is refilled by shuffling the discard pile.\n\n"
      "Starter mode: each player uses a 9-star game pack (all units start in play), 6 cards and one objective.\n\n"
      "Armies: each player brings a pre-built faction (Iron Dominion or Foundry Syndicate: a 30-star force and a "
      "32-card deck) or a custom army, given as a deck code (GA1-...).\n"
      "- A custom army may hold any units and cards: "
      "a force of at most 30 build stars with at most 3 copies of a unit (one per 10 build stars), and a deck of at "
      "least 30 cards with at most 3 copies of a card.\n"
      "- A code that breaks a rule is refused with the reason "
      "(\"deck has 28 cards, at least 30\"); a mistyped code fails its checksum.\n"
      "- In Starter mode a custom army "
      "plays its own force (every unit in play) and deck, with one objective.\n\n"
      "# Our rulings\n"
      "- The rules have no other end; "
      "this version adds a turn limit of " + limit + " turns per player (" + duel + " in a duel): "
      "if no one has won by then, the game is a draw for the players still in. The table shows the turn count "
      "in the last " + std::to_string(kLimitNearRounds) + " rounds.\n"
      "- A force that cannot make exactly 20 build stars must place fewer than 20: a unit that would bring it to 20 or "
      "more is refused.\n"
      "- Combat: the first defender chosen fixes the opponent; with two or more battles left you pick the next one. "
      "A battle whose unit was destroyed is skipped.\n"
      "- Each battle asks for a combat card even when you hold none, so a pass reveals nothing about your hand.\n"
      "- Effects of several face-up copies of an objective add up.\n"
      "- With three or four players, an eliminated player's units and cards leave the game and their turns are "
      "skipped; everyone eliminated by the same event draws.\n";
  return r + content_text();
}

}  // namespace ff::ground_assault
