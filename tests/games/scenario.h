// Helpers shared by the games' scenario tests: playing moves in notation and checking legality.
#pragma once
#include <gtest/gtest.h>

#include <string>

#include "core/engine/game.h"

namespace ff::scenario {

// Every legal move in notation, for failure messages.
inline std::string LegalList(const State& s) {
  std::string out;
  for (Action a : s.legal_actions()) out += s.action_to_string(a) + "; ";
  return out;
}

// Applies moves separated by ';', failing the test at the first refused one.
inline void Play(State& s, const std::string& moves) {
  Status st = apply_notation(s, moves);
  ASSERT_TRUE(st.ok()) << st.error << "\nlegal now: " << LegalList(s);
}

inline bool Legal(const State& s, const std::string& move) { return s.parse_action(move).ok(); }

}  // namespace ff::scenario
