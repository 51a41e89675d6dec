// Five-card poker hand ranking: nine categories with the complete tie-break order.
// Aces are high, or low in the A-2-3-4-5 straight (the lowest straight); suits never break ties.
#pragma once
#include <cstdint>
#include <string>

#include "core/common/card.h"

namespace ff {

enum class HandCategory : uint8_t {
  kHighCard = 0,
  kOnePair,
  kTwoPairs,
  kThreeOfAKind,
  kStraight,
  kFlush,
  kFullHouse,
  kFourOfAKind,
  kStraightFlush,
};
constexpr int kNumHandCategories = 9;

// 1..7462; higher beats lower, equal strengths tie. 0 is never a valid strength.
using HandStrength = uint16_t;
constexpr HandStrength kNumHandStrengths = 7462;

// Precondition: five distinct non-joker cards (decks ignored).
HandStrength evaluate5(const Card* five);
HandStrength evaluate5(Card a, Card b, Card c, Card d, Card e);
// Best five of n >= 5 non-joker cards.
HandStrength evaluate_best(const Card* cards, int n);

HandCategory category_of(HandStrength s);
const char* category_name(HandCategory c);  // "Straight flush", ..., "Two pairs", "One pair", "High card"
// Full description of a five-card hand for players: "Flush, king high", "Two pairs, kings and fives",
// "Full house, sixes over kings", "Straight, five high", "One pair of eights".
std::string describe_hand(const Card* five);
// describe_hand, and when `other` reads the same but is not equal, the first card that tells them
// apart: "One pair of fives (king kicker)" against "One pair of fives (nine kicker)" (a row won by a
// kicker said "One pair of fives against One pair of fives", which reads like a tie).
std::string describe_hand_against(const Card* five, const Card* other);

}  // namespace ff
