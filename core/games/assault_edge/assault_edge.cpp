// Assault Edge: the rules (set-up and opening draws, the four phases, movement, attack
// declarations, damage, the chain of Quick responses, every card and effect, the win and the turn
// limit), notation, determinization and registration.
#include "core/games/assault_edge/assault_edge.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

#include "core/games/assault_edge/assault_edge_ai.h"
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
int parse_square(const std::string& s) {
  if (s.size() != 2 || s[0] < 'a' || s[0] > 'i' || s[1] < '1' || s[1] > '7') return -1;
  return (s[1] - '1') * kCols + (s[0] - 'a');
}
// The card type of each card instance 0..59 of an army: its Research, Command, then Barracks cards.
std::vector<int> instances_of(const Army& a) {
  std::vector<int> out;
  for (int k : {kResearch, kCommand, kBarracks}) out.insert(out.end(), a.decks[k].begin(), a.decks[k].end());
  return out;
}
std::shared_ptr<const std::vector<int>> instance_list(const Config& c, int seat) {
  static const std::array<std::shared_ptr<const std::vector<int>>, kNumArmies> prebuilt = [] {
    std::array<std::shared_ptr<const std::vector<int>>, kNumArmies> out;
    for (int i = 0; i < kNumArmies; ++i) out[static_cast<size_t>(i)] = std::make_shared<const std::vector<int>>(instances_of(army(i)));
    return out;
  }();
  if (c.custom[seat]) return std::make_shared<const std::vector<int>>(instances_of(*c.custom[seat]));
  return prebuilt[static_cast<size_t>(c.army[seat])];
}
// Spawn squares from the owner's seat, rightmost first.
const std::array<int, 3>& spawn_order(int seat) {
  static const std::array<int, 3> p1{8, 7, 6}, p2{54, 55, 56};
  return seat == 0 ? p1 : p2;
}
}  // namespace

// An army option holds a pre-built army's id or a deck code (already checked by resolve_options:
// OptionSpec::check_value); a code that does not parse here falls back to the default army.
Config make_config(const Options& options) {
  const GameInfo& info = assault_edge_game().info;
  Config c;
  for (int s = 0; s < 2; ++s) {
    const std::string key = "army" + std::to_string(s + 1);
    c.army[s] = static_cast<ArmyId>((s + option_index(info, options, key)) % kNumArmies);
    const auto it = options.find(key);
    if (it == options.end() || it->second.rfind(kDeckCodePrefix, 0) != 0) continue;
    if (auto custom = parse_army_code(it->second)) {
      c.army[s] = ArmyId::kCustom;
      c.custom[s] = std::make_shared<const Army>(*custom);
    }
  }
  c.second_hand = static_cast<SecondHand>(option_index(info, options, "p2draw"));
  return c;
}

// ---- construction --------------------------------------------------------------------------------

AeState::AeState(const Game& game, uint64_t seed, const Options& options, std::shared_ptr<const Rig> rig)
    : State(game, seed, 2, options), rng_(seed), rig_(std::move(rig)), config_(make_config(options)) {
  events_ = std::make_shared<std::vector<EventRecord>>();
  turn_limit_ = kTurnsPerPlayer * 2;
  setup();
}

EventRecord& AeState::log(EventKind kind, int seat) {
  static thread_local EventRecord unlogged;
  if (quiet_) return unlogged = EventRecord{};
  if (events_.use_count() > 1) events_ = std::make_shared<std::vector<EventRecord>>(*events_);
  turn_limit_logged_ = turn_limit_logged_ || kind == EventKind::kTurnLimit;
  events_->push_back(EventRecord{.kind = kind, .seat = seat});
  return events_->back();
}

void AeState::setup() {
  for (int s = 0; s < 2; ++s) {
    own_lists_[s] = instance_list(config_, s);
    lists_[s] = own_lists_[s].get();
    fac_[s] = config_.army_of(s).facilities;
    if (rig_)
      for (int k = 0; k < 2; ++k)
        if (!rig_->facilities[s][k].empty()) fac_[s][k] = facility_by_name(rig_->facilities[s][k]);
    std::array<std::vector<uint8_t>, 3> pool;
    for (int i = 0; i < 60; ++i) pool[card_type((*lists_[s])[i]).deck].push_back(static_cast<uint8_t>(i));
    std::array<std::vector<uint8_t>, 3> tops;
    if (rig_) setup_rig(s, pool, tops);
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
  log(EventKind::kCoinFlip, first_);
  turn_player_ = first_;
  if (!rig_ || rig_->opening) {
    setup_seat_ = first_;
    setup_left_ = 5;
    return;
  }
  if (rig_->combat) {  // a rigged test position starts in the turn player's Combat phase
    turns_ = rig_->turn;
    phase_ = Phase::kCombat;
    for (Unit& u : units_) u.spd_left = u.last_spd = spd_of(u);
  } else {
    turns_ = rig_->turn - 1;
    next_phase();
  }
}

// A rigged test position: the seat's hand, deck tops, facilities and units (cards taken from `pool`).
void AeState::setup_rig(int s, std::array<std::vector<uint8_t>, 3>& pool, std::array<std::vector<uint8_t>, 3>& tops) {
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
  for (const std::string& c : rig_->hand[s]) {
    hand_[s].push_back(static_cast<uint8_t>(take(c)));
    hand_src_[s].push_back(3);
  }
  for (int k = 0; k < 3; ++k)
    for (const std::string& c : rig_->tops[s][k]) tops[k].push_back(static_cast<uint8_t>(take(c)));
  fac_up_[s] = rig_->face_up[s];
  for (const Placed& p : rig_->units) {
    if (p.seat != s) continue;
    if (p.spawned) {
      Unit& u = spawn_unit(s, parse_square(p.sq), p.unique.empty() ? -1 : take(p.unique));
      u.sub = p.sub;
      for (const std::string& e : p.equipment) u.equip.push_back(static_cast<uint8_t>(take(e)));
      u.spd_left = u.last_spd = 0;
      triggered_.clear();
      continue;
    }
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
        king_distance(o.sq, u.sq) <= 1)
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

int king_distance(int a, int b) { return std::max(std::abs(a % kCols - b % kCols), std::abs(a / kCols - b / kCols)); }
int deck_group(int code) { return code / 3 == 0 ? code % 3 : 2 - code % 3; }
int deck_behind(int sq) {
  const int row = sq / kCols, owner = row == 0 ? 0 : 1;
  if (row != 0 && row != kRows - 1) return -1;
  for (int kind = 0; kind < 3; ++kind)
    if (deck_group(owner * 3 + kind) == sq % kCols / 3) return owner * 3 + kind;
  return -1;
}
int deck_distance(int sq, int code) {
  const int row = code / 3 == 0 ? 0 : kRows - 1, c0 = deck_group(code) * 3;
  int best = 99;
  for (int c = c0; c < c0 + 3; ++c) best = std::min(best, king_distance(sq, row * kCols + c));
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
  // A square is pushed only when its steps left rise (to at most steps - 1), so the frontier never
  // holds more than 1 + kSquares * steps entries: a fixed stack for up to 8 steps, no allocation.
  constexpr int kStackSteps = 8;
  if (steps > kStackSteps) return can_finish_far(u, from, steps);
  std::array<int, kSquares> seen;
  seen.fill(-1);
  int frontier[1 + kSquares * kStackSteps];
  int size = 0;
  frontier[size++] = from;
  seen[from] = steps;
  while (size > 0) {
    const int sq = frontier[--size];
    if (can_stop(u, sq)) return true;
    if (seen[sq] == 0) continue;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int r = sq / kCols + dr, c = sq % kCols + dc;
        if ((!dr && !dc) || r < 0 || r >= kRows || c < 0 || c >= kCols) continue;
        const int n = r * kCols + c;
        if (seen[n] >= seen[sq] - 1 || !passable(u, n)) continue;
        seen[n] = seen[sq] - 1;
        frontier[size++] = n;
      }
  }
  return false;
}

// can_finish for more than 8 steps: the same search with a growing frontier.
bool AeState::can_finish_far(const Unit& u, int from, int steps) const {
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
    if (o.owner != u.owner && king_distance(o.sq, u.sq) <= range) out.push_back(o.sq);
  bool golem = false;
  for (const Unit& o : units_)
    if (o.owner != u.owner && o.unique >= 0 && card_of(o.owner, o.unique) == kBastionGolem && king_distance(o.sq, u.sq) <= 1)
      golem = true;
  if (!golem)
    for (int k = 0; k < 3; ++k) {
      const int code = opp(u.owner) * 3 + k;
      if (deck_distance(u.sq, code) <= range) out.push_back(kTgtDeck + code);
    }
  std::sort(out.begin(), out.end());
  return out;
}
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

int AeState::unique_count(int seat) const {
  int n = 0;
  for (const Unit& u : units_) n += u.owner == seat && u.unique >= 0;
  return n;
}

// Cards aimed at units: Equipment, techniques, heals, Orbital Strike, Dismantle, Unit cards (their
// spawn squares). False if `t` is none of them.
bool AeState::card_targets_units(int p, int t, std::vector<int>& out) const {
  const int o = opp(p);
  auto own_units = [&](auto pred) {
    for (const Unit& u : units_)
      if (u.owner == p && pred(u)) out.push_back(u.sq);
  };
  switch (t) {
    case kOrbitalStrike:
      for (const Unit& u : units_)
        if (u.owner == o) out.push_back(u.sq);
      return true;
    case kFieldMedicKit: {
      const Unit* att = active_ >= 0 ? unit_by_id(active_) : nullptr;
      const bool defending = decl_active_ && att && att->owner == o;
      own_units([&](const Unit& u) { return u.hp < u.max_hp || (defending && decl_has_unit_of(*this, p, u.id)); });
      return true;
    }
    case kDismantle:
      for (const Unit& u : units_)
        if (u.owner == o)
          for (size_t k = 0; k < u.equip.size() && k < 4; ++k) out.push_back(kTgtEquip + u.sq * 4 + static_cast<int>(k));
      return true;
    case kLongshotScope:
    case kPlateHarness:
    case kShockBlade:
    case kJumpJets: own_units([&](const Unit& u) { return in_spawn_zone(p, u.sq); }); return true;
    case kFlankMarch:
    case kBattleFury:
    case kFieldPromotion: own_units([](const Unit&) { return true; }); return true;
    case kSecondWind: own_units([](const Unit& u) { return u.sub == Sub::kDone; }); return true;
    default: break;
  }
  if (!(card_type(t).subtypes & kUnitCard)) return false;
  bool same = false;
  for (const Unit& u : units_) same = same || (u.owner == p && u.unique >= 0 && card_of(p, u.unique) == t);
  for (const Link& l : chain_) same = same || (l.owner == p && l.card == t && !l.negated);
  if (unique_count(p) < 3 && !same)
    for (int sq : spawn_order(p))
      if (!unit_at(sq)) out.push_back(sq);
  return true;
}

// Cards that answer something: a declaration (Fortify, Last Stand, Smoke Screen, Tactical
// Withdrawal), a unit's move (Ambush), a link (Countermand, Signal Jammer). False for other cards.
bool AeState::card_targets_answers(int p, int t, std::vector<int>& out) const {
  const int o = opp(p);
  const Unit* att = active_ >= 0 ? unit_by_id(active_) : nullptr;
  const bool defending = decl_active_ && att && att->owner == o;
  switch (t) {
    case kFortify:
      if (defending) out.push_back(kTgtNone);
      return true;
    case kLastStand: {
      bool hit = false;
      if (defending)
        for (auto [tg, n] : decl_) hit = hit || tg == 1000 + p * 3 + kCommand;
      for (const Link& l : chain_)
        if (!l.negated && l.owner == o && l.card == kSiegeBombardment && l.target == p * 3 + kCommand) hit = true;
      if (hit && prevent_[p] == 0) out.push_back(kTgtNone);
      return true;
    }
    case kSmokeScreen:
    case kTacticalWithdrawal:
      if (defending)
        for (const Unit& u : units_)
          if (u.owner == p && decl_has_unit_of(*this, p, u.id)) out.push_back(u.sq);
      return true;
    case kAmbush:
      if (const Unit* m = move_ctx_ >= 0 ? unit_by_id(move_ctx_) : nullptr; m && m->owner == o) {
        bool near = false;
        for (const Unit& u : units_) near = near || (u.owner == p && king_distance(u.sq, m->sq) <= 1);
        if (near) out.push_back(m->sq);
      }
      return true;
    case kCountermand:
    case kSignalJammer:
      for (size_t i = 0; i < chain_.size() && i < 32; ++i) {
        const Link& l = chain_[i];
        if (l.negated || l.owner == p) continue;
        if (t == kSignalJammer && (l.card < 0 || card_type(l.card).deck == kCommand)) continue;
        out.push_back(kTgtLink + static_cast<int>(i));
      }
      return true;
    default: return false;
  }
}

std::vector<int> AeState::card_targets(int p, int t) const {
  std::vector<int> out;
  const int o = opp(p);
  if (card_targets_units(p, t, out) || card_targets_answers(p, t, out)) {
    std::sort(out.begin(), out.end());
    return out;
  }
  switch (t) {
    case kFieldManual:
    case kTotalAssault:
    case kMassRepair: out.push_back(kTgtNone); break;
    case kReinforcements:
    case kRapidMuster:
      if (spawn_square(p) >= 0) out.push_back(kTgtNone);
      break;
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

// ---- turn flow -----------------------------------------------------------------------------------

int AeState::current_player() const {
  if (phase_ == Phase::kOver) return kTerminal;
  if (decision_ != Decision::kNone) return decider_;
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
  log(EventKind::kDraw, seat).deck = kind;
}

bool AeState::can_draw(int seat) const {
  return !decks_[seat][kResearch].empty() || !decks_[seat][kCommand].empty() || !decks_[seat][kBarracks].empty();
}

// The one place where the phase changes: the current phase is over, the next one begins and runs its
// automatic steps (a phase with nothing to decide moves on at once). The end of the game (finish)
// can come at any point.
void AeState::next_phase() {
  switch (phase_) {
    case Phase::kSetup:
    case Phase::kEnd:
      turn_player_ = phase_ == Phase::kSetup ? first_ : opp(turn_player_);
      if (turns_ >= turn_limit_) {  // the safety bound (notes.md, Bound): a draw, never a win on cards
        log(EventKind::kTurnLimit, -1).points = turn_limit_;
        finish(-1);
        return;
      }
      ++turns_;
      phase_ = Phase::kSpawn;
      second_wind_used_ = false;
      log(EventKind::kBeginTurn, turn_player_).points = turns_;
      start_turn_effects();
      return;
    case Phase::kSpawn:
      phase_ = Phase::kDraw;
      if (turns_ == 1 || !can_draw(turn_player_)) {
        log(turns_ == 1 ? EventKind::kSkipFirstDraw : EventKind::kNoCardToDraw, turn_player_);
        next_phase();
      }
      return;
    case Phase::kDraw: phase_ = Phase::kCombat; return;
    case Phase::kCombat:
      phase_ = Phase::kEnd;
      end_of_turn();
      return;
    case Phase::kOver: return;
  }
}

// The Spawn phase: the turn player's units are readied, its start-of-turn effects (Ebb, Tide Oracle)
// go on the chain in the order the player chooses (with two or more: Decision::kOrder, first / in
// board order), then the basic unit spawns (spawn_rest, after the chain).
void AeState::start_turn_effects() {
  for (Unit& u : units_) {
    if (u.owner != turn_player_) continue;
    u.sub = Sub::kReady;
    u.attacked = false;
    u.healed_instead = false;
    u.spd_left = u.last_spd = spd_of(u);
  }
  std::vector<const Unit*> mine;
  for (const Unit& u : units_)
    if (u.owner == turn_player_) mine.push_back(&u);
  std::sort(mine.begin(), mine.end(), [](const Unit* a, const Unit* b) { return a->sq < b->sq; });
  starting_.clear();
  for (const Unit* u : mine) {
    if (u->effects & kEbb) starting_.push_back(Link{.owner = turn_player_, .effect = kEbb, .src = u->id, .target = u->id});
    if (u->unique >= 0 && card_of(u->owner, u->unique) == kTideOracle)
      starting_.push_back(Link{.owner = turn_player_, .effect = kEffTide, .src = u->id});
  }
  if (starting_.empty()) {
    spawn_rest();
    return;
  }
  after_chain_ = AfterChain::kSpawnRest;
  if (starting_.size() == 1) {
    place_starting(0);
    after_link_added(turn_player_);
    return;
  }
  decision_ = Decision::kOrder, decider_ = turn_player_;
}

// The chosen effect goes under the ones already ordered: the first chosen is on top and resolves first.
void AeState::place_starting(int i) {
  chain_.insert(chain_.begin(), starting_[static_cast<size_t>(i)]);
  starting_.erase(starting_.begin() + i);
}

void AeState::on_first(int me, int i) {
  log(EventKind::kFirst, me).link = link_name(starting_[static_cast<size_t>(i)]);
  place_starting(i);
  if (starting_.size() > 1) return;
  place_starting(0);
  decision_ = Decision::kNone;
  after_link_added(me);
}

void AeState::on_in_board_order(int me) {
  log(EventKind::kInBoardOrder, me);
  while (!starting_.empty()) place_starting(0);
  decision_ = Decision::kNone;
  after_link_added(me);
}

void AeState::spawn_rest() {
  after_chain_ = AfterChain::kOpen;
  const int sq = spawn_square(turn_player_);
  if (sq >= 0) {
    Unit& u = spawn_unit(turn_player_, sq, -1);
    EventRecord& e = log(EventKind::kSpawnBasic, turn_player_);
    e.stats = {atk_of(u), u.hp, spd_of(u)};
    e.square = sq;
  } else {
    log(EventKind::kSpawnFull, turn_player_);
  }
  if (push_triggered()) {  // the new unit's Uplink resolves before the Draw phase
    after_chain_ = AfterChain::kSpawnDone;
    return;
  }
  next_phase();
}

// The End phase: Attack and Speed refresh, temporary HP is lost, a face-down facility turns face up
// (the player chooses with two face down: flip), then the other player's turn.
void AeState::end_of_turn() {
  for (Unit& u : units_) {
    u.atk_turn = u.spd_turn = 0;
    u.temp = 0;
    u.temp_from = 0;
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
    log(EventKind::kFlip, p).card = fac_[p][which];
  }
  if (down < 2) next_phase();
}

void AeState::finish(int winner) {
  phase_ = Phase::kOver;
  chain_.clear();
  decision_ = Decision::kNone;
  window_ = false;
  if (winner < 0) {
    result_ = {0, 0};
    log(EventKind::kGameDrawn, -1);
  } else {
    result_[winner] = 1;
    result_[opp(winner)] = -1;
    log(EventKind::kWin, winner);
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
  u.sub = Sub::kReady;  // a unit spawned in the combat phase may be activated this turn (notes.md, R14)
  if (u.effects & kUplink) triggered_.push_back(Link{.owner = seat, .effect = kUplink, .src = u.id});
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
      log(EventKind::kUnitLost, units_[i].owner).square = units_[i].sq;
      remove_unit(units_[i].id);
    } else {
      ++i;
    }
  }
}

void AeState::damage_unit(Unit& u, int points, DamageParts parts) {
  const int absorbed = std::min(u.temp, points);
  u.temp -= absorbed;
  u.hp -= points - absorbed;
  EventRecord& e = log(EventKind::kUnitDamage, u.owner);
  e.square = u.sq;
  e.points = points;
  e.parts = parts;
  e.parts.absorbed = static_cast<uint8_t>(absorbed);
  e.parts.absorbed_by = absorbed ? u.temp_from : 0;
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

void AeState::deal_deck(int owner, int kind, int points, DamageParts parts) {
  auto& d = decks_[owner][kind];
  const size_t before = d.size();
  for (int i = 0; i < points; ++i) {
    if (d.empty()) {
      if (kind == kCommand) {
        log(EventKind::kEmptyCommandHit, owner);
        finish(opp(owner));
        return;
      }
      continue;
    }
    discard_[owner].push_back(d.back());
    d.pop_back();
  }
  if (points > 0 || parts.prevented > 0) {  // damage all prevented is said too (Last Stand's 3)
    EventRecord& e = log(EventKind::kDeckDamage, owner);
    e.deck = kind;
    e.points = points;
    e.parts = parts;
    e.parts.discarded = static_cast<uint8_t>(before - d.size());
  }
}

// ---- the chain -----------------------------------------------------------------------------------

// After each new link the other player has priority: always asked, even with nothing to add, so
// that passing reveals nothing about the hand (issue 17; the table may skip such points).
void AeState::after_link_added(int by) {
  window_ = false;
  prio_ = opp(by);
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
  log(EventKind::kNegated, t.owner).link = link_name(t);
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
    if (decision_ != Decision::kNone) return;
    if (push_triggered()) {  // a unit spawned with Uplink: its trigger goes on top of the rest of the chain
      resolving_ = false;
      return;
    }
  }
  resolving_ = false;
  continue_after_chain();
}

// The Uplinks of the units just spawned go on the chain (in spawn order, the last on top); the other
// player gets priority, as after any link (notes.md, Uplink).
bool AeState::push_triggered() {
  if (triggered_.empty()) return false;
  for (const Link& l : triggered_) chain_.push_back(l);
  triggered_.clear();
  after_link_added(chain_.back().owner);
  return true;
}

void AeState::resolve_link(Link& l) {
  log(EventKind::kResolves, l.owner).link = link_name(l);
  if (l.effect >= 0) resolve_effect(l);
  else if (resolve_card(l)) discard_card(l.owner, l.inst);
}

void AeState::resolve_effect(const Link& l) {
  Unit* src = unit_by_id(l.src);
  Unit* target = unit_by_id(l.target);
  switch (l.effect) {
    case kEbb:
    case kDrain:
      if (src) heal(*src, 1);
      break;
    case kEffTide:
      if (src)
        for (Unit& u : units_)
          if (u.owner == l.owner && king_distance(u.sq, src->sq) <= 1) heal(u, 1);
      break;
    case kRadiance:
    case kEffRepair:
      if (target) heal(*target, 2);
      break;
    case kEffThorn:
      if (target) damage_unit(*target, 2, {.cause = kByThornback, .points = 2});
      break;
    case kUplink:  // the owner picks one of its decks to look at (it resolves even if the unit is gone)
      if (can_draw(l.owner)) decision_ = Decision::kUplinkDeck, decider_ = l.owner;
      break;
    default: break;
  }
}

// Returns false when the card stays in play (Equipment attached, a unique unit spawned).
bool AeState::resolve_card(Link& l) {
  const int p = l.owner;
  Unit* tu = (l.target >= 0 && l.target < 100000) ? unit_by_id(l.target) : nullptr;
  const int big_harness = tu && (tu->archetypes & ((1u << kWarden) | (1u << kGuardian))) ? 3 : 2;
  switch (l.card) {
    case kFieldManual:
      decision_ = can_draw(p) ? Decision::kDraws : Decision::kNone, decider_ = p, decision_left_ = 2;
      break;
    case kScoutReport: start_scout_report(l); break;
    case kSignalJammer:
    case kCountermand:
      if (l.target >= 0 && l.target < static_cast<int>(chain_.size())) negate(l.target);
      break;
    case kSabotage: deal_deck(l.target / 3, l.target % 3, 2, {.cause = kSabotage, .points = 2}); break;
    case kSiegeBombardment: {
      int n = 3;
      DamageParts parts{.cause = kSiegeBombardment, .points = 3};
      if (l.target % 3 == kCommand) {
        parts.prevented = static_cast<uint8_t>(std::min(n, prevent_[l.target / 3]));
        n -= parts.prevented;
        prevent_[l.target / 3] = 0;
      }
      deal_deck(l.target / 3, l.target % 3, n, parts);
      break;
    }
    case kDismantle: dismantle(l); break;
    case kLongshotScope:
    case kPlateHarness:
    case kShockBlade:
    case kJumpJets:
      if (!tu || !in_spawn_zone(p, tu->sq)) break;
      tu->equip.push_back(static_cast<uint8_t>(l.inst));
      if (l.card == kPlateHarness) change_max_hp(*tu, big_harness);
      return false;
    case kVanguardCaptain:
    case kCinderDrake:
    case kArcEngineer:
    case kBastionGolem:
    case kThornbackWarden:
    case kTideOracle:
      if (unit_at(l.amount) || unique_count(p) >= 3) break;
      spawn_unit(p, l.amount, l.inst);
      return false;
    case kRapidMuster:
      if (int sq = spawn_square(p); sq >= 0) spawn_unit(p, sq, -1);
      break;
    case kTotalAssault: ++ta_[p]; break;
    case kReinforcements:
      for (int i = 0; i < 2; ++i)
        if (int sq = spawn_square(p); sq >= 0) spawn_unit(p, sq, -1);
      break;
    case kFortify:
      for (Unit& u : units_)
        if (u.owner == p) u.temp += 2, u.temp_from |= kFromFortify;
      break;
    case kLastStand: prevent_[p] = 3; break;
    case kMassRepair:
      for (Unit& u : units_)
        if (u.owner == p) heal(u, 2);
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
    default:
      if (tu) resolve_on_unit(l, *tu);
      break;
  }
  return true;
}

// The cards aimed at one unit that stay in play no longer than their resolution.
void AeState::resolve_on_unit(const Link& l, Unit& u) {
  switch (l.card) {
    case kFieldMedicKit: heal(u, 2); break;
    case kSmokeScreen:
      u.temp += 2;
      u.temp_from |= kFromSmokeScreen;
      break;
    case kFlankMarch: u.spd_turn += 2; break;
    case kBattleFury: u.atk_turn += (u.archetypes >> kStriker & 1) ? 3 : 2; break;
    case kAmbush: damage_unit(u, 2, {.cause = kAmbush, .points = 2}); break;
    case kOrbitalStrike: damage_unit(u, 3, {.cause = kOrbitalStrike, .points = 3}); break;
    case kFieldPromotion:
      u.atk += 1;
      change_max_hp(u, 1);
      break;
    case kSecondWind:
      if (u.sub == Sub::kDone && !second_wind_used_) {
        u.sub = Sub::kReady;
        u.attacked = false;
        u.spd_left = u.last_spd = spd_of(u);
        second_wind_used_ = true;
      }
      break;
    case kTacticalWithdrawal: decision_ = Decision::kWithdraw, decider_ = l.owner, withdrawing_ = u.id, decision_left_ = 2; break;
    default: break;
  }
}

// Scout Report: the top 3 cards of the deck are taken off for their owner to order (pick), unless
// there is nothing to order (an empty deck by now, one card, or copies of one card).
void AeState::start_scout_report(const Link& l) {
  auto& d = decks_[l.target / 3][l.target % 3];
  look_.clear();
  looked_.clear();
  for (int i = 0; i < 3 && !d.empty(); ++i) {
    look_.push_back(d.back());
    d.pop_back();
  }
  decision_ = Decision::kScout, decider_ = l.owner, scouted_deck_ = l.target;
  bool same = true;
  for (uint8_t c : look_) same = same && card_of(l.target / 3, c) == card_of(l.target / 3, look_[0]);
  if (same) {
    for (auto it = look_.rbegin(); it != look_.rend(); ++it) d.push_back(*it);
    look_.clear();
    decision_ = Decision::kNone;
  }
}

void AeState::dismantle(const Link& l) {
  Unit* u = unit_by_id(l.target);
  if (!u) return;
  auto it = std::find(u->equip.begin(), u->equip.end(), static_cast<uint8_t>(l.amount));
  if (it == u->equip.end()) return;
  const int type = card_of(u->owner, *it);
  u->equip.erase(it);
  discard_card(u->owner, l.amount);
  if (type == kPlateHarness) change_max_hp(*u, u->archetypes & ((1u << kWarden) | (1u << kGuardian)) ? -3 : -2);
}

void AeState::continue_after_chain() {
  resolving_ = false;
  window_ = false;
  prio_ = -1;
  switch (after_chain_) {
    case AfterChain::kOpen: move_ctx_ = -1; break;
    case AfterChain::kSpawnRest: spawn_rest(); break;
    case AfterChain::kSpawnDone:
      after_chain_ = AfterChain::kOpen;
      next_phase();
      break;
    case AfterChain::kBattleEnd:
      after_chain_ = AfterChain::kOpen;
      move_ctx_ = -1;
      if (unit_by_id(active_)) open_window_for_opponent();
      break;
    case AfterChain::kDeclared: {
      after_chain_ = AfterChain::kOpen;
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

// A response point (notes.md, Response points): the opponent is asked whether or not it holds a
// playable Quick card, so that the question itself reveals nothing.
void AeState::open_window_for_opponent() {
  if (phase_ == Phase::kOver) return;
  window_ = true;
}

// All targets of the declaration at once, then the triggers (Thornback Warden, Drain): notes.md, Damage.
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
        if (deck_distance(a->sq, code) > range) continue;
        DamageParts parts{.points = static_cast<uint8_t>(n), .demolisher = static_cast<uint8_t>((a->effects & kDemolisher) ? 1 : 0),
                          .drake = static_cast<uint8_t>(a->unique >= 0 && card_of(p, a->unique) == kCinderDrake ? 1 : 0)};
        int pts = n + parts.demolisher + parts.drake;
        if (code % 3 == kCommand) parts.prevented = static_cast<uint8_t>(std::min(pts, prevent_[code / 3]));
        pts -= parts.prevented;
        deal_deck(code / 3, code % 3, pts, parts);
        if (phase_ == Phase::kOver) return;
        continue;
      }
      Unit* u = unit_by_id(t);
      if (!u || king_distance(u->sq, a->sq) > range) continue;
      int d = n;
      for (auto& [id, h] : heal_resp_)
        if (id == t) {
          const int used = std::min(d, h);
          d -= used;
          h -= used;
        }
      if (d > 0) {
        damage_unit(*u, d, {.points = static_cast<uint8_t>(n), .healed = static_cast<uint8_t>(n - d)});
        hit_units.push_back(u->id);
        if (u->unique >= 0 && card_of(u->owner, u->unique) == kThornbackWarden) thorn_targets.push_back(a->id);
      } else if (n > 0 && !quiet_) {  // all healed away: said, with why
        EventRecord& e = log(EventKind::kUnitDamage, u->owner);
        e.square = u->sq;
        e.parts = {.points = static_cast<uint8_t>(n), .healed = static_cast<uint8_t>(n)};
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
  after_chain_ = AfterChain::kBattleEnd;  // the damage's triggers resolve, then the Battle ends
  if (a && killed && (a->effects & kDrain)) chain_.push_back(Link{.owner = p, .effect = kDrain, .src = a->id});
  for (int t : thorn_targets) chain_.push_back(Link{.owner = opp(p), .effect = kEffThorn, .target = t});
  if (!chain_.empty()) after_link_added(chain_.back().owner);
  else continue_after_chain();
}

void AeState::end_subphase() {
  Unit* u = unit_by_id(active_);
  if (!u) return;
  move_ctx_ = -1;
  after_chain_ = AfterChain::kOpen;
  // A skipped attack and a unit's finished activation are said in the log, whoever ended them (the page
  // ends a sub-phase for the player when nothing is left in it). The end of Move 1 is not: the steps
  // before it and the attack or the skip after it say it.
  if ((u->sub == Sub::kBattle && !declaring_again_) || u->sub == Sub::kMove2) {
    EventRecord& e = log(EventKind::kEndStep, u->owner);
    e.square = u->sq;
    e.points = u->sub == Sub::kBattle ? kEndedBattle : kEndedMove2;
  }
  switch (u->sub) {
    case Sub::kMove1:
      u->sub = Sub::kBattle;
      move_ctx_ = u->id;
      open_window_for_opponent();
      break;
    case Sub::kBattle:
      if (declaring_again_) {
        damage_step();
        return;
      }
      u->sub = Sub::kMove2;  // the Battle ends (skipped): a response point
      open_window_for_opponent();
      break;
    case Sub::kMove2:
      u->sub = Sub::kDone;
      active_ = -1;
      move_ctx_ = u->id;
      open_window_for_opponent();
      break;
    default: break;
  }
}

// ---- legal actions -------------------------------------------------------------------------------

const Unit* AeState::mover(int& steps) const {
  if (phase_ == Phase::kOver) return nullptr;
  if (decision_ == Decision::kWithdraw) {
    steps = decision_left_;
    return unit_by_id(withdrawing_);
  }
  if (decision_ != Decision::kNone || (!chain_.empty() && !resolving_) || window_ || phase_ != Phase::kCombat || reselect_pending_)
    return nullptr;
  const Unit* u = active_ >= 0 ? unit_by_id(active_) : nullptr;
  if (!u || (u->sub != Sub::kMove1 && u->sub != Sub::kMove2)) return nullptr;
  steps = u->spd_left;
  return u;
}

// The moving unit's routes: breadth-first over its legal king steps (neighbours in ascending order),
// so each square it may stop on gets a shortest way there.
std::vector<Route> AeState::routes() const {
  int steps = 0;
  const Unit* m = mover(steps);
  if (!m) return {};
  Unit u = *m;  // moved around on a copy; the rules exclude the unit itself by id
  std::array<int, kSquares> came_from, left;
  came_from.fill(-2);
  came_from[u.sq] = -1;
  left[u.sq] = steps;
  std::vector<int> queue{u.sq};
  std::vector<Route> out;
  for (size_t i = 0; i < queue.size(); ++i) {
    u.sq = queue[i];
    for (int next : step_targets(u, left[u.sq])) {
      if (came_from[next] != -2) continue;
      came_from[next] = u.sq;
      left[next] = left[u.sq] - 1;
      queue.push_back(next);
    }
  }
  for (int sq : queue) {
    if (came_from[sq] < 0 || !can_stop(*m, sq)) continue;
    Route r{sq, {}};
    for (int at = sq; came_from[at] >= 0; at = came_from[at]) r.steps.insert(r.steps.begin(), at);
    out.push_back(r);
  }
  std::sort(out.begin(), out.end(), [](const Route& a, const Route& b) { return a.to < b.to; });
  return out;
}

std::vector<Action> AeState::legal_actions() const {
  std::vector<Action> out;
  out.reserve(64);  // one allocation for almost every position
  if (phase_ == Phase::kOver) return out;
  const int p = turn_player_;
  if (decision_ != Decision::kNone) {
    decision_actions(out);
  } else if (!chain_.empty() && !resolving_) {
    out.push_back(kPass);
    add_play_actions(prio_, out, true);
  } else if (window_) {
    out.push_back(kPass);
    add_play_actions(opp(p), out, true);
  } else if (phase_ == Phase::kCombat) {
    combat_actions(out);
  } else if (phase_ == Phase::kEnd) {
    for (int k = 0; k < 2; ++k)
      if (!fac_up_[p][k]) out.push_back(encode_flip(k));
  } else if (phase_ == Phase::kSetup || phase_ == Phase::kDraw) {
    const int seat = phase_ == Phase::kSetup ? setup_seat_ : p;
    for (int k = 0; k < 3; ++k)
      if (!decks_[seat][k].empty()) out.push_back(encode_draw(k));
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// The steps of the moving unit and, where it may stop, `stop` (end the move, or stop withdrawing).
// False when it may not stop where it stands.
bool AeState::step_actions(std::vector<Action>& out, Action stop) const {
  int steps = 0;
  const Unit* u = mover(steps);
  if (!u) {
    out.push_back(stop);  // a withdrawing unit that has left the board
    return true;
  }
  for (int sq : step_targets(*u, steps)) out.push_back(encode_move(sq));
  if (!can_stop(*u, u->sq)) return false;
  out.push_back(stop);
  return true;
}

void AeState::decision_actions(std::vector<Action>& out) const {
  uint64_t seen = 0;
  switch (decision_) {
    case Decision::kCost:
      for (uint8_t c : hand_[decider_]) seen |= 1ull << card_of(decider_, c);
      for (int t = 0; t < kNumCardTypes; ++t)
        if (seen >> t & 1) out.push_back(encode_pay(t));
      break;
    case Decision::kDraws:
      for (int k = 0; k < 3; ++k)
        if (!decks_[decider_][k].empty()) out.push_back(encode_draw(k));
      break;
    case Decision::kScout:
      for (size_t i = 0; i < look_.size(); ++i) {
        const int t = card_of(scouted_deck_ / 3, look_[i]);
        if (seen >> t & 1) continue;
        seen |= 1ull << t;
        out.push_back(encode_pick(static_cast<int>(i)));
      }
      break;
    case Decision::kWithdraw: step_actions(out, kStop); break;
    case Decision::kOrder:
      for (size_t i = 0; i < starting_.size(); ++i) out.push_back(encode_first(static_cast<int>(i)));
      out.push_back(kInBoardOrder);
      break;
    case Decision::kUplinkDeck:
      for (int k = 0; k < 3; ++k)
        if (!decks_[decider_][k].empty()) out.push_back(encode_look(k));
      break;
    case Decision::kUplink:
      out.push_back(kToBottom);
      out.push_back(kOnTop);
      break;
    case Decision::kNone: break;
  }
}

void AeState::combat_actions(std::vector<Action>& out) const {
  const int p = turn_player_;
  if (reselect_pending_) {
    out.push_back(kKeep);
    out.push_back(kRedeclare);
    return;
  }
  const Unit* u = active_ >= 0 ? unit_by_id(active_) : nullptr;
  bool may_play = true;
  if (!u) {
    for (const Unit& o : units_)
      if (o.owner == p && o.sub == Sub::kReady) out.push_back(encode_activate(o.sq));
    out.push_back(kEndCombat);
  } else if (u->sub == Sub::kMove1 || u->sub == Sub::kMove2) {
    may_play = step_actions(out, kEnd);
  } else if (u->sub == Sub::kBattle) {
    int assigned = 0;
    for (auto [t, n] : decl_) assigned += n;
    if (assigned < atk_of(*u))
      for (int tg : attack_targets(*u)) out.push_back(encode_assign(tg));
    if (assigned > 0) {
      out.push_back(kDeclare);
      may_play = false;
    } else {
      out.push_back(kEnd);
      if (declaring_again_) may_play = false;
      const bool radiance = (u->effects & kRadiance) || (u->unique >= 0 && card_of(p, u->unique) == kArcEngineer);
      if (radiance && !u->healed_instead && !declaring_again_)
        for (const Unit& o : units_)
          if (o.owner == p && king_distance(o.sq, u->sq) <= 1 && o.hp < o.max_hp) out.push_back(encode_heal(o.sq));
    }
  }
  if (may_play) add_play_actions(p, out, false);
}

// ---- applying actions ----------------------------------------------------------------------------

void AeState::do_apply(Action a) {
  const DecodedAction d = decode(a);
  const int me = current_player();
  switch (d.kind) {
    case DecodedAction::kPass: on_pass(me); break;
    case DecodedAction::kEnd: end_subphase(); break;
    case DecodedAction::kDeclare: on_declare(me); break;
    case DecodedAction::kEndCombat: on_end_combat(me); break;
    case DecodedAction::kKeep: on_keep(me); break;
    case DecodedAction::kRedeclare: on_redeclare(me); break;
    case DecodedAction::kStop: on_stop(); break;
    case DecodedAction::kDraw: on_draw(me, d.deck); break;
    case DecodedAction::kFlip: on_flip(me, d.facility); break;
    case DecodedAction::kPick: on_pick(me, d.looked); break;
    case DecodedAction::kActivate: on_activate(me, d.square); break;
    case DecodedAction::kMove: on_move(me, d.square); break;
    case DecodedAction::kAssign: on_assign(d.target); break;
    case DecodedAction::kHeal: on_heal(me, d.square); break;
    case DecodedAction::kPay: on_pay(me, d.card); break;
    case DecodedAction::kFirst: on_first(me, d.starting); break;
    case DecodedAction::kInBoardOrder: on_in_board_order(me); break;
    case DecodedAction::kPlay: on_play(me, d.card, d.target); break;
    case DecodedAction::kLook: on_look(me, d.deck); break;
    case DecodedAction::kToBottom: on_uplink_back(me, true); break;
    case DecodedAction::kOnTop: on_uplink_back(me, false); break;
    case DecodedAction::kInvalid: break;
  }
}

// A pass at a response point leaves no line in the log: every point asks, so the line would tell
// nothing (and the log stays readable); a pass that resolves a chain is logged, and when it was the
// passer's only legal move the line says so to the passer alone (issue 38: never a silent pass).
void AeState::on_pass(int me) {
  if (!window_ && !quiet_) {
    const bool forced = legal_actions().size() == 1;
    log(EventKind::kPass, me).points = forced ? (me == turn_player_ ? kPassNoCard : kPassNoQuickCard) : 0;
  }
  if (window_) {
    window_ = false;
    continue_after_chain();
  } else {
    resolve_chain();
  }
}

// A draw: Field Manual's, the Draw phase's, or an opening draw (the first player's five, then the
// second player's five, or six with p2draw=6).
void AeState::on_draw(int me, int kind) {
  draw(me, kind);
  if (decision_ == Decision::kDraws) {
    if (--decision_left_ <= 0 || !can_draw(me)) {
      decision_ = Decision::kNone;
      resolve_chain();
    }
    return;
  }
  if (phase_ == Phase::kDraw) {
    next_phase();
    return;
  }
  if (--setup_left_ == 0) {
    if (setup_seat_ != first_) {
      next_phase();
      return;
    }
    setup_seat_ = opp(first_);
    setup_left_ = config_.second_hand == SecondHand::kSix ? 6 : 5;
  }
  if (!can_draw(setup_seat_)) next_phase();
}

void AeState::on_flip(int me, int k) {
  fac_up_[me][k] = true;
  log(EventKind::kFlip, me).card = fac_[me][k];
  next_phase();
}

// Scout Report: the picked card goes back next (the first picked on top).
void AeState::on_pick(int me, int looked) {
  looked_.push_back(look_[static_cast<size_t>(looked)]);
  look_.erase(look_.begin() + looked);
  bool same = true;
  for (uint8_t c : look_) same = same && card_of(scouted_deck_ / 3, c) == card_of(scouted_deck_ / 3, look_[0]);
  if (same) {
    for (uint8_t c : look_) looked_.push_back(c);
    look_.clear();
  }
  if (!look_.empty()) return;
  auto& deck = decks_[scouted_deck_ / 3][scouted_deck_ % 3];
  for (auto it = looked_.rbegin(); it != looked_.rend(); ++it) deck.push_back(*it);
  looked_.clear();
  decision_ = Decision::kNone;
  log(EventKind::kCardsBack, me);
  resolve_chain();
}

// Uplink: the top card of the chosen deck is taken off for its owner alone to see (look_), then goes
// back on top or to the bottom. Which deck, and top or bottom, are public; the card is not.
void AeState::on_look(int me, int kind) {
  auto& d = decks_[me][kind];
  look_ = {d.back()};
  d.pop_back();
  scouted_deck_ = me * 3 + kind;
  decision_ = Decision::kUplink;
  log(EventKind::kUplinkLook, me).deck = kind;
}

void AeState::on_uplink_back(int me, bool bottom) {
  auto& d = decks_[me][scouted_deck_ % 3];
  if (bottom) d.insert(d.begin(), look_[0]);
  else d.push_back(look_[0]);
  log(bottom ? EventKind::kUplinkBottom : EventKind::kUplinkTop, me).deck = scouted_deck_ % 3;
  look_.clear();
  decision_ = Decision::kNone;
  resolve_chain();
}

void AeState::on_activate(int me, int sq) {
  Unit* u = unit_at(sq);
  active_ = u->id;
  u->sub = Sub::kMove1;
  log(EventKind::kActivate, me).square = sq;
  after_chain_ = AfterChain::kOpen;
  open_window_for_opponent();  // the unit enters Move 1: a response point
}

// One king step: of the active unit (costs a point of speed), or of the unit withdrawing.
void AeState::on_move(int me, int sq) {
  const bool withdrawing = decision_ == Decision::kWithdraw;
  Unit* u = unit_by_id(withdrawing ? withdrawing_ : active_);
  EventRecord& e = log(withdrawing ? EventKind::kWithdrawStep : EventKind::kMoveStep, me);
  e.square = u->sq;
  e.to = sq;
  u->sq = sq;
  if (!withdrawing) {
    --u->spd_left;
    return;
  }
  moved_in_resp_ = true;
  if (--decision_left_ <= 0) on_stop();
}

void AeState::on_stop() {
  decision_ = Decision::kNone;
  resolve_chain();
}

void AeState::on_assign(int target) {
  const int key = target >= kTgtDeck ? 1000 + target - kTgtDeck : unit_at(target)->id;
  for (auto& [t, n] : decl_)
    if (t == key) {
      ++n;
      return;
    }
  decl_.push_back({key, 1});
}

std::vector<std::pair<int, int>> AeState::declared() const {
  std::vector<std::pair<int, int>> out;
  for (auto [t, n] : decl_) {
    if (t >= 1000) out.push_back({kTgtDeck + t - 1000, n});
    else if (const Unit* u = unit_by_id(t)) out.push_back({u->sq, n});
  }
  return out;
}

void AeState::on_declare(int me) {
  Unit* u = unit_by_id(active_);
  u->attacked = true;
  EventRecord& e = log(EventKind::kDeclare, me);
  e.square = u->sq;
  e.declaration = declared();
  decl_active_ = true;
  if (declaring_again_) {
    damage_step();
    return;
  }
  moved_in_resp_ = false;
  after_chain_ = AfterChain::kDeclared;
  open_window_for_opponent();
}

void AeState::on_keep(int me) {
  reselect_pending_ = false;
  reselected_ = true;
  log(EventKind::kKeep, me);
  damage_step();
}

void AeState::on_redeclare(int me) {
  reselect_pending_ = false;
  reselected_ = true;
  declaring_again_ = true;
  decl_.clear();
  log(EventKind::kRedeclare, me);
}

// Radiance or Repair instead of attacking: a link healing the unit on `sq`.
void AeState::on_heal(int me, int sq) {
  Unit* u = unit_by_id(active_);
  u->healed_instead = true;
  u->attacked = true;
  u->sub = Sub::kMove2;
  const Link l = heal_link(me, sq);
  log(EventKind::kEffectActivated, me).link = link_name(l);
  chain_.push_back(l);
  after_chain_ = AfterChain::kBattleEnd;  // the heal resolves, then the Battle ends
  after_link_added(me);
}

void AeState::on_end_combat(int me) {
  log(EventKind::kEndCombat, me);
  next_phase();
}

void AeState::on_pay(int me, int card) {
  const int i = find_in_hand(me, card);
  chain_.back().cost_hand.push_back(hand_[me][static_cast<size_t>(i)]);
  hand_[me].erase(hand_[me].begin() + i);
  hand_src_[me].erase(hand_src_[me].begin() + i);
  log(EventKind::kSetAside, me).card = card;
  decision_ = Decision::kNone;
  after_link_added(me);
}

Link AeState::play_link(int seat, int card, int tg) const {
  Link l{.owner = seat, .card = card};
  if (card_type(card).subtypes & kUnitCard) {
    l.amount = tg;  // the spawn square
  } else if (tg < kSquares) {
    l.target = unit_at(tg)->id;
  } else if (tg >= kTgtDeck && tg < kTgtNone) {
    l.target = tg - (tg < kTgtElement ? kTgtDeck : tg < kTgtLink ? kTgtElement : kTgtLink);
  } else if (tg >= kTgtEquip && tg < kTgtCard) {
    const Unit* u = unit_at((tg - kTgtEquip) / 4);
    l.target = u->id;
    l.amount = u->equip[static_cast<size_t>((tg - kTgtEquip) % 4)];
  } else if (tg >= kTgtCard) {
    l.target = tg - kTgtCard;
  }
  return l;
}

// A card play: the card leaves the hand for the chain; Countermand sets aside the top 2 cards of the
// Command Deck; a hand cost is chosen next (pay).
void AeState::on_play(int me, int card, int target) {
  Link l = play_link(me, card, target);
  const int i = find_in_hand(me, card);
  l.inst = hand_[me][static_cast<size_t>(i)];
  hand_[me].erase(hand_[me].begin() + i);
  hand_src_[me].erase(hand_src_[me].begin() + i);
  if (card == kCountermand) {
    auto& cd = decks_[me][kCommand];
    for (int k = 0; k < 2; ++k) {
      l.cost_deck.push_back(cd.back());
      cd.pop_back();
    }
  }
  log(EventKind::kPlay, me).link = link_name(l);
  if (chain_.empty() && !window_) after_chain_ = AfterChain::kOpen;
  window_ = false;
  chain_.push_back(l);
  if (card == kSignalJammer || card == kRapidMuster || card == kSecondWind) {
    decision_ = Decision::kCost;
    decider_ = me;
    return;
  }
  after_link_added(me);
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
      const bool look_here = looking() && scouted_deck_ == o * 3 + k && decider_ != seat;
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

// Search copies stay quiet (no log: faster playouts); the undo check's copies must log, or every
// action that writes the log would look as if it showed the seat something.
std::unique_ptr<State> AeState::determinize_logged(int seat, Rng& rng) const {
  auto copy = determinize(seat, rng);
  static_cast<AeState&>(*copy).quiet_ = false;
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
  if (looking()) {
    const int o = scouted_deck_ / 3;
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
    j.begin_object().key("army").value(static_cast<int>(config_.army[s]));
    if (config_.custom[s]) j.key("code").value(options().at("army" + std::to_string(s + 1)));
    for (int k = 0; k < 3; ++k) j.key(deck_id(k)).values(std::vector<int>(decks_[s][k].begin(), decks_[s][k].end()));
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
  j.key("move_ctx").value(move_ctx_).key("prio").value(prio_).key("cont").value(static_cast<int>(after_chain_));
  j.key("chain").begin_array();
  for (const Link& l : chain_) {
    j.begin_array().value(l.owner).value(l.card).value(l.inst).value(l.effect).value(l.src).value(l.target).value(l.amount);
    j.value(l.negated).values(std::vector<int>(l.cost_hand.begin(), l.cost_hand.end()));
    j.values(std::vector<int>(l.cost_deck.begin(), l.cost_deck.end())).end_array();
  }
  j.end_array();
  j.key("dec").begin_array().value(static_cast<int>(decision_)).value(decider_).value(decision_left_).value(withdrawing_);
  j.value(scouted_deck_).end_array();
  j.key("starting").begin_array();
  for (const Link& l : starting_) j.begin_array().value(l.effect).value(l.src).end_array();
  j.end_array();
  j.key("look").values(std::vector<int>(look_.begin(), look_.end()));
  j.key("looked").values(std::vector<int>(looked_.begin(), looked_.end()));
  j.key("events").value(static_cast<int>(event_count()));
  j.end_object();
  return j.str();
}

std::string AeState::view_json(int seat) const { return assault_edge::to_json(view(*this, seat)); }
std::string AeState::view_tail_json(int seat, size_t events_from) const { return assault_edge::to_json(view(*this, seat, events_from)); }
size_t AeState::event_count() const { return events_forgotten_ + events_->size(); }

void AeState::forget_log() {
  events_forgotten_ += events_->size();
  events_ = std::make_shared<std::vector<EventRecord>>();
}

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
    for (int i = 0; i < kNumArmies; ++i) {  // seat s's default first (make_config reads them so)
      o.choices.push_back(army((s + i) % kNumArmies).id);
      o.choice_labels.push_back(army((s + i) % kNumArmies).name);
    }
    o.help = "The army player " + std::to_string(s + 1) +
             " plays: a pre-built one (a mirror match is allowed) or a custom army's deck code (AE1-...).";
    o.check_value = &check_army_value;
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
  const Config config = make_config(*resolved);
  for (int s = 0; s < 2; ++s) {
    std::vector<int> cards(*instance_list(config, s));
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
    for (const std::string& f : rig.facilities[s])
      if (!f.empty() && facility_by_name(f) < 0) return nullptr;
  }
  return std::make_unique<AeState>(game, seed, *resolved, std::make_shared<const Rig>(rig));
}

// The bound (notes.md, Bound): 11 opening draws, then per turn at most: 1 draw, 1 flip, the order of
// the start-of-turn effects (<= 2 per unit) and a pass, and per unit activation (at most 2 per unit
// with Second Wind; at most 63 units) 1 activate + a response point + 2 x (speed <= 20 steps + end + a
// response point) + (attack <= 40 points + declare + a response point + keep/redeclare + 40 points +
// declare) + the end of the Battle's response point and a trigger chain's passes; plus per card play
// (each player's 60 cards, Recall adding 3 replays of Unit cards) a play, a cost, 3 priority passes
// and 3 decisions. Everything is finite and this counts it generously.
constexpr int kPerActivation = 1 + 1 + 2 * (20 + 1 + 2) + (40 + 1 + 2 + 2 + 40 + 1) + 2 + 4;
constexpr int kPerTurn = 2 + 2 * 63 + 2 + 63 * 2 * kPerActivation + 2 * 66 * 8 + 10;
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
          .max_actions = assault_edge::kMaxActions,
          // Seeded generated armies against each other and against a pre-built one (issue 21); seeds 19
          // and 47 hold Data Relay (Uplink) in either seat, with Magma Vent, Radiant Chapel, Arc Battery.
          .sample_options = [] { return std::vector<Options>{{{"army1", assault_edge::army_code(assault_edge::generate_army(19))},
                              {"army2", assault_edge::army_code(assault_edge::generate_army(2))}},
                             {{"army1", "grove"}, {"army2", assault_edge::army_code(assault_edge::generate_army(47))}}}; },
      },
      &assault_edge::create,
      assault_edge::kAiTraits,
  };
  return game;
}

}  // namespace ff
