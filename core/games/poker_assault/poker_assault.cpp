// Poker Assault: the rules: actions, PREPARE / LAUNCH / DEFEND / damage / Press / Reform /
// knock-outs for 2, 3 and 4 players. Set-up and options: poker_assault_setup.cpp; card abilities and
// Power Cards: poker_assault_powers.cpp.
#include "core/games/poker_assault/poker_assault.h"

#include <algorithm>

#include "core/games/poker_assault/poker_assault_state.h"

namespace ff::poker_assault {

namespace {
constexpr int kTargetNone = 63;  // a Power Card's target in the encoding: none
}  // namespace

// ---- actions -------------------------------------------------------------------------------------

DecodedAction decode(Action a) {
  DecodedAction d;
  if (a < kLaunch) {
    d.kind = DecodedAction::kPlay;
    d.card = Card::from_id(static_cast<uint16_t>(a / 32));
    d.change = static_cast<int>(a % 32);
    if (d.change > 17 || d.card.is_joker()) d.kind = DecodedAction::kInvalid;
  } else if (a == kLaunch) {
    d.kind = DecodedAction::kLaunch;
  } else if (a == kStop) {
    d.kind = DecodedAction::kStop;
  } else if (a == kPass) {
    d.kind = DecodedAction::kPass;
  } else if (a == kReform) {
    d.kind = DecodedAction::kReform;
  } else if (a == kKeep) {
    d.kind = DecodedAction::kKeep;
  } else if (a >= kDefendBase && a < kDefendBase + 512 * 16 * 2) {
    const int x = static_cast<int>(a - kDefendBase);
    d.kind = DecodedAction::kDefend;
    d.night_wings = x % 2;
    d.target = (x / 2) % 16;
    d.card = Card::from_id(static_cast<uint16_t>(x / 32));
    if (d.card.is_joker()) d.kind = DecodedAction::kInvalid;
  } else if (a >= kPowerBase && a < kPowerBase + kNumPowers * 64) {
    d.kind = DecodedAction::kPower;
    d.power = static_cast<int>(a - kPowerBase) / 64;
    const int target = static_cast<int>(a - kPowerBase) % 64;
    d.target = target == kTargetNone ? kNoTarget : target;
  } else if (a >= kChooseBase && a < kChooseBase + 64) {
    d.kind = DecodedAction::kChoose;
    d.choice = static_cast<int>(a - kChooseBase);
  } else if (a >= kDraftBase && a < kDraftBase + 16) {
    d.kind = DecodedAction::kDraft;
    d.faction = static_cast<int>(a - kDraftBase) / 4;
    d.suit = static_cast<int>(a - kDraftBase) % 4;
  }
  return d;
}

Action encode_play(Card card, int change) { return kPlayBase + static_cast<Action>(card.id() * 32 + change); }
Action encode_defend(Card card, int target, bool night_wings) {
  return kDefendBase + static_cast<Action>((card.id() * 16 + target) * 2 + (night_wings ? 1 : 0));
}
Action encode_power(int power, int target) {
  return kPowerBase + static_cast<Action>(power * 64 + (target < 0 ? kTargetNone : target));
}

PlayChanges play_changes(Ability ab, int rank, int suit) {
  PlayChanges m;
  m.add(0);
  if (ab == Ability::kMistForm || ab == Ability::kCovenMistress) {
    for (int s = 0; s < 4; ++s)
      if (s != suit) m.add(1 + s);
  } else if (ab == Ability::kShapeshifter) {
    const int up = rank == kAce ? 2 : rank + 1, down = rank == 2 ? kAce : rank - 1;
    m.add(5 + std::min(up, down) - 2);
    m.add(5 + std::max(up, down) - 2);
  } else if (ab == Ability::kMasterShapeshifter) {
    for (int r = 2; r <= kAce; ++r)
      if (r != rank) m.add(5 + r - 2);
  }
  return m;
}

std::string PaState::change_text(int change) const {
  if (changed_suit(change) >= 0) return std::string(" as ") + suit_char(static_cast<uint8_t>(changed_suit(change)));
  if (changed_rank(change) >= 0) return std::string(" as ") + rank_char(static_cast<uint8_t>(changed_rank(change)));
  return "";
}

std::string PaState::change_words(int change) const {
  if (changed_suit(change) >= 0) return std::string(" as ") + suit_symbol(static_cast<uint8_t>(changed_suit(change)));
  if (changed_rank(change) == kTen) return " as 10";
  return change_text(change);
}

// ---- the state's building blocks -----------------------------------------------------------------

void PaState::enter(Phase phase, int seat) {
  phase_ = phase;
  to_act_ = seat;
}

EventRecord& PaState::log(EventKind kind, int seat) {
  events_.push_back(EventRecord{});
  EventRecord& e = events_.back();
  e.kind = kind;
  e.seat = static_cast<int8_t>(seat);
  return e;
}

Ability PaState::active_assault(Card c) const {
  const Ability ab = printed_ability(faction_of_deck(c.deck), c);
  return ability_info(ab).timing == Timing::kAssault && ability_info(ab).implemented ? ab : Ability::kNone;
}

Ability PaState::active_defense(Card c) const {
  const Ability ab = printed_ability(faction_of_deck(c.deck), c);
  return ability_info(ab).timing == Timing::kDefense && ability_info(ab).implemented ? ab : Ability::kNone;
}

bool PaState::ensure_deck(int seat) {
  auto& d = deck_[seat];
  if (!d.empty()) return true;
  if (discard_[seat].empty()) return false;  // nothing to draw: the hand shrinks (R23)
  d.swap(discard_[seat]);
  rng_.shuffle(d);
  known_bottom_[seat].clear();
  log(EventKind::kReshuffle, seat);
  return true;
}

// Cards drawn from a small deck may have been the known bottom ones.
void PaState::bottom_changed(int seat) {
  auto& kb = known_bottom_[seat];
  if (kb.size() > deck_[seat].size()) kb.resize(deck_[seat].size());
}

void PaState::draw(int seat, int n) {
  for (int i = 0; i < n; ++i) {
    if (!ensure_deck(seat)) return;
    hand_[seat].push_back(deck_[seat].back());
    deck_[seat].pop_back();
    bottom_changed(seat);
  }
}

int PaState::left_of(int seat) const {
  for (int k = 1; k <= num_seats(); ++k) {
    const int s = (seat + k) % num_seats();
    if (!out_[s]) return s;
  }
  return seat;
}

uint32_t PaState::allowed_types(int seat) const {
  uint32_t m = kBaseTypes;
  for (int id : face_up_[seat]) {
    const int t = power_unlocks(id);
    if (t >= 0) m |= 1u << t;
  }
  return m;
}

std::vector<Eff> PaState::effs(bool launched) const {
  std::vector<Eff> out;
  out.reserve(assault_.size() + 1);
  for (const ACard& a : assault_) {
    Eff e;
    e.rank = a.rank == 1 ? kAce : a.rank;
    e.suit = a.suit;
    e.wild = a.wild && !launched;
    e.optional = a.stowaway;
    out.push_back(e);
  }
  return out;
}

bool PaState::hive_first() const {
  if (played_from_hand_ > 0) return false;
  for (int id : face_up_[attacker_])
    if (id == kPHiveMind) return true;
  return false;
}

int PaState::base_rank(Card c, int holder) const {
  return holder >= 0 && holder < num_seats() && boost_[holder] == c.id() ? kAce : c.rank;
}

// Afterburner leaves play when its card leaves the hand (discarded, defending, stolen).
void PaState::unboost(int seat, Card c) {
  if (seat < 0 || boost_[seat] != c.id()) return;
  boost_[seat] = -1;
  power_discard_[seat].push_back(kPAfterburner);
}

Eff PaState::eff_for(Card c, int change, bool from_hand) const {
  const Ability ab = active_assault(c);
  Eff e;
  e.rank = static_cast<uint8_t>(from_hand ? base_rank(c, attacker_) : c.rank);
  e.suit = c.suit;
  if (changed_suit(change) >= 0) e.suit = static_cast<uint8_t>(changed_suit(change));
  if (changed_rank(change) >= 0) e.rank = static_cast<uint8_t>(changed_rank(change));
  e.wild = ab == Ability::kInfiltrator && change == 0 && e.rank == c.rank;
  e.optional = ab == Ability::kStowaway || (from_hand && hive_first());
  return e;
}

bool PaState::set_ok(const std::vector<Eff>& set) const { return potential_any(set, allowed_types(attacker_)); }

bool PaState::play_ok(Card c, int change, bool from_hand) const {
  std::vector<Eff> set = effs(false);
  set.push_back(eff_for(c, change, from_hand));
  return set_ok(set);
}

void PaState::start_prepare(int seat) {
  if (phase_ == Phase::kGameOver) return;
  attacker_ = seat;
  enter(Phase::kPrepare, seat);
  if (assaults_ >= kMaxAssaults) {
    // The bound (notes.md, Bound): the most chips wins; equal chips draw.
    log(EventKind::kLimit, -1);
    int best = -1, who = -1;
    bool tie = false;
    for (int s = 0; s < num_seats(); ++s) {
      if (out_[s] || (teams() && s >= 2)) continue;
      if (chips(s) > best) {
        best = chips(s);
        who = s;
        tie = false;
      } else if (chips(s) == best) {
        tie = true;
      }
    }
    game_over(tie ? -1 : who);
    return;
  }
  ++assaults_;
  log(EventKind::kNext, seat);
}

// ---- legal actions -------------------------------------------------------------------------------

int PaState::current_player() const { return phase_ == Phase::kGameOver ? kTerminal : to_act_; }

std::vector<int> PaState::defenders() const {
  std::vector<int> out;
  if (teams()) {
    out.push_back((attacker_ + 1) % 4);
    return out;
  }
  for (int k = 1; k < num_seats(); ++k) {
    const int s = (attacker_ + k) % num_seats();
    if (!out_[s]) out.push_back(s);
  }
  return out;
}

int PaState::undefended() const {
  int n = 0;
  for (const ACard& a : assault_) n += a.status == Fight::kUndefended;
  return n;
}

bool PaState::menacer_locked(int target) const {
  if (assault_[target].ability == Ability::kMenacer) return false;
  for (const ACard& a : assault_)
    if (a.ability == Ability::kMenacer && a.status == Fight::kUndefended) return true;
  return false;
}

bool PaState::attached(const ACard& t, int id) const {
  return std::find(t.attached.begin(), t.attached.end(), id) != t.attached.end();
}

bool PaState::can_defend(Card d, int target, bool night_wings) const {
  if (target < 0 || target >= static_cast<int>(assault_.size())) return false;
  const ACard& t = assault_[target];
  if (t.status != Fight::kUndefended || menacer_locked(target)) return false;
  const Ability dab = active_defense(d);
  if (night_wings && !(dab == Ability::kNightWings && d.suit != t.suit)) return false;
  const int drank = base_rank(d, to_act_);  // defending Aces are always high
  const int dsuit = night_wings ? t.suit : d.suit;
  const int trank = t.rank;  // 1 for a low Ace
  // Ace against Ace is an equal-rank defense, a low Ace's too (R6).
  const bool same_rank = drank == trank || (trank == 1 && drank == kAce);
  bool ok = same_rank || (dsuit == t.suit && drank > trank);
  // Permissions ("can").
  if (dab == Ability::kDeflector && drank > trank) ok = true;
  if (t.illusion && Card::make(static_cast<uint8_t>(drank), static_cast<uint8_t>(dsuit)).is_red() ==
                        Card::make(2, t.suit).is_red() && drank > trank)
    ok = true;
  // Restrictions last: "can't" beats "can".
  const bool savage = t.ability == Ability::kSavage || attached(t, kPAlphasMark);
  if (savage && !(dsuit == t.suit && drank >= trank)) ok = false;
  if (attached(t, kPCloakingDevice) && !(dsuit == t.suit && drank > trank)) ok = false;
  return ok;
}

std::vector<Action> PaState::legal_actions() const {
  std::vector<Action> out;
  const int p = to_act_;
  switch (phase_) {
    case Phase::kGameOver: return out;
    case Phase::kPrepare: {
      std::vector<Eff> set = effs(false);  // play_ok for each card and change, the set copied once
      set.push_back(Eff{});
      for (Card c : hand_[p])
        for (int change : play_changes(active_assault(c), base_rank(c, p), c.suit)) {
          set.back() = eff_for(c, change, true);
          if (set_ok(set)) out.push_back(encode_play(c, change));
        }
      set.pop_back();
      if (!assault_.empty() && legal_types(set, allowed_types(p)) != 0) out.push_back(kLaunch);
      if (!assault_.empty() || out.empty()) out.push_back(kStop);
      secret_actions(p, out);
      break;
    }
    case Phase::kLaunchWindow:
      secret_actions(p, out);
      out.push_back(kPass);
      break;
    case Phase::kDefend: {
      if (undefended() == 0) {  // the Counterattack window (defense_complete)
        for (int id : secrets_[p])
          if (id == kPCounterattack) out.push_back(encode_power(id, kNoTarget));
        out.push_back(kPass);
        break;
      }
      for (Card d : hand_[p])
        for (int i = 0; i < static_cast<int>(assault_.size()); ++i) {
          if (can_defend(d, i, false)) out.push_back(encode_defend(d, i, false));
          if (can_defend(d, i, true)) out.push_back(encode_defend(d, i, true));
        }
      secret_actions(p, out);
      out.push_back(kPass);
      break;
    }
    case Phase::kReform:
      out.push_back(kReform);
      out.push_back(kKeep);
      break;
    case Phase::kChoice:
      for (size_t k = 0; k < pending_.opts.size(); ++k) out.push_back(kChooseBase + static_cast<Action>(k));
      break;
    case Phase::kDraft:
      for (int k : draft_options()) out.push_back(kDraftBase + static_cast<Action>(k));
      break;
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// ---- applying actions ------------------------------------------------------------------------------

Card PaState::take_from_hand(int seat, Card c) {
  auto& h = hand_[seat];
  auto it = std::find(h.begin(), h.end(), c);
  if (it != h.end()) h.erase(it);
  return c;
}

void PaState::discard_to(int seat, Card c) {
  const bool first_deck_gone = seat >= 0 && street_used_[seat] && c.deck == street_gone_deck(seat);
  if (seat < 0 || out_[seat] || first_deck_gone) gone_.push_back(c);
  else discard_[seat].push_back(c);
}

void PaState::add_to_assault(Card c, int change, bool from_hand) {
  ACard x;
  x.card = c;
  x.rank = c.rank;
  x.suit = c.suit;
  x.ability = active_assault(c);
  if (changed_suit(change) >= 0) x.suit = static_cast<uint8_t>(changed_suit(change));
  if (changed_rank(change) >= 0) x.rank = static_cast<uint8_t>(changed_rank(change));
  x.modified = change != 0;
  if (from_hand && boost_[attacker_] == c.id()) {
    // Afterburner: the card is an Ace (Modified) and the Power Card travels with it.
    if (changed_rank(change) < 0) x.rank = kAce;
    x.modified = true;
    x.attached.push_back(kPAfterburner);
    boost_[attacker_] = -1;
  }
  x.wild = x.ability == Ability::kInfiltrator && !x.modified;
  x.stowaway = x.ability == Ability::kStowaway || (from_hand && hive_first());
  if (from_hand) ++played_from_hand_;
  assault_.push_back(x);
  EventRecord& e = log(from_hand ? EventKind::kPlay : EventKind::kAdd, attacker_);
  e.cards[0] = c;
  e.value = static_cast<int16_t>(change);
  // On-play effects first (a card added by a Wingman resolves before the Wingman's own draw).
  const int8_t idx = static_cast<int8_t>(assault_.size() - 1);
  std::vector<Todo> now;
  switch (x.ability) {
    case Ability::kWingman: now.push_back(Todo{Todo::kPeek1, idx}); break;
    case Ability::kSquadronLeader: now.push_back(Todo{Todo::kPeek2, idx}); break;
    case Ability::kCovenMistress: now.push_back(Todo{Todo::kCoven, idx}); break;
    case Ability::kMoonCaller: now.push_back(Todo{Todo::kMoonCaller, idx}); break;
    default: break;
  }
  if (from_hand) now.push_back(Todo{x.ability == Ability::kCelestialTelepath ? Todo::kTelepath : Todo::kDraw, idx});
  todo_.insert(todo_.begin(), now.begin(), now.end());
}

void PaState::run_todo() {
  while (!todo_.empty()) {
    const Todo t = todo_.front();
    todo_.erase(todo_.begin());
    if (t.kind == Todo::kDraw) draw(attacker_);
    else on_play_effect(t);
    if (phase_ == Phase::kChoice || phase_ == Phase::kGameOver) return;
  }
  enter(Phase::kPrepare, attacker_);
}

// One handler per move kind; a Street Fight re-entry (which may happen inside any of them) ends the
// Assault afterwards.
void PaState::do_apply(Action a) {
  const DecodedAction d = decode(a);
  switch (d.kind) {
    case DecodedAction::kPlay: play_card(d.card, d.change); break;
    case DecodedAction::kLaunch: launch(); break;
    case DecodedAction::kStop: stop(); break;
    case DecodedAction::kPass: pass_move(); break;
    case DecodedAction::kDefend: defend(d.card, d.target, d.night_wings); break;
    case DecodedAction::kReform: reform(); break;
    case DecodedAction::kKeep: keep_hand(); break;
    case DecodedAction::kPower: play_power(to_act_, d.power, d.target); break;
    case DecodedAction::kChoose: apply_choice(pending_.opts[d.choice]); break;
    case DecodedAction::kDraft: draft(d.faction * 4 + d.suit); break;
    case DecodedAction::kInvalid: break;
  }
  if (abort_to_ >= 0 && phase_ != Phase::kGameOver) abort_assault();
}

// PREPARE: the card enters the Assault, its on-play effects resolve, then the replacement draw (R2).
void PaState::play_card(Card c, int change) {
  take_from_hand(to_act_, c);
  add_to_assault(c, change, true);
  run_todo();
}

// A failed Assault (or a legal one not launched): its cards are discarded (R2).
void PaState::stop() {
  EventRecord& e = log(EventKind::kStop, to_act_);
  e.value = !assault_.empty() && legal_types(effs(false), allowed_types(to_act_)) != 0;
  end_assault(true);
}

// The launch window's "let the defense begin", the Counterattack window's "end the Assault", or a
// defender's pass (3 players) / done (2, 4).
void PaState::pass_move() {
  if (phase_ == Phase::kLaunchWindow) {
    start_defense();
  } else if (undefended() == 0) {
    window_done_[to_act_] = true;
    log(EventKind::kPass, to_act_);
    defense_complete();
  } else {
    pass(to_act_);
  }
}

// R17: discard the whole hand and draw as many.
void PaState::reform() {
  const int p = to_act_;
  const int n = static_cast<int>(hand_[p].size());
  for (Card c : hand_[p]) {
    unboost(p, c);
    discard_[p].push_back(c);
  }
  hand_[p].clear();
  draw(p, n);
  log(EventKind::kReform, p).value = static_cast<int16_t>(n);
  next_defender_or_end(p);
}

void PaState::keep_hand() {
  log(EventKind::kKeepHand, to_act_);
  next_defender_or_end(to_act_);
}

// Street Fight: a player who re-entered with the second deck prepares next; the Assault ends at once.
void PaState::abort_assault() {
  const int next = abort_to_;
  abort_to_ = -1;
  const int a = attacker_;
  for (Card c : peek_) {
    if (c.deck == primary_[a]) deck_[a].push_back(c);
    else gone_.push_back(c);
  }
  peek_.clear();
  pending_ = Pending{};
  todo_.clear();
  cleanup();
  start_prepare(next);
}

void PaState::launch() {
  bool low = false;
  const uint32_t types = legal_types(effs(false), allowed_types(attacker_), &low);
  types_ = types;
  // Lock the type: the one drawing the most Power Cards (the higher type on equal draws).
  int best = -1, draws = -1;
  for (int t = 0; t < kNumTypes; ++t)
    if ((types & (1u << t)) && type_power_draws(t) >= draws) {
      best = t;
      draws = type_power_draws(t);
    }
  type_ = best;
  launched_ = true;
  if (low) {
    // The Ace of the low straight becomes rank 1 (a Stowaway Ace left out of the core stays high).
    int pick = -1;
    for (int i = 0; i < static_cast<int>(assault_.size()); ++i)
      if (assault_[i].rank == kAce && (pick < 0 || assault_[pick].stowaway)) pick = i;
    if (pick >= 0) assault_[pick].rank = 1;
  }
  for (ACard& x : assault_) x.wild = false;  // Infiltrator is its printed card from launch on
  EventRecord& e = log(EventKind::kLaunch, attacker_);
  e.value = static_cast<int16_t>(type_);
  e.detail = static_cast<int16_t>(draws);
  draws_left_ = draws;
  continue_launch();
}

// Power Cards one at a time (R5 step 2); an Immediate that needs a choice pauses the draws.
void PaState::continue_launch() {
  while (draws_left_ > 0) {
    --draws_left_;
    draw_power(attacker_);
    if (phase_ == Phase::kGameOver || phase_ == Phase::kChoice) return;
  }
  after_launch();
}

// On-launch triggers (R5 step 3), then the launch window or the defense.
void PaState::after_launch() {
  for (const ACard& x : assault_)
    if (x.ability == Ability::kRayGunner) {
      for (int d : defenders()) {
        direct_damage(d, 1, ability_cause(Ability::kRayGunner));
        if (phase_ == Phase::kGameOver) return;
      }
    }
  for (int id : face_up_[attacker_])
    if (id == kPCourtOfNight &&
        (types_ & ((1u << kFlush) | (1u << kFourFlush) | (1u << kStraightFlush))))
      gain(attacker_, 1, power_cause(kPCourtOfNight));
  bool window = false;
  for (int id : secrets_[attacker_])
    window |= power_info(id).kind == PowerKind::kSecretA && power_info(id).implemented;
  if (window) enter(Phase::kLaunchWindow, attacker_);
  else start_defense();
}

void PaState::start_defense() {
  std::vector<int> live;
  for (int d : defenders())
    if (!passed_[d]) live.push_back(d);
  if (live.empty()) {
    end_assault(false);
    return;
  }
  enter(Phase::kDefend, live[0]);
}

void PaState::defend(Card dc, int target, bool nw) {
  const int d = to_act_;
  take_from_hand(d, dc);
  ACard& t = assault_[target];
  t.status = Fight::kDefended;
  t.has_defender = true;
  t.defender = dc;
  t.defender_seat = static_cast<int8_t>(d);
  t.def_suit = nw ? t.suit : dc.suit;
  const int def_rank = base_rank(dc, d);
  unboost(d, dc);
  t.def_modified = nw;
  def_played_[d] = true;
  ++defended_count_[d];
  EventRecord& e = log(EventKind::kDefend, d);
  e.cards[0] = dc;
  e.cards[1] = t.card;
  e.value = nw;
  draw(d);
  resume_seat_ = static_cast<int8_t>(d);
  if (defense_ability(d, t, def_rank)) post_defend(d);
}

void PaState::post_defend(int d) {
  if (undefended() == 0) {
    defense_complete();
    return;
  }
  next_defender_or_end(d);
}

// Every Assault card is handled. Before the Assault ends (and before any damage), a defender still
// in the fight who has Defended 2+ cards and holds Counterattack gets a window to play it (R9's
// PRE_DAMAGE, notes.md); then the Assault ends Fully Defended.
void PaState::defense_complete() {
  for (int d : defenders()) {
    if (passed_[d] || out_[d] || window_done_[d] || defended_count_[d] < 2) continue;
    const auto& sec = secrets_[d];
    if (std::find(sec.begin(), sec.end(), static_cast<int>(kPCounterattack)) == sec.end()) continue;
    enter(Phase::kDefend, d);
    return;
  }
  end_assault(false);
}

// After `last` acted (defended, or passed and decided on Reform): whose turn in DEFEND, or the end.
void PaState::next_defender_or_end(int last) {
  std::vector<int> live;
  for (int s : defenders())
    if (!passed_[s]) live.push_back(s);
  if (undefended() == 0) {
    defense_complete();
    return;
  }
  if (live.empty()) {
    end_assault(false);
    return;
  }
  // Three players alternate; the other defender goes next if still in the fight.
  int next = live[0];
  for (int s : live)
    if (s != last) {
      next = s;
      break;
    }
  enter(Phase::kDefend, next);
}

void PaState::pass(int d) {
  passed_[d] = true;
  log(EventKind::kPass, d);
  if (undefended() > 0) {
    damage_event(d);
    if (phase_ == Phase::kGameOver) return;
    if (!out_[d] && !def_played_[d] && !relentless_ && !hand_[d].empty()) {
      enter(Phase::kReform, d);
      return;
    }
  }
  next_defender_or_end(d);
}

// R13: the damage of the cards still Undefended, with their bonuses, less the defender's reductions;
// `hits` and the attacker's on-hit `heal` too.
int PaState::damage_of(int d, int* hits, int* heal, DamageParts* parts) const {
  DamageParts local;
  DamageParts& p = parts ? *parts : local;
  int dmg = 0;
  for (const ACard& x : assault_) {
    if (x.status != Fight::kUndefended) continue;
    ++*hits;
    dmg += 1;
    p.added[kPartBloodlust] += x.bonus;
    if (x.ability == Ability::kMonstrous) p.added[kPartMonstrous] += 1;
    if (x.ability == Ability::kDireAlpha) p.added[kPartDireAlpha] += 2;
    if (x.ability == Ability::kBloodletting) *heal += 1, p.healed[0] += 1;
    if (x.ability == Ability::kBloodSovereign) *heal += 2, p.healed[1] += 2;
    for (int id : x.attached) {
      if (id == kPFangsOfTheElder) {
        p.added[kPartFangs] += 1;
        *heal += 1, p.healed[2] += 1;
      }
      if (id == kPAlphasMark) p.added[kPartAlphasMark] += 1;
    }
  }
  if (ferocity_ && *hits >= 2) p.added[kPartFerocity] += static_cast<uint8_t>(std::min(*hits - 1, 2));
  for (int id : face_up_[attacker_])
    if (id == kPPackHunt) p.added[kPartPackHunt] += 1;
  for (uint8_t a : p.added) dmg += a;
  p.prevented = static_cast<uint8_t>(std::min(dmg, reduce_[d]));
  p.prevented_by = reduced_by_[d];
  return dmg - p.prevented;
}

void PaState::damage_event(int d) {
  int hits = 0, heal = 0;
  DamageParts parts;
  const int dmg = damage_of(d, &hits, &heal, &parts);
  if (hits == 0) return;
  chips_[team(d)] -= dmg;
  EventRecord& e = log(EventKind::kDamage, d);
  e.value = static_cast<int16_t>(dmg);
  e.detail = static_cast<int16_t>(hits);
  e.parts = parts;
  if (chips(d) <= 0 && !undying(d)) {
    knock_out(d);
    if (phase_ == Phase::kGameOver) return;
  }
  // The attacker's on-hit gains (a hit counts even when its damage was reduced to 0).
  if (heal > 0 && !out_[attacker_]) {  // one line per source, each naming it
    const int16_t causes[3] = {ability_cause(Ability::kBloodletting), ability_cause(Ability::kBloodSovereign),
                               power_cause(kPFangsOfTheElder)};
    for (int k = 0; k < 3; ++k)
      if (parts.healed[k]) gain(attacker_, parts.healed[k], causes[k]);
  }
  // Persistent cards that leave after damage: Battle Station after any, Court of Night after 3 or more.
  if (!out_[d] && dmg >= 3) leave_play(d, {kPCourtOfNight, kPBattleStation});
  else if (!out_[d] && dmg >= 1) leave_play(d, {kPBattleStation});
}

// Persistent Power Cards of `seat` among `ids` leave play (in the order they are in play).
void PaState::leave_play(int seat, const std::vector<int>& ids) {
  auto& fu = face_up_[seat];
  for (size_t i = 0; i < fu.size();) {
    if (std::find(ids.begin(), ids.end(), fu[i]) == ids.end()) {
      ++i;
      continue;
    }
    log(EventKind::kFaceUpGone, seat).value = static_cast<int16_t>(fu[i]);
    power_discard_[seat].push_back(fu[i]);
    fu.erase(fu.begin() + static_cast<long>(i));
  }
}

void PaState::direct_damage(int seat, int amount, int16_t cause) {
  chips_[team(seat)] -= amount;
  EventRecord& e = log(EventKind::kDirect, seat);
  e.value = static_cast<int16_t>(amount);
  e.detail = cause;
  if (chips(seat) <= 0 && !undying(seat)) knock_out(seat);
}

void PaState::gain(int seat, int amount, int16_t cause) {
  chips_[team(seat)] += amount;
  EventRecord& e = log(EventKind::kGain, seat);
  e.value = static_cast<int16_t>(amount);
  e.detail = cause;
}

void PaState::knock_out(int seat) {
  if (street_reenter(seat)) return;
  if (first_out_ < 0) first_out_ = seat;
  if (teams()) {
    out_[seat] = out_[(seat + 2) % 4] = true;
    log(EventKind::kKnockOut, seat);
    game_over((seat + 1) % 4);
    return;
  }
  out_[seat] = true;
  log(EventKind::kKnockOut, seat);
  // Their cards leave the game (R15); cards they have in play follow in CLEANUP.
  for (auto* zone : {&hand_[seat], &deck_[seat], &discard_[seat]}) {
    gone_.insert(gone_.end(), zone->begin(), zone->end());
    zone->clear();
  }
  known_bottom_[seat].clear();
  if (boost_[seat] >= 0) unboost(seat, Card::from_id(static_cast<uint16_t>(boost_[seat])));
  for (int id : secrets_[seat]) power_discard_[seat].push_back(id);
  for (int id : face_up_[seat]) power_discard_[seat].push_back(id);
  secrets_[seat].clear();
  face_up_[seat].clear();
  passed_[seat] = true;
  int alive = 0, last = -1;
  for (int s = 0; s < num_seats(); ++s)
    if (!out_[s]) {
      ++alive;
      last = s;
    }
  if (alive <= 1) game_over(last);
}

void PaState::end_assault(bool failed) {
  if (phase_ == Phase::kGameOver) return;
  if (abort_to_ < 0 && !failed && !out_[attacker_] && undefended() == 0) full_defense();
  if (phase_ == Phase::kGameOver) return;
  if (abort_to_ >= 0) {
    abort_assault();
    return;
  }
  const int next = next_preparer(failed);
  cleanup();
  start_prepare(next);
}

// R16: every Assault card handled. The attacker's Pack Hunt and Hive Mind leave play; Battle Station
// strikes back for defenders who defended without passing (which may end the game or, in Street
// Fight, the Assault).
void PaState::full_defense() {
  const int a = attacker_;
  log(EventKind::kFullDefense, -1);
  leave_play(a, {kPPackHunt, kPHiveMind});
  for (int d : defenders())
    for (int id : face_up_[d])
      if (id == kPBattleStation && def_played_[d] && !passed_[d]) {
        direct_damage(a, 1, power_cause(kPBattleStation));
        if (phase_ == Phase::kGameOver || abort_to_ >= 0) return;
      }
}

// Who prepares next (R15, R16, R19): after a failed Assault or a Full Defense the next player (four
// players: the left opponent); after hits the attacker presses (four players: their partner).
int PaState::next_preparer(bool failed) {
  const int a = attacker_;
  if (out_[a]) return left_of(a);  // an attacker knocked out mid-Assault (3 players)
  if (failed) return teams() ? (a + 1) % 4 : left_of(a);
  const bool full = undefended() == 0;
  if (full || no_press_) {
    if (!full) log(EventKind::kNoPress, a);
    return teams() ? (a + 1) % 4 : left_of(a);
  }
  const int next = teams() ? (a + 2) % 4 : a;
  log(EventKind::kPress, next);
  return next;
}

void PaState::cleanup() {
  for (ACard& x : assault_) {
    if (x.thief >= 0) {
      log(EventKind::kAbducted, x.thief).cards[0] = x.card;
      discard_to(x.thief, x.card);
    } else {
      discard_to(attacker_, x.card);
    }
    if (x.has_defender) discard_to(x.defender_seat, x.defender);
    for (int id : x.attached) power_discard_[attacker_].push_back(id);
  }
  assault_.clear();
  todo_.clear();
  launched_ = false;
  type_ = -1;
  types_ = 0;
  played_from_hand_ = 0;
  draws_left_ = 0;
  passed_ = {};
  def_played_ = {};
  reduce_ = {};
  reduced_by_ = {};
  defended_count_ = {};
  window_done_ = {};
  no_press_ = relentless_ = ferocity_ = false;
  for (int s = 0; s < num_seats(); ++s)
    if (out_[s]) passed_[s] = true;
}

void PaState::game_over(int winner) {
  enter(Phase::kGameOver, to_act_);
  winner_ = winner;
  loser_ = loser_of(winner);
  if (winner >= 0) log(EventKind::kWin, winner);
  else log(EventKind::kDraw, -1);
}

// Who goes first in the next game: the loser. Two players: the other seat; three: the first knocked
// out, else (the Assault limit) the fewest chips; four: the losing team's knocked-out player, else
// its first seat. A draw, or equal fewest chips: -1 (the next game cuts for it).
int PaState::loser_of(int winner) const {
  if (winner < 0) return -1;
  if (num_seats() == 2) return 1 - winner;
  if (first_out_ >= 0) return first_out_;
  if (teams()) return 1 - team(winner);
  int least = -1;
  bool tie = false;
  for (int s = 0; s < num_seats(); ++s) {
    if (s == winner) continue;
    if (least < 0 || chips(s) < chips(least)) {
      least = s;
      tie = false;
    } else if (chips(s) == chips(least)) {
      tie = true;
    }
  }
  return tie ? -1 : least;
}

std::vector<double> PaState::returns() const {
  std::vector<double> r(static_cast<size_t>(num_seats()), 0.0);
  if (phase_ != Phase::kGameOver || winner_ < 0) return r;
  for (int s = 0; s < num_seats(); ++s) r[s] = team(s) == team(winner_) ? 1.0 : -1.0;
  return r;
}

}  // namespace ff::poker_assault
