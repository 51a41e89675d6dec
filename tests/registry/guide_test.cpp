// The guided game's words (core/ai/guide.h, issue 52) at positions spread over whole bot games of every
// game at every seat count, from what a short search of the player's view saw:
// - the reasons, each warning and the rule's words name only what the player can see: they read the
//   same on a copy of the game where everything the player cannot see is resampled;
// - a warning always comes with its answer: it names the guide's move;
// - a plan and a threat are told in the game's words, never as a bare action number; a threat names
//   the move it answers, and a later step of the reply only when that step names something (never the
//   step it follows again); the plan's next step is not offered again as a move that does about as well.
// The guide's move being Hint's is ThinkRequest.AHintCarriesWhatItsSearchSaw's.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <string>

#include "core/ai/bot.h"
#include "core/ai/guide.h"
#include "core/ai/level.h"
#include "core/common/rng.h"
#include "core/engine/ai_traits.h"
#include "core/games/registry.h"
#include "tests/registry/game_cases.h"

namespace ff {
namespace {

using Case = GameCase;

// Everything the guide could say at `s` for the player to act, given the search's `look`.
std::string all_words(const State& s, const SearchLook& look, uint64_t seed) {
  const GuideReasons r = guide_reasons(s, look, seed);
  std::string out = r.why + "|" + r.plan + "|" + r.threat;
  for (const SearchLook::Option& o : look.options) out += "|" + s.explain(o.action) + "|" + guide_warning(s, look, o.action, seed);
  return out;
}

class GuideWords : public testing::TestWithParam<Case> {};

TEST_P(GuideWords, NameOnlyWhatThePlayerCanSeeAndWarnWithTheAnswer) {
  const Case& c = GetParam();
  int told = 0, warned = 0, plans = 0, threats = 0;
  std::string a_threat;
  at_positions_of_a_bot_game(c, 31, true, 10, [&](const State& s, size_t step, Rng&) {
    if (s.is_terminal() || search_actions(s, 300).size() < 2) return;
    const int seat = s.current_player();
    auto bot = make_ismcts_bot(step * 7 + 1, IsmctsConfig{.iterations = 300});
    bot->start(s);
    while (!bot->think(1 << 20)) {
    }
    const SearchLook look = bot->look();
    ASSERT_FALSE(look.options.empty()) << c.label << " step " << step;
    const uint64_t seed = hint_seed(s);
    const std::string words = all_words(s, look, seed);
    Rng rng(step + 5);
    auto resampled = s.determinize_logged(seat, rng);
    EXPECT_EQ(all_words(*resampled, look, seed), words) << c.label << " step " << step << ": the words depend on what the player cannot see";
    const GuideReasons r = guide_reasons(s, look, seed);
    told += !r.why.empty();
    // The plan's next step is not also offered as a move that does about as well (the same two moves).
    if (r.plan.size() > 6) {
      const std::string then = r.plan.substr(5, r.plan.size() - 6);  // "Then X." -> "X"
      EXPECT_EQ(r.why.find("; " + then + " does about as well"), std::string::npos) << c.label << ": " << r.why << " " << r.plan;
    }
    plans += !r.plan.empty();
    threats += !r.threat.empty();
    if (!r.threat.empty()) {
      a_threat = r.threat;
      EXPECT_NE(r.threat.find(": this move answers that."), std::string::npos) << c.label << ": " << r.threat;
      // A reply's later step is told only when it names something (a digit, a rank or a name).
      if (const size_t then = r.threat.find(" and then "); then != std::string::npos) {
        const std::string later = r.threat.substr(then, r.threat.find_first_of("(:", then) - then);
        EXPECT_TRUE(std::any_of(later.begin(), later.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)) || std::isupper(static_cast<unsigned char>(ch)); }))
            << c.label << ": " << r.threat;
        // Nor is it the step it follows again (a fall at the player's own answer is told as the step
        // answered, which may be the run's first).
        const size_t from = r.threat.find(" instead, ") + 10;
        const std::string first = r.threat.substr(from, then - from), step = later.substr(10);
        EXPECT_EQ(first.find(step), std::string::npos) << c.label << ": " << r.threat;
      }
    }
    const std::string answer = "the guide's move, " + s.describe(look.options.front().action, Person::kSecond);
    for (const SearchLook::Option& o : look.options) {
      const std::string w = guide_warning(s, look, o.action, seed);
      if (w.empty()) continue;
      ++warned;
      EXPECT_NE(w.find(answer), std::string::npos) << c.label << ": a warning without its answer: " << w;
    }
  });
  EXPECT_GT(told, 0) << c.label;
  std::cout << c.label << ": " << told << " positions told, " << plans << " plans, " << threats << " threats, " << warned
            << " warnings\n" << (a_threat.empty() ? "" : "  a threat: " + a_threat + "\n");
}

INSTANTIATE_TEST_SUITE_P(EveryGame, GuideWords, testing::ValuesIn(game_cases(true, false)), case_name);

}  // namespace
}  // namespace ff
