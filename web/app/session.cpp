#include "web/app/session.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>

#include "core/engine/undo.h"
#include "core/match/links.h"
#include "web/app/platform_io.h"

namespace ff {

// A new number for every State object a session holds, so the table screen can tell a new game
// (or a rebuilt one, after an undo) from the next position of the same one.
static uint64_t next_serial() {
  static uint64_t serial = 0;
  return ++serial;
}

// The first seat played at this screen (0 if every seat is a computer).
static int first_player(const std::vector<bool>& computer) {
  for (size_t i = 0; i < computer.size(); ++i)
    if (!computer[i]) return static_cast<int>(i);
  return 0;
}

std::string seat_name(const Session& s, int seat) {
  if (seat < 0) return "";
  int humans = 0;
  for (bool c : s.computer) humans += !c;
  if (s.computer[seat]) {
    int n = static_cast<int>(s.computer.size()) - humans;
    // With several players at the screen, computers are numbered like the players' seats.
    return n == 1 ? "Computer" : "Computer " + std::to_string(humans > 1 ? seat + 1 : seat);
  }
  return humans == 1 ? "You" : "Player " + std::to_string(seat + 1);
}

bool is_human_turn(const Session& s) {
  if (!s.state || s.state->is_terminal() || s.spectator) return false;
  return !s.computer[s.state->current_player()];
}

// After any action: who looks at the table now.
static void after_action(Session& s) {
  if (s.state->is_terminal()) {
    s.cover = false;
    return;
  }
  int p = s.state->current_player();
  if (s.computer[p]) return;
  int humans = 0;
  for (bool c : s.computer) humans += !c;
  if (humans > 1 && p != s.viewer) {
    s.viewer = p;
    s.cover = true;  // hot seat: hide the previous player's hand until the next player is ready
  }
}

static void apply_logged(Session& s, Action a) {
  int seat = s.state->current_player();
  std::string line = s.state->describe(a);
  Status st = s.state->apply(a);
  if (!st) {
    s.message = st.error;
    return;
  }
  s.log.push_back({seat, line});
  after_action(s);
  session_save(s);
  if (s.state->is_terminal()) record_result(s);
}

void session_save(const Session& s) {
  if (!s.state || s.spectator) return;
  if (s.state->is_terminal()) {
    io::storage_remove(kSaveKey);
    return;
  }
  io::storage_set(kSaveKey, save_game(*s.state, s.computer, static_cast<int>(s.level)));
}

Status session_resume(Session& s) {
  std::string text = io::storage_get(kSaveKey);
  if (text.empty()) return make_error("there is no saved game");
  auto saved = load_game(text);
  if (!saved || saved->state->is_terminal()) {
    io::storage_remove(kSaveKey);
    return make_error(saved ? "the saved game had already ended" : saved.error());
  }
  s = Session{};
  s.computer = saved->computer;
  s.level = static_cast<Level>(saved->level);
  s.state = std::move(saved->state);
  s.serial = next_serial();
  s.log.push_back({-1, "Game continued from the last visit"});
  int p = s.state->current_player();
  s.viewer = s.computer[p] ? first_player(s.computer) : p;
  int humans = 0;
  for (bool c : s.computer) humans += !c;
  s.cover = humans > 1;  // hot seat: the next player confirms before their hand shows
  return {};
}

std::string saved_game_label(std::string& problem) {
  problem.clear();
  std::string text = io::storage_get(kSaveKey);
  if (text.empty()) return "";
  auto saved = load_game(text);
  if (!saved) {
    problem = saved.error();
    io::storage_remove(kSaveKey);
    return "";
  }
  if (saved->state->is_terminal()) return "";
  bool vs = false;
  for (bool c : saved->computer) vs = vs || c;
  return saved->state->info().name + (vs ? std::string(" against the computer (") + level_name(static_cast<Level>(saved->level)) + ")"
                                         : std::string(" with friends at this screen")) +
         ", move " + std::to_string(saved->state->history().size() + 1);
}

std::vector<StatLine> load_stats() {
  // One line per game and level: "<game id> <level> <wins> <losses> <draws>". Unreadable lines are
  // dropped (the statistics are a convenience, never a reason to fail).
  std::vector<StatLine> out;
  std::istringstream in(io::storage_get(kStatsKey));
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream f(line);
    StatLine l;
    if (!(f >> l.game_id >> l.level >> l.wins >> l.losses >> l.draws)) continue;
    if (!find_game(l.game_id) || l.level < 0 || l.level > 2 || l.wins < 0 || l.losses < 0 || l.draws < 0) continue;
    out.push_back(l);
  }
  return out;
}

void record_result(Session& s) {
  if (s.result_recorded || s.spectator || !s.state || !s.state->is_terminal()) return;
  s.result_recorded = true;
  if (s.computer.empty() || s.computer[0]) return;
  bool vs = false;
  for (bool c : s.computer) vs = vs || c;
  if (!vs) return;  // games among friends are not the player's record
  auto stats = load_stats();
  StatLine* line = nullptr;
  for (StatLine& l : stats)
    if (l.game_id == s.state->info().id && l.level == static_cast<int>(s.level)) line = &l;
  if (!line) {
    stats.push_back({s.state->info().id, static_cast<int>(s.level)});
    line = &stats.back();
  }
  double r = s.state->returns()[0];
  (r > 0 ? line->wins : r < 0 ? line->losses : line->draws)++;
  std::string text;
  for (const StatLine& l : stats)
    text += l.game_id + " " + std::to_string(l.level) + " " + std::to_string(l.wins) + " " + std::to_string(l.losses) + " " +
            std::to_string(l.draws) + "\n";
  io::storage_set(kStatsKey, text);
}

std::vector<bool> default_seating(int seats, bool vs_computer) {
  std::vector<bool> computer(static_cast<size_t>(std::max(seats, 0)), vs_computer);
  if (!computer.empty()) computer[0] = false;
  return computer;
}

Status session_start(Session& s, const std::string& game_id, uint64_t seed, int seats, const Options& options,
                     const std::vector<bool>& computer, Level level) {
  auto state = new_game(game_id, seed, seats, options);
  if (!state) return Error{state.error()};
  s = Session{};
  s.state = std::move(*state);
  s.serial = next_serial();
  s.level = level;
  s.computer.assign(seats, false);
  for (int i = 0; i < seats && i < static_cast<int>(computer.size()); ++i) s.computer[i] = computer[i];
  // Somebody plays at this screen: the first seat is a player if every seat was a computer.
  bool any_human = false;
  for (bool c : s.computer) any_human = any_human || !c;
  if (!any_human && seats > 0) s.computer[0] = false;
  s.viewer = first_player(s.computer);
  after_action(s);
  s.cover = false;
  if (!s.state->is_terminal() && !s.computer[s.state->current_player()]) s.viewer = s.state->current_player();
  session_save(s);
  return {};
}

int human_seat(const Session& s) {
  if (!s.state || s.spectator) return -1;
  int seat = -1, humans = 0;
  for (size_t i = 0; i < s.computer.size(); ++i)
    if (!s.computer[i]) seat = static_cast<int>(i), ++humans;
  return humans == 1 && humans < static_cast<int>(s.computer.size()) ? seat : -1;
}

void session_rebuild(Session& s, const std::vector<Action>& moves, size_t keep) {
  auto fresh = new_game(s.state->info().id, s.state->seed(), s.state->num_seats(), s.state->options());
  if (!fresh) return;
  s.state = std::move(*fresh);
  s.serial = next_serial();
  s.log.clear();
  for (size_t i = 0; i < keep && i < moves.size(); ++i) {
    int seat = s.state->current_player();
    s.log.push_back({seat, s.state->describe(moves[i])});
    s.state->apply_legal(moves[i]);
  }
  // Whatever the computer was thinking about is moot now; so is an old hint.
  s.bot.reset();
  s.thinking = s.bot_ready = false;
  s.hint_bot.reset();
  s.hint_thinking = s.has_hint = false;
  s.message.clear();
}

bool can_undo(Session& s) {
  const int seat = human_seat(s);
  if (seat < 0 || s.state->is_terminal()) return false;
  if (s.undo_checked_at != s.state->history().size()) {
    s.undo_to = undo_point(*s.state, seat);
    s.undo_checked_at = s.state->history().size();
  }
  return s.undo_to >= 0;
}

Status session_withdraw(Session& s, Action a, bool (*in_run)(Action)) {
  const std::vector<Action> moves = s.state->history();
  for (size_t i = moves.size(); i-- > 0 && in_run(moves[i]);) {
    if (moves[i] != a) continue;
    std::vector<Action> kept = moves;
    kept.erase(kept.begin() + static_cast<long>(i));
    session_rebuild(s, kept, kept.size());
    s.redo.clear();
    session_save(s);
    return {};
  }
  return make_error("That cannot be taken back now.");
}

bool can_redo(const Session& s) { return human_seat(s) >= 0 && !s.redo.empty(); }

Status session_undo(Session& s) {
  if (!can_undo(s)) return make_error("Nothing can be taken back now (a card or a roll was revealed since).");
  const std::vector<Action> moves = s.state->history();
  s.redo.push_back(std::vector<Action>(moves.begin() + s.undo_to, moves.end()));
  session_rebuild(s, moves, static_cast<size_t>(s.undo_to));
  s.log.push_back({-1, "Move taken back"});
  session_save(s);
  return {};
}

Status session_redo(Session& s) {
  if (!can_redo(s)) return make_error("Nothing to redo.");
  std::vector<Action> run = std::move(s.redo.back());
  s.redo.pop_back();
  for (Action a : run) {
    if (!s.state->is_legal(a)) break;
    int seat = s.state->current_player();
    s.log.push_back({seat, s.state->describe(a)});
    s.state->apply_legal(a);
  }
  s.bot.reset();
  s.thinking = s.bot_ready = false;
  s.has_hint = s.hint_thinking = false;
  session_save(s);
  return {};
}

void session_request_hint(Session& s) {
  if (!is_human_turn(s) || s.hint_thinking) return;
  uint64_t seed = s.state->seed() * 7919ull + s.state->history().size();
  s.hint_bot = make_level_bot(*s.state, Level::Hard, seed);
  s.hint_bot->start(*s.state);
  s.hint_thinking = true;
  s.has_hint = false;
  s.hint_for = s.state->history().size();
}

Status session_submit(Session& s, Action a, double now) {
  if (!s.state) return make_error("no game is running");
  if (s.state->is_terminal()) return make_error("the game is over");
  if (!is_human_turn(s)) {
    s.message = "Wait for the computer's move.";
    s.message_until = now + 3;
    return make_error(s.message);
  }
  if (!s.state->is_legal(a)) {
    s.message = "That move is not allowed now.";
    s.message_until = now + 3;
    return make_error(s.message);
  }
  s.message.clear();
  s.redo.clear();  // a new move: what was taken back is gone
  apply_logged(s, a);
  return {};
}

// One computer move: starts or continues its search for at most `budget_ms`; plays the move once
// ready and its pause is over. Returns true when a move was played.
static bool computer_step(Session& s, double now, double budget_ms) {
  if (s.state->is_terminal() || s.spectator || is_human_turn(s)) return false;
  if (!s.thinking) {
    // Seeded from the game and the move number: the same game gets the same computer moves.
    uint64_t seed = computer_move_seed(*s.state);
    s.bot = make_level_bot(*s.state, s.level, seed);
    s.bot->start(*s.state);
    s.thinking = true;
    s.turn_started = now;
    s.think_ms = 0;
    s.think_slices = 0;
  }
  if (!s.bot_ready) {
    auto t0 = std::chrono::steady_clock::now();
    s.bot_ready = s.bot->think(1 << 20, budget_ms);
    ++s.think_slices;
    s.think_ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (!s.bot_ready) return false;
    s.ready_at = now;
  }
  // Keep each computer move on screen long enough to follow (0.6 s), however fast the search,
  // unless the player chose the fast pace or skipped this pause.
  if (!s.skip_pause && now - s.turn_started < s.pace_s) return false;
  s.skip_pause = false;
  s.last_think_ms = s.think_ms;
  s.last_think_wall_ms = (s.ready_at - s.turn_started) * 1000;
  s.last_think_slices = s.think_slices;
  s.max_think_ms = std::max(s.max_think_ms, s.last_think_ms);
  s.max_think_wall_ms = std::max(s.max_think_wall_ms, s.last_think_wall_ms);
  ++s.computer_moves;
  s.thinking = false;
  s.bot_ready = false;
  Action a = s.bot->best_action();
  s.bot.reset();
  apply_logged(s, a);
  return true;
}

void session_update(Session& s, double now, double budget_ms) {
  if (!s.state) return;
  if ((s.hint_thinking || s.has_hint) && s.hint_for != s.state->history().size()) {
    s.hint_bot.reset();  // the game moved on: that hint answers an old question
    s.hint_thinking = s.has_hint = false;
  }
  if (s.hint_thinking) {
    if (s.hint_bot->think(1 << 20, budget_ms)) {
      s.hint_action = s.hint_bot->best_action();
      s.hint_win = s.hint_bot->win_estimate();
      s.has_hint = true;
      s.hint_thinking = false;
      s.hint_bot.reset();
    }
    return;
  }
  if (s.guided && !s.has_hint && !s.state->is_terminal() && is_human_turn(s)) {
    // The guide plays fair like the computer: the policy looks at the player's own view only.
    Rng rng(s.state->seed() * 7919u + s.state->history().size());
    const auto own_view = s.state->determinize(s.state->current_player(), rng);
    const Action a = own_view->heuristic_action(rng);
    if (s.state->is_legal(a)) {
      s.hint_action = a;
      s.hint_win = -1;
      s.has_hint = true;
      s.hint_for = s.state->history().size();
      s.guide = s.state->explain(a);
    }
  }
  // At the fast pace, quick computer moves follow each other within one frame's budget (Assault
  // Edge's turns are dozens of steps and points); each move still gets its own search.
  const auto frame_start = std::chrono::steady_clock::now();
  for (int moves = 0; moves < 64; ++moves) {
    const double used = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - frame_start).count();
    if (moves > 0 && (s.pace_s > 0 || used >= budget_ms)) return;
    if (!computer_step(s, now, budget_ms - used)) return;
  }
}

}  // namespace ff
