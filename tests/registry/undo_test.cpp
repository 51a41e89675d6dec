// Taking back moves: never across a revealed card or a random event (core/engine/undo.h).
#include <gtest/gtest.h>

#include "core/ai/bot.h"
#include "core/engine/undo.h"
#include "core/games/registry.h"
#include "core/games/head_to_head/head_to_head.h"
#include "tests/sanitized.h"

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

// The tracker says why nothing can be taken back (the bar's Undo says it on hover): something was
// shown since the seat's last decision, or the seat has made none yet.
TEST(Undo, TrackerTellsARevealFromNoDecisionYet) {
  auto s = H2H({{"round_type", "draw1"}});
  const int first = s->current_player();
  s->apply_legal(s->legal_actions().front());
  const int second = s->current_player();
  UndoTracker mine, theirs;
  EXPECT_EQ(update_undo(theirs, *s, second, 1), -1);
  EXPECT_FALSE(theirs.revealed) << "no decision yet: nothing was revealed, there is nothing to take back";
  s->apply_legal(s->legal_actions().front());  // the opponent plays their unknown drawn card
  EXPECT_EQ(update_undo(mine, *s, first, 1), -1);
  EXPECT_TRUE(mine.revealed);
  EXPECT_EQ(update_undo(theirs, *s, second, 1), 1);
  EXPECT_FALSE(theirs.revealed);
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

// The undo point as it was first written: the position before every action, scanned back from
// the end (quadratic in the game's length). The tracker must agree with it everywhere.
int reference_undo_point(const State& state, int seat) {
  const auto& moves = state.history();
  auto fresh = new_game(state.game(), state.seed(), state.num_seats(), state.options());
  if (!fresh || moves.empty()) return -1;
  std::vector<std::unique_ptr<State>> before;
  for (Action a : moves) {
    before.push_back((*fresh)->clone());
    (*fresh)->apply_legal(a);
  }
  for (int i = static_cast<int>(moves.size()) - 1; i >= 0; --i) {
    if (reveals_to(*before[i], moves[i], seat, 8, static_cast<uint64_t>(i) + 1)) return -1;
    if (before[i]->current_player() == seat) return i;
  }
  return -1;
}

// Followed one action at a time (as the page does), caught up from the middle of a game (a loaded
// save), or asked once: the same undo point as the reference, for every seat of every game.
TEST(Undo, TrackerFollowingAGameAgreesWithTheFullScanInEveryGame) {
  for (const Game* g : registry()) {
    for (uint64_t seed = 1; seed <= 2; ++seed) {
      auto s = new_game(g->info.id, seed, g->info.min_seats);
      ASSERT_TRUE(s.ok());
      auto bot = make_random_bot(seed);
      std::vector<UndoTracker> follow((*s)->num_seats());
      for (int step = 0; step < 30 && !(*s)->is_terminal(); ++step) {
        (*s)->apply_legal(bot->choose(**s));
        for (int seat = 0; seat < (*s)->num_seats(); ++seat) {
          const int expected = reference_undo_point(**s, seat);
          EXPECT_EQ(update_undo(follow[seat], **s, seat, 1), expected) << g->info.id << " seed " << seed << " step " << step;
          EXPECT_EQ(undo_point(**s, seat), expected) << g->info.id << " seed " << seed << " step " << step;
        }
      }
    }
  }
}

// A different game (undo, a new deal, a loaded save) is followed afresh, not continued.
// The undo check compares views from the log's first new event on (view_tail_json). That must decide
// exactly as comparing whole views: every action of random games of every game, for every seat.
// Steps of each game compared: fewer under the sanitizers (tests/sanitized.h), where 150 took 28 s.
constexpr int kComparedSteps = kSanitized ? 50 : 150;
TEST(Undo, ComparingTheLogsTailDecidesAsComparingWholeViewsInEveryGame) {
  const auto whole_view_reveals = [](const State& before, Action a, int seat, uint64_t seed) {
    auto real = before.clone();
    real->apply_legal(a);
    const std::string seen = real->view_json(seat);
    Rng rng(seed);
    for (int i = 0; i < 8; ++i) {
      auto other = before.determinize_logged(seat, rng);
      if (!other->is_legal(a)) return true;
      other->apply_legal(a);
      if (other->view_json(seat) != seen) return true;
    }
    return false;
  };
  for (const Game* g : registry())
    for (int seats : seat_counts(g->info)) {
      auto s = std::move(*new_game(g->info.id, 31 + seats, seats));
      auto bot = make_random_bot(5);
      for (int step = 0; step < kComparedSteps && !s->is_terminal(); ++step) {
        const Action a = bot->choose(*s);
        for (int seat = 0; seat < seats; ++seat)
          ASSERT_EQ(reveals_to(*s, a, seat, 8, step + 1), whole_view_reveals(*s, a, seat, step + 1))
              << g->info.id << " seats " << seats << " step " << step << " seat " << seat << ": " << s->action_to_string(a);
        s->apply_legal(a);
      }
    }
}

// The undo check's copies forget the log they were copied with (so that a long game's log is not
// copied again with every check): the count goes on, and the view of what comes after is the same.
TEST(Undo, ACopyThatForgetsItsLogCountsOnAndShowsTheSameTail) {
  for (const Game* g : registry())
    for (int seats : seat_counts(g->info)) {
      auto s = std::move(*new_game(g->info.id, 41 + seats, seats));
      auto bot = make_random_bot(6);
      for (int step = 0; step < 120 && !s->is_terminal(); ++step) {
        const Action a = bot->choose(*s);
        const size_t from = s->event_count();
        auto forgetful = s->clone();
        forgetful->forget_log();
        ASSERT_EQ(forgetful->event_count(), from) << g->info.id;
        s->apply_legal(a);
        forgetful->apply_legal(a);
        ASSERT_EQ(forgetful->event_count(), s->event_count()) << g->info.id << " step " << step;
        ASSERT_EQ(forgetful->to_json(), s->to_json()) << g->info.id << " step " << step;
        for (int seat = 0; seat < seats; ++seat)
          ASSERT_EQ(forgetful->view_tail_json(seat, from), s->view_tail_json(seat, from)) << g->info.id << " step " << step;
      }
    }
}

TEST(Undo, TrackerStartsAfreshForAnotherGame) {
  auto s = H2H({{"round_type", "pick"}});
  UndoTracker t;
  auto bot = make_random_bot(3);
  for (int i = 0; i < 6; ++i) s->apply_legal(bot->choose(*s));
  update_undo(t, *s, 0, 1);
  auto other = H2H({{"round_type", "pick"}}, 8);
  EXPECT_EQ(update_undo(t, *other, 0, 2), -1) << "a new game: nothing decided yet";
  EXPECT_EQ(t.checked, 0u);
}

}  // namespace
}  // namespace ff
