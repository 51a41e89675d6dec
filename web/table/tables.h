// One table renderer per game, bound to its game by the game's registration (core/engine/descriptor.h
// GameRegistration): every game of core/games/games.def has one, or the page does not link.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <algorithm>
#include <iterator>
#include <vector>

#include "core/common/order.h"
#include "core/engine/descriptor.h"
#include "core/engine/game.h"
#include "web/table/frame.h"

namespace ff {

struct TableUI {
  std::string game_id;  // its game's id (from the game's registration: make_table)
  // How long each computer move stays on screen at the readable pace (games of many small steps
  // use less, so a computer turn does not drag).
  double move_pause_s = 0.6;
  // The seat's View of a local game, held as its own type (AnyView: only this game's table reads
  // it, view_of); built once per position by the table screen. events_of: its log (null for another
  // game's View).
  AnyView (*make_view)(const State& st, int seat) = nullptr;
  const std::vector<Event>* (*events_of)(const AnyView& view) = nullptr;
  // The public view (make_view(st, kObserver)) drawn from `seat`'s side of the table: the same View
  // with that seat at the bottom, its hand empty (the public view has none).
  AnyView (*seen_from)(const AnyView& public_view, int seat) = nullptr;
  // For games whose logs run to thousands of events (Assault Edge): the next position's View,
  // keeping `prev`'s log (taken, not copied, when nothing else holds it) and adding only the events
  // logged since. Null: every position's View is built whole. The screen calls it only when the
  // game went on from `prev`'s position.
  AnyView (*extend_view)(const State& st, int seat, AnyView prev) = nullptr;
  // Draws the table from the frame alone.
  void (*draw)(TableFrame& f) = nullptr;
  // The table's own facts for the test hook, added to the frame's; called only when a test asks.
  void (*summary)(const TableFrame& f, JsonWriter& j) = nullptr;
  // A decision the screen may take for the player to act: the move, or kNoAction. Assault Edge asks
  // at every response point whatever the hand holds; one where only "pass" is legal (and a unit with
  // nothing left to do) is played for the player against the computer, and at one screen if the
  // players chose so, one computer pause after it showed (web/app/session.cpp, skip_step). `why`
  // (when given) gets the line the screen shows when it plays the move for the player. `at_once`
  // (when given) is set for a decision that shows nothing and changes nothing to see (a response
  // point where only a pass is legal, which the rules skip): the screen plays it at once, its line a
  // note in the log rather than a notice (issue 53).
  Action (*skippable)(const State& st, std::string* why, bool* at_once) = nullptr;
  // The frame's legal moves in the order the arrow keys walk them: screen order (the hand left to
  // right, then the buttons). Null: the engine's order.
  std::vector<Action> (*key_order)(const TableFrame& f) = nullptr;
  // A move that throws work away plays on a second press (click or Enter): what it would lose
  // ("Stop discards your Assault of 3 cards."), or "" for a move that plays at once. Null: none.
  std::string (*second_press)(const TableFrame& f, Action a) = nullptr;
};

// Sorts `legal` by `rank(a)` (stable: the engine's order among equals).
template <class Rank>
std::vector<Action> ordered_by(std::vector<Action> legal, Rank&& rank) {
  stable_sort_by(legal, [&](Action x, Action y) { return rank(x) < rank(y); });
  return legal;
}
// The position of `c` in `hand` (its place on screen, left to right), or `none`.
int hand_place(const std::vector<Card>& hand, Card c, int none = 1000);

// A game's table, typed by the game's registration (R: <game>::Registration). Each game's table
// file defines the function declared for it below, from core/games/games.def; a table built for
// another game's registration, or a game registered without a table, does not build.
template <class R>
struct GameTable : TableUI {};

// A game's table entry: its id, its View (a struct with `seat` and `events` members) and how it is
// built, from the game's registration.
template <GameRegistered R>
GameTable<R> make_table(void (*draw)(TableFrame&), void (*summary)(const TableFrame&, JsonWriter&), double move_pause_s = 0.6) {
  using V = typename R::View;
  GameTable<R> t;
  t.game_id = R::game().info.id;
  t.move_pause_s = move_pause_s;
  t.make_view = [](const State& st, int seat) { return AnyView::hold(R::view(st, seat)); };
  t.events_of = [](const AnyView& view) -> const std::vector<Event>* {
    const V* v = view.get<V>();
    return v ? &v->events : nullptr;
  };
  t.seen_from = [](const AnyView& view, int seat) {
    const V* v = view.get<V>();
    if (!v) return AnyView();
    V from = *v;
    from.seat = seat;
    return AnyView::hold(std::move(from));
  };
  t.draw = draw;
  t.summary = summary;
  return t;
}

// extend_view for a View whose fields other than `events` do not depend on the log's start (no
// indices into it): the game's view of `st` with the events from `prev`'s end on, after `prev`'s
// log (moved out of `prev` when nothing else holds it, else copied).
template <GameRegistered R>
AnyView extend_view(const State& st, int seat, AnyView prev) {
  using V = typename R::View;
  const V* old = prev.get<V>();
  if (!old) return AnyView::hold(R::view(st, seat));  // another game's View: the whole view
  V next = R::view(st, seat, old->events.size());
  std::vector<Event> log = std::move(prev).take<V>().events;
  log.insert(log.end(), std::make_move_iterator(next.events.begin()), std::make_move_iterator(next.events.end()));
  next.events = std::move(log);
  return AnyView::hold(std::move(next));
}

const std::vector<TableUI>& tables();
const TableUI* find_table(std::string_view game_id);

// Each game's table (one file per game in this folder): <folder>_table().
#define FF_GAME(folder)                                 \
  namespace folder {                                    \
  struct Registration;                                  \
  }                                                     \
  const GameTable<folder::Registration>& folder##_table();
#include "core/games/games.def"
#undef FF_GAME

}  // namespace ff
