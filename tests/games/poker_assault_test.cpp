// Poker Assault: scenario tests, one or more per rule of issue 6 (R1..R25 in
// core/games/poker_assault/notes.md), per faction card the engine implements, and per ruling in
// the same notes. Positions are set up with poker_assault::make_for_test (forced
// hands, deck tops, chips, Power Cards), then driven through the real rules by notation.
// Seat s plays deck s; by default seat 0 Vampire Court, 1 Wolf Pack, 2 Rocket Patrol, 3 The Invaders.
#include <gtest/gtest.h>

#include "core/ai/guide.h"

#include <algorithm>
#include <set>

#include "tests/games/scenario.h"
#include "core/ai/bot.h"
#include "core/engine/ai_traits.h"
#include "core/games/poker_assault/poker_assault.h"
#include "core/games/poker_assault/poker_assault_state.h"
#include "core/games/registry.h"
#include "core/match/links.h"

namespace ff::poker_assault {
namespace {

// ---- helpers -------------------------------------------------------------------------------------

std::vector<Card> C(int deck, const char* text) {
  auto c = parse_cards(text, static_cast<uint8_t>(deck));
  EXPECT_TRUE(c.ok()) << text;
  return c.ok() ? *c : std::vector<Card>{};
}
Card K(int deck, const char* text) { return C(deck, text).at(0); }

const PaState& P(const State& s) { return static_cast<const PaState&>(s); }

// hands[s] then draws[s] are the first cards of seat s's deck.
struct Table {
  int seats = 2;
  int first = 0;
  const char* hands[4] = {"", "", "", ""};
  const char* draws[4] = {"", "", "", ""};
  const char* prepared = "";  // already played by the first player
  int chips[4] = {-1, -1, -1, -1};
  std::vector<int> secrets[4];
  std::vector<int> face_up[4];
  std::vector<int> power_tops[4];
  int deck_size[4] = {-1, -1, -1, -1};
  Options options;
};

std::unique_ptr<State> Make(const Table& u) {
  Rig rig;
  rig.first = u.first;
  for (int s = 0; s < u.seats; ++s) {
    rig.tops[s] = C(s, u.hands[s]);
    auto d = C(s, u.draws[s]);
    rig.tops[s].insert(rig.tops[s].end(), d.begin(), d.end());
    rig.chips[s] = u.chips[s];
    rig.secrets[s] = u.secrets[s];
    rig.face_up[s] = u.face_up[s];
    rig.power_tops[s] = u.power_tops[s];
    rig.deck_size[s] = u.deck_size[s];
  }
  rig.prepared = C(u.first, u.prepared);
  auto s = make_for_test(7, u.seats, u.options, rig);
  EXPECT_TRUE(s != nullptr);
  return s;
}

Status Do(State& s, const std::string& move) {
  auto a = s.parse_action(move);
  if (!a.ok()) return Status(make_error(a.error()));
  return s.apply(*a);
}

using scenario::LegalList;
using scenario::Legal;
using scenario::Play;

// An illegal move is refused and changes nothing.
void ExpectRefused(State& s, const std::string& move) {
  const std::string before = s.to_json();
  EXPECT_FALSE(Do(s, move).ok()) << move << " was accepted";
  EXPECT_EQ(s.to_json(), before);
}

int Chips(const State& s, int seat) { return P(s).chips(seat); }
bool HasEvent(const State& s, const std::string& text) {
  for (const EventRecord& e : P(s).events_)
    if (event_text(P(s), e).find(text) != std::string::npos) return true;
  return false;
}

Eff E(const char* card, bool wild = false, bool optional = false) {
  Card c = *parse_card(card);
  Eff e;
  e.rank = c.rank;
  e.suit = c.suit;
  e.wild = wild;
  e.optional = optional;
  return e;
}
uint32_t Bit(int t) { return 1u << t; }

// ---- assault types (R3) --------------------------------------------------------------------------

TEST(PokerAssaultTypes, LegalTypesOfFinishedSets) {
  EXPECT_EQ(legal_types({E("7c"), E("7d")}, kBaseTypes), Bit(kPair));
  EXPECT_EQ(legal_types({E("7c"), E("7d"), E("9c"), E("9h")}, kBaseTypes), Bit(kTwoPair));
  EXPECT_EQ(legal_types({E("7c"), E("7d"), E("7h")}, kBaseTypes), Bit(kTrips));
  EXPECT_EQ(legal_types({E("7c"), E("7d"), E("7h"), E("7s")}, kBaseTypes), Bit(kQuads));  // not Two Pair
  EXPECT_EQ(legal_types({E("7c"), E("7d"), E("7h"), E("9s"), E("9c")}, kBaseTypes), Bit(kFullHouse));
  EXPECT_EQ(legal_types({E("3c"), E("4d"), E("5h"), E("6s"), E("7c")}, kBaseTypes), Bit(kStraight));
  EXPECT_EQ(legal_types({E("2c"), E("9c"), E("5c"), E("Jc"), E("Kc")}, kBaseTypes), Bit(kFlush));
  EXPECT_EQ(legal_types({E("3c"), E("4c"), E("5c"), E("6c"), E("7c")}, kBaseTypes),
            Bit(kStraight) | Bit(kFlush) | Bit(kStraightFlush));
  EXPECT_EQ(legal_types({E("7c")}, kBaseTypes), 0u);
  EXPECT_EQ(legal_types({E("7c"), E("8c")}, kBaseTypes), 0u);
}

TEST(PokerAssaultTypes, AceIsHighOrLowInStraightsNoWrap) {
  bool low = false;
  EXPECT_EQ(legal_types({E("Ac"), E("2d"), E("3h"), E("4s"), E("5c")}, kBaseTypes, &low), Bit(kStraight));
  EXPECT_TRUE(low);
  EXPECT_EQ(legal_types({E("Tc"), E("Jd"), E("Qh"), E("Ks"), E("Ac")}, kBaseTypes, &low), Bit(kStraight));
  EXPECT_FALSE(low);
  EXPECT_EQ(legal_types({E("Qc"), E("Kd"), E("Ah"), E("2s"), E("3c")}, kBaseTypes), 0u);  // no wrap
  EXPECT_FALSE(potential_types({E("Kd"), E("2s")}, kBaseTypes) & Bit(kStraight));
}

TEST(PokerAssaultTypes, PotentialLegality) {
  EXPECT_EQ(potential_types({}, kBaseTypes), kBaseTypes);
  EXPECT_TRUE(potential_types({E("7c"), E("Jc")}, kBaseTypes) & Bit(kFlush));
  EXPECT_EQ(potential_types({E("7c"), E("2h")}, kBaseTypes), Bit(kTwoPair) | Bit(kFullHouse));  // 7 7 2 2
  EXPECT_FALSE(potential_types({E("7c"), E("7d"), E("9s"), E("2h")}, kBaseTypes));
  EXPECT_TRUE(potential_types({E("7c"), E("7d"), E("9c"), E("9h")}, kBaseTypes) & Bit(kFullHouse));
  EXPECT_FALSE(potential_types({E("7c"), E("7d"), E("7h"), E("9s"), E("9c"), E("9h")}, kBaseTypes));
  EXPECT_EQ(potential_types({E("7c"), E("7d"), E("7h")}, kBaseTypes), Bit(kTrips) | Bit(kQuads) | Bit(kFullHouse));
}

TEST(PokerAssaultTypes, NewAssaultTypesNeedTheirCard) {
  const uint32_t all = (1u << kNumTypes) - 1;
  EXPECT_EQ(legal_types({E("2h"), E("9h"), E("5h"), E("Jh")}, kBaseTypes), 0u);
  EXPECT_EQ(legal_types({E("2h"), E("9h"), E("5h"), E("Jh")}, all), Bit(kFourFlush));
  EXPECT_EQ(legal_types({E("Ah"), E("2c"), E("3h"), E("4d")}, all), Bit(kFourStraight));
  EXPECT_EQ(legal_types({E("2h"), E("2c"), E("3h"), E("3d"), E("9c"), E("9d")}, all), Bit(kThreePair));
  EXPECT_EQ(legal_types({E("2h"), E("Tc"), E("3s"), E("9d")}, all), Bit(kCropCircle));
  EXPECT_EQ(legal_types({E("3h"), E("5c"), E("9s"), E("Jd"), E("Kd")}, all), Bit(kAlienGeometry));
  EXPECT_EQ(type_power_draws(kThreePair), 1);
  EXPECT_EQ(type_power_draws(kFourFlush), 0);
}

TEST(PokerAssaultTypes, StowawayMayBeLeftOutOfTheCoreWildFitsAnything) {
  // R4: a Stowaway is optional; a lone Stowaway is not a legal Assault.
  EXPECT_EQ(legal_types({E("2s", false, true), E("Kd"), E("Kh")}, kBaseTypes), Bit(kPair));
  EXPECT_EQ(legal_types({E("2s", false, true)}, kBaseTypes), 0u);
  EXPECT_EQ(legal_types({E("2s"), E("Kd"), E("Kh")}, kBaseTypes), 0u);
  // IN5: a wild card completes a Full House.
  EXPECT_TRUE(legal_types({E("4c"), E("4d"), E("8s"), E("8h"), E("2h", true)}, kBaseTypes) & Bit(kFullHouse));
}

// ---- set-up --------------------------------------------------------------------------------------

TEST(PokerAssaultSetup, TenChipsAndFiveCardsEach) {
  for (int seats = 2; seats <= 3; ++seats) {
    auto s = *new_game("poker-assault", 1, seats);
    for (int p = 0; p < seats; ++p) {
      EXPECT_EQ(Chips(*s, p), 10);
      EXPECT_EQ(P(*s).hand_[p].size(), 5u);
      EXPECT_EQ(P(*s).deck_[p].size(), 47u);
      EXPECT_EQ(P(*s).power_deck_[p].size(), 8u);
    }
  }
}

TEST(PokerAssaultSetup, FourPlayersTeamsShareTwentyChips) {
  auto s = *new_game("poker-assault", 1, 4);
  EXPECT_EQ(Chips(*s, 0), 20);
  EXPECT_EQ(Chips(*s, 1), 20);
  EXPECT_EQ(P(*s).chips_[P(*s).team(2)], 20);
  EXPECT_EQ(P(*s).team(0), P(*s).team(2));
  EXPECT_EQ(P(*s).team(1), P(*s).team(3));
}

TEST(PokerAssaultSetup, CutForTheHighCardAcesHighTiesCutAgain) {
  bool saw_tie = false;
  for (uint64_t seed = 1; seed < 60; ++seed) {
    auto s = *new_game("poker-assault", seed, 3);
    const PaState& st = P(*s);
    // The last round of cuts: the first player cut the single highest card.
    std::vector<std::pair<int, Card>> round;
    for (const EventRecord& e : st.events_) {
      if (e.kind == EventKind::kCutTie) {
        saw_tie = true;
        round.clear();
      }
      if (e.kind == EventKind::kCut) round.push_back({e.seat, e.cards[0]});
    }
    int best = 0;
    for (auto& [seat, c] : round) best = std::max<int>(best, c.rank);
    int n_best = 0;
    for (auto& [seat, c] : round)
      if (c.rank == best) {
        ++n_best;
        EXPECT_EQ(seat, st.first_player_);
      }
    EXPECT_EQ(n_best, 1);
    EXPECT_EQ(st.attacker_, st.first_player_);
    EXPECT_EQ(s->current_player(), st.first_player_);
  }
  EXPECT_TRUE(saw_tie) << "no seed in range cut a tie";
}

// ---- PREPARE (R2) --------------------------------------------------------------------------------

TEST(PokerAssaultPrepare, AtLeastOneCardBeforeLaunchOrStop) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  auto s = Make(u);
  EXPECT_FALSE(Legal(*s, "launch"));
  EXPECT_FALSE(Legal(*s, "stop"));
  ExpectRefused(*s, "stop");
  Play(*s, "play 7c");
  EXPECT_TRUE(Legal(*s, "stop"));
  EXPECT_FALSE(Legal(*s, "launch"));  // one card is not a legal Assault
}

TEST(PokerAssaultPrepare, EveryCardMustContributeToAStillPossibleAssault) {
  Table u;
  u.hands[0] = "7c 7d 9s 2h Kd";
  auto s = Make(u);
  Play(*s, "play 7c");
  EXPECT_TRUE(Legal(*s, "play 2h"));  // 7 2 can still become Two Pair (7 7 2 2)
  Play(*s, "play 7d");
  EXPECT_TRUE(Legal(*s, "launch"));
  Play(*s, "play 9s");                // 7 7 9: Two Pair or a Full House are still possible
  EXPECT_FALSE(Legal(*s, "launch"));  // but it is no legal Assault yet
  ExpectRefused(*s, "play 2h");       // a third rank fits nothing
  ExpectRefused(*s, "play Kd");
}

TEST(PokerAssaultPrepare, PlayingOnPastALegalAssaultIsAllowed) {
  Table u;
  u.hands[0] = "7c 7d 9s 9h Kd";
  auto s = Make(u);
  Play(*s, "play 7c;play 7d");
  EXPECT_TRUE(Legal(*s, "launch"));
  Play(*s, "play 9s;play 9h");  // Two Pair
  Play(*s, "launch");
  EXPECT_EQ(P(*s).type_, kTwoPair);
}

TEST(PokerAssaultPrepare, EachPlayDrawsAReplacement) {
  Table u;
  u.hands[0] = "7c 7d 9s 9h Kd";
  u.draws[0] = "Qh 3c";
  auto s = Make(u);
  Play(*s, "play 7c");
  auto& h = P(*s).hand_[0];
  EXPECT_EQ(h.size(), 5u);
  EXPECT_NE(std::find(h.begin(), h.end(), K(0, "Qh")), h.end());
  Play(*s, "play 7d");
  EXPECT_NE(std::find(h.begin(), h.end(), K(0, "3c")), h.end());
}

TEST(PokerAssaultPrepare, StopFailsTheAssaultOpponentPreparesNext) {
  Table u;
  u.hands[0] = "7c 8d 2h 9s Kd";
  auto s = Make(u);
  Play(*s, "play 7c;play 8d");
  Play(*s, "stop");
  EXPECT_EQ(P(*s).discard_[0].size(), 2u);
  EXPECT_EQ(P(*s).hand_[0].size(), 5u);
  EXPECT_TRUE(P(*s).assault_.empty());
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_EQ(P(*s).attacker_, 1);
  EXPECT_EQ(P(*s).power_deck_[0].size(), 8u);
  EXPECT_TRUE(HasEvent(*s, "the Assault fails"));
}

TEST(PokerAssaultPrepare, ALegalAssaultNotLaunchedEarnsNothing) {
  Table u;
  u.hands[0] = "3c 4d 5h 6s 7c";
  auto s = Make(u);
  Play(*s, "play 3c;play 4d;play 5h;play 6s;play 7c;stop");
  EXPECT_EQ(P(*s).power_deck_[0].size(), 8u);
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_TRUE(HasEvent(*s, "does not launch"));
}

// ---- LAUNCH (R5) ---------------------------------------------------------------------------------

TEST(PokerAssaultLaunch, PowerCardsDrawnByType) {
  struct Case { const char* hand; const char* plays; int draws; int type; };
  const Case cases[] = {
      {"7c 7d 2h 9s Kd", "play 7c;play 7d", 0, kPair},
      {"3c 4d 5h 6s 7c", "play 3c;play 4d;play 5h;play 6s;play 7c", 1, kStraight},
      {"3c 4c 5c 6c 7c", "play 3c;play 4c;play 5c;play 6c;play 7c", 2, kStraightFlush},
      {"7c 7d 7h 7s 2c", "play 7c;play 7d;play 7h;play 7s", 1, kQuads},
  };
  for (const Case& c : cases) {
    Table u;
    u.hands[0] = c.hand;
    u.options = {{"faction1", "wolf"}};  // plain cards only where these tests look
    auto s = Make(u);
    Play(*s, std::string(c.plays) + ";launch");
    EXPECT_EQ(P(*s).type_, c.type) << c.hand;
    EXPECT_EQ(8u - P(*s).power_deck_[0].size(), static_cast<size_t>(c.draws)) << c.hand;
  }
}

TEST(PokerAssaultLaunch, AnEmptyPowerDeckDrawsNothing) {
  Table u;
  u.hands[0] = "3c 4d 5h 6s 7c";
  u.options = {{"faction1", "wolf"}};
  auto s = Make(u);
  const_cast<PaState&>(P(*s)).power_deck_[0].clear();
  Play(*s, "play 3c;play 4d;play 5h;play 6s;play 7c;launch");
  EXPECT_EQ(P(*s).type_, kStraight);
  EXPECT_EQ(s->current_player(), 1);
}

// ---- DEFEND (R7, R10) ----------------------------------------------------------------------------

TEST(PokerAssaultDefend, SameRankOrSameSuitAndHigher) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "7h 9c 5c 9h 4s";
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch");
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_TRUE(Legal(*s, "defend 7h on 7c"));
  EXPECT_TRUE(Legal(*s, "defend 9c on 7c"));
  ExpectRefused(*s, "defend 5c on 7c");  // same suit, lower
  ExpectRefused(*s, "defend 9h on 7c");  // other suit, other rank
  ExpectRefused(*s, "defend 9h on 7d");
  EXPECT_TRUE(Legal(*s, "pass"));
}

TEST(PokerAssaultDefend, AceOfALowStraightIsLowDefendingAcesAreHigh) {
  Table u;
  u.hands[0] = "Ad 2c 3h 4s 5c";
  u.hands[1] = "3d Ac Kd 2d 6c";
  u.options = {{"faction1", "wolf"}};
  u.power_tops[0] = {power_by_name("Hunting Party")};  // no Secret: no launch window
  auto s = Make(u);
  Play(*s, "play Ad;play 2c;play 3h;play 4s;play 5c;launch");
  EXPECT_EQ(P(*s).assault_[0].rank, 1);
  EXPECT_TRUE(Legal(*s, "defend 3d on Ad"));   // same suit, 3 > 1
  EXPECT_TRUE(Legal(*s, "defend 2d on Ad"));
  EXPECT_TRUE(Legal(*s, "defend Ac on Ad"));   // Ace vs Ace is always an equal-rank defense (R6)
  EXPECT_TRUE(Legal(*s, "defend Ac on 5c"));   // a defending Ace is high
  EXPECT_TRUE(Legal(*s, "defend 6c on 5c"));
}

TEST(PokerAssaultDefend, AceOfAHighStraightOnlyFallsToAnAce) {
  Table u;
  u.hands[0] = "Ts Jc Qh Kd Ad";
  u.hands[1] = "Ac Kh Qd 2d 6c";
  u.options = {{"faction1", "wolf"}};
  u.power_tops[0] = {power_by_name("Hunting Party")};
  auto s = Make(u);
  Play(*s, "play Ts;play Jc;play Qh;play Kd;play Ad;launch");
  EXPECT_EQ(P(*s).assault_[4].rank, kAce);
  EXPECT_TRUE(Legal(*s, "defend Ac on Ad"));
  EXPECT_FALSE(Legal(*s, "defend Qd on Ad"));
  EXPECT_TRUE(Legal(*s, "defend Ac on Jc"));
}

TEST(PokerAssaultDefend, EachDefenseDrawsAReplacement) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "7h 9c 5c 9h 4s";
  u.draws[1] = "Jd";
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;defend 9c on 7c");
  auto& h = P(*s).hand_[1];
  EXPECT_EQ(h.size(), 5u);
  EXPECT_NE(std::find(h.begin(), h.end(), K(1, "Jd")), h.end());
  EXPECT_EQ(s->current_player(), 1);  // the defender keeps going
}

// ---- damage, full defense, Press, Reform (R13, R16, R17) ----------------------------------------------

TEST(PokerAssaultDamage, UndefendedCardsCostAChipEachAndTheAttackerPresses) {
  Table u;
  u.hands[0] = "7c 7d 7s 2h Kd";
  u.hands[1] = "9c 3h 5h 9h 4s";
  u.options = {{"faction1", "wolf"}, {"faction2", "rocket"}};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;play 7s;launch;defend 9c on 7c;pass");
  EXPECT_EQ(Chips(*s, 1), 8);
  EXPECT_EQ(Chips(*s, 0), 10);
  EXPECT_EQ(s->current_player(), 0);  // Press the Assault
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);
  EXPECT_TRUE(HasEvent(*s, "presses the Assault"));
  // Every card in play went to its owner's discard pile.
  EXPECT_EQ(P(*s).discard_[0].size(), 3u);
  EXPECT_EQ(P(*s).discard_[1].size(), 1u);
}

TEST(PokerAssaultDamage, FullDefenseTheDefenderPreparesNext) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "9c 9d 5c 9h 4s";
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;defend 9c on 7c;defend 9d on 7d");
  EXPECT_EQ(Chips(*s, 1), 10);
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_EQ(P(*s).attacker_, 1);
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);  // no Reform after a Full Defense
  EXPECT_TRUE(HasEvent(*s, "Full defense"));
}

TEST(PokerAssaultReform, ADefenderWhoDefendedNothingMayReform) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "2c 3d 4c 5h 6s";
  u.draws[1] = "Ac Ad Ah As Kc";
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;pass");  // declining to defend
  EXPECT_EQ(Chips(*s, 1), 8);
  EXPECT_EQ(P(*s).phase_, Phase::kReform);
  EXPECT_EQ(s->current_player(), 1);
  Play(*s, "reform");
  EXPECT_EQ(P(*s).hand_[1], C(1, "Ac Ad Ah As Kc"));
  EXPECT_EQ(P(*s).discard_[1].size(), 5u);
  EXPECT_EQ(s->current_player(), 0);  // then the attacker presses
}

TEST(PokerAssaultReform, KeepingTheHandIsAllowed) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "2c 3d 4c 5h 6s";
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;pass;keep");
  EXPECT_EQ(P(*s).hand_[1], C(1, "2c 3d 4c 5h 6s"));
  EXPECT_EQ(s->current_player(), 0);
}

TEST(PokerAssaultReform, NoReformAfterDefendingACard) {
  Table u;
  u.hands[0] = "7c 7d 7s 2h Kd";
  u.hands[1] = "9c 3h 5h 9h 4s";
  u.options = {{"faction1", "wolf"}, {"faction2", "rocket"}};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;play 7s;launch;defend 9c on 7c;pass");
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);
  EXPECT_FALSE(Legal(*s, "reform"));
}

// ---- decks (R23) ---------------------------------------------------------------------------------

TEST(PokerAssaultDeck, AnEmptyDeckReshufflesTheDiscardPile) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.deck_size[0] = 0;  // the rest of the deck lies in the discard pile
  auto s = Make(u);
  EXPECT_EQ(P(*s).deck_[0].size(), 0u);
  EXPECT_EQ(P(*s).discard_[0].size(), 47u);
  Play(*s, "play 7c");
  EXPECT_EQ(P(*s).hand_[0].size(), 5u);
  EXPECT_EQ(P(*s).discard_[0].size(), 0u);
  EXPECT_EQ(P(*s).deck_[0].size(), 46u);
  EXPECT_TRUE(HasEvent(*s, "shuffles the discard pile into a new deck"));
}

TEST(PokerAssaultDeck, NothingToDrawTheHandShrinks) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.deck_size[0] = 0;
  auto s = Make(u);
  auto& st = const_cast<PaState&>(P(*s));
  st.gone_.insert(st.gone_.end(), st.discard_[0].begin(), st.discard_[0].end());
  st.discard_[0].clear();
  Play(*s, "play 7c");
  EXPECT_EQ(P(*s).hand_[0].size(), 4u);
}

// ---- knock-out (R15) -----------------------------------------------------------------------------

TEST(PokerAssaultKnockOut, TwoPlayersTheGameEndsAtZeroChips) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.chips[1] = 2;
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;pass");
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(P(*s).winner_, 0);
  EXPECT_EQ(s->returns(), (std::vector<double>{1.0, -1.0}));
  EXPECT_TRUE(s->legal_actions().empty());
  EXPECT_FALSE(s->apply(kPass).ok());
}

// ---- three players (R18) ---------------------------------------------------------------------------

TEST(PokerAssaultThreePlayers, DefendersAlternateLeftFirst) {
  Table u;
  u.seats = 3;
  u.hands[0] = "7c 7d 7s 2h Kd";
  u.hands[1] = "9c 3h 5h 9h 4s";
  u.hands[2] = "9d 3c 5d 8h 4c";
  u.options = {{"faction1", "wolf"}};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;play 7s;launch");
  EXPECT_EQ(s->current_player(), 1);
  Play(*s, "defend 9c on 7c");
  EXPECT_EQ(s->current_player(), 2);
  Play(*s, "defend 9d on 7d");
  EXPECT_EQ(s->current_player(), 1);
}

TEST(PokerAssaultThreePlayers, APassTakesDamageForEveryCardStillUndefendedThenStops) {
  // XT1 without abilities: B defends, C passes (2 hits), B defends, B passes (1 hit).
  Table u;
  u.seats = 3;
  u.hands[0] = "5c 5h 9s 9h Kd";
  u.hands[1] = "6h Ts 2d 3d 4c";
  u.hands[2] = "2c 3c 4d 8d Jd";
  u.options = {{"faction1", "rocket"}};
  auto s = Make(u);
  Play(*s, "play 5c;play 5h;play 9s;play 9h;launch");
  Play(*s, "defend 6h on 5h");
  Play(*s, "pass");  // C: 3 undefended
  EXPECT_EQ(Chips(*s, 2), 7);
  EXPECT_EQ(P(*s).phase_, Phase::kReform);
  Play(*s, "keep");
  EXPECT_EQ(s->current_player(), 1);  // B continues alone
  Play(*s, "defend Ts on 9s;pass");
  EXPECT_EQ(Chips(*s, 1), 8);
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);  // B defended: no Reform
  EXPECT_EQ(s->current_player(), 0);  // both passed with cards undefended: Press
}

TEST(PokerAssaultThreePlayers, FullDefenseTheAttackersLeftPreparesNext) {
  // XT2.
  Table u;
  u.seats = 3;
  u.first = 1;
  u.hands[1] = "7c 7d 2h 9s Kd";
  u.hands[2] = "9c 3h 5h 9h 4s";
  u.hands[0] = "9d 3c 5d 8h 4c";
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;defend 9c on 7c;defend 9d on 7d");
  EXPECT_EQ(P(*s).attacker_, 2);
  EXPECT_EQ(Chips(*s, 0), 10);
  EXPECT_EQ(Chips(*s, 2), 10);
}

TEST(PokerAssaultThreePlayers, BothMayPassAndTheAttackerPresses) {
  Table u;
  u.seats = 3;
  u.hands[0] = "7c 7d 2h 9s Kd";
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;pass;keep;pass;keep");
  EXPECT_EQ(Chips(*s, 1), 8);
  EXPECT_EQ(Chips(*s, 2), 8);
  EXPECT_EQ(P(*s).attacker_, 0);
}

TEST(PokerAssaultThreePlayers, AKnockedOutPlayersCardsLeaveTheGame) {
  Table u;
  u.seats = 3;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.chips[1] = 2;
  auto s = Make(u);
  const auto before = s->all_cards().size();
  Play(*s, "play 7c;play 7d;launch;pass");
  EXPECT_TRUE(P(*s).out_[1]);
  EXPECT_FALSE(s->is_terminal());
  EXPECT_TRUE(P(*s).hand_[1].empty());
  EXPECT_TRUE(P(*s).deck_[1].empty());
  EXPECT_EQ(P(*s).gone_.size(), 52u);
  EXPECT_EQ(s->all_cards().size(), before);
  EXPECT_EQ(s->current_player(), 2);  // the other defender continues
  Play(*s, "pass;keep");
  EXPECT_EQ(P(*s).attacker_, 0);  // Press
  // With two players left the game goes on as a duel; the last one standing wins.
  EXPECT_EQ(P(*s).defenders(), std::vector<int>{2});
}

TEST(PokerAssaultThreePlayers, DamagePastZeroShowsAKnockedOutStackOfZero) {
  Table u;
  u.seats = 3;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.chips[1] = 1;
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;pass");
  const View v = view(*s, 0);
  EXPECT_TRUE(v.players[1].out);
  EXPECT_EQ(v.players[1].chips, 0) << "two hits on one chip knock out; the view shows no debt";
}

TEST(PokerAssaultThreePlayers, FailedAssaultTheAttackersLeftPrepares) {
  Table u;
  u.seats = 3;
  u.first = 2;
  u.hands[2] = "7c 8d 2h 9s Kd";
  auto s = Make(u);
  Play(*s, "play 7c;stop");
  EXPECT_EQ(P(*s).attacker_, 0);
}

// ---- four players (R20) ----------------------------------------------------------------------------

TEST(PokerAssaultFourPlayers, OnlyTheLeftOpponentDefendsDamageHitsTheTeam) {
  Table u;
  u.seats = 4;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.options = {{"faction1", "wolf"}};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch");
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_EQ(P(*s).defenders(), std::vector<int>{1});
  Play(*s, "pass;keep");
  EXPECT_EQ(Chips(*s, 1), 18);
  EXPECT_EQ(Chips(*s, 3), 18);
  EXPECT_EQ(Chips(*s, 0), 20);
  EXPECT_EQ(P(*s).attacker_, 2);  // a hit: the attacker's partner prepares
}

TEST(PokerAssaultFourPlayers, FullDefenseItIsTheDefendersTurn) {
  Table u;
  u.seats = 4;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "9c 9d 5c 9h 4s";
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;defend 9c on 7c;defend 9d on 7d");
  EXPECT_EQ(P(*s).attacker_, 1);
}

TEST(PokerAssaultFourPlayers, ATeamAtZeroLoses) {
  Table u;
  u.seats = 4;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.chips[1] = 1;  // team of seats 1 and 3
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;pass");
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1.0, -1.0, 1.0, -1.0}));
}

// ---- bound, notation, views ------------------------------------------------------------------------

TEST(PokerAssaultBound, TheGameEndsAfterTheAssaultLimitWithinMaxActions) {
  auto s = *new_game("poker-assault", 3, 2);
  int steps = 0;
  // Both players only ever play one card and stop: nothing ever happens but the limit.
  while (!s->is_terminal()) {
    const auto legal = s->legal_actions();
    const Action a = std::find(legal.begin(), legal.end(), kStop) != legal.end() ? kStop : legal.front();
    ASSERT_TRUE(s->apply(a).ok());
    ++steps;
    ASSERT_LE(steps, s->info().max_actions);
  }
  EXPECT_EQ(P(*s).assaults_, kMaxAssaults);
  EXPECT_EQ(P(*s).winner_, -1);  // equal chips: a draw
  EXPECT_EQ(s->returns(), (std::vector<double>{0.0, 0.0}));
  EXPECT_TRUE(HasEvent(*s, "Assault limit"));
}

TEST(PokerAssaultNotation, ActionsRoundTripAndAreDocumented) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "7h 9c 5c 9h 4s";
  auto s = Make(u);
  EXPECT_EQ(*s->parse_action("play 7c"), encode_play(K(0, "7c"), 0));
  EXPECT_EQ(*s->parse_action("PLAY  7C"), encode_play(K(0, "7c"), 0));
  Play(*s, "play 7c;play 7d;launch");
  EXPECT_EQ(*s->parse_action("defend 7h on 7c"), encode_defend(K(1, "7h"), 0, false));
  EXPECT_EQ(s->action_to_string(kPass), "pass");
  EXPECT_EQ(s->describe(encode_defend(K(1, "7h"), 0, false)), "defends 7♣ with 7♥");
  EXPECT_FALSE(s->parse_action("defend 7h on 9s").ok());
}

TEST(PokerAssaultIllegal, RefusedActionsChangeNothing) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "7h 9c 5c 9h 4s";
  auto s = Make(u);
  ExpectRefused(*s, "defend 7h on 7c");  // not defending now
  EXPECT_FALSE(s->apply(kLaunch).ok());
  EXPECT_FALSE(s->apply(encode_play(K(1, "7h"), 0)).ok());  // not this player's card
  EXPECT_FALSE(s->apply(encode_play(K(0, "7c"), 3)).ok());  // 7c has no Mist Form
  Play(*s, "play 7c;play 7d;launch");
  ExpectRefused(*s, "reform");
  ExpectRefused(*s, "launch");
  EXPECT_FALSE(s->apply(99999).ok());
}

TEST(PokerAssaultView, HidesOtherHandsSecretsAndTheDiscardBelowItsTop) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "7h 9c 5c 9h 4s";
  u.secrets[1] = {power_by_name("Counterattack")};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;defend 9c on 7c;pass");
  const View v0 = view(*s, 0), v1 = view(*s, 1);
  EXPECT_EQ(v0.hand, P(*s).hand_[0]);
  EXPECT_EQ(v0.players[1].hand_size, 5);
  EXPECT_EQ(v0.players[1].secrets, 1);
  EXPECT_TRUE(v0.secrets.empty());
  EXPECT_EQ(v1.secrets, std::vector<int>{power_by_name("Counterattack")});
  const std::string j0 = s->view_json(0);
  EXPECT_EQ(j0.find("Counterattack"), std::string::npos);
  EXPECT_EQ(j0.find("\"9h\""), std::string::npos);  // in seat 1's hand
  EXPECT_NE(s->view_json(1).find("Counterattack"), std::string::npos);
  EXPECT_EQ(v0.players[0].discard_size, 2);
  EXPECT_TRUE(v0.players[0].discard_top.has);
  EXPECT_EQ(j0.find("\"discards\""), std::string::npos);
  // Two states that differ only below the top of a discard pile look the same.
  auto other = s->clone();
  auto& o = const_cast<PaState&>(P(*other));
  std::swap(o.discard_[0][0], o.deck_[0][0]);  // below the top of the pile
  EXPECT_EQ(other->view_json(0), j0);
  EXPECT_NE(other->to_json(), s->to_json());
}

TEST(PokerAssaultView, PreparingShowsTheTypeSoFarAndWhatIsStillReachable) {
  Table u;
  u.hands[0] = "7c 7d 9c 2h Kd";
  auto s = Make(u);
  Play(*s, "play 7c;play 7d");
  View v = view(*s, 1);
  EXPECT_EQ(v.type, "One Pair");
  std::set<std::string> r(v.reachable.begin(), v.reachable.end());
  EXPECT_TRUE(r.count("Full House"));
  EXPECT_TRUE(r.count("Four of a Kind"));
  EXPECT_FALSE(r.count("Flush"));
}

TEST(PokerAssaultRules, RulesTextListsEveryFactionCard) {
  const std::string r = rules_text();
  for (const AbilityInfo& a : abilities())
    if (a.faction >= 0) {
      EXPECT_NE(r.find(a.name), std::string::npos) << a.name;
    }
  for (int id = 0; id < kNumPowers; ++id) EXPECT_NE(r.find(power_info(id).name), std::string::npos);
  EXPECT_EQ(game_rules("poker-assault"), r);
}

// ---- card content ----------------------------------------------------------------------------------

TEST(PokerAssaultCards, EachDeckHasFourAbilityCardsPerSuit) {
  for (int f = 0; f < kNumFactions; ++f) {
    int per_suit[4] = {};
    int total = 0;
    for (Card c : standard_deck())
      if (printed_ability(f, c) != Ability::kNone) {
        ++per_suit[c.suit];
        ++total;
        EXPECT_EQ(ability_info(printed_ability(f, c)).faction, f);
      }
    EXPECT_EQ(total, 16) << faction_name(f);
    for (int s = 0; s < 4; ++s) EXPECT_EQ(per_suit[s], 4) << faction_name(f) << " suit " << s;
  }
  for (int id = 0; id < kNumPowers; ++id) {
    EXPECT_EQ(power_info(id).faction, id / 8);
    EXPECT_EQ(power_by_name(power_info(id).name), id);
  }
  EXPECT_EQ(power_by_name("Illusion"), kPIllusion);
  EXPECT_EQ(power_by_name("Battle Station"), kPBattleStation);
  EXPECT_EQ(power_by_name("Eternal Night"), kPEternalNight);
}

// ---- faction abilities (the card design's scenarios) --------------------------------------------

int PW(const char* name) {
  const int id = power_by_name(name);
  EXPECT_GE(id, 0) << name;
  return id;
}

TEST(PokerAssaultVampire, VT1_MistFormChangesSuitOnlyIfItHelps) {
  Table u;
  u.prepared = "2h 4h Th Jh";
  u.hands[0] = "Qs 3d 5d 7d 9d";
  u.hands[1] = "Ks Qc 2c 3c 4c";
  u.power_tops[0] = {PW("Eternal Night")};
  auto s = Make(u);
  ExpectRefused(*s, "play Qs");
  EXPECT_FALSE(Legal(*s, "play Qs as c"));
  Play(*s, "play Qs as h");
  const ACard& q = P(*s).assault_.back();
  EXPECT_EQ(q.suit, kHearts);
  EXPECT_TRUE(q.modified);
  EXPECT_EQ(view(*s, 1).assault.back().suit, kHearts);
  Play(*s, "launch");
  EXPECT_EQ(P(*s).type_, kFlush);
  EXPECT_EQ(P(*s).power_deck_[0].size(), 7u);
  EXPECT_FALSE(Legal(*s, "defend Ks on Qs"));
  EXPECT_TRUE(Legal(*s, "defend Qc on Qs"));
}

TEST(PokerAssaultVampire, VT2_BloodlettingHealsWhenItHits) {
  Table u;
  u.hands[0] = "5h 5c 2c 3c 4d";
  u.chips[0] = 6;
  auto s = Make(u);
  Play(*s, "play 5h;play 5c;launch;pass");
  EXPECT_EQ(Chips(*s, 1), 8);
  EXPECT_EQ(Chips(*s, 0), 7);
  EXPECT_TRUE(HasEvent(*s, "gains 1 chip from Bloodletting"));  // issue 38: every chip gained says why
  EXPECT_EQ(P(*s).phase_, Phase::kReform);
  Play(*s, "keep");
  EXPECT_EQ(P(*s).attacker_, 0);
}

TEST(PokerAssaultVampire, BloodSovereignHealsTwo) {
  Table u;
  u.hands[0] = "Kh Kc 2c 3c 4d";
  auto s = Make(u);
  Play(*s, "play Kh;play Kc;launch;pass;keep");
  EXPECT_EQ(Chips(*s, 0), 12);
  EXPECT_EQ(Chips(*s, 1), 8);
}

TEST(PokerAssaultVampire, NightWingsTakesTheTargetsSuit) {
  // WT3, second half: Night Wings really becomes the suit, so it satisfies Savage.
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "8d 2c 3c 4s 5s";
  u.options = {{"faction1", "wolf"}, {"faction2", "vampire"}};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch");
  ExpectRefused(*s, "defend 8d on 7c");
  Play(*s, "defend 8d as c on 7c");
  EXPECT_EQ(P(*s).assault_[0].def_suit, kClubs);
  EXPECT_TRUE(P(*s).assault_[0].def_modified);
}

TEST(PokerAssaultVampire, CrimsonFeastHealsTheDefender) {
  Table u;
  u.hands[0] = "7s 7d 2h 9c Kd";
  u.hands[1] = "Ts 2c 3c 4c 5c";
  u.options = {{"faction1", "wolf"}, {"faction2", "vampire"}};
  auto s = Make(u);
  Play(*s, "play 7s;play 7d;launch;defend Ts on 7s");
  EXPECT_EQ(Chips(*s, 1), 11);
}

TEST(PokerAssaultVampire, SanctuaryOfShadowsReducesDamage) {
  Table u;
  u.hands[0] = "7s 7d 7h 9c Kd";
  u.options = {{"faction1", "wolf"}, {"faction2", "vampire"}};
  u.secrets[1] = {PW("Sanctuary of Shadows")};
  auto s = Make(u);
  Play(*s, "play 7s;play 7d;play 7h;launch;power Sanctuary of Shadows;pass");
  EXPECT_EQ(Chips(*s, 1), 9);
  // Issue 38: the line says which card prevented what.
  EXPECT_TRUE(HasEvent(*s, "takes 1 damage from 3 hits (Sanctuary of Shadows prevents 2)"));
  EXPECT_EQ(P(*s).phase_, Phase::kReform);  // a Secret is not a poker card: Reform stays open
}

TEST(PokerAssaultVampire, BloodPactGainsTwoWhenDrawn) {
  Table u;
  u.hands[0] = "3c 4d 5d 6s 7h";
  u.power_tops[0] = {PW("Blood Pact")};
  auto s = Make(u);
  Play(*s, "play 3c;play 4d;play 5d;play 6s;play 7h;launch");
  EXPECT_EQ(Chips(*s, 0), 12);
  EXPECT_TRUE(HasEvent(*s, "gains 2 chips from Blood Pact"));
  EXPECT_EQ(P(*s).power_discard_[0], std::vector<int>{PW("Blood Pact")});
}

TEST(PokerAssaultVampire, CourtOfNightHealsOnAFlushLaunchAndLeavesAfterThreeDamage) {
  Table u;
  u.hands[0] = "2d 4d 7d 9d Kd";
  u.face_up[0] = {PW("Court of Night")};
  u.power_tops[0] = {PW("Eternal Night")};
  auto s = Make(u);
  Play(*s, "play 2d;play 4d;play 7d;play 9d;play Kd;launch");
  EXPECT_EQ(Chips(*s, 0), 11);
  // Wolf hits the Vampire for 3: Court of Night leaves play.
  Table w;
  w.first = 1;
  w.hands[1] = "7s 7d 7h 9c Kd";
  w.face_up[0] = {PW("Court of Night")};
  auto t = Make(w);
  Play(*t, "play 7s;play 7d;play 7h;launch;pass");
  EXPECT_EQ(Chips(*t, 0), 7);
  EXPECT_TRUE(P(*t).face_up_[0].empty());
}

TEST(PokerAssaultVampire, EternalNightUnlocksFourFlushForItsOwnerOnly) {
  Table u;
  u.hands[0] = "2h 4h 7h Jh Kc";
  u.face_up[0] = {PW("Eternal Night")};
  auto s = Make(u);
  Play(*s, "play 2h;play 4h;play 7h;play Jh");
  EXPECT_TRUE(Legal(*s, "launch"));
  Play(*s, "launch");
  EXPECT_EQ(P(*s).type_, kFourFlush);
  EXPECT_EQ(P(*s).power_deck_[0].size(), 7u);  // not a Power Assault (the 8th card is in play)
  Table w;
  w.hands[0] = "2h 4h 7h Jh Kc";
  w.face_up[1] = {PW("Eternal Night")};
  auto t = Make(w);
  Play(*t, "play 2h;play 4h;play 7h;play Jh");
  EXPECT_FALSE(Legal(*t, "launch"));
}

TEST(PokerAssaultWolf, WT1_ShapeshifterMovesOneRankStep) {
  Table u;
  u.prepared = "4d 5s 6h 7s";
  u.hands[0] = "9c 2d 2h Kd Kh";
  u.hands[1] = "9c 9h 2c 3d 4h";
  u.options = {{"faction1", "wolf"}, {"faction2", "vampire"}};
  u.power_tops[0] = {PW("Hunting Party")};
  auto s = Make(u);
  ExpectRefused(*s, "play 9c");
  EXPECT_FALSE(Legal(*s, "play 9c as 7"));  // two steps
  Play(*s, "play 9c as 8");
  EXPECT_EQ(P(*s).assault_.back().rank, 8);
  EXPECT_TRUE(P(*s).assault_.back().modified);
  Play(*s, "launch");
  EXPECT_EQ(P(*s).type_, kStraight);
  EXPECT_EQ(P(*s).power_deck_[0].size(), 7u);
  EXPECT_TRUE(Legal(*s, "defend 9c on 9c"));   // 9♣ (deck 1) on the 8♣
  EXPECT_FALSE(Legal(*s, "defend 9h on 9c"));
}

TEST(PokerAssaultWolf, ShapeshifterStepsWrapAtTheAce) {
  Table u;
  u.prepared = "Ad Ah";
  u.hands[0] = "Qd 3h 2d 5h 8c";
  u.options = {{"faction1", "wolf"}};
  auto s = Make(u);
  EXPECT_FALSE(Legal(*s, "play 3h as a"));  // 3 -> 2 or 4 only
  u.prepared = "Ad 3c";
  auto t = Make(u);
  EXPECT_TRUE(Legal(*t, "play 3h as 2"));    // A 2 3: a low straight is possible
  EXPECT_TRUE(Legal(*t, "play 3h as 4"));
}

TEST(PokerAssaultWolf, MasterShapeshifterTakesAnyRank) {
  Table u;
  u.prepared = "Kd Kh";
  u.hands[0] = "2c 3d 5d 7h 8c";
  u.options = {{"faction1", "wolf"}};
  auto s = Make(u);
  Play(*s, "play 2c as k;launch");
  EXPECT_EQ(P(*s).type_, kTrips);
}

TEST(PokerAssaultWolf, WT2_MonstrousDireAlphaGrowingFerocity) {
  Table u;
  u.hands[0] = "5c 6h 7s 8h 9d";
  u.hands[1] = "Th 9h 2c 3c 4c";
  u.options = {{"faction1", "wolf"}, {"faction2", "vampire"}};
  u.secrets[0] = {PW("Growing Ferocity")};
  u.power_tops[0] = {PW("Hunting Party")};
  auto s = Make(u);
  Play(*s, "play 5c;play 6h;play 7s;play 8h;play 9d;launch");
  EXPECT_EQ(P(*s).phase_, Phase::kLaunchWindow);
  EXPECT_EQ(s->current_player(), 0);
  Play(*s, "power Growing Ferocity;pass");
  EXPECT_EQ(s->current_player(), 1);
  Play(*s, "defend Th on 6h;defend 9h on 8h;pass");
  EXPECT_EQ(Chips(*s, 1), 2);  // 3 hits + Monstrous 1 + Dire Alpha 2 + Ferocity 2
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);
  EXPECT_EQ(P(*s).attacker_, 0);
}

TEST(PokerAssaultWolf, WT3_SavageBeatsDeflector) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "8s 7h 2c 3c 4d";
  u.options = {{"faction1", "wolf"}, {"faction2", "rocket"}};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch");
  ExpectRefused(*s, "defend 8s on 7c");  // Deflector can't beat Savage
  ExpectRefused(*s, "defend 7h on 7c");  // same rank, other suit: Savage says no
  EXPECT_TRUE(Legal(*s, "defend 8s on 7d"));  // Deflector: any lower rank
  EXPECT_TRUE(Legal(*s, "defend 7h on 7d"));
}

TEST(PokerAssaultWolf, WT4_CounterBiteKnocksOutTheAttacker) {
  Table u;
  u.hands[0] = "5h 5c 2h 9s Kd";
  u.hands[1] = "Qh 2c 3c 4d 6s";
  u.chips[0] = 1;
  u.options = {{"faction1", "invaders"}, {"faction2", "wolf"}};
  auto s = Make(u);
  Play(*s, "play 5h;play 5c;launch;defend Qh on 5h");
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(P(*s).winner_, 1);
  EXPECT_FALSE(HasEvent(*s, "from 1 hit"));  // no damage event happened
}

TEST(PokerAssaultWolf, RelentlessBlocksReform) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.options = {{"faction1", "wolf"}};
  u.secrets[0] = {PW("Relentless")};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;power Relentless;launch;pass");
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);
  EXPECT_EQ(Chips(*s, 1), 8);
}

// Issue 53: a Power Card played says what it does where it is played (the log and the table's
// banner), in words right for every reader; the banner's headlines begin again with the next
// Assault's first card.
TEST(PokerAssaultLog, APowerCardPlayedSaysWhatItDoesInTheBanner) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.options = {{"faction1", "wolf"}};
  u.secrets[0] = {PW("Relentless"), PW("Counterattack")};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;power Relentless");
  View v = view(*s, 1);
  ASSERT_FALSE(v.headlines.empty());
  const Event& played = v.events[v.headlines.back()];
  EXPECT_EQ(played.text, "plays the Power Card Relentless: the defenders can't Reform after this Assault");
  EXPECT_EQ(played.text_you, "play the Power Card Relentless: the defenders can't Reform after this Assault");
  // Words about the card's player name it by a seat token, read as "you" or "Computer" by each reader.
  EXPECT_EQ(power_effect(kPCounterattack, 1), "2 damage to the attacker, once 2 or more Assault cards are defended");
  EXPECT_EQ(plain_seats(power_effect(kPSanctuaryOfShadows, 1)), "2 less damage to P2 from this Assault");
  EXPECT_EQ(plain_seats(power_effect(kPOrbitalStrike, 0)), "2 damage to an opponent of P1's choice");
  Play(*s, "play Kd");
  EXPECT_TRUE(view(*s, 1).headlines.empty()) << "the next card played starts the banner afresh";
}

TEST(PokerAssaultWolf, PackHuntAddsOneAndLeavesOnAFullDefense) {
  Table u;
  u.hands[0] = "7s 7d 2h 9c Kd";
  u.hands[1] = "9s 9d 2c 3c 4c";
  u.options = {{"faction1", "wolf"}};
  u.face_up[0] = {PW("Pack Hunt")};
  auto s = Make(u);
  Play(*s, "play 7s;play 7d;launch;defend 9s on 7s;pass");
  EXPECT_EQ(Chips(*s, 1), 8);  // 1 hit + 1
  EXPECT_TRUE(HasEvent(*s, "takes 2 damage from 1 hit (+1 Pack Hunt)"));  // issue 38: the number explained
  EXPECT_EQ(P(*s).face_up_[0], std::vector<int>{PW("Pack Hunt")});
  Table w = u;
  auto t = Make(w);
  Play(*t, "play 7s;play 7d;launch;defend 9s on 7s;defend 9d on 7d");
  EXPECT_TRUE(P(*t).face_up_[0].empty());
}

TEST(PokerAssaultWolf, CounterattackNeedsTwoDefenses) {
  Table u;
  u.hands[0] = "7s 7d 7h 9c Kd";
  u.hands[1] = "9s 9d 2c 3c 4c";
  u.options = {{"faction1", "wolf"}, {"faction2", "wolf"}};
  u.secrets[1] = {PW("Counterattack")};
  auto s = Make(u);
  Play(*s, "play 7s;play 7d;play 7h;launch");
  EXPECT_FALSE(Legal(*s, "power Counterattack"));
  Play(*s, "defend 9s on 7s");
  EXPECT_FALSE(Legal(*s, "power Counterattack"));
  Play(*s, "defend 9d on 7d;power Counterattack");
  EXPECT_EQ(Chips(*s, 0), 8);
  EXPECT_TRUE(HasEvent(*s, "takes 2 direct damage from Counterattack"));  // issue 38: its cause
}

TEST(PokerAssaultRocket, RT2_BlasterHitsTheAttackerAtOnce) {
  Table u;
  u.hands[0] = "7d 7s 7h 2c 9c";
  u.hands[1] = "Ks 8s 2d 3d 4c";
  u.options = {{"faction1", "wolf"}, {"faction2", "rocket"}};
  auto s = Make(u);
  Play(*s, "play 7d;play 7s;play 7h;launch;defend Ks on 7s");
  EXPECT_EQ(Chips(*s, 0), 9);
  EXPECT_TRUE(HasEvent(*s, "takes 1 direct damage from Blaster"));  // issue 38: the attacker's damage has its cause
  Play(*s, "defend 8s on 7d;pass");
  EXPECT_EQ(Chips(*s, 1), 9);
  EXPECT_EQ(P(*s).attacker_, 0);
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);  // no Reform
}

TEST(PokerAssaultRocket, RT3_ShieldGeneratorZeroDamageIsStillAHit) {
  Table u;
  u.hands[0] = "7d 7s 7h 2c 9c";
  u.hands[1] = "Qs 8s 2d 3d 4c";
  u.options = {{"faction1", "wolf"}, {"faction2", "rocket"}};
  auto s = Make(u);
  Play(*s, "play 7d;play 7s;play 7h;launch;defend Qs on 7s;defend 8s on 7d;pass");
  EXPECT_EQ(Chips(*s, 1), 10);
  EXPECT_EQ(P(*s).attacker_, 0);
  EXPECT_TRUE(HasEvent(*s, "presses the Assault"));
}

TEST(PokerAssaultRocket, RayGunnerHitsEachDefenderAtLaunch) {
  Table u;
  u.seats = 3;
  u.hands[0] = "2c 2d 5h 9s Kd";
  u.options = {{"faction1", "rocket"}};
  auto s = Make(u);
  Play(*s, "play 2c;play 2d;launch");
  EXPECT_EQ(Chips(*s, 1), 9);
  EXPECT_EQ(Chips(*s, 2), 9);
}

TEST(PokerAssaultRocket, OrbitalStrikeTwoPlayersHitsTheOpponent) {
  Table u;
  u.hands[0] = "3c 4d 5h 6s 7c";
  u.options = {{"faction1", "rocket"}};
  u.power_tops[0] = {PW("Orbital Strike")};
  auto s = Make(u);
  Play(*s, "play 3c;play 4d;play 5h;play 6s;play 7c;launch");
  EXPECT_EQ(Chips(*s, 1), 8);
  EXPECT_EQ(s->current_player(), 1);
}

TEST(PokerAssaultRocket, OrbitalStrikeThreePlayersTheAttackerChooses) {
  Table u;
  u.seats = 3;
  u.hands[0] = "3c 4d 5h 6s 7c";
  u.options = {{"faction1", "rocket"}};
  u.power_tops[0] = {PW("Orbital Strike")};
  auto s = Make(u);
  Play(*s, "play 3c;play 4d;play 5h;play 6s;play 7c;launch");
  EXPECT_EQ(P(*s).phase_, Phase::kChoice);
  EXPECT_EQ(s->current_player(), 0);
  EXPECT_EQ(view(*s, 0).choice, (std::vector<std::string>{"choose player 2", "choose player 3"}));
  Play(*s, "choose player 3");
  EXPECT_EQ(Chips(*s, 2), 8);
  EXPECT_EQ(Chips(*s, 1), 10);
  EXPECT_EQ(s->current_player(), 1);
}

TEST(PokerAssaultRocket, HeavyOrdnanceDoublesOnAFullHouse) {
  Table u;
  u.hands[0] = "3c 3d 3h 9s 9h";
  u.options = {{"faction1", "rocket"}};
  u.secrets[0] = {PW("Heavy Ordnance")};
  u.power_tops[0] = {PW("Squadron Formation")};
  auto s = Make(u);
  Play(*s, "play 3c;play 3d;power Heavy Ordnance");
  EXPECT_EQ(Chips(*s, 1), 9);  // a Pair so far: 1
  Table w = u;
  auto t = Make(w);
  Play(*t, "play 3c;play 3d;play 3h;play 9s;play 9h;launch;power Heavy Ordnance");
  EXPECT_EQ(Chips(*t, 1), 8);
}

TEST(PokerAssaultRocket, EvasiveManeuversDefendsWithoutACard) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.options = {{"faction1", "wolf"}, {"faction2", "rocket"}};
  u.secrets[1] = {PW("Evasive Maneuvers")};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch");
  EXPECT_FALSE(Legal(*s, "power Evasive Maneuvers on 7c"));  // Savage
  Play(*s, "power Evasive Maneuvers on 7d;pass");
  EXPECT_EQ(Chips(*s, 1), 9);
  EXPECT_EQ(P(*s).phase_, Phase::kReform);  // no poker card was played
}

TEST(PokerAssaultRocket, SquadronFormationUnlocksThreePair) {
  Table u;
  u.hands[0] = "3c 3h 9s 9h Kd";
  u.draws[0] = "Kc 2c";
  u.options = {{"faction1", "rocket"}};
  u.face_up[0] = {PW("Squadron Formation")};
  u.power_tops[0] = {PW("Battle Station")};
  auto s = Make(u);
  Play(*s, "play 3c;play 3h;play 9s;play 9h;play Kd;play Kc;launch");
  EXPECT_EQ(P(*s).type_, kThreePair);
  EXPECT_EQ(P(*s).power_deck_[0].size(), 6u);  // 8 - the one in play - 1 drawn
}

TEST(PokerAssaultInvaders, IT1_MenacerLocksTheOtherCards) {
  Table u;
  u.hands[0] = "9s 9h 9c 2d 3d";
  u.hands[1] = "Th Ks 2c 3c 4c";
  u.options = {{"faction1", "invaders"}, {"faction2", "vampire"}};
  auto s = Make(u);
  Play(*s, "play 9s;play 9h;play 9c;launch");
  ExpectRefused(*s, "defend Th on 9h");
  Play(*s, "defend Ks on 9s;defend Th on 9h;pass");
  EXPECT_EQ(Chips(*s, 1), 9);
  EXPECT_EQ(P(*s).attacker_, 0);
}

TEST(PokerAssaultInvaders, IT2_StowawayRidesAlong) {
  Table u;
  u.prepared = "6d 7c 8h 9h Td";
  u.hands[0] = "2s Kd Kh 3c 4c";
  u.options = {{"faction1", "invaders"}};
  u.power_tops[0] = {PW("Crop Circle")};
  auto s = Make(u);
  Play(*s, "play 2s;launch");
  EXPECT_EQ(P(*s).assault_.size(), 6u);
  EXPECT_EQ(P(*s).type_, kStraight);
  EXPECT_EQ(P(*s).power_deck_[0].size(), 7u);
  Table w;
  w.hands[0] = "2s Kd Kh 3c 4c";
  w.options = {{"faction1", "invaders"}};
  auto t = Make(w);
  Play(*t, "play 2s;play Kd");
  EXPECT_FALSE(Legal(*t, "launch"));  // a lone Stowaway and one card: no core
  Play(*t, "play Kh;launch");
  EXPECT_EQ(P(*t).type_, kPair);
}

TEST(PokerAssaultInvaders, IT4_InfiltratorIsWildWhileBuildingThenItsPrintedCard) {
  Table u;
  u.prepared = "4c 4d 8s 8h";
  u.hands[0] = "2h 3d 5d 7d 9c";
  u.hands[1] = "2c 3h 3c Kd Qd";
  u.options = {{"faction1", "invaders"}, {"faction2", "wolf"}};
  u.power_tops[0] = {PW("Crop Circle")};
  auto s = Make(u);
  Play(*s, "play 2h;launch");
  EXPECT_EQ(P(*s).type_, kFullHouse);
  EXPECT_EQ(P(*s).power_deck_[0].size(), 7u);
  EXPECT_TRUE(Legal(*s, "defend 2c on 2h"));
  EXPECT_TRUE(Legal(*s, "defend 3h on 2h"));
  EXPECT_FALSE(Legal(*s, "defend 3c on 2h"));
}

TEST(PokerAssaultInvaders, IT5_AbductorStealsTheCardItDefends) {
  Table u;
  u.hands[0] = "7d 7h 2c 9s Kd";
  u.hands[1] = "9d 2c 3c 4c 5s";
  u.options = {{"faction1", "wolf"}, {"faction2", "invaders"}};
  auto s = Make(u);
  Play(*s, "play 7d;play 7h;launch;defend 9d on 7d;pass");
  EXPECT_EQ(Chips(*s, 1), 9);
  const auto& d1 = P(*s).discard_[1];
  EXPECT_NE(std::find(d1.begin(), d1.end(), K(0, "7d")), d1.end());
  int wolf_pool = 0;
  for (int z = 0; z < 1; ++z)
    for (Card c : P(*s).deck_[0]) wolf_pool += 1, (void)c;
  wolf_pool += static_cast<int>(P(*s).hand_[0].size() + P(*s).discard_[0].size());
  EXPECT_EQ(wolf_pool, 51);
  EXPECT_TRUE(HasEvent(*s, "takes control of 7"));
}

TEST(PokerAssaultInvaders, IT6_TemporalRiftStopsThePress) {
  Table u;
  u.hands[0] = "7c 7d 7s 2h Kd";
  u.hands[1] = "Jc 2c 3c 4d 5s";
  u.options = {{"faction1", "wolf"}, {"faction2", "invaders"}};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;play 7s;launch;defend Jc on 7c;pass");
  EXPECT_EQ(Chips(*s, 1), 8);
  EXPECT_EQ(P(*s).attacker_, 1);
  EXPECT_TRUE(HasEvent(*s, "can't press"));
}

TEST(PokerAssaultInvaders, XT5_CloakingDeviceBeatsAceVersusAce) {
  Table u;
  u.hands[0] = "Ah Ac 2d 3d 4s";
  u.hands[1] = "Ah Ad 2c 3c 4c";
  u.options = {{"faction1", "invaders"}};
  u.secrets[0] = {PW("Cloaking Device")};
  auto s = Make(u);
  Play(*s, "play Ah;play Ac;launch");
  EXPECT_EQ(P(*s).phase_, Phase::kLaunchWindow);
  Play(*s, "power Cloaking Device on Ah;pass");
  EXPECT_FALSE(Legal(*s, "defend Ad on Ah"));
  EXPECT_FALSE(Legal(*s, "defend Ah on Ah"));
  EXPECT_TRUE(Legal(*s, "defend Ad on Ac"));
}

TEST(PokerAssaultInvaders, CropCircleAndAlienGeometry) {
  Table u;
  u.hands[0] = "2h Tc 3s 9d Kd";
  u.options = {{"faction1", "invaders"}};
  u.face_up[0] = {PW("Crop Circle"), PW("Alien Geometry")};
  auto s = Make(u);
  Play(*s, "play 2h;play Tc;play 3s;play 9d;launch");
  EXPECT_EQ(P(*s).type_, kCropCircle);
  Table w = u;
  w.hands[0] = "3h 5c 9c Jd Kh";
  w.power_tops[0] = {PW("Teleporter")};
  auto t = Make(w);
  Play(*t, "play 3h;play 5c;play 9c;play Jd;play Kh;launch");
  EXPECT_EQ(P(*t).type_, kAlienGeometry);
  EXPECT_EQ(P(*t).power_deck_[0].size(), 5u);  // two in play, one drawn
}

TEST(PokerAssaultCross, XT1_ThreePlayersMonstrousPerDamageEvent) {
  Table u;
  u.seats = 3;
  u.hands[0] = "5c 5h 9s 9h Kd";
  u.hands[1] = "6h 7c 2d 3d 4d";
  u.hands[2] = "2c 3c 4d 8d Jd";
  u.options = {{"faction1", "wolf"}, {"faction2", "vampire"}, {"faction3", "rocket"}};
  auto s = Make(u);
  Play(*s, "play 5c;play 5h;play 9s;play 9h;launch;defend 6h on 5h;pass");
  EXPECT_EQ(Chips(*s, 2), 6);  // 3 hits + Monstrous
  EXPECT_EQ(P(*s).phase_, Phase::kReform);
  Play(*s, "reform;defend 7c on 5c;pass");
  EXPECT_EQ(Chips(*s, 1), 8);
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);
  EXPECT_EQ(P(*s).attacker_, 0);
}

TEST(PokerAssaultCross, XT3_FourPlayersTemporalRiftTheDefenderPreparesNext) {
  Table u;
  u.seats = 4;
  u.hands[0] = "7c 7d 7s 2h Kd";
  u.hands[1] = "Jc 2c 3c 4d 5s";
  u.options = {{"faction1", "wolf"}, {"faction2", "invaders"}};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;play 7s;launch;defend Jc on 7c;pass");
  EXPECT_EQ(Chips(*s, 1), 18);
  EXPECT_EQ(Chips(*s, 3), 18);
  EXPECT_EQ(P(*s).attacker_, 1);
}

TEST(PokerAssaultCross, XT4_LowAceOfAStraight) {
  Table u;
  u.hands[0] = "As 2h 3d 4c 5s";
  u.hands[1] = "3s 2d Ks Qs 6c";
  u.options = {{"faction1", "wolf"}};
  u.power_tops[0] = {PW("Hunting Party")};
  auto s = Make(u);
  Play(*s, "play As;play 2h;play 3d;play 4c;play 5s;launch");
  EXPECT_TRUE(Legal(*s, "defend 3s on As"));
  EXPECT_TRUE(Legal(*s, "defend 2d on 2h"));
  EXPECT_TRUE(Legal(*s, "defend Ks on As"));   // any spade beats a low Ace
  EXPECT_FALSE(Legal(*s, "defend Qs on 2h"));
}

// ---- choices: Wingman, Telepath, Probe and the suit/rank changers ------------------------------------

TEST(PokerAssaultRocket, RT1_WingmanAddsTheTopCardIfItFits) {
  Table u;
  u.prepared = "3d 3h 9s";
  u.hands[0] = "9d 2h 4h 6d 8c";
  u.draws[0] = "3c Jh";
  u.options = {{"faction1", "rocket"}};
  u.power_tops[0] = {PW("Battle Station")};
  auto s = Make(u);
  Play(*s, "play 9d");
  EXPECT_EQ(P(*s).phase_, Phase::kChoice);
  EXPECT_EQ(view(*s, 0).peek, C(0, "3c"));
  EXPECT_TRUE(view(*s, 1).peek.empty());  // only the attacker sees it
  EXPECT_EQ(view(*s, 1).peek_count, 1);
  EXPECT_EQ(view(*s, 0).choice, (std::vector<std::string>{"choose add 3c", "choose leave"}));
  EXPECT_EQ(view(*s, 0).choice_words, (std::vector<std::string>{"Add 3♣", "Leave"}));
  Play(*s, "choose add 3c");
  EXPECT_EQ(P(*s).assault_.size(), 5u);
  const auto& h = P(*s).hand_[0];
  EXPECT_NE(std::find(h.begin(), h.end(), K(0, "Jh")), h.end());  // the card under 3c
  EXPECT_EQ(h.size(), 5u);
  Play(*s, "launch");
  EXPECT_EQ(P(*s).type_, kFullHouse);
  EXPECT_EQ(P(*s).power_deck_[0].size(), 7u);
}

TEST(PokerAssaultRocket, RT1_WingmanLeavesACardThatDoesNotFitItBecomesTheDraw) {
  Table u;
  u.prepared = "3d 3h 9s";
  u.hands[0] = "9d 2h 4h 6d 8c";
  u.draws[0] = "Kd Jh";
  u.options = {{"faction1", "rocket"}};
  auto s = Make(u);
  Play(*s, "play 9d");
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);  // nothing to choose
  const auto& h = P(*s).hand_[0];
  EXPECT_NE(std::find(h.begin(), h.end(), K(0, "Kd")), h.end());
  EXPECT_EQ(P(*s).assault_.size(), 4u);
  // With Squadron Formation in play, Kd could still make Three Pair.
  u.face_up[0] = {PW("Squadron Formation")};
  auto t = Make(u);
  Play(*t, "play 9d");
  EXPECT_TRUE(Legal(*t, "choose add Kd"));
}

TEST(PokerAssaultRocket, SquadronLeaderAddsOneOfTwoAndReturnsTheOther) {
  Table u;
  u.prepared = "Kc Kd";
  u.hands[0] = "Kh 2c 4c 6d 8c";
  u.draws[0] = "Ks 2h Jh";
  u.options = {{"faction1", "rocket"}};
  auto s = Make(u);
  Play(*s, "play Kh");
  EXPECT_EQ(view(*s, 0).peek, C(0, "Ks 2h"));
  EXPECT_TRUE(Legal(*s, "choose leave Ks on top"));
  EXPECT_TRUE(Legal(*s, "choose leave 2h on top"));
  const auto words = view(*s, 0).choice_words;  // the same options for players
  EXPECT_NE(std::find(words.begin(), words.end(), "Leave K♠ on top"), words.end());
  Play(*s, "choose add Ks");
  EXPECT_EQ(P(*s).assault_.size(), 4u);
  const auto& h = P(*s).hand_[0];
  EXPECT_NE(std::find(h.begin(), h.end(), K(0, "2h")), h.end());  // returned on top, then drawn
  Play(*s, "launch");
  EXPECT_EQ(P(*s).type_, kQuads);
}

TEST(PokerAssaultRocket, WingmenChainAndAnAddedCardDrawsNothing) {
  Table u;
  u.prepared = "3d";
  u.hands[0] = "3s 2c 4c 6d 8c";
  u.draws[0] = "3h 9d 5h";  // 3s (Wingman) adds 3h... 3h is plain: the chain stops
  u.options = {{"faction1", "rocket"}};
  auto s = Make(u);
  Play(*s, "play 3s;choose add 3h");
  EXPECT_EQ(P(*s).assault_.size(), 3u);
  const auto& h = P(*s).hand_[0];
  EXPECT_EQ(h.size(), 5u);
  EXPECT_NE(std::find(h.begin(), h.end(), K(0, "9d")), h.end());  // one replacement only
}

TEST(PokerAssaultInvaders, IT3_CelestialTelepathWithOneCardLeft) {
  Table u;
  u.hands[0] = "Js 2d 4d 6d 8d";
  u.draws[0] = "Kd";
  u.deck_size[0] = 1;
  u.options = {{"faction1", "invaders"}};
  auto s = Make(u);
  EXPECT_EQ(P(*s).deck_[0].size(), 1u);
  Play(*s, "play Js");
  EXPECT_EQ(P(*s).phase_, Phase::kChoice);
  EXPECT_TRUE(P(*s).discard_[0].empty());
  const std::vector<Card> peek = view(*s, 0).peek;
  ASSERT_EQ(peek.size(), 2u);
  EXPECT_EQ(peek[0], K(0, "Kd"));  // X stays on top, Y comes from the reshuffled discard pile
  const Card y = peek[1];
  Play(*s, "choose keep Kd");
  EXPECT_EQ(P(*s).hand_[0].size(), 5u);
  EXPECT_EQ(P(*s).deck_[0].front(), y);  // at the bottom
  EXPECT_EQ(view(*s, 0).known_bottom, std::vector<Card>{y});
  EXPECT_TRUE(view(*s, 1).known_bottom.empty());
  // Determinizing for the Invaders keeps the bottom card they saw.
  Rng rng(3);
  auto det = s->determinize(0, rng);
  EXPECT_EQ(P(*det).deck_[0].front(), y);
}

TEST(PokerAssaultInvaders, CelestialTelepathAddedWithoutADrawDoesNothing) {
  // Only its own replacement draw turns into the look: here it is played from hand.
  Table u;
  u.hands[0] = "Js 2d 4d 6d 8d";
  u.draws[0] = "Kd Qd";
  u.options = {{"faction1", "invaders"}};
  auto s = Make(u);
  Play(*s, "play Js;choose keep Qd");
  EXPECT_EQ(P(*s).deck_[0].front(), K(0, "Kd"));
}

TEST(PokerAssaultInvaders, ProbeMakesTheAttackerDiscardAChosenCard) {
  Table u;
  u.hands[0] = "7d 7h Kd 2s 3s";
  u.hands[1] = "Th 2c 3c 4c 5c";
  u.options = {{"faction1", "wolf"}, {"faction2", "invaders"}};
  u.power_tops[0] = {PW("Hunting Party")};
  auto s = Make(u);
  Play(*s, "play 7d;play 7h;launch;defend Th on 7h");
  EXPECT_EQ(P(*s).phase_, Phase::kChoice);
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_TRUE(Legal(*s, "choose discard Kd"));
  Play(*s, "choose discard Kd");
  EXPECT_EQ(P(*s).discard_[0].back(), K(0, "Kd"));
  EXPECT_EQ(P(*s).hand_[0].size(), 5u);
  EXPECT_EQ(s->current_player(), 1);  // the defense goes on
}

TEST(PokerAssaultVampire, CovenMistressChangesItselfAndOneOtherCard) {
  Table u;
  u.prepared = "Kh Kd";
  u.hands[0] = "Tc 2d 4d 6s 8c";
  auto s = Make(u);
  EXPECT_TRUE(Legal(*s, "play Tc as s"));
  Play(*s, "play Tc");
  EXPECT_EQ(P(*s).phase_, Phase::kChoice);
  // The choice names the ability it resolves, with its text (the table's prompt shows both).
  EXPECT_EQ(view(*s, 0).choice_for, "Coven Mistress");
  EXPECT_NE(view(*s, 0).choice_text.find("change its suit"), std::string::npos);
  EXPECT_EQ(view(*s, 1).choice_for, "") << "only the seat that chooses is told";
  Play(*s, "choose Kh to s");
  EXPECT_EQ(P(*s).assault_[0].suit, kSpades);
  EXPECT_TRUE(P(*s).assault_[0].modified);
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);
}

TEST(PokerAssaultWolf, MoonCallerMovesAnotherCardOneStep) {
  Table u;
  u.prepared = "Kd Qc Jh";
  u.hands[0] = "As 2d 4d 6s 8c";
  u.options = {{"faction1", "wolf"}};
  auto s = Make(u);
  Play(*s, "play As");
  EXPECT_EQ(view(*s, 0).choice, (std::vector<std::string>{"choose Jh to T", "choose done"}));
  EXPECT_EQ(view(*s, 0).choice_words, (std::vector<std::string>{"J♥ to 10", "Done"}));
  EXPECT_EQ(view(*s, 0).choice_for, "Moon Caller");
  // The move list and the guide say a choice in its button's words, not the notation's.
  EXPECT_EQ(s->describe(*s->parse_action("choose Jh to T"), Person::kSecond), "choose: J♥ to 10");
  EXPECT_EQ(s->describe(*s->parse_action("choose Jh to T"), Person::kThird), "chooses: J♥ to 10");
  Play(*s, "choose Jh to T");
  EXPECT_EQ(P(*s).assault_[2].rank, 10);
}

TEST(PokerAssaultVampire, MesmeristGivesAnotherCardItsSuit) {
  Table u;
  u.hands[0] = "7d 7s 2c 9c Kc";
  u.hands[1] = "Jd 8d 2c 3c 4c";
  u.options = {{"faction1", "wolf"}, {"faction2", "vampire"}};
  u.power_tops[0] = {PW("Hunting Party")};
  auto s = Make(u);
  Play(*s, "play 7d;play 7s;launch;defend Jd on 7d");
  ExpectRefused(*s, "pass");  // the choice comes first
  Play(*s, "choose 7s to d");
  EXPECT_EQ(P(*s).assault_[1].suit, kDiamonds);
  EXPECT_TRUE(Legal(*s, "defend 8d on 7s"));
}

TEST(PokerAssaultRocket, ForceFieldDefendsASecondLowerCardOfItsSuit) {
  Table u;
  u.hands[0] = "7d 7s 9d 9s 2c";
  u.hands[1] = "Qd 2c 3c 4c 5h";
  u.options = {{"faction2", "rocket"}};
  auto s = Make(u);
  Play(*s, "play 7d;play 7s;play 9d;play 9s;launch;defend Qd on 9d");
  EXPECT_EQ(view(*s, 1).choice, (std::vector<std::string>{"choose also 7d", "choose done"}));
  Play(*s, "choose also 7d;pass");
  EXPECT_EQ(Chips(*s, 1), 8);  // 7s and 9s hit
}

TEST(PokerAssaultRocket, RT4_EnergyShieldRespectsTheMenacerLock) {
  Table u;
  u.hands[0] = "9s 9c 2d 3d 4h";
  u.options = {{"faction1", "invaders"}, {"faction2", "rocket"}};
  u.secrets[1] = {PW("Energy Shield")};
  auto s = Make(u);
  Play(*s, "play 9s;play 9c;launch");
  ExpectRefused(*s, "power Energy Shield on 9c");
  Play(*s, "power Energy Shield on 9s;choose negate 9c");
  EXPECT_EQ(P(*s).attacker_, 1);  // Fully Defended: Rocket prepares
  EXPECT_EQ(Chips(*s, 1), 10);
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);  // no damage event, no Reform
}

TEST(PokerAssaultVampire, VT3_UndyingSavesFromAKnockOut) {
  Table u;
  u.hands[0] = "8h 8c 8d 2s 3s";
  u.chips[1] = 2;
  u.options = {{"faction1", "wolf"}, {"faction2", "vampire"}};
  u.secrets[1] = {PW("Undying")};
  auto s = Make(u);
  Play(*s, "play 8h;play 8c;play 8d;launch;pass");
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(Chips(*s, 1), 1);
  EXPECT_TRUE(P(*s).secrets_[1].empty());
  EXPECT_TRUE(HasEvent(*s, "Undying"));
  EXPECT_EQ(P(*s).phase_, Phase::kReform);
  Play(*s, "keep");
  EXPECT_EQ(P(*s).attacker_, 0);
}

TEST(PokerAssaultRocket, RadarJammingSwitchesOffAssaultAbilities) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "7h 2c 3c 4d 5s";
  u.options = {{"faction1", "wolf"}, {"faction2", "rocket"}};
  u.secrets[1] = {PW("Radar Jamming")};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch");
  EXPECT_FALSE(Legal(*s, "defend 7h on 7c"));
  Play(*s, "power Radar Jamming");
  EXPECT_TRUE(Legal(*s, "defend 7h on 7c"));  // no longer Savage
}

TEST(PokerAssaultInvaders, AbductionNegatesAndSteals) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.options = {{"faction1", "wolf"}, {"faction2", "invaders"}};
  u.secrets[1] = {PW("Abduction")};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;power Abduction on 7d;pass;keep");
  EXPECT_EQ(Chips(*s, 1), 9);
  const auto& d1 = P(*s).discard_[1];
  EXPECT_NE(std::find(d1.begin(), d1.end(), K(0, "7d")), d1.end());
}

TEST(PokerAssaultInvaders, IllusionLetsASameColourHigherCardDefend) {
  Table u;
  u.hands[0] = "7s 7d 2h 9c Kd";
  u.hands[1] = "8h 2c 3c 4c 5s";
  u.options = {{"faction1", "wolf"}, {"faction2", "invaders"}};
  u.secrets[1] = {PW("Illusion")};
  auto s = Make(u);
  Play(*s, "play 7s;play 7d;launch");
  EXPECT_FALSE(Legal(*s, "defend 8h on 7d"));
  Play(*s, "power Illusion on 7d");
  EXPECT_TRUE(Legal(*s, "defend 8h on 7d"));
  EXPECT_FALSE(Legal(*s, "defend 8h on 7s"));
}

TEST(PokerAssaultVampire, HypnoticGazeChangesAnAssaultCardsSuit) {
  Table u;
  u.hands[0] = "7s 7d 2h 9c Kd";
  u.hands[1] = "8h 2c 3c 4c 5s";
  u.options = {{"faction1", "wolf"}, {"faction2", "vampire"}};
  u.secrets[1] = {PW("Hypnotic Gaze")};
  auto s = Make(u);
  Play(*s, "play 7s;play 7d;launch;power Hypnotic Gaze;choose 7d to h");
  EXPECT_TRUE(P(*s).assault_[1].modified);
  EXPECT_TRUE(Legal(*s, "defend 8h on 7d"));
}

TEST(PokerAssaultVampire, CrimsonTransformationChangesUpToTwoSuits) {
  Table u;
  u.prepared = "Kh Kd";
  u.hands[0] = "2c 4c 6s 8c Tc";
  u.secrets[0] = {PW("Crimson Transformation")};
  auto s = Make(u);
  Play(*s, "power Crimson Transformation;choose Kh to s;choose Kd to c");
  EXPECT_EQ(P(*s).assault_[0].suit, kSpades);
  EXPECT_EQ(P(*s).assault_[1].suit, kClubs);
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);
}

TEST(PokerAssaultWolf, HowlAtTheMoonStepsRanksButKeepsTheSetPossible) {
  Table u;
  u.prepared = "4d 5s 6h 7c";
  u.hands[0] = "2c 3d 8s 9c Kd";
  u.options = {{"faction1", "wolf"}};
  u.secrets[0] = {PW("Howl at the Moon")};
  auto s = Make(u);
  Play(*s, "power Howl at the Moon");
  EXPECT_FALSE(Legal(*s, "choose 5s to 4"));  // 4 4 6 7: nothing fits
  Play(*s, "choose 7c to 8;choose done");
  EXPECT_EQ(P(*s).assault_[3].rank, 8);
}

TEST(PokerAssaultAttachments, FangsAndAlphasMark) {
  Table u;
  u.hands[0] = "7s 7d 2h 9c Kd";
  u.secrets[0] = {PW("Fangs of the Elder")};
  auto s = Make(u);
  Play(*s, "play 7s;play 7d;launch;power Fangs of the Elder on 7s;pass;pass;keep");
  EXPECT_EQ(Chips(*s, 1), 7);  // 2 hits + 1
  EXPECT_EQ(Chips(*s, 0), 11);
  EXPECT_EQ(P(*s).power_discard_[0], std::vector<int>{PW("Fangs of the Elder")});  // left with its card
  Table w;
  w.hands[0] = "7s 7d 2h 9c Kd";
  w.hands[1] = "7h 2c 3c 4c 5h";
  w.options = {{"faction1", "wolf"}};
  w.secrets[0] = {PW("Alpha's Mark")};
  auto t = Make(w);
  Play(*t, "play 7s;play 7d;launch;power Alpha's Mark on 7d;pass");
  EXPECT_FALSE(Legal(*t, "defend 7h on 7d"));  // now Savage
  Play(*t, "defend 7h on 7s;pass");
  EXPECT_EQ(Chips(*t, 1), 8);
}

TEST(PokerAssaultWolf, BloodlustMarksUpToTwoCards) {
  Table u;
  u.hands[0] = "3c 4d 5h 6s 7h";
  u.options = {{"faction1", "wolf"}};
  u.power_tops[0] = {PW("Bloodlust")};
  auto s = Make(u);
  Play(*s, "play 3c;play 4d;play 5h;play 6s;play 7h;launch");
  EXPECT_EQ(P(*s).phase_, Phase::kChoice);
  Play(*s, "choose mark 3c;choose mark 4d;pass");
  EXPECT_EQ(Chips(*s, 1), 3);  // 5 hits + 2
}

TEST(PokerAssaultRocket, BattleStationStrikesBackAfterAFullDefense) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "9c 9d 2s 3s 4s";
  u.options = {{"faction2", "rocket"}};
  u.face_up[1] = {PW("Battle Station")};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;defend 9c on 7c;defend 9d on 7d");
  EXPECT_EQ(Chips(*s, 0), 9);
  EXPECT_EQ(P(*s).attacker_, 1);
}

TEST(PokerAssaultInvaders, HiveMindMakesTheFirstCardAStowaway) {
  Table u;
  u.hands[0] = "3d Kd Kh 6c 7c";
  u.options = {{"faction1", "invaders"}};
  u.face_up[0] = {PW("Hive Mind")};
  auto s = Make(u);
  Play(*s, "play 3d;play Kd;play Kh");
  EXPECT_TRUE(Legal(*s, "launch"));
  u.face_up[0].clear();
  auto t = Make(u);
  Play(*t, "play 3d;play Kd;play Kh");
  EXPECT_FALSE(Legal(*t, "launch"));
}

TEST(PokerAssaultInvaders, MindSwapTradesWithARandomHandCard) {
  Table u;
  u.prepared = "Kd Kh";
  u.hands[0] = "2c 4c 6s 8c Tc";
  u.hands[1] = "9h 9d 9s 9c Ah";
  u.options = {{"faction1", "invaders"}};
  u.secrets[0] = {PW("Mind Swap")};
  auto s = Make(u);
  Play(*s, "power Mind Swap");
  const auto words = view(*s, 0).choice_words;
  EXPECT_NE(std::find(words.begin(), words.end(), "Swap 2♣ with player 2"), words.end());
  Play(*s, "choose swap 2c with player 2");
  const auto& h0 = P(*s).hand_[0];
  const auto& h1 = P(*s).hand_[1];
  EXPECT_NE(std::find(h1.begin(), h1.end(), K(0, "2c")), h1.end());
  int foreign = 0;
  for (Card c : h0) foreign += c.deck == 1;
  EXPECT_EQ(foreign, 1);
  EXPECT_EQ(s->action_to_string(encode_play(h0.back(), 0)).find("@2") != std::string::npos, h0.back().deck == 1);
}

TEST(PokerAssaultInvaders, TeleporterPutsCardsAtTheBottomAndRedraws) {
  Table u;
  u.hands[0] = "3c 4d 5h 6s 7h";
  u.draws[0] = "8c Kc Kd Qs";
  u.options = {{"faction1", "invaders"}};
  u.power_tops[0] = {PW("Teleporter")};
  auto s = Make(u);
  Play(*s, "play 3c;play 4d;play 5h;play 6s;play 7h;launch");
  EXPECT_EQ(P(*s).phase_, Phase::kChoice);
  const Card first = P(*s).hand_[0][0];
  Play(*s, "choose bottom " + to_string(first) + ";choose done");
  EXPECT_EQ(P(*s).hand_[0].size(), 5u);
  EXPECT_EQ(P(*s).deck_[0].front(), first);
  EXPECT_EQ(view(*s, 0).known_bottom, std::vector<Card>{first});
}

// ---- variants (options) -----------------------------------------------------------------------------

TEST(PokerAssaultVariants, CrossFactionDraftBuildsDecksOfOneSuitPerFaction) {
  auto s = *new_game("poker-assault", 5, 2, {{"variant", "cross"}});
  EXPECT_EQ(P(*s).phase_, Phase::kDraft);
  EXPECT_EQ(s->current_player(), 0);
  EXPECT_EQ(s->legal_actions().size(), 16u);
  Play(*s, "take wolf spades");
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_FALSE(Legal(*s, "take wolf spades"));  // taken
  Play(*s, "take wolf hearts");
  EXPECT_FALSE(Legal(*s, "take wolf clubs"));   // one suit per faction
  EXPECT_FALSE(Legal(*s, "take vampire spades"));  // never a suit twice
  Play(*s, "take vampire hearts;take vampire spades");
  while (P(*s).phase_ == Phase::kDraft) s->apply_legal(s->legal_actions().front());
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);
  for (int p = 0; p < 2; ++p) {
    std::vector<Card> all = P(*s).deck_[p];
    all.insert(all.end(), P(*s).hand_[p].begin(), P(*s).hand_[p].end());
    ASSERT_EQ(all.size(), 52u);
    std::set<int> factions[4];
    for (Card c : all) factions[c.suit].insert(c.deck);
    std::set<int> used;
    for (int suit = 0; suit < 4; ++suit) {
      EXPECT_EQ(factions[suit].size(), 1u);
      used.insert(*factions[suit].begin());
    }
    EXPECT_EQ(used.size(), 4u);  // one suit of each faction
    int per_faction[4] = {};
    for (int id : P(*s).power_deck_[p]) ++per_faction[id / 8];
    for (int f = 0; f < 4; ++f) EXPECT_EQ(per_faction[f], 2);
  }
  EXPECT_EQ(s->all_cards().size(), 208u);  // the undrafted suits stay in the box
  EXPECT_EQ(P(*s).box_.size(), 104u);
}

TEST(PokerAssaultVariants, CrossFactionAbilitiesTravelWithTheirCards) {
  // The rigged draft: seat 0 has Vampire clubs, Wolf diamonds, Rocket hearts, Invaders spades.
  Rig rig;
  rig.first = 0;
  rig.tops[0] = {Card::make(9, kClubs, kVampire), Card::make(9, kDiamonds, kWolf), Card::make(2, kHearts, kRocket),
                 Card::make(3, kHearts, kRocket), Card::make(5, kSpades, kInvaders)};
  auto s = make_for_test(7, 2, {{"variant", "cross"}}, rig);
  ASSERT_TRUE(s);
  Play(*s, "play 9c;play 9d;launch;pass;keep");
  EXPECT_EQ(Chips(*s, 1), 6);  // 2 hits + Dire Alpha (the Wolf's 9 of diamonds)
}

TEST(PokerAssaultVariants, DoubleDeckerShufflesTwoFactionsTogether) {
  Table u;
  u.options = {{"variant", "double"}};
  u.hands[0] = "Qs 2c 3c 4c 5c";
  auto s = Make(u);
  EXPECT_EQ(P(*s).deck_[0].size() + P(*s).hand_[0].size(), 104u);
  EXPECT_EQ(P(*s).power_deck_[0].size(), 16u);
  EXPECT_EQ(P(*s).deck_faction_[4], kWolf);  // Vampire Court's partner deck
  // Both Queens of spades: the second deck's card is written with its deck number.
  Rig rig;
  rig.first = 0;
  rig.tops[0] = {Card::make(kQueen, kSpades, 0), Card::make(kQueen, kSpades, 4), Card::make(2, kClubs, 0),
                 Card::make(3, kClubs, 0), Card::make(4, kDiamonds, 4)};
  auto t = make_for_test(7, 2, {{"variant", "double"}}, rig);
  ASSERT_TRUE(t);
  EXPECT_TRUE(Legal(*t, "play Qs"));
  EXPECT_TRUE(Legal(*t, "play Qs@5"));
  Play(*t, "play Qs;play Qs@5;launch");
  EXPECT_EQ(P(*t).type_, kPair);
  EXPECT_EQ(s->all_cards().size(), 208u);
}

TEST(PokerAssaultVariants, StreetFightComesBackOnceWithTheSecondDeck) {
  Table u;
  u.options = {{"variant", "street"}};
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.draws[0] = "7h 7s";
  u.chips[1] = 2;
  auto s = Make(u);
  const size_t cards = s->all_cards().size();
  EXPECT_EQ(cards, 208u);
  Play(*s, "play 7c;play 7d;launch;pass");
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(Chips(*s, 1), 10);
  EXPECT_TRUE(P(*s).street_used_[1]);
  EXPECT_EQ(P(*s).attacker_, 1);  // the returning player prepares next
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);
  for (Card c : P(*s).hand_[1]) EXPECT_EQ(c.deck, 5);  // Rocket Patrol, Wolf Pack's next faction
  EXPECT_EQ(P(*s).hand_[1].size(), 5u);
  EXPECT_EQ(P(*s).power_deck_[1].size(), 8u);
  EXPECT_EQ(P(*s).power_deck_[1][0] / 8, kRocket);
  EXPECT_EQ(s->all_cards().size(), cards);
  EXPECT_TRUE(HasEvent(*s, "comes back"));
  // The second knock-out ends the game.
  auto& st = const_cast<PaState&>(P(*s));
  st.chips_[1] = 1;
  s->apply_legal(s->legal_actions().front());  // seat 1 plays a card...
  Play(*s, "stop");                            // ...and gives up the Assault
  EXPECT_EQ(P(*s).attacker_, 0);
  Play(*s, "play 7h;play 7s;launch;pass");
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(P(*s).winner_, 0);
}

// ---- more rulings -------------------------------------------------------------------------------------

TEST(PokerAssaultThreePlayers, AnAttackerKnockedOutMidAssaultEndsItTheirLeftPrepares) {
  Table u;
  u.seats = 3;
  u.hands[0] = "5h 5c 2s 3s 4d";
  u.hands[1] = "Qh 2c 3c 4c 6s";
  u.chips[0] = 1;
  u.options = {{"faction1", "invaders"}, {"faction2", "wolf"}};
  auto s = Make(u);
  Play(*s, "play 5h;play 5c;launch;defend Qh on 5h");
  EXPECT_TRUE(P(*s).out_[0]);
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(Chips(*s, 2), 10);  // no damage event after the attacker is out
  EXPECT_EQ(P(*s).attacker_, 1);
  EXPECT_TRUE(P(*s).assault_.empty());
}

TEST(PokerAssaultLog, EventsAndDescriptionsAreInPlayersWords) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "9c 3h 5h 9h 4s";
  auto s = Make(u);
  EXPECT_EQ(s->describe(*s->parse_action("play 7c")), "plays 7♣ into the Assault");
  Play(*s, "play 7c;play 7d");
  EXPECT_EQ(s->describe(kLaunch), "launches the Assault");
  Play(*s, "launch;defend 9c on 7c;pass");
  std::vector<std::string> lines;
  for (const Event& e : view(*s, 1).events) lines.push_back(e.text);
  auto has = [&](const std::string& t) { return std::find(lines.begin(), lines.end(), t) != lines.end(); };
  EXPECT_TRUE(has("plays 7♣"));
  EXPECT_TRUE(has("launches a One Pair"));
  EXPECT_TRUE(has("defends 7♣ with 9♣"));
  EXPECT_TRUE(has("takes 1 damage from 1 hit"));
  EXPECT_TRUE(has("presses the Assault"));
  for (const std::string& l : lines) EXPECT_EQ(l.find("seat"), std::string::npos) << l;
}

TEST(PokerAssaultView, SecretPowerCardsDrawnFaceDownAreCountedNotNamed) {
  Table u;
  u.hands[0] = "3c 4d 5h 6s 7c";
  u.options = {{"faction1", "wolf"}};
  u.power_tops[0] = {PW("Relentless")};
  auto s = Make(u);
  Play(*s, "play 3c;play 4d;play 5h;play 6s;play 7c;launch");
  EXPECT_EQ(view(*s, 1).players[0].secrets, 1);
  EXPECT_EQ(s->view_json(1).find("Relentless"), std::string::npos);
  EXPECT_NE(s->view_json(0).find("Relentless"), std::string::npos);
  EXPECT_TRUE(HasEvent(*s, "draws a Power Card face down"));
}

TEST(PokerAssaultRocket, AfterburnerMakesAHandCardAnAce) {
  Table u;
  u.hands[0] = "3c 4d 5h 6s 7h";
  u.draws[0] = "Ad 2c 9c Jd Qh";
  u.options = {{"faction1", "rocket"}};
  u.power_tops[0] = {PW("Afterburner")};
  auto s = Make(u);
  Play(*s, "play 3c;play 4d;play 5h;play 6s;play 7h;launch");
  EXPECT_EQ(P(*s).phase_, Phase::kChoice);
  Play(*s, "choose boost 2c");
  EXPECT_TRUE(view(*s, 0).boosted.has);
  EXPECT_EQ(view(*s, 0).boosted.card, K(0, "2c"));
  EXPECT_TRUE(view(*s, 1).players[0].afterburner);
  EXPECT_EQ(s->view_json(1).find("afterburner_on"), std::string::npos);  // which card: hidden
  Play(*s, "pass;keep");  // 5 hits, the attacker presses
  Play(*s, "play Ad;play 2c;launch");  // 2c plays as an Ace: a Pair of Aces
  EXPECT_EQ(P(*s).type_, kPair);
  EXPECT_EQ(P(*s).assault_[1].rank, kAce);
  EXPECT_TRUE(P(*s).assault_[1].modified);
}

TEST(PokerAssaultInvaders, MenacersMayBeClearedInAnyOrderTheRestWaits) {
  Table u;
  u.hands[0] = "9s 9c 6h 6d 2d";
  u.hands[1] = "Ts 7h Tc 7d 2c";
  u.options = {{"faction1", "invaders"}};
  auto s = Make(u);
  Play(*s, "play 9s;play 9c;play 6h;play 6d;launch");
  ExpectRefused(*s, "defend Tc on 9c");
  Play(*s, "defend 7h on 6h");         // the second Menacer first
  ExpectRefused(*s, "defend 7d on 6d");  // 9s is still an undefended Menacer
  Play(*s, "defend Ts on 9s;defend Tc on 9c;defend 7d on 6d");
  EXPECT_EQ(P(*s).attacker_, 1);  // Fully Defended
}

TEST(PokerAssaultWolf, HuntingPartyUnlocksFourStraightWithALowAce) {
  Table u;
  u.hands[0] = "Ah 2c 3d 4s 9c";
  u.options = {{"faction1", "wolf"}};
  u.face_up[0] = {PW("Hunting Party")};
  auto s = Make(u);
  Play(*s, "play Ah;play 2c;play 3d;play 4s;launch");
  EXPECT_EQ(P(*s).type_, kFourStraight);
  EXPECT_EQ(P(*s).assault_[0].rank, 1);  // the Ace of A-2-3-4 is low
  EXPECT_EQ(P(*s).power_deck_[0].size(), 7u);  // not a Power Assault
}

// ---- AI --------------------------------------------------------------------------------------------

TEST(PokerAssaultAI, HeuristicBeatsRandom) {
  int wins = 0, games = 0;
  for (int g = 0; g < 40; ++g) {
    auto s = *new_game("poker-assault", 500 + g, 2);
    const int heur = g % 2;
    auto h = make_heuristic_bot(g), r = make_random_bot(g);
    while (!s->is_terminal()) {
      Bot& b = s->current_player() == heur ? *h : *r;
      ASSERT_TRUE(s->apply(b.choose(*s)).ok());
    }
    ++games;
    wins += s->returns()[heur] > 0;
  }
  EXPECT_GE(wins, games * 3 / 4) << wins << " of " << games;
}

TEST(PokerAssaultAI, PoliciesReturnLegalActionsAtEverySeatCount) {
  for (int seats = 2; seats <= 4; ++seats) {
    auto s = *new_game("poker-assault", 9, seats);
    Rng rng(1);
    int steps = 0;
    while (!s->is_terminal() && steps < 400) {
      const auto legal = s->legal_actions();
      const Action a = steps % 2 ? heuristic_action(*s, rng) : rollout_action(*s, rng);
      ASSERT_TRUE(std::binary_search(legal.begin(), legal.end(), a));
      s->apply_legal(a);
      ++steps;
    }
  }
}

// ---- the guided first game -----------------------------------------------------------------------

TEST(PokerAssaultGuide, EveryLegalMoveIsExplainedInTheRulesWords) {
  for (int seats = 2; seats <= 4; ++seats) {
    auto s = *new_game("poker-assault", 12, seats);
    Rng rng(2);
    int n = 0;
    for (; n < 1500 && !s->is_terminal(); ++n) {
      for (Action a : s->legal_actions()) ASSERT_FALSE(s->explain(a).empty()) << s->action_to_string(a);
      s->apply_legal(rollout_action(*s, rng));
    }
    EXPECT_GT(n, 50) << seats << " players";
  }
}

TEST(PokerAssaultGuide, ExplainsWhatAPlayedCardCanStillBecomeAndHowToDefend) {
  Table t;
  t.hands[0] = "7c 7d Kh 2s 9c";
  t.hands[1] = "7h 8c Qs 3d 4d";
  auto s = Make(t);
  const std::string play = s->explain(*s->parse_action("play 7d"));
  EXPECT_NE(play.find("still possible"), std::string::npos) << play;
  EXPECT_NE(play.find("Pair"), std::string::npos) << play;
  Play(*s, "play 7c; play 7d");
  const std::string launch = s->explain(*s->parse_action("launch"));
  EXPECT_NE(launch.find("legal One Pair"), std::string::npos) << launch;
  Play(*s, "launch");
  const std::string defend = s->explain(*s->parse_action("defend 8c on 7c"));
  EXPECT_NE(defend.find("same suit and a higher rank"), std::string::npos) << defend;
}

// ---- both persons, decoded actions, typed options ---------------------------------------------------

TEST(PokerAssaultLog, DescriptionsAndLoggedEventsInBothPersons) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "9c 3h 5h 9h 4s";
  auto s = Make(u);
  const Action play = *s->parse_action("play 7c");
  EXPECT_EQ(s->describe(play, Person::kThird), "plays 7♣ into the Assault");
  EXPECT_EQ(s->describe(play, Person::kSecond), "play 7♣ into the Assault");
  Play(*s, "play 7c;play 7d");
  EXPECT_EQ(s->describe(kLaunch, Person::kSecond), "launch the Assault");
  EXPECT_EQ(s->describe(kStop, Person::kSecond), "stop preparing");
  Play(*s, "launch;defend 9c on 7c");
  EXPECT_EQ(s->describe(kPass), "stops defending");
  EXPECT_EQ(s->describe(kPass, Person::kSecond), "stop defending");
  Play(*s, "pass");
  const View v = view(*s, 1);
  auto second = [&](const std::string& third) {
    for (const Event& e : v.events)
      if (e.text == third) return e.text_you;
    return std::string("(no event \"") + third + "\")";
  };
  EXPECT_EQ(second("plays 7♣"), "play 7♣");
  EXPECT_EQ(second("launches a One Pair"), "launch a One Pair");
  EXPECT_EQ(second("defends 7♣ with 9♣"), "defend 7♣ with 9♣");
  EXPECT_EQ(second("takes 1 damage from 1 hit"), "take 1 damage from 1 hit");
  EXPECT_EQ(second("presses the Assault"), "press the Assault");
  EXPECT_EQ(second("Each player draws 5 cards"), "Each player draws 5 cards");  // a table event
  // The latest Assault's headlines (the table's banner): damage and the press, not the defense.
  std::vector<std::string> headlines;
  for (int i : v.headlines) headlines.push_back(v.events[i].text);
  EXPECT_EQ(headlines, (std::vector<std::string>{"takes 1 damage from 1 hit", "presses the Assault"}));
}

TEST(PokerAssaultLog, JoinedVerbsAndIsInTheSecondPerson) {
  auto s = Make(Table{});
  auto both = [&](EventRecord e) {
    return event_text(P(*s), e, Person::kThird) + " | " + event_text(P(*s), e, Person::kSecond);
  };
  const Card c3 = K(0, "3c"), ks = K(0, "Ks");
  EXPECT_EQ(both({EventKind::kPlay, 0, 3, 0, {c3, Card{}}}),
            "plays 3♣ and changes its suit to ♥ | play 3♣ and change its suit to ♥");
  EXPECT_EQ(both({EventKind::kLaunch, 0, kStraight, 1, {}}),
            "launches a Straight and draws 1 Power Card | launch a Straight and draw 1 Power Card");
  EXPECT_EQ(both({EventKind::kStop, 0, 1, 0, {}}),
            "does not launch: the Assault is discarded | do not launch: the Assault is discarded");
  EXPECT_EQ(both({EventKind::kReform, 1, 5, 0, {}}),
            "Reforms: discards the hand and draws 5 cards | Reform: discard the hand and draw 5 cards");
  EXPECT_EQ(both({EventKind::kTelepathKeep, 0, 0, 0, {}}),
            "keeps one card and puts the other at the bottom of the deck | keep one card and put the other at the bottom of the deck");
  EXPECT_EQ(both({EventKind::kChipCut, 0, 0, 0, {ks, Card{}}}),
            "cuts K♠ for everyone's starting chips and cuts again | cut K♠ for everyone's starting chips and cut again");
  EXPECT_EQ(both({EventKind::kAlso, 1, 0, 0, {c3, Card{}}}), "also defends 3♣ (Force Field) | also defend 3♣ (Force Field)");
  EXPECT_EQ(both({EventKind::kKnockOut, 1, 0, 0, {}}), "is knocked out | are knocked out");
  EXPECT_EQ(both({EventKind::kUndying, 1, 0, 0, {}}), "is Undying: back to 1 chip | are Undying: back to 1 chip");
  EXPECT_EQ(both({EventKind::kReenter, 1, 0, 0, {}}),
            "is knocked out and comes back with a second deck and fresh chips | "
            "are knocked out and come back with a second deck and fresh chips");
}

TEST(PokerAssaultActions, DecodedActionsNameTheirParts) {
  const Card c = K(1, "9h");
  DecodedAction d = decode(encode_play(c, 1 + kSpades));
  EXPECT_EQ(d.kind, DecodedAction::kPlay);
  EXPECT_EQ(d.card, c);
  EXPECT_EQ(changed_suit(d.change), kSpades);
  EXPECT_EQ(changed_rank(decode(encode_play(c, 5 + 10 - 2)).change), 10);
  d = decode(encode_defend(c, 3, true));
  EXPECT_EQ(d.kind, DecodedAction::kDefend);
  EXPECT_EQ(d.target, 3);
  EXPECT_TRUE(d.night_wings);
  d = decode(encode_power(kPRelentless, kNoTarget));
  EXPECT_EQ(d.kind, DecodedAction::kPower);
  EXPECT_EQ(d.power, kPRelentless);
  EXPECT_EQ(d.target, kNoTarget);
  EXPECT_EQ(encode_power(kPRelentless, kNoTarget), kPowerBase + kPRelentless * 64 + 63);  // the encoding is unchanged
  EXPECT_EQ(decode(encode_power(kPEnergyShield, 2)).target, 2);
  d = decode(kDraftBase + kWolf * 4 + kHearts);
  EXPECT_EQ(d.kind, DecodedAction::kDraft);
  EXPECT_EQ(d.faction, kWolf);
  EXPECT_EQ(d.suit, kHearts);
  EXPECT_EQ(decode(kChooseBase + 2).choice, 2);
}

TEST(PokerAssaultOptions, ConfigEnumsListTheChoicesInTheOptionTablesOrder) {
  const GameInfo& info = poker_assault_game().info;
  auto choices = [&](const std::string& key) {
    for (const OptionSpec& o : info.options)
      if (o.key == key) return o.choices;
    return std::vector<std::string>{};
  };
  ASSERT_EQ(choices("variant").size(), static_cast<size_t>(Variant::kCount));
  ASSERT_EQ(choices("chips").size(), static_cast<size_t>(StartChips::kCount));
  for (int v = 0; v < static_cast<int>(Variant::kCount); ++v) EXPECT_EQ(variant_id(static_cast<Variant>(v)), choices("variant")[v]);
  for (int seat = 0; seat < kMaxSeats; ++seat) {
    const auto f = choices("faction" + std::to_string(seat + 1));
    ASSERT_EQ(f.size(), static_cast<size_t>(kNumFactions));
    for (int k = 0; k < kNumFactions; ++k) EXPECT_EQ(f[k], faction_id(faction_choice(seat, k)));
  }
  const Config d = resolve_config({});
  EXPECT_EQ(d.variant, Variant::kStandard);
  EXPECT_EQ(d.chips, StartChips::kFixed);
  for (int seat = 0; seat < kMaxSeats; ++seat) EXPECT_EQ(d.faction[seat], seat);
  const Config c = resolve_config({{"variant", "street"}, {"chips", "random"}, {"faction2", "invaders"}, {"faction3", "vampire"}});
  EXPECT_EQ(c.variant, Variant::kStreet);
  EXPECT_EQ(c.chips, StartChips::kRandom);
  EXPECT_EQ(c.faction[0], kVampire);
  EXPECT_EQ(c.faction[1], kInvaders);
  EXPECT_EQ(c.faction[2], kVampire);
  EXPECT_EQ(c.faction[3], kInvaders);
}

// ---- rules, second pass (issue 17) -------------------------------------------------------------------

// "It can be Defended against by any rank of the same suit, as well as other Aces."
TEST(PokerAssaultDefend, LowAceIsDefendedByAnyCardOfItsSuitAndByOtherAces) {
  Table u;
  u.hands[0] = "Ad 2c 3h 4s 5c";
  u.hands[1] = "Ac Kd 2d 9h 6s";
  u.options = {{"faction1", "wolf"}, {"faction2", "wolf"}};
  u.power_tops[0] = {power_by_name("Hunting Party")};  // no Secret: no launch window
  auto s = Make(u);
  Play(*s, "play Ad;play 2c;play 3h;play 4s;play 5c;launch");
  ASSERT_EQ(P(*s).assault_[0].rank, 1);
  EXPECT_TRUE(Legal(*s, "defend Ac on Ad"));   // another Ace
  EXPECT_TRUE(Legal(*s, "defend Kd on Ad"));   // any rank of the same suit
  EXPECT_TRUE(Legal(*s, "defend 2d on Ad"));
  EXPECT_FALSE(Legal(*s, "defend 9h on Ad"));  // another suit, another rank
  Play(*s, "defend Ac on Ad");
  EXPECT_EQ(P(*s).assault_[0].status, Fight::kDefended);
}

// "One player should cut ... that's how many chips each player starts with": one cut for the table.
TEST(PokerAssaultVariants, RandomChipsOneCutForTheTableEveryStackStartsEqual) {
  for (int seats = 2; seats <= 4; ++seats)
    for (uint64_t seed = 1; seed < 40; ++seed) {
      auto s = *new_game("poker-assault", seed, seats, {{"chips", "random"}});
      int counted = 0, value = 0;
      for (const EventRecord& e : P(*s).events_)
        if (e.kind == EventKind::kChipCut) {
          const int r = e.cards[0].rank;
          if (r <= 9 || r == kAce) {
            ++counted;
            value = r == kAce ? 1 : r;
          }
        }
      ASSERT_EQ(counted, 1) << seats << " seats, seed " << seed;  // one cut counts, 10-K cut again
      for (int p = 0; p < seats; ++p) EXPECT_EQ(Chips(*s, p), seats == 4 ? 2 * value : value) << "seat " << p;
    }
}

// Counterattack ("once you have Defended 2+") has its window after a full defense, before damage.
TEST(PokerAssaultWolf, CounterattackHasAWindowAfterAFullDefenseOfATwoCardAssault) {
  Table u;
  u.hands[0] = "7s 7d 2h 9c Kd";
  u.hands[1] = "9s 9d 2c 3c 4c";
  u.options = {{"faction1", "wolf"}, {"faction2", "wolf"}};
  u.secrets[1] = {PW("Counterattack")};
  auto s = Make(u);
  Play(*s, "play 7s;play 7d;launch;defend 9s on 7s;defend 9d on 7d");
  ASSERT_EQ(P(*s).undefended(), 0);
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_TRUE(Legal(*s, "power Counterattack"));
  EXPECT_TRUE(Legal(*s, "pass"));
  EXPECT_EQ(s->legal_actions().size(), 2u) << LegalList(*s);
  Play(*s, "power Counterattack");
  EXPECT_EQ(Chips(*s, 0), 8);
  EXPECT_EQ(P(*s).attacker_, 1);  // Fully Defended: the defender prepares next
  EXPECT_EQ(P(*s).phase_, Phase::kPrepare);
  // Declining the window: the Assault is Fully Defended all the same.
  auto t = Make(u);
  Play(*t, "play 7s;play 7d;launch;defend 9s on 7s;defend 9d on 7d;pass");
  EXPECT_EQ(Chips(*t, 0), 10);
  EXPECT_EQ(P(*t).attacker_, 1);
  EXPECT_TRUE(HasEvent(*t, "Full defense"));
}

// Four players: a partner's Undying protects the team's shared stack.
TEST(PokerAssaultFourPlayers, APartnersUndyingProtectsTheTeamsSharedStack) {
  Table u;
  u.seats = 4;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.chips[1] = 1;  // team of seats 1 and 3
  u.secrets[3] = {PW("Undying")};
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;pass");
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(Chips(*s, 1), 1);
  EXPECT_EQ(Chips(*s, 3), 1);
  EXPECT_TRUE(P(*s).secrets_[3].empty());
  EXPECT_TRUE(HasEvent(*s, "Undying"));
}


// "When playing several games in a row, the loser of the previous game goes first" (option first=).
TEST(PokerAssaultSetup, TheLoserOfThePreviousGameGoesFirst) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.chips[1] = 1;
  auto s = Make(u);
  Play(*s, "play 7c;play 7d;launch;pass");
  ASSERT_TRUE(s->is_terminal());
  const View v = view(*s, 0);
  EXPECT_EQ(v.winner, 0);
  EXPECT_EQ(v.loser, 1);
  const Options rematch = rematch_options(v);
  EXPECT_EQ(rematch, (Options{{"first", "2"}}));
  for (uint64_t seed = 1; seed < 10; ++seed) {
    auto next = *new_game("poker-assault", seed, 2, rematch);
    EXPECT_EQ(P(*next).first_player_, 1);
    EXPECT_EQ(next->current_player(), 1);
    for (const EventRecord& e : P(*next).events_) EXPECT_NE(e.kind, EventKind::kCut);  // no cut for it
  }
  // Four players: the knocked-out player of the losing team starts the next game.
  Table w;
  w.seats = 4;
  w.hands[0] = "7c 7d 2h 9s Kd";
  w.chips[1] = 1;
  auto t = Make(w);
  Play(*t, "play 7c;play 7d;launch;pass");
  ASSERT_TRUE(t->is_terminal());
  EXPECT_EQ(view(*t, 2).loser, 1);
  EXPECT_EQ(P(**new_game("poker-assault", 3, 4, rematch_options(view(*t, 2)))).first_player_, 1);
  // After a draw the next game cuts for the first turn again.
  View draw;
  draw.over = true;
  EXPECT_EQ(rematch_options(draw), (Options{{"first", "cut"}}));
  // A seat that is not at the table is refused with a reason.
  auto bad = new_game("poker-assault", 1, 2, {{"first", "3"}});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().find("first=3 needs at least 3 players"), std::string::npos) << bad.error();
  EXPECT_EQ(P(**new_game("poker-assault", 1, 3, {{"first", "3"}})).first_player_, 2);
}

// Double Decker and Street Fight: "each player chooses two factions" (options second1, second2;
// "auto", the default, is what a computer chooses for itself: the next faction after its first).
TEST(PokerAssaultVariants, DoubleDeckerEachPlayerChoosesTwoFactions) {
  auto s = *new_game("poker-assault", 5, 2,
                     {{"variant", "double"}, {"faction1", "rocket"}, {"second1", "invaders"}, {"faction2", "vampire"}});
  EXPECT_EQ(P(*s).deck_faction_[0], kRocket);
  EXPECT_EQ(P(*s).deck_faction_[4], kInvaders);
  EXPECT_EQ(P(*s).deck_faction_[1], kVampire);
  EXPECT_EQ(P(*s).deck_faction_[5], kWolf);  // auto: the next faction after Vampire Court
  std::set<int> factions;
  for (int id : P(*s).power_deck_[0]) factions.insert(id / 8);
  EXPECT_EQ(factions, (std::set<int>{kRocket, kInvaders}));
  EXPECT_EQ(view(*s, 1).players[0].second_faction, kInvaders);
}

// Street Fight: "... and which deck starts" (options start1, start2).
TEST(PokerAssaultVariants, StreetFightEachPlayerChoosesWhichDeckStarts) {
  Rig rig;
  rig.first = 0;
  rig.chips = {-1, 1, -1, -1};
  rig.tops[0] = C(0, "7c 7d 2h 9s Kd");
  auto s = make_for_test(7, 2, {{"variant", "street"}, {"second2", "rocket"}, {"start2", "second"}}, rig);
  ASSERT_TRUE(s != nullptr);
  EXPECT_EQ(P(*s).deck_faction_[5], kRocket);
  for (Card c : P(*s).hand_[1]) EXPECT_EQ(c.deck, 5);  // the second faction's deck is in play
  for (Card c : P(*s).reserve_[1]) EXPECT_EQ(c.deck, 1);
  for (int id : P(*s).power_deck_[1]) EXPECT_EQ(id / 8, kRocket);
  Play(*s, "play 7c;play 7d;launch;pass");  // knocked out once: back with the first deck (Wolf Pack)
  EXPECT_FALSE(s->is_terminal());
  for (Card c : P(*s).hand_[1]) EXPECT_EQ(c.deck, 1);
  for (int id : P(*s).power_deck_[1]) EXPECT_EQ(id / 8, kWolf);
  for (Card c : P(*s).discard_[1]) EXPECT_EQ(c.deck, 1);  // the Rocket cards left the game
}

// Variants the rulebook defines for two players are offered for two players only; records of games
// already played with them still load.
TEST(PokerAssaultVariants, DoubleDeckerAndStreetFightAreOfferedForTwoPlayersOnly) {
  const GameInfo& info = poker_assault_game().info;
  for (const char* v : {"double", "street"}) {
    EXPECT_EQ(not_offered(info, 2, {{"variant", v}}), "");
    for (int seats = 3; seats <= 4; ++seats)
      EXPECT_EQ(not_offered(info, seats, {{"variant", v}}), std::string("variant=") + v + " is for at most 2 players");
  }
  EXPECT_EQ(not_offered(info, 4, {{"variant", "cross"}}), "");
  auto link = parse_deal_query("game=poker-assault&seats=3&variant=street");
  ASSERT_FALSE(link.ok());
  EXPECT_NE(link.error().find("variant=street is for at most 2 players"), std::string::npos) << link.error();
  EXPECT_TRUE(parse_deal_query("game=poker-assault&seats=2&variant=street&second1=rocket&start1=second&first=2").ok());
  // A game already played with three players and Double Decker still replays from its code.
  auto old = new_game("poker-assault", 9, 3, {{"variant", "double"}});
  ASSERT_TRUE(old.ok());
  Rng rng(4);
  for (int k = 0; k < 60 && !(*old)->is_terminal(); ++k) ASSERT_TRUE((*old)->apply(heuristic_action(**old, rng)).ok());
  auto again = parse_replay_code(replay_code(**old));
  ASSERT_TRUE(again.ok()) << again.error();
  EXPECT_EQ((*again)->to_json(), (*old)->to_json());
}


// ---- Issue 38: a refused defense names both cards and the rule or ability that forbids it --------

// The case: 4♣ against an undefended 4♥ was refused with the plain defense rule, which the
// cards seemed to contradict: Wolf Pack's 4♥ is Savage.
TEST(PokerAssaultRefusals, SavageFourOfHeartsNamesSavageNotTheSameRankRule) {
  Table u;
  u.hands[0] = "4h 4d 2s 9s Kd";
  u.hands[1] = "4c 6h 2c 3c 9s";
  u.options = {{"faction1", "wolf"}, {"faction2", "vampire"}};
  auto s = Make(u);
  Play(*s, "play 4h;play 4d;launch");
  ASSERT_EQ(P(*s).phase_, Phase::kDefend);
  const View v = view(*s, 1);
  EXPECT_EQ(defend_refusal(v, K(1, "4c"), 0),
            "The 4♣ cannot defend the 4♥: the 4♥ is Savage (Wolf Pack): only a ♥ card of rank 4 or higher can defend it.");
  EXPECT_EQ(defend_refusal(v, K(1, "4c"), 1), "");  // the plain 4♦: same rank
  EXPECT_EQ(defend_refusal(v, K(1, "6h"), 0), "");  // a higher heart
  EXPECT_EQ(defend_refusal(v, K(1, "9s"), 1),
            "The 9♠ cannot defend the 4♦: the 4♦ needs a 4 or a higher ♦ card (the defense rule: same rank, or same suit and higher).");
  EXPECT_EQ(defends_nothing(v, K(1, "9s")),
            "The 9♠ defends none of the undefended Assault cards: the 4♥ is Savage (Wolf Pack): only a ♥ card of rank 4 or "
            "higher can defend it; the 4♦ needs a 4 or a higher ♦ card (the defense rule: same rank, or same suit and higher).");
  ExpectRefused(*s, "defend 4c on 4h");
}

TEST(PokerAssaultRefusals, MenacerAndCloakingDeviceAreNamed) {
  Table u;
  u.hands[0] = "9s 9h 9c 2d 3d";
  u.hands[1] = "Th Ks 2c 3c 4c";
  u.options = {{"faction1", "invaders"}, {"faction2", "vampire"}};
  auto s = Make(u);
  Play(*s, "play 9s;play 9h;play 9c;launch");
  EXPECT_EQ(defend_refusal(view(*s, 1), K(1, "Th"), 1),
            "The 10♥ cannot defend the 9♥: Menacer (The Invaders) is in play on the 9♠: while it is undefended no other "
            "Assault card can be defended.");
  Table w;
  w.hands[0] = "Ah Ac 2d 3d 4s";
  w.hands[1] = "Ah Ad 2c 3c 4c";
  w.options = {{"faction1", "invaders"}};
  w.secrets[0] = {PW("Cloaking Device")};
  auto t = Make(w);
  Play(*t, "play Ah;play Ac;launch;power Cloaking Device on Ah;pass");
  EXPECT_EQ(defend_refusal(view(*t, 1), K(1, "Ad"), 0),
            "The A♦ cannot defend the A♥: Cloaking Device (The Invaders) is attached to the A♥: only a higher ♥ card can "
            "defend it, not the same rank.");
  const View seen = view(*t, kObserver);
  EXPECT_EQ(seen.assault[0].attached, std::vector<int>{kPCloakingDevice});  // on the table for everyone
}

// The table's reasons agree with the legal moves: over whole seeded games of every faction pairing,
// at every defense each hand card and Assault card is refused exactly when no defense of it is legal.
TEST(PokerAssaultRefusals, EveryRefusalAgreesWithTheLegalMoves) {
  int checked = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    Options o = {{"faction1", faction_id(static_cast<int>(seed % 4))}, {"faction2", faction_id(static_cast<int>(seed / 4 % 4))}};
    auto made = new_game("poker-assault", seed, 2, o);
    ASSERT_TRUE(made.ok());
    auto s = std::move(*made);
    Rng rng(seed);
    for (int steps = 0; steps < 600 && !s->is_terminal(); ++steps) {
      const PaState& p = P(*s);
      if (p.phase_ == Phase::kDefend && p.undefended() > 0) {
        const int seat = s->current_player();
        const View v = view(*s, seat);
        for (Card d : v.hand)
          for (int i = 0; i < static_cast<int>(v.assault.size()); ++i) {
            const bool legal = s->is_legal(encode_defend(d, i, false)) || s->is_legal(encode_defend(d, i, true));
            EXPECT_EQ(defend_refusal(v, d, i).empty(), legal) << "seed " << seed << " " << to_label(d) << " on " << i << ": "
                                                              << defend_refusal(v, d, i);
            ++checked;
          }
      }
      s->apply_legal(heuristic_action(*s, rng));
    }
  }
  EXPECT_GT(checked, 500);
}


// Issue 38: the hand keeps its order after a play and its draw: the cards kept stay in the order they
// were, and the new cards come after them (over whole seeded games, every seat, every move but a
// Reform, which discards the hand, and Mind Swap, which trades a card).
TEST(PokerAssaultHand, KeepsItsOrderAfterADraw) {
  int draws = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    auto s = std::move(*new_game("poker-assault", seed, 2));
    Rng rng(seed);
    for (int steps = 0; steps < 500 && !s->is_terminal(); ++steps) {
      const Action a = heuristic_action(*s, rng);
      const std::array<std::vector<Card>, 2> before = {P(*s).hand_[0], P(*s).hand_[1]};
      const bool reform = a == kReform || s->action_to_string(a).find("Mind Swap") != std::string::npos;
      s->apply_legal(a);
      for (int seat = 0; seat < 2 && !reform; ++seat) {
        const std::vector<Card>& after = P(*s).hand_[seat];
        std::vector<Card> kept;  // the cards of before still in the hand, in their old order
        for (Card c : before[seat])
          if (std::find(after.begin(), after.end(), c) != after.end()) kept.push_back(c);
        ASSERT_LE(kept.size(), after.size());
        EXPECT_TRUE(std::equal(kept.begin(), kept.end(), after.begin())) << "seed " << seed << " step " << steps << " seat " << seat;
        draws += after.size() > kept.size();
      }
    }
  }
  EXPECT_GT(draws, 100);
}

// Expert's UCB constant (issues 35 and 52): 0.2 at every player count, where it beat Hard 62.0 %, 64.4 %
// (pairwise) and 64.0 % (two teams) against 52.0 %, 59.6 % and 57.5 % at Hard's 0.7.
TEST(PokerAssaultAi, ExpertExploresLessWidelyThanHard) {
  for (int seats : {2, 3, 4}) EXPECT_EQ(expert_exploration(**new_game("poker-assault", 1, seats)), 0.2) << seats;
}

// Issue 52, the guide's threats: a defence is the defender's decision inside the attacker's turn, so the
// guide reads on through it to the damage that lands when the defender passes.
TEST(PokerAssaultAi, ADefenceIsPartOfTheAttackersTurn) {
  Table u;
  u.hands[0] = "7c 7d 2h 9s Kd";
  u.hands[1] = "3h 9c 5c 9h 4s";
  auto s = Make(u);
  EXPECT_EQ(turn_seat(*s), 0);
  Play(*s, "play 7c;play 7d;launch");
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_EQ(turn_seat(*s), 0) << "the defender decides in the attacker's turn";
  const double before = holdings(*s, 1);
  Play(*s, "pass");
  EXPECT_LT(P(*s).chips(1), kStartChips) << "the undefended pair's damage";
  EXPECT_LT(holdings(*s, 1), before - 0.1) << "a threat's size, as the guide reads it";
}

}  // namespace
}  // namespace ff::poker_assault
