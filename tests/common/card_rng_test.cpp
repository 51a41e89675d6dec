#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/common/card.h"
#include "core/common/json.h"
#include "core/common/rng.h"

namespace ff {

TEST(Cards, NotationRoundTripsForEveryCardAndJoker) {
  for (Card c : standard_deck(0, 3)) {
    auto parsed = parse_card(to_string(c));
    ASSERT_TRUE(parsed.ok()) << to_string(c);
    if (c.is_joker()) {
      EXPECT_TRUE(parsed->is_joker());
    } else {
      EXPECT_EQ(*parsed, c);
    }
  }
  EXPECT_EQ(to_string(Card::make(kAce, kSpades)), "As");
  EXPECT_EQ(to_string(Card::make(kTen, kDiamonds)), "Td");
  EXPECT_EQ(to_string(Card::make(7, kHearts)), "7h");
  EXPECT_EQ(to_string(Card::make(2, kClubs)), "2c");
  EXPECT_EQ(to_string(Card::joker()), "Jk");
}

TEST(Cards, ParsingAcceptsCommonSpellings) {
  EXPECT_EQ(*parse_card("10d"), Card::make(kTen, kDiamonds));
  EXPECT_EQ(*parse_card("as"), Card::make(kAce, kSpades));
  EXPECT_EQ(*parse_card("KH"), Card::make(kKing, kHearts));
  auto cards = parse_cards("As Kd, 7h  2c");
  ASSERT_TRUE(cards.ok());
  EXPECT_EQ(to_string(*cards), "As Kd 7h 2c");
}

TEST(Cards, ParsingRefusesBadTextWithAReason) {
  for (const char* bad : {"", "A", "1s", "Ax", "Zs", "10", "Asx", "Joker"}) {
    auto r = parse_card(bad);
    EXPECT_FALSE(r.ok()) << bad;
    if (!r.ok()) {
      EXPECT_FALSE(r.error().empty());
    }
  }
  auto r = parse_cards("As Kd Qx");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("Qx"), std::string::npos);
}

TEST(Cards, DecksCanBeToldApart) {
  auto d0 = standard_deck(0), d1 = standard_deck(1, 2);
  EXPECT_EQ(d0.size(), 52u);
  EXPECT_EQ(d1.size(), 54u);
  std::set<uint16_t> ids;
  for (Card c : d0) ids.insert(c.id());
  for (Card c : d1) ids.insert(c.id());
  EXPECT_EQ(ids.size(), 106u);
  EXPECT_NE(d0[0], d1[0]);
  EXPECT_EQ(Card::from_id(d1[53].id()), d1[53]);
  EXPECT_TRUE(d1[53].is_joker());
}

TEST(Cards, LabelsUseSuitSymbols) {
  EXPECT_EQ(to_label(Card::make(kKing, kSpades)), "K\xE2\x99\xA0");
  EXPECT_EQ(to_label(Card::make(kTen, kHearts)), "10\xE2\x99\xA5");
  EXPECT_EQ(to_label(Card::joker()), "Joker");
  EXPECT_TRUE(Card::make(3, kDiamonds).is_red());
  EXPECT_FALSE(Card::make(3, kClubs).is_red());
}

// Reference values of pcg32 (pcg-random.org's pcg32-demo: initstate 42, initseq 54).
TEST(Rng, MatchesThePcg32ReferenceSequence) {
  Rng rng(42, 54);
  const uint32_t expected[] = {0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293, 0xbfa4784b, 0xcbed606e};
  for (uint32_t e : expected) EXPECT_EQ(rng.next_u32(), e);
}

TEST(Rng, SameSeedSameSequenceDifferentSeedDifferentSequence) {
  Rng a(7), b(7), c(8);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    uint32_t x = a.next_u32();
    EXPECT_EQ(x, b.next_u32());
    differs |= x != c.next_u32();
  }
  EXPECT_TRUE(differs);
}

TEST(Rng, BoundedValuesStayInRangeAndCoverIt) {
  Rng rng(3);
  std::vector<int> counts(6, 0);
  for (int i = 0; i < 60000; ++i) {
    int d = rng.die();
    ASSERT_GE(d, 1);
    ASSERT_LE(d, 6);
    counts[d - 1]++;
  }
  for (int c : counts) EXPECT_NEAR(c, 10000, 500);
  for (int i = 0; i < 1000; ++i) {
    int r = rng.range(-3, 3);
    ASSERT_GE(r, -3);
    ASSERT_LE(r, 3);
    double u = rng.unit();
    ASSERT_GE(u, 0.0);
    ASSERT_LT(u, 1.0);
  }
}

TEST(Rng, ShuffleIsAPermutationAndUnbiasedEnough) {
  Rng rng(11);
  // Where card 0 of a 4-card deck lands, over many shuffles: each spot about 1/4 of the time.
  std::vector<int> where(4, 0);
  for (int i = 0; i < 40000; ++i) {
    std::vector<int> v = {0, 1, 2, 3};
    rng.shuffle(v);
    std::vector<int> sorted = v;
    std::sort(sorted.begin(), sorted.end());
    ASSERT_EQ(sorted, (std::vector<int>{0, 1, 2, 3}));
    where[std::find(v.begin(), v.end(), 0) - v.begin()]++;
  }
  for (int w : where) EXPECT_NEAR(w, 10000, 400);
}

TEST(Json, WriterPlacesCommasAndEscapes) {
  JsonWriter j;
  j.begin_object();
  j.key("a").value(1);
  j.key("b").begin_array().value("x\"y").value(true).end_array();
  j.key("c").begin_object().key("d").null().end_object();
  j.key("cards").cards({Card::make(kAce, kSpades), Card::joker()});
  j.end_object();
  EXPECT_EQ(j.str(), R"({"a":1,"b":["x\"y",true],"c":{"d":null},"cards":["As","Jk"]})");
}

}  // namespace ff
