// Assault Edge's AI, apart from the rules: its AiTraits (core/engine/ai_traits.h), filled in
// assault_edge_ai.cpp from functions of AeState; the game's Game names them (assault_edge.cpp).
// Internal to this folder.
#pragma once
#include "core/engine/ai_traits.h"

namespace ff::assault_edge {

extern const AiTraits kAiTraits;

}  // namespace ff::assault_edge
