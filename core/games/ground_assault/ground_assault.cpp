// Ground Assault: the rules (set-up and deployment, turns, Move / Combat / Strike / Carrier Deploy,
// battles, objectives, elimination, the turn limit), notation, determinization and registration.
#include "core/games/ground_assault/ground_assault.h"

#include <algorithm>
#include <cctype>

#include "core/games/ground_assault/ground_assault_state.h"

namespace ff {
namespace ground_assault {

const char* phase_id(Phase p) {
  switch (p) {
    case Phase::kDeploy: return "deploy";
    case Phase::kTurn: return "turn";
    case Phase::kMove: return "move";
    case Phase::kAssign: return "assign";
    case Phase::kOrder: return "order";
    case Phase::kCard: return "card";
    case Phase::kReroll: return "reroll";
    case Phase::kStrikers: return "strikers";
    case Phase::kBring: return "bring";
    case Phase::kRepair: return "repair";
    case Phase::kGameOver: return "over";
  }
  return "?";
}

// ---- actions -------------------------------------------------------------------------------------

Decoded decode(Action a) {
  Decoded d;
  if (a == kEndTurn) d.type = Decoded::kEndTurn;
  else if (a == kDone) d.type = Decoded::kDone;
  else if (a == kPass) d.type = Decoded::kPass;
  else if (a == kKeep) d.type = Decoded::kKeep;
  else if (a == kReroll) d.type = Decoded::kReroll;
  else if (a >= kCarrierBase && a < kCarrierBase + kMaxSeats) d.type = Decoded::kCarrier, d.seat = static_cast<int>(a - kCarrierBase);
  else if (a >= kDeployBase && a < kDeployBase + kMaxUnits) d.type = Decoded::kDeploy, d.idx = static_cast<int>(a - kDeployBase);
  else if (a >= kMoveBase && a < kMoveBase + kMaxUnits * 8) {
    const int v = static_cast<int>(a - kMoveBase);
    if (v % 8 <= kContested) d.type = Decoded::kMove, d.idx = v / 8, d.zone = v % 8;
  } else if (a >= kAttackBase && a < kAttackBase + kMaxUnits * 64) {
    const int v = static_cast<int>(a - kAttackBase);
    d.type = Decoded::kAttack, d.idx = v / 64, d.ref = v % 64;
  } else if (a >= kBattleBase && a < kBattleBase + 5) d.type = Decoded::kBattle, d.k = static_cast<int>(a - kBattleBase);
  else if (a >= kPlayBase && a < kPlayBase + kNumCardTypes) d.type = Decoded::kPlay, d.card = static_cast<int>(a - kPlayBase);
  else if (a >= kObjectiveBase && a < kObjectiveBase + kNumCardTypes * 4) {
    const int v = static_cast<int>(a - kObjectiveBase);
    if (v % 4 < 3) d.type = Decoded::kObjective, d.card = v / 4, d.slot = v % 4;
  } else if (a >= kStrikeBase && a < kStrikeBase + kMaxSeats * 4) {
    const int v = static_cast<int>(a - kStrikeBase);
    if (v % 4 < 3) d.type = Decoded::kStrike, d.seat = v / 4, d.slot = v % 4;
  } else if (a >= kStrikerBase && a < kStrikerBase + kMaxUnits) d.type = Decoded::kStriker, d.idx = static_cast<int>(a - kStrikerBase);
  else if (a >= kBringBase && a < kBringBase + kMaxUnits) d.type = Decoded::kBring, d.idx = static_cast<int>(a - kBringBase);
  else if (a >= kRepairBase && a < kRepairBase + kMaxSeats * kMaxUnits) d.type = Decoded::kRepair, d.ref = static_cast<int>(a - kRepairBase);
  return d;
}

namespace {
int ref_of(int seat, int idx) { return seat * 16 + idx; }
int owner(int ref) { return ref >> 4; }
std::string seat_name(int s) { return "P" + std::to_string(s + 1); }
}  // namespace

// ---- construction and set-up ---------------------------------------------------------------------

GaState::GaState(const Game& game, uint64_t seed, int seats, const Options& options, std::shared_ptr<const Rig> rig)
    : State(game, seed, seats, options), rng_(seed), rig_(std::move(rig)) {
  events_.reserve(128);
  auto opt = [&](const std::string& key) {
    auto it = options.find(key);
    return it == options.end() ? std::string() : it->second;
  };
  starter_ = opt("mode") == "starter";
  for (int s = 0; s < seats; ++s) {
    const std::string f = opt("faction" + std::to_string(s + 1));
    faction_[s] = f == "dominion" ? kDominion : f == "syndicate" ? kSyndicate : s % 2;
    decks_[s] = &deck_list(faction_[s], starter_);
    const auto& force = force_list(faction_[s], starter_);
    nunits_[s] = static_cast<int>(force.size());
    for (int i = 0; i < nunits_[s]; ++i) units_[s][i].type = static_cast<uint8_t>(force[i]);
  }
  for (int s = 0; s < seats; ++s)
    for (int i = 0; i < nunits_[s]; ++i) {
      int copies = 0, number = 0;
      for (int j = 0; j < nunits_[s]; ++j)
        if (units_[s][j].type == units_[s][i].type) {
          ++copies;
          if (j == i) number = copies;
        }
      copy_no_[s][i] = static_cast<uint8_t>(copies > 1 ? number : 0);
      for (int p = 0; p < seats; ++p)
        for (int j = 0; p != s && j < nunits_[p]; ++j) shared_[s][i] = shared_[s][i] || units_[p][j].type == units_[s][i].type;
    }
  turn_limit_ = kTurnsPerSeat * seats;
  setup();
}

int GaState::roll_die() {
  if (rig_ && dice_pos_ < rig_->dice.size()) return rig_->dice[dice_pos_++];
  return rng_.die(6);
}

int GaState::roll2(int8_t* d1, int8_t* d2) {
  *d1 = static_cast<int8_t>(roll_die());
  *d2 = static_cast<int8_t>(roll_die());
  return *d1 + *d2;
}

Ev& GaState::log(EvKind kind, int seat) {
  events_.push_back(Ev{kind, static_cast<int8_t>(seat), {}});
  return events_.back();
}

void GaState::setup() {
  const int n = num_seats();
  const int nobj = starter_ ? 1 : 3;
  for (int s = 0; s < n; ++s) {
    std::vector<uint8_t> pool;
    for (size_t i = 0; i < decks_[s]->size(); ++i) pool.push_back(static_cast<uint8_t>(i));
    auto take = [&](const std::string& name) -> int {
      const int t = card_by_name(name);
      for (size_t i = 0; i < pool.size(); ++i)
        if (card_of(s, pool[i]) == t) {
          const int inst = pool[i];
          pool.erase(pool.begin() + static_cast<long>(i));
          return inst;
        }
      return -1;
    };
    std::vector<uint8_t> tops, hand;
    if (rig_) {
      for (size_t k = 0; k < rig_->objectives[s].size() && k < 3; ++k) {
        slots_[s][k].card = static_cast<int8_t>(take(rig_->objectives[s][k].name));
        slots_[s][k].face_up = rig_->objectives[s][k].face_up;
      }
      for (const std::string& c : rig_->hand[s]) hand.push_back(static_cast<uint8_t>(take(c)));
      for (const std::string& c : rig_->tops[s]) tops.push_back(static_cast<uint8_t>(take(c)));
      for (const std::string& c : rig_->discard[s]) discard_[s].push_back(static_cast<uint8_t>(take(c)));
    }
    rng_.shuffle(pool);
    deck_[s] = pool;
    if (!rig_ || rig_->objectives[s].empty())
      for (int k = 0; k < nobj && !deck_[s].empty(); ++k) {
        slots_[s][k].card = static_cast<int8_t>(deck_[s].back());
        slots_[s][k].face_up = false;
        deck_[s].pop_back();
      }
    for (auto it = tops.rbegin(); it != tops.rend(); ++it) deck_[s].push_back(*it);
    if (rig_ && rig_->deck_size[s] >= 0)
      while (static_cast<int>(deck_[s].size()) > rig_->deck_size[s]) {
        discard_[s].insert(discard_[s].begin(), deck_[s].front());
        deck_[s].erase(deck_[s].begin());
      }
    hand_[s] = hand;
  }
  first_player_ = rig_ ? rig_->first : static_cast<int>(rng_.below(static_cast<uint32_t>(n)));
  log(EvKind::kFirst, first_player_);
  const bool deploy_phase = !starter_ && (!rig_ || rig_->deploy);
  if (!deploy_phase) {
    for (int s = 0; s < n; ++s) {
      if (starter_ && !rig_) {
        for (int i = 0; i < nunits_[s]; ++i) units_[s][i].zone = static_cast<uint8_t>(home(s));
      } else if (rig_) {
        uint32_t used = 0;
        for (const Placed& p : rig_->units[s]) {
          const int t = unit_by_name(p.name);
          for (int i = 0; i < nunits_[s]; ++i)
            if (!(used >> i & 1u) && units_[s][i].type == t) {
              used |= 1u << i;
              units_[s][i].zone = static_cast<uint8_t>(p.zone);
              units_[s][i].counters = static_cast<uint8_t>(p.counters);
              break;
            }
        }
      }
    }
    start_play();
    return;
  }
  phase_ = Phase::kDeploy;
  deploy_seat_ = first_player_;
  to_act_ = first_player_;
}

// After deployment: hands of 3, then the first player's turn.
void GaState::start_play() {
  for (int s = 0; s < num_seats(); ++s)
    if (!rig_ || rig_->hand[s].empty()) draw_to(s, kHandSize);
  log(EvKind::kDraw, -1);
  start_turn(first_player_);
}

// ---- cards ---------------------------------------------------------------------------------------

bool GaState::ensure_deck(int seat) {
  if (!deck_[seat].empty()) return true;
  if (discard_[seat].empty()) return false;
  deck_[seat] = discard_[seat];
  discard_[seat].clear();
  std::sort(deck_[seat].begin(), deck_[seat].end());
  rng_.shuffle(deck_[seat]);
  log(EvKind::kReshuffle, seat);
  return true;
}

bool GaState::draw(int seat) {
  if (!ensure_deck(seat)) return false;
  hand_[seat].push_back(deck_[seat].back());
  deck_[seat].pop_back();
  return true;
}

void GaState::draw_to(int seat, int n) {
  while (static_cast<int>(hand_[seat].size()) < n)
    if (!draw(seat)) break;
}

int GaState::find_in_hand(int seat, int type) const {
  for (size_t i = 0; i < hand_[seat].size(); ++i)
    if (card_of(seat, hand_[seat][i]) == type) return static_cast<int>(i);
  return -1;
}

// ---- queries -------------------------------------------------------------------------------------

int GaState::units_in_play(int seat) const {
  int n = 0;
  for (int i = 0; i < nunits_[seat]; ++i) n += units_[seat][i].zone <= kContested;
  return n;
}

int GaState::stars_in_play(int seat) const {
  int n = 0;
  for (int i = 0; i < nunits_[seat]; ++i)
    if (units_[seat][i].zone <= kContested) n += unit_type(units_[seat][i].type).stars;
  return n;
}

int GaState::objectives(int seat) const {
  int n = 0;
  for (const Slot& sl : slots_[seat]) n += sl.card >= 0;
  return n;
}

int GaState::face_up_count(int seat, int card) const {
  int n = 0;
  for (const Slot& sl : slots_[seat]) n += sl.card >= 0 && sl.face_up && card_of(seat, sl.card) == card;
  return n;
}

int GaState::move_limit(int seat) const { return face_up_count(seat, kForwardCommandPost) > 0 ? 6 : kActionStars; }

int GaState::budget() const { return phase_ == Phase::kMove ? move_limit(turn_player_) : kActionStars; }

int GaState::objective_defense(int seat, int slot) const {
  const Slot& sl = slots_[seat][slot];
  if (sl.card < 0) return 0;
  int d = card_type(card_of(seat, sl.card)).obj_defense;
  for (int k = 0; k < 3; ++k)
    if (k != slot && slots_[seat][k].card >= 0 && slots_[seat][k].face_up &&
        card_of(seat, slots_[seat][k].card) == kShieldGenerator)
      ++d;
  return d;
}

int GaState::live_seats() const {
  int n = 0;
  for (int s = 0; s < num_seats(); ++s) n += !out_[s];
  return n;
}

bool GaState::can_target(int a, int d) const {
  if (owner(a) == owner(d) || !in_play(a) || !in_play(d)) return false;
  const int zone = unit(a).zone;
  if (unit(d).zone != zone) return false;
  // 5.2 / R5: a ground unit starts attacks on space units only in its own home zone.
  if (ut(a).domain == kGround && ut(d).domain == kSpace && zone != home(owner(a))) return false;
  return true;
}

bool GaState::gate(int card, int ref) const {
  if (card < 0) return false;
  const CardType& c = card_type(card);
  if (c.kind != kCombat) return false;
  const UnitType& u = ut(ref);
  switch (c.gate) {
    case kMatch:
    case kPower: return u.has(c.gate_icon);
    case kWild: return c.wild_stars == 0 || ((c.wild_stars >> u.stars) & 1u);
  }
  return false;
}

namespace {
// Other units of the same owner in play in `zone` (optionally only space units / Battle Drones).
int others(const GaState& s, int ref, int zone, int filter) {
  const int o = owner(ref);
  int n = 0;
  for (int i = 0; i < s.nunits_[o]; ++i) {
    const int r = ref_of(o, i);
    if (r == ref || s.units_[o][i].zone != zone) continue;
    const UnitType& u = unit_type(s.units_[o][i].type);
    if (filter == 1 && u.domain != kSpace) continue;
    if (filter == 2 && !u.has(kBattleDrone)) continue;
    ++n;
  }
  return n;
}
}  // namespace

int GaState::attack_mods(int ref, int card, int opp, int opp_card, int zone) const {
  int m = 0;
  const int o = owner(ref);
  if (card >= 0) {
    const CardType& c = card_type(card);
    if (c.colour == kRed) m += c.bonus;
    if (gate(card, ref)) {
      if (card == kRallyTheRanks) m += std::min(3, others(*this, ref, zone, 0));
      if (card == kSwarmProtocol) m += std::min(2, others(*this, ref, zone, 2));
    }
  }
  if (opp_card == kEvasiveManeuvers && gate(opp_card, opp)) m -= 1;
  if (zone == home(o) && ut(ref).domain == kGround && ut(opp).domain == kSpace) m += face_up_count(o, kAntiAirBattery);
  for (int j = 0; j < num_seats(); ++j)
    if (j != o && !out_[j] && zone == home(j)) m -= face_up_count(j, kJammingArray);
  return m;
}

int GaState::defense_value(int ref, int card, int zone) const {
  int d = ut(ref).defense;
  if (card >= 0) {
    const CardType& c = card_type(card);
    if (c.colour == kBlue) d += c.bonus;
    if (gate(card, ref)) {
      if (card == kHoldTheLine && zone == home(owner(ref))) d += 2;
      if (card == kSwarmProtocol) d += std::min(2, others(*this, ref, zone, 2));
      if (card == kLaunchScreen) d += std::min(2, others(*this, ref, zone, 1));
    }
  }
  return d;
}

int GaState::damage_value(int ref, int card, int opp, int opp_card) const {
  int d = ut(ref).damage;
  bool penetrate = false;
  if (card >= 0) {
    const CardType& c = card_type(card);
    if (c.colour == kYellow) d += c.bonus;
    if (gate(card, ref)) {
      if (card == kConcentratedFire) d += 1;
      if (card == kTorpedoRun && ut(opp).stars >= 4) d += 2;
      if (card == kBroadside && ut(opp).stars >= 3) d += 1;
      penetrate = card == kPenetratorRounds;
    }
  }
  if (ut(ref).has(kHeavyCannon) && (ut(opp).has(kArmor) || ut(opp).has(kCarrier))) d += 1;
  if (!penetrate) {
    if (ut(opp).has(kArmor)) d -= 1;
    if (opp_card == kReinforcedPlating && gate(opp_card, opp)) d -= 1;
  }
  return std::max(0, d);
}

std::string GaState::unit_label(int ref) const {
  const int o = owner(ref), i = ref & 15;
  std::string s = unit_type(units_[o][i].type).name;
  if (copy_no_[o][i]) s += " " + std::to_string(copy_no_[o][i]);
  if (shared_[o][i]) s += "@" + seat_name(o);
  return s;
}

std::string GaState::zone_name(int zone) const {
  return zone == kContested ? std::string("contested") : "home " + seat_name(zone);
}

// Set-up deployment (4.3 step 3): exactly 20 stars if the force can make 20, else any total below 20.
namespace {
uint32_t sums(const GaState& s, int seat, int skip) {
  uint32_t reach = 1;
  for (int i = 0; i < s.nunits_[seat]; ++i)
    if (i != skip && s.units_[seat][i].zone == kReserves)
      reach |= reach << unit_type(s.units_[seat][i].type).stars;
  return reach & ((1u << (kDeployStars + 1)) - 1);
}
bool force_makes_20(const GaState& s, int seat) {
  uint32_t reach = 1;
  for (int i = 0; i < s.nunits_[seat]; ++i) reach |= reach << unit_type(s.units_[seat][i].type).stars;
  return (reach >> kDeployStars) & 1u;
}
}  // namespace

std::vector<int> GaState::deploy_options() const {
  std::vector<int> out;
  const int p = deploy_seat_;
  const int total = stars_in_play(p);
  const bool exact = force_makes_20(*this, p);
  for (int i = 0; i < nunits_[p]; ++i) {
    if (units_[p][i].zone != kReserves) continue;
    const int st = unit_type(units_[p][i].type).stars;
    if (exact) {
      if (total + st > kDeployStars) continue;
      if (!((sums(*this, p, i) >> (kDeployStars - total - st)) & 1u)) continue;
    } else if (total + st >= kDeployStars) {
      continue;
    }
    out.push_back(i);
  }
  return out;
}

bool GaState::deploy_can_finish() const {
  return !force_makes_20(*this, deploy_seat_) || stars_in_play(deploy_seat_) == kDeployStars;
}

// ---- legal actions -------------------------------------------------------------------------------

int GaState::current_player() const { return phase_ == Phase::kGameOver ? kTerminal : to_act_; }

std::vector<Action> GaState::legal_actions() const {
  std::vector<Action> out;
  const int p = to_act_;
  const int n = num_seats();
  auto adjacent = [&](int zone, auto f) {
    if (zone == kContested) {
      for (int s = 0; s < n; ++s)
        if (!out_[s]) f(home(s));
    } else {
      f(kContested);
    }
  };
  switch (phase_) {
    case Phase::kGameOver: return out;
    case Phase::kDeploy:
      for (int i : deploy_options()) out.push_back(kDeployBase + static_cast<Action>(i));
      if (deploy_can_finish()) out.push_back(kDone);
      break;
    case Phase::kTurn: {
      out.push_back(kEndTurn);
      if (!objective_done_) {
        uint32_t seen = 0;
        for (uint8_t c : hand_[p]) {
          const int t = card_of(p, c);
          if (card_type(t).kind != kObjective || (seen >> t & 1u)) continue;
          seen |= 1u << t;
          for (int k = 0; k < 3; ++k)
            if (slots_[p][k].card >= 0) out.push_back(kObjectiveBase + static_cast<Action>(t * 4 + k));
        }
      }
      for (int i = 0; i < nunits_[p]; ++i) {
        const Unit& u = units_[p][i];
        if (u.zone > kContested) continue;
        if (unit_type(u.type).stars <= move_limit(p))
          adjacent(u.zone, [&](int z) { out.push_back(kMoveBase + static_cast<Action>(i * 8 + z)); });
        for (int q = 0; q < n; ++q) {
          if (q == p || out_[q]) continue;
          for (int j = 0; j < nunits_[q]; ++j)
            if (units_[q][j].zone == u.zone && can_target(ref_of(p, i), ref_of(q, j)))
              out.push_back(kAttackBase + static_cast<Action>(i * 64 + ref_of(q, j)));
        }
      }
      for (int q = 0; q < n; ++q) {
        if (q == p || out_[q]) continue;
        bool there = false, carrier = false;
        for (int i = 0; i < nunits_[p]; ++i)
          if (units_[p][i].zone == home(q)) {
            there = true;
            carrier |= unit_type(units_[p][i].type).has(kCarrier);
          }
        if (there)
          for (int k = 0; k < 3; ++k)
            if (slots_[q][k].card >= 0) out.push_back(kStrikeBase + static_cast<Action>(q * 4 + k));
        if (carrier && !power_used_) {
          bool fits = false;
          for (int i = 0; i < nunits_[p]; ++i)
            fits |= units_[p][i].zone == kReserves && unit_type(units_[p][i].type).stars <= 3;
          if (fits) out.push_back(kCarrierBase + static_cast<Action>(q));
        }
      }
      break;
    }
    case Phase::kMove: {
      const int left = move_limit(p) - budget_used_;
      for (int i = 0; i < nunits_[p]; ++i) {
        const Unit& u = units_[p][i];
        if (u.zone > kContested || (chosen_ >> i & 1u) || unit_type(u.type).stars > left) continue;
        adjacent(u.zone, [&](int z) { out.push_back(kMoveBase + static_cast<Action>(i * 8 + z)); });
      }
      out.push_back(kDone);
      break;
    }
    case Phase::kAssign: {
      const int left = kActionStars - budget_used_;
      const int q = opponent_;
      for (int i = 0; i < nunits_[p]; ++i) {
        const Unit& u = units_[p][i];
        if (u.zone > kContested || (chosen_ >> i & 1u) || unit_type(u.type).stars > left) continue;
        for (int j = 0; j < nunits_[q]; ++j)
          if (units_[q][j].zone == u.zone && can_target(ref_of(p, i), ref_of(q, j)))
            out.push_back(kAttackBase + static_cast<Action>(i * 64 + ref_of(q, j)));
      }
      out.push_back(kDone);
      break;
    }
    case Phase::kOrder:
      for (int k = 0; k < nbattles_; ++k)
        if (!battles_[k].done) out.push_back(kBattleBase + static_cast<Action>(k));
      break;
    case Phase::kCard: {
      out.push_back(kPass);
      uint32_t seen = 0;
      for (uint8_t c : hand_[p]) {
        const int t = card_of(p, c);
        if (card_type(t).kind != kCombat || (seen >> t & 1u)) continue;
        seen |= 1u << t;
        out.push_back(kPlayBase + static_cast<Action>(t));
      }
      break;
    }
    case Phase::kReroll:
      out.push_back(kKeep);
      out.push_back(kReroll);
      break;
    case Phase::kStrikers: {
      const int left = kActionStars - budget_used_;
      for (int i = 0; i < nunits_[p]; ++i) {
        const Unit& u = units_[p][i];
        if (u.zone != home(strike_seat_) || (chosen_ >> i & 1u) || unit_type(u.type).stars > left) continue;
        out.push_back(kStrikerBase + static_cast<Action>(i));
      }
      if (!order_.empty()) out.push_back(kDone);
      break;
    }
    case Phase::kBring:
      for (int i = 0; i < nunits_[p]; ++i)
        if (units_[p][i].zone == kReserves && unit_type(units_[p][i].type).stars <= pending_.budget)
          out.push_back(kBringBase + static_cast<Action>(i));
      out.push_back(kDone);
      break;
    case Phase::kRepair:
      for (int i = 0; i < nunits_[p]; ++i) {
        const Unit& u = units_[p][i];
        if (u.counters == 0 || u.zone > kContested) continue;
        if (pending_.kind == Pending::kRepairOne && u.zone != home(p)) continue;
        out.push_back(kRepairBase + static_cast<Action>(ref_of(p, i)));
      }
      break;
  }
  std::sort(out.begin(), out.end());
  return out;
}

// ---- turns ---------------------------------------------------------------------------------------

int GaState::next_live(int seat) const {
  for (int k = 1; k <= num_seats(); ++k) {
    const int s = (seat + k) % num_seats();
    if (!out_[s]) return s;
  }
  return seat;
}

void GaState::start_turn(int seat) {
  ++turns_;
  turn_player_ = seat;
  to_act_ = seat;
  objective_done_ = false;
  power_used_ = false;
  budget_used_ = 0;
  chosen_ = 0;
  order_.clear();
  opponent_ = -1;
  nbattles_ = 0;
  cur_ = -1;
  strike_seat_ = strike_slot_ = -1;
  log(EvKind::kTurn, seat).v[0] = static_cast<int16_t>(turns_);
  start_left_ = face_up_count(seat, kRepairBay);
  run_start_of_turn();
}

// 5 step 0: Repair Bay removes 1 counter from a friendly unit in the home zone (the player picks one
// when several are damaged).
void GaState::run_start_of_turn() {
  const int p = turn_player_;
  while (start_left_ > 0) {
    --start_left_;
    std::vector<int> cand;
    for (int i = 0; i < nunits_[p]; ++i)
      if (units_[p][i].zone == home(p) && units_[p][i].counters > 0) cand.push_back(i);
    if (cand.empty()) continue;
    if (cand.size() == 1) {
      --units_[p][cand[0]].counters;
      log(EvKind::kRepairTick, p).v[0] = static_cast<int16_t>(ref_of(p, cand[0]));
      continue;
    }
    pending_ = Pending{Pending::kRepairOne, static_cast<int8_t>(p), -1, 0, -1};
    resume_ = Resume::kStartOfTurn;
    phase_ = Phase::kRepair;
    to_act_ = p;
    return;
  }
  phase_ = Phase::kTurn;
  to_act_ = p;
}

void GaState::end_turn() {
  if (phase_ == Phase::kGameOver) return;
  if (turns_ >= turn_limit_) {
    game_over_by_limit();
    return;
  }
  start_turn(next_live(turn_player_));
}

void GaState::finish(const std::array<int8_t, kMaxSeats>& result) {
  result_ = result;
  phase_ = Phase::kGameOver;
  to_act_ = -1;
  int winners = 0, drawn = 0;
  for (int s = 0; s < num_seats(); ++s) winners += result_[s] > 0, drawn += result_[s] == 0;
  for (int s = 0; s < num_seats(); ++s)
    if (result_[s] > 0) log(EvKind::kWin, s);
  if (!winners) log(EvKind::kDraw2, -1);
}

// Bound (notes.md): after the turn limit, most build stars of units in play wins; then most
// objectives; still equal: those players draw.
void GaState::game_over_by_limit() {
  log(EvKind::kLimit, -1);
  const int n = num_seats();
  auto score = [&](int s) { return out_[s] ? -1 : stars_in_play(s) * 10 + objectives(s); };
  int best = -1;
  for (int s = 0; s < n; ++s) best = std::max(best, score(s));
  int tied = 0;
  for (int s = 0; s < n; ++s) tied += score(s) == best;
  std::array<int8_t, kMaxSeats> r{};
  for (int s = 0; s < n; ++s) r[s] = score(s) == best ? (tied == 1 ? 1 : 0) : -1;
  finish(r);
}

void GaState::eliminate(int seat) {
  out_[seat] = true;
  log(EvKind::kEliminated, seat);
  if (live_seats() <= 1) return;
  // Multiplayer (10): the player's units and objectives leave the game (their cards with them).
  for (int i = 0; i < nunits_[seat]; ++i) units_[seat][i].zone = kGone, units_[seat][i].counters = 0;
  auto& g = gone_[seat];
  for (Slot& sl : slots_[seat])
    if (sl.card >= 0) g.push_back(static_cast<uint8_t>(sl.card)), sl = Slot{};
  g.insert(g.end(), deck_[seat].begin(), deck_[seat].end());
  g.insert(g.end(), hand_[seat].begin(), hand_[seat].end());
  g.insert(g.end(), discard_[seat].begin(), discard_[seat].end());
  deck_[seat].clear();
  hand_[seat].clear();
  discard_[seat].clear();
  std::sort(g.begin(), g.end());
}

// 10: no units in play or no objectives: eliminated at once. The last player standing wins; if the
// same event eliminates every remaining player, they draw.
bool GaState::check_elimination() {
  if (phase_ == Phase::kGameOver) return true;
  std::array<bool, kMaxSeats> now{};
  bool any = false;
  for (int s = 0; s < num_seats(); ++s)
    if (!out_[s] && (units_in_play(s) == 0 || objectives(s) == 0)) now[s] = any = true;
  if (!any) return false;
  int before = live_seats();
  int after = before;
  for (int s = 0; s < num_seats(); ++s) after -= now[s];
  // In a two-seat end (or when everyone goes), nothing leaves the table: the game is over.
  for (int s = 0; s < num_seats(); ++s)
    if (now[s]) {
      if (after >= 2) eliminate(s);
      else out_[s] = true, log(EvKind::kEliminated, s);
    }
  if (after >= 2) return false;
  std::array<int8_t, kMaxSeats> r{};
  for (int s = 0; s < num_seats(); ++s) r[s] = !out_[s] ? 1 : (after == 0 && now[s]) ? 0 : -1;
  finish(r);
  return true;
}

// ---- effects -------------------------------------------------------------------------------------

void GaState::destroy(int ref) {
  Unit& u = units_[owner(ref)][ref & 15];
  u.zone = kReserves;
  u.counters = 0;
  ++u.lives;
  log(EvKind::kDestroyed, owner(ref)).v[0] = static_cast<int16_t>(ref);
}

void GaState::damage_unit(int ref, int amount) {
  Unit& u = units_[owner(ref)][ref & 15];
  u.counters = static_cast<uint8_t>(u.counters + amount);
  if (u.counters >= ut(ref).shields) destroy(ref);
}

bool GaState::ask_bring(int seat, int zone, int budget, int source, Resume after) {
  bool fits = false;
  for (int i = 0; i < nunits_[seat]; ++i)
    fits |= units_[seat][i].zone == kReserves && unit_type(units_[seat][i].type).stars <= budget;
  if (!fits) return false;
  pending_ = Pending{Pending::kBring, static_cast<int8_t>(seat), static_cast<int8_t>(zone), static_cast<int8_t>(budget),
                     static_cast<int8_t>(source)};
  resume_ = after;
  phase_ = Phase::kBring;
  to_act_ = seat;
  return true;
}

// Turns the slot face up (if it is not yet) and resolves an objective card's When-revealed effect.
bool GaState::reveal(int seat, int slot, Resume after) {
  Slot& sl = slots_[seat][slot];
  const int t = card_of(seat, sl.card);
  if (!sl.face_up) {
    sl.face_up = true;
    Ev& e = log(EvKind::kReveal, seat);
    e.v[0] = static_cast<int16_t>(t);
    e.v[1] = static_cast<int16_t>(slot);
  }
  switch (t) {
    case kSupplyDepot:
      draw(seat);
      draw(seat);
      log(EvKind::kSupply, seat);
      return false;
    case kRepairBay: {
      std::vector<int> cand;
      for (int i = 0; i < nunits_[seat]; ++i)
        if (units_[seat][i].zone <= kContested && units_[seat][i].counters > 0) cand.push_back(i);
      if (cand.empty()) return false;
      if (cand.size() == 1) {
        units_[seat][cand[0]].counters = 0;
        log(EvKind::kRepair, seat).v[0] = static_cast<int16_t>(ref_of(seat, cand[0]));
        return false;
      }
      pending_ = Pending{Pending::kRepairAll, static_cast<int8_t>(seat), -1, 0, -1};
      resume_ = after;
      phase_ = Phase::kRepair;
      to_act_ = seat;
      return true;
    }
    case kMinefield:
      for (int o = 0; o < num_seats(); ++o) {
        if (o == seat || out_[o]) continue;
        for (int i = 0; i < nunits_[o]; ++i) {
          const Unit& u = units_[o][i];
          if (u.zone != home(seat) || unit_type(u.type).domain != kGround) continue;
          const int dmg = std::max(0, 1 - (unit_type(u.type).has(kArmor) ? 1 : 0));
          Ev& e = log(EvKind::kMine, o);
          e.v[0] = static_cast<int16_t>(ref_of(o, i));
          e.v[1] = static_cast<int16_t>(dmg);
          if (dmg > 0) damage_unit(ref_of(o, i), dmg);
        }
      }
      return false;
    case kHangarComplex: return ask_bring(seat, home(seat), 3, 1, after);
    default: return false;
  }
}

void GaState::resume() {
  switch (resume_) {
    case Resume::kTurn:
      if (check_elimination()) return;
      phase_ = Phase::kTurn;
      to_act_ = turn_player_;
      return;
    case Resume::kStartOfTurn: run_start_of_turn(); return;
    case Resume::kStrike: run_strike(); return;
    case Resume::kEndAction: end_turn(); return;
    case Resume::kBattle: after_battle(); return;
  }
}

// ---- battles -------------------------------------------------------------------------------------

void GaState::next_battle() {
  if (phase_ == Phase::kGameOver) return;
  if (out_[turn_player_]) {
    end_turn();
    return;
  }
  int valid = 0, last = -1;
  for (int k = 0; k < nbattles_; ++k) {
    Battle& b = battles_[k];
    if (b.done) continue;
    const bool ok = in_play(b.atk) && in_play(b.def) && unit(b.atk).lives == b.atk_lives &&
                    unit(b.def).lives == b.def_lives && unit(b.atk).zone == unit(b.def).zone;
    if (!ok) {
      b.done = true;
      Ev& e = log(EvKind::kSkip, -1);
      e.v[0] = b.atk;
      e.v[1] = b.def;
      continue;
    }
    ++valid;
    last = k;
  }
  if (valid == 0) {
    end_turn();
  } else if (valid == 1) {
    begin_battle(last);
  } else {
    phase_ = Phase::kOrder;
    to_act_ = turn_player_;
  }
}

void GaState::begin_battle(int k) {
  cur_ = k;
  played_ = {-1, -1};
  card_step_ = 0;
  dice_ = {};
  phase_ = Phase::kCard;
  to_act_ = owner(battles_[k].atk);
  Ev& e = log(EvKind::kBattle, -1);
  e.v[0] = battles_[k].atk;
  e.v[1] = battles_[k].def;
}

// 6.1: attacker plays or passes; defender plays or passes; if the defender played after the attacker
// passed, the attacker may play.
void GaState::after_cards() {
  const Battle& b = battles_[cur_];
  if (card_step_ == 0) {
    card_step_ = 1;
    to_act_ = owner(b.def);
    return;
  }
  if (card_step_ == 1 && played_[1] >= 0 && played_[0] < 0) {
    card_step_ = 2;
    to_act_ = owner(b.atk);
    return;
  }
  roll_battle();
}

void GaState::roll_battle() {
  const Battle& b = battles_[cur_];
  for (int side = 0; side < 2; ++side) {
    roll2(&dice_[side][0], &dice_[side][1]);
    Ev& e = log(EvKind::kRoll, owner(side ? b.def : b.atk));
    e.v[0] = side ? b.def : b.atk;
    e.v[1] = dice_[side][0];
    e.v[2] = dice_[side][1];
  }
  reroll_step_ = 0;
  // Targeting Uplink decisions, attacker first.
  while (reroll_step_ < 2) {
    const int side = reroll_step_;
    const int ref = side ? b.def : b.atk;
    const int card = played_[side] >= 0 ? card_of(owner(ref), played_[side]) : -1;
    if (card == kTargetingUplink && gate(card, ref)) {
      phase_ = Phase::kReroll;
      to_act_ = owner(ref);
      return;
    }
    ++reroll_step_;
  }
  finish_battle();
}

void GaState::finish_battle() {
  Battle& b = battles_[cur_];
  const int refs[2] = {b.atk, b.def};
  const int zone = unit(b.atk).zone;
  int cards[2];
  for (int side = 0; side < 2; ++side) cards[side] = played_[side] >= 0 ? card_of(owner(refs[side]), played_[side]) : -1;
  int roll[2];
  bool nat12[2];
  for (int side = 0; side < 2; ++side) {
    roll[side] = dice_[side][0] + dice_[side][1];
    nat12[side] = roll[side] == 12;
    if (cards[side] == kForesight && gate(cards[side], refs[side]) && roll[side] <= 6) {
      roll[side] = 7;
      Ev& e = log(EvKind::kForesight, owner(refs[side]));
      e.v[0] = static_cast<int16_t>(refs[side]);
    }
  }
  int attack[2], defense[2], dmg[2];
  bool hit[2];
  for (int side = 0; side < 2; ++side) {
    const int me = refs[side], them = refs[1 - side];
    const int mods = attack_mods(me, cards[side], them, cards[1 - side], zone);
    attack[side] = roll[side] + ut(me).attack + mods;
    defense[side] = defense_value(me, cards[side], zone);
    (void)mods;
  }
  for (int side = 0; side < 2; ++side) {
    const int me = refs[side], them = refs[1 - side];
    hit[side] = nat12[side] || attack[side] >= defense[1 - side];
    dmg[side] = hit[side] ? damage_value(me, cards[side], them, cards[1 - side]) : 0;
    const int card_bonus = cards[side] >= 0 && card_type(cards[side]).colour == kRed ? card_type(cards[side]).bonus : 0;
    Ev& e = log(hit[side] ? EvKind::kHit : EvKind::kMiss, owner(me));
    e.v[0] = static_cast<int16_t>(me);
    e.v[1] = static_cast<int16_t>(roll[side]);
    e.v[2] = static_cast<int16_t>(ut(me).attack);
    e.v[3] = static_cast<int16_t>(card_bonus);
    e.v[4] = static_cast<int16_t>(attack[side] - roll[side] - ut(me).attack - card_bonus);
    e.v[5] = static_cast<int16_t>(attack[side]);
    e.v[6] = static_cast<int16_t>(defense[1 - side]);
    e.v[7] = static_cast<int16_t>(nat12[side]);
    e.v[8] = static_cast<int16_t>(dmg[side]);
    e.v[9] = static_cast<int16_t>(them);
  }
  // 6.7: both damages at once, then destruction (Last-Ditch Escape replaces it).
  for (int side = 0; side < 2; ++side) {
    if (!hit[side]) continue;
    const int them = refs[1 - side];
    Unit& u = units_[owner(them)][them & 15];
    u.counters = static_cast<uint8_t>(std::min(255, u.counters + dmg[side]));
  }
  bool destroyed[2] = {false, false};
  for (int side = 0; side < 2; ++side) {
    const int me = refs[side];
    Unit& u = units_[owner(me)][me & 15];
    if (u.counters < ut(me).shields) continue;
    if (cards[side] == kLastDitchEscape && gate(cards[side], me)) {
      u.counters = static_cast<uint8_t>(ut(me).shields - 1);
      log(EvKind::kEscape, owner(me)).v[0] = static_cast<int16_t>(me);
      continue;
    }
    destroy(me);
    destroyed[side] = true;
  }
  b.done = true;
  // 6.8: Hot Drop.
  for (int side = 0; side < 2; ++side) {
    const int me = refs[side];
    if (cards[side] == kHotDrop && gate(cards[side], me) && destroyed[1 - side] && in_play(me))
      if (ask_bring(owner(me), zone, 2, 2, Resume::kBattle)) return;
  }
  after_battle();
}

void GaState::after_battle() {
  const Battle& b = battles_[cur_];
  const int refs[2] = {b.atk, b.def};
  for (int side = 0; side < 2; ++side) {
    if (played_[side] < 0) continue;
    const int o = owner(refs[side]);
    discard_[o].push_back(static_cast<uint8_t>(played_[side]));
    played_[side] = -1;
    if (!out_[o]) draw_to(o, kHandSize);
  }
  if (check_elimination()) return;
  next_battle();
}

// ---- strikes -------------------------------------------------------------------------------------

void GaState::run_strike() {
  const int q = strike_seat_, k = strike_slot_, p = turn_player_;
  while (strike_pos_ < static_cast<int>(order_.size())) {
    const int ref = order_[strike_pos_];
    if (!in_play(ref) || unit(ref).zone != home(q)) {
      ++strike_pos_;
      strike_revealed_ = false;
      continue;
    }
    Slot& sl = slots_[q][k];
    if (!strike_revealed_) {
      strike_revealed_ = true;
      if (!sl.face_up) {
        if (reveal(q, k, Resume::kStrike)) return;
        if (check_elimination()) return;
        if (out_[p]) {
          end_turn();
          return;
        }
        continue;  // the striker may be gone (Minefield)
      }
    }
    int8_t d1, d2;
    const int roll = roll2(&d1, &d2);
    int jam = 0;
    for (int j = 0; j < num_seats(); ++j)
      if (j != p && !out_[j] && home(j) == home(q)) jam += face_up_count(j, kJammingArray);
    const int ground = ut(ref).domain == kGround ? 1 : 0;
    const int total = roll + ut(ref).attack + ground - jam;
    const int def = objective_defense(q, k);
    const int card = card_of(q, sl.card);
    Ev& e = log(EvKind::kStrikeRoll, p);
    e.v[0] = static_cast<int16_t>(ref);
    e.v[1] = d1;
    e.v[2] = d2;
    e.v[3] = static_cast<int16_t>(ut(ref).attack);
    e.v[4] = static_cast<int16_t>(ground);
    e.v[5] = static_cast<int16_t>(-jam);
    e.v[6] = static_cast<int16_t>(total);
    e.v[7] = static_cast<int16_t>(def);
    e.v[8] = static_cast<int16_t>(total >= def);
    e.v[9] = static_cast<int16_t>(card);
    if (total >= def) {
      discard_[q].push_back(static_cast<uint8_t>(sl.card));
      sl = Slot{};
      Ev& x = log(EvKind::kObjectiveDestroyed, q);
      x.v[0] = static_cast<int16_t>(card);
      x.v[1] = static_cast<int16_t>(k);
      if (objectives(q) == 0) {
        if (check_elimination()) return;
        end_turn();
        return;
      }
      if (ask_bring(q, home(q), card_type(card).stars, 0, Resume::kEndAction)) return;
      end_turn();
      return;
    }
    if (card_type(card).kind == kCombat && ensure_deck(q)) {
      // 7.5: a combat card that survives a strike is discarded and replaced face down from the deck.
      const uint8_t fresh = deck_[q].back();
      deck_[q].pop_back();
      discard_[q].push_back(static_cast<uint8_t>(sl.card));
      sl.card = static_cast<int8_t>(fresh);
      sl.face_up = false;
      Ev& x = log(EvKind::kReplaced, q);
      x.v[0] = static_cast<int16_t>(card);
      x.v[1] = static_cast<int16_t>(k);
    }
    ++strike_pos_;
    strike_revealed_ = false;
  }
  end_turn();
}

// ---- applying actions ----------------------------------------------------------------------------

void GaState::do_apply(Action a) {
  const Decoded d = decode(a);
  const int p = to_act_;
  switch (d.type) {
    case Decoded::kDeploy: {
      units_[p][d.idx].zone = static_cast<uint8_t>(home(p));
      log(EvKind::kDeploy, p).v[0] = static_cast<int16_t>(ref_of(p, d.idx));
      return;
    }
    case Decoded::kDone:
      switch (phase_) {
        case Phase::kDeploy:
          log(EvKind::kDeployDone, p).v[0] = static_cast<int16_t>(stars_in_play(p));
          if (++deployed_ >= num_seats()) {
            start_play();
          } else {
            deploy_seat_ = (deploy_seat_ + 1) % num_seats();
            to_act_ = deploy_seat_;
          }
          return;
        case Phase::kMove: end_turn(); return;
        case Phase::kAssign: next_battle(); return;
        case Phase::kStrikers:
          strike_pos_ = 0;
          strike_revealed_ = false;
          run_strike();
          return;
        case Phase::kBring:
          pending_ = Pending{};
          resume();
          return;
        default: return;
      }
    case Decoded::kEndTurn:
      log(EvKind::kEndTurn, p);
      end_turn();
      return;
    case Decoded::kObjective: {
      const int h = find_in_hand(p, d.card);
      const uint8_t inst = hand_[p][h];
      hand_[p].erase(hand_[p].begin() + h);
      Slot& sl = slots_[p][d.slot];
      const int old = sl.card;
      Ev& e = log(EvKind::kObjective, p);
      e.v[0] = static_cast<int16_t>(d.card);
      e.v[1] = static_cast<int16_t>(d.slot);
      e.v[2] = static_cast<int16_t>(sl.face_up ? card_of(p, old) : -1);
      if (sl.face_up) {
        discard_[p].push_back(static_cast<uint8_t>(old));
        draw(p);
      } else {
        hand_[p].push_back(static_cast<uint8_t>(old));
      }
      sl.card = static_cast<int8_t>(inst);
      sl.face_up = true;
      objective_done_ = true;
      if (reveal(p, d.slot, Resume::kTurn)) return;
      check_elimination();
      return;
    }
    case Decoded::kMove: {
      if (phase_ == Phase::kTurn) {
        phase_ = Phase::kMove;
        budget_used_ = 0;
        chosen_ = 0;
      }
      Unit& u = units_[p][d.idx];
      Ev& e = log(EvKind::kMove, p);
      e.v[0] = static_cast<int16_t>(ref_of(p, d.idx));
      e.v[1] = u.zone;
      e.v[2] = static_cast<int16_t>(d.zone);
      u.zone = static_cast<uint8_t>(d.zone);
      chosen_ |= 1u << d.idx;
      budget_used_ += unit_type(u.type).stars;
      return;
    }
    case Decoded::kAttack: {
      if (phase_ == Phase::kTurn) {
        phase_ = Phase::kAssign;
        budget_used_ = 0;
        chosen_ = 0;
        nbattles_ = 0;
        opponent_ = owner(d.ref);
      }
      const int me = ref_of(p, d.idx);
      battles_[nbattles_++] = Battle{static_cast<uint8_t>(me), static_cast<uint8_t>(d.ref), unit(me).lives,
                                     unit(d.ref).lives, false};
      chosen_ |= 1u << d.idx;
      budget_used_ += ut(me).stars;
      Ev& e = log(EvKind::kAttack, p);
      e.v[0] = static_cast<int16_t>(me);
      e.v[1] = static_cast<int16_t>(d.ref);
      return;
    }
    case Decoded::kBattle: begin_battle(d.k); return;
    case Decoded::kPlay:
    case Decoded::kPass: {
      const int side = card_step_ == 1 ? 1 : 0;
      if (d.type == Decoded::kPlay) {
        const int h = find_in_hand(p, d.card);
        played_[side] = static_cast<int8_t>(hand_[p][h]);
        hand_[p].erase(hand_[p].begin() + h);
        Ev& e = log(EvKind::kPlay, p);
        e.v[0] = static_cast<int16_t>(d.card);
        e.v[1] = side ? battles_[cur_].def : battles_[cur_].atk;
      } else {
        log(EvKind::kPass, p);
      }
      after_cards();
      return;
    }
    case Decoded::kKeep:
    case Decoded::kReroll: {
      const int side = reroll_step_;
      if (d.type == Decoded::kReroll) {
        roll2(&dice_[side][0], &dice_[side][1]);
        Ev& e = log(EvKind::kReroll, p);
        e.v[0] = side ? battles_[cur_].def : battles_[cur_].atk;
        e.v[1] = dice_[side][0];
        e.v[2] = dice_[side][1];
      }
      ++reroll_step_;
      while (reroll_step_ < 2) {
        const int ref = reroll_step_ ? battles_[cur_].def : battles_[cur_].atk;
        const int card = played_[reroll_step_] >= 0 ? card_of(owner(ref), played_[reroll_step_]) : -1;
        if (card == kTargetingUplink && gate(card, ref)) {
          to_act_ = owner(ref);
          return;
        }
        ++reroll_step_;
      }
      finish_battle();
      return;
    }
    case Decoded::kStrike: {
      strike_seat_ = d.seat;
      strike_slot_ = d.slot;
      phase_ = Phase::kStrikers;
      budget_used_ = 0;
      chosen_ = 0;
      order_.clear();
      Ev& e = log(EvKind::kStrike, p);
      e.v[0] = static_cast<int16_t>(d.seat);
      e.v[1] = static_cast<int16_t>(d.slot);
      return;
    }
    case Decoded::kStriker:
      order_.push_back(static_cast<uint8_t>(ref_of(p, d.idx)));
      chosen_ |= 1u << d.idx;
      budget_used_ += unit_type(units_[p][d.idx].type).stars;
      return;
    case Decoded::kCarrier:
      power_used_ = true;
      log(EvKind::kCarrier, p).v[0] = static_cast<int16_t>(d.seat);
      if (!ask_bring(p, home(d.seat), 3, 3, Resume::kEndAction)) end_turn();
      return;
    case Decoded::kBring: {
      Unit& u = units_[p][d.idx];
      u.zone = static_cast<uint8_t>(pending_.zone);
      u.counters = 0;
      pending_.budget = static_cast<int8_t>(pending_.budget - unit_type(u.type).stars);
      Ev& e = log(EvKind::kBring, p);
      e.v[0] = static_cast<int16_t>(ref_of(p, d.idx));
      e.v[1] = pending_.zone;
      bool more = false;
      for (int i = 0; i < nunits_[p]; ++i)
        more |= units_[p][i].zone == kReserves && unit_type(units_[p][i].type).stars <= pending_.budget;
      if (!more) {
        pending_ = Pending{};
        resume();
      }
      return;
    }
    case Decoded::kRepair: {
      Unit& u = units_[owner(d.ref)][d.ref & 15];
      if (pending_.kind == Pending::kRepairAll) {
        u.counters = 0;
        log(EvKind::kRepair, p).v[0] = static_cast<int16_t>(d.ref);
      } else {
        --u.counters;
        log(EvKind::kRepairTick, p).v[0] = static_cast<int16_t>(d.ref);
      }
      pending_ = Pending{};
      resume();
      return;
    }
    case Decoded::kInvalid: return;
  }
}

std::vector<double> GaState::returns() const {
  std::vector<double> r(static_cast<size_t>(num_seats()), 0.0);
  if (phase_ != Phase::kGameOver) return r;
  for (int s = 0; s < num_seats(); ++s) r[s] = result_[s];
  return r;
}

// ---- notation ------------------------------------------------------------------------------------

std::string GaState::action_to_string(Action a) const {
  const Decoded d = decode(a);
  const int p = to_act_ < 0 ? 0 : to_act_;
  switch (d.type) {
    case Decoded::kEndTurn: return "end turn";
    case Decoded::kDone: return "done";
    case Decoded::kPass: return "pass";
    case Decoded::kKeep: return "keep";
    case Decoded::kReroll: return "reroll";
    case Decoded::kCarrier: return "carrier to " + zone_name(home(d.seat));
    case Decoded::kDeploy: return "deploy " + unit_label(ref_of(p, d.idx));
    case Decoded::kMove: return "move " + unit_label(ref_of(p, d.idx)) + " to " + zone_name(d.zone);
    case Decoded::kAttack: return unit_label(ref_of(p, d.idx)) + " attacks " + unit_label(d.ref);
    case Decoded::kBattle:
      if (d.k < nbattles_) return "battle " + unit_label(battles_[d.k].atk) + " vs " + unit_label(battles_[d.k].def);
      return "battle " + std::to_string(d.k + 1);
    case Decoded::kPlay: return std::string("play ") + card_type(d.card).name;
    case Decoded::kObjective: return std::string("objective ") + card_type(d.card).name + " for slot " + std::to_string(d.slot + 1);
    case Decoded::kStrike: return "strike " + seat_name(d.seat) + " slot " + std::to_string(d.slot + 1);
    case Decoded::kStriker: return "striker " + unit_label(ref_of(p, d.idx));
    case Decoded::kBring: return "bring " + unit_label(ref_of(p, d.idx));
    case Decoded::kRepair: return "repair " + unit_label(d.ref);
    case Decoded::kInvalid: break;
  }
  return "invalid " + std::to_string(a);
}

// The inverse of action_to_string without writing every legal action out: the text is taken apart
// by its shape, encoded, and checked against the legal list. Anything else goes to the generic parser
// (which gives the error message).
Result<Action> GaState::parse_action(std::string_view text) const {
  std::string t;
  bool space = false;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !t.empty();
      continue;
    }
    if (space) t += ' ';
    space = false;
    t += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  auto lower = [](std::string x) {
    for (char& c : x) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return x;
  };
  auto starts = [&](const std::string& s, const char* p) { return s.rfind(p, 0) == 0; };
  auto unit_of = [&](const std::string& label, int only_seat) -> int {
    for (int o = 0; o < num_seats(); ++o) {
      if (only_seat >= 0 && o != only_seat) continue;
      for (int i = 0; i < nunits_[o]; ++i)
        if (lower(unit_label(ref_of(o, i))) == label) return ref_of(o, i);
    }
    return -1;
  };
  auto zone_of = [&](const std::string& z) -> int {
    if (z == "contested") return kContested;
    for (int s = 0; s < num_seats(); ++s)
      if (z == "home p" + std::to_string(s + 1)) return s;
    return -1;
  };
  auto card_of_name = [&](const std::string& n) { return card_by_name(n); };
  const int p = to_act_ < 0 ? 0 : to_act_;
  long a = -1;
  if (t == "end turn") a = kEndTurn;
  else if (t == "done") a = kDone;
  else if (t == "pass") a = kPass;
  else if (t == "keep") a = kKeep;
  else if (t == "reroll") a = kReroll;
  else if (starts(t, "carrier to ")) {
    const int z = zone_of(t.substr(11));
    if (z >= 0 && z < kContested) a = kCarrierBase + z;
  } else if (starts(t, "deploy ")) {
    const int r = unit_of(t.substr(7), p);
    if (r >= 0) a = kDeployBase + (r & 15);
  } else if (starts(t, "move ")) {
    const size_t to = t.rfind(" to ");
    if (to != std::string::npos && to > 5) {
      const int r = unit_of(t.substr(5, to - 5), p), z = zone_of(t.substr(to + 4));
      if (r >= 0 && z >= 0) a = kMoveBase + (r & 15) * 8 + z;
    }
  } else if (starts(t, "battle ")) {
    const size_t vs = t.find(" vs ");
    if (vs != std::string::npos) {
      const int x = unit_of(t.substr(7, vs - 7), -1), y = unit_of(t.substr(vs + 4), -1);
      for (int k = 0; k < nbattles_; ++k)
        if (battles_[k].atk == x && battles_[k].def == y) a = kBattleBase + k;
    }
  } else if (starts(t, "play ")) {
    const int c = card_of_name(t.substr(5));
    if (c >= 0) a = kPlayBase + c;
  } else if (starts(t, "objective ")) {
    const size_t f = t.rfind(" for slot ");
    if (f != std::string::npos && f + 11 == t.size() && t[f + 10] >= '1' && t[f + 10] <= '3') {
      const int c = card_of_name(t.substr(10, f - 10));
      if (c >= 0) a = kObjectiveBase + c * 4 + (t[f + 10] - '1');
    }
  } else if (starts(t, "strike p")) {
    if (t.size() == 16 && t.compare(9, 6, " slot ") == 0 && t[8] >= '1' && t[8] <= '4' && t[15] >= '1' && t[15] <= '3')
      a = kStrikeBase + (t[8] - '1') * 4 + (t[15] - '1');
  } else if (starts(t, "striker ")) {
    const int r = unit_of(t.substr(8), p);
    if (r >= 0) a = kStrikerBase + (r & 15);
  } else if (starts(t, "bring ")) {
    const int r = unit_of(t.substr(6), p);
    if (r >= 0) a = kBringBase + (r & 15);
  } else if (starts(t, "repair ")) {
    const int r = unit_of(t.substr(7), p);
    if (r >= 0) a = kRepairBase + r;
  } else {
    const size_t at = t.find(" attacks ");
    if (at != std::string::npos) {
      const int x = unit_of(t.substr(0, at), p), y = unit_of(t.substr(at + 9), -1);
      if (x >= 0 && y >= 0) a = kAttackBase + (x & 15) * 64 + y;
    }
  }
  if (a >= 0 && is_legal(static_cast<Action>(a))) return static_cast<Action>(a);
  return State::parse_action(text);
}

std::string GaState::describe(Action a, Person person) const {
  const Decoded d = decode(a);
  const int p = to_act_ < 0 ? 0 : to_act_;
  auto zone_text = [&](int z) { return z == kContested ? std::string("the contested zone") : "the home zone of " + seat_name(z); };
  switch (d.type) {
    case Decoded::kEndTurn: return "ends the turn";
    case Decoded::kDone:
      switch (phase_) {
        case Phase::kDeploy: return "finishes deploying";
        case Phase::kMove: return "ends the move";
        case Phase::kAssign: return "starts the battles";
        case Phase::kStrikers: return "starts the strike";
        case Phase::kBring: return "brings no more units";
        default: return "is done";
      }
    case Decoded::kPass: return "plays no combat card";
    case Decoded::kKeep: return "keeps the roll";
    case Decoded::kReroll: return "rerolls (Targeting Uplink)";
    case Decoded::kCarrier: return "uses Carrier Deploy into " + zone_text(home(d.seat));
    case Decoded::kDeploy: return "deploys " + unit_label(ref_of(p, d.idx));
    case Decoded::kMove: return "moves " + unit_label(ref_of(p, d.idx)) + " to " + zone_text(d.zone);
    case Decoded::kAttack: return "attacks " + unit_label(d.ref) + " with " + unit_label(ref_of(p, d.idx));
    case Decoded::kBattle: return "fights " + action_to_string(a).substr(7) + " next";
    case Decoded::kPlay: return std::string("plays ") + card_type(d.card).name;
    case Decoded::kObjective:
      return std::string("plays the objective ") + card_type(d.card).name + " into slot " + std::to_string(d.slot + 1);
    case Decoded::kStrike: return "strikes at objective slot " + std::to_string(d.slot + 1) + " of " + seat_name(d.seat);
    case Decoded::kStriker: return "sends " + unit_label(ref_of(p, d.idx)) + " to strike";
    case Decoded::kBring: return "brings " + unit_label(ref_of(p, d.idx)) + " from reserves";
    case Decoded::kRepair: return "repairs " + unit_label(d.ref);
    case Decoded::kInvalid: break;
  }
  return action_to_string(a);
}

// Why the rules allow a move, in the rules' words (the guided first game).
std::string GaState::explain(Action a) const {
  const Decoded d = decode(a);
  const int p = to_act_ < 0 ? 0 : to_act_;
  const std::string stars_left = [&] {
    const int b = phase_ == Phase::kBring ? pending_.budget : budget() - budget_used_;
    return std::to_string(b);
  }();
  switch (d.type) {
    case Decoded::kEndTurn:
      return "Your action is optional: you may end your turn without moving, fighting or striking.";
    case Decoded::kDone:
      switch (phase_) {
        case Phase::kDeploy:
          return "Your home zone holds " + std::to_string(stars_in_play(p)) +
                 " build stars of units: deployment is complete; the rest of your force waits in reserves.";
        case Phase::kMove: return "You may stop choosing units to move: the units chosen so far have moved.";
        case Phase::kAssign:
          return "Every attacker has its defender: now the battles are fought one by one, in the order you pick.";
        case Phase::kStrikers:
          return "Your strikers go one by one, in the order chosen, until one destroys the objective or all fail.";
        case Phase::kBring: return "You may bring fewer units than the limit allows, or none.";
        default: return "Finish choosing.";
      }
    case Decoded::kPass:
      return "Each player may play one combat card per battle, or pass (a card kept may win a more important battle).";
    case Decoded::kKeep: return "Targeting Uplink lets you reroll your base roll once; you may keep it.";
    case Decoded::kReroll:
      return "Targeting Uplink matches your unit's Drone icon: you may reroll your base roll once; the second roll stands.";
    case Decoded::kCarrier:
      return "Carrier Deploy (a power-match ability, instead of your action): your Carrier unit is in an opponent's "
             "home zone, so you may put units worth up to 3 build stars from your reserves into that zone.";
    case Decoded::kDeploy:
      return "Place exactly 20 build stars of units in your home zone (fewer only if 20 cannot be made); " +
             unit_label(ref_of(p, d.idx)) + " still leaves a way to reach the total.";
    case Decoded::kMove:
      return "Move: units worth up to " + std::to_string(move_limit(p)) + " build stars move one zone each (" +
             stars_left + " left); home zones touch only the contested zone.";
    case Decoded::kAttack: {
      std::string why = "Combat: units worth up to 5 build stars each attack one opposing unit of one opponent in the "
                        "same zone (" + stars_left + " stars left); all defenders are chosen before any battle.";
      if (ut(ref_of(p, d.idx)).domain == kGround && ut(d.ref).domain == kSpace)
        why += " A ground unit may attack a space unit only in its own home zone: this is yours.";
      return why;
    }
    case Decoded::kBattle: return "As the attacker you choose the order of the battles.";
    case Decoded::kPlay: {
      const CardType& c = card_type(d.card);
      static const char* colour[3] = {"attack", "damage", "defense"};
      std::string why = std::string(c.name) + " adds +" + std::to_string(c.bonus) + " " + colour[c.colour] +
                        " to your unit in this battle";
      if (cur_ >= 0) {
        const int ref = card_step_ == 1 ? battles_[cur_].def : battles_[cur_].atk;
        why += gate(d.card, ref) ? std::string("; its ability applies because your unit matches: ") + c.text
                                 : std::string("; its ability needs a matching unit, so only the bonus applies");
      }
      return why + ".";
    }
    case Decoded::kObjective:
      return "Before your action you may replace one of your objectives with an objective card from your hand; it "
             "enters face up (a face-down one returns to your hand, a face-up one is discarded and you draw).";
    case Decoded::kStrike:
      return "Strike: your units in " + seat_name(d.seat) +
             "'s home zone may attack one of their objectives (2d6 + attack, ground units +1, against its defense).";
    case Decoded::kStriker:
      return "Strikers are units in that home zone worth up to 5 build stars in total (" + stars_left + " left).";
    case Decoded::kBring:
      return "You may put units from your reserves into play, worth up to " + stars_left + " build stars in total.";
    case Decoded::kRepair:
      return pending_.kind == Pending::kRepairAll
                 ? "Repair Bay was revealed: remove all damage counters from one of your units."
                 : "Repair Bay: at the start of your turn remove 1 counter from one of your units in your home zone.";
    case Decoded::kInvalid: break;
  }
  return "";
}

// ---- hidden information --------------------------------------------------------------------------

std::unique_ptr<State> GaState::determinize(int seat, Rng& rng) const {
  auto copy = std::make_unique<GaState>(*this);
  // Hidden from `seat`: every deck's order, the other players' hands and every face-down objective
  // (its owner does not know it either). Discard piles, played cards and face-up objectives are public.
  for (int o = 0; o < num_seats(); ++o) {
    std::vector<uint8_t> pool(deck_[o]);
    if (o != seat) pool.insert(pool.end(), hand_[o].begin(), hand_[o].end());
    for (const Slot& sl : slots_[o])
      if (sl.card >= 0 && !sl.face_up) pool.push_back(static_cast<uint8_t>(sl.card));
    std::sort(pool.begin(), pool.end());  // the result must depend on the view and rng only
    rng.shuffle(pool);
    size_t k = 0;
    for (uint8_t& c : copy->deck_[o]) c = pool[k++];
    if (o != seat) {
      for (uint8_t& c : copy->hand_[o]) c = pool[k++];
      std::sort(copy->hand_[o].begin(), copy->hand_[o].end());
    }
    for (Slot& sl : copy->slots_[o])
      if (sl.card >= 0 && !sl.face_up) sl.card = static_cast<int8_t>(pool[k++]);
  }
  copy->rng_.reseed(rng.next_u64());
  copy->rig_.reset();
  copy->dice_pos_ = 0;
  return copy;
}

std::vector<Card> GaState::all_cards() const {
  std::vector<Card> all;
  for (int s = 0; s < num_seats(); ++s) {
    auto add = [&](const std::vector<uint8_t>& v) {
      for (uint8_t c : v) all.push_back(Card::from_index52(c, static_cast<uint8_t>(s)));
    };
    add(deck_[s]);
    add(hand_[s]);
    add(discard_[s]);
    add(gone_[s]);
    for (const Slot& sl : slots_[s])
      if (sl.card >= 0) all.push_back(Card::from_index52(sl.card, static_cast<uint8_t>(s)));
  }
  if (cur_ >= 0 && cur_ < nbattles_)
    for (int side = 0; side < 2; ++side)
      if (played_[side] >= 0) {
        const int o = owner(side ? battles_[cur_].def : battles_[cur_].atk);
        all.push_back(Card::from_index52(played_[side], static_cast<uint8_t>(o)));
      }
  return all;
}

// ---- JSON ----------------------------------------------------------------------------------------

std::string GaState::to_json() const {
  JsonWriter j;
  const int n = num_seats();
  j.begin_object();
  j.key("phase").value(phase_id(phase_)).key("to_act").value(current_player()).key("turn_player").value(turn_player_);
  j.key("first").value(first_player_).key("turns").value(turns_).key("turn_limit").value(turn_limit_);
  j.key("starter").value(starter_).key("objective_done").value(objective_done_).key("power_used").value(power_used_);
  j.key("players").begin_array();
  for (int s = 0; s < n; ++s) {
    j.begin_object().key("faction").value(faction_id(faction_[s])).key("out").value(static_cast<bool>(out_[s]));
    j.key("result").value(static_cast<int>(result_[s]));
    j.key("units").begin_array();
    for (int i = 0; i < nunits_[s]; ++i) {
      const Unit& u = units_[s][i];
      j.begin_array().value(static_cast<int>(u.type)).value(static_cast<int>(u.zone)).value(static_cast<int>(u.counters));
      j.value(static_cast<int>(u.lives)).end_array();
    }
    j.end_array();
    auto ints = [&](const char* key, const std::vector<uint8_t>& v) {
      j.key(key).begin_array();
      for (uint8_t c : v) j.value(static_cast<int>(c));
      j.end_array();
    };
    ints("deck", deck_[s]);
    ints("hand", hand_[s]);
    ints("discard", discard_[s]);
    ints("gone", gone_[s]);
    j.key("slots").begin_array();
    for (const Slot& sl : slots_[s]) j.begin_array().value(static_cast<int>(sl.card)).value(sl.face_up).end_array();
    j.end_array().end_object();
  }
  j.end_array();
  j.key("deploy_seat").value(deploy_seat_).key("deployed").value(deployed_);
  j.key("budget_used").value(budget_used_).key("chosen").value(static_cast<unsigned>(chosen_));
  j.key("order").begin_array();
  for (uint8_t r : order_) j.value(static_cast<int>(r));
  j.end_array();
  j.key("opponent").value(opponent_).key("battles").begin_array();
  for (int k = 0; k < nbattles_; ++k) {
    const Battle& b = battles_[k];
    j.begin_array().value(static_cast<int>(b.atk)).value(static_cast<int>(b.def)).value(static_cast<int>(b.atk_lives));
    j.value(static_cast<int>(b.def_lives)).value(b.done).end_array();
  }
  j.end_array();
  j.key("cur").value(cur_).key("played").begin_array().value(static_cast<int>(played_[0])).value(static_cast<int>(played_[1])).end_array();
  j.key("card_step").value(card_step_).key("reroll_step").value(reroll_step_);
  j.key("dice").begin_array();
  for (int side = 0; side < 2; ++side) j.value(static_cast<int>(dice_[side][0])).value(static_cast<int>(dice_[side][1]));
  j.end_array();
  j.key("strike").begin_array().value(strike_seat_).value(strike_slot_).value(strike_pos_).value(strike_revealed_).end_array();
  j.key("pending").begin_array().value(static_cast<int>(pending_.kind)).value(static_cast<int>(pending_.seat));
  j.value(static_cast<int>(pending_.zone)).value(static_cast<int>(pending_.budget)).value(static_cast<int>(pending_.source)).end_array();
  j.key("resume").value(static_cast<int>(resume_)).key("start_left").value(start_left_);
  j.key("dice_pos").value(static_cast<int>(dice_pos_));
  // The log as its raw data (seat, kind, values; the text is in the views): cheap to write.
  j.key("events").begin_array();
  for (const Ev& e : events_) {
    j.begin_array().value(static_cast<int>(e.seat)).value(static_cast<int>(e.kind));
    int last = static_cast<int>(e.v.size());
    while (last > 0 && e.v[last - 1] == 0) --last;
    for (int k = 0; k < last; ++k) j.value(static_cast<int>(e.v[k]));
    j.end_array();
  }
  j.end_array();
  j.end_object();
  return j.str();
}

std::string GaState::view_json(int seat) const { return ground_assault::to_json(view(*this, seat)); }

// ---- registration -------------------------------------------------------------------------------

namespace {
std::unique_ptr<State> create(const Game& game, uint64_t seed, int seats, const Options& options) {
  return std::make_unique<GaState>(game, seed, seats, options, nullptr);
}

std::vector<OptionSpec> game_options() {
  std::vector<OptionSpec> out;
  out.push_back(OptionSpec{.key = "mode",
                           .label = "Forces",
                           .choices = {"standard", "starter"},
                           .choice_labels = {"Standard (30-star forces, 32-card decks)", "Starter (two game packs)"},
                           .help = "Starter: each player uses a 9-star game pack and 6 cards, with one objective."});
  for (int s = 0; s < kMaxSeats; ++s) {
    OptionSpec o;
    o.key = "faction" + std::to_string(s + 1);
    o.label = "Player " + std::to_string(s + 1) + " faction";
    o.choices = {faction_id(s % 2), faction_id(1 - s % 2)};
    o.choice_labels = {faction_name(s % 2), faction_name(1 - s % 2)};
    o.help = "The force and deck player " + std::to_string(s + 1) + " plays (ignored with fewer players).";
    out.push_back(o);
  }
  return out;
}
}  // namespace

std::unique_ptr<State> make_for_test(uint64_t seed, int seats, const Options& options, const Rig& rig) {
  const Game& game = ground_assault_game();
  auto resolved = resolve_options(game.info, options);
  if (!resolved || seats < 2 || seats > kMaxSeats) return nullptr;
  const bool starter = resolved->at("mode") == "starter";
  for (int s = 0; s < seats; ++s) {
    const std::string f = resolved->at("faction" + std::to_string(s + 1));
    const int fac = f == "syndicate" ? kSyndicate : kDominion;
    // Every named card and unit must exist in enough copies.
    std::vector<int> cards(deck_list(fac, starter));
    auto use_card = [&](const std::string& name) {
      auto it = std::find(cards.begin(), cards.end(), card_by_name(name));
      if (it == cards.end()) return false;
      cards.erase(it);
      return true;
    };
    for (const Objective& o : rig.objectives[s])
      if (!use_card(o.name)) return nullptr;
    for (const auto* list : {&rig.hand[s], &rig.tops[s], &rig.discard[s]})
      for (const std::string& c : *list)
        if (!use_card(c)) return nullptr;
    std::vector<int> units(force_list(fac, starter));
    for (const Placed& p : rig.units[s]) {
      auto it = std::find(units.begin(), units.end(), unit_by_name(p.name));
      if (it == units.end() || p.zone < 0 || p.zone > kContested) return nullptr;
      units.erase(it);
    }
  }
  return std::make_unique<GaState>(game, seed, seats, *resolved, std::make_shared<const Rig>(rig));
}

// Set-up: at most 16 deploys and a "done" per seat. Per turn (notes.md, Bound): start-of-turn repairs
// (3), an objective and its choices (5), then the longest action, a Combat of five 1-star attackers:
// 5 assignments, done, 4 order choices and per battle 3 card decisions, 2 rerolls and a Hot Drop (3).
constexpr int kPerTurn = 3 + 5 + 5 + 1 + 4 + 5 * 8 + 1;
constexpr int kMaxActions = kMaxSeats * 17 + kTurnsPerSeat * kMaxSeats * kPerTurn;

}  // namespace ground_assault

const Game& ground_assault_game() {
  static const Game game{
      GameInfo{
          .id = "ground-assault",
          .name = "Ground Assault",
          .summary = "Units worth build stars fight over home zones and a contested zone with 2d6, combat cards and "
                     "hidden objectives.",
          .min_seats = 2,
          .max_seats = 4,
          .options = ground_assault::game_options(),
          .rules = ground_assault::rules_text(),
          .max_actions = ground_assault::kMaxActions,
          .ai_iterations = 300,
          .guided_options = {{"mode", "starter"}},
      },
      &ground_assault::create,
  };
  return game;
}

}  // namespace ff
