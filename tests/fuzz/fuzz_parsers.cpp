// libFuzzer target: every parser that reads text from outside the engine (replay codes, resume
// saves, URL deal parameters, game records, options, card lists). None may crash, hang or leak;
// scripts/test runs it for a minute under AddressSanitizer and UndefinedBehaviorSanitizer.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/common/card.h"
#include "core/engine/game.h"
#include "core/match/links.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  (void)ff::parse_replay_code(text);
  (void)ff::load_game(text);
  (void)ff::parse_deal_query(text);
  (void)ff::deserialize(text);
  (void)ff::parse_options(text);
  (void)ff::parse_cards(text);
  return 0;
}
