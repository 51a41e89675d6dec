// Each game registered once with its types (core/engine/descriptor.h GameRegistration): its view
// function reads only its own State (told by the Game, not the id), and its view codec only its own
// View (AnyView).
#include <gtest/gtest.h>

#include "core/games/assault_edge/assault_edge.h"
#include "core/games/assault_edge/assault_edge_state.h"
#include "core/games/crossfire/crossfire.h"
#include "core/games/crossfire/crossfire_state.h"
#include "core/games/ground_assault/ground_assault.h"
#include "core/games/ground_assault/ground_assault_state.h"
#include "core/games/head_to_head/head_to_head.h"
#include "core/games/head_to_head/head_to_head_state.h"
#include "core/games/poker_assault/poker_assault.h"
#include "core/games/poker_assault/poker_assault_state.h"
#include "core/games/registry.h"

namespace ff {
namespace {

// R's downcast, view and codec over a new game of every game of the registry.
template <class R>
void expect_its_own_only() {
  const std::string& id = R::game().info.id;
  const ViewCodec& codec = find_descriptor(id)->view;
  EXPECT_EQ(&find_descriptor(id)->game(), &R::game()) << id;
  for (const Game* g : registry()) {
    auto s = new_game(*g, 7, g->info.min_seats);
    ASSERT_TRUE(s) << g->info.id << ": " << s.error();
    const bool own = g == &R::game();
    EXPECT_EQ(R::state_of(**s) != nullptr, own) << id << " of a " << g->info.id << " state";
    const AnyView view = codec.of(**s, 0);
    ASSERT_TRUE(view.holds<typename R::View>()) << id;
    if (own) {
      EXPECT_EQ(codec.write(view), (*s)->view_json(0)) << id;
      continue;
    }
    // Another game's State gives the empty View (seat alone), and another game's View is none of
    // this codec's.
    typename R::View empty;
    empty.seat = 0;
    EXPECT_TRUE(*view.get<typename R::View>() == empty) << id << " of a " << g->info.id << " state";
    const ViewCodec* other = g->info.test_only ? nullptr : &find_descriptor(g->info.id)->view;
    if (!other) continue;
    const AnyView theirs = other->of(**s, 0);
    EXPECT_EQ(codec.write(theirs), "") << id << " writing a " << g->info.id << " view";
    EXPECT_FALSE(codec.same(theirs, theirs)) << id;
    EXPECT_EQ(theirs.get<typename R::View>(), nullptr) << id;
  }
}

TEST(Registration, EachGameReadsOnlyItsOwnStateAndView) {
  expect_its_own_only<head_to_head::Registration>();
  expect_its_own_only<crossfire::Registration>();
  expect_its_own_only<poker_assault::Registration>();
  expect_its_own_only<ground_assault::Registration>();
  expect_its_own_only<assault_edge::Registration>();
}

}  // namespace
}  // namespace ff
