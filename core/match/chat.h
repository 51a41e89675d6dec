// Chat and quick reactions between the players of a game online (issue 37, docs/protocol.md,
// "Chat"): what the host checks before a line goes to the table. A line is plain text, never
// markup: valid UTF-8, at most kChatMaxChars characters (Unicode code points), control characters
// removed; each sender may send at most kChatBurst lines in any kChatWindowS seconds. Chat is not
// part of the game: it never enters a game record, a save or a replay. Strings in, strings out.
#pragma once
#include <cstddef>
#include <deque>
#include <string>
#include <string_view>

#include "core/common/result.h"

namespace ff {

constexpr size_t kChatMaxChars = 200;   // Unicode code points of a line, after cleaning
constexpr int kChatBurst = 5;           // lines (text or reaction) a sender may send ...
constexpr double kChatWindowS = 10.0;   // ... in any this many seconds

// The quick reactions: an id on the wire ("gg") and the words a table shows ("Good game").
struct Reaction {
  const char* id;
  const char* text;
};
inline constexpr Reaction kReactions[] = {{"gg", "Good game"}, {"wp", "Well played"}, {"oops", "Oops"}, {"thinking", "Thinking..."}};
constexpr int kReactionCount = static_cast<int>(sizeof kReactions / sizeof kReactions[0]);
// The reaction's index in kReactions, or -1.
int reaction_index(std::string_view id);
// "Good game" for "gg"; "" for an id not known.
const char* reaction_text(std::string_view id);

// The number of code points in `text`, or -1 if it is not valid UTF-8 (no overlong forms, no
// surrogates, nothing above U+10FFFF).
long utf8_chars(std::string_view text);

// The line as the table shows it, or why it is refused. Refused: not valid UTF-8, longer than
// kChatMaxChars code points (counted before cleaning), nothing left after cleaning. Cleaning: tabs and
// line breaks become spaces; other control characters (U+0000-U+001F, U+007F-U+009F), the
// bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069) and U+FEFF are removed; runs of
// spaces become one; spaces at either end are trimmed.
Result<std::string> clean_chat_text(std::string_view text);

// One sender's rate limit: at most kChatBurst lines in any kChatWindowS seconds. Only lines let
// through count (a refused one costs its sender nothing more than the refusal).
class ChatRate {
 public:
  // Whether a line at `now` (seconds, any clock that only goes forward) may go; if so it counts.
  // The refusal says how long to wait.
  Status allow(double now);

 private:
  std::deque<double> sent_;  // when the lines let through in the window were sent, oldest first
};

}  // namespace ff
