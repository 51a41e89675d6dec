// Throughput of the five-card evaluator, natively and as wasm under node. Everything printed is
// deterministic except the timings: the checksum is that of one pass over the fixed hands.
//
// The timed work runs in functions called many times, through a pointer the optimisers cannot see
// through (so neither LLVM nor Binaryen inlines them into main): a wasm engine optimises a function
// for its next call, so a loop inlined into main(), which is called once, would run its whole time
// in the baseline compiler's code (V8 replaces no running wasm frame) at about half speed.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "core/common/card.h"
#include "core/common/poker.h"
#include "core/common/rng.h"

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

uint64_t one_pass(const std::vector<ff::Card>& cards) {
  uint64_t sum = 0;
  for (size_t i = 0; i + 5 <= cards.size(); i += 5) sum += ff::evaluate5(&cards[i]);
  return sum;
}

// Every five-card hand whose lowest card is full[a]; adds to `hands` and returns the strengths' sum
// (the counted total guards against dead-code elimination).
uint64_t hands_from(const std::vector<ff::Card>& full, int a, uint64_t& hands) {
  uint64_t sum = 0;
  ff::Card c[5];
  c[0] = full[a];
  for (int b = a + 1; b < 52; ++b) {
    c[1] = full[b];
    for (int d = b + 1; d < 52; ++d) {
      c[2] = full[d];
      for (int e = d + 1; e < 52; ++e) {
        c[3] = full[e];
        for (int f = e + 1; f < 52; ++f) {
          c[4] = full[f];
          sum += ff::evaluate5(c);
          ++hands;
        }
      }
    }
  }
  return sum;
}

uint64_t (*volatile g_one_pass)(const std::vector<ff::Card>&) = one_pass;
uint64_t (*volatile g_hands_from)(const std::vector<ff::Card>&, int, uint64_t&) = hands_from;

// Every five-card hand once: the number of hands and their strengths' sum.
uint64_t enumerate_all(const std::vector<ff::Card>& full, uint64_t& hands) {
  uint64_t sum = 0;
  hands = 0;
  for (int a = 0; a < 52; ++a) sum += g_hands_from(full, a, hands);
  return sum;
}

}  // namespace

int main() {
  using namespace ff;
  constexpr size_t kHands = size_t{1} << 20;

  // Each hand: the first five cards of a partly shuffled deck (a partial Fisher-Yates is enough).
  Rng rng(20240601);
  std::vector<Card> deck = standard_deck();
  std::vector<Card> cards;
  cards.reserve(kHands * 5);
  for (size_t h = 0; h < kHands; ++h) {
    for (int i = 0; i < 5; ++i) {
      int j = i + static_cast<int>(rng.below(static_cast<uint32_t>(52 - i)));
      std::swap(deck[i], deck[j]);
      cards.push_back(deck[i]);
    }
  }

  // Warm-up: builds the lookup tables and lets the engine optimise the timed functions, so
  // neither is timed.
  const uint64_t checksum = g_one_pass(cards);
  uint64_t hands = 0;
  const std::vector<Card> full = standard_deck();
  for (int round = 0; round < 3; ++round) enumerate_all(full, hands);

  // Five rounds of about 0.3 s each; the fastest round is reported (the one least disturbed by
  // other work on the machine).
  double best_rate = 0;
  bool mismatch = false;
  for (int round = 0; round < 5; ++round) {
    const auto start = Clock::now();
    int passes = 0;
    while (seconds_since(start) < 0.3) {
      mismatch |= g_one_pass(cards) != checksum;
      ++passes;
    }
    best_rate = std::max(best_rate, static_cast<double>(kHands) * passes / seconds_since(start));
  }
  if (mismatch) {
    std::fprintf(stderr, "bench_eval: passes disagree\n");
    return 1;
  }
  std::printf("evaluator: %.1f million evaluations/second (checksum %llu)\n", best_rate / 1e6,
              static_cast<unsigned long long>(checksum));

  double best = 1e9;
  uint64_t enum_sum = 0;
  for (int round = 0; round < 5; ++round) {
    const auto start = Clock::now();
    enum_sum = enumerate_all(full, hands);
    best = std::min(best, seconds_since(start));
  }
  std::printf("enumeration: %llu hands in %.3f s (fastest of 5)\n", static_cast<unsigned long long>(hands), best);
  if (enum_sum == 0) return 1;
  return 0;
}
