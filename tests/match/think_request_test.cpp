// The computer's worker requests (core/match/think_request.h): the worker's answer is the move the
// page's own search would choose, for every game; a request that continues the last game replays
// only its new actions; bad requests are refused with a reason.
#include <gtest/gtest.h>

#include "core/ai/bot.h"
#include "core/ai/guide.h"
#include "core/ai/level.h"
#include "core/games/registry.h"
#include "core/match/think_request.h"

namespace ff {
namespace {

std::unique_ptr<State> played(const std::string& id, uint64_t seed, int seats, int moves) {
  auto s = new_game(id, seed, seats);
  EXPECT_TRUE(s.ok());
  auto bot = make_random_bot(seed);
  for (int i = 0; i < moves && !(*s)->is_terminal(); ++i) (*s)->apply_legal(bot->choose(**s));
  return std::move(*s);
}

TEST(ThinkRequest, TheWorkersMoveIsThePagesMoveInEveryGame) {
  for (const Game* g : registry())
    for (int seats : seat_counts(g->info)) {
      auto s = played(g->info.id, 11, seats, 9);
      if (s->is_terminal()) continue;
      auto request = parse_think_request(think_request_text(*s, ThinkKind::kMove, Level::Normal));
      ASSERT_TRUE(request.ok()) << g->info.id << ": " << request.error();
      ThinkPlace place;
      auto answer = answer_think_request(place, *request);
      ASSERT_TRUE(answer.ok()) << g->info.id << ": " << answer.error();
      // The page's computer at the same level, seeded from the game the same way.
      EXPECT_EQ(answer->action, make_level_player(Level::Normal)->choose(*s)) << g->info.id << " seats " << seats;
      EXPECT_LT(answer->win, 0) << "a move answer carries no estimate";
      auto text = parse_think_answer(think_answer_text(*answer));
      ASSERT_TRUE(text.ok()) << text.error();
      EXPECT_EQ(text->action, answer->action);
    }
}

TEST(ThinkRequest, AHintIsTheHardSearchFromThePlayersSeatWithAnEstimate) {
  auto s = played("head-to-head-poker", 3, 2, 4);
  ThinkPlace place;
  auto answer = answer_think_request(place, *parse_think_request(think_request_text(*s, ThinkKind::kHint, Level::Easy)));
  ASSERT_TRUE(answer.ok()) << answer.error();
  auto bot = make_level_bot(*s, Level::Hard, hint_seed(*s));
  EXPECT_EQ(answer->action, bot->choose(*s));
  EXPECT_GE(answer->win, 0);
}

// The guided game's move (core/ai/guide.h) from the worker: the page's own guide_move, seeded as the
// page seeds it, with its losses, in every game.
TEST(ThinkRequest, AGuideIsThePagesGuideMoveWithItsLosses) {
  for (const Game* g : registry()) {
    auto s = played(g->info.id, 7, g->info.min_seats, 8);
    if (s->is_terminal()) continue;
    auto request = parse_think_request(think_request_text(*s, ThinkKind::kGuide, Level::Normal));
    ASSERT_TRUE(request.ok()) << g->info.id << ": " << request.error();
    EXPECT_EQ(request->kind, ThinkKind::kGuide);
    ThinkPlace place;
    auto answer = answer_think_request(place, *request);
    ASSERT_TRUE(answer.ok()) << g->info.id << ": " << answer.error();
    const GuideMove page = guide_move(*s, s->current_player(), hint_seed(*s));
    EXPECT_EQ(answer->action, page.action) << g->info.id;
    EXPECT_EQ(answer->losses, page.losses) << g->info.id;
    auto text = parse_think_answer(think_answer_text(*answer));
    ASSERT_TRUE(text.ok()) << text.error();
    EXPECT_EQ(text->losses, page.losses) << "the losses cross the wire";
  }
  auto move = parse_think_answer("FFA1 3 -1.000000 2.000");
  ASSERT_TRUE(move.ok());
  EXPECT_EQ(move->losses, -1) << "a move's answer has no losses";
  EXPECT_FALSE(parse_think_answer("FFA1 3 -1 2 5").ok()) << "more losses than samples";
  EXPECT_FALSE(parse_think_answer("FFA1 3 -1 2 x").ok());
  EXPECT_FALSE(parse_think_answer("FFA1 3 -1 2 1 0").ok());
}

TEST(ThinkRequest, ARequestThatContinuesTheLastGameReplaysOnlyItsNewActions) {
  auto s = played("crossfire", 5, 2, 6);
  ThinkPlace place;
  ASSERT_TRUE(answer_think_request(place, *parse_think_request(think_request_text(*s, ThinkKind::kMove, Level::Easy))).ok());
  const State* kept = place.state.get();
  auto bot = make_random_bot(9);
  for (int i = 0; i < 3; ++i) s->apply_legal(bot->choose(*s));
  ASSERT_TRUE(answer_think_request(place, *parse_think_request(think_request_text(*s, ThinkKind::kMove, Level::Easy))).ok());
  EXPECT_EQ(place.state.get(), kept) << "the same game, extended";
  EXPECT_EQ(place.state->serialize(), s->serialize());
  // An undo (a shorter record) or another game rebuilds.
  auto earlier = played("crossfire", 5, 2, 4);
  ASSERT_TRUE(answer_think_request(place, *parse_think_request(think_request_text(*earlier, ThinkKind::kMove, Level::Easy))).ok());
  EXPECT_EQ(place.state->serialize(), earlier->serialize());
}

TEST(ThinkRequest, OptionsSurviveTheTrip) {
  auto s = new_game("assault-edge", 4, 2, Options{{"army1", "grove"}, {"army2", "grove"}, {"p2draw", "6"}});
  ASSERT_TRUE(s.ok()) << s.error();
  auto request = parse_think_request(think_request_text(**s, ThinkKind::kMove, Level::Hard));
  ASSERT_TRUE(request.ok()) << request.error();
  EXPECT_EQ(request->options, (*s)->options());
  EXPECT_EQ(request->level, Level::Hard);
}

TEST(ThinkRequest, BadRequestsAreRefusedWithAReason) {
  const auto refused = [](std::string_view text) {
    auto r = parse_think_request(text);
    if (!r) return r.error();
    ThinkPlace place;
    auto a = answer_think_request(place, *r);
    return a ? std::string() : a.error();
  };
  EXPECT_EQ(refused(""), "not a thinking request");
  EXPECT_EQ(refused("FFT1 move hard crossfire 2 5 -"), "not a thinking request");  // a field missing
  EXPECT_EQ(refused("FFT1 dance hard crossfire 2 5 - -"), "a thinking request asks for a move, a hint or a guide");
  EXPECT_EQ(refused("FFT1 move grand crossfire 2 5 - -"), "unknown level");
  EXPECT_EQ(refused("FFT1 move hard crossfire 0 5 - -"), "bad seat count");
  EXPECT_EQ(refused("FFT1 move hard crossfire 2 x - -"), "bad seed");
  EXPECT_EQ(refused("FFT1 move hard crossfire 2 5 a=%4 -"), "an option holds a broken %-escape");
  EXPECT_EQ(refused("FFT1 move hard crossfire 2 5 - 1,,2"), "an action is not a number");
  EXPECT_NE(refused("FFT1 move hard no-such-game 2 5 - -"), "");
  EXPECT_EQ(refused("FFT1 move easy crossfire 2 5 - 4000000000").rfind("the record's move 1 cannot be played", 0), 0u);
  auto over = played("head-to-head-poker", 5, 2, 1 << 30);
  ASSERT_TRUE(over->is_terminal());
  EXPECT_EQ(refused(think_request_text(*over, ThinkKind::kMove, Level::Easy)), "the game is over");
  EXPECT_FALSE(parse_think_answer("FFA1 x 0 0").ok());
  EXPECT_FALSE(parse_think_answer("ERR the game is over").ok());
}

}  // namespace
}  // namespace ff
