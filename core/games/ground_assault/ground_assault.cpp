// Ground Assault: the rules (set-up and deployment, turns, Move / Combat / Strike / Carrier Deploy,
// battles, objectives, elimination, the turn limit), notation, determinization and registration.
#include "core/games/ground_assault/ground_assault.h"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "core/games/ground_assault/ground_assault_ai.h"
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

namespace {
std::string seat_name(int s) { return "P" + std::to_string(s + 1); }
}  // namespace

// ---- construction and set-up ---------------------------------------------------------------------

namespace {
// Choice `index` of a seat's faction option: each lists the seat's default first (P1 and P3 Dominion,
// P2 and P4 Syndicate).
Faction faction_choice(int seat, int index) { return static_cast<Faction>((seat % 2) ^ index); }
}  // namespace

// A seat's option holds a faction id or a custom army's deck code (checked by check_army_value when
// the options were resolved; a code that does not parse here leaves the seat its default faction).
Config resolve_config(const Options& options) {
  const GameInfo& info = ground_assault_game().info;
  Config c;
  c.mode = static_cast<Mode>(option_index(info, options, "mode"));
  for (int s = 0; s < kMaxSeats; ++s) {
    const std::string key = "faction" + std::to_string(s + 1);
    c.faction[s] = faction_choice(s, option_index(info, options, key));
    auto it = options.find(key);
    if (it == options.end() || it->second.rfind(kDeckCodePrefix, 0) != 0) continue;
    if (auto army = parse_army_code(it->second)) {
      c.faction[s] = kCustom;
      c.custom[s] = std::make_shared<const Army>(std::move(*army));
    }
  }
  return c;
}

const std::vector<int>& Config::force_of(int seat) const {
  return custom[seat] ? custom[seat]->force : force_list(faction[seat], starter());
}
const std::vector<int>& Config::deck_of(int seat) const {
  return custom[seat] ? custom[seat]->deck : deck_list(faction[seat], starter());
}
std::vector<int> Config::deployment_of(int seat) const {
  return custom[seat] ? deployment_for(custom[seat]->force) : default_deployment(faction[seat]);
}

GaState::GaState(const Game& game, uint64_t seed, int seats, const Options& options, std::shared_ptr<const Rig> rig)
    : State(game, seed, seats, options), rng_(seed), rig_(std::move(rig)), config_(resolve_config(options)) {
  events_.reserve(128);
  for (int s = 0; s < seats; ++s) {
    decks_[s] = &config_.deck_of(s);
    const auto& force = config_.force_of(s);
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

EventRecord& GaState::log(EventKind kind, int seat) {
  events_.push_back(EventRecord{kind, static_cast<int8_t>(seat), {}});
  return events_.back();
}

// Set-up (notes.md, "Set-up"): per seat the deck (rigged cards taken out first), the objectives
// face down from its top, then the first player by a seeded roll and the deployment.
void GaState::setup() {
  for (int s = 0; s < num_seats(); ++s) deal(s);
  first_player_ = rig_ ? rig_->first : static_cast<int>(rng_.below(static_cast<uint32_t>(num_seats())));
  log(EventKind::kFirst, first_player_);
  if (starter() || (rig_ && !rig_->deploy)) {
    place_units();
    start_play();
    return;
  }
  deploy_seat_ = first_player_;
  enter(Phase::kDeploy, first_player_);
}

void GaState::deal(int s) {
  std::vector<uint8_t> pool;
  for (size_t i = 0; i < decks_[s]->size(); ++i) pool.push_back(static_cast<uint8_t>(i));
  auto take = [&](const std::string& name) -> uint8_t {
    const int t = card_by_name(name);
    for (size_t i = 0; i < pool.size(); ++i)
      if (card_of(s, pool[i]) == t) {
        const uint8_t inst = pool[i];
        pool.erase(pool.begin() + static_cast<long>(i));
        return inst;
      }
    return 0xFF;
  };
  std::vector<uint8_t> tops, hand;
  if (rig_) {
    for (size_t k = 0; k < rig_->objectives[s].size() && k < 3; ++k) {
      slots_[s][k].card = static_cast<int8_t>(take(rig_->objectives[s][k].name));
      slots_[s][k].face_up = rig_->objectives[s][k].face_up;
    }
    for (const std::string& c : rig_->hand[s]) hand.push_back(take(c));
    for (const std::string& c : rig_->tops[s]) tops.push_back(take(c));
    for (const std::string& c : rig_->discard[s]) discard_[s].push_back(take(c));
  }
  rng_.shuffle(pool);
  deck_[s] = pool;
  if (!rig_ || rig_->objectives[s].empty())
    for (int k = 0; k < (starter() ? 1 : 3) && !deck_[s].empty(); ++k) {
      slots_[s][k] = Slot{static_cast<int8_t>(deck_[s].back()), false};
      deck_[s].pop_back();
    }
  deck_[s].insert(deck_[s].end(), tops.rbegin(), tops.rend());
  if (rig_ && rig_->deck_size[s] >= 0)
    while (static_cast<int>(deck_[s].size()) > rig_->deck_size[s]) {
      discard_[s].insert(discard_[s].begin(), deck_[s].front());
      deck_[s].erase(deck_[s].begin());
    }
  hand_[s] = hand;
}

// Without a deployment phase: Starter mode puts every unit in its home zone; a Rig places its units.
void GaState::place_units() {
  for (int s = 0; s < num_seats(); ++s) {
    if (!rig_) {
      for (int i = 0; i < nunits_[s]; ++i) units_[s][i].zone = static_cast<uint8_t>(home(s));
      continue;
    }
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

// After deployment: hands of 3, then the first player's turn.
void GaState::start_play() {
  for (int s = 0; s < num_seats(); ++s)
    if (!out_[s] && (!rig_ || rig_->hand[s].empty())) draw_to(s, kHandSize);
  log(EventKind::kDraw, -1);
  start_turn(out_[first_player_] ? next_live(first_player_) : first_player_);
}

// ---- cards ---------------------------------------------------------------------------------------

bool GaState::ensure_deck(int seat) {
  if (!deck_[seat].empty()) return true;
  if (discard_[seat].empty()) return false;
  deck_[seat] = discard_[seat];
  discard_[seat].clear();
  std::sort(deck_[seat].begin(), deck_[seat].end());
  rng_.shuffle(deck_[seat]);
  log(EventKind::kReshuffle, seat);
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
  if (unit_owner(a) == unit_owner(d) || !in_play(a) || !in_play(d)) return false;
  const int zone = unit(a).zone;
  if (unit(d).zone != zone) return false;
  // The ground rule (notes.md, "Combat"): a ground unit attacks space units only in its own home zone.
  if (ut(a).domain == kGround && ut(d).domain == kSpace && zone != home(unit_owner(a))) return false;
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
  const int o = unit_owner(ref);
  int n = 0;
  for (int i = 0; i < s.nunits_[o]; ++i) {
    const int r = unit_id(o, i);
    if (r == ref || s.units_[o][i].zone != zone) continue;
    const UnitType& u = unit_type(s.units_[o][i].type);
    if (filter == 1 && u.domain != kSpace) continue;
    if (filter == 2 && !u.has(kBattleDrone)) continue;
    ++n;
  }
  return n;
}
}  // namespace

int GaState::attack_mods(int ref, int card, int opp, int opp_card, int zone, Terms* terms) const {
  Terms local;
  Terms& t = terms ? *terms : local;
  int m = 0;
  auto add = [&](int source, int amount) { m += amount, t.add(kTermAttack, source, amount); };
  const int o = unit_owner(ref);
  if (card >= 0) {
    const CardType& c = card_type(card);
    if (c.colour == kRed) add(kTermBonus + card, c.bonus);
    if (gate(card, ref)) {
      if (card == kRallyTheRanks) add(card, std::min(3, others(*this, ref, zone, 0)));
      if (card == kSwarmProtocol) add(card, std::min(2, others(*this, ref, zone, 2)));
    }
  }
  if (opp_card == kEvasiveManeuvers && gate(opp_card, opp)) add(opp_card, -1);
  if (zone == home(o) && ut(ref).domain == kGround && ut(opp).domain == kSpace) add(kAntiAirBattery, face_up_count(o, kAntiAirBattery));
  for (int j = 0; j < num_seats(); ++j)
    if (j != o && !out_[j] && zone == home(j)) add(kJammingArray, -face_up_count(j, kJammingArray));
  return m;
}

int GaState::defense_value(int ref, int card, int zone, Terms* terms) const {
  Terms local;
  Terms& t = terms ? *terms : local;
  int d = ut(ref).defense;
  auto add = [&](int source, int amount) { d += amount, t.add(kTermDefense, source, amount); };
  if (card >= 0) {
    const CardType& c = card_type(card);
    if (c.colour == kBlue) add(kTermBonus + card, c.bonus);
    if (gate(card, ref)) {
      if (card == kHoldTheLine && zone == home(unit_owner(ref))) add(card, 2);
      if (card == kSwarmProtocol) add(card, std::min(2, others(*this, ref, zone, 2)));
      if (card == kLaunchScreen) add(card, std::min(2, others(*this, ref, zone, 1)));
    }
  }
  return d;
}

int GaState::damage_value(int ref, int card, int opp, int opp_card, Terms* terms) const {
  Terms local;
  Terms& t = terms ? *terms : local;
  int d = ut(ref).damage;
  auto add = [&](int source, int amount) { d += amount, t.add(kTermDamage, source, amount); };
  bool penetrate = false;
  if (card >= 0) {
    const CardType& c = card_type(card);
    if (c.colour == kYellow) add(kTermBonus + card, c.bonus);
    if (gate(card, ref)) {
      if (card == kConcentratedFire) add(card, 1);
      if (card == kTorpedoRun && ut(opp).stars >= 4) add(card, 2);
      if (card == kBroadside && ut(opp).stars >= 3) add(card, 1);
      penetrate = card == kPenetratorRounds;
    }
  }
  if (ut(ref).has(kHeavyCannon) && (ut(opp).has(kArmor) || ut(opp).has(kCarrier))) add(kTermHeavyCannon, 1);
  if (!penetrate) {
    if (ut(opp).has(kArmor)) add(kTermArmor, -1);
    if (opp_card == kReinforcedPlating && gate(opp_card, opp)) add(opp_card, -1);
  }
  return std::max(0, d);
}

std::string GaState::unit_label(int ref) const {
  const int o = unit_owner(ref), i = unit_index(ref);
  std::string s = unit_type(units_[o][i].type).name;
  if (copy_no_[o][i]) s += " " + std::to_string(copy_no_[o][i]);
  if (shared_[o][i]) s += "@" + seat_name(o);
  return s;
}

std::string GaState::unit_text(int ref, bool owner) const {
  const int o = unit_owner(ref), i = unit_index(ref);
  std::string s = unit_type(units_[o][i].type).name;
  if (copy_no_[o][i]) s += " " + std::to_string(copy_no_[o][i]);
  return owner || shared_[o][i] ? seat_token(o, true) + " " + s : s;
}

std::string GaState::zone_name(int zone) const {
  return zone == kContested ? std::string("contested") : "home " + seat_name(zone);
}

// Deployment (notes.md, "Set-up"): exactly 20 stars if the force can make 20, else any total below 20.
namespace {
// The totals (up to 20) that reserves make, counted by stars (reserves[st], none above `most`),
// with one unit of `skip` stars left out.
uint32_t sums_of(const int* reserves, int most, int skip) {
  uint32_t reach = 1;
  for (int st = 1; st <= most; ++st)
    for (int k = reserves[st] - (st == skip ? 1 : 0); k > 0; --k) reach |= reach << st;
  return reach & ((1u << (kDeployStars + 1)) - 1);
}
}  // namespace

bool GaState::force_makes_20(int seat) const {
  uint32_t reach = 1;
  for (int i = 0; i < nunits_[seat]; ++i) reach |= reach << unit_type(units_[seat][i].type).stars;
  return (reach >> kDeployStars) & 1u;
}

std::vector<int> GaState::deploy_options() const {
  std::vector<int> out;
  const int p = deploy_seat_;
  const int total = stars_in_play(p);
  const bool exact = force_makes_20(p);
  // The sums the other reserves make depend only on the stars of the unit left out (subset sums do
  // not depend on the order of the units): the reserves are counted by stars once, and the sums
  // without one unit of `st` stars are worked out once per star count.
  int reserves[kDeployStars + 1] = {};
  int most = 0;  // the most stars of a reserve unit
  for (int i = 0; i < nunits_[p]; ++i)
    if (units_[p][i].zone == kReserves) {
      const int st = unit_type(units_[p][i].type).stars;
      ++reserves[st];
      most = std::max(most, st);
    }
  uint32_t sums_without[kDeployStars + 1];
  uint32_t known = 0;  // bit st: sums_without[st] holds
  for (int i = 0; i < nunits_[p]; ++i) {
    if (units_[p][i].zone != kReserves) continue;
    const int st = unit_type(units_[p][i].type).stars;
    if (exact) {
      if (total + st > kDeployStars) continue;
      if (!(known >> st & 1u)) sums_without[st] = sums_of(reserves, most, st), known |= 1u << st;
      if (!((sums_without[st] >> (kDeployStars - total - st)) & 1u)) continue;
    } else if (total + st >= kDeployStars) {
      continue;
    }
    out.push_back(i);
  }
  return out;
}

bool GaState::deploy_can_finish() const {
  return !force_makes_20(deploy_seat_) || stars_in_play(deploy_seat_) == kDeployStars;
}

// The rule a refused deployment breaks, with the sum: exactly 20 if the force can make 20, else
// "must place fewer than 20" (R13).
std::string GaState::deploy_refusal(int unit) const {
  const int p = deploy_seat_;
  if (phase_ != Phase::kDeploy || unit < 0 || unit >= nunits_[p]) return "";
  if (units_[p][unit].zone != kReserves) return "that unit is already in your home zone";
  const int total = stars_in_play(p), st = unit_type(units_[p][unit].type).stars;
  const std::string sum = " (" + std::to_string(total) + " + " + std::to_string(st) + " = " + std::to_string(total + st) + ")";
  if (!force_makes_20(p))
    return "no set of your units makes exactly 20 build stars, so you must place fewer than 20" + sum;
  if (total + st > kDeployStars) return "you must deploy exactly 20 build stars" + sum;
  const std::vector<int> offered = deploy_options();
  if (std::find(offered.begin(), offered.end(), unit) != offered.end()) return "";
  return "you must deploy exactly 20 build stars, and with it the units left could not make up the rest" + sum;
}

// ---- legal actions -------------------------------------------------------------------------------

int GaState::current_player() const { return phase_ == Phase::kGameOver ? kTerminal : to_act_; }

namespace {

// The zones one step from `zone`: every live home zone from the contested zone, else the contested zone.
template <class F>
void for_adjacent(const GaState& s, int zone, F f) {
  if (zone != kContested) return f(kContested);
  for (int q = 0; q < s.num_seats(); ++q)
    if (!s.out_[q]) f(s.home(q));
}

// Attacks of p's unit `i` on the units of seat q.
void add_attacks(const GaState& s, int p, int i, int q, std::vector<Action>& out) {
  for (int j = 0; j < s.nunits_[q]; ++j)
    if (s.units_[q][j].zone == s.units_[p][i].zone && s.can_target(unit_id(p, i), unit_id(q, j)))
      out.push_back(encode_attack(i, unit_id(q, j)));
}

// Turn step 1: replace an objective with an objective card from hand (one action per card type).
void add_objective_plays(const GaState& s, int p, std::vector<Action>& out) {
  uint32_t seen = 0;
  for (uint8_t c : s.hand_[p]) {
    const int t = s.card_of(p, c);
    if (card_type(t).kind != kObjective || (seen >> t & 1u)) continue;
    seen |= 1u << t;
    for (int k = 0; k < 3; ++k)
      if (s.slots_[p][k].card >= 0) out.push_back(encode_objective(t, k));
  }
}

// Strikes at and Carrier Deploy into the home zones where p has units.
void add_home_zone_actions(const GaState& s, int p, std::vector<Action>& out) {
  for (int q = 0; q < s.num_seats(); ++q) {
    if (q == p || s.out_[q]) continue;
    bool there = false, carrier = false, fits = false;
    for (int i = 0; i < s.nunits_[p]; ++i) {
      const Unit& u = s.units_[p][i];
      there |= u.zone == s.home(q);
      carrier |= u.zone == s.home(q) && unit_type(u.type).has(kCarrier);
      fits |= u.zone == kReserves && unit_type(u.type).stars <= 3;
    }
    for (int k = 0; k < 3 && there; ++k)
      if (s.slots_[q][k].card >= 0) out.push_back(encode_strike(q, k));
    if (carrier && fits && !s.power_used_) out.push_back(encode_carrier(q));
  }
}

// The start of a turn: the objective step, then any action's first choice, or the end of the turn.
void add_turn_actions(const GaState& s, int p, std::vector<Action>& out) {
  out.push_back(kEndTurn);
  if (!s.objective_done_) add_objective_plays(s, p, out);
  for (int i = 0; i < s.nunits_[p]; ++i) {
    const Unit& u = s.units_[p][i];
    if (u.zone > kContested) continue;
    if (unit_type(u.type).stars <= s.move_limit(p)) for_adjacent(s, u.zone, [&](int z) { out.push_back(encode_move(i, z)); });
    for (int q = 0; q < s.num_seats(); ++q)
      if (q != p && !s.out_[q]) add_attacks(s, p, i, q, out);
  }
  add_home_zone_actions(s, p, out);
}

// Movers, attackers or strikers still to choose within the rule of five, and done.
void add_choices(const GaState& s, int p, std::vector<Action>& out) {
  const int left = s.budget() - s.budget_used_;
  for (int i = 0; i < s.nunits_[p]; ++i) {
    const Unit& u = s.units_[p][i];
    if (u.zone > kContested || (s.chosen_ >> i & 1u) || unit_type(u.type).stars > left) continue;
    if (s.phase_ == Phase::kMove) for_adjacent(s, u.zone, [&](int z) { out.push_back(encode_move(i, z)); });
    if (s.phase_ == Phase::kAssign) add_attacks(s, p, i, s.opponent_, out);
    if (s.phase_ == Phase::kStrikers && u.zone == s.home(s.strike_seat_)) out.push_back(encode_striker(i));
  }
  if (s.phase_ != Phase::kStrikers || !s.order_.empty()) out.push_back(kDone);
}

// A battle's combat card: one action per card type in hand, or pass.
void add_card_plays(const GaState& s, int p, std::vector<Action>& out) {
  out.push_back(kPass);
  uint32_t seen = 0;
  for (uint8_t c : s.hand_[p]) {
    const int t = s.card_of(p, c);
    if (card_type(t).kind != kCombat || (seen >> t & 1u)) continue;
    seen |= 1u << t;
    out.push_back(encode_play(t));
  }
}

}  // namespace

std::vector<Action> GaState::legal_actions() const {
  std::vector<Action> out;
  out.reserve(64);  // one allocation for almost every position
  const int p = to_act_;
  switch (phase_) {
    case Phase::kGameOver: return out;
    case Phase::kDeploy:
      for (int i : deploy_options()) out.push_back(encode_deploy(i));
      if (deploy_can_finish()) out.push_back(kDone);
      break;
    case Phase::kTurn: add_turn_actions(*this, p, out); break;
    case Phase::kMove:
    case Phase::kAssign:
    case Phase::kStrikers: add_choices(*this, p, out); break;
    case Phase::kOrder:
      for (int k = 0; k < nbattles_; ++k)
        if (!battles_[k].done) out.push_back(encode_battle(k));
      break;
    case Phase::kCard: add_card_plays(*this, p, out); break;
    case Phase::kReroll: out = {kKeep, kReroll}; break;
    case Phase::kBring:
      for (int i = 0; i < nunits_[p]; ++i)
        if (units_[p][i].zone == kReserves && unit_type(units_[p][i].type).stars <= pending_.budget) out.push_back(encode_bring(i));
      out.push_back(kDone);
      break;
    case Phase::kRepair:
      for (int i = 0; i < nunits_[p]; ++i) {
        const Unit& u = units_[p][i];
        if (u.counters > 0 && u.zone <= kContested && (pending_.kind != Pending::kRepairOne || u.zone == home(p)))
          out.push_back(encode_repair(unit_id(p, i)));
      }
      break;
  }
  std::sort(out.begin(), out.end());
  return out;
}

// ---- turns ---------------------------------------------------------------------------------------

void GaState::enter(Phase phase, int seat) {
  phase_ = phase;
  to_act_ = seat;
}

void GaState::begin_choosing(Phase phase) {
  enter(phase, turn_player_);
  budget_used_ = 0;
  chosen_ = 0;
  order_.clear();
}

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
  log(EventKind::kTurn, seat).values[0] = static_cast<int16_t>(turns_);
  start_left_ = face_up_count(seat, kRepairBay);
  run_start_of_turn();
}

// Turn step 0: each face-up Repair Bay removes 1 counter from a friendly unit in the home zone (the
// player picks one when several are damaged).
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
      EventRecord& e = log(EventKind::kRepairTick, p);
      e.values[0] = static_cast<int16_t>(unit_id(p, cand[0]));
      e.values[1] = units_[p][cand[0]].counters;  // its counters after
      continue;
    }
    pending_ = Pending{Pending::kRepairOne, static_cast<int8_t>(p), -1, 0, -1};
    resume_ = Resume::kStartOfTurn;
    enter(Phase::kRepair, p);
    return;
  }
  enter(Phase::kTurn, p);
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
  enter(Phase::kGameOver, -1);
  int winners = 0;
  for (int s = 0; s < num_seats(); ++s)
    if (result_[s] > 0) ++winners, log(EventKind::kWin, s);
  if (!winners) log(EventKind::kGameDrawn, -1);
}

// The turn limit (notes.md, "Bound"): the rules end a game only by elimination, so reaching our bound
// is a draw for the players still in; players already eliminated keep their loss.
void GaState::game_over_by_limit() {
  log(EventKind::kLimit, -1).values[0] = static_cast<int16_t>(turn_limit_);
  std::array<int8_t, kMaxSeats> r{};
  for (int s = 0; s < num_seats(); ++s) r[s] = out_[s] ? -1 : 0;
  finish(r);
}

// With three or four players (notes.md, "Elimination") the player's units and objectives leave the
// game (their cards with them).
void GaState::eliminate(int seat) {
  out_[seat] = true;
  log(EventKind::kEliminated, seat);
  if (live_seats() <= 1) return;
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

// Elimination (notes.md): no units in play or no objectives: eliminated at once. The last player
// standing wins; if the same event eliminates every remaining player, they draw.
bool GaState::check_elimination() {
  if (phase_ == Phase::kGameOver) return true;
  std::array<bool, kMaxSeats> now{};
  bool any = false;
  for (int s = 0; s < num_seats(); ++s)
    if (!out_[s] && (units_in_play(s) == 0 || objectives(s) == 0)) now[s] = any = true;
  if (!any) return false;
  int after = live_seats();
  for (int s = 0; s < num_seats(); ++s) after -= now[s];
  // In a two-seat end (or when everyone goes), nothing leaves the table: the game is over.
  for (int s = 0; s < num_seats(); ++s)
    if (now[s]) {
      if (after >= 2) eliminate(s);
      else out_[s] = true, log(EventKind::kEliminated, s);
    }
  if (after >= 2) return false;
  std::array<int8_t, kMaxSeats> r{};
  for (int s = 0; s < num_seats(); ++s) r[s] = !out_[s] ? 1 : (after == 0 && now[s]) ? 0 : -1;
  finish(r);
  return true;
}

// ---- effects -------------------------------------------------------------------------------------

void GaState::destroy(int ref) {
  Unit& u = units_[unit_owner(ref)][unit_index(ref)];
  u.zone = kReserves;
  u.counters = 0;
  ++u.lives;
  log(EventKind::kDestroyed, unit_owner(ref)).values[0] = static_cast<int16_t>(ref);
}

void GaState::damage_unit(int ref, int amount) {
  Unit& u = units_[unit_owner(ref)][unit_index(ref)];
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
  enter(Phase::kBring, seat);
  return true;
}

namespace {
// Minefield: 1 damage (Armor: 0) to each opposing ground unit in its owner's home zone.
void minefield(GaState& s, int seat) {
  for (int o = 0; o < s.num_seats(); ++o) {
    if (o == seat || s.out_[o]) continue;
    for (int i = 0; i < s.nunits_[o]; ++i) {
      const Unit& u = s.units_[o][i];
      if (u.zone != s.home(seat) || unit_type(u.type).domain != kGround) continue;
      const int armor = unit_type(u.type).has(kArmor) ? 1 : 0, dmg = std::max(0, 1 - armor);
      EventRecord& e = s.log(EventKind::kMine, seat);  // the owner's Minefield
      e.values[0] = static_cast<int16_t>(unit_id(o, i));
      e.values[1] = static_cast<int16_t>(dmg);
      e.values[2] = static_cast<int16_t>(armor);
      e.values[3] = static_cast<int16_t>(u.counters + dmg);  // its counters after
      if (dmg > 0) s.damage_unit(unit_id(o, i), dmg);
    }
  }
}
}  // namespace

// Turns the slot face up (if it is not yet) and resolves an objective card's When-revealed effect.
bool GaState::reveal(int seat, int slot, Resume after) {
  Slot& sl = slots_[seat][slot];
  const int t = card_of(seat, sl.card);
  if (!sl.face_up) {
    sl.face_up = true;
    EventRecord& e = log(EventKind::kReveal, seat);
    e.values[0] = static_cast<int16_t>(t);
    e.values[1] = static_cast<int16_t>(slot);
  }
  switch (t) {
    case kSupplyDepot:
      draw(seat);
      draw(seat);
      log(EventKind::kSupply, seat);
      return false;
    case kRepairBay: {
      std::vector<int> cand;
      for (int i = 0; i < nunits_[seat]; ++i)
        if (units_[seat][i].zone <= kContested && units_[seat][i].counters > 0) cand.push_back(i);
      if (cand.empty()) return false;
      if (cand.size() == 1) {
        units_[seat][cand[0]].counters = 0;
        log(EventKind::kRepair, seat).values[0] = static_cast<int16_t>(unit_id(seat, cand[0]));
        return false;
      }
      pending_ = Pending{Pending::kRepairAll, static_cast<int8_t>(seat), -1, 0, -1};
      resume_ = after;
      enter(Phase::kRepair, seat);
      return true;
    }
    case kMinefield: minefield(*this, seat); return false;
    case kHangarComplex: return ask_bring(seat, home(seat), 3, 1, after);
    default: return false;
  }
}

void GaState::resume() {
  switch (resume_) {
    case Resume::kTurn:
      if (check_elimination()) return;
      enter(Phase::kTurn, turn_player_);
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
      EventRecord& e = log(EventKind::kSkip, -1);
      e.values[0] = b.atk;
      e.values[1] = b.def;
      continue;
    }
    ++valid;
    last = k;
  }
  if (valid == 0) end_turn();
  else if (valid == 1) begin_battle(last);
  else enter(Phase::kOrder, turn_player_);
}

void GaState::begin_battle(int battle) {
  cur_ = battle;
  played_ = {-1, -1};
  card_step_ = 0;
  dice_ = {};
  enter(Phase::kCard, unit_owner(battles_[battle].atk));
  EventRecord& e = log(EventKind::kBattle, -1);
  e.values[0] = battles_[battle].atk;
  e.values[1] = battles_[battle].def;
}

// Battle cards (notes.md, "Battle"): attacker plays or passes; defender plays or passes; if the
// defender played after the attacker passed, the attacker may play.
void GaState::after_cards() {
  const Battle& b = battles_[cur_];
  if (card_step_ == 0) {
    card_step_ = 1;
    to_act_ = unit_owner(b.def);
    return;
  }
  if (card_step_ == 1 && played_[1] >= 0 && played_[0] < 0) {
    card_step_ = 2;
    to_act_ = unit_owner(b.atk);
    return;
  }
  roll_battle();
}

void GaState::roll_battle() {
  const Battle& b = battles_[cur_];
  for (int side = 0; side < 2; ++side) {
    roll2(&dice_[side][0], &dice_[side][1]);
    EventRecord& e = log(EventKind::kRoll, unit_owner(side ? b.def : b.atk));
    e.values[0] = side ? b.def : b.atk;
    e.values[1] = dice_[side][0];
    e.values[2] = dice_[side][1];
  }
  reroll_step_ = 0;
  if (!next_reroll()) finish_battle();
}

// Targeting Uplink decisions, attacker first, from reroll_step_ on.
bool GaState::next_reroll() {
  for (; reroll_step_ < 2; ++reroll_step_) {
    const int ref = reroll_step_ ? battles_[cur_].def : battles_[cur_].atk;
    const int card = played_[reroll_step_] >= 0 ? card_of(unit_owner(ref), played_[reroll_step_]) : -1;
    if (card == kTargetingUplink && gate(card, ref)) {
      enter(Phase::kReroll, unit_owner(ref));
      return true;
    }
  }
  return false;
}

namespace {
// One side of a battle being resolved.
struct Side {
  int ref = 0, card = -1, roll = 0, attack = 0, defense = 0, damage = 0;
  bool natural12 = false, hit = false;
  Terms attack_terms, defense_terms;
};
}  // namespace

void GaState::finish_battle() {
  Battle& b = battles_[cur_];
  const int zone = unit(b.atk).zone;
  std::array<Side, 2> sides;
  for (int side = 0; side < 2; ++side) {
    Side& x = sides[side];
    x.ref = side ? b.def : b.atk;
    x.card = played_[side] >= 0 ? card_of(unit_owner(x.ref), played_[side]) : -1;
    x.roll = dice_[side][0] + dice_[side][1];
    x.natural12 = x.roll == 12;
    if (x.card == kForesight && gate(x.card, x.ref) && x.roll <= 6) {
      x.roll = 7;
      log(EventKind::kForesight, unit_owner(x.ref)).values[0] = static_cast<int16_t>(x.ref);
    }
  }
  for (int side = 0; side < 2; ++side) {
    Side& x = sides[side];
    const Side& y = sides[1 - side];
    x.attack = x.roll + ut(x.ref).attack + attack_mods(x.ref, x.card, y.ref, y.card, zone, &x.attack_terms);
    x.defense = defense_value(x.ref, x.card, zone, &x.defense_terms);
  }
  for (int side = 0; side < 2; ++side) {
    Side& x = sides[side];
    const Side& y = sides[1 - side];
    x.hit = x.natural12 || x.attack >= y.defense;
    // The line's terms: this side's attack, the other's defense, this side's damage.
    Terms terms = x.attack_terms;
    for (const Term& d : y.defense_terms.t)
      if (d.source >= 0) terms.add(kTermDefense, d.source, d.amount);
    x.damage = x.hit ? damage_value(x.ref, x.card, y.ref, y.card, &terms) : 0;
    const int card_bonus = x.card >= 0 && card_type(x.card).colour == kRed ? card_type(x.card).bonus : 0;
    EventRecord& e = log(x.hit ? EventKind::kHit : EventKind::kMiss, unit_owner(x.ref));
    e.values = {static_cast<int16_t>(x.ref), static_cast<int16_t>(x.roll), static_cast<int16_t>(ut(x.ref).attack),
                static_cast<int16_t>(card_bonus), static_cast<int16_t>(x.attack - x.roll - ut(x.ref).attack - card_bonus),
                static_cast<int16_t>(x.attack), static_cast<int16_t>(y.defense), static_cast<int16_t>(x.natural12),
                static_cast<int16_t>(x.damage), static_cast<int16_t>(y.ref),
                static_cast<int16_t>(x.hit ? unit(y.ref).counters + x.damage : unit(y.ref).counters)};
    keep_terms(e, terms);
  }
  // Both damages at once, then destruction (Last-Ditch Escape replaces it).
  for (const Side& x : sides) {
    if (!x.hit) continue;
    const int them = x.ref == b.atk ? b.def : b.atk;
    Unit& u = units_[unit_owner(them)][unit_index(them)];
    u.counters = static_cast<uint8_t>(std::min(255, u.counters + x.damage));
  }
  bool destroyed[2] = {false, false};
  for (int side = 0; side < 2; ++side) {
    const Side& x = sides[side];
    Unit& u = units_[unit_owner(x.ref)][unit_index(x.ref)];
    if (u.counters < ut(x.ref).shields) continue;
    if (x.card == kLastDitchEscape && gate(x.card, x.ref)) {
      u.counters = static_cast<uint8_t>(ut(x.ref).shields - 1);
      EventRecord& e = log(EventKind::kEscape, unit_owner(x.ref));
      e.values[0] = static_cast<int16_t>(x.ref);
      e.values[1] = static_cast<int16_t>(u.counters);
      continue;
    }
    destroy(x.ref);
    destroyed[side] = true;
  }
  b.done = true;
  // After the battle: Hot Drop.
  for (int side = 0; side < 2; ++side) {
    const Side& x = sides[side];
    if (x.card == kHotDrop && gate(x.card, x.ref) && destroyed[1 - side] && in_play(x.ref))
      if (ask_bring(unit_owner(x.ref), zone, 2, 2, Resume::kBattle)) return;
  }
  after_battle();
}

void GaState::after_battle() {
  const Battle& b = battles_[cur_];
  const int refs[2] = {b.atk, b.def};
  for (int side = 0; side < 2; ++side) {
    if (played_[side] < 0) continue;
    const int o = unit_owner(refs[side]);
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
    if (!strike_revealed_) {
      strike_revealed_ = true;
      if (!slots_[q][k].face_up) {
        if (reveal(q, k, Resume::kStrike)) return;
        if (check_elimination()) return;
        if (out_[p]) {
          end_turn();
          return;
        }
        continue;  // the striker may be gone (Minefield)
      }
    }
    if (strike_once(ref)) return;
    ++strike_pos_;
    strike_revealed_ = false;
  }
  end_turn();
}

// One striker against the objective (notes.md, "Strike"); true if the strike action is over.
bool GaState::strike_once(int ref) {
  const int q = strike_seat_, k = strike_slot_, p = turn_player_;
  Slot& sl = slots_[q][k];
  int8_t d1, d2;
  const int roll = roll2(&d1, &d2);
  int jam = 0;
  for (int j = 0; j < num_seats(); ++j)
    if (j != p && !out_[j] && home(j) == home(q)) jam += face_up_count(j, kJammingArray);
  const int ground = ut(ref).domain == kGround ? 1 : 0;
  const int total = roll + ut(ref).attack + ground - jam;
  const int def = objective_defense(q, k);
  const int card = card_of(q, sl.card);
  EventRecord& e = log(EventKind::kStrikeRoll, p);
  e.values = {static_cast<int16_t>(ref), d1, d2, static_cast<int16_t>(ut(ref).attack),
              static_cast<int16_t>(ground), static_cast<int16_t>(-jam), static_cast<int16_t>(total),
              static_cast<int16_t>(def), static_cast<int16_t>(total >= def), static_cast<int16_t>(card)};
  Terms terms;
  terms.add(kTermAttack, kTermGround, ground);
  terms.add(kTermAttack, kJammingArray, -jam);
  terms.add(kTermDefense, kShieldGenerator, def - card_type(card).obj_defense);
  keep_terms(e, terms);
  if (total >= def) {
    discard_[q].push_back(static_cast<uint8_t>(sl.card));
    sl = Slot{};
    EventRecord& x = log(EventKind::kObjectiveDestroyed, q);
    x.values[0] = static_cast<int16_t>(card);
    x.values[1] = static_cast<int16_t>(k);
    if (objectives(q) == 0) {
      if (!check_elimination()) end_turn();
    } else if (!ask_bring(q, home(q), card_type(card).stars, 0, Resume::kEndAction)) {
      end_turn();
    }
    return true;
  }
  if (card_type(card).kind == kCombat && ensure_deck(q)) {
    // A combat card that survives a strike is discarded and replaced face down from the deck.
    const uint8_t fresh = deck_[q].back();
    deck_[q].pop_back();
    discard_[q].push_back(static_cast<uint8_t>(sl.card));
    sl = Slot{static_cast<int8_t>(fresh), false};
    EventRecord& x = log(EventKind::kReplaced, q);
    x.values[0] = static_cast<int16_t>(card);
    x.values[1] = static_cast<int16_t>(k);
  }
  return false;
}

// ---- applying actions ----------------------------------------------------------------------------

void GaState::do_apply(Action a) {
  const DecodedAction d = decode(a);
  switch (d.kind) {
    case DecodedAction::kDeploy: on_deploy(d.unit); return;
    case DecodedAction::kDone: on_done(); return;
    case DecodedAction::kEndTurn: on_end_turn(); return;
    case DecodedAction::kObjective: on_objective(d.card, d.slot); return;
    case DecodedAction::kMove: on_move(d.unit, d.zone); return;
    case DecodedAction::kAttack: on_attack(d.unit, d.target); return;
    case DecodedAction::kBattle: begin_battle(d.battle); return;
    case DecodedAction::kPlay: on_play(d.card); return;
    case DecodedAction::kPass: on_pass(); return;
    case DecodedAction::kKeep: on_keep(); return;
    case DecodedAction::kReroll: on_reroll(); return;
    case DecodedAction::kStrike: on_strike(d.seat, d.slot); return;
    case DecodedAction::kStriker: on_striker(d.unit); return;
    case DecodedAction::kCarrier: on_carrier(d.seat); return;
    case DecodedAction::kBring: on_bring(d.unit); return;
    case DecodedAction::kRepair: on_repair(d.target); return;
    case DecodedAction::kInvalid: return;
  }
}

void GaState::on_deploy(int unit) {
  units_[to_act_][unit].zone = static_cast<uint8_t>(home(to_act_));
  log(EventKind::kDeploy, to_act_).values[0] = static_cast<int16_t>(unit_id(to_act_, unit));
}

// "done" ends the choosing of the current phase.
void GaState::on_done() {
  switch (phase_) {
    case Phase::kDeploy: finish_deploying(); return;
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
}

// A player's deployment ends. With nothing in play (a force that cannot make 20 may deploy none) the
// player is eliminated at once (notes.md, "Elimination"); the last player standing wins before play.
void GaState::finish_deploying() {
  const int p = to_act_;
  log(EventKind::kDeployDone, p).values[0] = static_cast<int16_t>(stars_in_play(p));
  if (units_in_play(p) == 0) {
    eliminate(p);
    if (live_seats() <= 1) {
      std::array<int8_t, kMaxSeats> r{};
      for (int s = 0; s < num_seats(); ++s) r[s] = out_[s] ? -1 : 1;
      finish(r);
      return;
    }
  }
  if (++deployed_ >= num_seats()) {
    start_play();
  } else {
    deploy_seat_ = (deploy_seat_ + 1) % num_seats();
    enter(Phase::kDeploy, deploy_seat_);
  }
}

void GaState::on_end_turn() {
  log(EventKind::kEndTurn, to_act_);
  end_turn();
}

// Turn step 1: the card enters face up (and is revealed); a face-down card it replaces returns to
// the hand, a face-up one is discarded and its owner draws.
void GaState::on_objective(int card, int slot) {
  const int p = to_act_;
  const int h = find_in_hand(p, card);
  const uint8_t inst = hand_[p][h];
  hand_[p].erase(hand_[p].begin() + h);
  Slot& sl = slots_[p][slot];
  const int old = sl.card;
  EventRecord& e = log(EventKind::kObjective, p);
  e.values[0] = static_cast<int16_t>(card);
  e.values[1] = static_cast<int16_t>(slot);
  e.values[2] = static_cast<int16_t>(sl.face_up ? card_of(p, old) : -1);
  if (sl.face_up) {
    discard_[p].push_back(static_cast<uint8_t>(old));
    draw(p);
  } else {
    hand_[p].push_back(static_cast<uint8_t>(old));
  }
  sl = Slot{static_cast<int8_t>(inst), true};
  objective_done_ = true;
  if (reveal(p, slot, Resume::kTurn)) return;
  check_elimination();
}

void GaState::on_move(int unit, int zone) {
  if (phase_ == Phase::kTurn) begin_choosing(Phase::kMove);
  Unit& u = units_[to_act_][unit];
  EventRecord& e = log(EventKind::kMove, to_act_);
  e.values[0] = static_cast<int16_t>(unit_id(to_act_, unit));
  e.values[1] = u.zone;
  e.values[2] = static_cast<int16_t>(zone);
  u.zone = static_cast<uint8_t>(zone);
  chosen_ |= 1u << unit;
  budget_used_ += unit_type(u.type).stars;
}

// The first assignment starts the Combat action and fixes the opponent.
void GaState::on_attack(int attacker, int target) {
  if (phase_ == Phase::kTurn) {
    begin_choosing(Phase::kAssign);
    nbattles_ = 0;
    opponent_ = unit_owner(target);
  }
  const int me = unit_id(to_act_, attacker);
  battles_[nbattles_++] = Battle{static_cast<uint8_t>(me), static_cast<uint8_t>(target), unit(me).lives, unit(target).lives, false};
  chosen_ |= 1u << attacker;
  budget_used_ += ut(me).stars;
  EventRecord& e = log(EventKind::kAttack, to_act_);
  e.values[0] = static_cast<int16_t>(me);
  e.values[1] = static_cast<int16_t>(target);
}

void GaState::on_play(int card) {
  const int p = to_act_, side = card_step_ == 1 ? 1 : 0;
  const int h = find_in_hand(p, card);
  played_[side] = static_cast<int8_t>(hand_[p][h]);
  hand_[p].erase(hand_[p].begin() + h);
  EventRecord& e = log(EventKind::kPlay, p);
  e.values[0] = static_cast<int16_t>(card);
  e.values[1] = side ? battles_[cur_].def : battles_[cur_].atk;
  after_cards();
}

void GaState::on_pass() {
  log(EventKind::kPass, to_act_);
  after_cards();
}

void GaState::on_keep() {
  ++reroll_step_;
  if (!next_reroll()) finish_battle();
}

void GaState::on_reroll() {
  const int side = reroll_step_;
  roll2(&dice_[side][0], &dice_[side][1]);
  EventRecord& e = log(EventKind::kReroll, to_act_);
  e.values[0] = side ? battles_[cur_].def : battles_[cur_].atk;
  e.values[1] = dice_[side][0];
  e.values[2] = dice_[side][1];
  on_keep();
}

void GaState::on_strike(int seat, int slot) {
  strike_seat_ = seat;
  strike_slot_ = slot;
  begin_choosing(Phase::kStrikers);
  EventRecord& e = log(EventKind::kStrike, to_act_);
  e.values[0] = static_cast<int16_t>(seat);
  e.values[1] = static_cast<int16_t>(slot);
}

void GaState::on_striker(int unit) {
  order_.push_back(static_cast<uint8_t>(unit_id(to_act_, unit)));
  chosen_ |= 1u << unit;
  budget_used_ += unit_type(units_[to_act_][unit].type).stars;
}

void GaState::on_carrier(int seat) {
  power_used_ = true;
  log(EventKind::kCarrier, to_act_).values[0] = static_cast<int16_t>(seat);
  if (!ask_bring(to_act_, home(seat), 3, 3, Resume::kEndAction)) end_turn();
}

// A unit brought from reserves; the choosing ends by itself once nothing more fits.
void GaState::on_bring(int unit) {
  const int p = to_act_;
  Unit& u = units_[p][unit];
  u.zone = static_cast<uint8_t>(pending_.zone);
  u.counters = 0;
  pending_.budget = static_cast<int8_t>(pending_.budget - unit_type(u.type).stars);
  EventRecord& e = log(EventKind::kBring, p);
  e.values[0] = static_cast<int16_t>(unit_id(p, unit));
  e.values[1] = pending_.zone;
  bool more = false;
  for (int i = 0; i < nunits_[p]; ++i)
    more |= units_[p][i].zone == kReserves && unit_type(units_[p][i].type).stars <= pending_.budget;
  if (!more) {
    pending_ = Pending{};
    resume();
  }
}

void GaState::on_repair(int target) {
  Unit& u = units_[unit_owner(target)][unit_index(target)];
  if (pending_.kind == Pending::kRepairAll) {
    u.counters = 0;
    log(EventKind::kRepair, to_act_).values[0] = static_cast<int16_t>(target);
  } else {
    --u.counters;
    EventRecord& e = log(EventKind::kRepairTick, to_act_);
    e.values[0] = static_cast<int16_t>(target);
    e.values[1] = u.counters;  // its counters after
  }
  pending_ = Pending{};
  resume();
}

std::vector<double> GaState::returns() const {
  std::vector<double> r(static_cast<size_t>(num_seats()), 0.0);
  if (phase_ != Phase::kGameOver) return r;
  for (int s = 0; s < num_seats(); ++s) r[s] = result_[s];
  return r;
}

// ---- notation ------------------------------------------------------------------------------------

std::string GaState::action_to_string(Action a) const {
  const DecodedAction d = decode(a);
  const int p = to_act_ < 0 ? 0 : to_act_;
  switch (d.kind) {
    case DecodedAction::kEndTurn: return "end turn";
    case DecodedAction::kDone: return "done";
    case DecodedAction::kPass: return "pass";
    case DecodedAction::kKeep: return "keep";
    case DecodedAction::kReroll: return "reroll";
    case DecodedAction::kCarrier: return "carrier to " + zone_name(home(d.seat));
    case DecodedAction::kDeploy: return "deploy " + unit_label(unit_id(p, d.unit));
    case DecodedAction::kMove: return "move " + unit_label(unit_id(p, d.unit)) + " to " + zone_name(d.zone);
    case DecodedAction::kAttack: return unit_label(unit_id(p, d.unit)) + " attacks " + unit_label(d.target);
    case DecodedAction::kBattle:
      if (d.battle < nbattles_) return "battle " + unit_label(battles_[d.battle].atk) + " vs " + unit_label(battles_[d.battle].def);
      return "battle " + std::to_string(d.battle + 1);
    case DecodedAction::kPlay: return std::string("play ") + card_type(d.card).name;
    case DecodedAction::kObjective: return std::string("objective ") + card_type(d.card).name + " for slot " + std::to_string(d.slot + 1);
    case DecodedAction::kStrike: return "strike " + seat_name(d.seat) + " slot " + std::to_string(d.slot + 1);
    case DecodedAction::kStriker: return "striker " + unit_label(unit_id(p, d.unit));
    case DecodedAction::kBring: return "bring " + unit_label(unit_id(p, d.unit));
    case DecodedAction::kRepair: return "repair " + unit_label(d.target);
    case DecodedAction::kInvalid: break;
  }
  return "invalid " + std::to_string(a);
}

namespace {
// Lower case, runs of white space as one space, none at either end.
std::string normalize(std::string_view text) {
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
  return t;
}

// The unit (id) whose notation is `label` (lower case), of `only_seat` if >= 0; -1 if none.
int unit_named(const GaState& s, const std::string& label, int only_seat) {
  for (int o = 0; o < s.num_seats(); ++o)
    for (int i = 0; i < s.nunits_[o] && (only_seat < 0 || o == only_seat); ++i)
      if (normalize(s.unit_label(unit_id(o, i))) == label) return unit_id(o, i);
  return -1;
}

int zone_named(const GaState& s, const std::string& z) {
  if (z == "contested") return kContested;
  for (int q = 0; q < s.num_seats(); ++q)
    if (z == "home p" + std::to_string(q + 1)) return q;
  return -1;
}

bool starts(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// The action a normalized notation names (not checked for legality), or -1.
long encode_text(const GaState& s, const std::string& t, int p) {
  static const char* kSimple[] = {"end turn", "done", "pass", "keep", "reroll"};
  for (Action a = 0; a <= kReroll; ++a)
    if (t == kSimple[a]) return a;
  // The actions named by one of the acting player's units.
  static const std::pair<const char*, Action (*)(int)> kUnitActions[] = {
      {"deploy ", encode_deploy}, {"striker ", encode_striker}, {"bring ", encode_bring}};
  for (const auto& [prefix, encode] : kUnitActions)
    if (starts(t, prefix)) {
      const int r = unit_named(s, t.substr(std::strlen(prefix)), p);
      return r >= 0 ? encode(unit_index(r)) : -1;
    }
  if (starts(t, "repair ")) {
    const int r = unit_named(s, t.substr(7), p);
    return r >= 0 ? encode_repair(r) : -1;
  }
  if (starts(t, "carrier to ")) {
    const int z = zone_named(s, t.substr(11));
    return z >= 0 && z < kContested ? encode_carrier(z) : -1;
  }
  if (starts(t, "move ")) {
    const size_t to = t.rfind(" to ");
    if (to == std::string::npos || to <= 5) return -1;
    const int r = unit_named(s, t.substr(5, to - 5), p), z = zone_named(s, t.substr(to + 4));
    return r >= 0 && z >= 0 ? encode_move(unit_index(r), z) : -1;
  }
  if (starts(t, "battle ")) {
    const size_t vs = t.find(" vs ");
    if (vs == std::string::npos) return -1;
    const int x = unit_named(s, t.substr(7, vs - 7), -1), y = unit_named(s, t.substr(vs + 4), -1);
    long a = -1;
    for (int k = 0; k < s.nbattles_; ++k)
      if (s.battles_[k].atk == x && s.battles_[k].def == y) a = encode_battle(k);
    return a;
  }
  if (starts(t, "play ")) {
    const int c = card_by_name(t.substr(5));
    return c >= 0 ? encode_play(c) : -1;
  }
  if (starts(t, "objective ")) {
    const size_t f = t.rfind(" for slot ");
    if (f == std::string::npos || f + 11 != t.size() || t[f + 10] < '1' || t[f + 10] > '3') return -1;
    const int c = card_by_name(t.substr(10, f - 10));
    return c >= 0 ? encode_objective(c, t[f + 10] - '1') : -1;
  }
  if (starts(t, "strike p")) {
    const bool ok = t.size() == 16 && t.compare(9, 6, " slot ") == 0 && t[8] >= '1' && t[8] <= '4' && t[15] >= '1' && t[15] <= '3';
    return ok ? encode_strike(t[8] - '1', t[15] - '1') : -1;
  }
  const size_t at = t.find(" attacks ");
  if (at == std::string::npos) return -1;
  const int x = unit_named(s, t.substr(0, at), p), y = unit_named(s, t.substr(at + 9), -1);
  return x >= 0 && y >= 0 ? encode_attack(unit_index(x), y) : -1;
}
}  // namespace

// The inverse of action_to_string without writing every legal action out: the text is taken apart
// by its shape, encoded, and checked against the legal list. Anything else goes to the generic parser
// (which gives the error message).
Result<Action> GaState::parse_action(std::string_view text) const {
  const long a = encode_text(*this, normalize(text), to_act_ < 0 ? 0 : to_act_);
  if (a >= 0 && is_legal(static_cast<Action>(a))) return static_cast<Action>(a);
  if (a >= 0 && decode(static_cast<Action>(a)).kind == DecodedAction::kDeploy)
    if (const std::string why = deploy_refusal(decode(static_cast<Action>(a)).unit); !why.empty())
      return make_error("'" + std::string(text) + "' is refused: " + why);
  return State::parse_action(text);
}

// Every description starts with its verb: "plays X" for onlookers, "play X" for the seat that acts.
std::string GaState::describe(Action a, Person person) const {
  const DecodedAction d = decode(a);
  const int p = to_act_ < 0 ? 0 : to_act_;
  auto say = [&](const char* you, const char* they, const std::string& rest) { return verb(person, you, they) + rest; };
  auto zone_text = [&](int z) { return z == kContested ? std::string("the contested zone") : seat_token(z, true) + " home zone"; };
  const std::string mine = d.unit >= 0 ? unit_text(unit_id(p, d.unit)) : "";
  switch (d.kind) {
    case DecodedAction::kEndTurn: return say("end", "ends", " the turn");
    case DecodedAction::kDone:
      switch (phase_) {
        case Phase::kDeploy: return say("finish", "finishes", " deploying");
        case Phase::kMove: return say("end", "ends", " the move");
        case Phase::kAssign: return say("start", "starts", " the battles");
        case Phase::kStrikers: return say("start", "starts", " the strike");
        case Phase::kBring: return say("bring", "brings", " no more units");
        default: return say("are", "is", " done");
      }
    case DecodedAction::kPass: return say("play", "plays", " no combat card");
    case DecodedAction::kKeep: return say("keep", "keeps", " the roll");
    case DecodedAction::kReroll: return say("reroll", "rerolls", " (Targeting Uplink)");
    case DecodedAction::kCarrier: return say("use", "uses", " Carrier Deploy into " + zone_text(home(d.seat)));
    case DecodedAction::kDeploy: return say("deploy", "deploys", " " + mine);
    case DecodedAction::kMove: return say("move", "moves", " " + mine + " to " + zone_text(d.zone));
    case DecodedAction::kAttack: return say("attack", "attacks", " " + unit_text(d.target, true) + " with " + mine);
    case DecodedAction::kBattle:
      if (d.battle < nbattles_)
        return say("fight", "fights", " " + unit_text(battles_[d.battle].atk) + " vs " + unit_text(battles_[d.battle].def) + " next");
      return say("fight", "fights", " battle " + std::to_string(d.battle + 1) + " next");
    case DecodedAction::kPlay: return say("play", "plays", std::string(" ") + card_type(d.card).name);
    case DecodedAction::kObjective:
      return say("play", "plays", std::string(" the objective ") + card_type(d.card).name + " into slot " + std::to_string(d.slot + 1));
    case DecodedAction::kStrike: return say("strike", "strikes", " at " + seat_token(d.seat, true) + " objective slot " + std::to_string(d.slot + 1));
    case DecodedAction::kStriker: return say("send", "sends", " " + mine + " to strike");
    case DecodedAction::kBring: return say("bring", "brings", " " + mine + " from reserves");
    case DecodedAction::kRepair: return say("repair", "repairs", " " + unit_text(d.target));
    case DecodedAction::kInvalid: break;
  }
  return action_to_string(a);
}

// Why the rules allow a move, in the rules' words (the guided first game).
namespace {
// Why "done" is allowed, per phase.
std::string explain_done(const GaState& s, int p) {
  switch (s.phase_) {
    case Phase::kDeploy:
      if (s.units_in_play(p) == 0)
        return "Your force cannot make exactly 20 build stars, so you may place fewer than 20, even none; but a "
               "player with no units in play is eliminated at once.";
      return "Your home zone holds " + std::to_string(s.stars_in_play(p)) +
             " build stars of units: deployment is complete; the rest of your force waits in reserves.";
    case Phase::kMove: return "You may stop choosing units to move: the units chosen so far have moved.";
    case Phase::kAssign:
      return "Every attacker has its defender: now the battles are fought one by one, in the order you pick.";
    case Phase::kStrikers:
      return "Your strikers go one by one, in the order chosen, until one destroys the objective or all fail.";
    case Phase::kBring: return "You may bring fewer units than the limit allows, or none.";
    default: return "Finish choosing.";
  }
}
}  // namespace

namespace {
// The move takes the seat's last unit out of its home zone while an opposing unit could walk in and
// strike its last objective (home_threats): the threats it opens, else none.
// home_threats (ground_assault_view.cpp, for a seat's view) read off the state itself, in the same
// order: the guide runs in the computer's worker too, which would otherwise link the whole view and
// its log text (think.wasm +7.5 KiB gzip).
// The game goes on and `seat`, still in, holds its last objective: one successful strike would end it.
bool last_objective_at_stake(const GaState& s, int seat) {
  return seat >= 0 && seat < s.num_seats() && s.phase_ != Phase::kGameOver && !s.out_[seat] && s.objectives(seat) == 1;
}

std::vector<int> state_home_threats(const GaState& s, int seat, int leaving) {
  if (!last_objective_at_stake(s, seat)) return {};
  std::vector<int> threats;
  for (int p = 0; p < s.num_seats(); ++p)
    for (int i = 0; i < s.nunits_[p]; ++i) {
      const int id = unit_id(p, i), zone = s.units_[p][i].zone;
      if (p == seat && zone == seat && id != leaving) return {};  // a guard at home
      if (p != seat && !s.out_[p] && (zone == kContested || zone == seat)) threats.push_back(id);
    }
  return threats;
}

// The opposing units already in `seat`'s home zone while it holds its last objective (guards or not:
// a unit at home does not stop a strike; only attacking the intruders does).
std::vector<int> state_home_intruders(const GaState& s, int seat) {
  if (!last_objective_at_stake(s, seat)) return {};
  std::vector<int> in;
  for (int p = 0; p < s.num_seats(); ++p)
    for (int i = 0; i < s.nunits_[p]; ++i)
      if (p != seat && !s.out_[p] && s.units_[p][i].zone == seat) in.push_back(unit_id(p, i));
  return in;
}

std::vector<int> opened_home(const GaState& s, int seat, Action a) {
  const DecodedAction d = decode(a);
  if (d.kind != DecodedAction::kMove || seat < 0) return {};
  const int ref = unit_id(seat, d.unit);
  if (s.unit(ref).zone != s.home(seat) || d.zone == s.home(seat)) return {};
  if (!state_home_threats(s, seat, -1).empty()) return {};  // open already: the move changes nothing
  return state_home_threats(s, seat, ref);
}

// Why the guide keeps a unit at home (the guide speaks in reasons, issue 38), or "".
std::string guard_note(const GaState& s, int seat, Action a) {
  const DecodedAction d = decode(a);
  const std::string risk = "could move in and strike your last objective, and one successful strike ends the game.";
  if (d.kind == DecodedAction::kMove) {
    const std::vector<int> t = opened_home(s, seat, a);
    if (t.empty()) return "";
    return " Careful: this leaves your home zone empty; " + threat_text(view(s, seat, s.event_count()), t) + " " + risk;
  }
  if (d.kind != DecodedAction::kEndTurn && d.kind != DecodedAction::kStrike && !(d.kind == DecodedAction::kDone && s.phase_ == Phase::kMove))
    return "";
  // Intruders at home strike on their next turn unless attacked now: said with a move that leaves them be.
  if (const std::vector<int> in = state_home_intruders(s, seat); !in.empty())
    return " Careful: " + threat_text(view(s, seat, s.event_count()), in) +
           (in.size() > 1 ? " are in your home zone and can strike your last objective on their next turn"
                          : " is in your home zone and can strike your last objective on its next turn") +
           " (one successful strike ends the game) unless you attack first.";
  if (d.kind == DecodedAction::kStrike) return "";
  for (Action m : s.legal_actions()) {
    const std::vector<int> t = opened_home(s, seat, m);
    if (t.empty()) continue;
    const View v = view(s, seat, s.event_count());
    return " Keep " + s.unit_text(unit_id(seat, decode(m).unit)) + " at home: with your home zone empty, " + threat_text(v, t) + " " + risk;
  }
  return "";
}
}  // namespace

std::string GaState::explain(Action a) const {
  const DecodedAction d = decode(a);
  const int p = to_act_ < 0 ? 0 : to_act_;
  const std::string stars_left = [&] {
    const int b = phase_ == Phase::kBring ? pending_.budget : budget() - budget_used_;
    return std::to_string(b);
  }();
  switch (d.kind) {
    case DecodedAction::kEndTurn:
      return "Your action is optional: you may end your turn without moving, fighting or striking." + guard_note(*this, p, a);
    case DecodedAction::kDone: return explain_done(*this, p) + guard_note(*this, p, a);
    case DecodedAction::kPass:
      return "Each player may play one combat card per battle, or pass (a card kept may win a more important battle).";
    case DecodedAction::kKeep: return "Targeting Uplink lets you reroll your base roll once; you may keep it.";
    case DecodedAction::kReroll:
      return "Targeting Uplink matches your unit's Drone icon: you may reroll your base roll once; the second roll stands.";
    case DecodedAction::kCarrier:
      return "Carrier Deploy (a power-match ability, instead of your action): your Carrier unit is in an opponent's "
             "home zone, so you may put units worth up to 3 build stars from your reserves into that zone.";
    case DecodedAction::kDeploy:
      return "Place exactly 20 build stars of units in your home zone (fewer only if 20 cannot be made); " +
             unit_text(unit_id(p, d.unit)) + " still leaves a way to reach the total.";
    case DecodedAction::kMove:
      return "Move: units worth up to " + std::to_string(move_limit(p)) + " build stars move one zone each (" +
             stars_left + " left); home zones touch only the contested zone." + guard_note(*this, p, a);
    case DecodedAction::kAttack: {
      std::string why = "Combat: units worth up to 5 build stars each attack one opposing unit of one opponent in the "
                        "same zone (" + stars_left + " stars left); all defenders are chosen before any battle.";
      if (ut(unit_id(p, d.unit)).domain == kGround && ut(d.target).domain == kSpace)
        why += " A ground unit may attack a space unit only in its own home zone: this is yours.";
      return why;
    }
    case DecodedAction::kBattle: return "As the attacker you choose the order of the battles.";
    case DecodedAction::kPlay: {
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
    case DecodedAction::kObjective:
      return "Before your action you may replace one of your objectives with an objective card from your hand; it "
             "enters face up (a face-down one returns to your hand, a face-up one is discarded and you draw).";
    case DecodedAction::kStrike:
      return "Strike: your units in " + seat_token(d.seat, true) +
             " home zone may attack one of their objectives (2d6 + attack, ground units +1, against its defense)." + guard_note(*this, p, a);
    case DecodedAction::kStriker:
      return "Strikers are units in that home zone worth up to 5 build stars in total (" + stars_left + " left).";
    case DecodedAction::kBring:
      return "You may put units from your reserves into play, worth up to " + stars_left + " build stars in total.";
    case DecodedAction::kRepair:
      return pending_.kind == Pending::kRepairAll
                 ? "Repair Bay was revealed: remove all damage counters from one of your units."
                 : "Repair Bay: at the start of your turn remove 1 counter from one of your units in your home zone.";
    case DecodedAction::kInvalid: break;
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

namespace {
// A card instance of seat s as a Card: a custom deck can hold up to 66 cards, so instances 64.. are
// told apart by a second deck number.
Card card_instance(int s, int c) { return Card::from_index52(c % 64, static_cast<uint8_t>(s + kMaxSeats * (c / 64))); }
}  // namespace

std::vector<Card> GaState::all_cards() const {
  std::vector<Card> all;
  for (int s = 0; s < num_seats(); ++s) {
    auto card = [&](int c) { return card_instance(s, c); };
    auto add = [&](const std::vector<uint8_t>& v) {
      for (uint8_t c : v) all.push_back(card(c));
    };
    add(deck_[s]);
    add(hand_[s]);
    add(discard_[s]);
    add(gone_[s]);
    for (const Slot& sl : slots_[s])
      if (sl.card >= 0) all.push_back(card(sl.card));
  }
  if (cur_ >= 0 && cur_ < nbattles_)
    for (int side = 0; side < 2; ++side)
      if (played_[side] >= 0) {
        const int o = unit_owner(side ? battles_[cur_].def : battles_[cur_].atk);
        all.push_back(card_instance(o, played_[side]));
      }
  return all;
}

// ---- JSON ----------------------------------------------------------------------------------------

namespace {
// One seat's part of the state JSON: faction, units, piles, objective slots.
void write_seat(const GaState& st, int s, JsonWriter& j) {
  j.begin_object().key("faction").value(faction_id(st.config_.faction[s])).key("out").value(static_cast<bool>(st.out_[s]));
  if (st.config_.custom[s]) j.key("code").value(army_code(*st.config_.custom[s]));
  j.key("result").value(static_cast<int>(st.result_[s]));
  j.key("units").begin_array();
  for (int i = 0; i < st.nunits_[s]; ++i) {
    const Unit& u = st.units_[s][i];
    j.begin_array().value(static_cast<int>(u.type)).value(static_cast<int>(u.zone)).value(static_cast<int>(u.counters));
    j.value(static_cast<int>(u.lives)).end_array();
  }
  j.end_array();
  auto ints = [&](const char* key, const std::vector<uint8_t>& v) {
    j.key(key).begin_array();
    for (uint8_t c : v) j.value(static_cast<int>(c));
    j.end_array();
  };
  ints("deck", st.deck_[s]);
  ints("hand", st.hand_[s]);
  ints("discard", st.discard_[s]);
  ints("gone", st.gone_[s]);
  j.key("slots").begin_array();
  for (const Slot& sl : st.slots_[s]) j.begin_array().value(static_cast<int>(sl.card)).value(sl.face_up).end_array();
  j.end_array().end_object();
}
}  // namespace

std::string GaState::to_json() const {
  JsonWriter j;
  const int n = num_seats();
  j.begin_object();
  j.key("phase").value(phase_id(phase_)).key("to_act").value(current_player()).key("turn_player").value(turn_player_);
  j.key("first").value(first_player_).key("turns").value(turns_).key("turn_limit").value(turn_limit_);
  j.key("starter").value(starter()).key("objective_done").value(objective_done_).key("power_used").value(power_used_);
  j.key("players").begin_array();
  for (int s = 0; s < n; ++s) write_seat(*this, s, j);
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
  for (const EventRecord& e : events_) {
    j.begin_array().value(static_cast<int>(e.seat)).value(static_cast<int>(e.kind));
    int last = static_cast<int>(e.values.size());
    while (last > 0 && e.values[last - 1] == 0) --last;
    for (int k = 0; k < last; ++k) j.value(static_cast<int>(e.values[k]));
    j.end_array();
  }
  j.end_array();
  j.end_object();
  return j.str();
}

std::string GaState::view_json(int seat) const { return ground_assault::to_json(view(*this, seat)); }
std::string GaState::view_tail_json(int seat, size_t events_from) const { return ground_assault::to_json(view(*this, seat, events_from)); }
size_t GaState::event_count() const { return events_.size(); }

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
    o.choices = {faction_id(faction_choice(s, 0)), faction_id(faction_choice(s, 1))};
    o.choice_labels = {faction_name(faction_choice(s, 0)), faction_name(faction_choice(s, 1))};
    o.help = "The force and deck player " + std::to_string(s + 1) +
             " plays (ignored with fewer players); a custom army's deck code (GA1-...) also.";
    o.check_value = check_army_value;
    out.push_back(o);
  }
  return out;
}
}  // namespace

std::unique_ptr<State> make_for_test(uint64_t seed, int seats, const Options& options, const Rig& rig) {
  const Game& game = ground_assault_game();
  auto resolved = resolve_options(game.info, options);
  if (!resolved || seats < 2 || seats > kMaxSeats) return nullptr;
  const Config config = resolve_config(*resolved);
  for (int s = 0; s < seats; ++s) {
    // Every named card and unit must exist in enough copies.
    std::vector<int> cards(config.deck_of(s));
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
    std::vector<int> units(config.force_of(s));
    for (const Placed& p : rig.units[s]) {
      auto it = std::find(units.begin(), units.end(), unit_by_name(p.name));
      if (it == units.end() || p.zone < 0 || p.zone > kContested) return nullptr;
      units.erase(it);
    }
  }
  return std::make_unique<GaState>(game, seed, seats, *resolved, std::make_shared<const Rig>(rig));
}

// Set-up: at most kMaxUnits deploys and a "done" per seat. Per turn (notes.md, "Bound"): start-of-turn repairs
// (3), an objective and its choices (5), then the longest action, a Combat of five 1-star attackers:
// 5 assignments, done, 4 order choices and per battle 3 card decisions, 2 rerolls and a Hot Drop (3).
constexpr int kPerTurn = 3 + 5 + 5 + 1 + 4 + 5 * 8 + 1;
constexpr int kMaxActions = kMaxSeats * (kMaxUnits + 1) + kTurnsPerSeat * kMaxSeats * kPerTurn;

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
          .max_actions = ground_assault::kMaxActions,
          .guided_options = {{"mode", "starter"}},
          // Custom armies (issue 21): two seeded generated armies; a generated one against the largest
          // army the rules allow (22 units, every card three times: 66 cards).
          .sample_options = [] { return std::vector<Options>{{{"faction1", ground_assault::army_code(ground_assault::generate_army(19))},
                              {"faction2", ground_assault::army_code(ground_assault::generate_army(20))}},
                             {{"faction1", ground_assault::army_code(ground_assault::generate_army(21))},
                              {"faction2", ground_assault::army_code(ground_assault::largest_army())}}}; },
      },
      &ground_assault::create,
      ground_assault::kAiTraits,
  };
  return game;
}

}  // namespace ff
