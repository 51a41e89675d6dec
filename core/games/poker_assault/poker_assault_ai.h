// Poker Assault's AI, apart from the rules: its AiTraits (core/engine/ai_traits.h), filled in
// poker_assault_ai.cpp from functions of PaState; the game's Game names them
// (poker_assault_setup.cpp). Internal to this folder.
#pragma once
#include "core/engine/ai_traits.h"

namespace ff::poker_assault {

extern const AiTraits kAiTraits;

}  // namespace ff::poker_assault
