#include "core/common/order.h"

#include <algorithm>
#include <numeric>

namespace ff {

std::vector<int> stable_order(int n, bool (*before)(const void* ctx, int a, int b), const void* ctx) {
  std::vector<int> order(static_cast<std::size_t>(n > 0 ? n : 0));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return before(ctx, a, b); });
  return order;
}

}  // namespace ff
