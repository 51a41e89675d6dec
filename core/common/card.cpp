#include "core/common/card.h"

namespace ff {

char rank_char(uint8_t rank) {
  static const char kChars[] = "??23456789TJQKA";
  return rank <= kAce ? kChars[rank] : '?';
}

char suit_char(uint8_t suit) { return suit < 4 ? "cdhs"[suit] : '?'; }

const char* suit_symbol(uint8_t suit) {
  static const char* kSymbols[] = {"\xE2\x99\xA3", "\xE2\x99\xA6", "\xE2\x99\xA5", "\xE2\x99\xA0"};
  return suit < 4 ? kSymbols[suit] : "?";
}

const char* rank_name(uint8_t rank, bool plural) {
  static const char* kSingular[] = {"joker", "?", "two", "three", "four", "five", "six", "seven",
                                    "eight", "nine", "ten", "jack", "queen", "king", "ace"};
  static const char* kPlural[] = {"jokers", "?", "twos", "threes", "fours", "fives", "sixes", "sevens",
                                  "eights", "nines", "tens", "jacks", "queens", "kings", "aces"};
  if (rank > kAce) return "?";
  return plural ? kPlural[rank] : kSingular[rank];
}

std::string to_string(Card c) {
  if (c.is_joker()) return "Jk";
  return std::string{rank_char(c.rank), suit_char(c.suit)};
}

std::string to_label(Card c) {
  if (c.is_joker()) return "Joker";
  std::string s = c.rank == kTen ? "10" : std::string(1, rank_char(c.rank));
  return s + suit_symbol(c.suit);
}

static int parse_rank(std::string_view t) {
  if (t == "10") return kTen;
  if (t.size() != 1) return -1;
  char ch = t[0];
  if (ch >= '2' && ch <= '9') return ch - '0';
  switch (ch) {
    case 'T': case 't': return kTen;
    case 'J': case 'j': return kJack;
    case 'Q': case 'q': return kQueen;
    case 'K': case 'k': return kKing;
    case 'A': case 'a': return kAce;
    default: return -1;
  }
}

static int parse_suit(char ch) {
  switch (ch) {
    case 'c': case 'C': return kClubs;
    case 'd': case 'D': return kDiamonds;
    case 'h': case 'H': return kHearts;
    case 's': case 'S': return kSpades;
    default: return -1;
  }
}

Result<Card> parse_card(std::string_view text, uint8_t deck) {
  if (text == "Jk" || text == "JK" || text == "jk") return Card::joker(0, deck);
  if (text.size() < 2 || text.size() > 3) {
    return make_error("'" + std::string(text) + "' is not a card (expected rank and suit, like As, Td, 7h or Jk)");
  }
  int rank = parse_rank(text.substr(0, text.size() - 1));
  if (rank < 0) return make_error("'" + std::string(text) + "' has no valid rank (2-9, T, J, Q, K, A)");
  int suit = parse_suit(text.back());
  if (suit < 0) return make_error("'" + std::string(text) + "' has no valid suit (c, d, h, s)");
  return Card::make(static_cast<uint8_t>(rank), static_cast<uint8_t>(suit), deck);
}

Result<std::vector<Card>> parse_cards(std::string_view text, uint8_t deck) {
  std::vector<Card> cards;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == ',')) ++i;
    size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != '\t' && text[j] != ',') ++j;
    if (j > i) {
      auto card = parse_card(text.substr(i, j - i), deck);
      if (!card) return Error{card.error()};
      cards.push_back(*card);
    }
    i = j;
  }
  return cards;
}

std::string to_string(const std::vector<Card>& cards) {
  std::string s;
  for (Card c : cards) {
    if (!s.empty()) s += ' ';
    s += to_string(c);
  }
  return s;
}

std::vector<Card> standard_deck(uint8_t deck, int jokers) {
  std::vector<Card> cards;
  cards.reserve(52 + jokers);
  for (int i = 0; i < 52; ++i) cards.push_back(Card::from_index52(i, deck));
  for (int j = 0; j < jokers; ++j) cards.push_back(Card::joker(static_cast<uint8_t>(j), deck));
  return cards;
}

}  // namespace ff
