// One line of a game's log, written by the game in both grammatical persons, so no front end ever
// rewrites English: onlookers read the third person ("plays K♥ in row 3"), the seat that acted reads
// the second person ("play K♥ in row 3"). The table puts the actor's name ("Computer", "You") in
// front. Table events (seat -1: "Round 2 begins") are whole sentences, the same for everyone.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace ff {

enum class Person : uint8_t { kThird, kSecond };

// What a line means to the senses, set by the game where it writes the line: the front end plays
// its sound from the cue and never reads the prose. kWon: a contest, pile or row taken.
enum class Cue : uint8_t { kNone, kCardDealt, kCardPlayed, kChips, kDice, kHit, kDestroyed, kWon };
constexpr int kCueCount = 8;
// "card_played" (the view JSON's "cue"); cue_from_name("") and unknown names give kNone.
const char* cue_name(Cue c);
Cue cue_from_name(std::string_view name);

struct Event {
  int seat = -1;          // who acted; -1: the table
  std::string text;       // third person: "plays K♥ in row 3"
  std::string text_you;   // second person: "play K♥ in row 3" (the same as text for table events)
  Cue cue = Cue::kNone;
  // How worth telling again on the result screen (core/games/standing.h, key_moments): 0 not; of
  // the lines of a move that changed the standing, the highest tells it (each game's own order:
  // Poker Assault's knock-out 3, damage 2, chips won 1).
  uint8_t tell = 0;
  // The line for a reader who is (or is not) the seat that acted.
  const std::string& for_reader(bool reader_acted) const { return reader_acted && !text_you.empty() ? text_you : text; }
  bool operator==(const Event&) const = default;
};

// The verb of a line written for `p`: verb(p, "play", "plays").
inline const char* verb(Person p, const char* you, const char* they) { return p == Person::kSecond ? you : they; }

// A seat named inside a text (a log line, a move's description, a why): the game writes a token,
// seat_token(1) "{P2}" or seat_token(1, true) "{P2's}" (possessive), and each reader's front end
// replaces it with that reader's name for the seat: "{P2's} home zone" reads "your home zone" for
// the player in seat 2 and "Computer's home zone" for the other. The core never writes a front
// end's names ("You", "Computer").
std::string seat_token(int seat, bool possessive = false);
// `text` with every seat token replaced by name(seat, possessive); a token at the start of the text
// gets a capital first letter ("Your Minefield ..."). Anything else between braces is kept as it is.
std::string name_seats(const std::string& text, const std::function<std::string(int seat, bool possessive)>& name);
// The tokens as plain seat numbers ("P2", "P2's"): for the command-line tool and tests.
std::string plain_seats(const std::string& text);

}  // namespace ff
