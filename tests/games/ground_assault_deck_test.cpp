// Ground Assault: custom armies (issue 21): the deck code (GA1-) in the faction1..4 options, every
// refusal, the deck builder's checks, games with custom forces played to the end, the generator,
// and games with the pre-built factions unchanged by all of it (notes.md, "Custom armies").
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "core/ai/bot.h"
#include "core/engine/replay_code.h"
#include "core/games/ground_assault/ground_assault.h"
#include "core/games/registry.h"

namespace ff::ground_assault {
namespace {

// FNV-1a over the game's whole notation (every action as written), the result and the replay code:
// independent of how actions are numbered, so it pins the games themselves.
uint64_t Fnv(uint64_t h, const std::string& s) {
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
}

uint64_t BotGameHash(uint64_t seed, int seats, const Options& options, bool random = false) {
  auto st = new_game(registry(), "ground-assault", seed, seats, options);
  EXPECT_TRUE(st.ok()) << (st.ok() ? "" : st.error());
  if (!st.ok()) return 0;
  State& s = **st;
  auto bot = random ? make_random_bot(seed * 7 + 1) : make_heuristic_bot(seed * 7 + 1);
  uint64_t h = 1469598103934665603ull;
  int n = 0;
  while (!s.is_terminal() && n < 20000) {
    const Action a = bot->choose(s);
    h = Fnv(h, s.action_to_string(a) + ";");
    EXPECT_TRUE(s.apply(a).ok());
    ++n;
  }
  for (double r : s.returns()) h = Fnv(h, std::to_string(r) + ",");
  return Fnv(h, replay_code(s));
}

// Games with the pre-built factions play exactly as before custom armies: whole heuristic games at
// 2, 3 and 4 seats and in Starter mode, pinned by the hash of their notation, results and replay code
// (the values were taken from the build before custom armies; the action numbers changed, the games
// did not).
TEST(GroundAssaultDeck, PreBuiltFactionGamesAreUnchanged) {
  EXPECT_EQ(BotGameHash(11, 2, {}), 7697945168636820793ull);
  EXPECT_EQ(BotGameHash(12, 3, {}), 6333120582998628660ull);
  EXPECT_EQ(BotGameHash(13, 4, {}), 7675942706338035941ull);
  EXPECT_EQ(BotGameHash(14, 2, {{"mode", "starter"}}), 918193721066309831ull);
  EXPECT_EQ(BotGameHash(15, 2, {{"faction1", "syndicate"}, {"faction2", "dominion"}}), 14837094479954835574ull);
  EXPECT_EQ(BotGameHash(16, 2, {}, true), 14403083376115503338ull);
  EXPECT_EQ(BotGameHash(17, 4, {}, true), 10951751588320463630ull);
}

}  // namespace
}  // namespace ff::ground_assault
