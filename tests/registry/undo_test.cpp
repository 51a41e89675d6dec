// Taking back moves: never across a revealed card or a random event (core/engine/undo.h).
#include <gtest/gtest.h>

#include "core/ai/bot.h"
#include "core/engine/undo.h"
#include "core/games/registry.h"
#include "core/games/head_to_head/head_to_head.h"

namespace ff {
namespace {

std::unique_ptr<State> H2H(const Options& options, uint64_t seed = 7) {
  auto s = new_game("head-to-head-poker", seed, 2, options);
  EXPECT_TRUE(s.ok());
  return std::move(*s);
}

// Share 5 (picked by the dealer): taking from the face-up offer shows nobody anything new.
TEST(Undo, TakesBackOwnMoveAndTheRepliesWhenNothingWasRevealed) {
  auto s = H2H({{"round_type", "pick"}});
  const int dealer = s->current_player();
  ASSERT_TRUE(apply_notation(*s, "pick share5").ok());
  EXPECT_EQ(undo_point(*s, dealer), -1) << "the pick revealed five cards: no taking it back";
  const int starter = s->current_player();
  ASSERT_NE(starter, dealer);
  s->apply_legal(s->legal_actions().front());  // the starter takes a face-up card and plays it
  EXPECT_EQ(undo_point(*s, starter), 1);
  s->apply_legal(s->legal_actions().front());  // the dealer's reply, also from the open offer
  EXPECT_EQ(undo_point(*s, starter), 1) << "the starter's move and the reply are taken back together";
  EXPECT_EQ(undo_point(*s, dealer), 2);
}

// Draw 1: the opponent's hidden draw reveals nothing to me; their playing it does.
TEST(Undo, NeverAcrossACardTheOpponentRevealsOrADraw) {
  auto s = H2H({{"round_type", "draw1"}});
  const int first = s->current_player();
  s->apply_legal(s->legal_actions().front());  // play the drawn card; the opponent draws in secret
  EXPECT_EQ(undo_point(*s, first), 0);
  const int second = s->current_player();
  EXPECT_EQ(undo_point(*s, second), -1) << "the second player has made no decision yet";
  s->apply_legal(s->legal_actions().front());  // the opponent plays their (unknown) drawn card
  EXPECT_EQ(undo_point(*s, first), -1);
  EXPECT_EQ(undo_point(*s, second), 1) << "my own play can be taken back: my opponent's next draw is hidden from me";
}

TEST(Undo, RevealsToDetectsADrawAndIgnoresAHiddenOne) {
  auto s = H2H({{"round_type", "draw1"}});
  const int first = s->current_player();
  const Action play = s->legal_actions().front();
  EXPECT_FALSE(reveals_to(*s, play, first)) << "the opponent's draw after my play is hidden from me";
  EXPECT_TRUE(reveals_to(*s, play, 1 - first)) << "the opponent sees the card they draw";
}

// Every game: an undo point is a position where that seat is to act, and the actions after it
// never change the seat's view differently in a resampled game.
TEST(Undo, EveryUndoPointIsThatSeatsTurnInEveryGame) {
  for (const Game* g : registry()) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      auto s = new_game(g->info.id, seed, g->info.min_seats);
      ASSERT_TRUE(s.ok());
      auto bot = make_random_bot(seed);
      int found = 0;
      for (int step = 0; step < 40 && !(*s)->is_terminal(); ++step) {
        (*s)->apply_legal(bot->choose(**s));
        for (int seat = 0; seat < (*s)->num_seats(); ++seat) {
          int k = undo_point(**s, seat);
          if (k < 0) continue;
          ++found;
          auto back = new_game(g->info.id, seed, g->info.min_seats);
          for (int i = 0; i < k; ++i) (*back)->apply_legal((*s)->history()[i]);
          EXPECT_EQ((*back)->current_player(), seat) << g->info.id;
        }
      }
      (void)found;
    }
  }
}

}  // namespace
}  // namespace ff
