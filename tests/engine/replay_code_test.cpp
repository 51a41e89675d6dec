// Lookups by id in an explicit game list, replay codes and undo, on the engine's test game alone
// (tests/match/links_test.cpp and tests/registry/undo_test.cpp cover them over every real game).
#include <gtest/gtest.h>

#include "core/ai/bot.h"
#include "core/engine/game.h"
#include "core/common/rng.h"
#include "core/engine/move_coder.h"
#include "core/engine/replay_code.h"
#include "core/engine/undo.h"
#include "tests/engine/fixture.h"

namespace ff {
namespace {

std::unique_ptr<State> played(uint64_t seed, int seats, const Options& options, int moves) {
  auto s = new_game(fixture_games(), "trick-duel", seed, seats, options);
  EXPECT_TRUE(s.ok()) << s.error();
  auto bot = make_random_bot(seed);
  for (int i = 0; i < moves && !(*s)->is_terminal(); ++i) (*s)->apply_legal(bot->choose(**s));
  return std::move(*s);
}

TEST(GameList, LookupsSeeOnlyTheGamesListed) {
  const GameList none;
  EXPECT_EQ(find_game(fixture_games(), "trick-duel"), &trick_duel_game());
  EXPECT_EQ(find_game(none, "trick-duel"), nullptr);
  auto missing = new_game(none, "trick-duel", 1, 2);
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error(), "unknown game 'trick-duel'");
  auto s = played(4, 2, {}, 3);
  EXPECT_TRUE(deserialize(fixture_games(), s->serialize()).ok());
  auto record = deserialize(none, s->serialize());
  ASSERT_FALSE(record.ok());
  EXPECT_NE(record.error().find("unknown game 'trick-duel'"), std::string::npos) << record.error();
  auto code = parse_replay_code(none, replay_code(*s));
  ASSERT_FALSE(code.ok());
  EXPECT_NE(code.error().find("unknown game 'trick-duel'"), std::string::npos) << code.error();
}

TEST(GameList, NewGameFromTheGameItselfChecksSeatsAndOptions) {
  const Game& g = trick_duel_game();
  EXPECT_TRUE(new_game(g, 1, 3, {{"hand", "2"}}).ok());
  EXPECT_FALSE(new_game(g, 1, 4).ok());
  EXPECT_FALSE(new_game(g, 1, 2, {{"hand", "9"}}).ok());
}

TEST(EngineReplayCode, RoundTripsTheTestGameAtEverySeatCountAndOptionInBothFormats) {
  for (int seats : {2, 3})
    for (const char* hand : {"3", "2"})
      for (int moves : {0, 5, 1 << 30})
        for (CodeFormat format : {CodeFormat::kCompressed, CodeFormat::kPlain}) {
          auto s = played(seats * 10 + moves, seats, {{"hand", hand}}, moves);
          const std::string code = replay_code(*s, format);
          EXPECT_EQ(code.substr(0, 4), format == CodeFormat::kPlain ? "FFR1" : "FFR2");
          auto back = parse_replay_code(fixture_games(), code);
          ASSERT_TRUE(back.ok()) << back.error();
          EXPECT_EQ((*back)->serialize(), s->serialize());
          EXPECT_EQ((*back)->to_json(), s->to_json());
        }
}

// The moves' indices are kept between calls (a save after every action) and from the last code
// read: a code made after more moves of the same game, after another game, after the game was
// taken back, or from a game read from a code, is the code made from scratch.
TEST(EngineReplayCode, TheKeptIndicesNeverChangeACode) {
  auto whole = played(21, 2, {}, 1 << 30);
  auto other = played(22, 2, {}, 1 << 30);
  std::vector<std::string> expected;
  for (size_t k = 0; k <= whole->history().size(); ++k) {
    auto s = played(21, 2, {}, 0);
    for (size_t i = 0; i < k; ++i) s->apply_legal(whole->history()[i]);
    expected.push_back(replay_code(*s));
    (void)replay_code(*other);  // forgets the first game
  }
  auto s = played(21, 2, {}, 0);
  for (size_t k = 0; k <= whole->history().size(); ++k) {
    EXPECT_EQ(replay_code(*s), expected[k]) << "after " << k << " moves";
    if (k < whole->history().size()) s->apply_legal(whole->history()[k]);
  }
  auto shorter = played(21, 2, {}, 3);  // taken back to move 3
  EXPECT_EQ(replay_code(*shorter), expected[3]);
  // A game read from a code (a save continued) keeps its indices too.
  auto read = parse_replay_code(fixture_games(), expected[2]);
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(replay_code(**read), expected[2]);
  for (size_t k = 2; k < 5; ++k) (*read)->apply_legal(whole->history()[k]);
  EXPECT_EQ(replay_code(**read, CodeFormat::kPlain), replay_code(*played(21, 2, {}, 5), CodeFormat::kPlain));
  EXPECT_EQ(replay_code(**read), expected[5]);
}

// Codes of the earlier format (written before FFR2, and still by resume saves) keep opening.
TEST(EngineReplayCode, AnFFR1CodeStillOpens) {
  // trick-duel, 2 seats, seed 3, hand=3: "play 7h" and "play 5h", written by the FFR1 encoder.
  auto back = parse_replay_code(fixture_games(), "FFR1AQp0cmljay1kdWVsAgMGaGFuZD0zAgICVa34Zg");
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ((*back)->serialize(), "FF1 trick-duel seats=2 seed=3 options=hand=3 actions=22.14");
}

TEST(EngineReplayCode, ATypoIsRefused) {
  for (CodeFormat format : {CodeFormat::kCompressed, CodeFormat::kPlain}) {
    const std::string code = replay_code(*played(8, 2, {}, 6), format);
    for (size_t i = 4; i < code.size(); ++i) {
      std::string bad = code;
      bad[i] = bad[i] == 'A' ? 'B' : 'A';
      EXPECT_FALSE(parse_replay_code(fixture_games(), bad).ok()) << "typo at " << i;
    }
  }
}

// A code cut anywhere (a message clipped in a chat) is refused with a reason, never opened as a
// shorter game.
TEST(EngineReplayCode, ACutCodeIsRefusedWithAReason) {
  for (CodeFormat format : {CodeFormat::kCompressed, CodeFormat::kPlain}) {
    const std::string code = replay_code(*played(9, 3, {}, 1 << 30), format);
    for (size_t len = 0; len < code.size(); ++len) {
      auto r = parse_replay_code(fixture_games(), code.substr(0, len));
      ASSERT_FALSE(r.ok()) << "cut at " << len << " accepted";
      EXPECT_FALSE(r.error().empty());
    }
  }
}

// Behind a matching checksum: FFR2 moves followed by bytes they do not use, a version byte that
// is not the prefix's, and moves past the end of the game are refused with their reason.
TEST(EngineReplayCode, ADamagedFFR2PayloadIsRefusedWithAReason) {
  auto s = played(10, 2, {}, 1 << 30);
  const std::string code = replay_code(*s);
  std::string payload = code.substr(4);
  // The payload back from base64url (without the 4-byte checksum), by the coder's own rules.
  std::string bytes;
  for (size_t i = 0, acc = 0, bits = 0; i < payload.size(); ++i) {
    const std::string abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    acc = (acc << 6) | abc.find(payload[i]);
    bits += 6;
    if (bits >= 8) bits -= 8, bytes += static_cast<char>((acc >> bits) & 0xFF);
  }
  bytes.resize(bytes.size() - 4);
  ASSERT_TRUE(parse_replay_code(fixture_games(), replay_code_from_payload(bytes)).ok());
  auto extra = parse_replay_code(fixture_games(), replay_code_from_payload(bytes + std::string(64, '\x55')));
  ASSERT_FALSE(extra.ok());
  EXPECT_NE(extra.error().find("damaged"), std::string::npos) << extra.error();
  std::string as_v1 = bytes;
  as_v1[0] = 1;  // an FFR1 prefix: the moves read as varints
  EXPECT_FALSE(parse_replay_code(fixture_games(), replay_code_from_payload(as_v1)).ok());
  std::string as_v3 = bytes;
  as_v3[0] = 3;
  auto v3 = parse_replay_code(fixture_games(), replay_code_from_payload(as_v3));
  ASSERT_FALSE(v3.ok());
  EXPECT_NE(v3.error().find("format is not supported"), std::string::npos) << v3.error();
}

// The coder alone: any index below any n (1 to 2^32 - 1) comes back; forced moves cost nothing;
// a uniform choice costs about log2(n) bits, and one that repeats costs much less.
TEST(MoveCoder, RoundTripsAnyIndexAmongAnyNumberOfMoves) {
  Rng rng(5);
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<std::pair<uint32_t, uint32_t>> moves;
    const int len = static_cast<int>(rng.below(300));
    for (int i = 0; i < len; ++i) {
      const uint32_t n = rng.below(20) == 0 ? static_cast<uint32_t>(rng.next_u64() | 1) : 1 + static_cast<uint32_t>(rng.below(80));
      moves.push_back({rng.below(3) == 0 ? n - 1 : static_cast<uint32_t>(rng.below(n)), n});
    }
    MoveEncoder encoder;
    for (auto [index, n] : moves) encoder.put(index, n);
    const std::string bytes = encoder.finish();
    MoveDecoder decoder(bytes);
    for (size_t i = 0; i < moves.size(); ++i) ASSERT_EQ(decoder.get(moves[i].second), moves[i].first) << trial << " move " << i;
    EXPECT_FALSE(decoder.unused_bytes());
  }
}

TEST(MoveCoder, ForcedMovesCostNothingAndAChoiceAboutLog2N) {
  MoveEncoder forced;
  for (int i = 0; i < 1000; ++i) forced.put(0, 1);
  EXPECT_EQ(forced.finish().size(), 0u);
  Rng rng(6);
  MoveEncoder uniform, repeated;
  for (int i = 0; i < 1000; ++i) {
    uniform.put(static_cast<uint32_t>(rng.below(10)), 10);
    repeated.put(9, 10);
  }
  const size_t u = uniform.finish().size();  // 1000 * log2(10) bits = 415 bytes
  EXPECT_GT(u, 405u);
  EXPECT_LT(u, 440u);
  EXPECT_LT(repeated.finish().size(), 40u);
}

// A play that draws from the stock shows the player a card: it cannot be taken back. Every undo
// point found in whole games is a position where that seat is to act.
TEST(EngineUndo, NeverAcrossADrawAndEveryUndoPointIsThatSeatsTurn) {
  auto first = played(3, 2, {}, 1);
  EXPECT_EQ(undo_point(*first, 0), -1) << "seat 0 drew a card after its play";
  int found = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    auto s = played(seed, 2 + static_cast<int>(seed % 2), {}, 0);
    auto bot = make_random_bot(seed);
    while (!s->is_terminal()) {
      s->apply_legal(bot->choose(*s));
      for (int seat = 0; seat < s->num_seats(); ++seat) {
        int k = undo_point(*s, seat);
        if (k < 0) continue;
        ++found;
        auto back = played(seed, s->num_seats(), {}, 0);
        for (int i = 0; i < k; ++i) back->apply_legal(s->history()[i]);
        EXPECT_EQ(back->current_player(), seat);
      }
    }
  }
  EXPECT_GT(found, 0) << "with the stock empty, a lead nobody has answered can be taken back";
}

}  // namespace
}  // namespace ff
