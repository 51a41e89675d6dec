// One game described once, in its own folder: the parts the registry, the result screen, online
// play and the Rules screen reach a game through, with no list of ids anywhere else. Each game's
// folder defines <game>::descriptor() (<game>_descriptor.cpp) and <game>::rules_doc()
// (<game>_rules_doc.cpp); core/games/games.def lists the games once. The rules text is a part of
// its own so the computer's worker, which never shows rules, links none of it.
#pragma once
#include <concepts>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/result.h"
#include "core/engine/game.h"

namespace ff {

// A game's View as JSON and back, type-erased as TableFrame::view holds it: an online guest's
// page reads the view the host sent (checked: each game's view_from_json), and `write` turns such a
// View back into its JSON. `of` is a seat's View of a State, as the host's own table draws it, and
// `same` compares two Views member by member (each View's defaulted operator==): the conformance
// test checks that a guest's View, read from the JSON, is the host's.
struct ViewCodec {
  Result<std::shared_ptr<const void>> (*read)(std::string_view json) = nullptr;
  std::string (*write)(const void* view) = nullptr;
  std::shared_ptr<const void> (*of)(const State& state, int seat) = nullptr;
  bool (*same)(const void* a, const void* b) = nullptr;
};

// The codec of a game whose namespace has View, view(state, seat), view_from_json(text) and
// to_json(const View&).
template <class V, Result<V> (*Read)(std::string_view), std::string (*Write)(const V&), V (*Of)(const State&, int)>
ViewCodec view_codec() {
  ViewCodec c;
  c.read = [](std::string_view json) -> Result<std::shared_ptr<const void>> {
    auto v = Read(json);
    if (!v) return make_error(v.error());
    return std::shared_ptr<const void>(std::make_shared<const V>(std::move(*v)));
  };
  c.write = [](const void* view) { return Write(*static_cast<const V*>(view)); };
  c.of = [](const State& state, int seat) { return std::shared_ptr<const void>(std::make_shared<const V>(Of(state, seat))); };
  static_assert(std::equality_comparable<V>, "a View compares member by member: bool operator==(const View&) const = default");
  c.same = [](const void* a, const void* b) { return *static_cast<const V*>(a) == *static_cast<const V*>(b); };
  return c;
}

// A game's standing of a State, read from its View of seat 0 without the log (the standing uses
// public facts only): standing_through_view<View, &view, &standing>.
template <class V, V (*ViewOf)(const State&, int, size_t), std::vector<double> (*Standing)(const V&)>
std::vector<double> standing_through_view(const State& state) {
  return Standing(ViewOf(state, 0, state.event_count()));
}

struct GameDescriptor {
  const Game& (*game)() = nullptr;  // id, name, seats, options (GameInfo) and the State factory
  ViewCodec view;
  // Each seat's standing (what a player would call the score: chips, victory points, cards left)
  // in a position, from public facts only; and what it counts, for the result chart ("Chips").
  std::vector<double> (*standing)(const State& state) = nullptr;
  std::string (*standing_label)(int seats) = nullptr;
};

struct GameRulesDoc {
  const Game& (*game)() = nullptr;
  std::string (*text)() = nullptr;  // the rules for players (the rulebook and the game's notes)
  // The section of that text (its slug, core/games/rules_doc.h) for the phase `state` is in:
  // "setup", "a-turn", "special-cases" (a bet to answer, a Quick card's response point) or "winning".
  std::string (*section_for)(const State& state) = nullptr;
};

}  // namespace ff
