// Deck builders: one per game that lets players build their own (Assault Edge's armies, Ground
// Assault's forces and decks). A builder draws the card pool and the deck being built from a DeckEdit,
// edits the deck's code, and knows nothing of storage or the app: the Decks screen (web/app/decks.cpp)
// names, saves and plays the decks.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <string_view>
#include <vector>

namespace ff {

// The pool's filters. They combine: an entry is listed when it passes every one. Each is the index of
// its choice in the game's list, 0 meaning any; a filter a game lacks stays 0.
struct PoolFilter {
  int deck = 0;     // Assault Edge: the Research, Command or Barracks Deck
  int type = 0;     // the game's kinds of entry (Assault Edge: Unit cards ...; Ground Assault: Ground units ...)
  int element = 0;  // Assault Edge: a facility's element (cards have none)
  int icon = 0;     // Ground Assault: an icon a unit has, the icon a combat card is of (objectives have none)
  int cost = 0;     // Assault Edge: the cards a card's cost takes; Ground Assault: a unit's or card's stars
  bool any() const { return deck || type || element || icon || cost; }
};

// What the builder edits: the deck as its code (the game's deck code, e.g. "AE1-..."), the reason
// the last change was refused ("3 copies of Ambush already"), and the pool's filters.
struct DeckEdit {
  std::string code;
  std::string refused;
  std::string refused_item;  // the card or facility it concerns (its id): the reason shows beside it
  PoolFilter filter;
  std::vector<std::string> listed;  // the pool entries (ids) the last frame listed: for the test hook
};

struct DeckBuilderUI {
  std::string game_id;
  const char* noun = "deck";  // "army": the Decks screen's words ("Build an army", "Save this army")
  const char* rules = "";     // the deck rules in one line, under the screen's title
  const char* option = "";    // the first seat's option that takes a deck code ("army1"); seat n's ends in n
  // Named starting points (a pre-built deck, a generated one, an empty one) as (name, code).
  std::vector<std::pair<std::string, std::string>> (*starts)(uint64_t seed) = nullptr;
  // "" if `code` reads as this game's deck (legal or not), else why not ("the checksum does not match").
  std::string (*unreadable)(const std::string& code) = nullptr;
  // A legal deck made by the game's generator from `seed` (the same seed, the same deck).
  std::string (*generated)(uint64_t seed) = nullptr;
  // Every rule the deck breaks, in the words shown beside its part; empty: it can be played.
  std::vector<std::string> (*problems)(const std::string& code) = nullptr;
  // Draws the pool and the deck (counts per deck, each check beside its part) and edits `e`.
  void (*draw)(DeckEdit& e) = nullptr;
};

const std::vector<DeckBuilderUI>& deck_builders();

// Pieces every builder draws (deck_builder.cpp).
namespace builder {
// A count against its rule, as a heading: green when the rule holds, amber otherwise.
void draw_count(const std::string& text, bool good);
// A card's details under its name: small and muted.
void small_muted(const std::string& text);
// A warning line (a refusal, an unreadable code), amber.
void warn(const std::string& text);
// The - and + of the pool entry `id` ("deck/remove/<id>", "deck/add/<id>"), then the same line
// continues: -1, 0 or +1 for the button pressed this frame.
int steppers(const std::string& id);
// A filter as a compact combo showing its choice (choices say what they filter: "Any element",
// "Fire"; choices[0] is the any), as wide as its widest choice. Reported to the test hook as
// "deck/filter/<kind>", its choices as "deck/filter/<kind>/<i>". After the first of a row (`first`),
// on the same line as the one before if it fits.
void filter_combo(const char* kind, const std::vector<std::string>& choices, int& chosen, bool first = false);
// "Clear filters" ("deck/filter/clear"), on the filters' line, while any filter is set.
void clear_filters(PoolFilter& f);
// Said when the filters leave nothing to list ("deck/no-match").
void no_match();
}  // namespace builder
const DeckBuilderUI* find_deck_builder(std::string_view game_id);
const DeckBuilderUI& assault_edge_builder();
const DeckBuilderUI& ground_assault_builder();

}  // namespace ff
