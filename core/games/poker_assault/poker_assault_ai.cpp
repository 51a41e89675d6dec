// Poker Assault's AI: the rollout policy, the heuristic bot, the search's
// evaluation and budgets, registered in the game's AiTraits (core/engine/ai_traits.h); and stops_after,
// the heuristic's look-ahead that the guided game's text reads.
//
// Prepare: an Assault is worth its card count plus 1.5 per Power Card it draws. A set is scored by
// the best type it already is, or 0.8 x the best type it can still become for which the hand holds
// enough fitting cards. The bot plays the card that scores best and launches once no play improves
// on what it has. Defend: defend whenever possible, spending the card that matters least to its own
// next Assault (low, not paired in the hand) on the Assault card that hurts most; Reform when the hand
// holds no pair and nothing above a ten. Secrets are played as soon as they help. The rollout is the
// same with 10 % random moves. (A cheaper rollout without the look at the hand, `cheap`, was 2.3x
// faster but ISMCTS:200 then beat the heuristic 16-14 instead of 21-9 in the same 30 games.)
#include <algorithm>
#include <bit>
#include <cmath>
#include <vector>

#include "core/games/poker_assault/poker_assault_ai.h"
#include "core/games/poker_assault/poker_assault_state.h"

namespace ff::poker_assault {
namespace {

int type_size(int t) {
  switch (t) {
    case kPair: return 2;
    case kTrips: return 3;
    case kTwoPair: case kQuads: case kFourFlush: case kFourStraight: case kCropCircle: return 4;
    case kThreePair: return 6;
    default: return 5;
  }
}

double type_worth(int t) { return type_size(t) + 1.5 * type_power_draws(t); }

Eff eff_of(const PaState& s, Card c, int change) {
  Eff e;
  e.rank = c.rank;
  e.suit = c.suit;
  if (changed_suit(change) >= 0) e.suit = static_cast<uint8_t>(changed_suit(change));
  if (changed_rank(change) >= 0) e.rank = static_cast<uint8_t>(changed_rank(change));
  const Ability ab = printed_ability(s.faction_of_deck(c.deck), c);
  if (ability_info(ab).implemented) {
    e.wild = ab == Ability::kInfiltrator && change == 0;
    e.optional = ab == Ability::kStowaway;
  }
  return e;
}

// The mover's hand as the AI's set worth reads it: each card with its Eff as played unchanged,
// worked out once per decision (set_worth looks at every card for every legal play).
struct HandEffs {
  std::vector<Card> cards;
  std::vector<Eff> effs;
  mutable std::vector<uint32_t> pot;  // scratch: potential types with each card added
  HandEffs(const PaState& s, const std::vector<Card>& hand) : cards(hand), pot(hand.size()) {
    for (Card c : hand) effs.push_back(eff_of(s, c, 0));
  }
};

// The worth of a set given the cards still in hand (`skip`: the hand card just played). `cheap`
// (rollouts): no look at the hand, a still-possible type counts 0.6 of its worth.
double set_worth(const PaState& s, const std::vector<Eff>& set, const HandEffs& hand, Card skip, bool use_skip,
                 bool cheap = false) {
  const uint32_t allowed = s.allowed_types(s.attacker_);
  double best = 0;
  const uint32_t legal = legal_types(set, allowed);
  for (int t = 0; t < kNumTypes; ++t)
    if (legal & (1u << t)) best = std::max(best, type_worth(t));
  const uint32_t pot = potential_types(set, allowed);
  const int have = static_cast<int>(set.size());
  if (cheap) {
    for (int t = 0; t < kNumTypes; ++t)
      if ((pot & (1u << t)) && type_size(t) > have) best = std::max(best, 0.6 * type_worth(t) - 0.2 * (type_size(t) - have));
    return best;
  }
  int support[kNumTypes] = {};
  // Only the set's own potential types count: those are the ones asked for.
  const int n = static_cast<int>(hand.cards.size());
  potential_types_plus(set, hand.effs.data(), n, pot, hand.pot.data());
  for (int k = 0; k < n; ++k) {
    if (use_skip && hand.cards[k] == skip) continue;
    for (uint32_t bits = pot & hand.pot[k]; bits; bits &= bits - 1) ++support[std::countr_zero(bits)];
  }
  for (int t = 0; t < kNumTypes; ++t)
    if ((pot & (1u << t)) && support[t] >= type_size(t) - have && type_size(t) > have)
      best = std::max(best, 0.8 * type_worth(t) - 0.1 * (type_size(t) - have));
  return best;
}

// How much a hand card is worth keeping for the own next Assault.
double keep_value(const std::vector<Card>& hand, Card c) {
  double v = c.rank / 14.0;
  for (Card o : hand)
    if (o != c && o.rank == c.rank) v += 1.0;
  return v;
}

// PREPARE: the play that scores best, launching unless a play is clearly better.
Action choose_prepare(const PaState& s, const std::vector<Action>& legal, bool cheap) {
  const int p = s.to_act_;
  const std::vector<Eff> set = s.effs(false);
  const HandEffs hand(s, s.hand_[p]);
  const double now = legal_types(set, s.allowed_types(p)) ? set_worth(s, set, hand, Card{}, false, cheap) : -1;
  double best = -1e9;
  Action pick = kStop;
  std::vector<Eff> more = set;
  more.push_back(Eff{});
  for (Action a : legal) {
    const DecodedAction d = decode(a);
    double v = -1e9;
    if (d.kind == DecodedAction::kPlay) {
      more.back() = eff_of(s, d.card, d.change);
      v = set_worth(s, more, hand, d.card, true, cheap) - 0.01 * d.card.rank;
    } else if (d.kind == DecodedAction::kLaunch) {
      v = now + 0.05;  // launch unless a play is clearly better
    } else if (d.kind == DecodedAction::kStop) {
      v = 0;
    } else if (d.kind == DecodedAction::kPower) {
      v = -1;  // kept for the launch window
    }
    if (v > best) {
      best = v;
      pick = a;
    }
  }
  return pick;
}

// The launch window: every Secret that needs no decision.
Action choose_window(const std::vector<Action>& legal) {
  for (Action a : legal) {
    const DecodedAction d = decode(a);
    if (d.kind != DecodedAction::kPower) continue;
    if (d.power != kPCrimsonTransformation && d.power != kPHowlAtTheMoon && d.power != kPMindSwap) return a;
  }
  return kPass;
}

// DEFEND: a Secret that stops damage at once, else the defense that saves most for the card that
// matters least; with no defense, Sanctuary of Shadows.
Action choose_defend(const PaState& s, const std::vector<Action>& legal) {
  double best = -1e9;
  Action pick = kPass;
  bool any_defend = false;
  for (Action a : legal) {
    const DecodedAction d = decode(a);
    if (d.kind == DecodedAction::kPower) {
      if (d.power == kPCounterattack || d.power == kPEvasiveManeuvers || d.power == kPEnergyShield || d.power == kPAbduction)
        return a;
      continue;
    }
    if (d.kind != DecodedAction::kDefend) continue;
    any_defend = true;
    const ACard& t = s.assault_[d.target];
    double hurt = 1 + (t.ability == Ability::kMonstrous) + 2 * (t.ability == Ability::kDireAlpha) +
                  (t.ability == Ability::kBloodletting) + 2 * (t.ability == Ability::kBloodSovereign);
    const double v = 2 * hurt - keep_value(s.hand_[s.to_act_], d.card);
    if (v > best) {
      best = v;
      pick = a;
    }
  }
  if (!any_defend)
    for (Action a : legal) {
      const DecodedAction d = decode(a);
      if (d.kind == DecodedAction::kPower && d.power == kPSanctuaryOfShadows) return a;
    }
  return pick;
}

// Reform with no pair and nothing above a ten.
Action choose_reform(const PaState& s) {
  const auto& h = s.hand_[s.to_act_];
  bool pair = false, high = false;
  for (Card c : h) {
    high |= c.rank > kTen;
    for (Card o : h) pair |= o != c && o.rank == c.rank;
  }
  return pair || high ? kKeep : kReform;
}

// A pending choice: the weakest rival for Orbital Strike, add with a Wingman, keep or discard the
// highest card, give away or bottom the lowest; changes of the own Assault: none.
Action choose_option(const PaState& s) {
  const auto& opts = s.pending_.opts;
  auto first = [&](Opt::What w) {
    for (size_t k = 0; k < opts.size(); ++k)
      if (opts[k].what == w) return static_cast<int>(k);
    return -1;
  };
  int pick = static_cast<int>(opts.size()) - 1;
  switch (s.pending_.kind) {
    case Pending::kOrbital:
      pick = 0;
      for (size_t k = 0; k < opts.size(); ++k)
        if (s.chips(opts[k].value) < s.chips(opts[pick].value)) pick = static_cast<int>(k);
      break;
    case Pending::kWingman: pick = first(Opt::kAdd) >= 0 ? first(Opt::kAdd) : first(Opt::kLeave); break;
    case Pending::kTelepath:
    case Pending::kProbe:
      pick = 0;
      for (size_t k = 0; k < opts.size(); ++k)
        if (opts[k].card.rank > opts[pick].card.rank) pick = static_cast<int>(k);
      break;
    case Pending::kMindSwap:
    case Pending::kTeleporter:
      pick = 0;
      for (size_t k = 0; k < opts.size(); ++k)
        if (opts[k].what != Opt::kNone && opts[k].card.rank < opts[pick].card.rank) pick = static_cast<int>(k);
      if (s.pending_.kind == Pending::kTeleporter && opts[pick].card.rank >= 8) pick = first(Opt::kNone);
      break;
    case Pending::kMesmerist:
    case Pending::kForceField:
    case Pending::kEnergyShield:
    case Pending::kBloodlust:
    case Pending::kGaze: pick = 0; break;
    default: break;  // suit and rank changes of the own Assault: keep it as it is
  }
  if (pick < 0) pick = 0;
  return kChooseBase + static_cast<Action>(pick);
}

Action choose(const PaState& s, const std::vector<Action>& legal, bool cheap) {
  switch (s.phase_) {
    case Phase::kPrepare: return choose_prepare(s, legal, cheap);
    case Phase::kLaunchWindow: return choose_window(legal);
    case Phase::kDefend: return choose_defend(s, legal);
    case Phase::kReform: return choose_reform(s);
    case Phase::kChoice: return choose_option(s);
    case Phase::kDraft:
    case Phase::kGameOver: break;
  }
  return legal.front();
}

Action heuristic_action(const PaState& s, Rng& rng) {
  (void)rng;
  const auto legal = s.legal_actions();
  const Action a = choose(s, legal, false);
  return std::find(legal.begin(), legal.end(), a) != legal.end() ? a : legal.front();
}

Action rollout_action(const PaState& s, Rng& rng) {
  const auto legal = s.legal_actions();
  if (rng.below(10) == 0) return legal[rng.below(static_cast<uint32_t>(legal.size()))];
  const Action a = choose(s, legal, false);
  return std::find(legal.begin(), legal.end(), a) != legal.end() ? a : legal.front();
}

// Search playouts stop after a few Assaults: chips change slowly, and a whole game of playout costs
// hundreds of actions for little more information.
// Measured (20 games against the heuristic, ISMCTS 200): whole playouts 75 % at 119 ms a move,
// 40 actions 100 % at 41 ms, 20 actions 90 % at 11 ms.
int rollout_depth(const PaState&) { return 20; }

// Expert vs Hard at Hard's 0.7 and at 0.2 (notes.md, issues 35 and 52): two players 52.0 % and 62.0 %,
// three (pairwise) 59.6 % and 64.4 %, four (two teams) 57.5 % and 64.0 %.
double expert_exploration(const PaState&) { return 0.2; }

// Who is ahead: chips (a Street Fight player with the second deck still aside has 10 more to lose),
// each side against its strongest opponent.
std::vector<double> evaluate(const PaState& s) {
  if (s.phase_ == Phase::kGameOver) return s.returns();
  const int n = s.num_seats();
  std::vector<double> life(static_cast<size_t>(n), 0.0);
  for (int seat = 0; seat < n; ++seat) {
    if (s.out_[seat]) continue;
    life[seat] = s.chips(seat);
    if (!s.reserve_[seat].empty()) life[seat] += kStartChips * (s.teams() ? 2 : 1);
  }
  std::vector<double> out(static_cast<size_t>(n), 0.0);
  for (int seat = 0; seat < n; ++seat) {
    double rival = 0;
    for (int o = 0; o < n; ++o)
      if (s.team(o) != s.team(seat)) rival = std::max(rival, life[o]);
    out[seat] = 0.9 * std::tanh(0.15 * (life[seat] - rival));
  }
  return out;
}

// A defence is the defender's decision inside the attacker's turn (the guide's threats read on through
// it: the Assault's damage lands when the defender is done).
int turn_seat(const PaState& s) {
  return s.phase_ == Phase::kDraft || s.phase_ == Phase::kGameOver ? s.current_player() : s.attacker_;
}

int iterations(const PaState&) { return 200; }

}  // namespace

constinit const AiTraits kAiTraits{
    .rollout_action = ai_hook<&rollout_action>,
    .heuristic_action = ai_hook<&heuristic_action>,
    .rollout_depth = ai_hook<&rollout_depth>,
    .evaluate = ai_hook<&evaluate>,
    .iterations = ai_hook<&iterations>,
    .expert_exploration = ai_hook<&expert_exploration>,
    .turn_seat = ai_hook<&turn_seat>,
};

// choose_prepare's judgement one card on, from what the player sees: the Assault with `play` added
// (no ability resolved: a Wingman's card from the deck is hidden) and the hand without it (the
// replacement drawn is not known yet). It stops when no launch is legal and no card is worth more.
bool PaState::stops_after(Action play) const {
  const DecodedAction d = decode(play);
  if (d.kind != DecodedAction::kPlay) return false;
  std::vector<Eff> set = effs(false);
  set.push_back(eff_of(*this, d.card, d.change));
  if (legal_types(set, allowed_types(to_act_))) return false;
  std::vector<Card> rest = hand_[to_act_];
  rest.erase(std::find(rest.begin(), rest.end(), d.card));
  const HandEffs hand(*this, rest);
  set.push_back(Eff{});
  for (Card c : rest) {
    set.back() = eff_of(*this, c, 0);
    if (set_worth(*this, set, hand, c, true) - 0.01 * c.rank > 0) return false;
  }
  return true;
}

}  // namespace ff::poker_assault
