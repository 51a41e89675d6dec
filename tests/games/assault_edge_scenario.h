// Assault Edge scenario helpers shared by assault_edge_test.cpp and assault_edge_cards_test.cpp.
#pragma once
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/games/assault_edge/assault_edge.h"
#include "core/games/assault_edge/assault_edge_state.h"
#include "tests/games/scenario.h"

namespace ff::assault_edge::test {

inline const AeState& G(const State& s) { return static_cast<const AeState&>(s); }

inline int Sq(const std::string& s) { return (s[1] - '1') * kCols + (s[0] - 'a'); }

// Passes the response points and priorities where the player asked has nothing but "pass" (what the
// table's "skip response points where nothing is playable" setting does).
inline void PassEmptyPoints(State& s) {
  while (!s.is_terminal() && s.legal_actions() == std::vector<Action>{kPass}) ASSERT_TRUE(s.apply(kPass).ok());
}

// Plays moves separated by ';' like scenario::Play, passing the empty response points before each
// move and after the last (PassEmptyPoints): the tests of other rules stay about those rules. The
// tests of the response points themselves use scenario::Play, which passes nothing by itself.
inline void Play(State& s, const std::string& moves) {
  size_t i = 0;
  PassEmptyPoints(s);
  while (i < moves.size()) {
    size_t e = moves.find(';', i);
    if (e == std::string::npos) e = moves.size();
    std::string move = moves.substr(i, e - i);
    move.erase(0, move.find_first_not_of(' '));
    move.erase(move.find_last_not_of(' ') + 1);
    i = e + 1;
    if (move.empty()) continue;
    ASSERT_NO_FATAL_FAILURE(scenario::Play(s, move));
    PassEmptyPoints(s);
  }
}

}  // namespace ff::assault_edge::test
