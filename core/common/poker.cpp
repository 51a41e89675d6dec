#include "core/common/poker.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "core/common/order.h"

namespace ff {
namespace {

// ---- Reference classifier: slow and plain; the tables below and describe_hand() trust only it. ----

struct HandKey {
  HandCategory category = HandCategory::kHighCard;
  uint8_t ranks[5] = {0, 0, 0, 0, 0};  // tie-break ranks, most significant first, 0-padded
  int count = 0;                       // how many of `ranks` are used

  // Lexicographic (category, ranks) in one integer, so sorting keys sorts hands.
  uint32_t packed() const {
    uint32_t k = static_cast<uint32_t>(category);
    for (uint8_t r : ranks) k = (k << 4) | r;
    return k;
  }
};

HandKey classify(const int (&rank)[5], bool flush) {
  int count[15] = {};
  for (int r : rank) ++count[r];
  // Ranks grouped by multiplicity, bigger groups first, then higher ranks: the tie-break order.
  HandKey key;
  int groups[5];
  int sizes[5];
  int ngroups = 0;
  for (int size = 4; size >= 1; --size) {
    for (int r = kAce; r >= 2; --r) {
      if (count[r] == size) {
        groups[ngroups] = r;
        sizes[ngroups] = size;
        ++ngroups;
      }
    }
  }
  auto set_ranks = [&](HandCategory c, std::initializer_list<int> rs) {
    key.category = c;
    key.count = 0;
    for (int r : rs) key.ranks[key.count++] = static_cast<uint8_t>(r);
  };

  if (ngroups == 5) {
    bool wheel = groups[0] == kAce && groups[1] == 5;  // A-5-4-3-2: the ace plays low
    bool straight = groups[0] - groups[4] == 4 || wheel;
    int top = wheel ? 5 : groups[0];
    if (straight && flush) {
      set_ranks(HandCategory::kStraightFlush, {top});
    } else if (flush) {
      set_ranks(HandCategory::kFlush, {groups[0], groups[1], groups[2], groups[3], groups[4]});
    } else if (straight) {
      set_ranks(HandCategory::kStraight, {top});
    } else {
      set_ranks(HandCategory::kHighCard, {groups[0], groups[1], groups[2], groups[3], groups[4]});
    }
  } else if (sizes[0] == 4) {
    set_ranks(HandCategory::kFourOfAKind, {groups[0], groups[1]});
  } else if (sizes[0] == 3 && sizes[1] == 2) {
    set_ranks(HandCategory::kFullHouse, {groups[0], groups[1]});
  } else if (sizes[0] == 3) {
    set_ranks(HandCategory::kThreeOfAKind, {groups[0], groups[1], groups[2]});
  } else if (sizes[1] == 2) {
    set_ranks(HandCategory::kTwoPairs, {groups[0], groups[1], groups[2]});
  } else {
    set_ranks(HandCategory::kOnePair, {groups[0], groups[1], groups[2], groups[3]});
  }
  return key;
}

HandKey classify(const Card* five) {
  int rank[5];
  bool flush = true;
  for (int i = 0; i < 5; ++i) {
    rank[i] = five[i].rank;
    flush = flush && five[i].suit == five[0].suit;
  }
  return classify(rank, flush);
}

// ---- Fast path tables ----

// Per-rank weights whose sums over any five ranks (each rank at most four times) are all distinct,
// so the sum is a perfect hash of the rank multiset. Greedy: each weight is the smallest that keeps
// the sums unique. Indexed by rank - 2.
constexpr uint32_t kRankWeight[13] = {0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415};
// Five aces, impossible from one deck: sizing for it keeps even bad input in bounds.
constexpr uint32_t kMaxWeightSum = 5 * 79415;

// Each card maps to one 64-bit key, and the five keys are simply added:
//   bits  0..31  rank weight (the sum stays below 2^19, so these bits hold nothing else);
//   bits 32..46  1 << (rank - 2): for a flush the ranks are distinct, so the sum is the rank mask;
//   bits 48..63  one 4-bit counter per suit, biased by 3 so that a fifth card of a suit sets its top bit.
// Indexed by the card's first two bytes, rank | suit << 8, read as one 16-bit load.
constexpr uint64_t kSuitBias = 0x3333ull << 48;
constexpr uint64_t kFlushBits = 0x8888ull << 48;
constexpr std::array<uint64_t, 1024> kCardKey = [] {
  std::array<uint64_t, 1024> keys{};
  for (int suit = 0; suit < kNumSuits; ++suit)
    for (int rank = 2; rank <= kAce; ++rank)
      keys[rank | suit << 8] = kRankWeight[rank - 2] | (1ull << (32 + rank - 2)) | (1ull << (48 + 4 * suit));
  return keys;
}();

// Lowest strength of each category, highest category last; a category's strengths are contiguous.
// Counts per category: 1277 high card, 2860 one pair, 858 two pairs, 858 trips, 10 straights,
// 1277 flushes, 156 full houses, 156 quads, 10 straight flushes. Checked when the tables are built.
constexpr HandStrength kCategoryFloor[kNumHandCategories] = {1,    1278, 4138, 4996, 5854,
                                                             5864, 7141, 7297, 7453};

struct Tables {
  HandStrength flush[8192];                    // by 13-bit rank mask (bit 0 = deuce), 5 bits set
  HandStrength by_weight[kMaxWeightSum + 1];   // non-flush hands, by rank weight sum

  void build() {
    std::fill(std::begin(flush), std::end(flush), HandStrength{0});
    std::fill(std::begin(by_weight), std::end(by_weight), HandStrength{0});

    // Every rank multiset once (ascending ranks, at most four of a rank), plus a flush variant for
    // the five-distinct ones: exactly the 7462 equivalence classes.
    struct Entry {
      uint32_t key;
      bool flush;
      uint32_t index;
    };
    std::vector<Entry> entries;
    entries.reserve(kNumHandStrengths);
    int r[5];
    for (r[0] = 2; r[0] <= kAce; ++r[0])
      for (r[1] = r[0]; r[1] <= kAce; ++r[1])
        for (r[2] = r[1]; r[2] <= kAce; ++r[2])
          for (r[3] = r[2]; r[3] <= kAce; ++r[3])
            for (r[4] = r[3]; r[4] <= kAce; ++r[4]) {
              if (r[0] == r[4]) continue;  // five of a rank
              uint32_t sum = 0, mask = 0;
              for (int x : r) {
                sum += kRankWeight[x - 2];
                mask |= 1u << (x - 2);
              }
              entries.push_back({classify(r, false).packed(), false, sum});
              if (std::popcount(mask) == 5) entries.push_back({classify(r, true).packed(), true, mask});
            }

    // Keys are unique (checked below): the same order as std::sort's.
    stable_sort_by(entries, [](const Entry& a, const Entry& b) { return a.key < b.key; });
    bool ok = entries.size() == kNumHandStrengths;
    for (size_t i = 0; ok && i < entries.size(); ++i) {
      ok = i == 0 || entries[i - 1].key < entries[i].key;
      auto s = static_cast<HandStrength>(i + 1);
      HandStrength& slot = entries[i].flush ? flush[entries[i].index] : by_weight[entries[i].index];
      ok = ok && slot == 0;  // a collision would mean the weights are not a perfect hash
      slot = s;
      int c = static_cast<int>(entries[i].key >> 20);
      ok = ok && s >= kCategoryFloor[c] && (c + 1 == kNumHandCategories || s < kCategoryFloor[c + 1]);
    }
    if (!ok) {  // a bug in this file, not a runtime condition
      std::fputs("poker.cpp: hand-ranking tables failed their self-check\n", stderr);
      std::abort();
    }
  }
};

// Plain zero-initialized storage (no dynamic initializer, so no static-init-order issue), filled
// once on first use. The flag keeps the hot path to one load and a predicted branch.
Tables g_tables;
std::atomic<bool> g_tables_ready{false};

void build_tables() {
  // A function-local static serializes concurrent first callers: one builds, the others wait.
  static const bool built = (g_tables.build(), g_tables_ready.store(true, std::memory_order_release), true);
  (void)built;
}

// Called through a pointer so that no optimizer inlines the builder and its large stack frame into
// the evaluator (wasm-opt did, despite noinline, and the wasm evaluator got slower).
void (*volatile g_build_tables)() = build_tables;

inline void ensure_tables() {
  if (!g_tables_ready.load(std::memory_order_acquire)) [[unlikely]] g_build_tables();
}

[[gnu::always_inline]] inline uint64_t card_key(const Card& c) {
  // One 16-bit load instead of two byte loads: wasm compilers don't merge them by themselves.
  static_assert(std::endian::native == std::endian::little && offsetof(Card, suit) == 1);
  uint16_t rank_suit;
  std::memcpy(&rank_suit, &c, sizeof rank_suit);
  return kCardKey[rank_suit & 1023];
}

// The evaluator proper; callers make sure the tables are built.
[[gnu::always_inline]] inline HandStrength lookup(const Card& a, const Card& b, const Card& c, const Card& d,
                                                  const Card& e) {
  uint64_t k = kSuitBias + card_key(a) + card_key(b) + card_key(c) + card_key(d) + card_key(e);
  // Flushes are rare (0.2%), so this branch is well predicted.
  if (k & kFlushBits) [[unlikely]] return g_tables.flush[(k >> 32) & 8191];
  return g_tables.by_weight[static_cast<uint32_t>(k)];
}

}  // namespace

HandStrength evaluate5(Card a, Card b, Card c, Card d, Card e) {
  ensure_tables();
  return lookup(a, b, c, d, e);
}

HandStrength evaluate5(const Card* five) {
  ensure_tables();
  return lookup(five[0], five[1], five[2], five[3], five[4]);
}

HandStrength evaluate_best(const Card* cards, int n) {
  ensure_tables();
  HandStrength best = 0;
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      for (int c = b + 1; c < n; ++c)
        for (int d = c + 1; d < n; ++d)
          for (int e = d + 1; e < n; ++e)
            best = std::max(best, lookup(cards[a], cards[b], cards[c], cards[d], cards[e]));
  return best;
}

HandCategory category_of(HandStrength s) {
  int c = kNumHandCategories - 1;
  while (c > 0 && s < kCategoryFloor[c]) --c;
  return static_cast<HandCategory>(c);
}

const char* category_name(HandCategory c) {
  static const char* kNames[kNumHandCategories] = {
      "High card", "One pair", "Two pairs",      "Three of a kind", "Straight",
      "Flush",     "Full house", "Four of a kind", "Straight flush"};
  auto i = static_cast<size_t>(c);
  return i < kNumHandCategories ? kNames[i] : "?";
}

std::string describe_hand(const Card* five) {
  HandKey k = classify(five);
  auto name = [&](int i, bool plural = false) { return std::string(rank_name(k.ranks[i], plural)); };
  std::string cat = category_name(k.category);
  switch (k.category) {
    case HandCategory::kStraightFlush:
    case HandCategory::kStraight:
    case HandCategory::kFlush:
      return cat + ", " + name(0) + " high";
    case HandCategory::kFourOfAKind:
    case HandCategory::kThreeOfAKind:
      return cat + ", " + name(0, true);
    case HandCategory::kFullHouse:
      return cat + ", " + name(0, true) + " over " + name(1, true);
    case HandCategory::kTwoPairs:
      return cat + ", " + name(0, true) + " and " + name(1, true);
    case HandCategory::kOnePair:
      return cat + " of " + name(0, true);
    case HandCategory::kHighCard:
      return cat + ", " + name(0);
  }
  return cat;
}

std::string describe_hand_against(const Card* five, const Card* other) {
  const std::string mine = describe_hand(five);
  if (mine != describe_hand(other)) return mine;
  const HandKey a = classify(five), b = classify(other);
  for (int i = 0; i < a.count; ++i)
    if (a.ranks[i] != b.ranks[i]) return mine + " (" + rank_name(a.ranks[i]) + " kicker)";
  return mine;  // equal hands: a tie
}

}  // namespace ff
