// Ground Assault: custom armies (issue 21): the checks of the rulebook's deck building, the deck code
// that carries an army in the `faction1`..`faction4` options (and so in replay codes, saves and deal
// links), the option check, the computer's deployment for any force, and the seeded generator
// (notes.md, "Custom armies" and "Generator").
#include <algorithm>
#include <array>
#include <cstring>

#include "core/common/order.h"
#include "core/common/rng.h"
#include "core/engine/deck_code.h"
#include "core/games/ground_assault/ground_assault.h"

namespace ff::ground_assault {

namespace {

// A force in its canonical order: biggest units first, then by type.
void sort_force(std::vector<int>& force) {
  stable_sort_by(force, [](int x, int y) {
    return unit_type(x).stars != unit_type(y).stars ? unit_type(x).stars > unit_type(y).stars : x < y;
  });
}

template <size_t N>
std::array<int, N> count_types(const std::vector<int>& list) {
  std::array<int, N> n{};
  for (int t : list)
    if (t >= 0 && t < static_cast<int>(N)) ++n[static_cast<size_t>(t)];
  return n;
}

}  // namespace

int force_stars(const std::vector<int>& force) {
  int total = 0;
  for (int t : force) total += t >= 0 && t < kNumUnitTypes ? unit_type(t).stars : 0;
  return total;
}

Army faction_army(int faction) {
  const int f = faction == kSyndicate ? kSyndicate : kDominion;
  return Army{force_list(f, false), deck_list(f, false)};
}

Army largest_army() {
  Army a;
  for (int t = 0; t < kNumUnitTypes; ++t)
    if (unit_type(t).stars == 1) a.force.insert(a.force.end(), kMaxUnitCopies, t);
  for (int t = 0, left = kGameStars - force_stars(a.force); t < kNumUnitTypes && left >= 2; ++t)
    for (int k = 0; k < kMaxUnitCopies && unit_type(t).stars == 2 && left >= 2; ++k) a.force.push_back(t), left -= 2;
  for (int t = 0; t < kNumCardTypes; ++t) a.deck.insert(a.deck.end(), kMaxCardCopies, t);
  sort_force(a.force);
  return a;
}

std::vector<std::string> army_problems(const Army& a) {
  std::vector<std::string> out;
  for (int t : a.force)
    if (t < 0 || t >= kNumUnitTypes) out.push_back("unknown unit " + std::to_string(t) + " in the force");
  for (int t : a.deck)
    if (t < 0 || t >= kNumCardTypes) out.push_back("unknown card " + std::to_string(t) + " in the deck");
  if (a.force.empty()) out.push_back("force has no units");
  const int stars = force_stars(a.force);
  if (stars > kGameStars) out.push_back("force is " + std::to_string(stars) + " of " + std::to_string(kGameStars) + " stars");
  const auto units = count_types<kNumUnitTypes>(a.force);
  for (int t = 0; t < kNumUnitTypes; ++t)
    if (units[static_cast<size_t>(t)] > kMaxUnitCopies)
      out.push_back(std::to_string(units[static_cast<size_t>(t)]) + " copies of " + unit_type(t).name + " in the force (at most " +
                    std::to_string(kMaxUnitCopies) + ")");
  if (static_cast<int>(a.deck.size()) < kMinDeckCards)
    out.push_back("deck has " + std::to_string(a.deck.size()) + " cards, at least " + std::to_string(kMinDeckCards));
  const auto cards = count_types<kNumCardTypes>(a.deck);
  for (int t = 0; t < kNumCardTypes; ++t)
    if (cards[static_cast<size_t>(t)] > kMaxCardCopies)
      out.push_back(std::to_string(cards[static_cast<size_t>(t)]) + " copies of " + card_type(t).name + " in the deck (at most " +
                    std::to_string(kMaxCardCopies) + ")");
  return out;
}

std::string check_army(const Army& a) {
  std::string out;
  for (const std::string& p : army_problems(a)) out += (out.empty() ? "" : "; ") + p;
  return out;
}

std::string cannot_add_unit(const Army& a, int unit) {
  if (unit < 0 || unit >= kNumUnitTypes) return "unknown unit";
  if (count_types<kNumUnitTypes>(a.force)[static_cast<size_t>(unit)] >= kMaxUnitCopies)
    return std::to_string(kMaxUnitCopies) + " copies of " + unit_type(unit).name + " already";
  const int stars = force_stars(a.force) + unit_type(unit).stars;
  if (stars > kGameStars) return "the force would be " + std::to_string(stars) + " of " + std::to_string(kGameStars) + " stars";
  return "";
}

std::string cannot_add_card(const Army& a, int card) {
  if (card < 0 || card >= kNumCardTypes) return "unknown card";
  if (count_types<kNumCardTypes>(a.deck)[static_cast<size_t>(card)] >= kMaxCardCopies)
    return std::to_string(kMaxCardCopies) + " copies of " + card_type(card).name + " already";
  return "";
}

// Subset sums, then back from the target: each unit (biggest first) is taken when the rest can still
// make what is left.
std::vector<int> deployment_for(const std::vector<int>& force) {
  std::vector<int> units;
  for (int t : force)
    if (t >= 0 && t < kNumUnitTypes) units.push_back(t);
  stable_sort_by(units, [](int x, int y) { return unit_type(x).stars > unit_type(y).stars; });
  const size_t n = units.size();
  // reach[i]: bit s set if units i.. can make s stars (s <= kDeployStars).
  std::vector<uint32_t> reach(n + 1, 1u);
  const uint32_t mask = (1u << (kDeployStars + 1)) - 1;
  for (size_t i = n; i-- > 0;) reach[i] = (reach[i + 1] | reach[i + 1] << unit_type(units[i]).stars) & mask;
  int left = kDeployStars;
  while (left > 0 && !(reach[0] >> left & 1u)) --left;
  std::vector<int> out;
  for (size_t i = 0; i < n && left > 0; ++i) {
    const int s = unit_type(units[i]).stars;
    if (s <= left && (reach[i + 1] >> (left - s) & 1u)) out.push_back(units[i]), left -= s;
  }
  return out;
}

// ---- the deck code --------------------------------------------------------------------------------

namespace {

constexpr int kCountBits = 3, kCheckBits = 18;
constexpr int kDataBits = (kNumUnitTypes + kNumCardTypes) * kCountBits;  // 114
static_assert((kDataBits + kCheckBits) % 6 == 0);  // whole base64url letters
}  // namespace

std::string army_code(const Army& a) {
  DeckBits b;
  for (int n : count_types<kNumUnitTypes>(a.force)) b.put(static_cast<uint32_t>(std::min(n, 7)), kCountBits);
  for (int n : count_types<kNumCardTypes>(a.deck)) b.put(static_cast<uint32_t>(std::min(n, 7)), kCountBits);
  return write_deck_code(kDeckCodePrefix, b, kCheckBits);
}

Result<Army> parse_army_code(std::string_view code) {
  auto bits = read_deck_code(code, kDeckCodePrefix, kDataBits, kCheckBits);
  if (!bits) return make_error(bits.error());
  const DeckBits& b = *bits;
  size_t at = 0;
  Army a;
  for (int t = 0; t < kNumUnitTypes; ++t)
    for (int n = static_cast<int>(b.get(at, kCountBits)); n > 0; --n) a.force.push_back(t);
  for (int t = 0; t < kNumCardTypes; ++t)
    for (int n = static_cast<int>(b.get(at, kCountBits)); n > 0; --n) a.deck.push_back(t);
  sort_force(a.force);
  return a;
}

std::string check_army_value(const std::string& value) {
  if (value.rfind(kDeckCodePrefix, 0) != 0) {
    std::string ids;
    for (int f = 0; f < kNumFactions; ++f) ids += std::string(f ? ", " : "") + faction_id(f);
    return "'" + value + "' is neither a faction (" + ids + ") nor a deck code (" + kDeckCodePrefix + "...)";
  }
  auto a = parse_army_code(value);
  if (!a) return a.error();
  return check_army(*a);
}


// ---- the generator (notes.md, "Generator") -------------------------------------------------------

namespace {

// A card's worth on its own, about 1 (situational) to 2.5 (always good), in card order: the combat
// cards by their bonus and ability, the objectives by their defense and effect.
constexpr std::array<double, kNumCardTypes> kCardValues = {
    2.5, 2.2, 1.8, 1.8, 1.6, 1.6, 1.6, 1.4, 1.6, 1.8, 1.6, 1.6, 2.0, 1.4,  // combat K01..K14
    2.4, 1.6, 1.8, 1.8, 1.6, 1.4, 2.2, 1.8};                                // objectives O01..O08
constexpr double kRedWant = 10, kBlueWant = 8, kYellowWant = 4;  // of 22 combat cards: the colour curve

// The share of the force's stars whose units pass the card's gate (its ability applies to them).
double coverage(int card, const std::array<int, kNumUnitTypes>& units, int stars) {
  const CardType& c = card_type(card);
  if (c.kind != kCombat || stars == 0) return 0;
  int pass = 0;
  for (int t = 0; t < kNumUnitTypes; ++t) {
    const UnitType& u = unit_type(t);
    const bool ok = c.gate == kWild ? (c.wild_stars == 0 || (c.wild_stars >> u.stars & 1u)) : u.has(c.gate_icon);
    pass += ok ? units[static_cast<size_t>(t)] * u.stars : 0;
  }
  return static_cast<double>(pass) / stars;
}

// The seed's plan: how much ground, how many units, how many objectives; and its taste (each unit's
// and card's worth moved by up to 0.6 either way).
struct Plan {
  double ground_stars = 18, units = 13, objectives = 10;
  std::array<double, kNumUnitTypes> unit_taste{};
  std::array<double, kNumCardTypes> card_taste{};
};

// The force's score: each unit its taste (extra copies a little less), every star of the 30 wanted,
// the plan's ground share and unit count, a big unit to lead, a deployment of exactly 20.
double force_score(const std::array<int, kNumUnitTypes>& n, const Plan& plan) {
  double s = 0;
  int stars = 0, ground = 0, count = 0, big = 0;
  std::vector<int> force;
  for (int t = 0; t < kNumUnitTypes; ++t) {
    const double k = n[static_cast<size_t>(t)];
    const UnitType& u = unit_type(t);
    s += k * plan.unit_taste[static_cast<size_t>(t)] - 0.3 * k * (k - 1) / 2;
    stars += n[static_cast<size_t>(t)] * u.stars;
    ground += u.domain == kGround ? n[static_cast<size_t>(t)] * u.stars : 0;
    count += n[static_cast<size_t>(t)];
    big += u.stars >= 4 ? n[static_cast<size_t>(t)] : 0;
    force.insert(force.end(), static_cast<size_t>(n[static_cast<size_t>(t)]), t);
  }
  s -= 2.0 * (kGameStars - stars);
  s -= 0.08 * (ground - plan.ground_stars) * (ground - plan.ground_stars) + 0.15 * (count - plan.units) * (count - plan.units);
  if (big == 0) s -= 1.0;
  if (force_stars(deployment_for(force)) != kDeployStars) s -= 3.0;
  return s;
}

// A card's worth with this force: its value and taste, for a combat card how much of the force passes
// its gate (a card no unit can use is never picked), for an objective what the force makes of it.
double card_worth(int card, const std::array<int, kNumUnitTypes>& units, const Plan& plan) {
  int stars = 0, ground = 0, space_units = 0, drones = 0;
  for (int t = 0; t < kNumUnitTypes; ++t) {
    const int k = units[static_cast<size_t>(t)];
    stars += k * unit_type(t).stars;
    ground += unit_type(t).domain == kGround ? k * unit_type(t).stars : 0;
    space_units += unit_type(t).domain == kSpace ? k : 0;
    drones += unit_type(t).has(kBattleDrone) ? k : 0;
  }
  double w = kCardValues[static_cast<size_t>(card)] + plan.card_taste[static_cast<size_t>(card)];
  if (card_type(card).kind == kCombat) {
    const double c = coverage(card, units, stars);
    if (c == 0) return -100;  // no unit of the force can use it: never picked
    w += 2.0 * c;
    if (card == kSwarmProtocol) w += drones >= 3 ? 0.6 : -0.6;
    if (card == kLaunchScreen) w += space_units >= 4 ? 0.5 : -0.5;
    if (card == kHotDrop) w += stars - kDeployStars >= 4 ? 0.4 : -0.4;
    return w;
  }
  if (card == kHangarComplex) w += stars - kDeployStars >= 6 ? 0.6 : -0.4;
  if (card == kAntiAirBattery) w += stars > 0 ? 1.0 * ground / stars - 0.5 : 0;
  if (card == kMinefield) w += 0.2;  // a cheap bluff with a sting
  return w;
}

struct ForceBuilder {
  Plan plan;
  std::array<int, kNumUnitTypes> n{};
  int stars() const {
    int total = 0;
    for (int u = 0; u < kNumUnitTypes; ++u) total += n[static_cast<size_t>(u)] * unit_type(u).stars;
    return total;
  }
  bool can_add(int t) const { return n[static_cast<size_t>(t)] < kMaxUnitCopies && stars() + unit_type(t).stars <= kGameStars; }
  // A random start: units that still fit, drawn at random, until none fits.
  void fill(Rng& rng) {
    for (;;) {
      std::vector<int> fits;
      for (int t = 0; t < kNumUnitTypes; ++t)
        if (can_add(t)) fits.push_back(t);
      if (fits.empty()) return;
      ++n[static_cast<size_t>(fits[rng.below(static_cast<uint32_t>(fits.size()))])];
    }
  }
  // Hill climbing: one unit out (or none), up to two in, kept while the score rises.
  void improve(Rng& rng, int tries) {
    double now = force_score(n, plan);
    for (int i = 0; i < tries; ++i) {
      const auto before = n;
      const int out = static_cast<int>(rng.below(kNumUnitTypes + 1));
      if (out < kNumUnitTypes && n[static_cast<size_t>(out)] > 0) --n[static_cast<size_t>(out)];
      bool ok = true;
      for (int k = 0; k < 2 && ok; ++k) {
        const int in = static_cast<int>(rng.below(kNumUnitTypes + 1));
        if (in == kNumUnitTypes) continue;
        ok = can_add(in);
        if (ok) ++n[static_cast<size_t>(in)];
      }
      const double sc = ok && stars() > 0 ? force_score(n, plan) : -1e18;
      if (sc > now) now = sc;
      else n = before;
    }
  }
};

struct DeckBuilder {
  Plan plan;
  int size = 32;
  std::array<double, kNumCardTypes> worth{};
  std::array<int, kNumCardTypes> n{};
  // The deck's score: the cards' worth (extra copies a little less), less the distance from the plan's
  // number of objectives and from the colour curve of the combat cards.
  double score() const {
    double s = 0, objectives = 0;
    std::array<double, 3> colours{};
    for (int t = 0; t < kNumCardTypes; ++t) {
      const double k = n[static_cast<size_t>(t)];
      s += k * worth[static_cast<size_t>(t)] - 0.35 * k * (k - 1) / 2;
      if (card_type(t).kind == kObjective) objectives += k;
      else colours[card_type(t).colour] += k;
    }
    s -= 1.0 * (objectives - plan.objectives) * (objectives - plan.objectives);
    const double scale = (size - plan.objectives) / 22.0;
    const std::array<double, 3> want = {kRedWant * scale, kYellowWant * scale, kBlueWant * scale};
    for (int c = 0; c < 3; ++c) s -= 0.1 * (colours[static_cast<size_t>(c)] - want[static_cast<size_t>(c)]) * (colours[static_cast<size_t>(c)] - want[static_cast<size_t>(c)]);
    return s;
  }
  void fill() {
    for (int cards = 0; cards < size; ++cards) {
      int best = -1;
      double best_score = -1e18;
      for (int t = 0; t < kNumCardTypes; ++t) {
        if (n[static_cast<size_t>(t)] >= kMaxCardCopies) continue;
        ++n[static_cast<size_t>(t)];
        const double sc = score();
        --n[static_cast<size_t>(t)];
        if (sc > best_score) best_score = sc, best = t;
      }
      ++n[static_cast<size_t>(best)];
    }
  }
  void improve(Rng& rng, int tries) {
    double now = score();
    for (int i = 0; i < tries; ++i) {
      const int out = static_cast<int>(rng.below(kNumCardTypes)), in = static_cast<int>(rng.below(kNumCardTypes));
      if (out == in || n[static_cast<size_t>(out)] == 0 || n[static_cast<size_t>(in)] >= kMaxCardCopies) continue;
      --n[static_cast<size_t>(out)], ++n[static_cast<size_t>(in)];
      const double sc = score();
      if (sc > now) now = sc;
      else ++n[static_cast<size_t>(out)], --n[static_cast<size_t>(in)];
    }
  }
};

}  // namespace

// The seed draws a plan (ground stars 14-22, 10-16 units, 8-12 objectives) and a taste; four random
// forces are improved by hill climbing and the best kept, then the deck (32 cards) for that force is
// filled greedily and improved the same way. Legal by construction (copies and stars are capped while
// building; 32 cards).
Army generate_army(uint64_t seed) {
  Rng rng(seed, 0x6A0A55A17ull);
  Plan plan;
  plan.ground_stars = 14 + 8 * rng.unit();
  plan.units = 10 + 6 * rng.unit();
  plan.objectives = 8 + static_cast<int>(rng.below(5));
  for (double& x : plan.unit_taste) x = (rng.unit() - 0.5) * 1.2;
  for (double& x : plan.card_taste) x = (rng.unit() - 0.5) * 1.2;
  ForceBuilder force{plan, {}};
  double best = -1e18;
  for (int start = 0; start < 4; ++start) {
    ForceBuilder f{plan, {}};
    f.fill(rng);
    f.improve(rng, 1500);
    if (force_score(f.n, plan) > best) best = force_score(f.n, plan), force = f;
  }
  DeckBuilder deck{plan, 32, {}, {}};
  for (int t = 0; t < kNumCardTypes; ++t) deck.worth[static_cast<size_t>(t)] = card_worth(t, force.n, plan);
  deck.fill();
  deck.improve(rng, 800);
  Army a;
  for (int t = 0; t < kNumUnitTypes; ++t) a.force.insert(a.force.end(), static_cast<size_t>(force.n[static_cast<size_t>(t)]), t);
  for (int t = 0; t < kNumCardTypes; ++t) a.deck.insert(a.deck.end(), static_cast<size_t>(deck.n[static_cast<size_t>(t)]), t);
  sort_force(a.force);
  return a;
}

}  // namespace ff::ground_assault
