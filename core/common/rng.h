// The project's own seeded randomness: identical sequences in the native and the wasm build
// (std::shuffle and std::uniform_int_distribution differ between libstdc++ and libc++).
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

namespace ff {

// PCG32 (O'Neill, pcg-random.org): 64-bit state, 32-bit output, XSH-RR.
class Rng {
 public:
  explicit Rng(uint64_t seed = 0, uint64_t stream = 0x5851f42d4c957f2dULL) { reseed(seed, stream); }

  void reseed(uint64_t seed, uint64_t stream = 0x5851f42d4c957f2dULL) {
    state_ = 0;
    inc_ = (stream << 1u) | 1u;
    next_u32();
    state_ += seed;
    next_u32();
  }

  uint32_t next_u32() {
    uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + inc_;
    uint32_t xorshifted = static_cast<uint32_t>(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = static_cast<uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
  }

  uint64_t next_u64() {
    uint64_t hi = next_u32();
    return (hi << 32) | next_u32();
  }

  // Uniform in [0, bound), bound > 0. Rejection sampling: exact, no modulo bias.
  uint32_t below(uint32_t bound) {
    uint32_t threshold = static_cast<uint32_t>(-bound) % bound;
    for (;;) {
      uint32_t r = next_u32();
      if (r >= threshold) return r % bound;
    }
  }

  // Uniform in [lo, hi], lo <= hi.
  int range(int lo, int hi) { return lo + static_cast<int>(below(static_cast<uint32_t>(hi - lo + 1))); }

  // One die with `sides` faces: 1..sides.
  int die(int sides = 6) { return range(1, sides); }

  // Uniform in [0, 1).
  double unit() { return (next_u32() >> 8) * (1.0 / 16777216.0); }

  // Fisher-Yates, from the back.
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (size_t i = v.size(); i > 1; --i) {
      size_t j = below(static_cast<uint32_t>(i));
      std::swap(v[i - 1], v[j]);
    }
  }

  template <class T>
  void shuffle(T* first, size_t n) {
    for (size_t i = n; i > 1; --i) {
      size_t j = below(static_cast<uint32_t>(i));
      std::swap(first[i - 1], first[j]);
    }
  }

  friend bool operator==(const Rng& a, const Rng& b) { return a.state_ == b.state_ && a.inc_ == b.inc_; }

 private:
  uint64_t state_ = 0;
  uint64_t inc_ = 1;
};

}  // namespace ff
