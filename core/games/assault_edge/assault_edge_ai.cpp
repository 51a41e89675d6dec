// Assault Edge's AI: the heuristic bot, the rollout policy, the search's moves,
// evaluation and budgets, registered in the game's AiTraits (core/engine/ai_traits.h).
//
// Plan: draw from Research/Barracks while they last (Command cards are life); play Unit cards,
// Equipment on units in the spawn zone, and the strong Command cards when they do something (Orbital
// Strike that destroys a unit, Siege Bombardment on the Command Deck, Reinforcements while the spawn zone
// has room); then activate units nearest the enemy Command Deck first: each advances on that deck, focuses
// its Attack on enemy units it can destroy, otherwise on the Command Deck, otherwise on any target.
// In the opponent's turn it answers with Quick cards when that saves a unit (Smoke Screen, Field Medic
// Kit, Tactical Withdrawal, Fortify), a point of Command Deck (Last Stand), negates an Orbital Strike or
// Siege Bombardment aimed at it (Countermand), and ambushes a unit it destroys. Only public information
// and its own hand are used. The rollout is the same with 10 % random moves, for 4 actions (rollout_depth).
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/games/assault_edge/assault_edge_ai.h"
#include "core/games/assault_edge/assault_edge_state.h"

namespace ff::assault_edge {
namespace {

bool has(const std::vector<Action>& v, Action a) { return std::find(v.begin(), v.end(), a) != v.end(); }

// An action as `seat` sees the board: P2 sits opposite, so its squares are turned 180 degrees and the
// two players' decks trade codes. Sorting the legal moves by this key makes every "first of the
// best" choice below seat-relative (sorted by absolute square, the Cinder seat won 399 of 400
// games between equal bots: issue 17).
Action seat_key(int seat, Action a) {
  if (seat == 0) return a;
  const DecodedAction d = decode(a);
  auto sq = [](int x) { return kSquares - 1 - x; };
  auto target = [&](int t) {
    if (t < kSquares) return sq(t);
    if (t >= kTgtDeck && t < kTgtElement) return kTgtDeck + (5 - (t - kTgtDeck)) / 3 * 3 + (t - kTgtDeck) % 3;
    if (t >= kTgtEquip && t < kTgtCard) return kTgtEquip + sq((t - kTgtEquip) / 4) * 4 + (t - kTgtEquip) % 4;
    return t;
  };
  switch (d.kind) {
    case DecodedAction::kActivate: return encode_activate(sq(d.square));
    case DecodedAction::kMove: return encode_move(sq(d.square));
    case DecodedAction::kHeal: return encode_heal(sq(d.square));
    case DecodedAction::kAssign: return encode_assign(target(d.target));
    case DecodedAction::kPlay: return encode_play(d.card, target(d.target));
    default: return a;
  }
}

// The legal moves in the order `seat` reads them (seat_key), so ties go the same way for both seats.
// Each key is worked out once and ties keep the legal order (key, then place in the list: the
// order a stable sort by key gives). P1's key is the action itself: a sorted list is returned as it
// is, without a copy; otherwise the reordered list is built in `reordered`.
const std::vector<Action>& seat_order(int seat, const std::vector<Action>& legal, std::vector<Action>& reordered) {
  if (seat == 0 && std::is_sorted(legal.begin(), legal.end())) return legal;
  std::vector<uint64_t> keyed(legal.size());
  for (size_t i = 0; i < legal.size(); ++i) keyed[i] = uint64_t{seat_key(seat, legal[i])} << 32 | i;
  std::sort(keyed.begin(), keyed.end());
  reordered.resize(legal.size());
  for (size_t i = 0; i < keyed.size(); ++i) reordered[i] = legal[keyed[i] & 0xffffffffu];
  return reordered;
}

int assigned_to(const AeState& s, int key) {
  for (auto [t, n] : s.decl_)
    if (t == key) return n;
  return 0;
}

// Points the current declaration puts on the unit, less its temporary HP: would it die?
bool dies(const AeState& s, const Unit& u) { return assigned_to(s, u.id) >= u.hp + u.temp && assigned_to(s, u.id) > 0; }

Action respond(const AeState& s, const std::vector<Action>& legal) {
  const int me = s.current_player();
  const int o = 1 - me;
  for (Action a : legal) {
    const DecodedAction d = decode(a);
    if (d.kind != DecodedAction::kPlay) continue;
    const Unit* u = d.target < kSquares ? s.unit_at(d.target) : nullptr;
    switch (d.card) {
      case kSmokeScreen:
      case kFieldMedicKit:
      case kTacticalWithdrawal:
        if (u && u->owner == me && dies(s, *u) && assigned_to(s, u->id) <= u->hp + u->temp + 2) return a;
        if (d.card == kTacticalWithdrawal && u && u->owner == me && dies(s, *u)) return a;
        break;
      case kFortify:
        for (const Unit& x : s.units_)
          if (x.owner == me && dies(s, x) && assigned_to(s, x.id) <= x.hp + x.temp + 2) return a;
        break;
      case kLastStand: return a;
      case kCountermand: {
        const Link& l = s.chain_[static_cast<size_t>(d.target - kTgtLink)];
        if (l.card == kOrbitalStrike || l.card == kSiegeBombardment || l.card == kTotalAssault ||
            (l.card >= kVanguardCaptain && l.card <= kTideOracle))
          return a;
        break;
      }
      case kSignalJammer: {
        const Link& l = s.chain_[static_cast<size_t>(d.target - kTgtLink)];
        if (l.card == kSabotage || (l.card >= kVanguardCaptain && l.card <= kTideOracle) || l.card == kBattleFury) return a;
        break;
      }
      case kAmbush:
        if (u && u->owner == o && u->hp + u->temp <= 2) return a;
        break;
      case kDismantle:
        if (u && u->owner == o) return a;
        break;
      default: break;
    }
  }
  (void)o;
  return kPass;
}

int draw_choice(const AeState& s, int seat, const std::vector<Action>& legal) {
  // Research and Barracks first (free), whichever holds more; Command only when they are empty.
  const int r = static_cast<int>(s.decks_[seat][kResearch].size()), b = static_cast<int>(s.decks_[seat][kBarracks].size());
  if (b > 0 && b >= r && has(legal, encode_draw(kBarracks))) return encode_draw(kBarracks);
  if (r > 0 && has(legal, encode_draw(kResearch))) return encode_draw(kResearch);
  if (b > 0 && has(legal, encode_draw(kBarracks))) return encode_draw(kBarracks);
  return static_cast<int>(legal.front());
}

// Uplink: a card worth drawing next stays on top (a Unit card, Orbital Strike, Reinforcements,
// Siege Bombardment, Field Manual); anything else goes to the bottom.
bool keeps_on_top(int type) {
  return (card_type(type).subtypes & kUnitCard) || type == kOrbitalStrike || type == kReinforcements ||
         type == kSiegeBombardment || type == kFieldManual;
}

// Where a unit wants to be: within range of the enemy Command Deck.
int goal_dist(const AeState& s, const Unit& u, int sq) { return deck_distance(sq, (1 - u.owner) * 3 + kCommand); }

Action move_step(const AeState& s, const Unit& u, const std::vector<Action>& legal) {
  const int here = goal_dist(s, u, u.sq);
  if (here <= s.range_of(u) && has(legal, kEnd)) return kEnd;
  Action best = has(legal, kEnd) ? kEnd : legal.front();
  int best_d = has(legal, kEnd) ? here : 99;
  for (Action a : legal) {
    const DecodedAction d = decode(a);
    if (d.kind != DecodedAction::kMove) continue;
    const int g = goal_dist(s, u, d.square);
    if (g < best_d) best_d = g, best = a;
  }
  return best;
}

Action battle(const AeState& s, const Unit& u, const std::vector<Action>& legal) {
  const int me = u.owner;
  // Focus fire: finish a unit that the remaining points destroy, the most valuable first.
  int best = -1, best_val = -1;
  for (Action a : legal) {
    const DecodedAction d = decode(a);
    if (d.kind != DecodedAction::kAssign || d.target >= kTgtDeck) continue;
    const Unit* t = s.unit_at(d.target);
    int left = 0;
    for (auto [k, n] : s.decl_) left += n;
    left = s.atk_of(u) - left;
    const int need = t->hp + t->temp - assigned_to(s, t->id);
    if (need <= 0 || need > left) continue;
    const int val = (t->unique >= 0 ? 10 : 0) + s.atk_of(*t) * 2 + t->max_hp - (t->unique >= 0 && s.card_of(t->owner, t->unique) == kThornbackWarden && u.hp <= 2 ? 20 : 0);
    if (val > best_val) best_val = val, best = static_cast<int>(a);
  }
  if (best >= 0 && best_val > -5) return static_cast<Action>(best);
  const Action cmd = encode_assign(kTgtDeck + (1 - me) * 3 + kCommand);
  if (has(legal, cmd)) return cmd;
  for (int k : {kBarracks, kResearch}) {
    const Action dk = encode_assign(kTgtDeck + (1 - me) * 3 + k);
    if (has(legal, dk)) return dk;
  }
  // Otherwise the weakest enemy unit in range.
  int low = 99;
  Action pick = 0;
  for (Action a : legal) {
    const DecodedAction d = decode(a);
    if (d.kind != DecodedAction::kAssign || d.target >= kTgtDeck) continue;
    const Unit* t = s.unit_at(d.target);
    if (t->hp + t->temp < low) low = t->hp + t->temp, pick = a;
  }
  if (pick) return pick;
  if (has(legal, kDeclare)) return kDeclare;
  for (Action a : legal)
    if (decode(a).kind == DecodedAction::kHeal) return a;
  return has(legal, kEnd) ? kEnd : legal.front();
}

// A card worth playing at an open point of the own Combat phase, or 0.
Action open_play(const AeState& s, const std::vector<Action>& legal) {
  const int me = s.turn_player_;
  int ready = 0;
  for (const Unit& u : s.units_) ready += u.owner == me && u.sub == Sub::kReady;
  Action best = 0;
  int best_score = 0;
  for (Action a : legal) {
    const DecodedAction d = decode(a);
    if (d.kind != DecodedAction::kPlay) continue;
    const Unit* u = d.target < kSquares ? s.unit_at(d.target) : nullptr;
    int score = 0;
    switch (d.card) {
      case kVanguardCaptain:
      case kCinderDrake:
      case kBastionGolem:
      case kThornbackWarden: score = 80; break;
      case kArcEngineer:
      case kTideOracle: score = 60; break;
      case kShockBlade:
      case kLongshotScope:
      case kPlateHarness:
      case kJumpJets: score = u && u->unique >= 0 ? 75 : 55; break;
      case kOrbitalStrike:
        if (u && u->hp + u->temp <= 3) score = 70 + (u->unique >= 0 ? 10 : 0);
        break;
      case kSiegeBombardment: score = d.target == kTgtDeck + (1 - me) * 3 + kCommand ? 65 : 0; break;
      case kSabotage: score = d.target == kTgtDeck + (1 - me) * 3 + kResearch ? 30 : 25; break;
      case kReinforcements: score = 68; break;
      case kFieldManual: score = 50; break;
      case kRecall: score = 40; break;
      case kFieldPromotion: score = u ? 40 + s.atk_of(*u) : 0; break;
      case kTotalAssault: score = ready >= 3 ? 60 : 0; break;
      case kElementalResonance: score = ready >= 3 ? 45 : 0; break;
      case kBattleFury:
        if (u && u->sub == Sub::kReady && deck_distance(u->sq, (1 - me) * 3 + kCommand) <= s.spd_of(*u) + s.range_of(*u)) score = 45;
        break;
      case kMassRepair: {
        int missing = 0;
        for (const Unit& x : s.units_)
          if (x.owner == me) missing += std::min(2, x.max_hp - x.hp);
        score = missing >= 3 ? 40 : 0;
        break;
      }
      case kFieldMedicKit:
        if (u && u->max_hp - u->hp >= 2) score = 20;
        break;
      case kDismantle: score = 35; break;
      case kScoutReport: score = 10; break;
      case kRapidMuster: score = s.hand_[me].size() >= 4 ? 30 : 0; break;
      default: break;
    }
    if (score > best_score) best_score = score, best = a;
  }
  return best;
}

Action choose(const AeState& s, const std::vector<Action>& sorted_legal) {
  const int me = s.current_player();
  std::vector<Action> reordered;
  const std::vector<Action>& legal = seat_order(me, sorted_legal, reordered);
  switch (s.decision_) {
    case Decision::kCost: {
      // Pay with the least useful card: a Research card, then Barracks, Command last.
      Action best = legal.front();
      int best_rank = 99;
      for (Action a : legal) {
        const int t = decode(a).card;
        const int rank = card_type(t).deck == kResearch ? 0 : card_type(t).deck == kBarracks ? 1 : 2;
        if (rank < best_rank) best_rank = rank, best = a;
      }
      return best;
    }
    case Decision::kDraws: return static_cast<Action>(draw_choice(s, me, legal));
    case Decision::kOrder: return kInBoardOrder;  // the heals commute: any order ends the same
    case Decision::kUplinkDeck: {  // look at the deck it would draw from next
      std::vector<Action> draws;
      for (Action x : legal) draws.push_back(encode_draw(decode(x).deck));
      return encode_look(decode(static_cast<Action>(draw_choice(s, me, draws))).deck);
    }
    case Decision::kUplink: return keeps_on_top(s.card_of(me, s.look_[0])) ? kOnTop : kToBottom;
    case Decision::kWithdraw: {
      const Unit* u = s.unit_by_id(s.withdrawing_);
      const Unit* a = s.unit_by_id(s.active_);
      if (!u || !a) return has(legal, kStop) ? kStop : legal.front();
      Action best = has(legal, kStop) ? kStop : legal.front();
      int far = has(legal, kStop) ? king_distance(u->sq, a->sq) : -1;
      for (Action x : legal)
        if (decode(x).kind == DecodedAction::kMove && king_distance(decode(x).square, a->sq) > far) far = king_distance(decode(x).square, a->sq), best = x;
      return best;
    }
    default: break;
  }
  if (legal.size() == 1) return legal.front();
  if (has(legal, kPass)) return respond(s, legal);
  switch (s.phase_) {
    case Phase::kSetup:
    case Phase::kDraw: return static_cast<Action>(draw_choice(s, me, legal));
    case Phase::kEnd: return legal.front();
    default: break;
  }
  if (has(legal, kRedeclare)) return kRedeclare;
  const Unit* u = s.unit_by_id(s.active_);
  if (u) {
    if (u->sub == Sub::kBattle) return battle(s, *u, legal);
    return move_step(s, *u, legal);
  }
  if (Action p = open_play(s, legal)) return p;
  // Activate the ready unit nearest the enemy Command Deck.
  Action best = kEndCombat;
  int best_d = 99;
  for (Action a : legal) {
    const DecodedAction d = decode(a);
    if (d.kind != DecodedAction::kActivate) continue;
    const Unit* x = s.unit_at(d.square);
    const int g = goal_dist(s, *x, x->sq);
    if (g < best_d) best_d = g, best = a;
  }
  return best;
}

Action heuristic_action(const AeState& s, Rng& rng) {
  (void)rng;
  const auto legal = s.legal_actions();
  const Action a = choose(s, legal);
  return has(legal, a) ? a : legal.front();
}

Action rollout_action(const AeState& s, Rng& rng) {
  const auto legal = s.legal_actions();
  if (rng.below(100) < 10) return legal[rng.below(static_cast<uint32_t>(legal.size()))];
  const Action a = choose(s, legal);
  return has(legal, a) ? a : legal.front();
}

// The moves a search considers: the heuristic's choice, the structural ones (end a sub-phase, declare,
// pass, end the combat phase, keep / redeclare), every activation and card play, and only the best two
// movement steps (towards the enemy Command Deck): single steps and +1 points otherwise spread the
// iterations thin over moves the heuristic orders well.
std::vector<Action> search_actions(const AeState& s, int /*iterations*/) {
  if (s.decision_ == Decision::kOrder) return {kInBoardOrder};  // the order of heals changes nothing
  auto legal = s.legal_actions();
  if (legal.size() <= 6) return legal;
  std::vector<Action> out{choose(s, legal)};
  std::vector<std::pair<int, Action>> steps;
  const Unit* u = s.unit_by_id(s.active_);
  for (Action a : legal) {
    const DecodedAction d = decode(a);
    switch (d.kind) {
      case DecodedAction::kMove:
        if (u && s.decision_ == Decision::kNone) steps.push_back({goal_dist(s, *u, d.square), a});
        break;
      case DecodedAction::kAssign: break;
      default: out.push_back(a);
    }
  }
  std::sort(steps.begin(), steps.end());
  for (size_t i = 0; i < steps.size() && i < 2; ++i) out.push_back(steps[i].second);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// Playouts stop after 4 actions (a few steps or points) and trust evaluate(): the rollout policy is the
// heuristic, which plays the Cinder Legion's aggression poorly, and the longer it plays the more its
// mistakes decide the score. ISMCTS 300 against the heuristic, 200 games at seed 351 (issue 35):
// cut at 60 actions 65.0 %, 30: 75.0 %, 15: 83.5 %, 8: 82.5 %, 6: 85.0 %, 4: 91.0 %, 3: 88.0 %,
// 2: 83.5 %, 1: 80.5 %; no random moves at 60: 71.0 %, at 15: 83.5 % (notes.md).
int rollout_depth(const AeState&) { return 4; }

// The weights evaluate and holdings share: a seat's life (its Command Deck cards) and a unit's worth.
double life_worth(const AeState& s, int seat) {
  return 3.0 * std::sqrt(static_cast<double>(s.decks_[seat][kCommand].size()) + 1.0);
}
double unit_worth(const Unit& u, int atk, int spd) { return 0.6 * atk + 0.4 * u.hp + 0.2 * spd + (u.unique >= 0 ? 0.5 : 0.0); }

// Material and life: Command Deck cards (life), units on the board (attack, health, how close to the
// enemy Command Deck), cards in hand.
std::vector<double> evaluate(const AeState& s) {
  if (s.phase_ == Phase::kOver) return s.returns();
  double w[2] = {0, 0};
  for (int p = 0; p < 2; ++p) w[p] += life_worth(s, p) + 0.3 * static_cast<double>(s.hand_[p].size());
  for (const Unit& u : s.units_) {
    w[u.owner] += unit_worth(u, s.atk_of(u), s.spd_of(u));
    w[u.owner] += 0.15 * std::max(0, 8 - deck_distance(u.sq, (1 - u.owner) * 3 + kCommand));
  }
  const double d = std::tanh((w[0] - w[1]) / 8.0) * 0.9;
  return {d, -d};
}

// The guide's threats (AiTraits::holdings): what a reply can take from `seat`, evaluate's life and
// units without where they stand or the hand (a unit entering the board or moving, a card drawn, is
// no loss), a tenth of evaluate's weight, with the units' lasting attack and speed (a bonus until the
// end of a turn running out is no loss either): a unit of 3 attack and 3 health lost reads 0.34, 3
// damage to a Command Deck of 15 cards 0.12, 1 damage to a unit 0.04.
double holdings(const AeState& s, int seat) {
  double w = life_worth(s, seat);
  for (const Unit& u : s.units_)
    if (u.owner == seat) w += unit_worth(u, u.atk, u.spd);
  return w / 10;
}

// A turn's responses are the other player's decisions inside it.
int turn_seat(const AeState& s) { return s.phase_ == Phase::kSetup ? s.current_player() : s.turn_player_; }

int iterations(const AeState&) { return 300; }

// Normal 150 (issue 52, 200 games, seed 351): at the floor of 50 it won 64.0 % against Easy;
// at 75 63.5 % (Hard 65.5 % against it), at 112 83.5 % (Hard 56.0 %), at 150 88.0 % (Hard 62.5 %).
double normal_search(const AeState&) { return 0.5; }

}  // namespace

constinit const AiTraits kAiTraits{
    .rollout_action = ai_hook<&rollout_action>,
    .heuristic_action = ai_hook<&heuristic_action>,
    .rollout_depth = ai_hook<&rollout_depth>,
    .search_actions = ai_hook<&search_actions>,
    .evaluate = ai_hook<&evaluate>,
    .iterations = ai_hook<&iterations>,
    .normal_search = ai_hook<&normal_search>,
    .turn_seat = ai_hook<&turn_seat>,
    .holdings = ai_hook<&holdings>,
};

}  // namespace ff::assault_edge
