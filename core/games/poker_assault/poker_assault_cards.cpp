// Poker Assault: the faction card content, in one table (where it comes from: notes.md, Card
// content). Each faction deck has 16 ability cards: 3 commons on 4 cards (one per suit)
// and 4 uniques, so every suit carries exactly 4. `implemented` false: the engine treats the card as
// plain (game deck) or as a Power Card without effect, and rules_text() says so.
#include <cctype>

#include "core/common/prose.h"
#include "core/games/poker_assault/poker_assault.h"

namespace ff::poker_assault {

namespace {
using A = Ability;
using T = Timing;
constexpr int V = kVampire, W = kWolf, R = kRocket, I = kInvaders;
}  // namespace

const char* faction_id(int f) {
  static const char* ids[] = {"vampire", "wolf", "rocket", "invaders"};
  return f >= 0 && f < kNumFactions ? ids[f] : "?";
}

const char* faction_name(int f) {
  static const char* names[] = {"Vampire Court", "Wolf Pack", "Rocket Patrol", "The Invaders"};
  return f >= 0 && f < kNumFactions ? names[f] : "?";
}

const std::vector<AbilityInfo>& abilities() {
  static const std::vector<AbilityInfo> table = {
      {A::kNone, "", "", -1, T::kAssault, "", true, ""},
      // Vampire Court: suits and healing.
      {A::kMistForm, "VC1", "Mist Form", V, T::kAssault, "3C 6D 9H QS", true,
       FF_PROSE("Assault: when you play it, you may change its suit (Modified).")},
      {A::kBloodletting, "VC2", "Bloodletting", V, T::kAssault, "2D 5H 8S JC", true,
       FF_PROSE("Assault: each time it hits, you gain 1 chip.")},
      {A::kNightWings, "VC3", "Night Wings", V, T::kDefense, "5S 6C 7H 8D", true,
       FF_PROSE("Defense: it may take the suit of the card it defends (Modified).")},
      {A::kBloodSovereign, "VC4", "Blood Sovereign", V, T::kAssault, "KH", true,
       FF_PROSE("Assault: each time it hits, you gain 2 chips.")},
      {A::kCovenMistress, "VC5", "Coven Mistress", V, T::kAssault, "TC", true,
       FF_PROSE("Assault: when you play it, you may change its suit and the suit of one other card of your Assault.")},
      {A::kMesmerist, "VC6", "Mesmerist", V, T::kDefense, "JD", true,
       FF_PROSE("Defense: after it defends, you may give one other undefended Assault card its suit.")},
      {A::kCrimsonFeast, "VC7", "Crimson Feast", V, T::kDefense, "TS", true,
       FF_PROSE("Defense: after it defends, you gain 1 chip.")},
      // Wolf Pack: ranks and extra damage.
      {A::kShapeshifter, "WP1", "Shapeshifter", W, T::kAssault, "3H 6S 9C QD", true,
       FF_PROSE("Assault: when you play it, you may move its rank one step (A-2 and K-A are steps) (Modified).")},
      {A::kMonstrous, "WP2", "Monstrous", W, T::kAssault, "2D 5C 8H JS", true, FF_PROSE("Assault: +1 damage when it hits.")},
      {A::kSavage, "WP3", "Savage", W, T::kAssault, "4H 7C TD KS", true,
       FF_PROSE("Assault: it can only be defended by a higher card of its own suit.")},
      {A::kMasterShapeshifter, "WP4", "Master Shapeshifter", W, T::kAssault, "2C", true,
       FF_PROSE("Assault: when you play it, you may give it any rank (Modified).")},
      {A::kDireAlpha, "WP5", "Dire Alpha", W, T::kAssault, "9D", true, FF_PROSE("Assault: +2 damage when it hits.")},
      {A::kMoonCaller, "WP6", "Moon Caller", W, T::kAssault, "AS", true,
       FF_PROSE("Assault: when you play it, you may move the rank of one other card of your Assault one step.")},
      {A::kCounterBite, "WP7", "Counter-Bite", W, T::kDefense, "QH", true,
       FF_PROSE("Defense: after it defends, the attacker takes 1 damage.")},
      // Rocket Patrol: blunting Assaults and direct damage.
      {A::kWingman, "RP1", "Wingman", R, T::kAssault, "3S 6H 9D QC", true,
       FF_PROSE("Assault: look at the top card of your deck; if it fits your Assault you may add it.")},
      {A::kDeflector, "RP2", "Deflector", R, T::kDefense, "5D 6C 7H 8S", true,
       FF_PROSE("Defense: it may defend any card of lower rank, whatever the suit.")},
      {A::kBlaster, "RP3", "Blaster", R, T::kDefense, "4H TD JC KS", true,
       FF_PROSE("Defense: after it defends, the attacker takes 1 damage.")},
      {A::kSquadronLeader, "RP4", "Squadron Leader", R, T::kAssault, "KH", true,
       FF_PROSE("Assault: look at the top 2 cards of your deck; you may add one that fits your Assault.")},
      {A::kRayGunner, "RP5", "Ray Gunner", R, T::kAssault, "2C", true,
       FF_PROSE("Assault: when the Assault is launched, each defending player takes 1 damage.")},
      {A::kForceField, "RP6", "Force Field", R, T::kDefense, "QD", true,
       FF_PROSE("Defense: after it defends, it may also defend one lower card of its suit.")},
      {A::kShieldGenerator, "RP7", "Shield Generator", R, T::kDefense, "QS", true,
       FF_PROSE("Defense: after it defends, you take 1 less damage from this Assault.")},
      // The Invaders: tricks and subterfuge.
      {A::kMenacer, "IN1", "Menacer", I, T::kAssault, "3C 6H 9S QD", true,
       FF_PROSE("Assault: no other card can be defended while a Menacer is undefended.")},
      {A::kStowaway, "IN2", "Stowaway", I, T::kAssault, "2S 5D 8C JH", true,
       FF_PROSE("Assault: it may ride along in an Assault without being part of the poker hand.")},
      {A::kProbe, "IN3", "Probe", I, T::kDefense, "4S 7D TH KC", true,
       FF_PROSE("Defense: after it defends, look at the attacker's hand; they discard the card you pick and draw.")},
      {A::kCelestialTelepath, "IN4", "Celestial Telepath", I, T::kAssault, "JS", true,
       FF_PROSE("Assault: instead of its replacement draw, look at the top 2 cards of your deck, keep one, put the "
       "other at the bottom.")},
      {A::kInfiltrator, "IN5", "Infiltrator", I, T::kAssault, "2H", true,
       FF_PROSE("Assault: while you build, it counts as any card; once launched it is the 2 of hearts.")},
      {A::kAbductor, "IN6", "Abductor", I, T::kDefense, "9D", true,
       FF_PROSE("Defense: after it defends, the card it defended becomes yours (to your discard pile).")},
      {A::kTemporalRift, "IN7", "Temporal Rift", I, T::kDefense, "JC", true,
       FF_PROSE("Defense: after it defends, the attacker can't Press the Assault.")},
  };
  return table;
}

const AbilityInfo& ability_info(Ability a) {
  const auto& t = abilities();
  const size_t i = static_cast<size_t>(a);
  return i < t.size() ? t[i] : t[0];
}

Ability printed_ability(int faction, Card c) {
  // A lookup table per faction, built once from the `cards` column.
  static const auto table = [] {
    std::array<std::array<Ability, 52>, kNumFactions> t{};
    for (const AbilityInfo& a : abilities()) {
      if (a.faction < 0) continue;
      auto cards = parse_cards(a.cards);
      if (!cards) continue;
      for (Card x : *cards) t[a.faction][x.index52()] = a.ability;
    }
    return t;
  }();
  if (faction < 0 || faction >= kNumFactions || c.is_joker()) return Ability::kNone;
  return table[faction][c.index52()];
}

namespace {
using P = PowerKind;
const PowerInfo kPowers[kNumPowers] = {
    // Vampire Court
    {0, "VP1", "Eternal Night", V, P::kNewType, false, true, FF_PROSE("New Assault Type: Four Flush (4 cards of one suit).")},
    {1, "VP2", "Crimson Transformation", V, P::kSecretA, false, true,
     FF_PROSE("Secret (Assault): change the suit of up to 2 cards in your Assault.")},
    {2, "VP3", "Blood Pact", V, P::kImmediate, false, true, "Immediate: gain 2 chips."},
    {3, "VP4", "Sanctuary of Shadows", V, P::kSecretD, false, true,
     FF_PROSE("Secret (Defense): you take 2 less damage from this Assault.")},
    {4, "VP5", "Hypnotic Gaze", V, P::kSecretD, false, true,
     FF_PROSE("Secret (Defense): change the suit of one undefended Assault card.")},
    {5, "VP6", "Undying", V, P::kSecretD, false, true,
     FF_PROSE("Secret: when damage from an opponent would knock you out, your chips become 1 instead.")},
    {6, "VP7", "Fangs of the Elder", V, P::kSecretA, true, true,
     FF_PROSE("Secret (Assault), attachment: the card gets +1 damage and heals you 1 chip when it hits.")},
    {7, "VP8", "Court of Night", V, P::kPersistent, false, true,
     FF_PROSE("Persistent: gain 1 chip each time you launch a Flush, Four Flush or Straight Flush. Discarded "
     "after one damage event deals you 3 or more.")},
    // Wolf Pack
    {8, "WPP1", "Growing Ferocity", W, P::kSecretA, false, true,
     FF_PROSE("Secret (Assault): this Assault deals +1 damage per hit after the first (at most +2) each time it hits.")},
    {9, "WPP2", "Hunting Party", W, P::kNewType, false, true,
     FF_PROSE("New Assault Type: Four Straight (4 cards of consecutive ranks).")},
    {10, "WPP3", "Howl at the Moon", W, P::kSecretA, false, true,
     FF_PROSE("Secret (Assault): move the rank of up to 2 cards in your Assault one step each.")},
    {11, "WPP4", "Pack Hunt", W, P::kPersistent, false, true,
     FF_PROSE("Persistent: your Assaults deal +1 damage whenever they hit. Discarded when one of your Assaults "
     "is fully defended.")},
    {12, "WPP5", "Relentless", W, P::kSecretA, false, true, FF_PROSE("Secret (Assault): the defenders can't Reform after it.")},
    {13, "WPP6", "Alpha's Mark", W, P::kSecretA, true, true,
     FF_PROSE("Secret (Assault), attachment: the card becomes Savage and deals +1 damage when it hits.")},
    {14, "WPP7", "Bloodlust", W, P::kImmediate, false, true,
     FF_PROSE("Immediate: up to 2 cards of the Assault just launched deal +1 damage when they hit.")},
    {15, "WPP8", "Counterattack", W, P::kSecretD, false, true,
     FF_PROSE("Secret (Defense): once you have defended 2 or more cards this Assault, the attacker takes 2 damage.")},
    // Rocket Patrol
    {16, "RPP1", "Orbital Strike", R, P::kImmediate, false, true, FF_PROSE("Immediate: one opponent takes 2 damage.")},
    {17, "RPP2", "Squadron Formation", R, P::kNewType, false, true,
     FF_PROSE("New Assault Type: Three Pair (6 cards, three pairs); draws 1 Power Card.")},
    {18, "RPP3", "Energy Shield", R, P::kSecretD, false, true,
     FF_PROSE("Secret (Defense): up to 2 undefended Assault cards of rank 10 or less are removed from the fight.")},
    {19, "RPP4", "Evasive Maneuvers", R, P::kSecretD, false, true,
     FF_PROSE("Secret (Defense): one undefended Assault card becomes defended without a card (not Savage).")},
    {20, "RPP5", "Radar Jamming", R, P::kSecretD, false, true,
     FF_PROSE("Secret (Defense), before any defense: the Assault's card abilities stop working.")},
    {21, "RPP6", "Afterburner", R, P::kImmediate, true, true,
     FF_PROSE("Immediate, attachment: a card in your hand becomes an Ace.")},
    {22, "RPP7", "Battle Station", R, P::kPersistent, false, true,
     FF_PROSE("Persistent: when an opponent's Assault you defended in is fully defended, they take 1 damage.")},
    {23, "RPP8", "Heavy Ordnance", R, P::kSecretA, false, true,
     FF_PROSE("Secret (Assault): each defending player takes 1 damage (2 if your Assault is a Full House or Three Pair).")},
    // The Invaders
    {24, "INP1", "Crop Circle", I, P::kNewType, false, true,
     FF_PROSE("New Assault Type: Crop Circle (4 cards, one of each suit, all 2 to 10).")},
    {25, "INP2", "Alien Geometry", I, P::kNewType, false, true,
     FF_PROSE("New Assault Type: Alien Geometry (5 different ranks, all odd 3-K or all even 2-Q); draws 1 Power Card.")},
    {26, "INP3", "Abduction", I, P::kSecretD, false, true,
     FF_PROSE("Secret (Defense): one undefended Assault card is removed from the fight and becomes yours.")},
    {27, "INP4", "Mind Swap", I, P::kSecretA, false, true,
     FF_PROSE("Secret (Assault): swap a card of your hand with a random card of a defender's hand.")},
    {28, "INP5", "Cloaking Device", I, P::kSecretA, true, true,
     FF_PROSE("Secret (Assault), attachment: the card can't be defended by a card of the same rank.")},
    {29, "INP6", "Hive Mind", I, P::kPersistent, false, true,
     FF_PROSE("Persistent: the first card you play in each Assault is also a Stowaway.")},
    {30, "INP7", "Teleporter", I, P::kImmediate, false, true,
     FF_PROSE("Immediate: put up to 2 hand cards at the bottom of your deck and draw that many.")},
    {31, "INP8", "Illusion", I, P::kSecretD, false, true,
     FF_PROSE("Secret (Defense): one Assault card may also be defended by a higher card of the same colour.")},
};
}  // namespace

const PowerInfo& power_info(int id) { return kPowers[id >= 0 && id < kNumPowers ? id : 0]; }

int power_by_name(const std::string& name) {
  auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  const std::string n = lower(name);
  for (const PowerInfo& p : kPowers)
    if (lower(p.name) == n) return p.id;
  return -1;
}

int power_unlocks(int id) {
  switch (id) {
    case 0: return kFourFlush;
    case 9: return kFourStraight;
    case 17: return kThreePair;
    case 24: return kCropCircle;
    case 25: return kAlienGeometry;
    default: return -1;
  }
}

}  // namespace ff::poker_assault
