// The cases the registry-wide tests loop over: each game at each seat count with default options,
// each other choice of each option once (at the first seat count that offers it) and each sample
// option set (free-form values: generated decks). Header-only: each test file includes it once.
#pragma once
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "core/common/rng.h"
#include "core/engine/ai_traits.h"
#include "core/engine/game.h"
#include "core/games/registry.h"

namespace ff {

struct GameCase {
  const Game* game;
  int seats;
  Options options;
  std::string label;  // "crossfire_4seats_board_ultimate"
};

// `players_only`: without the test-only game; `with_options`: the option choices and samples too.
inline std::vector<GameCase> game_cases(bool players_only, bool with_options) {
  std::vector<GameCase> out;
  for (const Game* g : registry()) {
    if (players_only && g->info.test_only) continue;
    const std::vector<int> counts = seat_counts(g->info);
    for (int seats : counts) out.push_back({g, seats, {}, g->info.id + "_" + std::to_string(seats) + "seats"});
    if (!with_options) continue;
    for (const OptionSpec& o : g->info.options)
      for (size_t i = 1; i < o.choices.size(); ++i) {
        auto fits = [&](int n) { return (o.only_seats ? o.only_seats == n : true) && choice_offered(o, i, n); };
        const auto seats = std::find_if(counts.begin(), counts.end(), fits);
        if (seats == counts.end()) continue;
        Options options{{o.key, o.choices[i]}};
        if (!o.only_with_key.empty()) options[o.only_with_key] = o.only_with.front();  // where it matters
        out.push_back({g, *seats, options, g->info.id + "_" + std::to_string(*seats) + "seats_" + o.key + "_" + o.choices[i]});
      }
    const std::vector<Options> samples = g->info.sample_options ? g->info.sample_options() : std::vector<Options>{};
    for (size_t i = 0; i < samples.size(); ++i)
      out.push_back({g, g->info.min_seats, samples[i],
                     g->info.id + "_" + std::to_string(g->info.min_seats) + "seats_sample" + std::to_string(i + 1)});
  }
  return out;
}

// Plays a whole game of `c` from `seed` by the heuristic bot (or the random one), then replays it,
// calling visit(state, step, rng) at about `points` positions spread over it and at its end (at
// every position of a shorter game); `rng` is the one the bot played with. Stops at the first fatal
// failure.
template <class F>
void at_positions_of_a_bot_game(const GameCase& c, uint64_t seed, bool heuristic, size_t points, F&& visit) {
  auto st = new_game(c.game->info.id, seed, c.seats, c.options);
  ASSERT_TRUE(st) << st.error();
  auto played = (*st)->clone();
  Rng rng(seed);
  while (!played->is_terminal()) played->apply_legal(heuristic ? heuristic_action(*played, rng) : rollout_action(*played, rng));
  const size_t length = played->history().size(), stride = std::max<size_t>(1, length / points);
  for (size_t step = 0;; ++step) {
    if (step % stride == 0 || step == length) {
      visit(static_cast<const State&>(**st), step, rng);
      if (testing::Test::HasFatalFailure()) return;
    }
    if (step == length) break;
    ASSERT_TRUE((*st)->apply(played->history()[step]).ok());
  }
}

// Keeps gtest from printing the raw bytes of a case.
inline void PrintTo(const GameCase& c, std::ostream* os) { *os << c.label; }

inline std::string case_name(const testing::TestParamInfo<GameCase>& info) {
  std::string s;
  for (char c : info.param.label) s += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return s;
}

}  // namespace ff
