// One game described once, in its own folder: the parts the registry, the result screen, online
// play and the Rules screen reach a game through, with no list of ids anywhere else. Each game's
// header registers it with its types (<game>::Registration, GameRegistration below); its folder
// defines <game>::descriptor() (<game>_descriptor.cpp) and <game>::rules_doc()
// (<game>_rules_doc.cpp); core/games/games.def lists the games once. The rules text is a part of
// its own so the computer's worker, which never shows rules, links none of it.
#pragma once
#include <concepts>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/result.h"
#include "core/engine/any_view.h"
#include "core/engine/game.h"

namespace ff {

// A game registered once, with its types, in its own folder's header: the State class its Game
// creates, its View, its Game and the functions between them, e.g.
//   struct Registration : GameRegistration<CfState, View, &crossfire_game, &view, &view_from_json, &to_json> {};
// Everything else binds to a game through that type: its descriptor's view codec and standing
// (view_codec<Registration>), its table (web/table/tables.h, make_table<crossfire::Registration>),
// and its own view function's downcast (state_of). No game id is repeated, and a table or codec
// joined to a game that is not registered, or to another game's View, does not compile.
template <class S, class V, const Game& (*GameFn)(), V (*ViewFn)(const State&, int, size_t),
          Result<V> (*ReadFn)(std::string_view), std::string (*WriteFn)(const V&)>
struct GameRegistration {
  using GameState = S;  // the game's State class (complete only in the game's own folder)
  using View = V;
  static const Game& game() { return GameFn(); }
  // The seat's View of `state` (kObserver: the public view), its events from index `events_from`.
  static V view(const State& state, int seat, size_t events_from = 0) { return ViewFn(state, seat, events_from); }
  static Result<V> read(std::string_view json) { return ReadFn(json); }
  static std::string write(const V& view) { return WriteFn(view); }
  // `state` as this game's State class, or null when it is another game's: its Game tells, not its
  // id (no RTTI: the page and the worker build without it).
  static const S* state_of(const State& state) {
    return &state.game() == &GameFn() ? static_cast<const S*>(&state) : nullptr;
  }
};

// A game's registration as the parts that bind to a game use it.
template <class R>
concept GameRegistered = requires(const State& state, const typename R::View& v, std::string_view json) {
  { R::game() } -> std::same_as<const Game&>;
  { R::view(state, 0) } -> std::same_as<typename R::View>;
  { R::view(state, 0, size_t{0}) } -> std::same_as<typename R::View>;
  { R::read(json) } -> std::same_as<Result<typename R::View>>;
  { R::write(v) } -> std::same_as<std::string>;
};

// A game's View as JSON and back, held as TableFrame::view holds it (AnyView, which gives it back
// only as its own type): an online guest's page reads the view the host sent (checked: each game's
// view_from_json), and `write` turns such a View back into its JSON ("" for another game's View).
// `of` is a seat's View of a State, as the host's own table draws it, and `same` compares two Views
// member by member (each View's defaulted operator==; false when either is another game's): the
// conformance test checks that a guest's View, read from the JSON, is the host's.
struct ViewCodec {
  Result<AnyView> (*read)(std::string_view json) = nullptr;
  std::string (*write)(const AnyView& view) = nullptr;
  AnyView (*of)(const State& state, int seat) = nullptr;
  bool (*same)(const AnyView& a, const AnyView& b) = nullptr;
};

// The codec of a registered game.
template <GameRegistered R>
ViewCodec view_codec() {
  using V = typename R::View;
  static_assert(std::equality_comparable<V>, "a View compares member by member: bool operator==(const View&) const = default");
  ViewCodec c;
  c.read = [](std::string_view json) -> Result<AnyView> {
    auto v = R::read(json);
    if (!v) return make_error(v.error());
    return AnyView::hold(std::move(*v));
  };
  c.write = [](const AnyView& view) {
    const V* v = view.get<V>();
    return v ? R::write(*v) : std::string();
  };
  c.of = [](const State& state, int seat) { return AnyView::hold(R::view(state, seat)); };
  c.same = [](const AnyView& a, const AnyView& b) {
    const V *x = a.get<V>(), *y = b.get<V>();
    return x && y && *x == *y;
  };
  return c;
}

// A game's standing of a State, read from its View of seat 0 without the log (the standing uses
// public facts only): standing_through_view<Registration, &standing>.
template <GameRegistered R, std::vector<double> (*Standing)(const typename R::View&)>
std::vector<double> standing_through_view(const State& state) {
  return Standing(R::view(state, 0, state.event_count()));
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
