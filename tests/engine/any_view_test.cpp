// AnyView (core/engine/any_view.h): a View held without naming its type, given back only as that type.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/engine/any_view.h"

namespace ff {
namespace {

struct ViewA {
  int seat = 0;
  std::vector<int> events;
};
struct ViewB {
  int seat = 0;
  std::vector<int> events;
};

TEST(AnyView, GivesTheViewBackOnlyAsItsOwnType) {
  const AnyView none;
  EXPECT_FALSE(none);
  EXPECT_EQ(none.get<ViewA>(), nullptr);
  const AnyView a = AnyView::hold(ViewA{2, {1, 2, 3}});
  ASSERT_TRUE(a);
  EXPECT_TRUE(a.holds<ViewA>());
  EXPECT_FALSE(a.holds<ViewB>());
  ASSERT_NE(a.get<ViewA>(), nullptr);
  EXPECT_EQ(a.get<ViewA>()->seat, 2);
  EXPECT_EQ(a.get<ViewB>(), nullptr) << "a View of the same shape but another type";
  EXPECT_EQ(a.get<int>(), nullptr);
}

TEST(AnyView, CopiesShareOneView) {
  const AnyView a = AnyView::hold(ViewA{1, {5}});
  const AnyView b = a;
  EXPECT_EQ(a.get<ViewA>(), b.get<ViewA>());
}

TEST(AnyView, TakeMovesAnUnsharedViewAndCopiesASharedOne) {
  AnyView alone = AnyView::hold(ViewA{0, std::vector<int>(1000, 7)});
  const int* log = alone.get<ViewA>()->events.data();
  ViewA taken = std::move(alone).take<ViewA>();
  EXPECT_FALSE(alone);
  EXPECT_EQ(taken.events.data(), log) << "the log was moved, not copied";

  AnyView shared = AnyView::hold(ViewA{0, {1, 2}});
  const AnyView other = shared;
  ViewA copy = std::move(shared).take<ViewA>();
  EXPECT_FALSE(shared);
  EXPECT_EQ(copy.events, (std::vector<int>{1, 2}));
  ASSERT_NE(other.get<ViewA>(), nullptr);
  EXPECT_EQ(other.get<ViewA>()->events, (std::vector<int>{1, 2})) << "the other holder keeps its view";

  AnyView wrong = AnyView::hold(ViewB{3, {9}});
  EXPECT_TRUE(std::move(wrong).take<ViewA>().events.empty()) << "another type gives an empty View";
}

}  // namespace
}  // namespace ff
