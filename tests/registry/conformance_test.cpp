// The conformance suite: every registered game, every seat count, run through the same checks.
// A new game gets all of this by adding its line to core/games/registry.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/ai/bot.h"
#include "core/engine/game.h"
#include "core/games/registry.h"
#include "tests/registry/game_cases.h"
#include "tests/sanitized.h"

namespace ff {
namespace {

using Case = GameCase;

// Fewer games under the sanitizers (tests/sanitized.h); the release build runs the full count. 80 (it
// was 200): the sanitizer tests were the test command's largest CPU cost.
constexpr int kRandomGames = kSanitized ? 80 : 2000;
// ... or fewer, once this many actions have been played (the long variants' games are 10x longer).
constexpr int kRandomSteps = kRandomGames * 200;
// Whole games walked state by state, and the search bots' iterations: fewer under the sanitizers,
// which keep the full suite inside the CI budget; the release build runs them in full.
constexpr int kWalkDivisor = kSanitized ? 10 : 1, kBotIterations = kSanitized ? 3 : 10;
// The first random games also check every legal action's notation and an illegal action's refusal at
// every step. Under the sanitizers that was three quarters of these games' time (the sanitizer tests'
// largest cost: 20 of 80 games): 5 there, 20 in the release build.
constexpr int kNotationGames = kSanitized ? 5 : 20;

// The multiset of the game's card ids, as a count per id: compared after every random step (hundreds
// of thousands), where sorting the ids took a fifth of the time of Crossfire's longest case.
std::vector<uint16_t> card_ids(const State& s) {
  std::vector<uint16_t> count;
  for (Card c : s.all_cards()) {
    if (c.id() >= count.size()) count.resize(c.id() + 1u);
    ++count[c.id()];
  }
  return count;
}

std::unique_ptr<State> start(const Case& c, uint64_t seed) {
  auto s = new_game(c.game->info.id, seed, c.seats, c.options);
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error());
  return s.ok() ? std::move(*s) : nullptr;
}

class Conformance : public testing::TestWithParam<Case> {};

TEST_P(Conformance, RandomGamesEndWithinTheBoundKeepingEveryInvariant) {
  const Case& c = GetParam();
  Rng rng(99);
  int total_steps = 0;
  for (int g = 0; g < kRandomGames && total_steps < kRandomSteps; ++g) {
    auto s = start(c, 1000 + g);
    ASSERT_TRUE(s);
    const auto cards = card_ids(*s);
    int steps = 0;
    while (!s->is_terminal()) {
      int player = s->current_player();
      ASSERT_GE(player, 0);
      ASSERT_LT(player, c.seats);
      auto legal = s->legal_actions();
      ASSERT_FALSE(legal.empty()) << "no legal action while live, step " << steps;
      ASSERT_TRUE(std::is_sorted(legal.begin(), legal.end()));
      ASSERT_EQ(std::adjacent_find(legal.begin(), legal.end()), legal.end()) << "duplicate legal action";
      if (g < kNotationGames) {
        // Notation is unique among the legal actions and parses back.
        std::set<std::string> seen;
        for (Action a : legal) {
          std::string text = s->action_to_string(a);
          ASSERT_TRUE(seen.insert(text).second) << "two legal actions share the notation '" << text << "'";
          auto parsed = s->parse_action(text);
          ASSERT_TRUE(parsed.ok()) << text << ": " << parsed.error();
          ASSERT_EQ(*parsed, a) << text;
          ASSERT_FALSE(s->describe(a).empty());
        }
        // An action that is not legal is refused and changes nothing.
        Action illegal = legal.back() + 1;
        std::string before = s->to_json();
        EXPECT_FALSE(s->apply(illegal).ok());
        EXPECT_EQ(s->to_json(), before);
        EXPECT_FALSE(s->parse_action("no such move").ok());
      }
      const Action chosen = legal[rng.below(static_cast<uint32_t>(legal.size()))];
      // The notation games play through apply()'s check; the rest apply the move just listed as legal
      // without listing the legal moves again (Crossfire's Ultimate board: 13.9 -> 12.3 s).
      if (g < kNotationGames) ASSERT_TRUE(s->apply(chosen).ok());
      else s->apply_legal(chosen);
      ASSERT_EQ(card_ids(*s), cards) << "a card was created or lost at step " << steps;
      ++steps;
      ++total_steps;
      ASSERT_LE(steps, c.game->info.max_actions) << "the game did not end within its bound";
    }
    EXPECT_TRUE(s->legal_actions().empty());
    auto r = s->returns();
    ASSERT_EQ(static_cast<int>(r.size()), c.seats);
    for (double v : r) {
      EXPECT_GE(v, -1.0);
      EXPECT_LE(v, 1.0);
    }
    EXPECT_FALSE(s->apply(0).ok()) << "a finished game accepted an action";
  }
}

// Walks a few random games, calling `check` on every state along the way (in long games, on
// the first 100 states, every 10th up to 1000, every 100th after (Assault Edge's random games run
// to thousands of actions), and always the last: checks that replay the whole game would otherwise
// grow with its square).
template <class F>
void for_states(const Case& c, int games, F check) {
  Rng rng(5);
  for (int g = 0; g < std::max(1, games / kWalkDivisor); ++g) {
    auto s = start(c, 77 + g);
    for (size_t step = 0;; ++step) {
      if (step < 100 || (step < 1000 && step % 10 == 0) || step % 100 == 0 || s->is_terminal()) check(*s, rng);
      if (s->is_terminal()) break;
      auto legal = s->legal_actions();
      s->apply_legal(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
    }
  }
}

TEST_P(Conformance, ClonesAreEqualAndIndependent) {
  for_states(GetParam(), 20, [](State& s, Rng& rng) {
    auto copy = s.clone();
    ASSERT_EQ(copy->to_json(), s.to_json());
    ASSERT_EQ(copy->history(), s.history());
    if (!copy->is_terminal()) {
      std::string before = s.to_json();
      auto legal = copy->legal_actions();
      copy->apply_legal(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
      ASSERT_EQ(s.to_json(), before);
    }
  });
}

TEST_P(Conformance, SerializeThenDeserializeGivesTheSameState) {
  for_states(GetParam(), 20, [](State& s, Rng&) {
    auto back = deserialize(s.serialize());
    ASSERT_TRUE(back.ok()) << back.error() << "\n" << s.serialize();
    ASSERT_EQ((*back)->to_json(), s.to_json());
    ASSERT_EQ((*back)->serialize(), s.serialize());
  });
}

TEST_P(Conformance, SameSeedAndActionsGiveTheSameGame) {
  const Case& c = GetParam();
  for_states(c, 10, [&](State& s, Rng&) {
    if (!s.is_terminal()) return;
    auto again = start(c, s.seed());
    for (Action a : s.history()) ASSERT_TRUE(again->apply(a).ok());
    ASSERT_EQ(again->to_json(), s.to_json());
    for (int seat = 0; seat < c.seats; ++seat) ASSERT_EQ(again->view_json(seat), s.view_json(seat));
  });
}

TEST_P(Conformance, DeterminizeKeepsTheSeatsViewAndDependsOnlyOnIt) {
  const Case& c = GetParam();
  for_states(c, 20, [&](State& s, Rng& rng) {
    for (int seat = 0; seat < c.seats; ++seat) {
      auto det = s.determinize(seat, rng);
      // Nothing the seat can see changes...
      ASSERT_EQ(det->view_json(seat), s.view_json(seat));
      ASSERT_EQ(det->current_player(), s.current_player());
      ASSERT_EQ(card_ids(*det), card_ids(s));
      if (s.current_player() == seat) {
        ASSERT_EQ(det->legal_actions(), s.legal_actions());
      }
      // ...and what it resamples cannot depend on the hidden truth: two states with the same view
      // determinize identically from the same random stream (so a bot cannot peek).
      uint64_t k = rng.next_u64();
      Rng r1(k), r2(k);
      ASSERT_EQ(s.determinize(seat, r1)->to_json(), det->determinize(seat, r2)->to_json());
    }
  });
}

TEST_P(Conformance, CorruptRecordsAreRefusedWithoutCrashing) {
  const Case& c = GetParam();
  auto s = start(c, 4242);
  Rng rng(8);
  for (int i = 0; i < 30 && !s->is_terminal(); ++i) {
    auto legal = s->legal_actions();
    s->apply_legal(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
  }
  const std::string good = s->serialize();
  const char kAlphabet[] = "0123456789.=,- FFabcxyz";
  for (int i = 0; i < 300; ++i) {
    std::string bad = good;
    int edits = 1 + static_cast<int>(rng.below(3));
    for (int e = 0; e < edits; ++e) {
      size_t pos = rng.below(static_cast<uint32_t>(bad.size()));
      switch (rng.below(3)) {
        case 0: bad[pos] = kAlphabet[rng.below(sizeof kAlphabet - 1)]; break;
        case 1: bad.erase(pos, 1 + rng.below(4)); break;
        default: bad.insert(pos, 1, kAlphabet[rng.below(sizeof kAlphabet - 1)]); break;
      }
    }
    auto r = deserialize(bad);
    if (r.ok()) {
      EXPECT_TRUE(deserialize((*r)->serialize()).ok());  // whatever was accepted is a real game
    } else {
      EXPECT_FALSE(r.error().empty());
    }
  }
}

TEST_P(Conformance, BotsPlayWholeGames) {
  const Case& c = GetParam();
  auto s = start(c, 31);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int seat = 0; seat < c.seats; ++seat)
    bots.push_back(seat % 3 == 0   ? make_ismcts_bot(seat, IsmctsConfig{.iterations = kBotIterations})
                   : seat % 3 == 1 ? make_heuristic_bot(seat)
                                   : make_random_bot(seat));
  int steps = 0;
  while (!s->is_terminal()) {
    Action a = bots[s->current_player()]->choose(*s);
    ASSERT_TRUE(s->apply(a).ok()) << "a bot chose an illegal action " << a;
    ASSERT_LE(++steps, c.game->info.max_actions);
  }
}

INSTANTIATE_TEST_SUITE_P(AllGames, Conformance, testing::ValuesIn(game_cases(false, true)), case_name);

}  // namespace
}  // namespace ff
