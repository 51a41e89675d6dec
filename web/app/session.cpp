#include "web/app/session.h"

#include <chrono>

namespace ff {

const char* level_name(Level l) {
  switch (l) {
    case Level::Easy: return "Easy";
    case Level::Normal: return "Normal";
    case Level::Hard: return "Hard";
  }
  return "?";
}

std::string seat_name(const Session& s, int seat) {
  if (seat < 0) return "";
  int humans = 0;
  for (bool c : s.computer) humans += !c;
  if (s.computer[seat]) {
    int n = static_cast<int>(s.computer.size()) - humans;
    return n == 1 ? "Computer" : "Computer " + std::to_string(seat);
  }
  return humans == 1 ? "You" : "Player " + std::to_string(seat + 1);
}

bool is_human_turn(const Session& s) {
  if (!s.state || s.state->is_terminal()) return false;
  return !s.computer[s.state->current_player()];
}

static std::unique_ptr<Bot> make_level_bot(const State& state, Level level, uint64_t seed) {
  int full = state.info().ai_iterations;
  switch (level) {
    case Level::Easy: return make_heuristic_bot(seed);
    case Level::Normal: return make_ismcts_bot(seed, IsmctsConfig{.iterations = std::max(50, full / 8)});
    case Level::Hard: return make_ismcts_bot(seed, IsmctsConfig{.iterations = full});
  }
  return make_random_bot(seed);
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
}

Status session_start(Session& s, const std::string& game_id, uint64_t seed, int seats, const Options& options,
                     bool vs_computer, Level level) {
  auto state = new_game(game_id, seed, seats, options);
  if (!state) return Error{state.error()};
  s = Session{};
  s.state = std::move(*state);
  s.level = level;
  s.computer.assign(seats, false);
  if (vs_computer)
    for (int i = 1; i < seats; ++i) s.computer[i] = true;
  s.viewer = 0;
  after_action(s);
  s.cover = false;
  if (!s.state->is_terminal() && !s.computer[s.state->current_player()]) s.viewer = s.state->current_player();
  return {};
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
  apply_logged(s, a);
  return {};
}

void session_update(Session& s, double now, double budget_ms) {
  if (!s.state || s.state->is_terminal() || is_human_turn(s)) return;
  if (!s.thinking) {
    // Seeded from the game and the move number: the same game gets the same computer moves.
    uint64_t seed = s.state->seed() * 1000003ull + s.state->history().size();
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
    if (!s.bot_ready) return;
    s.ready_at = now;
  }
  // Keep each computer move on screen long enough to follow (0.6 s), however fast the search.
  if (now - s.turn_started < 0.6) return;
  s.last_think_ms = s.think_ms;
  s.last_think_wall_ms = (s.ready_at - s.turn_started) * 1000;
  s.last_think_slices = s.think_slices;
  ++s.computer_moves;
  s.thinking = false;
  s.bot_ready = false;
  Action a = s.bot->best_action();
  s.bot.reset();
  apply_logged(s, a);
}

}  // namespace ff
