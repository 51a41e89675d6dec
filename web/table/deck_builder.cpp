#include "web/table/deck_builder.h"

namespace ff {

const std::vector<DeckBuilderUI>& deck_builders() {
  static const std::vector<DeckBuilderUI> list = {assault_edge_builder(), ground_assault_builder()};
  return list;
}

const DeckBuilderUI* find_deck_builder(std::string_view game_id) {
  for (const DeckBuilderUI& b : deck_builders())
    if (b.game_id == game_id) return &b;
  return nullptr;
}

}  // namespace ff
