// Head-to-Head Poker's AI, apart from the rules: its AiTraits (core/engine/ai_traits.h), filled in
// head_to_head_ai.cpp from functions of H2HState; the game's Game names them (head_to_head.cpp).
// Internal to this folder.
#pragma once
#include "core/engine/ai_traits.h"

namespace ff::head_to_head {

extern const AiTraits kAiTraits;

}  // namespace ff::head_to_head
