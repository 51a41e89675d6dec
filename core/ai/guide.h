// The guided first game (issues 24, 52): one voice with Hint. The guide's move is Hint's move, Hard's
// search from the player's own view seeded with hint_seed (core/ai/level.h), thought in the browser's
// worker like the computer's moves; its reasons come from what that search saw (Bot::look()): how the
// move did in the search's games against the next best, the player's own next steps when the move
// begins a plan, and the other seats' likely replies. A reason names only what the player can see: a
// step is told only when every sample of the player's view (State::determinize) plays it and says it
// in the same words, so nothing in it depends on a hidden card.
#pragma once
#include <cstdint>
#include <memory>
#include <string>

#include "core/ai/bot.h"
#include "core/engine/game.h"

namespace ff {

// The search behind Hint and the guide for the player to act at `state` (Hard, hint_seed), held to
// `time_limit_ms` of thinking (0: none; the browser passes Hard's limit).
std::unique_ptr<Bot> make_guide_bot(const State& state, double time_limit_ms = 0);

// The guide's words for `look` (the search's root at `real`, for the seat to act), with seat tokens
// ("{P2}") for the page to name: `why` compares the chosen move (look's most visited) with the next
// best in numbers of the search's games; `plan` is the player's own next step when the move begins a
// turn of several ("then move the Scout Walker to zone 3"); `threat` is the other seats' likely reply
// to another move, which the chosen move answers: from the search's line when that move does clearly
// worse, else from heuristic play-outs of the player's view (the reply most of them find, or a game
// won before the player moves again, with any card the samples disagree on said as "a card"). Any may
// be empty. The samples that check what may be said are seeded from `seed` (the hint's seed).
struct GuideReasons {
  std::string why, plan, threat;
};
GuideReasons guide_reasons(const State& real, const SearchLook& look, uint64_t seed);

// The warning for playing `a` instead of the guide's move, or "" when `a` is not clearly worse in the
// search's games (or the search did not try it enough to say): "Careful: ... wins about 2 of 10 of the
// look-ahead's games; the guide's move, ..., about 6." with the reply that punishes it when sayable.
std::string guide_warning(const State& real, const SearchLook& look, Action a, uint64_t seed);

// "about 6 of 10": a result in [0, 1] as a count a player can hold in mind.
std::string of_ten(double win);

// The bot `--bots guide` plays: every decision the guide's move (make_guide_bot, no time limit).
std::unique_ptr<Bot> make_guide_player();

}  // namespace ff
