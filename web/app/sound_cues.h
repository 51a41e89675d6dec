// What the table sounds like: the one place that maps a game's new log lines (their cues, set by
// the game where it writes each line: core/engine/event.h), the turn and the result to the sound
// effects of web/widgets/sound.h.
#pragma once
#include <cstddef>
#include <vector>

#include "core/engine/event.h"
#include "web/table/frame.h"
#include "web/widgets/sound.h"

namespace ff {

// What the table's sounds remember between moves (App::sound_cues).
struct SoundCueState {
  // The others made a sound since this screen's player last had the turn: "your turn" chimes only
  // after a real move of theirs (a bare pass, an Assault Edge response point, needs no chime).
  bool others_sounded = false;
  // And at most once in 4 s (app clock): Assault Edge asks at every response point of the other's turn.
  double last_chime = -100;
};


// The sound of a line's cue (Cue::kCardPlayed: a card played), or ui::Sound::kCount (none).
ui::Sound sound_of(Cue cue);
// The game moved on (the same game, more moves than the last frame showed): plays the most
// important sound of the new log lines (f.events from `events_before` on), then "your turn" if the
// turn just came back to the one player against the computer after a move of the others that made
// a sound (not after bare passes), or the result when the game ended; and when the turn came to this
// screen while the page is in the background, the tab says so (io::call_attention).
// `returns`: per seat once the game is over (+1 win), else empty. The host's table and a friend's
// (from the host's frames) both call it.
void play_move_sounds(SoundCueState& cues, const std::vector<double>& returns, const TableFrame& f, size_t events_before, bool was_my_turn);

}  // namespace ff
