// Ground Assault's AI, apart from the rules: its AiTraits (core/engine/ai_traits.h), filled in
// ground_assault_ai.cpp from functions of GaState; the game's Game names them (ground_assault.cpp).
// Internal to this folder.
#pragma once
#include "core/engine/ai_traits.h"

namespace ff::ground_assault {

extern const AiTraits kAiTraits;

}  // namespace ff::ground_assault
