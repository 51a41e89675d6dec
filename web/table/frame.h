// One frame of a table: everything a game's table draws from, built once per frame by the table
// screen (web/app/table_screen.cpp) from the local match, or, online, from what the host sends a
// guest. A game's table is a few functions over this frame: it reads the seat's View, the legal
// moves and the mark, and writes its answers back (the move chosen, a refusal, where to go next).
// A table never touches the Session, the App or the engine's State: it can be drawn from data
// alone (a View, a legal-move list and the event log).
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/engine/any_view.h"
#include "core/engine/event.h"
#include "core/engine/game.h"
#include "imgui.h"
#include "web/widgets/card.h"
#include "web/widgets/settings.h"  // the player's settings, which a table reads where they matter

namespace ff {

class JsonWriter;

constexpr Action kNoAction = 0xFFFFFFFFu;

// The one breakpoint policy of every table: portrait screens (phones held upright) stack the panel
// under the board; compact screens (small or short) use the small fonts and tighter spacing.
struct TableLayout {
  ImVec2 origin, avail;  // the table area: top-left and size
  bool portrait = false;
  bool compact = false;
};
TableLayout table_layout(ImVec2 origin, ImVec2 avail);

// What the table asks the app for, besides a move.
// kRematch: the same game again (same seats, computers, level and options, a new deal), with the
// options in TableFrame::rematch changed (Poker Assault: the loser goes first). kReplay: watch the
// finished game from its start in the replay viewer; kShare: the Share window (replay code, links).
enum class TableIntent { kNone, kNewGame, kMenu, kRematch, kReplay, kShare };

// How a finished game went, for the result window: each seat's standing over the game (a chart)
// and its key moments, computed once when the game ends by replaying its record (core/games/standing.h).
struct GameStory {
  bool ready = false;                        // computed for the game shown
  std::string label;                         // what the chart counts: "Chips", "Objectives left"
  size_t moves = 0;                          // the game's length in actions (the chart's x axis)
  std::vector<float> at;                     // per point: the actions played before it
  std::vector<std::vector<float>> series;    // per seat, per point: its standing
  std::vector<std::string> moments;          // "Move 21: Computer wins row 1 ...", oldest first
  std::string note;                          // why there is no chart ("" when there is one)
};

// A table's frame in four parts (TableFrame has them all, so a table reads `f.view`, writes
// `f.chosen`): what it reads, what it answers, what it reports to the test hook, and what it keeps.

// ---- What the table reads: set by the table screen before it draws (web/app/table_frames.cpp).
struct TableInput {
  // ---- What the table shows.
  AnyView view;                            // the game's View of `seat` (see view_of<V>)
  const std::vector<Event>* events = nullptr;  // the view's log, newest last
  int seat = 0;                            // whose side of the table is shown
  int you = -1;                            // the seat called "You" (one player against computers), or -1
  int to_act = kTerminal;                  // the seat to act, or kTerminal
  bool my_turn = false;                    // this screen acts now: `legal` holds its moves
  bool spectator = false;                  // a replay: nobody here acts
  // The public view (what every player sees, core/engine/game.h kObserver), drawn from `seat`'s
  // side: no hand, every seat's public side, said as facts about the seats ("Player 1 holds 3").
  bool everyone = false;
  bool again = false;                      // the others' last turn shown again (spectator too)
  bool thinking = false;                   // a computer is thinking about its move
  bool changed = false;                    // the position changed since the last frame (drop selections)
  bool cancel = false;                     // Escape was pressed: drop selections too
  bool press_on = false;                   // Enter or Space while the table held: its waiting button takes it
  bool same_game = false;                  // the same game as the last frame (cards may glide)
  std::vector<std::string> seat_names;     // "You", "Computer", "Player 2"
  // The other seats' moves since this screen's seat last acted, oldest first (at most the last 64):
  // the table marks where they landed ("last move"), so the opponent's turn can be read on the board.
  struct SeatMove {
    int seat = -1;
    Action action = kNoAction;
  };
  std::vector<SeatMove> recent;
  std::vector<Action> legal;               // the seat's legal moves when my_turn, ascending
  std::vector<std::string> legal_text;     // per legal move, second person: "play K♥ in row 3"
  Action mark = kNoAction;                 // the move in keyboard focus, else the hint, else kNoAction
  bool mark_is_focus = false;              // the mark is the keyboard's ("keys"), not a hint
  // A guided game (issue 52: one voice): the guide's move, marked "hint", is the table's advice, so
  // a warning says what threatens and leaves the answer to it rather than prescribing another.
  bool guided = false;
  std::string message;                     // the refusal or notice showing now, or ""
  bool touch = false;                      // fingers, not a mouse: prompts say "tap" (else "click")
  bool record = false;                     // this screen has the match's record: Watch replay and Share work
  GameStory story;                         // the result window's chart and key moments (when over)
  // Online, the result window's line on the deal (issue 54): a guest's check of it ("Fair deal
  // verified: ..."), the host's word on its own; `fair_ok` says it as good news.
  std::string fair;
  bool fair_ok = false;
  double now = 0;                          // the app clock, seconds
  TableLayout layout;
  // Online, the players' chat lines (issue 37), which the log panel shows among the game's lines in a
  // colour of their own: each after `after` of the log's lines, as "Player 2: text" (plain text).
  struct ChatShown {
    long after = 0;
    std::string text;
  };
  std::vector<ChatShown> chat;
  // The screen's own lines among the log's (a response point this screen passed for the player,
  // issue 53), in a muted colour: each after `after` of the log's lines.
  std::vector<ChatShown> notes;
};

// ---- What the table answers (the table screen acts on it after drawing; cleared every frame).
struct TableAnswer {
  std::vector<Action> chosen;              // moves the player made, played in order (stops at a refusal)
  // Takes back the player's latest `withdraw` within the trailing run of moves for which
  // `withdraw_run` holds (Assault Edge's "-" on a damage split still being declared).
  Action withdraw = kNoAction;
  bool (*withdraw_run)(Action) = nullptr;
  std::string refusal;                     // why a click was refused, to show for a few seconds
  TableIntent intent = TableIntent::kNone;
  Options rematch;                         // kRematch: the options the next game changes
  // The table shows what the player moves on from by a press (Head-to-Head Poker's finished round):
  // the computer's next move waits meanwhile.
  bool hold = false;
  // The table is still telling a move's several log lines one at a time (PacedLog): the computer's
  // next move waits until the last is told, and no button is waited on.
  bool telling = false;
};

// ---- What the test hook reports (filled while drawing; cleared every frame).
struct TableReport {
  std::string status;                      // the status line as shown
  std::vector<std::string> playable, targets, buttons;
  std::vector<std::string> recent_marks;   // the ids marked as the others' last moves
  std::vector<std::string> marked;         // the ids given the hint/keys mark (draw_mark)
};

// ---- What the table keeps between frames: its selection, amounts being chosen, where things lie
// on screen. One struct of the table's own (memory_of<M>), made when a game's table first draws
// into this frame; written while drawing (through a TableFrame&, never a const one).
struct TableMemory {
  std::shared_ptr<void> memory;
  const void* memory_kind = nullptr;
  size_t log_lines_seen = 0;               // the log's lines (and chat's) when it was last drawn
};

struct TableFrame : TableInput, TableAnswer, TableReport, TableMemory {};

// One address per M: tells the tables' memory structs apart without RTTI. (A constant used only for
// its address, not state.)
template <class M>
const void* memory_kind_of() {
  static const char kind = 0;
  return &kind;
}
// The table's memory in `f` (see TableMemory): an `M` made the first time, or when the frame last
// held another table's.
template <class M>
M& memory_of(TableFrame& f) {
  if (f.memory_kind != memory_kind_of<M>()) {
    f.memory = std::make_shared<M>();
    f.memory_kind = memory_kind_of<M>();
  }
  return *static_cast<M*>(f.memory.get());
}
// Read only: the memory as the table left it (one as new if this table has not drawn into `f`).
template <class M>
const M& memory_of(const TableFrame& f) {
  static const M kNew{};  // a constant: the memory of a table that has not drawn yet
  return f.memory_kind == memory_kind_of<M>() ? *static_cast<const M*>(f.memory.get()) : kNew;
}

// The frame's view as the game's own View type (only the game's table knows it); checked: another
// game's View (or none) reads as the empty View, as a game's view of another game's State does.
template <class V>
const V& view_of(const TableFrame& f) {
  static const V kNone{};
  const V* v = f.view.get<V>();
  return v ? *v : kNone;
}
// The seat's name as the table shows it ("" for -1, the table itself).
const std::string& name_of(const TableFrame& f, int seat);
bool is_legal(const TableFrame& f, Action a);
// The player chose `a` (played after the frame if it is legal for this screen then).
void play(TableFrame& f, Action a);
// A click that cannot be played: the reason is shown on the table for a few seconds.
void refuse(TableFrame& f, std::string why);
// "keys" or "hint": the label of the mark.
const char* mark_label(const TableFrame& f);

// ---- Shared table pieces.
// The last ImGui item lies on screen (at least 2 px of it inside its window's clip rectangle).
bool item_on_screen();
// Records the last item for the test hook when it is on screen.
void record_shown(const std::string& id);
// The mark is the move `a` (never for kNoAction).
bool is_mark(const TableFrame& f, Action a);
// An invisible button over [a, b] (a card, a board space drawn by the caller): recorded for the
// test hook when on screen; true when clicked. The second form also lists its id in `list` (the
// frame's playable, targets or buttons) when on screen, and draws the mark around it if `marked`.
bool click_box(const std::string& id, ImVec2 a, ImVec2 b);
bool click_box(TableFrame& f, const std::string& id, ImVec2 a, ImVec2 b, std::vector<std::string>* list, bool marked);
// A move button: recorded, listed in f.buttons when on screen; plays `a` when clicked.
bool move_button(TableFrame& f, const std::string& id, const std::string& label, Action a, float width = 0);
// The white double outline and the "keys"/"hint" pill of the marked move around [a, b], the item
// recorded as `id`: the pill is that item's label, on its bottom-left corner (never over a text).
void draw_mark(TableFrame& f, ImDrawList* dl, ImVec2 a, ImVec2 b, const std::string& id);
// The others' last moves: a cyan frame around [a, b] with a "last move" tab inside its bottom-left
// corner on cards big enough to keep it off their text (`word`: false for pieces whose corners hold
// text) (a colour and a word, not the gold of a legal target or the white of the mark); `id` is
// listed for the test hook.
void draw_recent(TableFrame& f, ImDrawList* dl, ImVec2 a, ImVec2 b, const std::string& id, bool word = true);
// Calls `mark(seat, action)` for each of the others' last moves (oldest first).
template <class F>
void for_recent(const TableFrame& f, F&& mark) {
  for (const TableFrame::SeatMove& m : f.recent) mark(m.seat, m.action);
}
// Gold outline with corner brackets: a legal target (a shape as well as a colour). `fill` tints
// the inside (an empty space); `label` is written in the middle ("here"), else `plus` draws a +.
struct TargetStyle {
  bool fill = false;
  bool plus = false;
  const char* label = nullptr;
  float rounding = 0.1f;  // of the smaller side
};
void draw_target(ImDrawList* dl, ImVec2 a, ImVec2 b, const TargetStyle& style = {});

// A banner across the table at the cursor, `width` wide: what the player must see first (Poker
// Assault's blows, Crossfire's base node under attack), on dark red with a gold edge that glows for
// 1.5 s after `since` (app clock; not with reduced motion). banner_height: its height.
void draw_banner(const TableFrame& f, const std::string& text, float width, double since);
float banner_height(const std::string& text, float width);

// The status line while someone else acts: "Replay: P2 to act.", "Computer is thinking..." (the
// dots move unless motion is reduced) or "Waiting for P2.".
std::string others_turn_status(const TableFrame& f);
// The top of a table's panel: f.status (gold on the player's turn; the body font if `small`, else
// the heading font) and below it the current refusal or notice, if any.
// The tables write their prompts for fingers ("tap a lit square"); with a mouse they read "click".
std::string for_pointer(const TableFrame& f, std::string text);
void draw_status(const TableFrame& f, bool small);
// The game log: the view's events, newest last and highlighted, followed to the end; online, the
// chat lines among them (f.chat, drawn as plain text in their own colour).
void draw_log(TableFrame& f, float height);
void draw_log(TableFrame& f, float height, const std::vector<Event>* lines);
// A move that adds several log lines (a chain resolving, a defense's outcome) told one line at a
// time, `step_s` apart, so the others' turn reads step by step (issue 38, issue 53); the position is
// drawn at once. A table keeps one in its memory and calls pace_log once per frame: it returns the
// lines told so far (f.events, or `paced` while a burst is told; then, if `wait`, f.telling). A new
// game, a replay stepped through, lines taken back, or `step_s` <= 0 (the fast pace) show every
// line at once. draw_log(f, height, lines) draws them.
struct PacedLog {
  size_t shown = 0;           // lines told so far
  std::vector<Event> paced;   // while a burst is told: the lines told so far
  double next_line_at = 0;    // app clock, seconds
  double told_at = 0;         // app clock when the latest paced line was told (for the tests)
};
const std::vector<Event>* pace_log(TableFrame& f, PacedLog& p, double step_s, bool wait = true);
// The test hook's view of it: the log's lines (log_lines), those told yet (log_shown) and when the
// latest was told (log_told_at).
void write_paced_log(const TableFrame& f, const PacedLog& p, JsonWriter& j);
// An event as the reader of this frame reads it: "You play K♥ in row 3", "Computer plays ...".
std::string event_line(const TableFrame& f, const Event& e);
// A game's text with the seats it names (seat tokens, core/engine/event.h) named for the reader:
// the reader's own seat "you"/"your", another by its name ("Computer", "Computer's").
std::string name_seats_for(const std::vector<std::string>& names, int you, const std::string& text);
std::string named(const TableFrame& f, const std::string& text);
// The card flags of the player's settings (the four-colour deck).
unsigned card_colours();
// A hand card of rules text in a panel (Assault Edge's, Ground Assault's): `width` wide, a colour bar
// (its deck, its bonus), its name, its text in `text_size` px; `height` is set to what the text needs.
// The face points into `name` and `text`: they outlive its drawing.
ui::CardFace text_card(const std::string& name, const std::string& text, ImU32 bar, float width, float text_size, float& height);
// The end-of-game window: begin_result() opens it centred with the title (a phone: the whole
// width; a short screen: it scrolls); the caller adds its lines (`reason`, if any, comes first: why
// the game ended); end_result() adds the story (f.story: the standing's chart with a legend of the
// seats, and the key moments) and the buttons "Rematch" (not in a replay; with the options
// `rematch` changes), "Watch replay" and "Share" (with the record, not in a replay), "New game" and
// "Menu" (recorded as <prefix>/result/rematch, /replay, /share, /again and /menu).
void begin_result(const char* window_id, const std::string& title, const std::string& reason = "");
void end_result(TableFrame& f, const std::string& prefix, const Options& rematch = {});
// The result window's story for the test hook, inside the table's "result" object: `series_points`
// (the chart's points, 0 without one), `series_label`, `moments` (the lines) and `story_note`.
void write_result_story(const TableFrame& f, JsonWriter& j);
// The chart of the standing over the game: one line per seat in its colour, over [a, b].
void draw_standing_chart(const TableFrame& f, ImDrawList* dl, ImVec2 a, ImVec2 b);
// "You win!", "Computer wins", "A draw" for the seat that won (-1: a draw).
std::string winner_title(const TableFrame& f, int winner);

// The hook's facts every table shares (status, message, playable, targets, buttons).
void write_frame_summary(const TableFrame& f, JsonWriter& j);

}  // namespace ff
