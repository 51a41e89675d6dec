// Prints a fixed sequence of the engine's random numbers, shuffles and game records. scripts/test
// runs it natively and as wasm under node and requires identical output: the proof that a seed
// gives the same game in the browser as in the native tests.
#include <cstdio>

#include "core/common/card.h"
#include "core/common/rng.h"
#include "core/engine/game.h"
#include "core/games/registry.h"
#include "core/ai/bot.h"
#include "core/match/fair_deal.h"
#include "core/match/think_request.h"

int main() {
  using namespace ff;
  for (uint64_t seed : {0ull, 1ull, 42ull, 0xdeadbeefcafef00dull}) {
    Rng rng(seed);
    std::printf("seed %llu u32:", static_cast<unsigned long long>(seed));
    for (int i = 0; i < 8; ++i) std::printf(" %u", rng.next_u32());
    std::printf("\n below(7):");
    for (int i = 0; i < 16; ++i) std::printf(" %u", rng.below(7));
    std::printf("\n die:");
    for (int i = 0; i < 16; ++i) std::printf(" %d", rng.die());
    const double u1 = rng.unit(), u2 = rng.unit();  // sequenced: argument order differs across compilers
    std::printf("\n unit: %.9f %.9f\n", u1, u2);
    auto deck = standard_deck(0, 2);
    rng.shuffle(deck);
    std::printf(" shuffle: %s\n", to_string(deck).c_str());
  }
  // Whole games: every registered game played by the random and the search bot from fixed seeds.
  for (const Game* game : registry()) {
    for (int seats : seat_counts(game->info)) {
      auto state = new_game(game->info.id, 1234 + seats, seats);
      if (!state) return 1;
      auto random = make_random_bot(7);
      auto search = make_ismcts_bot(9, IsmctsConfig{.iterations = 50});
      int moves = 0;
      while (!(*state)->is_terminal()) {
        Bot& bot = (*state)->current_player() == 0 ? *search : *random;
        (*state)->apply_legal(bot.choose(**state));
        ++moves;
      }
      std::printf("%s seats=%d moves=%d record: %s\n final: %s\n", game->info.id.c_str(), seats, moves,
                  (*state)->serialize().c_str(), (*state)->to_json().c_str());
    }
  }
  // The computer's worker requests (the browser's Web Worker runs this code): a move at Normal and
  // a hint with the guide's words, from a position a few moves into each game.
  for (const Game* game : registry()) {
    auto state = new_game(game->info.id, 99, seat_counts(game->info).front());
    if (!state) return 1;
    auto random = make_random_bot(3);
    for (int i = 0; i < 5 && !(*state)->is_terminal(); ++i) (*state)->apply_legal(random->choose(**state));
    if ((*state)->is_terminal()) continue;
    ThinkPlace place{.clock = false};
    for (ThinkKind kind : {ThinkKind::kMove, ThinkKind::kHint}) {
      auto request = parse_think_request(think_request_text(**state, kind, Level::Normal));
      auto answer = request ? answer_think_request(place, *request) : Result<ThinkAnswer>(make_error(request.error()));
      std::string said = answer ? std::to_string(answer->action) : answer.error();
      if (answer && answer->guide) said += " guide: " + answer->guide->why + " | " + answer->guide->plan + " | " + answer->guide->threat;
      std::printf("%s think %s: %s\n", game->info.id.c_str(), kind == ThinkKind::kHint ? "hint" : "move", said.c_str());
    }
  }
  // Fair deals online (core/match/fair_deal.h): the same secret and contributions give the same
  // commitment, seed and frame hashes in the page as natively.
  std::printf("sha256 abc: %s\n", sha256_hex("abc").c_str());
  const std::string secret = sha256_hex("secret"), part = sha256_hex("part").substr(0, kContributionDigits);
  for (const Game* game : registry()) {
    if (game->info.test_only) continue;
    const int seats = seat_counts(game->info).front();
    std::vector<bool> friends(static_cast<size_t>(seats), true);
    friends[0] = false;
    FairHost host = fair_host(secret, friends);
    for (int seat = 1; seat < seats; ++seat) host.parts[static_cast<size_t>(seat)] = part;
    auto state = new_game(game->info.id, fair_seed(secret, host.parts), seats);
    if (!state) return 1;
    const HostMessage frame = *parse_host_message(frame_for_seat(**state, 1, {}));
    std::printf("%s fair: commitment %s seed %llu frame %s\n", game->info.id.c_str(), fair_commitment(host, **state).c_str(),
                static_cast<unsigned long long>((*state)->seed()), frame_seen(frame).digest.c_str());
  }
  return 0;
}
