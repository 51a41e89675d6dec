// Throughput of the five-card evaluator, natively and as wasm under node. Everything printed is
// deterministic except the timings: the checksum is that of one pass over the fixed hands.
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

  // Warm-up also builds the lookup tables, so table construction is not timed.
  const uint64_t checksum = one_pass(cards);

  // Calibrate the number of passes to about 1.5 s.
  auto start = Clock::now();
  int passes = 0;
  bool mismatch = false;
  while (seconds_since(start) < 1.5) {
    mismatch |= one_pass(cards) != checksum;
    ++passes;
  }
  double elapsed = seconds_since(start);
  if (mismatch) {
    std::fprintf(stderr, "bench_eval: passes disagree\n");
    return 1;
  }
  double rate = static_cast<double>(kHands) * passes / elapsed;
  std::printf("evaluator: %.1f million evaluations/second (checksum %llu)\n", rate / 1e6,
              static_cast<unsigned long long>(checksum));

  // Every five-card hand once; the counted total guards against dead-code elimination.
  start = Clock::now();
  uint64_t hands = 0, enum_sum = 0;
  const std::vector<Card> full = standard_deck();
  Card c[5];
  for (int a = 0; a < 52; ++a) {
    c[0] = full[a];
    for (int b = a + 1; b < 52; ++b) {
      c[1] = full[b];
      for (int d = b + 1; d < 52; ++d) {
        c[2] = full[d];
        for (int e = d + 1; e < 52; ++e) {
          c[3] = full[e];
          for (int f = e + 1; f < 52; ++f) {
            c[4] = full[f];
            enum_sum += evaluate5(c);
            ++hands;
          }
        }
      }
    }
  }
  elapsed = seconds_since(start);
  std::printf("enumeration: %llu hands in %.3f s\n", static_cast<unsigned long long>(hands), elapsed);
  if (enum_sum == 0) return 1;
  return 0;
}
