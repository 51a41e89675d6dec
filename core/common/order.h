// Stable sorting with one compiled sort for every comparator. Each std::stable_sort (or std::sort)
// instantiation costs the page 1.6-2.6 KB of wasm (its merge, move and insertion parts, per
// comparator); these sort the items' indices with one std::stable_sort over ints and move the items
// into that order (2026-11-25, eight sorts of the page's UI and cold core: index.wasm -5.4 KiB gzip).
// A stable sort's result is fixed by the comparator alone, so it equals std::stable_sort's; a sort
// by a key no two items share equals std::sort's too. Not for hot code: it allocates and calls the
// comparator through a pointer.
#pragma once
#include <cstddef>
#include <utility>
#include <vector>

namespace ff {

// The indices 0 .. n-1 in stable order of `before(ctx, a, b)` (a strict weak order).
std::vector<int> stable_order(int n, bool (*before)(const void* ctx, int a, int b), const void* ctx);

// Sorts `items` as std::stable_sort(items.begin(), items.end(), before) does.
template <class T, class Before>
void stable_sort_by(std::vector<T>& items, Before before) {
  struct Ctx {
    const std::vector<T>& items;
    Before& before;
  } ctx{items, before};
  const std::vector<int> order = stable_order(
      static_cast<int>(items.size()),
      [](const void* c, int a, int b) {
        const Ctx& x = *static_cast<const Ctx*>(c);
        return static_cast<bool>(x.before(x.items[static_cast<std::size_t>(a)], x.items[static_cast<std::size_t>(b)]));
      },
      &ctx);
  std::vector<T> sorted;
  sorted.reserve(items.size());
  for (int i : order) sorted.push_back(std::move(items[static_cast<std::size_t>(i)]));
  items = std::move(sorted);
}

}  // namespace ff
