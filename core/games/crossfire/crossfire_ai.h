// Crossfire's AI, apart from the rules: its AiTraits (core/engine/ai_traits.h), filled in
// crossfire_ai.cpp from functions of CfState; the game's Game names them (crossfire.cpp). Internal
// to this folder.
#pragma once
#include "core/engine/ai_traits.h"

namespace ff::crossfire {

extern const AiTraits kAiTraits;

}  // namespace ff::crossfire
