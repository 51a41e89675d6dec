#include "web/app/sound_cues.h"

#include "web/app/platform_io.h"

namespace ff {
namespace {

using ui::Sound;

constexpr double kChimeGap = 4;

}  // namespace

Sound sound_of(Cue cue) {
  switch (cue) {
    case Cue::kCardDealt: return Sound::kCardDealt;
    case Cue::kCardPlayed: return Sound::kCardPlayed;
    case Cue::kChips: return Sound::kChips;
    case Cue::kDice: return Sound::kDice;
    case Cue::kHit: return Sound::kHit;
    case Cue::kDestroyed:
    case Cue::kWon: return Sound::kDestroyed;  // a contest or pile taken: the heavy sound
    default: return Sound::kCount;
  }
}

void play_move_sounds(SoundCueState& cues, const std::vector<double>& returns, const TableFrame& f, size_t events_before, bool was_my_turn) {
  Sound loudest = Sound::kCount;
  if (f.events)
    for (size_t i = events_before; i < f.events->size(); ++i) {
      const Sound s = sound_of((*f.events)[i].cue);
      if (s != Sound::kCount && (loudest == Sound::kCount || s > loudest)) loudest = s;
    }
  if (loudest != Sound::kCount) ui::sound_play(loudest);
  const double after = loudest == Sound::kCount ? 0 : 0.3;  // the move's sound first
  if (!was_my_turn && loudest != Sound::kCount) cues.others_sounded = true;
  if (!returns.empty()) {
    // Against the computer the player's win or loss (a draw: the soft chime); at one screen, or in a
    // replay, the win fanfare for whoever won.
    const double r = f.you >= 0 && static_cast<size_t>(f.you) < returns.size() ? returns[static_cast<size_t>(f.you)] : 1;
    ui::sound_play(r < 0 ? Sound::kLoss : r > 0 ? Sound::kWin : Sound::kYourTurn, after);
  } else if (f.you >= 0 && f.my_turn && !was_my_turn) {
    // A player whose page is in the background is called whatever the others' move sounded like:
    // the chime, and the tab's title and icon (until the page is shown again, shell.html).
    const bool away = io::page_hidden();
    // (Only a chime that sounded counts for the gap: one due before the audio opened is not heard.)
    if ((cues.others_sounded || away) && f.now - cues.last_chime >= kChimeGap && ui::sound_play(Sound::kYourTurn, after)) cues.last_chime = f.now;
    if (away) io::call_attention();
  }
  if (f.my_turn) cues.others_sounded = false;
}

}  // namespace ff
