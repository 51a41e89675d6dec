// Playing cards: suits, ranks 2..A, jokers, and cards from decks that can be told apart.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/result.h"

namespace ff {

enum Suit : uint8_t { kClubs = 0, kDiamonds = 1, kHearts = 2, kSpades = 3 };
constexpr int kNumSuits = 4;

// Ranks are 2..14 (11 = J, 12 = Q, 13 = K, 14 = A); rank 0 marks a joker.
constexpr uint8_t kJokerRank = 0;
constexpr uint8_t kAce = 14, kKing = 13, kQueen = 12, kJack = 11, kTen = 10;

struct Card {
  uint8_t rank = 0;  // 2..14, or kJokerRank
  uint8_t suit = 0;  // 0..3; for a joker, which joker of its deck (0, 1, 2 ...)
  uint8_t deck = 0;  // which physical deck the card comes from (a player's own deck)

  static constexpr Card make(uint8_t rank, uint8_t suit, uint8_t deck = 0) { return Card{rank, suit, deck}; }
  static constexpr Card joker(uint8_t index = 0, uint8_t deck = 0) { return Card{kJokerRank, index, deck}; }

  constexpr bool is_joker() const { return rank == kJokerRank; }
  constexpr bool is_red() const { return !is_joker() && (suit == kDiamonds || suit == kHearts); }
  // 0..51 for the 52 ranked cards of one deck (rank-major), 52.. for jokers. Deck not included.
  constexpr int index52() const { return is_joker() ? 52 + suit : (rank - 2) * 4 + suit; }
  // Unique across decks: fits in 16 bits for up to 1000 decks.
  constexpr uint16_t id() const { return static_cast<uint16_t>(deck * 64 + index52()); }
  static constexpr Card from_index52(int i, uint8_t deck = 0) {
    return i >= 52 ? joker(static_cast<uint8_t>(i - 52), deck)
                   : Card{static_cast<uint8_t>(i / 4 + 2), static_cast<uint8_t>(i % 4), deck};
  }
  static constexpr Card from_id(uint16_t id) { return from_index52(id % 64, static_cast<uint8_t>(id / 64)); }

  friend constexpr bool operator==(Card a, Card b) { return a.id() == b.id(); }
  friend constexpr bool operator!=(Card a, Card b) { return a.id() != b.id(); }
  friend constexpr bool operator<(Card a, Card b) { return a.id() < b.id(); }
};

char rank_char(uint8_t rank);  // '2'..'9', 'T', 'J', 'Q', 'K', 'A'; '?' for anything else
char suit_char(uint8_t suit);  // 'c', 'd', 'h', 's'
const char* suit_symbol(uint8_t suit);  // UTF-8: ♣ ♦ ♥ ♠
const char* rank_name(uint8_t rank, bool plural = false);  // "king", "kings", "six", "sixes"

// Two-character notation: "As", "Td", "7h", "2c"; "Jk" for a joker. The deck is not part of it.
std::string to_string(Card c);
// Readable label for the screen: "K♠", "10♥", "Joker".
std::string to_label(Card c);
// Accepts "As", "AS", "as", "Td", "10d", "Jk"/"JK" (joker). The deck of the result is `deck`.
Result<Card> parse_card(std::string_view text, uint8_t deck = 0);
// Space-separated cards: "As Kd 7h".
Result<std::vector<Card>> parse_cards(std::string_view text, uint8_t deck = 0);
std::string to_string(const std::vector<Card>& cards);  // "As Kd 7h"

// 52 cards (2c 2d 2h 2s 3c ... As) followed by `jokers` jokers, all from deck `deck`.
std::vector<Card> standard_deck(uint8_t deck = 0, int jokers = 0);

}  // namespace ff
