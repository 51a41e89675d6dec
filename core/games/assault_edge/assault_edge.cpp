// Assault Edge: the rules (set-up and opening draws, the four phases, movement, attack
// declarations, damage, the chain of Quick responses, every card and effect, the win and the turn
// limit), notation, determinization and registration.
#include "core/games/assault_edge/assault_edge.h"

#include <algorithm>
#include <utility>
#include <cstdlib>

#include "core/games/assault_edge/assault_edge_state.h"

namespace ff {
namespace assault_edge {

const char* phase_id(Phase p) {
  switch (p) {
    case Phase::kSetup: return "setup";
    case Phase::kSpawn: return "spawn";
    case Phase::kDraw: return "draw";
    case Phase::kCombat: return "combat";
    case Phase::kEnd: return "end";
    case Phase::kOver: return "over";
  }
  return "?";
}
const char* sub_id(Sub s) {
  switch (s) {
    case Sub::kReady: return "ready";
    case Sub::kMove1: return "move1";
    case Sub::kBattle: return "battle";
    case Sub::kMove2: return "move2";
    case Sub::kDone: return "done";
  }
  return "?";
}

std::string square_name(int sq) {
  if (sq < 0 || sq >= kSquares) return "?";
  return std::string(1, static_cast<char>('a' + sq % kCols)) + std::to_string(sq / kCols + 1);
}

namespace {
const char* kDeckNames[3] = {"research", "command", "barracks"};
std::string seat_name(int s) { return "P" + std::to_string(s + 1); }
int cheb(int a, int b) { return std::max(std::abs(a % kCols - b % kCols), std::abs(a / kCols - b / kCols)); }
int parse_square(const std::string& s) {
  if (s.size() != 2 || s[0] < 'a' || s[0] > 'i' || s[1] < '1' || s[1] > '7') return -1;
  return (s[1] - '1') * kCols + (s[0] - 'a');
}
const std::vector<int>& instance_list(int a) {
  static std::vector<int> lists[kNumArmies];
  static bool done = false;
  if (!done) {
    for (int i = 0; i < kNumArmies; ++i)
      for (int k : {kResearch, kCommand, kBarracks})
        lists[i].insert(lists[i].end(), army(i).decks[k].begin(), army(i).decks[k].end());
    done = true;
  }
  return lists[a];
}
// Spawn squares from the owner's seat, rightmost first.
const std::array<int, 3>& spawn_order(int seat) {
  static const std::array<int, 3> p1{8, 7, 6}, p2{54, 55, 56};
  return seat == 0 ? p1 : p2;
}
}  // namespace

Decoded decode(Action a) {
  Decoded d;
  if (a == kPass) d.type = Decoded::kPass;
  else if (a == kEnd) d.type = Decoded::kEnd;
  else if (a == kDeclare) d.type = Decoded::kDeclare;
  else if (a == kEndCombat) d.type = Decoded::kEndCombat;
  else if (a == kKeep) d.type = Decoded::kKeep;
  else if (a == kRedeclare) d.type = Decoded::kRedeclare;
  else if (a == kStop) d.type = Decoded::kStop;
  else if (a >= kDrawBase && a < kDrawBase + 3) d.type = Decoded::kDraw, d.v = static_cast<int>(a - kDrawBase);
  else if (a >= kFlipBase && a < kFlipBase + 2) d.type = Decoded::kFlip, d.v = static_cast<int>(a - kFlipBase);
  else if (a >= kPickBase && a < kPickBase + 3) d.type = Decoded::kPick, d.v = static_cast<int>(a - kPickBase);
  else if (a >= kActivateBase && a < kActivateBase + kSquares) d.type = Decoded::kActivate, d.v = static_cast<int>(a - kActivateBase);
  else if (a >= kMoveBase && a < kMoveBase + kSquares) d.type = Decoded::kMove, d.v = static_cast<int>(a - kMoveBase);
  else if (a >= kAssignBase && a < kAssignBase + 70) d.type = Decoded::kAssign, d.v = static_cast<int>(a - kAssignBase);
  else if (a >= kHealBase && a < kHealBase + kSquares) d.type = Decoded::kHeal, d.v = static_cast<int>(a - kHealBase);
  else if (a >= kPayBase && a < kPayBase + kNumCardTypes) d.type = Decoded::kPay, d.card = static_cast<int>(a - kPayBase);
  else if (a >= kPlayBase && a < kPlayBase + kNumCardTypes * 512) {
    d.type = Decoded::kPlay;
    d.card = static_cast<int>((a - kPlayBase) / 512);
    d.target = static_cast<int>((a - kPlayBase) % 512);
  }
  return d;
}

// ---- construction --------------------------------------------------------------------------------

AeState::AeState(const Game& game, uint64_t seed, const Options& options, std::shared_ptr<const Rig> rig)
    : State(game, seed, 2, options), rng_(seed), rig_(std::move(rig)) {
  events_ = std::make_shared<std::vector<Event>>();
  auto opt = [&](const std::string& key, const std::string& def) {
    auto it = options.find(key);
    return it == options.end() ? def : it->second;
  };
  army_[0] = opt("army1", "cinder") == "grove" ? 1 : 0;
  army_[1] = opt("army2", "grove") == "cinder" ? 0 : 1;
  p2draw6_ = opt("p2draw", "5") == "6";
  turn_limit_ = kTurnsPerPlayer * 2;
  setup();
}

void AeState::log(int seat, std::string text) {
  if (quiet_) return;
  if (events_.use_count() > 1) events_ = std::make_shared<std::vector<Event>>(*events_);
  events_->push_back(Event{seat, std::move(text)});
}

void AeState::setup() {
  for (int s = 0; s < 2; ++s) {
    lists_[s] = &instance_list(army_[s]);
    fac_[s] = army(army_[s]).facilities;
    std::array<std::vector<uint8_t>, 3> pool;
    for (int i = 0; i < 60; ++i) pool[card_type((*lists_[s])[i]).deck].push_back(static_cast<uint8_t>(i));
    auto take = [&](const std::string& name) -> int {
      const int t = card_by_name(name);
      if (t < 0) return -1;
      auto& p = pool[card_type(t).deck];
      for (size_t i = 0; i < p.size(); ++i)
        if (card_of(s, p[i]) == t) {
          const int inst = p[i];
          p.erase(p.begin() + static_cast<long>(i));
          return inst;
        }
      return -1;
    };
    std::array<std::vector<uint8_t>, 3> tops;
    if (rig_) {
      for (const std::string& c : rig_->hand[s]) {
        hand_[s].push_back(static_cast<uint8_t>(take(c)));
        hand_src_[s].push_back(3);
      }
      for (int k = 0; k < 3; ++k)
        for (const std::string& c : rig_->tops[s][k]) tops[k].push_back(static_cast<uint8_t>(take(c)));
      fac_up_[s] = rig_->face_up[s];
      for (const Placed& p : rig_->units) {
        if (p.seat != s) continue;
        Unit u;
        u.id = next_id_++;
        u.owner = s;
        u.sq = parse_square(p.sq);
        u.atk = p.atk;
        u.hp = p.hp;
        u.max_hp = p.max_hp < 0 ? p.hp : p.max_hp;
        u.spd = p.spd;
        u.reach = p.reach;
        u.sub = p.sub;
        for (const std::string& f : p.from) {
          const Facility& fa = facility(facility_by_name(f));
          u.elements |= static_cast<uint8_t>(1u << fa.element);
          u.archetypes |= static_cast<uint16_t>(1u << fa.archetype);
          u.effects |= fa.effect;
        }
        if (!p.unique.empty()) {
          u.unique = take(p.unique);
          if (const int k = free_unique_slot(s)) u.slot = k;
          if (card_of(s, u.unique) == kCinderDrake) u.reach = true;
        }
        for (const std::string& e : p.equipment) u.equip.push_back(static_cast<uint8_t>(take(e)));
        u.spd_left = u.last_spd = 0;
        units_.push_back(u);
      }
    }
    for (int k = 0; k < 3; ++k) {
      rng_.shuffle(pool[k]);
      decks_[s][k] = pool[k];
      for (auto it = tops[k].rbegin(); it != tops[k].rend(); ++it) decks_[s][k].push_back(*it);
      if (rig_ && rig_->deck_size[s][k] >= 0)
        while (static_cast<int>(decks_[s][k].size()) > rig_->deck_size[s][k]) {
          discard_[s].push_back(decks_[s][k].front());
          decks_[s][k].erase(decks_[s][k].begin());
        }
    }
  }
  first_ = rig_ ? rig_->first : static_cast<int>(rng_.below(2));
  log(first_, "wins the coin flip and takes the first turn");
  if (!rig_ || rig_->opening) {
    phase_ = Phase::kSetup;
    setup_seat_ = first_;
    setup_left_ = 5;
    turn_player_ = first_;
    return;
  }
  turn_player_ = rig_->first;
  if (rig_->combat) {
    turns_ = rig_->turn;
    phase_ = Phase::kCombat;
    for (Unit& u : units_) u.spd_left = u.last_spd = spd_of(u);
  } else {
    turns_ = rig_->turn - 1;
    start_turn();
  }
}

// ---- queries -------------------------------------------------------------------------------------

const Unit* AeState::unit_at(int sq) const {
  for (const Unit& u : units_)
    if (u.sq == sq) return &u;
  return nullptr;
}
Unit* AeState::unit_at(int sq) { return const_cast<Unit*>(std::as_const(*this).unit_at(sq)); }
const Unit* AeState::unit_by_id(int id) const {
  for (const Unit& u : units_)
    if (u.id == id) return &u;
  return nullptr;
}
Unit* AeState::unit_by_id(int id) { return const_cast<Unit*>(std::as_const(*this).unit_by_id(id)); }
int AeState::free_unique_slot(int seat) const {
  int used = 0;
  for (const Unit& o : units_)
    if (o.owner == seat && o.slot) used |= 1 << o.slot;
  for (int k = 1; k <= 3; ++k)
    if (!(used >> k & 1)) return k;
  return 0;
}
bool AeState::has_equip(const Unit& u, int type) const {
  for (uint8_t e : u.equip)
    if (card_of(u.owner, e) == type) return true;
  return false;
}
int AeState::atk_of(const Unit& u) const {
  int a = u.atk + u.atk_turn + ta_[u.owner];
  for (uint8_t e : u.equip) a += card_of(u.owner, e) == kShockBlade;
  for (int e = 0; e < kNumElements; ++e)
    if (u.elements >> e & 1) a += 2 * res_[u.owner][e];
  for (const Unit& o : units_)
    if (o.id != u.id && o.owner == u.owner && o.unique >= 0 && card_of(o.owner, o.unique) == kVanguardCaptain &&
        cheb(o.sq, u.sq) <= 1)
      ++a;
  return std::max(0, a);
}
int AeState::spd_of(const Unit& u) const {
  if (u.unique >= 0 && card_of(u.owner, u.unique) == kBastionGolem) return 1;
  int s = u.spd + u.spd_turn + ta_[u.owner];
  for (uint8_t e : u.equip) s += card_of(u.owner, e) == kJumpJets;
  return std::max(0, s);
}
int AeState::range_of(const Unit& u) const { return u.reach || has_equip(u, kLongshotScope) ? 2 : 1; }

int AeState::deck_dist(int sq, int code) const {
  const int owner = code / 3, kind = code % 3;
  const int row = owner == 0 ? 0 : kRows - 1;
  const int c0 = owner == 0 ? kind * 3 : (2 - kind) * 3;
  int best = 99;
  for (int c = c0; c < c0 + 3; ++c) best = std::min(best, cheb(sq, row * kCols + c));
  return 1 + best;
}
bool AeState::in_spawn_zone(int seat, int sq) const {
  for (int s : spawn_order(seat))
    if (s == sq) return true;
  return false;
}
int AeState::spawn_square(int seat) const {
  for (int s : spawn_order(seat))
    if (!unit_at(s)) return s;
  return -1;
}
bool AeState::clog_ok(const Unit& u, int to) const {
  int n = in_spawn_zone(opp(u.owner), to) ? 1 : 0;
  for (const Unit& o : units_)
    if (o.id != u.id && o.owner == u.owner && in_spawn_zone(opp(u.owner), o.sq)) ++n;
  return n < 3;
}
bool AeState::passable(const Unit& u, int sq) const {
  const Unit* o = unit_at(sq);
  if (!o || o->id == u.id || o->owner == u.owner) return true;
  return has_equip(u, kJumpJets);
}
bool AeState::can_stop(const Unit& u, int sq) const {
  for (const Unit& o : units_)
    if (o.sq == sq && o.id != u.id) return false;
  return clog_ok(u, sq);
}
bool AeState::can_finish(const Unit& u, int from, int steps) const {
  std::array<int, kSquares> seen;
  seen.fill(-1);
  std::vector<int> frontier{from};
  seen[from] = steps;
  while (!frontier.empty()) {
    const int sq = frontier.back();
    frontier.pop_back();
    if (can_stop(u, sq)) return true;
    if (seen[sq] == 0) continue;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int r = sq / kCols + dr, c = sq % kCols + dc;
        if ((!dr && !dc) || r < 0 || r >= kRows || c < 0 || c >= kCols) continue;
        const int n = r * kCols + c;
        if (seen[n] >= seen[sq] - 1 || !passable(u, n)) continue;
        seen[n] = seen[sq] - 1;
        frontier.push_back(n);
      }
  }
  return false;
}
std::vector<int> AeState::step_targets(const Unit& u, int steps_left) const {
  std::vector<int> out;
  if (steps_left <= 0) return out;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      const int r = u.sq / kCols + dr, c = u.sq % kCols + dc;
      if ((!dr && !dc) || r < 0 || r >= kRows || c < 0 || c >= kCols) continue;
      const int n = r * kCols + c;
      if (passable(u, n) && can_finish(u, n, steps_left - 1)) out.push_back(n);
    }
  std::sort(out.begin(), out.end());
  return out;
}
std::vector<int> AeState::attack_targets(const Unit& u) const {
  std::vector<int> out;
  const int range = range_of(u);
  for (const Unit& o : units_)
    if (o.owner != u.owner && cheb(o.sq, u.sq) <= range) out.push_back(o.sq);
  bool golem = false;
  for (const Unit& o : units_)
    if (o.owner != u.owner && o.unique >= 0 && card_of(o.owner, o.unique) == kBastionGolem && cheb(o.sq, u.sq) <= 1)
      golem = true;
  if (!golem)
    for (int k = 0; k < 3; ++k) {
      const int code = opp(u.owner) * 3 + k;
      if (deck_dist(u.sq, code) <= range) out.push_back(kTgtDeck + code);
    }
  std::sort(out.begin(), out.end());
  return out;
}
int AeState::active_unit() const { return active_; }
int AeState::find_in_hand(int seat, int type, int skip) const {
  for (size_t i = 0; i < hand_[seat].size(); ++i)
    if (static_cast<int>(i) != skip && card_of(seat, hand_[seat][i]) == type) return static_cast<int>(i);
  return -1;
}

bool AeState::can_pay(int seat, int type) const {
  switch (type) {
    case kCountermand: return decks_[seat][kCommand].size() >= 2;
    case kSignalJammer:
    case kRapidMuster:
    case kSecondWind: return hand_[seat].size() >= 2;
    default: return true;
  }
}

namespace {
bool decl_has_unit_of(const AeState& s, int seat, int id) {
  for (auto [t, n] : s.decl_)
    if (t == id) {
      const Unit* u = s.unit_by_id(id);
      return u && u->owner == seat;
    }
  return false;
}
}  // namespace

std::vector<int> AeState::card_targets(int p, int t) const {
  std::vector<int> out;
  const int o = opp(p);
  const Unit* att = active_ >= 0 ? unit_by_id(active_) : nullptr;
  const bool defending = decl_active_ && att && att->owner == o;
  auto own_units = [&](auto pred) {
    for (const Unit& u : units_)
      if (u.owner == p && pred(u)) out.push_back(u.sq);
  };
  switch (t) {
    case kFieldManual:
    case kTotalAssault:
    case kMassRepair: out.push_back(kTgtNone); break;
    case kReinforcements:
    case kRapidMuster:
      if (spawn_square(p) >= 0) out.push_back(kTgtNone);
      break;
    case kFortify:
      if (defending) out.push_back(kTgtNone);
      break;
    case kLastStand: {
      bool hit = false;
      if (decl_active_ && att && att->owner == o)
        for (auto [tg, n] : decl_) hit = hit || tg == 1000 + p * 3 + kCommand;
      for (const Link& l : chain_)
        if (!l.negated && l.owner == o && l.card == kSiegeBombardment && l.target == p * 3 + kCommand) hit = true;
      if (hit && prevent_[p] == 0) out.push_back(kTgtNone);
      break;
    }
    case kScoutReport:
      for (int code = 0; code < 6; ++code)
        if (!decks_[code / 3][code % 3].empty()) out.push_back(kTgtDeck + code);
      break;
    case kSabotage:
      out.push_back(kTgtDeck + o * 3 + kResearch);
      out.push_back(kTgtDeck + o * 3 + kBarracks);
      break;
    case kSiegeBombardment:
      for (int k = 0; k < 3; ++k) out.push_back(kTgtDeck + o * 3 + k);
      break;
    case kOrbitalStrike:
      for (const Unit& u : units_)
        if (u.owner == o) out.push_back(u.sq);
      break;
    case kFieldMedicKit:
      own_units([&](const Unit& u) { return u.hp < u.max_hp || (defending && decl_has_unit_of(*this, p, u.id)); });
      break;
    case kSmokeScreen:
    case kTacticalWithdrawal:
      if (defending) own_units([&](const Unit& u) { return decl_has_unit_of(*this, p, u.id); });
      break;
    case kDismantle:
      for (const Unit& u : units_)
        if (u.owner == o)
          for (size_t k = 0; k < u.equip.size() && k < 4; ++k) out.push_back(kTgtEquip + u.sq * 4 + static_cast<int>(k));
      break;
    case kLongshotScope:
    case kPlateHarness:
    case kShockBlade:
    case kJumpJets: own_units([&](const Unit& u) { return in_spawn_zone(p, u.sq); }); break;
    case kVanguardCaptain:
    case kCinderDrake:
    case kArcEngineer:
    case kBastionGolem:
    case kThornbackWarden:
    case kTideOracle: {
      int uniques = 0;
      bool same = false;
      for (const Unit& u : units_)
        if (u.owner == p && u.unique >= 0) {
          ++uniques;
          same = same || card_of(p, u.unique) == t;
        }
      for (const Link& l : chain_) same = same || (l.owner == p && l.card == t && !l.negated);
      if (uniques < 3 && !same)
        for (int sq : spawn_order(p))
          if (!unit_at(sq)) out.push_back(sq);
      break;
    }
    case kFlankMarch:
    case kBattleFury:
    case kFieldPromotion: own_units([](const Unit&) { return true; }); break;
    case kSecondWind: own_units([](const Unit& u) { return u.sub == Sub::kDone; }); break;
    case kAmbush:
      if (move_ctx_ >= 0) {
        const Unit* m = unit_by_id(move_ctx_);
        if (m && m->owner == o) {
          bool near = false;
          for (const Unit& u : units_) near = near || (u.owner == p && cheb(u.sq, m->sq) <= 1);
          if (near) out.push_back(m->sq);
        }
      }
      break;
    case kCountermand:
    case kSignalJammer:
      for (size_t i = 0; i < chain_.size() && i < 32; ++i) {
        const Link& l = chain_[i];
        if (l.negated || l.owner == p) continue;
        if (t == kSignalJammer && (l.card < 0 || card_type(l.card).deck == kCommand)) continue;
        out.push_back(kTgtLink + static_cast<int>(i));
      }
      break;
    case kElementalResonance: {
      uint32_t seen = 0;
      for (int k = 0; k < 2; ++k)
        if (fac_up_[p][k]) seen |= 1u << facility(fac_[p][k]).element;
      for (int e = 0; e < kNumElements; ++e)
        if (seen >> e & 1) out.push_back(kTgtElement + e);
      break;
    }
    case kRecall: {
      uint64_t seen = 0;
      for (uint8_t c : discard_[p])
        if (card_type(card_of(p, c)).subtypes & kUnitCard) seen |= 1ull << card_of(p, c);
      for (int ty = 0; ty < kNumCardTypes; ++ty)
        if (seen >> ty & 1) out.push_back(kTgtCard + ty);
      break;
    }
    default: break;
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Card plays open to `p` now (chain, window or open point; the caller checks it is p's decision).
void AeState::add_play_actions(int p, std::vector<Action>& out, bool responding) const {
  const bool open = !responding;
  uint64_t seen = 0;
  for (uint8_t c : hand_[p]) {
    const int t = card_of(p, c);
    if (seen >> t & 1) continue;
    seen |= 1ull << t;
    const CardType& ct = card_type(t);
    if (!ct.quick() && (p != turn_player_ || phase_ != Phase::kCombat)) continue;
    if (open && p != turn_player_) continue;
    if (t == kSecondWind && second_wind_used_) continue;
    if (!can_pay(p, t)) continue;
    for (int tg : card_targets(p, t)) out.push_back(kPlayBase + static_cast<Action>(t) * 512 + static_cast<Action>(tg));
  }
}

bool AeState::has_response(int p) const {
  std::vector<Action> v;
  add_play_actions(p, v, true);
  return !v.empty();
}

// ---- turn flow -----------------------------------------------------------------------------------

int AeState::current_player() const {
  if (phase_ == Phase::kOver) return kTerminal;
  if (dec_ != Dec::kNone) return dec_seat_;
  if (!chain_.empty() && !resolving_) return prio_;
  if (window_) return opp(turn_player_);
  if (phase_ == Phase::kSetup) return setup_seat_;
  return turn_player_;
}

void AeState::draw(int seat, int kind) {
  auto& d = decks_[seat][kind];
  if (d.empty()) return;
  hand_[seat].push_back(d.back());
  hand_src_[seat].push_back(static_cast<uint8_t>(kind));
  d.pop_back();
  log(seat, std::string("draws from the ") + kDeckNames[kind] + " deck");
}

void AeState::start_turn() {
  if (turns_ >= turn_limit_) {
    const int a = static_cast<int>(decks_[0][kCommand].size()), b = static_cast<int>(decks_[1][kCommand].size());
    log(-1, "The turn limit is reached: the larger Command Deck wins (" + std::to_string(a) + " to " +
                std::to_string(b) + ")");
    finish(a > b ? 0 : b > a ? 1 : -1);
    return;
  }
  ++turns_;
  phase_ = Phase::kSpawn;
  second_wind_used_ = false;
  log(turn_player_, "begins turn " + std::to_string(turns_));
  for (Unit& u : units_) {
    if (u.owner != turn_player_) continue;
    u.sub = Sub::kReady;
    u.attacked = false;
    u.healed_instead = false;
    u.spd_left = u.last_spd = spd_of(u);
  }
  // Start-of-turn effects (Ebb, Tide Oracle) as chain links, in board order (notes.md).
  std::vector<const Unit*> mine;
  for (const Unit& u : units_)
    if (u.owner == turn_player_) mine.push_back(&u);
  std::sort(mine.begin(), mine.end(), [](const Unit* a, const Unit* b) { return a->sq < b->sq; });
  for (const Unit* u : mine) {
    if (u->effects & kEbb) {
      Link l;
      l.owner = turn_player_, l.effect = kEbb, l.src = u->id, l.target = u->id;
      chain_.push_back(l);
    }
    if (u->unique >= 0 && card_of(u->owner, u->unique) == kTideOracle) {
      Link l;
      l.owner = turn_player_, l.effect = kEffTide, l.src = u->id;
      chain_.push_back(l);
    }
  }
  if (!chain_.empty()) {
    cont_ = Cont::kSpawnRest;
    after_link_added(turn_player_);
    return;
  }
  spawn_rest();
}

void AeState::spawn_rest() {
  cont_ = Cont::kOpen;
  const int sq = spawn_square(turn_player_);
  if (sq >= 0) {
    Unit& u = spawn_unit(turn_player_, sq, -1);
    log(turn_player_, "spawns a basic unit " + std::to_string(atk_of(u)) + "/" + std::to_string(u.hp) + "/" +
                          std::to_string(spd_of(u)) + " on " + square_name(sq));
  } else {
    log(turn_player_, "cannot spawn: the spawn zone is full");
  }
  phase_ = Phase::kDraw;
  bool any = false;
  for (int k = 0; k < 3; ++k) any = any || !decks_[turn_player_][k].empty();
  if (turns_ == 1 || !any) {
    log(turn_player_, turns_ == 1 ? "skips the first draw" : "has no card to draw");
    phase_ = Phase::kCombat;
  }
}

void AeState::end_turn() {
  phase_ = Phase::kEnd;
  for (Unit& u : units_) {
    u.atk_turn = u.spd_turn = 0;
    u.temp = 0;
  }
  ta_ = {};
  res_ = {};
  prevent_ = {};
  active_ = -1;
  for (Unit& u : units_) u.last_spd = spd_of(u);
  const int p = turn_player_;
  int down = 0, which = -1;
  for (int k = 0; k < 2; ++k)
    if (!fac_up_[p][k]) ++down, which = k;
  if (down == 1) {
    fac_up_[p][which] = true;
    log(p, std::string("turns ") + facility(fac_[p][which]).name + " face up");
  }
  if (down == 2) return;  // the player chooses (flip action)
  turn_player_ = opp(p);
  start_turn();
}

void AeState::finish(int winner) {
  phase_ = Phase::kOver;
  chain_.clear();
  dec_ = Dec::kNone;
  window_ = false;
  if (winner < 0) {
    result_ = {0, 0};
    log(-1, "The game is a draw");
  } else {
    result_[winner] = 1;
    result_[opp(winner)] = -1;
    log(winner, "wins the game");
  }
}

std::vector<double> AeState::returns() const { return {static_cast<double>(result_[0]), static_cast<double>(result_[1])}; }

// ---- units ---------------------------------------------------------------------------------------

Unit& AeState::spawn_unit(int seat, int sq, int unique_inst) {
  Unit u;
  u.id = next_id_++;
  u.owner = seat;
  u.sq = sq;
  u.atk = u.hp = u.max_hp = u.spd = 1;
  for (int k = 0; k < 2; ++k)
    if (fac_up_[seat][k]) {
      const Facility& f = facility(fac_[seat][k]);
      u.atk += f.atk, u.hp += f.hp, u.spd += f.spd;
      u.elements |= static_cast<uint8_t>(1u << f.element);
      u.archetypes |= static_cast<uint16_t>(1u << f.archetype);
      u.effects |= f.effect;
    }
  if (unique_inst >= 0) {
    const CardType& c = card_type(card_of(seat, unique_inst));
    u.atk += c.atk, u.hp += c.hp, u.spd += c.spd;
    u.unique = unique_inst;
    if (const int k = free_unique_slot(seat)) u.slot = k;
    if (card_of(seat, unique_inst) == kCinderDrake) u.reach = true;
  }
  u.max_hp = u.hp;
  u.sub = Sub::kReady;  // R14: a unit spawned in the combat phase may be activated this turn
  units_.push_back(u);
  Unit& ref = units_.back();
  ref.spd_left = ref.last_spd = spd_of(ref);
  return ref;
}

void AeState::remove_unit(int id) {
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].id == id) {
      Unit& u = units_[i];
      for (uint8_t e : u.equip) discard_card(u.owner, e);
      if (u.unique >= 0) discard_card(u.owner, u.unique);
      if (active_ == id) active_ = -1;
      units_.erase(units_.begin() + static_cast<long>(i));
      return;
    }
}

void AeState::check_deaths() {
  for (size_t i = 0; i < units_.size();) {
    if (units_[i].hp <= 0) {
      log(units_[i].owner, "loses the unit on " + square_name(units_[i].sq));
      remove_unit(units_[i].id);
    } else {
      ++i;
    }
  }
}

void AeState::damage_unit(Unit& u, int points) {
  const int absorbed = std::min(u.temp, points);
  u.temp -= absorbed;
  u.hp -= points - absorbed;
}

void AeState::heal(Unit& u, int amount) {
  if (decl_active_)
    for (auto [t, n] : decl_)
      if (t == u.id) {
        for (auto& [id, h] : heal_resp_)
          if (id == u.id) {
            h += amount;
            return;
          }
        heal_resp_.push_back({u.id, amount});
        return;
      }
  u.hp = std::min(u.max_hp, u.hp + amount);
}

void AeState::change_max_hp(Unit& u, int delta) {
  u.max_hp = std::max(1, u.max_hp + delta);
  u.hp += delta;
}

void AeState::sync_speed() {
  for (Unit& u : units_) {
    const int s = spd_of(u);
    if (s != u.last_spd) {
      u.spd_left = std::max(0, u.spd_left + s - u.last_spd);
      u.last_spd = s;
    }
  }
}

void AeState::deal_deck(int owner, int kind, int points) {
  auto& d = decks_[owner][kind];
  for (int i = 0; i < points; ++i) {
    if (d.empty()) {
      if (kind == kCommand) {
        log(owner, "takes damage to an empty Command Deck");
        finish(opp(owner));
        return;
      }
      continue;
    }
    discard_[owner].push_back(d.back());
    d.pop_back();
  }
  if (points > 0)
    log(owner, std::string("'s ") + kDeckNames[kind] + " deck takes " + std::to_string(points) + " damage");
}

// ---- the chain -----------------------------------------------------------------------------------

void AeState::after_link_added(int by) {
  window_ = false;
  prio_ = opp(by);
  if (!has_response(prio_)) resolve_chain();
}

void AeState::negate(int idx) {
  Link& t = chain_[static_cast<size_t>(idx)];
  if (t.negated) return;
  t.negated = true;
  if (t.inst >= 0) discard_card(t.owner, t.inst);
  for (uint8_t c : t.cost_hand) {
    hand_[t.owner].push_back(c);
    hand_src_[t.owner].push_back(3);
  }
  for (auto it = t.cost_deck.rbegin(); it != t.cost_deck.rend(); ++it) decks_[t.owner][kCommand].push_back(*it);
  t.cost_hand.clear();
  t.cost_deck.clear();
  log(t.owner, "has " + link_text(t) + " negated");
}

void AeState::resolve_chain() {
  resolving_ = true;
  while (!chain_.empty()) {
    if (phase_ == Phase::kOver) return;
    Link l = chain_.back();
    chain_.pop_back();
    if (l.negated) continue;
    for (uint8_t c : l.cost_hand) discard_card(l.owner, c);
    for (uint8_t c : l.cost_deck) discard_card(l.owner, c);
    resolve_link(l);
    if (phase_ == Phase::kOver) return;
    check_deaths();
    sync_speed();
    if (dec_ != Dec::kNone) return;
  }
  resolving_ = false;
  continue_after_chain();
}

void AeState::resolve_link(Link& l) {
  const int p = l.owner;
  log(p, "resolves " + link_text(l));
  if (l.effect >= 0) {
    Unit* src = unit_by_id(l.src);
    switch (l.effect) {
      case kEbb:
      case kDrain:
        if (src) heal(*src, 1);
        break;
      case kEffTide:
        if (src)
          for (Unit& u : units_)
            if (u.owner == p && cheb(u.sq, src->sq) <= 1) heal(u, 1);
        break;
      case kRadiance:
      case kEffRepair:
        if (Unit* t = unit_by_id(l.target)) heal(*t, 2);
        break;
      case kEffThorn:
        if (Unit* t = unit_by_id(l.target)) damage_unit(*t, 2);
        break;
      default: break;
    }
    return;
  }
  bool to_discard = true;
  Unit* tu = (l.target >= 0 && l.target < 100000) ? unit_by_id(l.target) : nullptr;
  switch (l.card) {
    case kFieldManual:
      dec_ = Dec::kDraws, dec_seat_ = p, dec_left_ = 2;
      if (decks_[p][0].empty() && decks_[p][1].empty() && decks_[p][2].empty()) dec_ = Dec::kNone;
      break;
    case kScoutReport: {
      auto& d = decks_[l.target / 3][l.target % 3];
      look_.clear();
      looked_.clear();
      for (int i = 0; i < 3 && !d.empty(); ++i) {
        look_.push_back(d.back());
        d.pop_back();
      }
      dec_ = Dec::kScout, dec_seat_ = p, dec_deck_ = l.target;
      bool same = true;
      for (uint8_t c : look_) same = same && card_of(l.target / 3, c) == card_of(l.target / 3, look_[0]);
      if (same) {  // nothing to order (an empty deck by now, one card, or copies of one card)
        for (auto it = look_.rbegin(); it != look_.rend(); ++it) d.push_back(*it);
        look_.clear();
        dec_ = Dec::kNone;
      }
      break;
    }
    case kSignalJammer:
    case kCountermand:
      if (l.target >= 0 && l.target < static_cast<int>(chain_.size())) negate(l.target);
      break;
    case kSabotage: deal_deck(l.target / 3, l.target % 3, 2); break;
    case kSiegeBombardment: {
      int n = 3;
      if (l.target % 3 == kCommand) {
        const int prevented = std::min(n, prevent_[l.target / 3]);
        n -= prevented;
        prevent_[l.target / 3] = 0;
      }
      deal_deck(l.target / 3, l.target % 3, n);
      break;
    }
    case kFieldMedicKit:
      if (tu) heal(*tu, 2);
      break;
    case kSmokeScreen:
      if (tu) tu->temp += 2;
      break;
    case kDismantle:
      if (tu) {
        auto it = std::find(tu->equip.begin(), tu->equip.end(), static_cast<uint8_t>(l.amount));
        if (it != tu->equip.end()) {
          const int type = card_of(tu->owner, *it);
          tu->equip.erase(it);
          discard_card(tu->owner, l.amount);
          if (type == kPlateHarness) {
            const bool big = tu->archetypes & ((1u << kWarden) | (1u << kGuardian));
            change_max_hp(*tu, big ? -3 : -2);
          }
        }
      }
      break;
    case kLongshotScope:
    case kPlateHarness:
    case kShockBlade:
    case kJumpJets:
      if (tu && in_spawn_zone(p, tu->sq)) {
        tu->equip.push_back(static_cast<uint8_t>(l.inst));
        to_discard = false;
        if (l.card == kPlateHarness) {
          const bool big = tu->archetypes & ((1u << kWarden) | (1u << kGuardian));
          change_max_hp(*tu, big ? 3 : 2);
        }
      }
      break;
    case kVanguardCaptain:
    case kCinderDrake:
    case kArcEngineer:
    case kBastionGolem:
    case kThornbackWarden:
    case kTideOracle: {
      int uniques = 0;
      for (const Unit& u : units_) uniques += u.owner == p && u.unique >= 0;
      if (!unit_at(l.amount) && uniques < 3) {
        spawn_unit(p, l.amount, l.inst);
        to_discard = false;
      }
      break;
    }
    case kFlankMarch:
      if (tu) tu->spd_turn += 2;
      break;
    case kBattleFury:
      if (tu) tu->atk_turn += (tu->archetypes >> kStriker & 1) ? 3 : 2;
      break;
    case kAmbush:
      if (tu) damage_unit(*tu, 2);
      break;
    case kRapidMuster:
      if (int sq = spawn_square(p); sq >= 0) spawn_unit(p, sq, -1);
      break;
    case kOrbitalStrike:
      if (tu) damage_unit(*tu, 3);
      break;
    case kTotalAssault: ++ta_[p]; break;
    case kReinforcements:
      for (int i = 0; i < 2; ++i)
        if (int sq = spawn_square(p); sq >= 0) spawn_unit(p, sq, -1);
      break;
    case kFortify:
      for (Unit& u : units_)
        if (u.owner == p) u.temp += 2;
      break;
    case kFieldPromotion:
      if (tu) {
        tu->atk += 1;
        change_max_hp(*tu, 1);
      }
      break;
    case kSecondWind:
      if (tu && tu->sub == Sub::kDone && !second_wind_used_) {
        tu->sub = Sub::kReady;
        tu->attacked = false;
        tu->spd_left = tu->last_spd = spd_of(*tu);
        second_wind_used_ = true;
      }
      break;
    case kLastStand: prevent_[p] = 3; break;
    case kMassRepair:
      for (Unit& u : units_)
        if (u.owner == p) heal(u, 2);
      break;
    case kTacticalWithdrawal:
      if (tu) dec_ = Dec::kWithdraw, dec_seat_ = p, dec_unit_ = tu->id, dec_left_ = 2;
      break;
    case kElementalResonance: ++res_[p][l.target]; break;
    case kRecall:
      for (auto it = discard_[p].rbegin(); it != discard_[p].rend(); ++it)
        if (card_of(p, *it) == l.target) {
          hand_[p].push_back(*it);
          hand_src_[p].push_back(3);
          discard_[p].erase(std::next(it).base());
          break;
        }
      break;
    default: break;
  }
  if (to_discard) discard_card(p, l.inst);
}

void AeState::continue_after_chain() {
  resolving_ = false;
  window_ = false;
  prio_ = -1;
  switch (cont_) {
    case Cont::kOpen: move_ctx_ = -1; break;
    case Cont::kSpawnRest: spawn_rest(); break;
    case Cont::kDeclared: {
      cont_ = Cont::kOpen;
      const Unit* a = unit_by_id(active_);
      if (moved_in_resp_ && !reselected_ && a) {
        reselect_pending_ = true;
        return;
      }
      damage_step();
      break;
    }
  }
}

void AeState::open_window_for_opponent() {
  if (phase_ == Phase::kOver) return;
  if (has_response(opp(turn_player_))) {
    window_ = true;
    return;
  }
  continue_after_chain();
}

// All targets of the declaration at once (5.3), then the triggers (Thornback Warden, Drain).
void AeState::damage_step() {
  Unit* a = unit_by_id(active_);
  const int p = turn_player_;
  std::vector<int> thorn_targets;
  std::vector<int> hit_units;
  if (a) {
    const int range = range_of(*a);
    for (auto [t, n] : decl_) {
      if (t >= 1000) {
        const int code = t - 1000;
        if (deck_dist(a->sq, code) > range) continue;
        int pts = n + ((a->effects & kDemolisher) ? 1 : 0) +
                  (a->unique >= 0 && card_of(p, a->unique) == kCinderDrake ? 1 : 0);
        if (code % 3 == kCommand) {
          const int prevented = std::min(pts, prevent_[code / 3]);
          pts -= prevented;
        }
        deal_deck(code / 3, code % 3, pts);
        if (phase_ == Phase::kOver) return;
        continue;
      }
      Unit* u = unit_by_id(t);
      if (!u || cheb(u->sq, a->sq) > range) continue;
      int d = n;
      for (auto& [id, h] : heal_resp_)
        if (id == t) {
          const int used = std::min(d, h);
          d -= used;
          h -= used;
        }
      if (d > 0) {
        damage_unit(*u, d);
        hit_units.push_back(u->id);
        log(u->owner, "'s unit on " + square_name(u->sq) + " takes " + std::to_string(d) + " attack damage");
        if (u->unique >= 0 && card_of(u->owner, u->unique) == kThornbackWarden) thorn_targets.push_back(a->id);
      }
    }
  }
  for (auto [id, h] : heal_resp_)
    if (Unit* u = unit_by_id(id); u && h > 0) u->hp = std::min(u->max_hp, u->hp + h);
  heal_resp_.clear();
  decl_.clear();
  prevent_ = {};
  decl_active_ = moved_in_resp_ = reselected_ = reselect_pending_ = declaring_again_ = false;
  bool killed = false;
  for (int id : hit_units)
    if (const Unit* u = unit_by_id(id); u && u->hp <= 0) killed = true;
  check_deaths();
  a = unit_by_id(active_);
  if (a) a->sub = Sub::kMove2;
  cont_ = Cont::kOpen;
  if (a && killed && (a->effects & kDrain)) {
    Link l;
    l.owner = p, l.effect = kDrain, l.src = a->id;
    chain_.push_back(l);
  }
  for (int t : thorn_targets) {
    Link l;
    l.owner = opp(p), l.effect = kEffThorn, l.target = t;
    chain_.push_back(l);
  }
  if (!chain_.empty()) after_link_added(chain_.back().owner);
}

void AeState::end_subphase() {
  Unit* u = unit_by_id(active_);
  if (!u) return;
  switch (u->sub) {
    case Sub::kMove1:
      u->sub = Sub::kBattle;
      move_ctx_ = u->id;
      cont_ = Cont::kOpen;
      open_window_for_opponent();
      break;
    case Sub::kBattle:
      if (declaring_again_) {
        damage_step();
        return;
      }
      u->sub = Sub::kMove2;
      break;
    case Sub::kMove2:
      u->sub = Sub::kDone;
      active_ = -1;
      move_ctx_ = u->id;
      cont_ = Cont::kOpen;
      open_window_for_opponent();
      break;
    default: break;
  }
}

// ---- legal actions -------------------------------------------------------------------------------

std::vector<Action> AeState::legal_actions() const {
  std::vector<Action> out;
  if (phase_ == Phase::kOver) return out;
  if (dec_ != Dec::kNone) {
    switch (dec_) {
      case Dec::kCost: {
        uint64_t seen = 0;
        for (uint8_t c : hand_[dec_seat_]) seen |= 1ull << card_of(dec_seat_, c);
        for (int t = 0; t < kNumCardTypes; ++t)
          if (seen >> t & 1) out.push_back(kPayBase + static_cast<Action>(t));
        break;
      }
      case Dec::kDraws:
        for (int k = 0; k < 3; ++k)
          if (!decks_[dec_seat_][k].empty()) out.push_back(kDrawBase + static_cast<Action>(k));
        break;
      case Dec::kScout: {
        uint64_t seen = 0;
        for (size_t i = 0; i < look_.size(); ++i) {
          const int t = card_of(dec_deck_ / 3, look_[i]);
          if (seen >> t & 1) continue;
          seen |= 1ull << t;
          out.push_back(kPickBase + static_cast<Action>(i));
        }
        break;
      }
      case Dec::kWithdraw: {
        const Unit* u = unit_by_id(dec_unit_);
        if (u) {
          for (int sq : step_targets(*u, dec_left_)) out.push_back(kMoveBase + static_cast<Action>(sq));
          if (can_stop(*u, u->sq)) out.push_back(kStop);
        } else {
          out.push_back(kStop);
        }
        break;
      }
      default: break;
    }
    std::sort(out.begin(), out.end());
    return out;
  }
  if (!chain_.empty() && !resolving_) {
    out.push_back(kPass);
    add_play_actions(prio_, out, true);
    std::sort(out.begin(), out.end());
    return out;
  }
  if (window_) {
    out.push_back(kPass);
    add_play_actions(opp(turn_player_), out, true);
    std::sort(out.begin(), out.end());
    return out;
  }
  const int p = turn_player_;
  switch (phase_) {
    case Phase::kSetup:
      for (int k = 0; k < 3; ++k)
        if (!decks_[setup_seat_][k].empty()) out.push_back(kDrawBase + static_cast<Action>(k));
      break;
    case Phase::kDraw:
      for (int k = 0; k < 3; ++k)
        if (!decks_[p][k].empty()) out.push_back(kDrawBase + static_cast<Action>(k));
      break;
    case Phase::kEnd:
      for (int k = 0; k < 2; ++k)
        if (!fac_up_[p][k]) out.push_back(kFlipBase + static_cast<Action>(k));
      break;
    case Phase::kCombat: {
      if (reselect_pending_) {
        out.push_back(kKeep);
        out.push_back(kRedeclare);
        break;
      }
      const Unit* u = active_ >= 0 ? unit_by_id(active_) : nullptr;
      bool may_play = true;
      if (u) {
        if (u->sub == Sub::kMove1 || u->sub == Sub::kMove2) {
          for (int sq : step_targets(*u, u->spd_left)) out.push_back(kMoveBase + static_cast<Action>(sq));
          if (can_stop(*u, u->sq)) out.push_back(kEnd);
          else may_play = false;
        } else if (u->sub == Sub::kBattle) {
          int assigned = 0;
          for (auto [t, n] : decl_) assigned += n;
          if (assigned < atk_of(*u))
            for (int tg : attack_targets(*u)) out.push_back(kAssignBase + static_cast<Action>(tg));
          if (assigned > 0) {
            out.push_back(kDeclare);
            may_play = false;
          } else {
            out.push_back(kEnd);
            if (declaring_again_) may_play = false;
            const bool radiance = (u->effects & kRadiance) ||
                                  (u->unique >= 0 && card_of(p, u->unique) == kArcEngineer);
            if (radiance && !u->healed_instead && !declaring_again_)
              for (const Unit& o : units_)
                if (o.owner == p && cheb(o.sq, u->sq) <= 1 && o.hp < o.max_hp)
                  out.push_back(kHealBase + static_cast<Action>(o.sq));
          }
        }
      } else {
        for (const Unit& o : units_)
          if (o.owner == p && o.sub == Sub::kReady) out.push_back(kActivateBase + static_cast<Action>(o.sq));
        out.push_back(kEndCombat);
      }
      if (may_play) add_play_actions(p, out, false);
      break;
    }
    default: break;
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// ---- applying actions ----------------------------------------------------------------------------

void AeState::do_apply(Action a) {
  const Decoded d = decode(a);
  const int me = current_player();
  switch (d.type) {
    case Decoded::kPass:
      log(me, "passes");
      if (window_) {
        window_ = false;
        continue_after_chain();
      } else {
        resolve_chain();
      }
      return;
    case Decoded::kDraw:
      draw(me, d.v);
      if (dec_ == Dec::kDraws) {
        if (--dec_left_ <= 0 || (decks_[me][0].empty() && decks_[me][1].empty() && decks_[me][2].empty())) {
          dec_ = Dec::kNone;
          resolve_chain();
        }
        return;
      }
      if (phase_ == Phase::kSetup) {
        if (--setup_left_ == 0) {
          if (setup_seat_ == first_) {
            setup_seat_ = opp(first_);
            setup_left_ = p2draw6_ ? 6 : 5;
          } else {
            turn_player_ = first_;
            start_turn();
            return;
          }
        }
        bool any = false;
        for (int k = 0; k < 3; ++k) any = any || !decks_[setup_seat_][k].empty();
        if (!any) {
          turn_player_ = first_;
          start_turn();
        }
        return;
      }
      if (phase_ == Phase::kDraw) phase_ = Phase::kCombat;
      return;
    case Decoded::kFlip:
      fac_up_[me][d.v] = true;
      log(me, std::string("turns ") + facility(fac_[me][d.v]).name + " face up");
      turn_player_ = opp(me);
      start_turn();
      return;
    case Decoded::kPick: {
      looked_.push_back(look_[static_cast<size_t>(d.v)]);
      look_.erase(look_.begin() + d.v);
      bool same = true;
      for (uint8_t c : look_) same = same && card_of(dec_deck_ / 3, c) == card_of(dec_deck_ / 3, look_[0]);
      if (same) {
        for (uint8_t c : look_) looked_.push_back(c);
        look_.clear();
      }
      if (look_.empty()) {
        auto& deck = decks_[dec_deck_ / 3][dec_deck_ % 3];
        for (auto it = looked_.rbegin(); it != looked_.rend(); ++it) deck.push_back(*it);
        looked_.clear();
        dec_ = Dec::kNone;
        log(me, "puts the cards back");
        resolve_chain();
      }
      return;
    }
    case Decoded::kActivate: {
      Unit* u = unit_at(d.v);
      active_ = u->id;
      u->sub = Sub::kMove1;
      log(me, "activates the unit on " + square_name(d.v));
      return;
    }
    case Decoded::kMove: {
      if (dec_ == Dec::kWithdraw) {
        Unit* u = unit_by_id(dec_unit_);
        log(me, "withdraws the unit on " + square_name(u->sq) + " to " + square_name(d.v));
        u->sq = d.v;
        moved_in_resp_ = true;
        if (--dec_left_ <= 0) {
          dec_ = Dec::kNone;
          resolve_chain();
        }
        return;
      }
      Unit* u = unit_by_id(active_);
      log(me, "moves " + square_name(u->sq) + " to " + square_name(d.v));
      u->sq = d.v;
      --u->spd_left;
      return;
    }
    case Decoded::kStop:
      dec_ = Dec::kNone;
      resolve_chain();
      return;
    case Decoded::kEnd:
      end_subphase();
      return;
    case Decoded::kAssign: {
      const int key = d.v >= kTgtDeck ? 1000 + d.v - kTgtDeck : unit_at(d.v)->id;
      for (auto& [t, n] : decl_)
        if (t == key) {
          ++n;
          return;
        }
      decl_.push_back({key, 1});
      return;
    }
    case Decoded::kDeclare: {
      Unit* u = unit_by_id(active_);
      u->attacked = true;
      std::string what;
      for (auto [t, n] : decl_) {
        if (!what.empty()) what += ", ";
        what += std::to_string(n) + " on " +
                (t >= 1000 ? seat_name((t - 1000) / 3) + " " + kDeckNames[(t - 1000) % 3] : square_name(unit_by_id(t)->sq));
      }
      log(me, "declares an attack from " + square_name(u->sq) + ": " + what);
      decl_active_ = true;
      if (declaring_again_) {
        damage_step();
        return;
      }
      moved_in_resp_ = false;
      cont_ = Cont::kDeclared;
      open_window_for_opponent();
      return;
    }
    case Decoded::kKeep:
      reselect_pending_ = false;
      reselected_ = true;
      log(me, "keeps the declaration");
      damage_step();
      return;
    case Decoded::kRedeclare:
      reselect_pending_ = false;
      reselected_ = true;
      declaring_again_ = true;
      decl_.clear();
      log(me, "discards the declaration to declare anew");
      return;
    case Decoded::kHeal: {
      Unit* u = unit_by_id(active_);
      u->healed_instead = true;
      u->attacked = true;
      u->sub = Sub::kMove2;
      Link l;
      l.owner = me;
      l.effect = (u->effects & kRadiance) ? kRadiance : kEffRepair;
      l.src = u->id;
      l.target = unit_at(d.v)->id;
      log(me, "activates " + link_text(l));
      chain_.push_back(l);
      cont_ = Cont::kOpen;
      after_link_added(me);
      return;
    }
    case Decoded::kEndCombat:
      log(me, "ends the combat phase");
      end_turn();
      return;
    case Decoded::kPay: {
      const int i = find_in_hand(me, d.card);
      Link& l = chain_.back();
      l.cost_hand.push_back(hand_[me][static_cast<size_t>(i)]);
      hand_[me].erase(hand_[me].begin() + i);
      hand_src_[me].erase(hand_src_[me].begin() + i);
      log(me, std::string("sets aside ") + card_type(d.card).name + " as the cost");
      dec_ = Dec::kNone;
      after_link_added(me);
      return;
    }
    case Decoded::kPlay: {
      const int i = find_in_hand(me, d.card);
      Link l;
      l.owner = me;
      l.card = d.card;
      l.inst = hand_[me][static_cast<size_t>(i)];
      hand_[me].erase(hand_[me].begin() + i);
      hand_src_[me].erase(hand_src_[me].begin() + i);
      const int tg = d.target;
      if (d.card >= kVanguardCaptain && d.card <= kTideOracle) {
        l.amount = tg;  // the spawn square
      } else if (tg < kSquares) {
        l.target = unit_at(tg)->id;
      } else if (tg >= kTgtDeck && tg < kTgtElement) {
        l.target = tg - kTgtDeck;
      } else if (tg >= kTgtElement && tg < kTgtLink) {
        l.target = tg - kTgtElement;
      } else if (tg >= kTgtLink && tg < kTgtNone) {
        l.target = tg - kTgtLink;
      } else if (tg >= kTgtEquip && tg < kTgtCard) {
        const Unit* u = unit_at((tg - kTgtEquip) / 4);
        l.target = u->id;
        l.amount = u->equip[static_cast<size_t>((tg - kTgtEquip) % 4)];
      } else if (tg >= kTgtCard) {
        l.target = tg - kTgtCard;
      }
      if (d.card == kCountermand) {
        auto& cd = decks_[me][kCommand];
        for (int k = 0; k < 2; ++k) {
          l.cost_deck.push_back(cd.back());
          cd.pop_back();
        }
      }
      log(me, "plays " + link_text(l));
      const bool hand_cost = d.card == kSignalJammer || d.card == kRapidMuster || d.card == kSecondWind;
      if (chain_.empty() && !window_) cont_ = Cont::kOpen;
      window_ = false;
      chain_.push_back(l);
      if (hand_cost) {
        dec_ = Dec::kCost;
        dec_seat_ = me;
        return;
      }
      after_link_added(me);
      return;
    }
    case Decoded::kInvalid: break;
  }
}

// ---- notation ------------------------------------------------------------------------------------

std::string AeState::target_text(int type, int tg) const {
  if (tg == kTgtNone) return "";
  if (type >= kVanguardCaptain && type <= kTideOracle) return " at " + square_name(tg);
  if (tg < kSquares) return " on " + square_name(tg);
  if (tg >= kTgtDeck && tg < kTgtElement)
    return " on " + seat_name((tg - kTgtDeck) / 3) + " " + kDeckNames[(tg - kTgtDeck) % 3];
  if (tg >= kTgtElement && tg < kTgtLink) return std::string(" on ") + element_name(tg - kTgtElement);
  if (tg >= kTgtLink && tg < kTgtNone) return " on link " + std::to_string(tg - kTgtLink + 1);
  if (tg >= kTgtEquip && tg < kTgtCard) {
    const int sq = (tg - kTgtEquip) / 4, k = (tg - kTgtEquip) % 4;
    const Unit* u = unit_at(sq);
    std::string name = "?";
    if (u && k < static_cast<int>(u->equip.size())) name = card_type(card_of(u->owner, u->equip[static_cast<size_t>(k)])).name;
    // Two copies of one Equipment on a unit: the notation names the copy.
    int copy = 0, copies = 0;
    if (u)
      for (size_t j = 0; j < u->equip.size(); ++j)
        if (card_type(card_of(u->owner, u->equip[j])).name == name) {
          ++copies;
          if (static_cast<int>(j) == k) copy = copies;
        }
    return " on " + square_name(sq) + " " + name + (copies > 1 ? " " + std::to_string(copy) : "");
  }
  if (tg >= kTgtCard && tg < kTgtCard + kNumCardTypes) return std::string(" for ") + card_type(tg - kTgtCard).name;
  return " ?";
}

std::string AeState::link_text(const Link& l) const {
  if (l.effect >= 0) {
    const Unit* s = unit_by_id(l.src);
    const Unit* t = unit_by_id(l.target);
    const std::string at = s ? " (" + square_name(s->sq) + ")" : "";
    switch (l.effect) {
      case kEbb: return "Ebb" + at;
      case kDrain: return "Drain" + at;
      case kEffTide: return "Tide Oracle" + at;
      case kRadiance: return "Radiance" + at + (t ? " on " + square_name(t->sq) : "");
      case kEffRepair: return "Repair" + at + (t ? " on " + square_name(t->sq) : "");
      case kEffThorn: return "Thornback Warden's retaliation" + std::string(t ? " on " + square_name(t->sq) : "");
      default: return "effect";
    }
  }
  std::string s = card_type(l.card).name;
  if (l.card >= kVanguardCaptain && l.card <= kTideOracle) return s + " at " + square_name(l.amount);
  switch (l.card) {
    case kScoutReport:
    case kSabotage:
    case kSiegeBombardment: return s + " on " + seat_name(l.target / 3) + " " + kDeckNames[l.target % 3];
    case kSignalJammer:
    case kCountermand: return s + " on link " + std::to_string(l.target + 1);
    case kElementalResonance: return s + " on " + element_name(l.target);
    case kRecall: return s + " for " + card_type(l.target).name;
    case kDismantle: {
      const Unit* u = unit_by_id(l.target);
      return s + (u ? " on " + square_name(u->sq) : "") + " " + card_type(card_of(1 - l.owner, l.amount)).name;
    }
    default: break;
  }
  if (l.target != kTgtNone && l.target >= 0) {
    const Unit* u = unit_by_id(l.target);
    if (u) return s + " on " + square_name(u->sq);
  }
  return s;
}

std::string AeState::action_to_string(Action a) const {
  const Decoded d = decode(a);
  switch (d.type) {
    case Decoded::kPass: return "pass";
    case Decoded::kEnd: {
      const Unit* u = unit_by_id(active_);
      return u && u->sub == Sub::kBattle ? "skip attack" : "end move";
    }
    case Decoded::kDeclare: return "declare";
    case Decoded::kEndCombat: return "end combat";
    case Decoded::kKeep: return "keep";
    case Decoded::kRedeclare: return "redeclare";
    case Decoded::kStop: return "stop";
    case Decoded::kDraw: return std::string("draw ") + kDeckNames[d.v];
    case Decoded::kFlip: return std::string("flip ") + facility(fac_[current_player() < 0 ? 0 : current_player()][d.v]).name;
    case Decoded::kPick:
      return std::string("pick ") +
             (d.v < static_cast<int>(look_.size()) ? card_type(card_of(dec_deck_ / 3, look_[static_cast<size_t>(d.v)])).name : "?");
    case Decoded::kActivate: return "activate " + square_name(d.v);
    case Decoded::kMove: return "move " + square_name(d.v);
    case Decoded::kAssign:
      return d.v >= kTgtDeck ? "+1 " + seat_name((d.v - kTgtDeck) / 3) + " " + kDeckNames[(d.v - kTgtDeck) % 3]
                             : "+1 " + square_name(d.v);
    case Decoded::kHeal: return "heal " + square_name(d.v);
    case Decoded::kPay: return std::string("pay ") + card_type(d.card).name;
    case Decoded::kPlay: return std::string("play ") + card_type(d.card).name + target_text(d.card, d.target);
    case Decoded::kInvalid: break;
  }
  return "?" + std::to_string(a);
}

std::string AeState::describe(Action a, Person person) const {
  const int p = current_player();
  return (p >= 0 ? seat_name(p) + ": " : std::string()) + action_to_string(a);
}

std::string AeState::explain(Action a) const {
  const Decoded d = decode(a);
  const Unit* u = unit_by_id(active_);
  switch (d.type) {
    case Decoded::kPass:
      return window_ ? "You may answer at this response point with a Quick card, or let play go on."
                     : "Passing priority resolves the chain, last link first.";
    case Decoded::kEnd:
      if (u && u->sub == Sub::kBattle)
        return "The Battle sub-phase is optional: the unit may skip its attack and still use its speed left in Move 2.";
      return u && u->sub == Sub::kMove1
                 ? "Move 1 may end early: the speed you do not use now is left for Move 2, after the Battle."
                 : "Ending Move 2 finishes this unit's activation; the next unit may then be activated.";
    case Decoded::kDeclare:
      return "The whole declaration is made at once: the points assigned so far go to their targets; the opponent "
             "may then respond.";
    case Decoded::kEndCombat:
      return "Units you do not activate stay ready; the End phase refreshes Attack and Speed, clears temporary HP "
             "and turns a face-down facility face up.";
    case Decoded::kKeep: return "A unit moved during the responses: you may keep the declaration (points on targets out of range are lost).";
    case Decoded::kRedeclare: return "A unit moved during the responses: you may declare anew once, with no further responses.";
    case Decoded::kStop: return "Tactical Withdrawal moves the unit up to 2 squares: it may stop early.";
    case Decoded::kDraw:
      if (dec_ == Dec::kDraws) return "Field Manual: draw from any of your decks, seeing the first card before choosing the second.";
      if (phase_ == Phase::kSetup) return "Each player draws 5 cards one at a time, choosing the deck for each after seeing the previous one.";
      return d.v == kCommand ? "You may draw from any deck; your Command Deck is also your life: each card drawn from it is one less point of buffer."
                             : "Draw one card from any of your decks; Research and Barracks draws cost no life.";
    case Decoded::kFlip: return "In the End phase you must turn a face-down facility face up; units spawned later get its bonus.";
    case Decoded::kPick: return "Scout Report: put the looked-at cards back in any order; the first picked goes on top.";
    case Decoded::kActivate: return "Each ready unit is activated once: Move 1 up to its Speed, then Battle, then Move 2 with the speed left.";
    case Decoded::kMove:
      if (dec_ == Dec::kWithdraw) return "Tactical Withdrawal ignores Speed; blocking and the clog rule apply.";
      return "One king step (diagonals count) costs 1 speed; friendly units may be passed through, not stopped on.";
    case Decoded::kAssign:
      return d.v >= kTgtDeck ? "Each point on a deck discards its top card; a point on an empty Command Deck wins the game."
                             : "Split Attack among enemy units or decks in range, at least 1 per chosen target; enemy units do not strike back.";
    case Decoded::kHeal: return "Instead of attacking, this unit heals a friendly unit within 1 square by 2 (once per turn).";
    case Decoded::kPay: return "The cost is set aside now and discarded when the card resolves; a negated card pays nothing.";
    case Decoded::kPlay: {
      const CardType& c = card_type(d.card);
      std::string why = std::string(c.name) + ": " + c.text;
      if (c.quick() && current_player() != turn_player_) why += " Quick cards may answer in the opponent's turn.";
      if (!chain_.empty()) why += " It goes on the chain and resolves before the links below it.";
      return why;
    }
    case Decoded::kInvalid: break;
  }
  return "";
}

// ---- hidden information --------------------------------------------------------------------------

std::unique_ptr<State> AeState::determinize(int seat, Rng& rng) const {
  auto copy = std::make_unique<AeState>(*this);
  for (int o = 0; o < 2; ++o)
    for (int k = 0; k < 3; ++k) {
      // Deck order is hidden from everyone; the other hand's cards drawn from this deck are hidden from `seat`.
      std::vector<uint8_t> pool(decks_[o][k]);
      std::vector<size_t> hand_pos;
      if (o != seat)
        for (size_t i = 0; i < hand_[o].size(); ++i)
          if (hand_src_[o][i] == k) {
            pool.push_back(hand_[o][i]);
            hand_pos.push_back(i);
          }
      const bool look_here = dec_ == Dec::kScout && dec_deck_ == o * 3 + k && dec_seat_ != seat;
      if (look_here) {
        pool.insert(pool.end(), look_.begin(), look_.end());
        pool.insert(pool.end(), looked_.begin(), looked_.end());
      }
      std::sort(pool.begin(), pool.end());
      rng.shuffle(pool);
      size_t n = 0;
      for (uint8_t& c : copy->decks_[o][k]) c = pool[n++];
      for (size_t i : hand_pos) copy->hand_[o][i] = pool[n++];
      if (look_here) {
        for (uint8_t& c : copy->look_) c = pool[n++];
        for (uint8_t& c : copy->looked_) c = pool[n++];
      }
    }
  copy->rng_.reseed(rng.next_u64());
  copy->rig_.reset();
  copy->quiet_ = true;
  return copy;
}

std::vector<Card> AeState::all_cards() const {
  std::vector<Card> all;
  for (int s = 0; s < 2; ++s) {
    auto add = [&](const std::vector<uint8_t>& v) {
      for (uint8_t c : v) all.push_back(Card::from_index52(c, static_cast<uint8_t>(s)));
    };
    for (int k = 0; k < 3; ++k) add(decks_[s][k]);
    add(hand_[s]);
    add(discard_[s]);
    all.push_back(Card::from_index52(60, static_cast<uint8_t>(s)));
    all.push_back(Card::from_index52(61, static_cast<uint8_t>(s)));
  }
  for (const Unit& u : units_) {
    for (uint8_t e : u.equip) all.push_back(Card::from_index52(e, static_cast<uint8_t>(u.owner)));
    if (u.unique >= 0) all.push_back(Card::from_index52(u.unique, static_cast<uint8_t>(u.owner)));
  }
  for (const Link& l : chain_) {
    if (l.inst >= 0 && !l.negated) all.push_back(Card::from_index52(l.inst, static_cast<uint8_t>(l.owner)));
    for (uint8_t c : l.cost_hand) all.push_back(Card::from_index52(c, static_cast<uint8_t>(l.owner)));
    for (uint8_t c : l.cost_deck) all.push_back(Card::from_index52(c, static_cast<uint8_t>(l.owner)));
  }
  if (dec_ == Dec::kScout) {
    const int o = dec_deck_ / 3;
    for (uint8_t c : look_) all.push_back(Card::from_index52(c, static_cast<uint8_t>(o)));
    for (uint8_t c : looked_) all.push_back(Card::from_index52(c, static_cast<uint8_t>(o)));
  }
  return all;
}

// ---- JSON ----------------------------------------------------------------------------------------

std::string AeState::to_json() const {
  JsonWriter j;
  j.begin_object();
  j.key("phase").value(phase_id(phase_)).key("to_act").value(current_player()).key("turn_player").value(turn_player_);
  j.key("first").value(first_).key("turns").value(turns_).key("setup").begin_array().value(setup_seat_).value(setup_left_).end_array();
  j.key("result").values(std::vector<int>(result_.begin(), result_.end()));
  j.key("players").begin_array();
  for (int s = 0; s < 2; ++s) {
    j.begin_object().key("army").value(army_[s]);
    for (int k = 0; k < 3; ++k) j.key(kDeckNames[k]).values(std::vector<int>(decks_[s][k].begin(), decks_[s][k].end()));
    j.key("hand").values(std::vector<int>(hand_[s].begin(), hand_[s].end()));
    j.key("hand_src").values(std::vector<int>(hand_src_[s].begin(), hand_src_[s].end()));
    j.key("discard").values(std::vector<int>(discard_[s].begin(), discard_[s].end()));
    j.key("face_up").begin_array().value(fac_up_[s][0]).value(fac_up_[s][1]).end_array();
    j.key("ta").value(ta_[s]).key("res").values(std::vector<int>(res_[s].begin(), res_[s].end()));
    j.key("prevent").value(prevent_[s]).end_object();
  }
  j.end_array();
  j.key("units").begin_array();
  for (const Unit& u : units_) {
    j.begin_array().value(u.id).value(u.owner).value(u.sq).value(u.atk).value(u.max_hp).value(u.hp).value(u.temp).value(u.spd);
    j.value(u.spd_left).value(u.last_spd).value(u.atk_turn).value(u.spd_turn).value(u.reach).value(static_cast<int>(u.elements));
    j.value(static_cast<int>(u.effects)).value(static_cast<int>(u.archetypes)).value(u.unique).value(u.slot);
    j.value(static_cast<int>(u.sub)).value(u.attacked).value(u.healed_instead);
    j.values(std::vector<int>(u.equip.begin(), u.equip.end())).end_array();
  }
  j.end_array();
  j.key("next_id").value(next_id_).key("active").value(active_).key("sw").value(second_wind_used_);
  j.key("decl").begin_array();
  for (auto [t, n] : decl_) j.value(t).value(n);
  j.end_array();
  j.key("flags").begin_array().value(decl_active_).value(moved_in_resp_).value(reselected_).value(reselect_pending_);
  j.value(declaring_again_).value(window_).value(resolving_).end_array();
  j.key("heal_resp").begin_array();
  for (auto [t, n] : heal_resp_) j.value(t).value(n);
  j.end_array();
  j.key("move_ctx").value(move_ctx_).key("prio").value(prio_).key("cont").value(static_cast<int>(cont_));
  j.key("chain").begin_array();
  for (const Link& l : chain_) {
    j.begin_array().value(l.owner).value(l.card).value(l.inst).value(l.effect).value(l.src).value(l.target).value(l.amount);
    j.value(l.negated).values(std::vector<int>(l.cost_hand.begin(), l.cost_hand.end()));
    j.values(std::vector<int>(l.cost_deck.begin(), l.cost_deck.end())).end_array();
  }
  j.end_array();
  j.key("dec").begin_array().value(static_cast<int>(dec_)).value(dec_seat_).value(dec_left_).value(dec_unit_).value(dec_deck_).end_array();
  j.key("look").values(std::vector<int>(look_.begin(), look_.end()));
  j.key("looked").values(std::vector<int>(looked_.begin(), looked_.end()));
  j.key("events").value(static_cast<int>(events_->size()));
  j.end_object();
  return j.str();
}

std::string AeState::view_json(int seat) const { return assault_edge::to_json(view(*this, seat)); }

// ---- registration -------------------------------------------------------------------------------

namespace {
std::unique_ptr<State> create(const Game& game, uint64_t seed, int, const Options& options) {
  return std::make_unique<AeState>(game, seed, options, nullptr);
}

std::vector<OptionSpec> game_options() {
  std::vector<OptionSpec> out;
  for (int s = 0; s < 2; ++s) {
    OptionSpec o;
    o.key = "army" + std::to_string(s + 1);
    o.label = "Player " + std::to_string(s + 1) + " army";
    o.choices = {army(s).id, army(1 - s).id};
    o.choice_labels = {army(s).name, army(1 - s).name};
    o.help = "The pre-built army player " + std::to_string(s + 1) + " plays (a mirror match is allowed).";
    out.push_back(o);
  }
  out.push_back(OptionSpec{.key = "p2draw",
                           .label = "Second player's opening hand",
                           .choices = {"5", "6"},
                           .choice_labels = {"5 cards (standard)", "6 cards (variant)"},
                           .help = "The design's optional compensation: the second player draws 6 cards at the start."});
  return out;
}
}  // namespace

std::unique_ptr<State> make_for_test(uint64_t seed, const Options& options, const Rig& rig) {
  const Game& game = assault_edge_game();
  auto resolved = resolve_options(game.info, options);
  if (!resolved) return nullptr;
  for (int s = 0; s < 2; ++s) {
    const int a = resolved->at("army" + std::to_string(s + 1)) == "grove" ? 1 : 0;
    std::vector<int> cards(instance_list(a));
    auto use = [&](const std::string& name) {
      auto it = std::find(cards.begin(), cards.end(), card_by_name(name));
      if (it == cards.end()) return false;
      cards.erase(it);
      return true;
    };
    for (const std::string& c : rig.hand[s])
      if (!use(c)) return nullptr;
    for (int k = 0; k < 3; ++k)
      for (const std::string& c : rig.tops[s][k])
        if (!use(c) || card_type(card_by_name(c)).deck != k) return nullptr;
    for (const Placed& p : rig.units) {
      if (p.seat != s) continue;
      if (parse_square(p.sq) < 0) return nullptr;
      if (!p.unique.empty() && !use(p.unique)) return nullptr;
      for (const std::string& e : p.equipment)
        if (!use(e)) return nullptr;
      for (const std::string& f : p.from)
        if (facility_by_name(f) < 0) return nullptr;
    }
  }
  return std::make_unique<AeState>(game, seed, *resolved, std::make_shared<const Rig>(rig));
}

// The bound (notes.md, Bound): 11 opening draws, then per turn at most: 1 draw, 1 flip, and per unit
// activation (at most 2 per unit with Second Wind; at most 63 units) 1 activate + 2 x (speed <= 20
// steps + end + a response window) + (attack <= 40 points + declare + keep/redeclare + 40 points +
// declare); plus per card play (each player's 60 cards, Recall adding 3 replays of Unit cards) a
// play, a cost, 3 priority passes and 3 decisions. Everything is finite and this counts it generously.
constexpr int kPerActivation = 1 + 2 * (20 + 1 + 2) + (40 + 1 + 2 + 40 + 1) + 4;
constexpr int kPerTurn = 2 + 63 * 2 * kPerActivation + 2 * 66 * 8 + 10;
constexpr int kMaxActions = 11 + kTurnsPerPlayer * 2 * kPerTurn;

}  // namespace assault_edge

const Game& assault_edge_game() {
  static const Game game{
      GameInfo{
          .id = "assault-edge",
          .name = "Assault Edge",
          .summary = "Feed a 9x7 battlefield from three decks, spawn units shaped by your facilities, answer with Quick "
                     "cards and break the enemy Command Deck.",
          .min_seats = 2,
          .max_seats = 2,
          .options = assault_edge::game_options(),
          .rules = assault_edge::rules_text(),
          .max_actions = assault_edge::kMaxActions,
          .ai_iterations = 300,
      },
      &assault_edge::create,
  };
  return game;
}

}  // namespace ff
