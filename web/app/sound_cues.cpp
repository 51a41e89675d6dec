#include "web/app/sound_cues.h"

#include <algorithm>

namespace ff {
namespace {

using ui::Sound;

// A log line containing `words` (third person, as onlookers read it) makes `sound`; per game, the
// first match wins, so "plays no combat card" is listed before "plays ".
struct Cue {
  std::string_view game;
  std::string_view words;
  Sound sound;
};

constexpr Cue kCues[] = {
    {"head-to-head-poker", "rolls ", Sound::kDice},
    {"head-to-head-poker", "takes $", Sound::kChips},
    {"head-to-head-poker", "bets ", Sound::kChips},
    {"head-to-head-poker", "calls ", Sound::kChips},
    {"head-to-head-poker", "chip", Sound::kChips},
    {"head-to-head-poker", "plays ", Sound::kCardPlayed},
    {"head-to-head-poker", "deals ", Sound::kCardDealt},
    {"head-to-head-poker", "dealt", Sound::kCardDealt},
    {"head-to-head-poker", "new cards", Sound::kCardDealt},
    {"head-to-head-poker", "draws ", Sound::kCardDealt},

    {"crossfire", "wins the ", Sound::kDestroyed},  // a contest won: the pile is seized
    {"crossfire", "attacks ", Sound::kHit},
    {"crossfire", "probes ", Sound::kHit},
    {"crossfire", "lays ", Sound::kCardPlayed},
    {"crossfire", "answers ", Sound::kCardPlayed},
    {"crossfire", "tower", Sound::kCardPlayed},
    {"crossfire", "replaces ", Sound::kCardPlayed},
    {"crossfire", "keeps ", Sound::kCardPlayed},
    {"crossfire", "places ", Sound::kCardDealt},
    {"crossfire", "draw", Sound::kCardDealt},
    {"crossfire", "discards ", Sound::kCardDealt},

    {"poker-assault", "knocked out", Sound::kDestroyed},
    {"poker-assault", " damage", Sound::kHit},
    {"poker-assault", "chip", Sound::kChips},
    {"poker-assault", "plays ", Sound::kCardPlayed},
    {"poker-assault", "defends ", Sound::kCardPlayed},
    {"poker-assault", "launches ", Sound::kCardPlayed},
    {"poker-assault", "cuts ", Sound::kCardDealt},
    {"poker-assault", "draw", Sound::kCardDealt},

    {"ground-assault", "is destroyed", Sound::kDestroyed},
    {"ground-assault", "loses the objective", Sound::kDestroyed},
    {"ground-assault", " eliminated", Sound::kDestroyed},
    {"ground-assault", ": hit", Sound::kHit},
    {"ground-assault", " damage", Sound::kHit},
    {"ground-assault", "rolls ", Sound::kDice},
    {"ground-assault", "strikes: ", Sound::kDice},
    {"ground-assault", "no combat card", Sound::kCount},
    {"ground-assault", "plays ", Sound::kCardPlayed},
    {"ground-assault", "deploys ", Sound::kCardPlayed},
    {"ground-assault", "brings ", Sound::kCardPlayed},
    {"ground-assault", "moves ", Sound::kCardDealt},
    {"ground-assault", "draw", Sound::kCardDealt},

    {"assault-edge", "loses the unit", Sound::kDestroyed},
    {"assault-edge", " damage", Sound::kHit},
    {"assault-edge", "coin flip", Sound::kDice},
    {"assault-edge", "plays ", Sound::kCardPlayed},
    {"assault-edge", "spawns ", Sound::kCardPlayed},
    {"assault-edge", "draws ", Sound::kCardDealt},
    {"assault-edge", "moves ", Sound::kCardDealt},
};

// The others made a sound since this screen's player last had the turn: "your turn" chimes only
// after a real move of theirs (a bare pass, an Assault Edge response point, needs no chime).
bool others_sounded = false;
// And at most once in 4 s (app clock): Assault Edge asks at every response point of the other's turn.
double last_chime = -100;
constexpr double kChimeGap = 4;

}  // namespace

Sound sound_of_line(std::string_view game_id, std::string_view text) {
  for (const Cue& c : kCues)
    if (c.game == game_id && text.find(c.words) != std::string_view::npos) return c.sound;
  return Sound::kCount;
}

void play_move_sounds(std::string_view game_id, const std::vector<double>& returns, const TableFrame& f, size_t events_before,
                      bool was_my_turn) {
  Sound loudest = Sound::kCount;
  if (f.events)
    for (size_t i = events_before; i < f.events->size(); ++i) {
      const Sound s = sound_of_line(game_id, (*f.events)[i].text);
      if (s != Sound::kCount && (loudest == Sound::kCount || s > loudest)) loudest = s;
    }
  if (loudest != Sound::kCount) ui::sound_play(loudest);
  const double after = loudest == Sound::kCount ? 0 : 0.3;  // the move's sound first
  if (!was_my_turn && loudest != Sound::kCount) others_sounded = true;
  if (!returns.empty()) {
    // Against the computer the player's win or loss (a draw: the soft chime); at one screen, or in a
    // replay, the win fanfare for whoever won.
    const double r = f.you >= 0 && static_cast<size_t>(f.you) < returns.size() ? returns[static_cast<size_t>(f.you)] : 1;
    ui::sound_play(r < 0 ? Sound::kLoss : r > 0 ? Sound::kWin : Sound::kYourTurn, after);
  } else if (f.you >= 0 && f.my_turn && !was_my_turn && others_sounded && f.now - last_chime >= kChimeGap) {
    ui::sound_play(Sound::kYourTurn, after);
    last_chime = f.now;
  }
  if (f.my_turn) others_sounded = false;
}

}  // namespace ff
