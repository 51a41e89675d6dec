#include "web/app/session.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>

#include "core/engine/undo.h"
#include "core/match/links.h"
#include "web/app/platform_io.h"
#include "web/table/tables.h"

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
  for (bool c : s.match.computer) humans += !c;
  if (s.match.computer[seat]) {
    int n = static_cast<int>(s.match.computer.size()) - humans;
    // With several players at the screen, computers are numbered like the players' seats.
    return n == 1 ? "Computer" : "Computer " + std::to_string(humans > 1 ? seat + 1 : seat);
  }
  return humans == 1 ? "You" : "Player " + std::to_string(seat + 1);
}

bool is_human_turn(const Session& s) {
  if (!s.match.state || s.match.state->is_terminal() || s.match.spectator) return false;
  return !s.match.computer[s.match.state->current_player()];
}

// After any action: who looks at the table now.
static void after_action(Session& s) {
  if (s.match.state->is_terminal()) {
    s.match.cover = false;
    return;
  }
  int p = s.match.state->current_player();
  if (s.match.computer[p]) return;
  int humans = 0;
  for (bool c : s.match.computer) humans += !c;
  if (humans > 1 && p != s.match.viewer) {
    s.match.viewer = p;
    s.match.cover = true;  // hot seat: hide the previous player's hand until the next player is ready
  }
}

// The table's skippable decision for the player to act, if this screen skips it (against the
// computer nobody else watches the screen; at one screen only if the players chose so), else kNoAction.
static Action skipped(const Session& s, const State& st) {
  const TableUI* t = find_table(st.info().id);
  if (!t || !t->skippable || st.is_terminal() || s.match.computer[st.current_player()]) return kNoAction;
  if (human_seat(s) < 0 && !s.skip_empty_points) return kNoAction;
  return t->skippable(st);
}

static void apply_move(Session& s, Action a) {
  Status st = s.match.state->apply(a);
  if (!st) {
    s.match.message = st.error;
    return;
  }
  for (Action x = skipped(s, *s.match.state); x != kNoAction; x = skipped(s, *s.match.state))
    if (!s.match.state->apply(x)) break;
  after_action(s);
  session_save(s);
  if (s.match.state->is_terminal()) record_result(s);
}

void session_save(const Session& s) {
  if (!s.match.state || s.match.spectator) return;
  if (s.match.state->is_terminal()) {
    io::storage_remove(kSaveKey);
    return;
  }
  io::storage_set(kSaveKey, save_game(*s.match.state, s.match.computer, static_cast<int>(s.match.level)));
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
  s.match.computer = saved->computer;
  s.match.level = static_cast<Level>(saved->level);
  s.match.state = std::move(saved->state);
  s.match.serial = next_serial();
  int p = s.match.state->current_player();
  s.match.viewer = s.match.computer[p] ? first_player(s.match.computer) : p;
  int humans = 0;
  for (bool c : s.match.computer) humans += !c;
  s.match.cover = humans > 1;  // hot seat: the next player confirms before their hand shows
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
  if (s.match.result_recorded || s.match.spectator || !s.match.state || !s.match.state->is_terminal()) return;
  s.match.result_recorded = true;
  if (s.match.computer.empty() || s.match.computer[0]) return;
  bool vs = false;
  for (bool c : s.match.computer) vs = vs || c;
  if (!vs) return;  // games among friends are not the player's record
  auto stats = load_stats();
  StatLine* line = nullptr;
  for (StatLine& l : stats)
    if (l.game_id == s.match.state->info().id && l.level == static_cast<int>(s.match.level)) line = &l;
  if (!line) {
    stats.push_back({s.match.state->info().id, static_cast<int>(s.match.level)});
    line = &stats.back();
  }
  double r = s.match.state->returns()[0];
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
  s.match.state = std::move(*state);
  s.match.serial = next_serial();
  s.match.level = level;
  s.match.computer.assign(seats, false);
  for (int i = 0; i < seats && i < static_cast<int>(computer.size()); ++i) s.match.computer[i] = computer[i];
  // Somebody plays at this screen: the first seat is a player if every seat was a computer.
  bool any_human = false;
  for (bool c : s.match.computer) any_human = any_human || !c;
  if (!any_human && seats > 0) s.match.computer[0] = false;
  s.match.viewer = first_player(s.match.computer);
  after_action(s);
  s.match.cover = false;
  if (!s.match.state->is_terminal() && !s.match.computer[s.match.state->current_player()]) s.match.viewer = s.match.state->current_player();
  session_save(s);
  return {};
}

int human_seat(const Session& s) {
  if (!s.match.state || s.match.spectator) return -1;
  int seat = -1, humans = 0;
  for (size_t i = 0; i < s.match.computer.size(); ++i)
    if (!s.match.computer[i]) seat = static_cast<int>(i), ++humans;
  return humans == 1 && humans < static_cast<int>(s.match.computer.size()) ? seat : -1;
}

void session_rebuild(Session& s, const std::vector<Action>& moves, size_t keep) {
  auto fresh = new_game(s.match.state->info().id, s.match.state->seed(), s.match.state->num_seats(), s.match.state->options());
  if (!fresh) return;
  s.match.state = std::move(*fresh);
  s.match.serial = next_serial();
  for (size_t i = 0; i < keep && i < moves.size(); ++i) {
    s.match.state->apply_legal(moves[i]);
  }
  // Whatever the computer was thinking about is moot now; so is an old hint.
  s.turn.bot.reset();
  s.turn.thinking = s.turn.ready = false;
  s.hint.bot.reset();
  s.hint.thinking = s.hint.ready = false;
  s.match.message.clear();
}

// undo_point (core/engine/undo.h), past the decisions this screen skips (skipped): taking back to
// one of them would only play it again.
static int undo_target(const Session& s, int seat) {
  const State& state = *s.match.state;
  const TableUI* t = find_table(state.info().id);
  if (!t || !t->skippable) return undo_point(state, seat);
  const auto& moves = state.history();
  auto fresh = new_game(state.game(), state.seed(), state.num_seats(), state.options());
  if (!fresh || moves.empty()) return -1;
  std::vector<std::unique_ptr<State>> before;
  for (Action a : moves) {
    before.push_back((*fresh)->clone());
    (*fresh)->apply_legal(a);
  }
  for (int i = static_cast<int>(moves.size()) - 1; i >= 0; --i) {
    if (reveals_to(*before[i], moves[i], seat, 8, static_cast<uint64_t>(i) + 1)) return -1;
    if (before[i]->current_player() == seat && skipped(s, *before[i]) == kNoAction) return i;
  }
  return -1;
}

bool can_undo(Session& s) {
  const int seat = human_seat(s);
  if (seat < 0 || s.match.state->is_terminal()) return false;
  if (s.match.undo_checked_at != s.match.state->history().size()) {
    s.match.undo_to = undo_target(s, seat);
    s.match.undo_checked_at = s.match.state->history().size();
  }
  return s.match.undo_to >= 0;
}

Status session_withdraw(Session& s, Action a, bool (*in_run)(Action)) {
  const std::vector<Action> moves = s.match.state->history();
  for (size_t i = moves.size(); i-- > 0 && in_run(moves[i]);) {
    if (moves[i] != a) continue;
    std::vector<Action> kept = moves;
    kept.erase(kept.begin() + static_cast<long>(i));
    session_rebuild(s, kept, kept.size());
    s.match.redo.clear();
    session_save(s);
    return {};
  }
  return make_error("That cannot be taken back now.");
}

bool can_redo(const Session& s) { return human_seat(s) >= 0 && !s.match.redo.empty(); }

Status session_undo(Session& s) {
  if (!can_undo(s)) return make_error("Nothing can be taken back now (a card or a roll was revealed since).");
  const std::vector<Action> moves = s.match.state->history();
  s.match.redo.push_back(std::vector<Action>(moves.begin() + s.match.undo_to, moves.end()));
  session_rebuild(s, moves, static_cast<size_t>(s.match.undo_to));
  session_save(s);
  return {};
}

Status session_redo(Session& s) {
  if (!can_redo(s)) return make_error("Nothing to redo.");
  std::vector<Action> run = std::move(s.match.redo.back());
  s.match.redo.pop_back();
  for (Action a : run) {
    if (!s.match.state->is_legal(a)) break;
    s.match.state->apply_legal(a);
  }
  s.turn.bot.reset();
  s.turn.thinking = s.turn.ready = false;
  s.hint.ready = s.hint.thinking = false;
  session_save(s);
  return {};
}

void session_request_hint(Session& s) {
  if (!is_human_turn(s) || s.hint.thinking) return;
  uint64_t seed = s.match.state->seed() * 7919ull + s.match.state->history().size();
  s.hint.bot = make_level_bot(*s.match.state, Level::Hard, seed);
  s.hint.bot->start(*s.match.state);
  s.hint.thinking = true;
  s.hint.ready = false;
  s.hint.asked_at = s.match.state->history().size();
}

void session_notice(Session& s, double now, const std::string& text) {
  s.match.message = text;
  s.match.message_until = now + 4;
}

Status session_submit(Session& s, Action a, double now) {
  if (!s.match.state) return make_error("no game is running");
  if (s.match.state->is_terminal()) return make_error("the game is over");
  if (!is_human_turn(s)) {
    s.match.message = "Wait for the computer's move.";
    s.match.message_until = now + 3;
    return make_error(s.match.message);
  }
  if (!s.match.state->is_legal(a)) {
    s.match.message = "That move is not allowed now.";
    s.match.message_until = now + 3;
    return make_error(s.match.message);
  }
  s.match.message.clear();
  s.match.redo.clear();  // a new move: what was taken back is gone
  apply_move(s, a);
  return {};
}

// One computer move: starts or continues its search for at most `budget_ms`; plays the move once
// ready and its pause is over. Returns true when a move was played.
static bool computer_step(Session& s, double now, double budget_ms) {
  if (s.match.state->is_terminal() || s.match.spectator || is_human_turn(s)) return false;
  if (!s.turn.thinking) {
    // Seeded from the game and the move number: the same game gets the same computer moves.
    uint64_t seed = computer_move_seed(*s.match.state);
    s.turn.bot = make_level_bot(*s.match.state, s.match.level, seed);
    s.turn.bot->start(*s.match.state);
    s.turn.thinking = true;
    s.turn.started = now;
    s.turn.think_ms = 0;
    s.turn.slices = 0;
  }
  if (!s.turn.ready) {
    auto t0 = std::chrono::steady_clock::now();
    s.turn.ready = s.turn.bot->think(1 << 20, budget_ms);
    ++s.turn.slices;
    s.turn.think_ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (!s.turn.ready) return false;
    s.turn.ready_at = now;
  }
  // Keep each computer move on screen long enough to follow (0.6 s), however fast the search,
  // unless the player chose the fast pace or skipped this pause.
  if (!s.turn.skip_pause && now - s.turn.started < s.turn.pace_s) return false;
  s.turn.skip_pause = false;
  s.metrics.last_ms = s.turn.think_ms;
  s.metrics.last_wall_ms = (s.turn.ready_at - s.turn.started) * 1000;
  s.metrics.last_slices = s.turn.slices;
  s.metrics.max_ms = std::max(s.metrics.max_ms, s.metrics.last_ms);
  s.metrics.max_wall_ms = std::max(s.metrics.max_wall_ms, s.metrics.last_wall_ms);
  ++s.metrics.moves;
  s.turn.thinking = false;
  s.turn.ready = false;
  Action a = s.turn.bot->best_action();
  s.turn.bot.reset();
  apply_move(s, a);
  return true;
}

void session_update(Session& s, double now, double budget_ms) {
  if (!s.match.state) return;
  if ((s.hint.thinking || s.hint.ready) && s.hint.asked_at != s.match.state->history().size()) {
    s.hint.bot.reset();  // the game moved on: that hint answers an old question
    s.hint.thinking = s.hint.ready = false;
  }
  if (s.hint.thinking) {
    if (s.hint.bot->think(1 << 20, budget_ms)) {
      s.hint.action = s.hint.bot->best_action();
      s.hint.win = s.hint.bot->win_estimate();
      s.hint.ready = true;
      s.hint.thinking = false;
      s.hint.bot.reset();
    }
    return;
  }
  if (s.hint.guided && !s.hint.ready && !s.match.state->is_terminal() && is_human_turn(s)) {
    // The guide plays fair like the computer: the policy looks at the player's own view only.
    Rng rng(s.match.state->seed() * 7919u + s.match.state->history().size());
    const auto own_view = s.match.state->determinize(s.match.state->current_player(), rng);
    const Action a = own_view->heuristic_action(rng);
    if (s.match.state->is_legal(a)) {
      s.hint.action = a;
      s.hint.win = -1;
      s.hint.ready = true;
      s.hint.asked_at = s.match.state->history().size();
      s.hint.guide = s.match.state->explain(a);
    }
  }
  // At the fast pace, quick computer moves follow each other within one frame's budget (Assault
  // Edge's turns are dozens of steps and points); each move still gets its own search.
  const auto frame_start = std::chrono::steady_clock::now();
  for (int moves = 0; moves < 64; ++moves) {
    const double used = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - frame_start).count();
    if (moves > 0 && (s.turn.pace_s > 0 || used >= budget_ms)) return;
    if (!computer_step(s, now, budget_ms - used)) return;
  }
}

}  // namespace ff
