// A game being played in the browser, split by concern: the match (the engine State, who sits
// where, whose side is shown, undo/redo), the computer's turn (its search sliced across frames,
// pacing) and its measurements, the hint and guide, and keyboard focus. The table screen builds
// each frame's TableFrame from it; nothing here knows any game's rules.
#pragma once
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/ai/bot.h"
#include "core/ai/level.h"
#include "core/engine/game.h"
#include "core/engine/undo.h"

namespace ff {

// The game at this screen: the state, who sits where, whose side is shown, what may be taken back.
struct Match {
  std::unique_ptr<State> state;
  // Per action of the state's history: the seat that made it (-1: not known, a resumed game's), plus
  // kAutomatic for a decision the screen skipped for its player (a response point with nothing to play).
  std::vector<int> actors;
  static constexpr int kAutomatic = 0x100;
  uint64_t serial = 0;         // a new number whenever `state` is replaced (new game, undo, resume)
  std::vector<bool> computer;  // per seat
  // Per seat (empty: none): a friend online plays it from their own page (web/app/online.h); the
  // host's screen neither acts for it nor thinks for it, and undo is off.
  std::vector<bool> remote;
  // The host's side of a game online, kept beside the save (under online_key(save_key)) so a reload
  // of the host's page resumes it with the same invitations: "host=<peer id> signal=<url or ->
  // tokens=<per seat, - for none>" (web/app/online.cpp writes and reads it).
  std::string online_seats;
  bool is_remote(int seat) const { return seat >= 0 && seat < static_cast<int>(remote.size()) && remote[seat]; }
  bool online() const { return std::find(remote.begin(), remote.end(), true) != remote.end(); }
  // A player at this screen: neither a computer nor a friend online.
  bool is_local(int seat) const { return !computer[seat] && !is_remote(seat); }
  Level level = Level::Hard;
  int viewer = 0;              // whose side of the table is shown (hot seat: the seat to act)
  bool cover = false;          // hot seat: "pass the device" screen hides the previous hands
  bool spectator = false;      // a replay: nobody at this screen acts, the computer does not think
  bool result_recorded = false;  // the finished game is counted in the statistics
  std::string message;         // last refusal or notice, shown on the table
  double message_until = 0;
  // The screen's own lines in the log: a response point passed for the player (skip_step, issue 53),
  // after `events` of the game's log lines; `count` such passes with no decision of the player's
  // between them (one line says them all), the last at history size `history`.
  struct Note {
    size_t events = 0;
    size_t history = 0;
    int count = 0;
    std::string text;
  };
  std::vector<Note> notes;
  // Undo / redo against the computer (core/engine/undo.h decides what may be taken back).
  std::vector<std::vector<Action>> redo;  // runs of actions taken back, newest last
  UndoTracker undo;                       // the human seat's undo point, followed action by action
  // Saving: every game in progress has its own storage key, so games (and tabs) never overwrite
  // each other. A failed write is shown on the table at once, never swallowed.
  std::string save_key;
  enum class SaveTrouble { kNone, kFailed, kTakenElsewhere } save_trouble = SaveTrouble::kNone;
};

// One decision being made: asked of the computer's worker (io::worker_ask), or, without one,
// searched on the page in slices across frames.
struct Search {
  int request = 0;             // the worker's request (0: none)
  std::unique_ptr<Bot> bot;    // the search on the page
  double ms = 0;               // its time so far (the worker's own figure once it answers)
};

// The computer's move in progress: asked of the worker (the search runs off the main thread), or,
// without one, searched here in slices across frames so the page keeps drawing; and the pause that
// keeps each move on screen long enough to follow.
struct ComputerTurn {
  Search search;
  Action chosen = 0;           // the decision, once ready
  bool thinking = false;
  bool ready = false;          // search finished; the move waits to be shown
  double started = 0;          // seconds (app clock) when the computer's turn began
  double ready_at = 0;         // seconds (app clock) when the search finished
  int slices = 0;              // frames the current search has run in
  bool skip_pause = false;     // the player asked to see the computer's move now
  // A decision the screen makes for its player (session.cpp, skip_step): when its position first
  // showed (seconds, app clock; -1 none), and which position that was (game serial, history size).
  double skip_seen = -1;
  uint64_t skip_serial = 0;
  size_t skip_at = 0;
  bool held = false;           // the table shows what the player moves on from (TableFrame::hold): the move waits
  double held_until = 0;       // seconds (app clock) when it was last held: the pause counts from then too
};

// Measurements of the computer's moves, for the test hook and scripts/measure.mjs.
struct ThinkMetrics {
  double last_ms = 0;          // CPU time the last computer move spent searching
  double last_wall_ms = 0;     // wall time from the start of its turn to its decision
  int last_slices = 0;         // frames the last computer move's search ran in
  int moves = 0;               // computer moves played so far
  double max_ms = 0;           // the most CPU time any computer move of this game searched
  double max_wall_ms = 0;      // the longest wall time from a computer turn's start to its decision
  int worker_answers = 0;      // decisions (moves and hints) the worker made
  int page_slices = 0;         // search slices run on the page's main thread (0 while a worker answers)
  int guide_answers = 0;       // guided moves (hints in a guided game) the worker worked out
  int page_guides = 0;         // guided moves searched on the page's main thread (0 while a worker answers)
  int page_guide_words = 0;    // guide words worked out on the page's main thread (0 while a worker answers)
  double page_guide_words_max_ms = 0;  // the longest that took
  std::string worker_trouble;  // why the worker last failed to answer, if it did
};

// A hint: Hard's search run from the player's own seat and view (core/ai/guide.h). In the guided first
// game the hint is asked by itself on every turn and shown as the guide's move, with its reasons from
// what the search saw and the rule that allows it: one voice, Hint's.
struct Hint {
  Search search;
  bool thinking = false;
  bool ready = false;
  Action action = 0;
  double win = -1;             // estimated chance to win after the hinted move, or < 0
  SearchLook look;             // what the search saw (the guide's reasons and warnings)
  size_t asked_at = SIZE_MAX;  // history size the hint answers
  bool guided = false;
  std::string guide;           // the guide's words for the hinted move, when guided
  size_t warned_at = SIZE_MAX;  // the guide warned against move `warned` at this history size
  Action warned = 0;
  size_t guide_announced = SIZE_MAX;  // history size whose guide the screen reader has heard
};

// Keyboard play: the legal move the arrow keys are on, and what the screen reader has heard.
struct KeyFocus {
  bool active = false;
  Action action = 0;
  int index = -1;              // in legal_actions()
  size_t asked_at = SIZE_MAX;  // history size the focus belongs to
  size_t announced = 0;        // log lines already sent to the screen reader
  bool hold_announced = false; // the screen reader has heard what the held table waits on
};

// The page's counts that outlive any one game (kept when the session is replaced: session_reset).
struct SessionNumbers {
  // A new number for every State object a session holds, so the table screen can tell a new game
  // (or a rebuilt one, after an undo) from the next position of the same one.
  uint64_t serials = 0;
  unsigned save_keys = 0;  // save keys made since the page started (each key is new)
};

struct Session {
  Match match;
  ComputerTurn turn;
  ThinkMetrics metrics;
  Hint hint;
  KeyFocus focus;
  SessionNumbers numbers;
  bool has_game() const { return match.state != nullptr; }
};

// No game: a new Session but for its numbers (Session::numbers).
void session_reset(Session& s);

// Starts a new game. `computer`: per seat, true for a computer player; every other seat is a player
// at this screen (more than one: hot seat). Seats missing from the list are players.
// `remote`: per seat, a friend online (web/app/online.h) plays it; the host's screen does not.
Status session_start(Session& s, const std::string& game_id, uint64_t seed, int seats, const Options& options,
                     const std::vector<bool>& computer, Level level, const std::vector<bool>& remote = {});
// The usual seating: `vs_computer`: seat 0 is the player, the rest are computers; otherwise every
// seat is a player at this screen (hot seat).
std::vector<bool> default_seating(int seats, bool vs_computer);
// A player's action from the table. Refused (with the reason in s.message) if it is not legal or
// not this screen's turn; the state is unchanged then.
Status session_submit(Session& s, Action a, double now);
// Shows a refusal or notice on the table for a few seconds.
void session_notice(Session& s, double now, const std::string& text, double seconds = 4);
// A friend online's move for `seat` (already checked by the host's engine: core/match/wire.h):
// refused unless the seat is remote, acts now and the move is legal; nothing changes then.
Status session_submit_remote(Session& s, int seat, Action a);
// Advances the computer's thinking by at most `budget_ms` and plays its move once ready and
// shown long enough to follow. Call once per frame.
void session_update(Session& s, double now, double budget_ms);
std::string seat_name(const Session& s, int seat);
// A game's text with its seat tokens named for the player at this screen ("your", "Computer's"),
// and the player's move `a` described for them ("strike at Computer's objective slot 1").
std::string named(const Session& s, const std::string& text);
std::string describe_for(const Session& s, Action a);

// The one seat played at this screen against the computer, or -1 (hot seat, replay).
int human_seat(const Session& s);
// Undo takes back the player's last decision with the computer's replies since, never across
// anything revealed to the player; redo puts them back until a new move is made.
bool can_undo(Session& s);
bool can_redo(const Session& s);
// Hint: on the player's turn when no hint is shown or asked for (a guided game shows it already).
bool can_ask_hint(const Session& s);
// The hint shown is the guided game's guide (with its words in Hint::guide).
bool guide_shown(const Session& s);
// What a guided game of `info` plays instead of the player's choice, in the dialog's words
// ("Forces: Starter (two game packs)"), or "" when it plays the choices as made.
std::string guided_choices(const GameInfo& info);
// Undo as can_undo() last found it (the tracker is current and has a point): for readers that must
// not update the tracker (the test hook's summary).
bool undo_offered(const Session& s);
// Why Undo is off, in the player's words ("" when it is on), as can_undo() last found it: shown on
// hovering or tapping it.
std::string undo_off_reason(const Session& s);
Status session_undo(Session& s);
Status session_redo(Session& s);
// Applies the legal action `a` for the seat to act, noting that seat in m.actors.
void match_apply(Match& m, Action a, bool automatic = false);
// Rebuilds s.state from its seed with the first `keep` of `moves`, and the log with it; drops any
// search in progress (undo, and the replay viewer's timeline).
void session_rebuild(Session& s, const std::vector<Action>& moves, size_t keep);
// Takes back the latest `a` within the trailing run of moves for which `in_run` holds (a table's
// "-" on a declaration still being built): the game is rebuilt without it.
Status session_withdraw(Session& s, Action a, bool (*in_run)(Action));
// Starts the search for a hint for the player to act; session_update() runs it in slices.
void session_request_hint(Session& s);

// Browser storage: each game in progress is saved under its own key after every action (and
// removed once it ends). The single key of older versions is still read.
constexpr const char* kSaveKey = "fivefronts.save";    // older versions' one slot
// Where a game online keeps its Match::online_seats beside the save `save_key`.
inline std::string online_key(const std::string& save_key) { return "fivefronts.online:" + save_key; }
constexpr const char* kSavePrefix = "fivefronts.save";  // kSaveKey and fivefronts.save.<ms>-<n>
// "1" beside the save of a guided game, so a reload goes on with the guide. A note of its own, not a
// field of the save: pages of earlier versions read the save as it was (and ignore the note).
inline std::string guided_key(const std::string& save_key) { return "fivefronts.guided:" + save_key; }
void session_save(Session& s);
// Notices another tab taking this game over (it continued the same save): this tab stops saving
// it and says so. Call once per frame.
void session_watch_storage(Session& s);
// Continues the game saved under `key`, moving it to a key of this tab's own (two tabs never write
// one key). On failure a damaged save is removed and the reason returned, so it is reported once;
// a save of a newer version is left alone.
Status session_resume(Session& s, const std::string& key);
// A game in progress found in storage, for the menu's list (newest first).
struct SavedEntry {
  std::string key;
  std::string label;   // "Head-to-Head Poker against the computer (Hard), move 23"
  double saved_ms = 0; // when the game was started (from its key), 0 for the older slot
  bool newer = false;  // saved by a newer version: listed, left alone, not continued here
};
// The saves in storage, newest first. Damaged saves are removed and their reasons added to
// `problems` (reported once).
std::vector<SavedEntry> saved_games(std::vector<std::string>& problems);

// Statistics of finished games against the computer, per game, level and guide: a guided game
// (the table showed a move every turn) is counted apart.
struct StatLine {
  std::string game_id;
  int level = 0;
  int wins = 0, losses = 0, draws = 0;
  bool guided = false;
  bool online = false;  // games with friends online have their own line (level: the computers', if any)
};
constexpr const char* kStatsKey = "fivefronts.stats";
std::vector<StatLine> load_stats();
void record_result(Session& s);  // once per finished game against the computer, or online
// A finished game online, for this page's player: `result` > 0 a win, < 0 a loss, 0 a draw.
bool record_online_result(const std::string& game_id, double result);
bool is_human_turn(const Session& s);
// The player to act has a decision this screen makes itself, one pause later (skip_step: Assault Edge's
// pass with nothing playable, a unit with nothing left to do): nothing to click meanwhile.
bool screen_moves(const Session& s);

}  // namespace ff
