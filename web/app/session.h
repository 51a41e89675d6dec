// A game being played in the browser: the engine State, who sits where (player or computer),
// the computer's thinking (sliced across frames so the page keeps drawing), the log, and the
// hot-seat cover. The table renderers read the state through their game's view and send actions
// through session_submit(); nothing here knows any game's rules.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/ai/bot.h"
#include "core/ai/level.h"
#include "core/engine/game.h"

namespace ff {

struct LogLine {
  int seat;          // -1: the table (round starts, results)
  std::string text;  // "plays K♥ in row 3"
};

struct Session {
  std::unique_ptr<State> state;
  uint64_t serial = 0;         // a new number whenever `state` is replaced (new game, undo, resume)
  std::vector<bool> computer;  // per seat
  Level level = Level::Hard;
  int viewer = 0;              // whose side of the table is shown (hot seat: the seat to act)
  bool cover = false;          // hot seat: "pass the device" screen hides the previous hands
  bool spectator = false;      // a replay: nobody at this screen acts, the computer does not think
  bool result_recorded = false;  // the finished game is counted in the statistics
  std::vector<LogLine> log;
  std::string message;         // last refusal or notice, shown on the table
  double message_until = 0;

  // Computer turn in progress.
  std::unique_ptr<Bot> bot;
  bool thinking = false;
  bool bot_ready = false;      // search finished; the move waits to be shown
  double turn_started = 0;     // seconds (app clock) when the computer's turn began
  double think_ms = 0;         // time spent searching for this move so far
  double last_think_ms = 0;    // CPU time the last computer move spent searching
  double ready_at = 0;         // seconds (app clock) when the search finished
  double last_think_wall_ms = 0;  // wall time from the start of its turn to its decision
  int computer_moves = 0;      // computer moves played so far (for measurements)
  double max_think_ms = 0;     // the most CPU time any computer move of this game searched
  double max_think_wall_ms = 0;  // the longest wall time from a computer turn's start to its decision
  double pace_s = 0.6;         // a computer move stays on screen at least this long (0: at once)
  bool skip_pause = false;     // the player asked to see the computer's move now
  int think_slices = 0;        // frames the current search has run in
  int last_think_slices = 0;   // frames the last computer move's search ran in
  // Undo / redo against the computer (core/engine/undo.h decides what may be taken back).
  std::vector<std::vector<Action>> redo;  // runs of actions taken back, newest last
  size_t undo_checked_at = SIZE_MAX;      // history size when undo_to was computed
  int undo_to = -1;                       // actions to keep for an undo, or -1

  // A hint: the computer's search run from the player's own seat and view.
  std::unique_ptr<Bot> hint_bot;
  bool hint_thinking = false;
  bool has_hint = false;
  Action hint_action = 0;
  double hint_win = -1;        // estimated chance to win after the hinted move, or < 0
  size_t hint_for = SIZE_MAX;  // history size the hint was asked at
  // The guided first game: on the player's turn a legal move is shown as the hint, with why the
  // rules allow it (State::explain).
  bool guided = false;
  std::string guide;           // the explanation of the hinted move, when guided
  size_t guide_announced = SIZE_MAX;  // history size whose guide the screen reader has heard
  // Keyboard play: the legal move the arrow keys are on.
  bool has_focus = false;
  Action focus_action = 0;
  int focus_index = -1;        // in legal_actions()
  size_t focus_for = SIZE_MAX; // history size the focus belongs to
  size_t announced = 0;        // log lines already sent to the screen reader
  bool has_game() const { return state != nullptr; }
};

// Starts a new game. `computer`: per seat, true for a computer player; every other seat is a player
// at this screen (more than one: hot seat). Seats missing from the list are players.
Status session_start(Session& s, const std::string& game_id, uint64_t seed, int seats, const Options& options,
                     const std::vector<bool>& computer, Level level);
// The usual seating: `vs_computer`: seat 0 is the player, the rest are computers; otherwise every
// seat is a player at this screen (hot seat).
std::vector<bool> default_seating(int seats, bool vs_computer);
// A player's action from the table. Refused (with the reason in s.message) if it is not legal or
// not this screen's turn; the state is unchanged then.
Status session_submit(Session& s, Action a, double now);
// Advances the computer's thinking by at most `budget_ms` and plays its move once ready and
// shown long enough to follow. Call once per frame.
void session_update(Session& s, double now, double budget_ms);
std::string seat_name(const Session& s, int seat);

// The one seat played at this screen against the computer, or -1 (hot seat, replay).
int human_seat(const Session& s);
// Undo takes back the player's last decision with the computer's replies since, never across
// anything revealed to the player; redo puts them back until a new move is made.
bool can_undo(Session& s);
bool can_redo(const Session& s);
Status session_undo(Session& s);
Status session_redo(Session& s);
// Rebuilds s.state from its seed with the first `keep` of `moves`, and the log with it; drops any
// search in progress (undo, and the replay viewer's timeline).
void session_rebuild(Session& s, const std::vector<Action>& moves, size_t keep);
// Takes back the latest `a` within the trailing run of moves for which `in_run` holds (a table's
// "-" on a declaration still being built): the game is rebuilt without it.
Status session_withdraw(Session& s, Action a, bool (*in_run)(Action));
// Starts the search for a hint for the player to act; session_update() runs it in slices.
void session_request_hint(Session& s);

// Browser storage: the running game is saved after every action (and cleared once it ends).
constexpr const char* kSaveKey = "fivefronts.save";
void session_save(const Session& s);
// Continues the saved game. On failure the save is removed and the reason returned, so a bad
// save is reported once and never loops.
Status session_resume(Session& s);
// "Head-to-Head Poker against the computer (Hard), move 23", or "" when there is no save.
// A save that cannot be read gives its reason in `problem`.
std::string saved_game_label(std::string& problem);

// Statistics of finished games against the computer, per game and level.
struct StatLine {
  std::string game_id;
  int level = 0;
  int wins = 0, losses = 0, draws = 0;
};
constexpr const char* kStatsKey = "fivefronts.stats";
std::vector<StatLine> load_stats();
void record_result(Session& s);  // once per finished game against the computer
bool is_human_turn(const Session& s);

}  // namespace ff
