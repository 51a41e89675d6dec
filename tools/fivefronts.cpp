// fivefronts: the command-line face of the engine.
//   fivefronts games [--json]
//   fivefronts eval                       < hands, one per line ("As Kd 7h 7c 2s")
//   fivefronts replay --game G --seed S [--seats N] [--options K=V,...] [--actions "a;b;c"] [--bots B,B]
//                                     (--bots: played on to the end by those bots, one per seat)
//   fivefronts replay --record "FF1 ..."
//   fivefronts replay --code FFR2...            (a replay code or link from the browser; FFR1 too)
//   fivefronts arena --game G --bots ismcts:ITER,random,... --games N --seed S [--options K=V,...] [--jobs N]
//                                     (--jobs: threads, default every core; the same games whatever N)
//                                     (bots easy, normal, hard, expert: the browser's levels, core/ai/level.h)
//   fivefronts arena --ladder --game G [--seats N] [--options K=V,...] [--games N] [--seed S] [--jobs N]
//                    [--steps normal-easy,hard-normal,expert-hard]
//                                     (each level against the one below it: per step the record, the score
//                                      against its target, by seat; then a markdown table)
//   fivefronts bench --game G [--seats N] [--options K=V,...] [--long [--seed S] [--save-out FILE]]
//   fivefronts bench --codes GAMES       (replay code lengths of bot games of every game, FFR1 and FFR2)
//   fivefronts deck [--game assault-edge] --generate --seed S   (a custom army's deck code)
//   fivefronts deck [--game assault-edge] --check CODE          (is it legal? every failure named)
//   fivefronts deck [--game assault-edge] --balance --games N --seed S [--bots B]
//   fivefronts deck --game ground-assault --generate --seed S | --check CODE | --balance ...   (the same)
//                                     (equal bots, fresh generated armies each game: the first player's
//                                      record, then the pre-built armies against generated ones)
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <sys/resource.h>

#include "core/ai/bot.h"
#include "core/ai/level.h"
#include "core/common/poker.h"
#include "core/engine/ai_traits.h"
#include "core/engine/game.h"
#include "core/engine/replay_code.h"
#include "core/engine/undo.h"
#include "core/games/assault_edge/assault_edge.h"
#include "core/games/ground_assault/ground_assault.h"
#include "core/games/registry.h"
#include "core/match/links.h"

using namespace ff;
using Clock = std::chrono::steady_clock;

namespace {

int usage() {
  std::fprintf(stderr,
               "usage: fivefronts games [--json]\n"
               "       fivefronts eval < hands\n"
               "       fivefronts replay --game G --seed S [--seats N] [--options K=V,...] [--actions \"a;b;c\"] [--bots B,B]\n"
               "       fivefronts replay --record \"FF1 ...\" [--seat-frames SEAT] [--next BOT]\n"
               "       fivefronts replay --code FFR2...   (a replay code or link from the browser)\n"
               "       fivefronts arena --game G --bots BOT,BOT[,...] --games N --seed S [--options K=V,...] [--jobs N]\n"
               "       fivefronts arena --ladder --game G [--seats N] [--options K=V,...] [--games N] [--seed S] [--jobs N]\n"
               "                        [--steps normal-easy,hard-normal,expert-hard]\n"
               "       fivefronts bench --game G [--seats N] [--options K=V,...] [--long [--seed S] [--save-out FILE]]\n"
               "       fivefronts bench --codes GAMES   (replay code lengths of bot games, FFR1 and FFR2)\n"
               "       fivefronts deck [--game assault-edge] --generate --seed S | --check CODE\n"
               "       fivefronts deck [--game assault-edge] --balance --games N --seed S [--bots BOT]\n"
               "       fivefronts deck --game ground-assault --generate --seed S | --check CODE | --balance ...\n"
               "bots: random, heuristic, ismcts, ismcts:ITERATIONS, or the browser's levels easy, normal, hard, expert\n");
  return 2;
}

int fail(const std::string& message) {
  std::fprintf(stderr, "fivefronts: %s\n", message.c_str());
  return 1;
}

// --key value pairs after the subcommand.
struct Args {
  std::map<std::string, std::string> values;
  std::string error;
  bool has(const std::string& k) const { return values.count(k) > 0; }
  std::string get(const std::string& k, const std::string& def = "") const {
    auto it = values.find(k);
    return it == values.end() ? def : it->second;
  }
};

Args parse_args(int argc, char** argv, int first, const std::vector<std::string>& allowed) {
  Args a;
  for (int i = first; i < argc; ++i) {
    std::string k = argv[i];
    if (k.rfind("--", 0) != 0) {
      a.error = "unexpected argument '" + k + "'";
      return a;
    }
    k = k.substr(2);
    if (std::find(allowed.begin(), allowed.end(), k) == allowed.end()) {
      a.error = "unknown flag --" + k;
      return a;
    }
    if (k == "long" || k == "generate" || k == "balance" || k == "ladder") {  // the flags without a value
      a.values[k] = "1";
      continue;
    }
    if (i + 1 >= argc) {
      a.error = "--" + k + " needs a value";
      return a;
    }
    a.values[k] = argv[++i];
  }
  return a;
}

bool parse_number(const std::string& s, uint64_t& out) {
  if (s.empty() || s.size() > 20 || s.find_first_not_of("0123456789") != std::string::npos) return false;
  try {
    out = std::stoull(s);
  } catch (...) {
    return false;
  }
  return true;
}

// Shared by replay, arena and bench: --game, --seats, --options, --seed.
struct Setup {
  const Game* game = nullptr;
  int seats = 0;
  Options options;
  uint64_t seed = 0;
  bool rotate_sides = false;  // arena --ladder: the per-seat armies or factions turn too (arena_options)
};

Result<Setup> parse_setup(const Args& a, int default_seats) {
  Setup s;
  if (!a.has("game")) return make_error("--game is required (see 'fivefronts games')");
  s.game = find_game(a.get("game"));
  if (!s.game) return make_error("unknown game '" + a.get("game") + "' (see 'fivefronts games')");
  uint64_t n = 0;
  if (a.has("seats")) {
    if (!parse_number(a.get("seats"), n) || n > 64) return make_error("--seats must be a small number");
    s.seats = static_cast<int>(n);
  } else {
    s.seats = default_seats > 0 ? default_seats : s.game->info.min_seats;
  }
  auto opts = parse_options(a.get("options"));
  if (!opts) return make_error(opts.error());
  s.options = *opts;
  // A new game: choices the game offers only at other seat counts are refused (records and replay
  // codes of games already played are not checked).
  const std::string why = not_offered(s.game->info, s.seats, s.options);
  if (!why.empty()) return make_error(why);
  if (a.has("seed") && !parse_number(a.get("seed"), s.seed)) return make_error("--seed must be a non-negative integer");
  return s;
}

int cmd_games(bool json) {
  if (json) {
    JsonWriter j;
    j.begin_array();
    for (const Game* g : registry()) {
      const GameInfo& i = g->info;
      j.begin_object().key("id").value(i.id).key("name").value(i.name).key("min_seats").value(i.min_seats);
      j.key("max_seats").value(i.max_seats).key("seats").values(seat_counts(i)).key("test_only").value(i.test_only).key("options").begin_object();
      for (const OptionSpec& o : i.options) j.key(o.key).values(o.choices);
      j.end_object().end_object();
    }
    j.end_array();
    std::printf("%s\n", j.str().c_str());
    return 0;
  }
  for (const Game* g : registry()) {
    const GameInfo& i = g->info;
    std::string seats = seats_text(i);
    std::string opts;
    for (const OptionSpec& o : i.options) {
      opts += (opts.empty() ? "" : " ") + o.key + "=";
      for (size_t c = 0; c < o.choices.size(); ++c) opts += (c ? "|" : "") + o.choices[c];
    }
    std::printf("%-14s %-22s seats %-4s options %s%s\n", i.id.c_str(), i.name.c_str(), seats.c_str(),
                opts.empty() ? "none" : opts.c_str(), i.test_only ? "  (test game)" : "");
  }
  return 0;
}

int cmd_eval() {
  std::string line;
  int line_no = 0, errors = 0;
  while (std::getline(std::cin, line)) {
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    auto cards = parse_cards(line);
    std::string problem;
    if (!cards) {
      problem = cards.error();
    } else if (cards->size() != 5) {
      problem = "expected 5 cards, got " + std::to_string(cards->size());
    } else {
      for (size_t i = 0; i < 5 && problem.empty(); ++i)
        for (size_t j = i + 1; j < 5; ++j)
          if ((*cards)[i] == (*cards)[j]) problem = "card " + to_string((*cards)[i]) + " appears twice";
    }
    if (!problem.empty()) {
      std::printf("error line %d: %s\n", line_no, problem.c_str());
      ++errors;
      continue;
    }
    HandStrength s = evaluate5(cards->data());
    std::printf("%u %s\n", static_cast<unsigned>(s), category_name(category_of(s)));
  }
  return errors ? 1 : 0;
}

// --seat-frames S: what seat S may be shown at every position of the game, for the online leak check
// (tests/e2e/online.test.mjs): per position its view JSON as the engine writes it (seat tokens
// kept) and its legal moves when it acts. One JSON array. S = -1 is the public view (kObserver): what
// a spectator may be shown.
int print_seat_frames(const State& game, int seat) {
  if (seat < kObserver || seat >= game.num_seats()) return fail("--seat-frames: no such seat (0-based; -1: the public view)");
  auto state = new_game(game.info().id, game.seed(), game.num_seats(), game.options());
  if (!state) return fail(state.error());
  JsonWriter j;
  j.begin_array();
  const std::vector<Action> moves = game.history();
  for (size_t p = 0;; ++p) {
    j.begin_object().key("position").value(static_cast<long>(p)).key("view").raw((*state)->view_json(seat)).key("moves").begin_array();
    if ((*state)->current_player() == seat)
      for (Action act : (*state)->legal_actions()) j.value(static_cast<unsigned long>(act));
    j.end_array().end_object();
    if (p == moves.size()) break;
    (*state)->apply_legal(moves[p]);
  }
  j.end_array();
  std::printf("%s\n", j.str().c_str());
  return 0;
}

std::vector<std::string> split(const std::string& s, char sep);

// The bot `spec` for `seat` of this game, seeded from the game's seed and the seat (play_out's and
// --next's bots choose alike).
Result<std::unique_ptr<Bot>> seat_bot(const std::string& spec, const State& state, int seat) {
  return make_bot(spec, state.seed() * 31 + static_cast<uint64_t>(seat));
}

// Plays the game on to its end with one bot per seat (`specs`: "heuristic,easy"; each seeded by
// seat_bot), as a finished game for the browser tests' result screens.
Status play_out(State& state, const std::string& specs) {
  const std::vector<std::string> names = split(specs, ',');
  if (static_cast<int>(names.size()) != state.num_seats())
    return make_error("--bots lists " + std::to_string(names.size()) + " bots for " + std::to_string(state.num_seats()) + " seats");
  std::vector<std::unique_ptr<Bot>> bots;
  for (size_t b = 0; b < names.size(); ++b) {
    auto bot = seat_bot(names[b], state, static_cast<int>(b));
    if (!bot) return make_error(bot.error());
    bots.push_back(std::move(*bot));
  }
  for (int moves = 0; !state.is_terminal(); ++moves) {
    if (moves >= 100000) return make_error("the bots did not finish the game in 100000 moves");
    state.apply_legal(bots[static_cast<size_t>(state.current_player())]->choose(state));
  }
  return {};
}

// --next BOT: the move that bot chooses at this position.
Result<Action> next_move(const State& state, const std::string& spec) {
  auto bot = seat_bot(spec, state, state.current_player());
  if (!bot) return make_error(bot.error());
  return (*bot)->choose(state);
}

int cmd_replay(const Args& a) {
  std::unique_ptr<State> state;
  if (a.has("code")) {
    auto r = parse_replay_code(a.get("code"));
    if (!r) return fail("bad replay code: " + r.error());
    state = std::move(*r);
  } else if (a.has("record")) {
    auto r = deserialize(a.get("record"));
    if (!r) return fail("bad record: " + r.error());
    state = std::move(*r);
  } else {
    auto setup = parse_setup(a, 0);
    if (!setup) return fail(setup.error());
    auto r = new_game(setup->game->info.id, setup->seed, setup->seats, setup->options);
    if (!r) return fail(r.error());
    state = std::move(*r);
    Status st = apply_notation(*state, a.get("actions"));
    if (!st) return fail(st.error);
  }
  if (a.has("bots")) {
    Status st = play_out(*state, a.get("bots"));
    if (!st) return fail(st.error);
  }
  if (a.has("seat-frames")) return print_seat_frames(*state, std::atoi(a.get("seat-frames").c_str()));
  JsonWriter j;
  j.begin_object();
  j.key("game").value(state->info().id);
  j.key("seed").value(static_cast<unsigned long long>(state->seed()));
  j.key("seats").value(state->num_seats());
  j.key("options").value(format_options(state->options()));
  j.key("record").value(state->serialize());
  j.key("code").value(replay_code(*state));
  j.key("to_act").value(state->current_player());
  j.key("legal").begin_array();
  for (Action act : state->legal_actions()) j.value(state->action_to_string(act));
  j.end_array();
  j.key("returns");
  if (state->is_terminal()) {
    j.values(state->returns());
  } else {
    j.null();
  }
  j.key("legal_numbers").begin_array();  // the same moves as numbers, as a guest's move message names them
  for (Action act : state->legal_actions()) j.value(static_cast<unsigned long>(act));
  j.end_array();
  if (a.has("next") && !state->is_terminal()) {  // what that bot plays here (browser tests play a chosen game move by move)
    auto next = next_move(*state, a.get("next"));
    if (!next) return fail(next.error());
    j.key("next").value(static_cast<unsigned long>(*next));
  }
  j.key("state").raw(state->to_json());
  j.key("views").begin_array();
  for (int seat = 0; seat < state->num_seats(); ++seat) j.raw(state->view_json(seat));
  j.end_array();
  j.end_object();
  std::printf("%s\n", plain_seats(j.str()).c_str());  // seats named in texts read "P2", "P2's"
  return 0;
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i <= s.size()) {
    size_t e = s.find(sep, i);
    if (e == std::string::npos) e = s.size();
    out.push_back(s.substr(i, e - i));
    i = e + 1;
  }
  return out;
}

// One arena game as it ended: each seat's return, which bot sat there, and each bot's thinking.
struct ArenaGame {
  std::vector<double> returns;
  std::vector<int> bot_at;  // bot_at[seat]
  std::vector<double> think_ms, max_ms;  // per bot
  std::vector<long> moves;  // per bot
  std::string error;
};

// The families of per-seat set-up options of a game at n seats: the prefixes p with options p1 to pN
// ("faction": faction1..faction4; "army": Assault Edge's army1, army2) whose values differ among the
// seats (with the given options and the defaults), so that turning them changes a game.
std::vector<std::string> side_option_families(const Setup& setup) {
  std::vector<std::string> out;
  const auto resolved = resolve_options(setup.game->info, setup.options);
  if (!resolved) return out;
  for (const OptionSpec& o : setup.game->info.options) {
    if (o.key.size() < 2 || o.key.back() != '1') continue;
    const std::string prefix = o.key.substr(0, o.key.size() - 1);
    bool family = true, differ = false;
    for (int s = 1; s <= setup.seats && family; ++s) {
      auto it = resolved->find(prefix + std::to_string(s));
      family = it != resolved->end();
      differ = differ || (family && it->second != resolved->at(o.key));
    }
    if (family && differ) out.push_back(prefix);
  }
  return out;
}

// Game g's options. With setup.rotate_sides each family of per-seat options turns one seat every n
// games: seat s plays what seat (s + g / n) % n was given (or its default). With the bots' rotation
// (one seat a game) every bot then plays each army or faction in each seat equally often.
Options arena_options(const Setup& setup, uint64_t g) {
  if (!setup.rotate_sides) return setup.options;
  const int n = setup.seats;
  const auto resolved = resolve_options(setup.game->info, setup.options);
  Options out = setup.options;
  const int turn = static_cast<int>(g / static_cast<uint64_t>(n) % static_cast<uint64_t>(n));
  for (const std::string& prefix : side_option_families(setup))
    for (int s = 0; s < n; ++s) out[prefix + std::to_string(s + 1)] = resolved->at(prefix + std::to_string((s + turn) % n + 1));
  return out;
}

// Game g of an arena: seed setup.seed + g, bot b in seat (b + g) % n (seats rotate from game to
// game), bots seeded from the game's seed alone, so a game is the same whichever thread plays it.
ArenaGame play_arena_game(const Setup& setup, const std::vector<std::string>& specs, uint64_t g) {
  const int n = setup.seats;
  const uint64_t seed = setup.seed + g;
  ArenaGame out;
  out.bot_at.assign(n, 0);
  out.think_ms.assign(n, 0);
  out.max_ms.assign(n, 0);
  out.moves.assign(n, 0);
  auto state = std::move(*new_game(setup.game->info.id, seed, n, arena_options(setup, g)));
  std::vector<std::unique_ptr<Bot>> bots;
  for (int b = 0; b < n; ++b) {
    bots.push_back(std::move(*make_bot(specs[b], seed * 31 + b)));
    out.bot_at[(b + g) % n] = b;
  }
  while (!state->is_terminal()) {
    const int b = out.bot_at[state->current_player()];
    auto t0 = Clock::now();
    Action act = bots[b]->choose(*state);
    double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    out.think_ms[b] += ms;
    out.max_ms[b] = std::max(out.max_ms[b], ms);
    out.moves[b]++;
    Status st = state->apply(act);
    if (!st) {
      out.error = "bot " + specs[b] + " chose an illegal action in game " + std::to_string(g) + " (seed " +
                  std::to_string(seed) + "): " + st.error;
      return out;
    }
  }
  out.returns = state->returns();
  return out;
}

// Plays games 0..count-1 on `jobs` threads, each taking the next unplayed game; results by game
// number. Progress on stderr (every tenth of the run) so an hours-long arena shows it is alive.
std::vector<ArenaGame> play_arena_games(const Setup& setup, const std::vector<std::string>& specs, uint64_t count,
                                        int jobs) {
  std::vector<ArenaGame> results(count);
  std::atomic<uint64_t> next{0}, done{0};
  std::mutex progress;
  const uint64_t step = std::max<uint64_t>(1, count / 10);
  auto worker = [&] {
    for (uint64_t g = next++; g < count; g = next++) {
      results[g] = play_arena_game(setup, specs, g);
      const uint64_t d = ++done;
      if (count >= 20 && (d % step == 0 || d == count)) {
        std::lock_guard<std::mutex> lock(progress);
        std::fprintf(stderr, "[arena] %llu/%llu games\n", static_cast<unsigned long long>(d),
                     static_cast<unsigned long long>(count));
      }
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < jobs; ++t) threads.emplace_back(worker);
  worker();
  for (std::thread& t : threads) t.join();
  return results;
}

struct ArenaTally {
  double wins = 0, draws = 0, losses = 0, points = 0;
  double think_ms = 0, max_ms = 0;
  long moves = 0;
  std::vector<std::array<int, 3>> by_seat;  // W, D, L with the bot in that seat (seat bias check)
};

// Sums the games in game order (the same table whatever the number of threads, timing aside).
std::vector<ArenaTally> tally_arena(const std::vector<ArenaGame>& games, int n) {
  std::vector<ArenaTally> tally(n);
  for (ArenaTally& t : tally) t.by_seat.assign(n, {0, 0, 0});
  for (const ArenaGame& game : games) {
    for (int b = 0; b < n; ++b) {
      tally[b].think_ms += game.think_ms[b];
      tally[b].max_ms = std::max(tally[b].max_ms, game.max_ms[b]);
      tally[b].moves += game.moves[b];
    }
    for (int seat = 0; seat < n; ++seat) {
      ArenaTally& t = tally[game.bot_at[seat]];
      const double r = game.returns[seat];
      int outcome = r > 0 ? 0 : r < 0 ? 2 : 1;
      (outcome == 0 ? t.wins : outcome == 2 ? t.losses : t.draws)++;
      t.by_seat[seat][outcome]++;
      t.points += (r + 1) / 2;  // win 1, draw 0.5, loss 0
    }
  }
  return tally;
}

void print_arena(const Setup& setup, const std::vector<std::string>& specs, uint64_t games,
                 const std::vector<ArenaTally>& tally) {
  const int n = setup.seats;
  std::printf("%s, %llu games, seats rotating, seed %llu\n", setup.game->info.name.c_str(),
              static_cast<unsigned long long>(games), static_cast<unsigned long long>(setup.seed));
  std::printf("%-16s %6s %6s %6s  %-22s %12s %12s\n", "bot", "wins", "draws", "losses", "score (95% CI)", "mean ms/move", "max ms/move");
  for (int b = 0; b < n; ++b) {
    const ArenaTally& t = tally[b];
    double p = t.points / games;
    // Normal approximation on the per-game score (win 1, draw 1/2, loss 0).
    double half = 1.96 * std::sqrt(std::max(p * (1 - p), 1e-12) / games);
    char ci[64];
    std::snprintf(ci, sizeof ci, "%5.1f%% [%5.1f, %5.1f]", 100 * p, 100 * std::max(0.0, p - half), 100 * std::min(1.0, p + half));
    std::printf("%-16s %6.0f %6.0f %6.0f  %-22s %12.3f %12.3f\n", specs[b].c_str(), t.wins, t.draws, t.losses, ci,
                t.moves ? t.think_ms / t.moves : 0.0, t.max_ms);
  }
  std::printf("by seat (W-D-L):\n");
  for (int b = 0; b < n; ++b) {
    std::printf("%-16s", specs[b].c_str());
    for (int seat = 0; seat < n; ++seat) {
      const auto& w = tally[b].by_seat[seat];
      std::printf("  seat %d: %d-%d-%d", seat + 1, w[0], w[1], w[2]);
    }
    std::printf("\n");
  }
}

// --jobs N: threads (default: every core). 0 or more than 256 is refused.
Result<int> parse_jobs(const Args& a) {
  uint64_t jobs = std::max(1u, std::thread::hardware_concurrency());
  if (a.has("jobs") && (!parse_number(a.get("jobs"), jobs) || jobs == 0 || jobs > 256))
    return make_error("--jobs must be a number from 1 to 256");
  return static_cast<int>(jobs);
}

int cmd_arena(const Args& a) {
  std::vector<std::string> specs = split(a.get("bots"), ',');
  if (!a.has("bots") || specs.size() < 2) return fail("--bots needs at least two bots, e.g. ismcts:500,random");
  auto setup = parse_setup(a, static_cast<int>(specs.size()));
  if (!setup) return fail(setup.error());
  if (setup->seats != static_cast<int>(specs.size()))
    return fail("--bots lists " + std::to_string(specs.size()) + " bots for " + std::to_string(setup->seats) + " seats");
  uint64_t games = 100;
  if (a.has("games") && (!parse_number(a.get("games"), games) || games == 0 || games > 1000000))
    return fail("--games must be a number from 1 to 1000000");
  auto jobs = parse_jobs(a);
  if (!jobs) return fail(jobs.error());
  for (const std::string& spec : specs) {
    auto probe = make_bot(spec, 0);
    if (!probe) return fail(probe.error());
  }
  auto probe = new_game(setup->game->info.id, 0, setup->seats, setup->options);
  if (!probe) return fail(probe.error());
  const std::vector<ArenaGame> results = play_arena_games(*setup, specs, games, static_cast<int>(std::min<uint64_t>(*jobs, games)));
  for (const ArenaGame& g : results)
    if (!g.error.empty()) return fail(g.error);
  print_arena(*setup, specs, games, tally_arena(results, setup->seats));
  return 0;
}

// ---- arena --ladder: each level against the one below it (issue 52) ----

// A step of the ladder: the upper level against the one below it, and the score it should reach.
struct LadderStep {
  Level upper, lower;
  double target;
};
constexpr LadderStep kLadderSteps[] = {
    {Level::Normal, Level::Easy, 0.65}, {Level::Hard, Level::Normal, 0.65}, {Level::Expert, Level::Hard, 0.60}};

std::string step_key(const LadderStep& step) { return std::string(level_key(step.upper)) + "-" + level_key(step.lower); }

// --steps normal-easy,hard-normal,expert-hard (default: all three, in that order).
Result<std::vector<LadderStep>> parse_ladder_steps(const Args& a) {
  if (!a.has("steps")) return std::vector<LadderStep>(std::begin(kLadderSteps), std::end(kLadderSteps));
  std::vector<LadderStep> out;
  for (const std::string& key : split(a.get("steps"), ',')) {
    auto it = std::find_if(std::begin(kLadderSteps), std::end(kLadderSteps), [&](const LadderStep& s) { return step_key(s) == key; });
    if (it == std::end(kLadderSteps)) return make_error("--steps: unknown step '" + key + "' (normal-easy, hard-normal, expert-hard)");
    out.push_back(*it);
  }
  return out;
}

// How the seats face each other: two players; two teams of two (partners are seats s and s + 2);
// every player for themselves with more than two.
enum class LadderKind { kTwoPlayers, kTeams, kFreeForAll };

// Two teams or a free-for-all at four seats, found by playing: heuristic games until three have a
// winner; teams when in each of them partners (s, s + 2) shared the result and neighbours did not.
LadderKind ladder_kind(const Setup& setup) {
  const int n = setup.seats;
  if (n == 2) return LadderKind::kTwoPlayers;
  if (n != 4) return LadderKind::kFreeForAll;
  int decided = 0;
  for (uint64_t g = 0; g < 20 && decided < 3; ++g) {
    auto state = std::move(*new_game(setup.game->info.id, setup.seed + g, n, setup.options));
    auto bot = make_heuristic_bot(g);
    while (!state->is_terminal()) state->apply_legal(bot->choose(*state));
    const std::vector<double> r = state->returns();
    if (std::all_of(r.begin(), r.end(), [&](double x) { return x == r[0]; })) continue;  // a draw tells nothing
    for (int s = 0; s < n; ++s)
      if (r[s] != r[(s + 2) % n] || r[s] == r[(s + 1) % n]) return LadderKind::kFreeForAll;
    ++decided;
  }
  return decided > 0 ? LadderKind::kTeams : LadderKind::kFreeForAll;
}

// Bot b of the arena sits in seat (b + g) % n in game g. Two players: upper, lower. Two teams:
// upper, lower, upper, lower (each team one level; the rotation puts each level in each pair of
// seats equally). Free-for-all: one upper and n - 1 lower bots (the upper one visits every seat).
bool ladder_upper(LadderKind kind, int b) { return b == 0 || (kind == LadderKind::kTeams && b % 2 == 0); }

std::vector<std::string> ladder_specs(LadderKind kind, int n, const LadderStep& step) {
  std::vector<std::string> specs;
  for (int b = 0; b < n; ++b) specs.push_back(level_key(ladder_upper(kind, b) ? step.upper : step.lower));
  return specs;
}

// The upper level's result in one step. Its share of a game: the winners (return > 0; none: the
// players who drew, return 0) split 1 equally; a team's share is its seats' summed. So a win is 1,
// a loss 0, a two-player draw 1/2, and a draw among k players of a free-for-all 1/k: between equal
// levels the upper's expected share is 1/2, in a free-for-all of n players 1/n.
struct LadderResult {
  std::array<int, 3> wdl{};  // W, D, L of the upper level (its first bot's seat)
  double share = 0;          // summed over the games
  std::vector<std::array<int, 3>> by_seat;            // by the seat of the upper level's first bot
  std::map<std::string, std::array<int, 3>> by_side;  // by the army or faction that bot played
  double seconds = 0;
};

double upper_share(LadderKind kind, const ArenaGame& game) {
  const int n = static_cast<int>(game.returns.size());
  int winners = 0, drawn = 0;
  for (double r : game.returns) winners += r > 0, drawn += r == 0;
  const int pool = winners > 0 ? winners : drawn;
  double share = 0;
  for (int s = 0; s < n && pool > 0; ++s)
    if (ladder_upper(kind, game.bot_at[s]) && (winners > 0 ? game.returns[s] > 0 : game.returns[s] == 0)) share += 1.0 / pool;
  return share;
}

LadderResult tally_ladder(const Setup& setup, LadderKind kind, const std::vector<ArenaGame>& games) {
  LadderResult out;
  out.by_seat.assign(setup.seats, {0, 0, 0});
  const std::vector<std::string> families = side_option_families(setup);
  for (uint64_t g = 0; g < games.size(); ++g) {
    const ArenaGame& game = games[g];
    const int seat = static_cast<int>(std::find(game.bot_at.begin(), game.bot_at.end(), 0) - game.bot_at.begin());
    const double r = game.returns[seat];
    const size_t outcome = r > 0 ? 0 : r < 0 ? 2 : 1;
    out.wdl[outcome]++;
    out.by_seat[seat][outcome]++;
    if (!families.empty()) out.by_side[arena_options(setup, g).at(families[0] + std::to_string(seat + 1))][outcome]++;
    out.share += upper_share(kind, game);
  }
  return out;
}

// The step's score with its 95 % interval (normal approximation, as the arena's). Two players and
// teams: the upper level's share w. A free-for-all of n players: the pairwise score p = w / (w +
// (1 - w) / (n - 1)): one lower bot's share is (1 - w) / (n - 1) when they split the rest equally, and
// p is the upper bot's part of the games either of the two won, 1/2 when the levels are equal (w
// itself at n = 2). p rises with w, so its interval is w's interval mapped by the same formula.
struct LadderScore {
  double w = 0, w_lo = 0, w_hi = 0, p = 0, lo = 0, hi = 0;
};

LadderScore ladder_score(const LadderResult& r, LadderKind kind, int n, uint64_t games) {
  LadderScore s;
  s.w = r.share / static_cast<double>(games);
  const double half = 1.96 * std::sqrt(std::max(s.w * (1 - s.w), 1e-12) / static_cast<double>(games));
  s.w_lo = std::max(0.0, s.w - half);
  s.w_hi = std::min(1.0, s.w + half);
  const double rivals = kind == LadderKind::kFreeForAll ? n - 1 : 1;
  auto pairwise = [&](double w) { return w <= 0 ? 0.0 : w / (w + (1 - w) / rivals); };
  s.p = pairwise(s.w);
  s.lo = pairwise(s.w_lo);
  s.hi = pairwise(s.w_hi);
  return s;
}

std::string wdl_text(const std::array<int, 3>& r) {
  return std::to_string(r[0]) + "-" + std::to_string(r[1]) + "-" + std::to_string(r[2]);
}

std::string percent(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", 100 * x);
  return buf;
}

// "met" (the whole interval at or above the target), "met by the point estimate", "missed by 4.0".
std::string ladder_verdict(const LadderScore& s, double target) {
  if (s.lo >= target) return "met";
  if (s.p >= target) return "met by the point estimate";
  return "missed by " + percent(target - s.p);
}

// "Crossfire, 4 (two teams), board=ultimate": the game, the players, and the options given.
std::string ladder_config(const Setup& setup, LadderKind kind) {
  std::string text = setup.game->info.name + ", " + std::to_string(setup.seats);
  if (kind == LadderKind::kTeams) text += " (two teams)";
  if (kind == LadderKind::kFreeForAll) text += " (free-for-all)";
  return setup.options.empty() ? text : text + ", " + format_options(setup.options);
}

void print_ladder_header(const Setup& setup, LadderKind kind, uint64_t games) {
  std::printf("Ladder: %s, %llu games a step (game seeds %llu-%llu), seats rotating", ladder_config(setup, kind).c_str(),
              static_cast<unsigned long long>(games), static_cast<unsigned long long>(setup.seed),
              static_cast<unsigned long long>(setup.seed + games - 1));
  const std::vector<std::string> families = side_option_families(setup);
  for (const std::string& f : families) std::printf(", %s turning with them", f.c_str());
  std::printf("\nW-D-L of the upper level");
  if (kind != LadderKind::kFreeForAll) std::printf("; score: its share of the games (a win 1, a draw 1/2, a loss 0)");
  if (kind == LadderKind::kTeams) std::printf(", as a team: partners (seats s and s+2) are one level");
  if (kind == LadderKind::kFreeForAll)
    std::printf(
        ".\nFree-for-all: one upper bot against %d lower ones, the upper seat visiting every seat. Its win share w "
        "(a draw among k players counts 1/k)\nis 1/%d between equal levels; the score is the pairwise p = w / (w + "
        "(1 - w) / %d): its part of the games it or one given lower bot won\n(1/2 between equal levels, w itself at "
        "two players); the interval is w's, mapped by the same rising formula",
        setup.seats - 1, setup.seats, setup.seats - 1);
  std::printf(".\n");
}

// One step's lines: the record and score against the target, by seat (the seat-bias check), by army
// or faction when they turn, each level's thinking. Returns the step's row of the closing table.
std::string print_ladder_step(const Setup& setup, LadderKind kind, const LadderStep& step, uint64_t games,
                              const LadderResult& r, const std::vector<ArenaTally>& tally) {
  const int n = setup.seats;
  const std::string up = level_key(step.upper), down = level_key(step.lower);
  const LadderScore s = ladder_score(r, kind, n, games);
  std::printf("\n%s: %s vs %s, %llu games, %.0f s\n", step_key(step).c_str(), up.c_str(), down.c_str(),
              static_cast<unsigned long long>(games), r.seconds);
  std::string score = percent(s.p) + " % [" + percent(s.lo) + ", " + percent(s.hi) + "]";
  if (kind == LadderKind::kFreeForAll) {
    std::printf("  %s: %s, win share %s%% [%s, %s] (1/%d if equal), pairwise score %s%% [%s, %s]", up.c_str(), wdl_text(r.wdl).c_str(),
                percent(s.w).c_str(), percent(s.w_lo).c_str(), percent(s.w_hi).c_str(), n, percent(s.p).c_str(),
                percent(s.lo).c_str(), percent(s.hi).c_str());
    score += " (wins " + percent(s.w) + " %)";
  } else {
    std::printf("  %s: %s, score %s%% [%s, %s]", up.c_str(), wdl_text(r.wdl).c_str(), percent(s.p).c_str(), percent(s.lo).c_str(),
                percent(s.hi).c_str());
  }
  const std::string verdict = ladder_verdict(s, step.target);
  std::printf(", target %.0f%%: %s\n  by seat (%s's W-D-L):", 100 * step.target, verdict.c_str(), up.c_str());
  for (int seat = 0; seat < (kind == LadderKind::kTeams ? 2 : n); ++seat) {
    std::array<int, 3> w = r.by_seat[seat];
    if (kind == LadderKind::kTeams)
      for (int k = 0; k < 3; ++k) w[k] += r.by_seat[seat + 2][k];
    if (kind == LadderKind::kTeams) std::printf(" seats %d+%d: %s%s", seat + 1, seat + 3, wdl_text(w).c_str(), seat ? "" : ",");
    else std::printf(" seat %d: %s%s", seat + 1, wdl_text(w).c_str(), seat + 1 < n ? "," : "");
  }
  if (!r.by_side.empty()) {
    std::printf("\n  by %s (%s's W-D-L):", side_option_families(setup)[0].c_str(), up.c_str());
    for (auto it = r.by_side.begin(); it != r.by_side.end(); ++it)
      std::printf(" %s: %s%s", it->first.c_str(), wdl_text(it->second).c_str(), std::next(it) == r.by_side.end() ? "" : ",");
  }
  std::printf("\n  thinking, ms a move (slowest): %s %.1f (%.0f), %s %.1f (%.0f)\n", up.c_str(),
              tally[0].moves ? tally[0].think_ms / tally[0].moves : 0.0, tally[0].max_ms, down.c_str(),
              tally[1].moves ? tally[1].think_ms / tally[1].moves : 0.0, tally[1].max_ms);
  return "| " + ladder_config(setup, kind) + " | " + level_name(step.upper) + " vs " + level_name(step.lower) + " | " +
         wdl_text(r.wdl) + " | " + score + " | " + std::to_string(static_cast<int>(std::lround(100 * step.target))) + " % | " + verdict + " |";
}

// The closing table, ready to paste into the docs: a row a step, the command and the date.
void print_ladder_table(const std::vector<std::string>& rows, const std::string& command) {
  char date[16] = "?";
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  if (localtime_r(&now, &local)) std::strftime(date, sizeof date, "%Y-%m-%d", &local);
  std::printf("\n| game, players | step | W-D-L | score [95 %% CI] | target | met/missed |\n");
  std::printf("| --- | --- | --- | --- | --- | --- |\n");
  for (const std::string& row : rows) std::printf("%s\n", row.c_str());
  std::printf("\n`%s`, %s\n", command.c_str(), date);
}

// fivefronts arena --ladder --game G [--seats N] [--options K=V,...] [--games N] [--seed S] [--jobs N]
// [--steps normal-easy,hard-normal,expert-hard]: each step's games as an arena plays them (the same
// game seeds for every step), with the per-seat armies or factions turning too.
int cmd_ladder(const Args& a, const std::string& command) {
  if (a.has("bots")) return fail("--ladder seats the levels itself (--steps chooses the steps)");
  auto setup = parse_setup(a, 0);
  if (!setup) return fail(setup.error());
  if (!a.has("seed")) setup->seed = 351;
  setup->rotate_sides = true;
  uint64_t games = 200;
  if (a.has("games") && (!parse_number(a.get("games"), games) || games == 0 || games > 1000000))
    return fail("--games must be a number from 1 to 1000000");
  auto jobs = parse_jobs(a);
  if (!jobs) return fail(jobs.error());
  auto steps = parse_ladder_steps(a);
  if (!steps) return fail(steps.error());
  auto probe = new_game(setup->game->info.id, setup->seed, setup->seats, setup->options);
  if (!probe) return fail(probe.error());
  const LadderKind kind = ladder_kind(*setup);
  print_ladder_header(*setup, kind, games);
  std::vector<std::string> rows;
  for (const LadderStep& step : *steps) {
    std::fprintf(stderr, "[ladder] %s\n", step_key(step).c_str());
    const auto t0 = Clock::now();
    const std::vector<std::string> specs = ladder_specs(kind, setup->seats, step);
    const std::vector<ArenaGame> results = play_arena_games(*setup, specs, games, static_cast<int>(std::min<uint64_t>(*jobs, games)));
    for (const ArenaGame& g : results)
      if (!g.error.empty()) return fail(g.error);
    LadderResult r = tally_ladder(*setup, kind, results);
    r.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    rows.push_back(print_ladder_step(*setup, kind, step, games, r, tally_arena(results, setup->seats)));
    std::fflush(stdout);
  }
  print_ladder_table(rows, command);
  return 0;
}

// The command line as typed, for the ladder's table ("fivefronts arena --ladder --game crossfire").
std::string command_line(int argc, char** argv) {
  std::string text = "fivefronts";
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool plain = !arg.empty() && arg.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=,.:/+") == std::string::npos;
    text += " " + (plain ? arg : "'" + arg + "'");
  }
  return text;
}

// A long game: random play that mostly dawdles (prefers a move after which the same seat is still
// to act), as a player who moves pieces about for hours would. Played from seeds seed, seed+1, ...
// until a game reaches `want` actions (it is then cut there: a game in progress, like a save) or
// 50 games were tried; the longest is returned.
struct LongGame {
  uint64_t seed = 0;
  std::vector<Action> moves;
};
LongGame long_game(const Setup& setup, size_t want, uint64_t tries = 50) {
  LongGame longest;
  for (uint64_t seed = setup.seed; seed < setup.seed + tries && longest.moves.size() < want; ++seed) {
    auto s = std::move(*new_game(setup.game->info.id, seed, setup.seats, setup.options));
    Rng rng(seed);
    while (!s->is_terminal() && s->history().size() < want) {
      std::vector<Action> legal = s->legal_actions();
      rng.shuffle(legal);
      Action pick = legal[0];
      for (Action a : legal) {
        auto next = s->clone();
        next->apply_legal(a);
        if (!next->is_terminal() && next->current_player() == s->current_player() && rng.below(100) < 97) {
          pick = a;
          break;
        }
      }
      s->apply_legal(pick);
    }
    if (s->history().size() > longest.moves.size()) longest = {seed, s->history()};
  }
  return longest;
}

double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

// The long game as a resume save (seat 0 a person, seat 1 the computer at Hard), cut at the last
// point where the game is in progress and seat 0 is to act: what the browser's Continue loads.
std::string long_game_save(const Setup& setup, const LongGame& game) {
  auto s = std::move(*new_game(setup.game->info.id, game.seed, setup.seats, setup.options));
  size_t cut = 0;
  for (size_t i = 0; i < game.moves.size(); ++i) {
    if (s->current_player() == 0) cut = i;
    s->apply_legal(game.moves[i]);
  }
  if (!s->is_terminal() && s->current_player() == 0) cut = game.moves.size();
  auto at = std::move(*new_game(setup.game->info.id, game.seed, setup.seats, setup.options));
  for (size_t i = 0; i < cut; ++i) at->apply_legal(game.moves[i]);
  std::vector<bool> computer(static_cast<size_t>(setup.seats), true);
  computer[0] = false;
  return save_game(*at, computer, 2);
}

// What a long game's codes and save cost: the code lengths (FFR1, FFR2), making the share code
// from scratch and after one more move, and loading the save (the browser's Continue).
void bench_long_codes(const Setup& setup, const LongGame& game, const State& s) {
  (void)replay_code(**new_game(setup.game->info.id, game.seed + 1, setup.seats, setup.options));  // another game: forgets s
  auto t0 = Clock::now();
  const std::string compressed = replay_code(s);
  const double cold = ms_since(t0);
  t0 = Clock::now();
  const std::string plain = replay_code(s, CodeFormat::kPlain);
  const double warm = ms_since(t0);
  std::printf("  its replay code: %zu characters (FFR2), %zu (FFR1); made in %.1f ms from the start, %.2f ms again\n",
              compressed.size(), plain.size(), cold, warm);
  const std::string save = long_game_save(setup, game);
  t0 = Clock::now();
  auto loaded = load_game(save);
  const double load_ms = ms_since(t0);
  std::printf("  its save (%zu characters, %zu actions): loaded in %.1f ms\n", save.size(),
              loaded ? (*loaded).state->history().size() : 0, load_ms);
}

// What the page pays per action of a long game: apply it, follow the human seat's undo point
// (core/engine/undo.h) and write the save (core/match/links.h; its replay code's move indices are
// kept between calls, so each save replays only the new action). Milliseconds per action of each,
// per 1,000 actions, with the seat's view at the end of each thousand; then the codes and the peak
// memory.
int cmd_bench_long(const Setup& setup) {
  auto g0 = Clock::now();
  const LongGame game = long_game(setup, 7000);
  const size_t n = game.moves.size();
  std::printf("%s: a game of %zu actions (random play that dawdles, seed %llu; found in %.1f s)\n", setup.game->info.name.c_str(), n,
              static_cast<unsigned long long>(game.seed), ms_since(g0) / 1000);
  auto s = std::move(*new_game(setup.game->info.id, game.seed, setup.seats, setup.options));
  constexpr size_t kWindow = 1000;  // actions timed together: the seat's own decisions cost most
  UndoTracker undo;
  double apply_ms = 0, undo_ms = 0, undo_max = 0, save_ms = 0;
  size_t save_bytes = 0;
  for (size_t i = 1; i <= n; ++i) {
    const auto t0 = Clock::now();
    s->apply_legal(game.moves[i - 1]);
    const auto t1 = Clock::now();
    update_undo(undo, *s, 0, 1);
    const double u = ms_since(t1);
    apply_ms += std::chrono::duration<double, std::milli>(t1 - t0).count();
    undo_ms += u;
    undo_max = std::max(undo_max, u);
    const auto t2 = Clock::now();
    save_bytes = save_game(*s, {false, true}, 2).size();
    save_ms += ms_since(t2);
    if (i % kWindow == 0 || i == n) {
      const double k = static_cast<double>(i % kWindow == 0 ? kWindow : i % kWindow);
      const auto v0 = Clock::now();
      const size_t view_bytes = s->view_json(0).size();
      std::printf("  actions to %4zu, ms per action: apply %.3f, undo point %.3f (max %.1f), save %.3f (%zu bytes); "
                  "the view %.2f ms (%zu bytes)\n",
                  i, apply_ms / k, undo_ms / k, undo_max, save_ms / k, save_bytes, ms_since(v0), view_bytes);
      apply_ms = undo_ms = undo_max = save_ms = 0;
    }
  }
  const auto v0 = Clock::now();
  size_t view_bytes = 0;
  for (int k = 0; k < 10; ++k) view_bytes = s->view_json(0).size();
  std::printf("  the seat's view (JSON, %zu bytes) at the end: %.3f ms\n", view_bytes, ms_since(v0) / 10);
  bench_long_codes(setup, game, *s);
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  std::printf("  peak memory: %.1f MB\n", static_cast<double>(ru.ru_maxrss) / 1024.0);
  return 0;
}

// Replay code lengths of whole bot games (Easy's heuristic against Hard, seats alternating) of
// every game: FFR1 and FFR2 characters, mean over `games` games.
int cmd_bench_codes(uint64_t games) {
  std::printf("%-20s %8s %10s %10s %7s\n", "game", "actions", "FFR1", "FFR2", "FFR2/1");
  for (const Game* g : registry()) {
    if (g->info.test_only) continue;
    double actions = 0, plain = 0, compressed = 0;
    for (uint64_t k = 0; k < games; ++k) {
      auto s = std::move(*new_game(g->info.id, 100 + k, g->info.min_seats, {}));
      std::vector<std::unique_ptr<Bot>> bots;
      for (int seat = 0; seat < s->num_seats(); ++seat)
        bots.push_back(std::move(*make_bot((seat + k) % 2 ? "hard" : "heuristic", k * 31 + seat)));
      while (!s->is_terminal()) s->apply_legal(bots[s->current_player()]->choose(*s));
      actions += s->history().size();
      plain += replay_code(*s, CodeFormat::kPlain).size();
      compressed += replay_code(*s).size();
    }
    std::printf("%-20s %8.0f %10.0f %10.0f %6.0f%%\n", g->info.id.c_str(), actions / games, plain / games, compressed / games,
                100 * compressed / plain);
  }
  return 0;
}

// --long --save-out FILE: only the save of the dawdling game from --seed alone (no search over
// seeds; Assault Edge's seed 20 is the longest of seeds 0 to 49: 6,594 actions), for browser tests.
int cmd_bench_save(const Setup& setup, const std::string& file) {
  const LongGame game = long_game(setup, 7000, 1);
  FILE* f = std::fopen(file.c_str(), "w");
  if (!f) return fail("cannot write " + file);
  std::fprintf(f, "%s\n", long_game_save(setup, game).c_str());
  std::fclose(f);
  std::printf("%s: a game of %zu actions (seed %llu), its save written to %s\n", setup.game->info.name.c_str(), game.moves.size(),
              static_cast<unsigned long long>(game.seed), file.c_str());
  return 0;
}

int cmd_bench(const Args& a) {
  if (a.has("codes")) {
    uint64_t games = 0;
    if (!parse_number(a.get("codes"), games) || games == 0 || games > 1000) return fail("--codes takes a number of games (1 to 1000)");
    return cmd_bench_codes(games);
  }
  auto setup = parse_setup(a, 0);
  if (!setup) return fail(setup.error());
  if (a.has("long") && a.has("save-out")) return cmd_bench_save(*setup, a.get("save-out"));
  if (a.has("long")) return cmd_bench_long(*setup);
  auto start = new_game(setup->game->info.id, setup->seed, setup->seats, setup->options);
  if (!start) return fail(start.error());
  Rng rng(1);
  long playouts = 0, moves = 0;
  auto t0 = Clock::now();
  double secs = 0;
  while (secs < 2.0) {
    auto s = std::move(*new_game(setup->game->info.id, rng.next_u64(), setup->seats, setup->options));
    while (!s->is_terminal()) {
      s->apply_legal(rollout_action(*s, rng));
      ++moves;
    }
    ++playouts;
    secs = std::chrono::duration<double>(Clock::now() - t0).count();
  }
  std::printf("%s: %.0f random playouts/second (%.1f moves each, rollout policy, from new games)\n",
              setup->game->info.name.c_str(), playouts / secs, static_cast<double>(moves) / playouts);
  auto bot = make_ismcts_bot(3, IsmctsConfig{.iterations = 1 << 30});
  bot->start(**start);
  long iterations = 0;
  t0 = Clock::now();
  secs = 0;
  while (secs < 2.0) {
    bot->think(100);
    iterations += 100;
    secs = std::chrono::duration<double>(Clock::now() - t0).count();
  }
  std::printf("%s: %.0f ISMCTS iterations/second (first move of a new game)\n", setup->game->info.name.c_str(),
              iterations / secs);
  return 0;
}

// ---- deck: custom armies (Assault Edge, Ground Assault) ----

// The army's code, facilities and decks, one deck a line ("Research (15): Field Manual x3, ...").
void print_army(const assault_edge::Army& a) {
  namespace ae = assault_edge;
  std::printf("%s\n", ae::army_code(a).c_str());
  std::printf("facilities: %s, %s\n", ae::facility(a.facilities[0]).name, ae::facility(a.facilities[1]).name);
  static const char* names[3] = {"Research", "Command", "Barracks"};
  for (int k = 0; k < 3; ++k) {
    std::map<int, int> copies;
    for (int t : a.decks[k]) ++copies[t];
    std::string line;
    for (auto [t, n] : copies) line += (line.empty() ? "" : ", ") + std::string(ae::card_type(t).name) + " x" + std::to_string(n);
    std::printf("%s (%zu): %s\n", names[k], a.decks[k].size(), line.c_str());
  }
}

// W, D, L of one side, with the score's 95 % interval (normal approximation).
void print_record(const char* who, const std::array<int, 3>& r) {
  const double n = r[0] + r[1] + r[2], p = n > 0 ? (r[0] + 0.5 * r[1]) / n : 0, h = n > 0 ? 1.96 * std::sqrt(p * (1 - p) / n) : 0;
  std::printf("%-44s %4d-%d-%-4d score %.1f%% [%.1f, %.1f]\n", who, r[0], r[1], r[2], 100 * p, 100 * std::max(0.0, p - h),
              100 * std::min(1.0, p + h));
}

// One game between two copies of `bot` with these armies; the result for seat `side` (0 win, 1 draw,
// 2 loss) and the first player.
Result<std::pair<int, int>> balance_game(const std::string& bot, uint64_t seed, const std::string& army1, const std::string& army2, int side) {
  auto state = new_game(assault_edge_game(), seed, 2, {{"army1", army1}, {"army2", army2}});
  if (!state) return Error{state.error()};
  std::array<std::unique_ptr<Bot>, 2> bots{std::move(*make_bot(bot, seed * 31)), std::move(*make_bot(bot, seed * 31 + 1))};
  const int first = assault_edge::view(**state, 0).first_player;
  while (!(*state)->is_terminal()) {
    const Status st = (*state)->apply(bots[static_cast<size_t>((*state)->current_player())]->choose(**state));
    if (!st) return make_error("illegal bot move: " + st.error);
  }
  const double r = (*state)->returns()[static_cast<size_t>(side)];
  return std::make_pair(r > 0 ? 0 : r < 0 ? 2 : 1, first);
}

// Balance between equal bots with generated armies (issue 21): each game gets fresh armies (seeds
// from --seed), so the figures cover many decks, not one pairing.
int cmd_deck_balance(const Args& a) {
  namespace ae = assault_edge;
  uint64_t games = 400, seed = 1;
  if (a.has("games") && (!parse_number(a.get("games"), games) || games == 0 || games > 100000)) return fail("--games must be 1..100000");
  if (a.has("seed") && !parse_number(a.get("seed"), seed)) return fail("--seed must be a non-negative integer");
  const std::string bot = a.get("bots", "heuristic");
  if (!make_bot(bot, 0)) return fail(make_bot(bot, 0).error());
  std::array<int, 3> first{}, prebuilt{};
  std::array<std::array<int, 3>, 2> by_army{};
  for (uint64_t g = 0; g < games; ++g) {
    const std::string x = ae::army_code(ae::generate_army(seed * 100000 + 2 * g)), y = ae::army_code(ae::generate_army(seed * 100000 + 2 * g + 1));
    auto r = balance_game(bot, seed + g, x, y, 0);  // generated against generated: the first player's result
    if (!r) return fail(r.error());
    first[static_cast<size_t>(r->second == 0 ? r->first : 2 - r->first)]++;
    const int army = static_cast<int>(g % 2), side = static_cast<int>(g / 2 % 2);  // pre-built army and its seat rotate
    const std::string pre = ae::army(army).id;
    auto p = balance_game(bot, seed + g, side == 0 ? pre : x, side == 0 ? x : pre, side);
    if (!p) return fail(p.error());
    prebuilt[static_cast<size_t>(p->first)]++;
    by_army[static_cast<size_t>(army)][static_cast<size_t>(p->first)]++;
  }
  std::printf("Assault Edge, %s vs %s, %llu games per line, seed %llu, fresh generated armies each game\n", bot.c_str(),
              bot.c_str(), static_cast<unsigned long long>(games), static_cast<unsigned long long>(seed));
  std::printf("%-44s  W-D-L\n", "");
  print_record("first player, generated vs generated", first);
  print_record("pre-built army vs generated (seats alternate)", prebuilt);
  print_record("  Cinder Legion vs generated", by_army[0]);
  print_record("  Grove Wardens vs generated", by_army[1]);
  return 0;
}

// Ground Assault: the army's code, force and deck ("force (30 stars, 13 units): Siege Walker x1, ...").
void print_ga_army(const ground_assault::Army& a) {
  namespace ga = ground_assault;
  std::printf("%s\n", ga::army_code(a).c_str());
  auto listing = [](const std::vector<int>& types, auto name_of) {
    std::vector<std::pair<int, int>> copies;  // in the list's order
    for (int t : types) {
      auto it = std::find_if(copies.begin(), copies.end(), [&](const auto& c) { return c.first == t; });
      if (it == copies.end()) copies.push_back({t, 1});
      else ++it->second;
    }
    std::string line;
    for (auto [t, n] : copies) line += (line.empty() ? "" : ", ") + std::string(name_of(t)) + " x" + std::to_string(n);
    return line;
  };
  auto unit_name = [](int t) { return t >= 0 && t < ga::kNumUnitTypes ? ga::unit_type(t).name : "?"; };
  auto card_name = [](int t) { return t >= 0 && t < ga::kNumCardTypes ? ga::card_type(t).name : "?"; };
  int objectives = 0;
  for (int t : a.deck) objectives += t >= 0 && t < ga::kNumCardTypes && ga::card_type(t).kind == ga::kObjective;
  std::printf("force (%d stars, %zu units): %s\n", ga::force_stars(a.force), a.force.size(), listing(a.force, unit_name).c_str());
  std::printf("deck (%zu cards, %d objectives): %s\n", a.deck.size(), objectives, listing(a.deck, card_name).c_str());
  std::printf("deployment (%d stars): %s\n", ga::force_stars(ga::deployment_for(a.force)),
              listing(ga::deployment_for(a.force), unit_name).c_str());
}

// One Ground Assault duel between two copies of `bot`; the result for seat `side` (0 win, 1 draw, 2
// loss) and the first player (the first to deploy).
Result<std::pair<int, int>> ga_balance_game(const std::string& bot, uint64_t seed, const std::string& f1, const std::string& f2, int side) {
  auto state = new_game(ground_assault_game(), seed, 2, {{"faction1", f1}, {"faction2", f2}});
  if (!state) return Error{state.error()};
  std::array<std::unique_ptr<Bot>, 2> bots{std::move(*make_bot(bot, seed * 31)), std::move(*make_bot(bot, seed * 31 + 1))};
  const int first = (*state)->current_player();
  while (!(*state)->is_terminal()) {
    const Status st = (*state)->apply(bots[static_cast<size_t>((*state)->current_player())]->choose(**state));
    if (!st) return make_error("illegal bot move: " + st.error);
  }
  const double r = (*state)->returns()[static_cast<size_t>(side)];
  return std::make_pair(r > 0 ? 0 : r < 0 ? 2 : 1, first);
}

// Ground Assault's balance with generated armies (issue 21), as Assault Edge's: fresh armies each game.
int cmd_ga_deck_balance(const Args& a) {
  namespace ga = ground_assault;
  uint64_t games = 400, seed = 1;
  if (a.has("games") && (!parse_number(a.get("games"), games) || games == 0 || games > 100000)) return fail("--games must be 1..100000");
  if (a.has("seed") && !parse_number(a.get("seed"), seed)) return fail("--seed must be a non-negative integer");
  const std::string bot = a.get("bots", "heuristic");
  if (!make_bot(bot, 0)) return fail(make_bot(bot, 0).error());
  std::array<int, 3> first{}, p1{}, prebuilt{};
  std::array<std::array<int, 3>, 2> by_faction{};
  for (uint64_t g = 0; g < games; ++g) {
    const std::string x = ga::army_code(ga::generate_army(seed * 100000 + 2 * g)), y = ga::army_code(ga::generate_army(seed * 100000 + 2 * g + 1));
    auto r = ga_balance_game(bot, seed + g, x, y, 0);  // generated against generated
    if (!r) return fail(r.error());
    p1[static_cast<size_t>(r->first)]++;
    first[static_cast<size_t>(r->second == 0 ? r->first : 2 - r->first)]++;
    const int faction = static_cast<int>(g % 2), side = static_cast<int>(g / 2 % 2);  // the faction and its seat rotate
    const std::string pre = ga::faction_id(faction);
    auto p = ga_balance_game(bot, seed + g, side == 0 ? pre : x, side == 0 ? x : pre, side);
    if (!p) return fail(p.error());
    prebuilt[static_cast<size_t>(p->first)]++;
    by_faction[static_cast<size_t>(faction)][static_cast<size_t>(p->first)]++;
  }
  std::printf("Ground Assault, %s vs %s, %llu games per line, seed %llu, fresh generated armies each game\n", bot.c_str(),
              bot.c_str(), static_cast<unsigned long long>(games), static_cast<unsigned long long>(seed));
  std::printf("%-44s  W-D-L\n", "");
  print_record("P1 (seat 1), generated vs generated", p1);
  print_record("first player, generated vs generated", first);
  print_record("pre-built vs generated (seats alternate)", prebuilt);
  print_record("  Iron Dominion vs generated", by_faction[0]);
  print_record("  Foundry Syndicate vs generated", by_faction[1]);
  return 0;
}

int cmd_ga_deck(const Args& a) {
  namespace ga = ground_assault;
  if (a.has("balance")) return cmd_ga_deck_balance(a);
  if (a.has("generate") == a.has("check")) return fail("deck needs --generate --seed S, --check CODE or --balance");
  if (a.has("generate")) {
    uint64_t seed = 0;
    if (a.has("seed") && !parse_number(a.get("seed"), seed)) return fail("--seed must be a non-negative integer");
    print_ga_army(ga::generate_army(seed));
    return 0;
  }
  auto army = ga::parse_army_code(a.get("check"));
  if (!army) return fail(army.error());
  const std::vector<std::string> problems = ga::army_problems(*army);
  if (problems.empty()) {
    std::printf("legal\n");
    print_ga_army(*army);
    return 0;
  }
  for (const std::string& p : problems) std::printf("illegal: %s\n", p.c_str());
  return 1;
}

int cmd_deck(const Args& a) {
  namespace ae = assault_edge;
  const std::string& ae_id = assault_edge_game().info.id;
  const std::string& ga_id = ground_assault_game().info.id;
  const std::string game = a.get("game", ae_id);
  if (game == ga_id) return cmd_ga_deck(a);
  if (game != ae_id) return fail("only " + ae_id + " and " + ga_id + " have decks to build");
  if (a.has("balance")) return cmd_deck_balance(a);
  if (a.has("generate") == a.has("check")) return fail("deck needs --generate --seed S, --check CODE or --balance");
  if (a.has("generate")) {
    uint64_t seed = 0;
    if (a.has("seed") && !parse_number(a.get("seed"), seed)) return fail("--seed must be a non-negative integer");
    print_army(ae::generate_army(seed));
    return 0;
  }
  auto army = ae::parse_army_code(a.get("check"));
  if (!army) return fail(army.error());
  const std::vector<std::string> problems = ae::army_problems(*army);
  if (problems.empty()) {
    std::printf("legal\n");
    print_army(*army);
    return 0;
  }
  for (const std::string& p : problems) std::printf("illegal: %s\n", p.c_str());
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  std::string cmd = argv[1];
  if (cmd == "games") {
    if (argc == 2) return cmd_games(false);
    return argc == 3 && std::string(argv[2]) == "--json" ? cmd_games(true) : usage();
  }
  if (cmd == "eval") return argc == 2 ? cmd_eval() : usage();
  Args a;
  if (cmd == "replay") a = parse_args(argc, argv, 2, {"game", "seed", "seats", "options", "actions", "record", "code", "bots", "seat-frames", "next"});
  else if (cmd == "arena") a = parse_args(argc, argv, 2, {"game", "seed", "seats", "options", "bots", "games", "jobs", "ladder", "steps"});
  else if (cmd == "bench") a = parse_args(argc, argv, 2, {"game", "seed", "seats", "options", "long", "save-out", "codes"});
  else if (cmd == "deck") a = parse_args(argc, argv, 2, {"game", "seed", "generate", "check", "balance", "games", "bots"});
  else return usage();
  if (!a.error.empty()) return fail(a.error);
  if (cmd == "replay") return cmd_replay(a);
  if (cmd == "arena") return a.has("ladder") ? cmd_ladder(a, command_line(argc, argv)) : cmd_arena(a);
  if (cmd == "deck") return cmd_deck(a);
  return cmd_bench(a);
}
