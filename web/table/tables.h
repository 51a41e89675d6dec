// One table renderer per game. A game is offered on the menu only if it is registered in the
// engine and has a table here.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <algorithm>
#include <iterator>
#include <vector>

#include "core/common/order.h"
#include "core/engine/game.h"
#include "web/table/frame.h"

namespace ff {

struct TableUI {
  std::string game_id;
  // How long each computer move stays on screen at the readable pace (games of many small steps
  // use less, so a computer turn does not drag).
  double move_pause_s = 0.6;
  // The seat's View of a local game, type-erased (only this game's table reads it); built once
  // per position by the table screen.
  std::shared_ptr<const void> (*make_view)(const State& st, int seat) = nullptr;
  const std::vector<Event>* (*events_of)(const void* view) = nullptr;
  // The public view (make_view(st, kObserver)) drawn from `seat`'s side of the table: the same View
  // with that seat at the bottom, its hand empty (the public view has none).
  std::shared_ptr<const void> (*seen_from)(const void* public_view, int seat) = nullptr;
  // For games whose logs run to thousands of events (Assault Edge): the next position's View,
  // keeping `prev`'s log (taken, not copied, when nothing else holds it) and adding only the events
  // logged since. Null: every position's View is built whole. The screen calls it only when the
  // game went on from `prev`'s position.
  std::shared_ptr<const void> (*extend_view)(const State& st, int seat, std::shared_ptr<const void> prev) = nullptr;
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

// A game's table entry: `ViewFn` builds the game's View (a struct with an `events` member).
template <class V, V (*ViewFn)(const State&, int)>
TableUI make_table(std::string game_id, void (*draw)(TableFrame&), void (*summary)(const TableFrame&, JsonWriter&),
                   double move_pause_s = 0.6) {
  TableUI t;
  t.game_id = std::move(game_id);
  t.move_pause_s = move_pause_s;
  t.make_view = [](const State& st, int seat) -> std::shared_ptr<const void> { return std::make_shared<V>(ViewFn(st, seat)); };
  t.events_of = [](const void* view) -> const std::vector<Event>* { return &static_cast<const V*>(view)->events; };
  t.seen_from = [](const void* view, int seat) -> std::shared_ptr<const void> {
    auto v = std::make_shared<V>(*static_cast<const V*>(view));
    v->seat = seat;
    return v;
  };
  t.draw = draw;
  t.summary = summary;
  return t;
}

// extend_view for a View whose fields other than `events` do not depend on the log's start (no
// indices into it): `ViewFromFn(st, seat, from)` builds it with the events from index `from` on.
template <class V, V (*ViewFromFn)(const State&, int, size_t)>
std::shared_ptr<const void> extend_view(const State& st, int seat, std::shared_ptr<const void> prev) {
  const auto* old = static_cast<const V*>(prev.get());
  auto next = std::make_shared<V>(ViewFromFn(st, seat, old->events.size()));
  std::vector<Event> log;
  // The View was made non-const (make_shared<V>); taking its log is safe when no one else holds it.
  if (prev.use_count() == 1) log = std::move(const_cast<V*>(old)->events);
  else log = old->events;
  log.insert(log.end(), std::make_move_iterator(next->events.begin()), std::make_move_iterator(next->events.end()));
  next->events = std::move(log);
  return next;
}

const std::vector<TableUI>& tables();
const TableUI* find_table(std::string_view game_id);

// Each game's table (one file per game in this folder).
const TableUI& head_to_head_table();
const TableUI& crossfire_table();
const TableUI& poker_assault_table();
const TableUI& ground_assault_table();
const TableUI& assault_edge_table();

}  // namespace ff
