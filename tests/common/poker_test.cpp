#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <compare>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/card.h"
#include "core/common/poker.h"

namespace ff {
namespace {

std::vector<Card> cards(std::string_view text) {
  auto parsed = parse_cards(text);
  if (!parsed.ok()) {
    ADD_FAILURE() << parsed.error();
    return {};
  }
  return *parsed;
}

// Strength of a five-card hand written like "Ah Kd 7c 7s 2h".
HandStrength eval(std::string_view text) {
  std::vector<Card> hand = cards(text);
  if (hand.size() != 5) {
    ADD_FAILURE() << "'" << text << "' is not five cards";
    return 0;
  }
  return evaluate5(hand.data());
}

HandStrength best(std::string_view text) {
  std::vector<Card> hand = cards(text);
  return evaluate_best(hand.data(), static_cast<int>(hand.size()));
}

std::string describe(std::string_view text) { return describe_hand(cards(text).data()); }

// ---- An independent, deliberately naive ranking to check the evaluator's order against. ----

struct RefKey {
  int category = 0;        // same numbering as HandCategory
  std::vector<int> ranks;  // tie-break ranks, most significant first
  auto operator<=>(const RefKey&) const = default;
};

RefKey reference_key(const std::vector<Card>& hand) {
  std::array<int, 15> count{};
  for (Card c : hand) ++count[c.rank];
  std::vector<std::pair<int, int>> groups;  // (multiplicity, rank), biggest group first
  for (int r = 2; r <= 14; ++r) {
    if (count[r] > 0) groups.emplace_back(count[r], r);
  }
  std::sort(groups.rbegin(), groups.rend());
  std::vector<int> ranks;
  for (auto [n, r] : groups) ranks.push_back(r);

  bool flush = std::all_of(hand.begin(), hand.end(), [&](Card c) { return c.suit == hand[0].suit; });
  bool straight = false;
  int top = 0;
  if (groups.size() == 5) {
    if (ranks == std::vector<int>{14, 5, 4, 3, 2}) {
      straight = true;
      top = 5;
    } else if (ranks[0] - ranks[4] == 4) {
      straight = true;
      top = ranks[0];
    }
  }
  if (straight && flush) return {8, {top}};
  if (groups[0].first == 4) return {7, ranks};
  if (groups[0].first == 3 && groups[1].first == 2) return {6, ranks};
  if (flush) return {5, ranks};
  if (straight) return {4, {top}};
  if (groups[0].first == 3) return {3, ranks};
  if (groups[0].first == 2 && groups[1].first == 2) return {2, ranks};
  if (groups[0].first == 2) return {1, ranks};
  return {0, ranks};
}

// ---- Whole-deck properties ----

TEST(PokerEnumeration, AllHandsHaveTheTextbookCategoryCounts) {
  const std::vector<Card> deck = standard_deck();
  std::array<long, kNumHandCategories> hands_per_category{};
  std::vector<bool> seen(kNumHandStrengths + 1, false);
  int min_strength = 1 << 30, max_strength = 0;
  long hands = 0;
  Card h[5];
  for (int a = 0; a < 52; ++a) {
    h[0] = deck[a];
    for (int b = a + 1; b < 52; ++b) {
      h[1] = deck[b];
      for (int c = b + 1; c < 52; ++c) {
        h[2] = deck[c];
        for (int d = c + 1; d < 52; ++d) {
          h[3] = deck[d];
          for (int e = d + 1; e < 52; ++e) {
            h[4] = deck[e];
            HandStrength s = evaluate5(h);
            ASSERT_GE(s, 1);
            ASSERT_LE(s, kNumHandStrengths);
            ++hands_per_category[static_cast<int>(category_of(s))];
            seen[s] = true;
            min_strength = std::min<int>(min_strength, s);
            max_strength = std::max<int>(max_strength, s);
            ++hands;
          }
        }
      }
    }
  }
  EXPECT_EQ(hands, 2598960);
  EXPECT_EQ(hands_per_category[static_cast<int>(HandCategory::kStraightFlush)], 40);
  EXPECT_EQ(hands_per_category[static_cast<int>(HandCategory::kFourOfAKind)], 624);
  EXPECT_EQ(hands_per_category[static_cast<int>(HandCategory::kFullHouse)], 3744);
  EXPECT_EQ(hands_per_category[static_cast<int>(HandCategory::kFlush)], 5108);
  EXPECT_EQ(hands_per_category[static_cast<int>(HandCategory::kStraight)], 10200);
  EXPECT_EQ(hands_per_category[static_cast<int>(HandCategory::kThreeOfAKind)], 54912);
  EXPECT_EQ(hands_per_category[static_cast<int>(HandCategory::kTwoPairs)], 123552);
  EXPECT_EQ(hands_per_category[static_cast<int>(HandCategory::kOnePair)], 1098240);
  EXPECT_EQ(hands_per_category[static_cast<int>(HandCategory::kHighCard)], 1302540);
  EXPECT_EQ(std::count(seen.begin(), seen.end(), true), 7462);
  EXPECT_EQ(min_strength, 1);
  EXPECT_EQ(max_strength, 7462);
}

// One hand per equivalence class (every rank multiset, plus the suited version of each five
// distinct ranks): the evaluator must order them exactly like the naive reference, densely.
TEST(PokerEnumeration, OrderMatchesANaiveReferenceForEveryEquivalenceClass) {
  struct Row {
    RefKey key;
    HandStrength strength;
    std::string hand;
  };
  std::vector<Row> rows;
  int r[5];
  for (r[0] = 2; r[0] <= 14; ++r[0])
    for (r[1] = r[0]; r[1] <= 14; ++r[1])
      for (r[2] = r[1]; r[2] <= 14; ++r[2])
        for (r[3] = r[2]; r[3] <= 14; ++r[3])
          for (r[4] = r[3]; r[4] <= 14; ++r[4]) {
            if (r[0] == r[4]) continue;
            // Suits c d h s c: never a flush, never the same card twice.
            std::vector<Card> offsuit;
            for (int i = 0; i < 5; ++i) offsuit.push_back(Card::make(static_cast<uint8_t>(r[i]), i % 4));
            rows.push_back({reference_key(offsuit), evaluate5(offsuit.data()), to_string(offsuit)});
            bool distinct = r[0] < r[1] && r[1] < r[2] && r[2] < r[3] && r[3] < r[4];
            if (distinct) {
              std::vector<Card> suited;
              for (int i = 0; i < 5; ++i) suited.push_back(Card::make(static_cast<uint8_t>(r[i]), kHearts));
              rows.push_back({reference_key(suited), evaluate5(suited.data()), to_string(suited)});
            }
          }
  ASSERT_EQ(rows.size(), 7462u);
  std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.key < b.key; });
  for (size_t i = 0; i < rows.size(); ++i) {
    ASSERT_EQ(rows[i].strength, i + 1) << rows[i].hand;
    ASSERT_EQ(static_cast<int>(category_of(rows[i].strength)), rows[i].key.category) << rows[i].hand;
  }
}

// ---- Tie-breaks, one rule per test ----

TEST(PokerRanking, KickerOrderDecidesBetweenEqualPairs) {
  EXPECT_GT(eval("Kh Kd As 7c 3d"), eval("Ks Kc Qh Jd 9s"));  // first kicker
  EXPECT_GT(eval("Kh Kd Ac 9d 2s"), eval("Ks Kc Ah 8d 7s"));  // second kicker
  EXPECT_GT(eval("Kh Kd Ac 9d 3s"), eval("Ks Kc Ah 9s 2h"));  // third kicker
  EXPECT_EQ(eval("Kh Kd Ac 9d 3s"), eval("Ks Kc Ah 9s 3h"));
}

TEST(PokerDescription, TheDecidingKickerIsNamedOnlyWhereTheNamesAreEqual) {
  const auto against = [](std::string_view a, std::string_view b) { return describe_hand_against(cards(a).data(), cards(b).data()); };
  EXPECT_EQ(against("5c 5d Kh 7s 2c", "5h 5s 9h 7c 2d"), "One pair of fives (king kicker)");
  EXPECT_EQ(against("5h 5s 9h 7c 2d", "5c 5d Kh 7s 2c"), "One pair of fives (nine kicker)");
  EXPECT_EQ(against("Kc Kd 5h 5s 9c", "Kh Ks 5c 5d 8h"), "Two pairs, kings and fives (nine kicker)");
  EXPECT_EQ(against("5c 5d Kh 7s 2c", "6h 6s 9h 7c 2d"), "One pair of fives") << "different names: no kicker";
  EXPECT_EQ(against("5c 5d Kh 7s 2c", "5h 5s Kd 7c 2d"), "One pair of fives") << "equal hands tie";
}

TEST(PokerRanking, HighCardComparesEveryCardInOrder) {
  EXPECT_GT(eval("Ah Kd 9c 7s 3h"), eval("As Kc 9d 7h 2c"));
  EXPECT_GT(eval("Ah 3d 4c 5s 7h"), eval("Ks Qc Jd 9h 8c"));
  EXPECT_GT(eval("Ah Qd 4c 3s 2h"), eval("As Jc Td 9h 7c"));
}

TEST(PokerRanking, WheelIsTheLowestStraight) {
  HandStrength wheel = eval("Ah 2d 3c 4s 5h");
  EXPECT_EQ(category_of(wheel), HandCategory::kStraight);
  EXPECT_LT(wheel, eval("2h 3d 4c 5s 6h"));
  EXPECT_GT(wheel, eval("Ah Ad Ac Ks Qh"));  // still beats the best three of a kind
}

TEST(PokerRanking, AceHighStraightIsTheHighestStraight) {
  HandStrength broadway = eval("Th Jd Qc Ks Ah");
  EXPECT_EQ(category_of(broadway), HandCategory::kStraight);
  EXPECT_GT(broadway, eval("9h Td Jc Qs Kh"));
  EXPECT_LT(broadway, eval("2h 3h 4h 5h 7h"));  // below the worst flush
}

TEST(PokerRanking, AceIsLowOnlyInTheWheel) {
  EXPECT_EQ(category_of(eval("Qh Kd Ac 2s 3h")), HandCategory::kHighCard);
  EXPECT_EQ(category_of(eval("Kh Ad 2c 3s 4h")), HandCategory::kHighCard);
}

TEST(PokerRanking, SteelWheelIsTheLowestStraightFlush) {
  HandStrength steel_wheel = eval("Ah 2h 3h 4h 5h");
  EXPECT_EQ(category_of(steel_wheel), HandCategory::kStraightFlush);
  EXPECT_LT(steel_wheel, eval("2s 3s 4s 5s 6s"));
  EXPECT_GT(steel_wheel, eval("Ah Ad Ac As Kh"));  // beats the best four of a kind
  EXPECT_EQ(eval("Ts Js Qs Ks As"), kNumHandStrengths);
}

TEST(PokerRanking, SuitsNeverBreakTies) {
  EXPECT_EQ(eval("Ah Kd 9c 7s 3h"), eval("As Kh 9d 7c 3s"));           // high card
  EXPECT_EQ(eval("8h 8d Kc 7s 3h"), eval("8s 8c Kh 7d 3c"));           // one pair
  EXPECT_EQ(eval("2h 3d 4c 5s 6h"), eval("2c 3c 4h 5d 6s"));           // straight
  EXPECT_EQ(eval("Ah Jh 8h 6h 2h"), eval("As Js 8s 6s 2s"));           // flush
  EXPECT_EQ(eval("9c Tc Jc Qc Kc"), eval("9d Td Jd Qd Kd"));           // straight flush
  EXPECT_EQ(eval("Qh Qd Qc 4s 4h"), eval("Qs Qd Qh 4c 4d"));           // full house
}

TEST(PokerRanking, TwoPairsCompareHighPairThenLowPairThenKicker) {
  EXPECT_GT(eval("Kh Kd 3c 3s 2h"), eval("Qs Qc Jh Jd As"));  // high pair
  EXPECT_GT(eval("Kh Kd 6c 6s 2h"), eval("Ks Kc 5h 5d As"));  // then low pair
  EXPECT_GT(eval("Kh Kd 6c 6s 9h"), eval("Ks Kc 6h 6d 8s"));  // then kicker
  EXPECT_EQ(eval("Kh Kd 6c 6s 9h"), eval("Ks Kc 6h 6d 9s"));
}

TEST(PokerRanking, ThreeOfAKindComparesTripsThenKickers) {
  EXPECT_GT(eval("8h 8d 8c 3s 2h"), eval("7s 7c 7h Ad Ks"));
  EXPECT_GT(eval("8h 8d 8c As 2h"), eval("8s 8d 8c Kd Qs"));
  EXPECT_GT(eval("8h 8d 8c As 3h"), eval("8s 8d 8c Ad 2s"));
}

TEST(PokerRanking, FullHouseComparesTripsThenPair) {
  EXPECT_GT(eval("3h 3d 3c 2s 2h"), eval("2s 2d 2c As Ah"));
  EXPECT_GT(eval("Kh Kd Kc 6s 6h"), eval("Ks Kd Kc 5s 5h"));
}

TEST(PokerRanking, FourOfAKindComparesQuadsThenKicker) {
  EXPECT_GT(eval("3h 3d 3c 3s 2h"), eval("2s 2d 2c 2h As"));
  EXPECT_GT(eval("9h 9d 9c 9s Kh"), eval("9s 9d 9c 9h Qs"));
}

TEST(PokerRanking, FlushComparedCardByCard) {
  EXPECT_GT(eval("Ah Qh 9h 5h 3h"), eval("Ad Qd 9d 5d 2d"));  // decided by the last card
  EXPECT_GT(eval("Kh Qh 4h 3h 2h"), eval("Kd Jd 9d 8d 7d"));  // decided by the second card
  EXPECT_GT(eval("Ah 6h 4h 3h 2h"), eval("Kd Qd Jd 9d 8d"));  // decided by the first card
}

TEST(PokerRanking, CategoriesRankInOrderAtTheirBoundaries) {
  // Each pair: the best hand of one category, then the worst of the next.
  const std::vector<std::pair<const char*, const char*>> boundaries = {
      {"Ah Kd Qc Js 9h", "2h 2d 3c 4s 5h"},  // high card  < one pair
      {"Ah Ad Kc Qs Jh", "3h 3d 2c 2s 4h"},  // one pair   < two pairs
      {"Ah Ad Kc Ks Qh", "2h 2d 2c 3s 4h"},  // two pairs  < three of a kind
      {"Ah Ad Ac Ks Qh", "Ah 2d 3c 4s 5h"},  // trips      < straight
      {"Th Jd Qc Ks Ah", "2h 3h 4h 5h 7h"},  // straight   < flush
      {"Ah Kh Qh Jh 9h", "2h 2d 2c 3s 3h"},  // flush      < full house
      {"Ah Ad Ac Ks Kh", "2h 2d 2c 2s 3h"},  // full house < four of a kind
      {"Ah Ad Ac As Kh", "Ah 2h 3h 4h 5h"},  // quads      < straight flush
  };
  for (size_t i = 0; i < boundaries.size(); ++i) {
    HandStrength top = eval(boundaries[i].first), bottom = eval(boundaries[i].second);
    EXPECT_EQ(static_cast<size_t>(category_of(top)), i) << boundaries[i].first;
    EXPECT_EQ(static_cast<size_t>(category_of(bottom)), i + 1) << boundaries[i].second;
    EXPECT_EQ(bottom, top + 1) << boundaries[i].first << " / " << boundaries[i].second;
  }
  EXPECT_EQ(eval("7h 5d 4c 3s 2h"), 1);  // the worst hand there is
}

TEST(PokerRanking, CardOrderDoesNotMatter) {
  for (const char* text : {"Ah Kd 9c 7s 3h", "Kh Kd Kc 6s 6h", "Ah 2h 3h 4h 5h", "Ah 2d 3c 4s 5h", "9h 9d 4c 4s Jh"}) {
    std::vector<Card> hand = cards(text);
    std::sort(hand.begin(), hand.end());
    HandStrength expected = evaluate5(hand.data());
    do {
      EXPECT_EQ(evaluate5(hand.data()), expected) << to_string(hand);
      EXPECT_EQ(evaluate5(hand[0], hand[1], hand[2], hand[3], hand[4]), expected) << to_string(hand);
    } while (std::next_permutation(hand.begin(), hand.end()));
  }
}

TEST(PokerRanking, DeckOfTheCardsIsIgnored) {
  std::vector<Card> hand = cards("Ah Kh Qh Jh 9h");
  HandStrength expected = evaluate5(hand.data());
  for (size_t i = 0; i < hand.size(); ++i) hand[i].deck = static_cast<uint8_t>(i + 1);
  EXPECT_EQ(evaluate5(hand.data()), expected);
}

// ---- Best five of more ----

TEST(PokerBestOfSeven, PicksTheBestFiveOfSeven) {
  // A full house hidden among seven.
  EXPECT_EQ(best("Qh Qd Qc 7s 7h 2d 3c"), eval("Qh Qd Qc 7s 7h"));
  // Three pairs: the best two and the best kicker.
  EXPECT_EQ(best("Ah Ad Kc Ks 2h 2d 3c"), eval("Ah Ad Kc Ks 3c"));
  // Flush beats the straight also present.
  HandStrength flush = best("4h 5h 6d 7h 8c 9h Kh");
  EXPECT_EQ(category_of(flush), HandCategory::kFlush);
  EXPECT_EQ(flush, eval("Kh 9h 7h 5h 4h"));
}

TEST(PokerBestOfSeven, BestHandCanUseNeitherHoleCard) {
  // Hole cards 2c 7d; the board alone is a royal flush.
  EXPECT_EQ(best("2c 7d As Ks Qs Js Ts"), kNumHandStrengths);
  // Hole cards 3d 4c play no part in the board's full house.
  EXPECT_EQ(best("3d 4c 9h 9d 9c Jh Jd"), eval("9h 9d 9c Jh Jd"));
}

TEST(PokerBestOfSeven, FindsAStraightAmongSevenCardsWithAPair) {
  HandStrength s = best("5h 6d 7c 8s 9h 9d 2c");
  EXPECT_EQ(category_of(s), HandCategory::kStraight);
  EXPECT_EQ(s, eval("5h 6d 7c 8s 9h"));
  // A wheel hidden among seven, with a pair of aces.
  EXPECT_EQ(best("Ah Ad 2c 3s 4h 5d Kc"), eval("Ah 2c 3s 4h 5d"));
}

TEST(PokerBestOfSeven, WorksForFiveToNineCards) {
  EXPECT_EQ(best("Ah Kd 9c 7s 3h"), eval("Ah Kd 9c 7s 3h"));
  EXPECT_EQ(best("Ah Kd 9c 7s 3h Ac"), eval("Ah Ac Kd 9c 7s"));
  EXPECT_EQ(best("2h 2d 5c 7s 9h Jc Kd Ks"), eval("Kd Ks 2h 2d Jc"));
  EXPECT_EQ(best("2h 2d 2c 7s 9h Jc Kd Ks 2s"), eval("2h 2d 2c 2s Ks"));
}

// ---- Names and descriptions ----

TEST(PokerDescription, CategoryNamesAreExact) {
  EXPECT_STREQ(category_name(HandCategory::kStraightFlush), "Straight flush");
  EXPECT_STREQ(category_name(HandCategory::kFourOfAKind), "Four of a kind");
  EXPECT_STREQ(category_name(HandCategory::kFullHouse), "Full house");
  EXPECT_STREQ(category_name(HandCategory::kFlush), "Flush");
  EXPECT_STREQ(category_name(HandCategory::kStraight), "Straight");
  EXPECT_STREQ(category_name(HandCategory::kThreeOfAKind), "Three of a kind");
  EXPECT_STREQ(category_name(HandCategory::kTwoPairs), "Two pairs");
  EXPECT_STREQ(category_name(HandCategory::kOnePair), "One pair");
  EXPECT_STREQ(category_name(HandCategory::kHighCard), "High card");
}

TEST(PokerDescription, CategoryAndDescriptionForEachCategory) {
  struct Case {
    const char* hand;
    HandCategory category;
    const char* description;
  };
  const Case cases[] = {
      {"5h 6h 7h 8h 9h", HandCategory::kStraightFlush, "Straight flush, nine high"},
      {"Ts Js Qs Ks As", HandCategory::kStraightFlush, "Straight flush, ace high"},
      {"Ad 2d 3d 4d 5d", HandCategory::kStraightFlush, "Straight flush, five high"},
      {"Qh Qd Qc Qs 3h", HandCategory::kFourOfAKind, "Four of a kind, queens"},
      {"6h 6d 6c Ks Kh", HandCategory::kFullHouse, "Full house, sixes over kings"},
      {"Kc 9c 7c 4c 2c", HandCategory::kFlush, "Flush, king high"},
      {"Ah 2d 3c 4s 5h", HandCategory::kStraight, "Straight, five high"},
      {"Th Jd Qc Ks Ah", HandCategory::kStraight, "Straight, ace high"},
      {"7h 7d 7c Ks 2h", HandCategory::kThreeOfAKind, "Three of a kind, sevens"},
      {"5h Kd 5c Ks 2h", HandCategory::kTwoPairs, "Two pairs, kings and fives"},
      {"8h 8d Ac 4s 2h", HandCategory::kOnePair, "One pair of eights"},
      {"6h 6d Ac 4s 2h", HandCategory::kOnePair, "One pair of sixes"},
      {"Ah Jd 9c 4s 2h", HandCategory::kHighCard, "High card, ace"},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(category_of(eval(c.hand)), c.category) << c.hand;
    EXPECT_EQ(describe(c.hand), c.description) << c.hand;
  }
}

}  // namespace
}  // namespace ff
