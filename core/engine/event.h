// One line of a game's log, written by the game in both grammatical persons, so no front end ever
// rewrites English: onlookers read the third person ("plays K♥ in row 3"), the seat that acted reads
// the second person ("play K♥ in row 3"). The table puts the actor's name ("Computer", "You") in
// front. Table events (seat -1: "Round 2 begins") are whole sentences, the same for everyone.
#pragma once
#include <cstdint>
#include <string>

namespace ff {

enum class Person : uint8_t { kThird, kSecond };

struct Event {
  int seat = -1;          // who acted; -1: the table
  std::string text;       // third person: "plays K♥ in row 3"
  std::string text_you;   // second person: "play K♥ in row 3" (the same as text for table events)
  // The line for a reader who is (or is not) the seat that acted.
  const std::string& for_reader(bool reader_acted) const { return reader_acted && !text_you.empty() ? text_you : text; }
};

// The verb of a line written for `p`: verb(p, "play", "plays").
inline const char* verb(Person p, const char* you, const char* they) { return p == Person::kSecond ? you : they; }

}  // namespace ff
