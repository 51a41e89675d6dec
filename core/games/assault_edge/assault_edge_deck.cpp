// Assault Edge: custom armies (issue 21): the deck code that carries one in the `army1` / `army2`
// options (and so in replay codes, saves and deal links), the option check, and the seeded
// generator the computer builds its armies with (notes.md, Custom armies).
#include <algorithm>
#include <array>
#include <cstring>

#include "core/common/rng.h"
#include "core/engine/deck_code.h"
#include "core/games/assault_edge/assault_edge.h"

namespace ff::assault_edge {

namespace {

constexpr int kFacilityBits = 4, kCountBits = 3, kCheckBits = 16;
constexpr int kDataBits = 2 * kFacilityBits + kNumCardTypes * kCountBits;  // 110
static_assert((kDataBits + kCheckBits) % 6 == 0);  // whole base64url letters
}  // namespace

std::string army_code(const Army& a) {
  DeckBits b;
  for (int f : a.facilities) b.put(static_cast<uint32_t>(std::clamp(f, 0, 15)), kFacilityBits);
  std::array<int, kNumCardTypes> copies{};
  for (const auto& deck : a.decks)
    for (int t : deck)
      if (t >= 0 && t < kNumCardTypes) ++copies[static_cast<size_t>(t)];
  for (int n : copies) b.put(static_cast<uint32_t>(std::min(n, 7)), kCountBits);
  return write_deck_code(kDeckCodePrefix, b, kCheckBits);
}

Result<Army> parse_army_code(std::string_view code) {
  auto bits = read_deck_code(code, kDeckCodePrefix, kDataBits, kCheckBits);
  if (!bits) return make_error(bits.error());
  const DeckBits& b = *bits;
  size_t at = 0;
  Army a{"custom", "Custom army", {}, {}};
  for (int& f : a.facilities) f = static_cast<int>(b.get(at, kFacilityBits));
  for (int t = 0; t < kNumCardTypes; ++t) {
    const int n = static_cast<int>(b.get(at, kCountBits));
    for (int i = 0; i < n; ++i) a.decks[static_cast<size_t>(card_type(t).deck)].push_back(t);
  }
  return a;
}

std::string check_army_value(const std::string& value) {
  if (value.rfind(kDeckCodePrefix, 0) != 0) {
    std::string ids;
    for (int i = 0; i < kNumArmies; ++i) ids += std::string(i ? ", " : "") + army(i).id;
    return "'" + value + "' is neither a pre-built army (" + ids + ") nor a deck code (" + kDeckCodePrefix + "...)";
  }
  auto a = parse_army_code(value);
  if (!a) return a.error();
  return check_army(*a);
}


// ---- the generator (notes.md, Generator) ---------------------------------------------------------

namespace {

// Each card's role in its deck, for the deck's "curve": how many of each role a deck wants.
enum Role : uint8_t { kDrawRole, kEquipRole, kAnswerRole, kDamageRole, kUnitRole, kTechniqueRole, kTempoRole, kHealRole, kNumRoles };
constexpr std::array<Role, kNumCardTypes> kRoles = {
    kDrawRole,      kDrawRole,      kAnswerRole,    kDamageRole,    kAnswerRole,    kAnswerRole,    kAnswerRole,
    kEquipRole,     kEquipRole,     kEquipRole,     kEquipRole,                                                  // Research
    kUnitRole,      kUnitRole,      kUnitRole,      kUnitRole,      kUnitRole,      kUnitRole,      kTechniqueRole,
    kTechniqueRole, kTechniqueRole, kTechniqueRole,                                                              // Barracks
    kDamageRole,    kTempoRole,     kTempoRole,     kAnswerRole,    kAnswerRole,    kDamageRole,    kTempoRole,
    kTempoRole,     kAnswerRole,    kHealRole,      kAnswerRole,    kTempoRole,     kTempoRole};                // Command
// How many cards of each role a deck wants (Research, Command, Barracks), by role.
constexpr std::array<std::array<double, kNumRoles>, 3> kRoleTargets = {{
    {4, 6, 3.5, 1.5, 0, 0, 0, 0},
    {0, 0, 9, 6, 0, 0, 13, 2},
    {0, 0, 0, 0, 8.5, 6.5, 0, 0},
}};
// A card's worth on its own, about 1 (situational) to 3 (always strong).
constexpr std::array<double, kNumCardTypes> kValues = {
    2.5, 1.0, 1.5, 1.5, 1.5, 1.5, 1.2, 2.0, 1.8, 2.2, 1.5,       // Research
    2.5, 3.0, 1.8, 2.0, 2.4, 1.8, 1.3, 2.0, 1.8, 1.6,            // Barracks
    3.0, 2.2, 2.8, 2.4, 1.8, 2.6, 2.2, 1.6, 2.0, 1.6, 1.6, 1.8, 1.5};  // Command

// What the two facilities add to each card's worth: the synergies of the plan they make.
std::array<double, kNumCardTypes> facility_bonus(const std::array<int, 2>& fac) {
  std::array<double, kNumCardTypes> b{};
  const Facility &f = facility(fac[0]), &g = facility(fac[1]);
  const double atk = f.atk + g.atk, hp = f.hp + g.hp, spd = f.spd + g.spd;
  const int effects = f.effect | g.effect, types = 1 << f.archetype | 1 << g.archetype;
  b[kElementalResonance] = f.element == g.element ? 1.5 : -0.5;
  b[kPlateHarness] = (types & (1 << kGuardian | 1 << kWarden)) ? 1.0 : 0.0;
  b[kBattleFury] = (types & 1 << kStriker) ? 0.8 : 0.0;
  for (int t : {kShockBlade, kVanguardCaptain, kCinderDrake, kTotalAssault}) b[t] += 0.4 * atk;
  for (int t : {kFieldMedicKit, kMassRepair, kFortify, kSmokeScreen, kTideOracle, kThornbackWarden, kBastionGolem}) b[t] += 0.15 * hp;
  for (int t : {kFieldMedicKit, kMassRepair, kTideOracle}) b[t] += (effects & (kEbb | kRadiance)) ? 0.5 : 0.0;
  for (int t : {kJumpJets, kFlankMarch}) b[t] += 0.4 * spd;
  for (int t : {kLongshotScope, kSiegeBombardment, kSabotage}) b[t] += (effects & kDemolisher) ? 0.6 : 0.0;
  b[kSecondWind] += (effects & (kDrain | kUplink)) ? 0.4 : 0.0;
  return b;
}

struct Builder {
  std::array<int, 2> fac{};
  std::array<double, kNumCardTypes> worth{};  // value + facility synergy + the seed's taste
  std::array<int, kNumCardTypes> copies{};

  // The army's score: the cards' worth (each extra copy a little less), Recall's Unit cards to
  // return, less each deck's distance from its role targets (its curve).
  double score() const {
    double s = 0;
    std::array<std::array<double, kNumRoles>, 3> roles{};
    int units = 0;
    for (int t = 0; t < kNumCardTypes; ++t) {
      const double n = copies[static_cast<size_t>(t)];
      s += n * worth[static_cast<size_t>(t)] - 0.35 * n * (n - 1) / 2;
      roles[static_cast<size_t>(card_type(t).deck)][kRoles[static_cast<size_t>(t)]] += n;
      if (card_type(t).subtypes & kUnitCard) units += static_cast<int>(n);
    }
    s += 0.12 * copies[kRecall] * units;
    for (int k = 0; k < 3; ++k)
      for (int r = 0; r < kNumRoles; ++r) {
        const double d = roles[static_cast<size_t>(k)][static_cast<size_t>(r)] - kRoleTargets[static_cast<size_t>(k)][static_cast<size_t>(r)];
        s -= 0.4 * d * d;
      }
    return s;
  }
  int in_deck(int k) const {
    int n = 0;
    for (int t = 0; t < kNumCardTypes; ++t) n += card_type(t).deck == k ? copies[static_cast<size_t>(t)] : 0;
    return n;
  }
  // Greedy: each deck filled one card at a time with the card that raises the score most.
  void fill() {
    for (int k = 0; k < 3; ++k)
      while (in_deck(k) < kDeckSizes[static_cast<size_t>(k)]) {
        int best = -1;
        double best_score = -1e18;
        for (int t = 0; t < kNumCardTypes; ++t) {
          if (card_type(t).deck != k || copies[static_cast<size_t>(t)] >= kMaxCopies) continue;
          ++copies[static_cast<size_t>(t)];
          const double sc = score();
          --copies[static_cast<size_t>(t)];
          if (sc > best_score) best_score = sc, best = t;
        }
        ++copies[static_cast<size_t>(best)];
      }
  }
  // Hill climbing: swap one card for another of its deck while that raises the score.
  void improve(Rng& rng, int tries) {
    double now = score();
    for (int i = 0; i < tries; ++i) {
      const int out = static_cast<int>(rng.below(kNumCardTypes)), in = static_cast<int>(rng.below(kNumCardTypes));
      if (out == in || card_type(out).deck != card_type(in).deck || copies[static_cast<size_t>(out)] == 0 ||
          copies[static_cast<size_t>(in)] >= kMaxCopies)
        continue;
      --copies[static_cast<size_t>(out)], ++copies[static_cast<size_t>(in)];
      const double sc = score();
      if (sc > now) now = sc;
      else ++copies[static_cast<size_t>(out)], --copies[static_cast<size_t>(in)];
    }
  }
};

}  // namespace

// The seed gives a taste (each card's worth moved by up to 0.8 either way) and three candidate pairs
// of different facilities (the design gives every facility the same budget, so the pairs are drawn
// at random, not ranked: ranked, the HP-rich ones won every time); each pair's decks are filled
// greedily and scored, the best kept and improved by hill climbing. Legal by construction.
Army generate_army(uint64_t seed) {
  Rng rng(seed, 0xA55A017EDull);
  std::array<double, kNumCardTypes> taste{};
  for (double& x : taste) x = (rng.unit() - 0.5) * 1.6;
  Builder best;
  double best_score = -1e18;
  for (int i = 0; i < 3; ++i) {
    Builder b;
    const int f = static_cast<int>(rng.below(kNumFacilities));
    const int g = (f + 1 + static_cast<int>(rng.below(kNumFacilities - 1))) % kNumFacilities;
    b.fac = {f, g};
    const auto bonus = facility_bonus(b.fac);
    for (int t = 0; t < kNumCardTypes; ++t)
      b.worth[static_cast<size_t>(t)] = kValues[static_cast<size_t>(t)] + bonus[static_cast<size_t>(t)] + taste[static_cast<size_t>(t)];
    b.fill();
    if (b.score() > best_score) best_score = b.score(), best = b;
  }
  best.improve(rng, 600);
  Army a{"custom", "Custom army", best.fac, {}};
  for (int t = 0; t < kNumCardTypes; ++t)
    for (int i = 0; i < best.copies[static_cast<size_t>(t)]; ++i) a.decks[static_cast<size_t>(card_type(t).deck)].push_back(t);
  return a;
}

}  // namespace ff::assault_edge
