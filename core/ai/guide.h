// The guided first game's judge of moves (issue 24: "a guide must never recommend a move a heuristic
// judges losing"). From the player's own view only (State::determinize, like the computer), a move
// is played and then every seat plays the game's heuristic, the player's own seat too, until the
// other seats have made kGuideReplies moves or the game is over; the move loses in that sample when
// the player has lost by then (the game over with a negative return, or out of it: evaluate() -1).
// Each sample is another determinization and other dice; every move is tried on the same samples.
#pragma once
#include <cstdint>
#include <string>

#include "core/engine/game.h"

namespace ff {

constexpr int kGuideSamples = 4;
constexpr int kGuideReplies = 24;

// In how many of kGuideSamples samples `a` (legal for `seat`, who is to act) loses the game.
int guide_losses(const State& real, int seat, Action a, uint64_t seed);

// guide_losses with the reason, for the warning a player reads: the move of another seat that
// decided the first losing sample (after it the player's standing fell most), described in the
// third person after that seat's token: "{P2} strikes {P1's} Minefield with ...". Empty when the
// move lost in no sample.
struct GuideLoss {
  int losses = 0;
  std::string blow;
};
GuideLoss guide_loss(const State& real, int seat, Action a, uint64_t seed);

struct GuideMove {
  Action action = 0;
  int losses = 0;         // of kGuideSamples, for `action`
  int heuristic_losses = 0;  // for the heuristic's own move (the guide's first choice)
  Action heuristic = 0;
};
// The guide's move for `seat` (to act): the game's first choice (State::guide_action, the heuristic's
// move by default) of the player's own view, unless it loses in some sample; then the legal move that
// loses in the fewest (the first choice among equals, else the first in legal order), never one the
// game avoids (State::guide_avoids). At most `max_tried` other moves are tried.
GuideMove guide_move(const State& real, int seat, uint64_t seed, int max_tried = 40);

}  // namespace ff
