// The computer's worker requests (core/match/think_request.h): the worker's answer is the move the
// page's own search would choose, for every game; a request that continues the last game replays
// only its new actions; bad requests are refused with a reason.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "core/ai/bot.h"
#include "core/ai/guide.h"
#include "core/ai/level.h"
#include "core/engine/ai_traits.h"
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
      ThinkPlace place{.clock = false};
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
  ThinkPlace place{.clock = false};
  auto answer = answer_think_request(place, *parse_think_request(think_request_text(*s, ThinkKind::kHint, Level::Easy)));
  ASSERT_TRUE(answer.ok()) << answer.error();
  auto bot = make_level_bot(*s, Level::Hard, hint_seed(*s));
  EXPECT_EQ(answer->action, bot->choose(*s));
  EXPECT_GE(answer->win, 0);
}

// A hint carries what its search saw (the guided game's reasons are made from it on the page): the
// worker's look is the page's own bot's, it crosses the wire unchanged (at most kLookOptions moves),
// and a damaged one is refused.
TEST(ThinkRequest, AHintCarriesWhatItsSearchSaw) {
  for (const Game* g : registry()) {
    auto s = played(g->info.id, 7, g->info.min_seats, 8);
    if (s->is_terminal()) continue;
    ThinkPlace place{.clock = false};
    auto answer = answer_think_request(place, *parse_think_request(think_request_text(*s, ThinkKind::kHint, Level::Normal)));
    ASSERT_TRUE(answer.ok()) << g->info.id << ": " << answer.error();
    auto bot = make_guide_bot(*s);
    EXPECT_EQ(answer->action, bot->choose(*s)) << g->info.id << ": the guide's move is Hint's";
    const SearchLook page = bot->look();
    auto text = parse_think_answer(think_answer_text(*answer));
    ASSERT_TRUE(text.ok()) << text.error();
    if (search_actions(*s, level_iterations(*s, Level::Hard)).size() > 1) {
      ASSERT_FALSE(text->look.options.empty()) << g->info.id;
    }
    EXPECT_EQ(text->look.visits, page.visits) << g->info.id;
    ASSERT_EQ(text->look.options.size(), std::min(page.options.size(), kLookOptions)) << g->info.id;
    for (size_t i = 0; i < text->look.options.size(); ++i) {
      EXPECT_EQ(text->look.options[i].action, page.options[i].action);
      EXPECT_EQ(text->look.options[i].visits, page.options[i].visits);
      EXPECT_NEAR(text->look.options[i].win, page.options[i].win, 1e-4);
      ASSERT_EQ(text->look.options[i].next.size(), page.options[i].next.size());
      for (size_t k = 0; k < page.options[i].next.size(); ++k) {
        EXPECT_EQ(text->look.options[i].next[k].seat, page.options[i].next[k].seat);
        EXPECT_EQ(text->look.options[i].next[k].action, page.options[i].next[k].action);
      }
    }
  }
  auto move = parse_think_answer("FFA1 3 -1.000000 2.000");
  ASSERT_TRUE(move.ok());
  EXPECT_TRUE(move->look.options.empty()) << "a move's answer has no look";
  EXPECT_TRUE(parse_think_answer("FFA1 3 0.5 2 10 3:6:0.5:1.4/0.2;4:4:0.25:-").ok());
  for (const char* bad : {"FFA1 3 -1 2 5", "FFA1 3 -1 2 x -", "FFA1 3 0.5 2 10 3:6:1.5:-", "FFA1 3 0.5 2 10 3:6:0.5:9.4",
                          "FFA1 3 0.5 2 10 3:6:0.5:1x4", "FFA1 3 0.5 2 10 3:6:0.5", "FFA1 3 0.5 2 -1 -", "FFA1 3 nan 2"})
    EXPECT_FALSE(parse_think_answer(bad).ok()) << bad;
}

// A hint's answer carries the guide's words (the page then plays no guide samples on its main thread):
// those the page would build from the look it reads, in every game; they cross the wire unchanged;
// an answer without them (an older worker) still reads; damaged words are refused.
TEST(ThinkRequest, AHintCarriesTheGuidesWordsThePageWouldBuild) {
  int said = 0;
  for (const Game* g : registry())
    for (int moves : {3, 8, 20}) {
      auto s = played(g->info.id, 5, g->info.min_seats, moves);
      if (s->is_terminal()) continue;
      ThinkPlace place{.clock = false};
      auto answer = answer_think_request(place, *parse_think_request(think_request_text(*s, ThinkKind::kHint, Level::Normal)));
      ASSERT_TRUE(answer.ok()) << g->info.id << ": " << answer.error();
      auto text = parse_think_answer(think_answer_text(*answer));
      ASSERT_TRUE(text.ok()) << g->info.id << ": " << text.error();
      ASSERT_TRUE(text->guide.has_value()) << g->info.id;
      const GuideReasons page = guide_reasons(*s, text->look, hint_seed(*s));
      EXPECT_EQ(text->guide->why, page.why) << g->info.id << " after " << moves;
      EXPECT_EQ(text->guide->plan, page.plan) << g->info.id << " after " << moves;
      EXPECT_EQ(text->guide->threat, page.threat) << g->info.id << " after " << moves;
      said += !page.why.empty() + !page.plan.empty() + !page.threat.empty();
      auto move = answer_think_request(place, *parse_think_request(think_request_text(*s, ThinkKind::kMove, Level::Easy)));
      ASSERT_TRUE(move.ok());
      EXPECT_FALSE(move->guide.has_value()) << "a computer move carries no words";
    }
  EXPECT_GT(said, 5) << "the hints said something";
  auto words = parse_think_answer("FFA1 3 0.5 2 10 3:6:0.5:-\tkeeps J\xE2\x99\xA0 for a pair\t\t{P2} strikes");
  ASSERT_TRUE(words.ok()) << words.error();
  EXPECT_EQ(words->guide->why, "keeps J\xE2\x99\xA0 for a pair");
  EXPECT_EQ(words->guide->plan, "");
  EXPECT_EQ(words->guide->threat, "{P2} strikes");
  EXPECT_FALSE(parse_think_answer("FFA1 3 0.5 2 10 3:6:0.5:-").value().guide.has_value());
  const std::string too_long = "FFA1 3 0.5 2 10 3:6:0.5:-\t" + std::string(kGuideWordsMax + 1, 'a') + "\t\t";
  for (const std::string& bad : {std::string("FFA1 3 0.5 2 10 3:6:0.5:-\ta\tb"), std::string("FFA1 3 0.5 2\ta\tb\tc\td"),
                                 std::string("FFA1 3 0.5 2\ta\nb\t\t"), too_long, std::string("FFA1 3 0.5 2 \ta\tb\tc")})
    EXPECT_FALSE(parse_think_answer(bad).ok()) << bad.substr(0, 40);
  // Written words keep within the bound without cutting a character, and lose any control character.
  ThinkAnswer long_words{.action = 1, .win = 0.5, .think_ms = 1, .look = {}, .guide = GuideReasons{}};
  for (size_t i = 0; i < kGuideWordsMax; i += 3) long_words.guide->why += "\xE2\x99\xA0";
  long_words.guide->plan = "a\tb\nc";
  auto read = parse_think_answer(think_answer_text(long_words));
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read->guide->why.size(), kGuideWordsMax - kGuideWordsMax % 3);
  EXPECT_EQ(read->guide->plan, "a b c");
}

// The answer's numbers are written without printf (the worker links none): as %.6f, %.3f and %.4f
// wrote them, over values of every size an answer carries (exact halves among them: k / 2^24).
TEST(ThinkRequest, AnAnswersNumbersReadAsPrintfWroteThem) {
  Rng rng(77);
  for (int i = 0; i < 2000; ++i) {
    ThinkAnswer a;
    a.action = static_cast<Action>(rng.below(100000));
    a.win = i % 7 == 0 ? -1.0 : rng.unit();
    a.think_ms = rng.unit() * std::pow(10.0, static_cast<int>(rng.below(6)));
    a.look.visits = 1 + static_cast<int>(rng.below(5000));
    a.look.options.push_back({.action = 7, .visits = 3, .win = rng.unit(), .next = {}});
    char want[160];
    std::snprintf(want, sizeof want, "FFA1 %u %.6f %.3f %d 7:3:%.4f:-", static_cast<unsigned>(a.action), a.win, a.think_ms,
                  a.look.visits, a.look.options[0].win);
    EXPECT_EQ(think_answer_text(a), want);
  }
}

TEST(ThinkRequest, ARequestThatContinuesTheLastGameReplaysOnlyItsNewActions) {
  auto s = played("crossfire", 5, 2, 6);
  ThinkPlace place{.clock = false};
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
    ThinkPlace place{.clock = false};
    auto a = answer_think_request(place, *r);
    return a ? std::string() : a.error();
  };
  EXPECT_EQ(refused(""), "not a thinking request");
  EXPECT_EQ(refused("FFT1 move hard crossfire 2 5 -"), "not a thinking request");  // a field missing
  EXPECT_EQ(refused("FFT1 dance hard crossfire 2 5 - -"), "a thinking request asks for a move or a hint");
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
