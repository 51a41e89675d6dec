#include "web/table/tables.h"

namespace ff {

const std::vector<TableUI>& tables() {
  static const std::vector<TableUI> list = {
#define FF_GAME(folder) folder##_table(),
#include "core/games/games.def"
#undef FF_GAME
  };
  return list;
}

int hand_place(const std::vector<Card>& hand, Card c, int none) {
  const auto it = std::find(hand.begin(), hand.end(), c);
  return it == hand.end() ? none : static_cast<int>(it - hand.begin());
}

const TableUI* find_table(std::string_view game_id) {
  for (const TableUI& t : tables())
    if (t.game_id == game_id) return &t;
  return nullptr;
}

}  // namespace ff
