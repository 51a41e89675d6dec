// The Decks screen and the saved decks: players build, name, save, share and play their own decks
// (the game's builder, web/table/deck_builder.h, draws the pool and the deck).
#pragma once
#include <string>
#include <vector>

#include "web/table/deck_builder.h"

namespace ff {

struct App;

// A saved deck. Each has its own storage key ("fivefronts.deck.<game>.<ms>-<n>"), so two tabs never
// write the same one; its value is "FFD1\n<name>\n<code>". A value of another format (a newer
// version's) is listed as such and left as it is.
constexpr const char* kDeckPrefix = "fivefronts.deck.";
struct SavedDeck {
  std::string key;
  std::string name;
  std::string code;
  bool newer = false;
};
// The saved decks of `game_id`, oldest first.
std::vector<SavedDeck> saved_decks(const std::string& game_id);
// Writes `d` (a new key when it has none, numbered by `serial`, the count of keys made: DeckScreen::
// keys_made). "" or why the browser refused the write.
std::string store_deck(const std::string& game_id, SavedDeck& d, int& serial);

struct DeckScreen {
  std::string game_id;
  DeckEdit edit;
  std::string name;
  std::string key;         // the saved deck being edited ("" until saved)
  std::string saved_code;  // its code as last saved (unsaved changes differ)
  std::string message;     // the last action's outcome ("Saved.", "Storage is full: ...")
  bool message_bad = false;
  std::string message_code;  // the deck the message was about: a change of the deck retires it
  bool show_code = false;  // the deck code and its Copy button are shown
  std::string code_text;   // the "Open a deck code" field
  int keys_made = 0;       // saved decks' keys made since the page started (kept when another game's screen opens)
};

// Opens the Decks screen of `game_id` (a game with a deck builder).
void open_decks(App& a, const std::string& game_id);
void draw_decks(App& a);

}  // namespace ff
