// Trick Duel: the engine's tiny test-only game. It has what the real games have (hidden hands, a
// hidden stock, draws, an option, 2-3 seats) so the conformance suite, the AI and the tools can be
// exercised before and beside them. Not shown to players.
//
// Rules: 12 cards (2-7 of clubs and hearts). Each seat is dealt `hand` cards (option: 2 or 3); the
// rest form a face-down stock. In turn, each seat plays one card face up to the trick, then draws
// from the stock if it has cards. When every seat has played, the highest rank takes the trick
// (equal ranks: the earlier card wins) and a point, and leads next. The game ends when every hand
// is empty; the most points wins (a shared top score is a draw among those seats).
#pragma once
#include "core/engine/game.h"

namespace ff {
const Game& trick_duel_game();
}
