#include "web/app/session.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string_view>

#include "core/ai/guide.h"
#include "core/common/order.h"
#include "core/common/text.h"
#include "core/engine/undo.h"
#include "core/match/links.h"
#include "core/match/think_request.h"
#include "web/app/platform_io.h"
#include "web/table/tables.h"
#include "web/widgets/settings.h"

namespace ff {

// A new number for every State object a session holds (SessionNumbers::serials).
static uint64_t next_serial(Session& s) { return ++s.numbers.serials; }

void session_reset(Session& s) {
  const SessionNumbers numbers = s.numbers;
  s = Session{};
  s.numbers = numbers;
}

// The first seat played at this screen (0 if every seat is a computer).
static int first_player(const Match& m) {
  for (size_t i = 0; i < m.computer.size(); ++i)
    if (m.is_local(static_cast<int>(i))) return static_cast<int>(i);
  return 0;
}

// The players at this screen.
static int local_players(const Match& m) {
  int n = 0;
  for (int seat = 0; seat < static_cast<int>(m.computer.size()); ++seat) n += m.is_local(seat);
  return n;
}

std::string seat_name(const Session& s, int seat) {
  if (seat < 0) return "";
  if (s.match.is_remote(seat)) return "Player " + std::to_string(seat + 1);
  int humans = 0;
  for (bool c : s.match.computer) humans += !c;
  if (s.match.computer[seat]) {
    int n = static_cast<int>(s.match.computer.size()) - humans;
    // With several players at the screen, computers are numbered like the players' seats.
    return n == 1 ? "Computer" : "Computer " + std::to_string(humans > 1 ? seat + 1 : seat);
  }
  return local_players(s.match) == 1 ? "You" : "Player " + std::to_string(seat + 1);
}

std::string named(const Session& s, const std::string& text) {
  std::vector<std::string> names;
  for (int seat = 0; seat < static_cast<int>(s.match.computer.size()); ++seat) names.push_back(seat_name(s, seat));
  return name_seats_for(names, human_seat(s), text);
}

std::string describe_for(const Session& s, Action a) { return named(s, s.match.state->describe(a, Person::kSecond)); }

std::string guided_choices(const GameInfo& info) {
  std::string out;
  for (const auto& [key, value] : info.guided_options)
    for (const OptionSpec& o : info.options)
      if (o.key == key)
        for (size_t i = 0; i < o.choices.size() && i < o.choice_labels.size(); ++i)
          if (o.choices[i] == value) out += (out.empty() ? "" : ", ") + o.label + ": " + o.choice_labels[i];
  return out;
}

bool is_human_turn(const Session& s) {
  if (!s.match.state || s.match.state->is_terminal() || s.match.spectator) return false;
  return s.match.is_local(s.match.state->current_player());
}

// The table's skippable decision for the player to act, if this screen skips it (against the
// computer nobody else watches the screen; at one screen only if the players chose so), else
// kNoAction; `why` gets what the table says about it.
static Action skipped(const Session& s, const State& st, std::string* why = nullptr, bool* at_once = nullptr) {
  const TableUI* t = find_table(st.info().id);
  if (!t || !t->skippable || st.is_terminal() || s.match.computer[st.current_player()]) return kNoAction;
  if (human_seat(s) < 0 && !ui::settings().skip_empty_points) return kNoAction;
  return t->skippable(st, why, at_once);
}

bool screen_moves(const Session& s) { return is_human_turn(s) && skipped(s, *s.match.state) != kNoAction; }

// A hint answers the position it was asked at: once the game moves on it goes, at the move itself (the
// test hook once showed the old hint for a frame after a move, at the player's next decision).
static void drop_old_hint(Session& s) {
  if ((s.hint.thinking || s.hint.ready) && s.hint.asked_at != s.match.state->history().size()) {
    s.hint.search = {};
    s.hint.thinking = s.hint.ready = false;
  }
}

// After any action: the old hint goes, and who looks at the table now.
static void after_action(Session& s) {
  drop_old_hint(s);
  if (s.match.state->is_terminal()) {
    s.match.cover = false;
    return;
  }
  int p = s.match.state->current_player();
  if (!s.match.is_local(p) || skipped(s, *s.match.state) != kNoAction) return;  // skip_step plays it: no cover for it
  if (local_players(s.match) > 1 && p != s.match.viewer) {
    s.match.viewer = p;
    s.match.cover = true;  // hot seat: hide the previous player's hand until the next player is ready
  }
}

void match_apply(Match& m, Action a, bool automatic) {
  m.actors.resize(m.state->history().size(), -1);  // a resumed game's earlier moves: not known
  m.actors.push_back(m.state->current_player() | (automatic ? Match::kAutomatic : 0));
  m.state->apply_legal(a);
}

static void apply_move(Session& s, Action a) {
  if (!s.match.state->is_legal(a)) {
    s.match.message = s.match.state->apply(a).error;  // the engine's refusal, naming the move
    return;
  }
  match_apply(s.match, a);  // a decision skipped next is played by skip_step, one pause later
  after_action(s);
  session_save(s);
  if (s.match.state->is_terminal()) record_result(s);
}

// A key no other game or tab uses: the time it was made and a number from this page's start.
static std::string new_save_key(Session& s) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%s.%.0f-%u", kSavePrefix, io::now_ms(), ++s.numbers.save_keys);
  return buf;
}

// A save and the notes kept beside it (a game online's seats, a guided game's "1").
static void remove_save(const std::string& key) {
  io::storage_remove(key);
  io::storage_remove(online_key(key));
  io::storage_remove(guided_key(key));
}

void session_save(Session& s) {
  if (!s.match.state || s.match.spectator) return;
  if (s.match.save_trouble == Match::SaveTrouble::kTakenElsewhere) return;  // another tab has it now
  if (s.match.save_key.empty()) s.match.save_key = new_save_key(s);
  if (s.match.state->is_terminal()) {
    remove_save(s.match.save_key);
    return;
  }
  bool saved = io::storage_set(s.match.save_key, save_game(*s.match.state, s.match.computer, static_cast<int>(s.match.level)));
  if (saved && !s.match.online_seats.empty()) saved = io::storage_set(online_key(s.match.save_key), s.match.online_seats);
  if (saved && s.hint.guided) saved = io::storage_set(guided_key(s.match.save_key), "1");
  s.match.save_trouble = saved ? Match::SaveTrouble::kNone : Match::SaveTrouble::kFailed;
}

void session_watch_storage(Session& s) {
  if (s.match.save_key.empty() || s.match.spectator) return;
  if (io::storage_changed_elsewhere(s.match.save_key)) s.match.save_trouble = Match::SaveTrouble::kTakenElsewhere;
}

// A game online's seats from its note beside the save: the seats with a token are friends online. A
// note that cannot be read leaves the game at this screen, with the friends' seats the host's.
static void resume_remote_seats(Match& m, const std::string& text) {
  m.remote.assign(m.computer.size(), false);
  auto note = read_hosted_note(text);
  if (!note || note->tokens.size() != m.computer.size()) return;
  m.online_seats = text;
  for (size_t seat = 0; seat < m.remote.size(); ++seat) m.remote[seat] = note->remote(seat) && !m.computer[seat];
}

Status session_resume(Session& s, const std::string& key) {
  std::string text = io::storage_get(key);
  if (text.empty()) return make_error("the saved game is no longer there (another tab may have continued it)");
  if (is_newer_save(text)) return make_error("it was saved by a newer version of Five Fronts; it is kept for that version");
  auto saved = load_game(text);
  if (!saved || saved->state->is_terminal()) {
    remove_save(key);
    return make_error(saved ? "the saved game had already ended" : saved.error());
  }
  const bool guided = io::storage_get(guided_key(key)) == "1";
  session_reset(s);
  s.hint.guided = guided;
  s.match.computer = saved->computer;
  s.match.level = static_cast<Level>(saved->level);
  s.match.state = std::move(saved->state);
  s.match.serial = next_serial(s);
  resume_remote_seats(s.match, io::storage_get(online_key(key)));
  int p = s.match.state->current_player();
  s.match.viewer = !s.match.is_local(p) ? first_player(s.match) : p;
  s.match.cover = local_players(s.match) > 1;  // hot seat: the next player confirms before their hand shows
  // This tab's own key: the old one is removed only once the copy is written.
  session_save(s);
  if (s.match.save_trouble == Match::SaveTrouble::kNone) remove_save(key);
  else s.match.save_key = key;
  return {};
}

static std::string saved_label(const SavedGame& saved) {
  bool vs = false;
  for (bool c : saved.computer) vs = vs || c;
  return saved.state->info().name + (vs ? std::string(" against the computer (") + level_name(static_cast<Level>(saved.level)) + ")"
                                        : std::string(" with friends at this screen")) +
         ", move " + std::to_string(saved.state->history().size() + 1);
}

std::vector<SavedEntry> saved_games(std::vector<std::string>& problems) {
  std::vector<SavedEntry> out;
  for (const std::string& key : io::storage_keys(kSavePrefix)) {
    if (key != kSaveKey && key.rfind(std::string(kSavePrefix) + ".", 0) != 0) continue;
    const std::string text = io::storage_get(key);
    SavedEntry e{key, "", key == kSaveKey ? 0.0 : std::atof(key.c_str() + std::strlen(kSavePrefix) + 1), false};
    if (is_newer_save(text)) {
      e.newer = true;
      e.label = "A game saved by a newer version of Five Fronts (kept for it)";
      out.push_back(e);
      continue;
    }
    auto saved = load_game(text);
    if (!saved) {
      problems.push_back(saved.error());
      remove_save(key);
      continue;
    }
    if (saved->state->is_terminal()) continue;
    e.label = saved_label(*saved);
    if (!io::storage_get(online_key(key)).empty()) e.label = saved->state->info().name + " with friends online (you host it), move " +
                                                            std::to_string(saved->state->history().size() + 1);
    out.push_back(e);
  }
  stable_sort_by(out, [](const SavedEntry& a, const SavedEntry& b) { return a.saved_ms > b.saved_ms; });
  return out;
}

// One line per game, level and guide: "<game id> <level> <wins> <losses> <draws>", and " guided"
// at the end for guided games (pages before it keep such a line unread). A line is read only
// if it is exactly that for a game of this version; counts beyond the largest int read as the
// largest. Lines this version does not understand are never dropped (record_result keeps them).
// A whole field as a number (an optional '+' as a stream would take it); false if it is not one or
// overflows. No iostreams: they link libc++'s locale machinery, about 55 KB of the page's code.
template <class Int>
static bool read_number(std::string_view field, Int& out) {
  if (!field.empty() && field[0] == '+') field.remove_prefix(1);
  auto [p, ec] = std::from_chars(field.data(), field.data() + field.size(), out);
  return ec == std::errc() && p == field.data() + field.size() && !field.empty();
}

// The line's fields between runs of white space.
static std::vector<std::string_view> words(std::string_view line) {
  std::vector<std::string_view> out;
  const char* kSpace = " \t\r\v\f";
  for (size_t i = line.find_first_not_of(kSpace); i != std::string_view::npos; i = line.find_first_not_of(kSpace, i)) {
    const size_t end = std::min(line.size(), line.find_first_of(kSpace, i));
    out.push_back(line.substr(i, end - i));
    i = end;
  }
  return out;
}

static bool parse_stat_line(std::string_view line, StatLine& l) {
  const std::vector<std::string_view> w = words(line);
  long long counts[3] = {0, 0, 0};
  l.guided = w.size() == 6 && w[5] == "guided";
  l.online = w.size() == 6 && w[5] == "online";
  if ((w.size() != 5 && !l.guided && !l.online) || !read_number(w[1], l.level)) return false;
  for (int k = 0; k < 3; ++k)
    if (!read_number(w[2 + k], counts[k])) return false;
  l.game_id = std::string(w[0]);
  if (!find_game(l.game_id) || l.level < 0 || l.level >= kLevelCount) return false;
  int* out[3] = {&l.wins, &l.losses, &l.draws};
  for (int k = 0; k < 3; ++k) {
    if (counts[k] < 0) return false;
    *out[k] = static_cast<int>(std::min<long long>(counts[k], INT_MAX));
  }
  return true;
}

static std::string stat_line(const StatLine& l) {
  return l.game_id + " " + std::to_string(l.level) + " " + std::to_string(l.wins) + " " + std::to_string(l.losses) + " " +
         std::to_string(l.draws) + (l.guided ? " guided" : l.online ? " online" : "");
}

// The statistics' lines (a last line without its newline included).
static std::vector<std::string_view> stat_lines(const std::string& text) {
  std::vector<std::string_view> lines = split(text, '\n');
  if (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

std::vector<StatLine> load_stats() {
  std::vector<StatLine> out;
  const std::string text = io::storage_get(kStatsKey);
  StatLine l;
  for (std::string_view line : stat_lines(text))
    if (parse_stat_line(line, l)) out.push_back(l);
  return out;
}

// Adds the finished game to its line; every other line, read or not, is written back as it was.
static bool add_to_stats(const std::string& game_id, int level, bool guided, double result, bool online = false) {
  const std::string old_text = io::storage_get(kStatsKey);
  std::string text;
  bool found = false;
  for (std::string_view line : stat_lines(old_text)) {
    StatLine l;
    if (!found && parse_stat_line(line, l) && l.game_id == game_id && l.level == level && l.guided == guided && l.online == online) {
      int& count = result > 0 ? l.wins : result < 0 ? l.losses : l.draws;
      if (count < INT_MAX) ++count;  // saturates: a count never wraps round or loses its line
      text += stat_line(l) + "\n";
      found = true;
    } else {
      text += std::string(line) + "\n";
    }
  }
  if (!found) text += stat_line({game_id, level, result > 0, result < 0, result == 0, guided, online}) + "\n";
  return io::storage_set(kStatsKey, text);
}

bool record_online_result(const std::string& game_id, double result) { return add_to_stats(game_id, 0, false, result, true); }

void record_result(Session& s) {
  if (s.match.result_recorded || s.match.spectator || !s.match.state || !s.match.state->is_terminal()) return;
  s.match.result_recorded = true;
  if (s.match.online() && human_seat(s) >= 0) {
    if (!record_online_result(s.match.state->info().id, s.match.state->returns()[human_seat(s)]))
      s.match.save_trouble = Match::SaveTrouble::kFailed;
    return;
  }
  if (s.match.computer.empty() || s.match.computer[0]) return;
  bool vs = false;
  for (bool c : s.match.computer) vs = vs || c;
  if (!vs) return;  // games among friends are not the player's record
  if (!add_to_stats(s.match.state->info().id, static_cast<int>(s.match.level), s.hint.guided, s.match.state->returns()[0]))
    s.match.save_trouble = Match::SaveTrouble::kFailed;
}

std::vector<bool> default_seating(int seats, bool vs_computer) {
  std::vector<bool> computer(static_cast<size_t>(std::max(seats, 0)), vs_computer);
  if (!computer.empty()) computer[0] = false;
  return computer;
}

Status session_start(Session& s, const std::string& game_id, uint64_t seed, int seats, const Options& options,
                     const std::vector<bool>& computer, Level level, const std::vector<bool>& remote) {
  auto state = new_game(game_id, seed, seats, options);
  if (!state) return Error{state.error()};
  session_reset(s);
  s.match.state = std::move(*state);
  s.match.serial = next_serial(s);
  s.match.level = level;
  s.match.computer.assign(seats, false);
  for (int i = 0; i < seats && i < static_cast<int>(computer.size()); ++i) s.match.computer[i] = computer[i];
  s.match.remote.assign(seats, false);
  for (int i = 0; i < seats && i < static_cast<int>(remote.size()); ++i) s.match.remote[i] = remote[i] && !s.match.computer[i];
  // Somebody plays at this screen: the first seat is a player if every seat was a computer.
  bool any_human = false;
  for (int i = 0; i < seats; ++i) any_human = any_human || s.match.is_local(i);
  if (!any_human && seats > 0) s.match.computer[0] = false, s.match.remote[0] = false;
  s.match.viewer = first_player(s.match);
  after_action(s);
  s.match.cover = false;
  if (!s.match.state->is_terminal() && s.match.is_local(s.match.state->current_player())) s.match.viewer = s.match.state->current_player();
  session_save(s);
  return {};
}

int human_seat(const Session& s) {
  if (!s.match.state || s.match.spectator) return -1;
  int seat = -1, humans = 0;
  for (size_t i = 0; i < s.match.computer.size(); ++i)
    if (s.match.is_local(static_cast<int>(i))) seat = static_cast<int>(i), ++humans;
  return humans == 1 && humans < static_cast<int>(s.match.computer.size()) ? seat : -1;
}

void session_rebuild(Session& s, const std::vector<Action>& moves, size_t keep) {
  auto fresh = new_game(s.match.state->info().id, s.match.state->seed(), s.match.state->num_seats(), s.match.state->options());
  if (!fresh) return;
  s.match.state = std::move(*fresh);
  s.match.serial = next_serial(s);
  s.match.actors.clear();
  for (size_t i = 0; i < keep && i < moves.size(); ++i) match_apply(s.match, moves[i]);
  // The screen's notes past the rebuilt position go with the moves taken back.
  while (!s.match.notes.empty() && s.match.notes.back().history > s.match.state->history().size()) s.match.notes.pop_back();
  // Whatever the computer was thinking about is moot now; so is an old hint (a worker's answer to
  // it is never read: the next request drops it).
  s.turn.search = {};
  s.turn.thinking = s.turn.ready = false;
  s.hint.search = {};
  s.hint.thinking = s.hint.ready = false;
  s.match.message.clear();
}

bool can_undo(Session& s) {
  const int seat = human_seat(s);
  if (seat < 0 || s.match.state->is_terminal() || s.match.online()) return false;
  // Decisions this screen skips (skipped) are not undo targets: taking back to one would only
  // play it again.
  const auto automatic = [&s](const State& st) { return skipped(s, st) != kNoAction; };
  return update_undo(s.match.undo, *s.match.state, seat, s.match.serial, automatic) >= 0;
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

// The tracker has followed the session's game to its last action.
static bool undo_current(const Session& s) {
  const UndoTracker& t = s.match.undo;
  return t.at && t.game == s.match.serial && t.checked == s.match.state->history().size();
}

bool undo_offered(const Session& s) { return undo_current(s) && s.match.undo.point >= 0; }

std::string undo_off_reason(const Session& s) {
  if (human_seat(s) < 0 || undo_offered(s)) return "";
  if (s.match.online()) return "Undo is off in online games: every player's move stands.";
  if (s.match.state->is_terminal()) return "The game is over: nothing can be taken back.";
  if (!is_human_turn(s)) return "Wait for your turn: then your last move can be taken back, if nothing was shown since.";
  if (undo_current(s) && s.match.undo.revealed)
    return "A hidden card, a die roll or a shuffle was shown since your last move: taking it back would let you "
           "play it again knowing more.";
  return "Nothing to take back yet: your first move comes first.";
}

bool can_redo(const Session& s) { return human_seat(s) >= 0 && !s.match.online() && !s.match.redo.empty(); }

Status session_undo(Session& s) {
  if (!can_undo(s)) return make_error("Nothing can be taken back now (a card or a roll was revealed since).");
  const std::vector<Action> moves = s.match.state->history();
  s.match.redo.push_back(std::vector<Action>(moves.begin() + s.match.undo.point, moves.end()));
  session_rebuild(s, moves, static_cast<size_t>(s.match.undo.point));
  session_save(s);
  return {};
}

Status session_redo(Session& s) {
  if (!can_redo(s)) return make_error("Nothing to redo.");
  std::vector<Action> run = std::move(s.match.redo.back());
  s.match.redo.pop_back();
  for (Action a : run) {
    if (!s.match.state->is_legal(a)) break;
    match_apply(s.match, a);
  }
  s.turn.search = {};
  s.turn.thinking = s.turn.ready = false;
  s.hint.search = {};
  s.hint.ready = s.hint.thinking = false;
  session_save(s);
  return {};
}

// The bot a decision searches with on the page: the worker's (core/match/think_request.cpp), so both
// give the same move.
static std::unique_ptr<Bot> page_bot(const State& state, ThinkKind kind, Level level) {
  auto bot = make_think_bot(state, kind, level);
  bot->start(state);
  return bot;
}

// Starts a decision for the player to act: asks the worker, or without one searches here.
static void begin_search(Session& s, Search& search, ThinkKind kind) {
  const State& state = *s.match.state;
  search = {};
  search.request = io::worker_ask(think_request_text(state, kind, s.match.level));
  if (search.request == 0) search.bot = page_bot(state, kind, s.match.level);
}

struct Decision {
  Action action = 0;
  double win = -1;
  SearchLook look;
  std::optional<GuideReasons> guide;  // a hint's words from the worker
};

enum class Reply { kPending, kAnswer, kTrouble };

// The worker's reply to `request` (cleared once it came): its answer when that is a legal move here;
// else kTrouble, noted for the hook (the caller then works it out on the page).
static Reply read_worker(Session& s, int& request, ThinkAnswer& answer) {
  std::string text;
  const io::WorkerReply reply = io::worker_reply(request, text);
  if (reply == io::WorkerReply::kPending) return Reply::kPending;
  request = 0;
  if (reply == io::WorkerReply::kAnswered) {
    auto parsed = parse_think_answer(text);
    if (parsed && s.match.state->is_legal(parsed->action)) {
      answer = *parsed;
      return Reply::kAnswer;
    }
    text = parsed ? "it answered a move that is not legal" : text;
  }
  s.metrics.worker_trouble = text;
  return Reply::kTrouble;
}

// Advances a decision: reads the worker's answer, or searches here for at most `budget_ms`. A
// worker that fails or answers an illegal move is noted (the hook shows it) and the page thinks.
static std::optional<Decision> advance_search(Session& s, Search& search, ThinkKind kind, double budget_ms) {
  if (search.request) {
    ThinkAnswer answer;
    const Reply reply = read_worker(s, search.request, answer);
    if (reply == Reply::kPending) return std::nullopt;
    if (reply == Reply::kAnswer) {
      ++s.metrics.worker_answers;
      search.ms = answer.think_ms;
      return Decision{answer.action, answer.win, std::move(answer.look), std::move(answer.guide)};
    }
    search.bot = page_bot(*s.match.state, kind, s.match.level);
  }
  const auto t0 = std::chrono::steady_clock::now();
  const bool done = search.bot->think(1 << 20, budget_ms);
  ++s.metrics.page_slices;
  search.ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  if (!done) return std::nullopt;
  Decision d{search.bot->best_action(), search.bot->win_estimate(), search.bot->look(), std::nullopt};
  search.bot.reset();
  return d;
}

bool guide_shown(const Session& s) { return s.hint.guided && s.hint.ready && is_human_turn(s); }

bool can_ask_hint(const Session& s) { return is_human_turn(s) && !s.hint.thinking && !s.hint.ready; }

void session_request_hint(Session& s) {
  if (!is_human_turn(s) || s.hint.thinking) return;
  begin_search(s, s.hint.search, ThinkKind::kHint);
  s.hint.thinking = true;
  s.hint.ready = false;
  s.hint.asked_at = s.match.state->history().size();
}

void session_notice(Session& s, double now, const std::string& text, double seconds) {
  s.match.message = text;
  s.match.message_until = now + seconds;
}

// In a guided game, the first press of a move the guide's search found clearly worse than its own is
// answered with a warning that names the guide's move (the answer) and how the pressed move does in
// the search's games, with the likely reply that punishes it where that can be said from the
// player's view (core/ai/guide.h); pressing the same move again plays it.
static std::string warning_for(Session& s, Action a) {
  if (!s.hint.guided || s.match.spectator || !s.hint.ready) return "";
  const State& st = *s.match.state;
  const size_t at = st.history().size();
  if (s.hint.asked_at != at || (s.hint.warned_at == at && s.hint.warned == a)) return "";
  const std::string warning = guide_warning(st, s.hint.look, a, hint_seed(st));
  if (warning.empty()) return "";
  s.hint.warned_at = at;
  s.hint.warned = a;
  return named(s, warning);
}

// The guide's words for the hinted move: the reply it answers, the plan it begins, how it did in the
// search's games against the next best, and the rule that allows it. The worker sends its reasons
// with the hint; without them (no worker, or an older one) the page works them out here.
static std::string guide_words(Session& s, std::optional<GuideReasons> from_worker) {
  const State& st = *s.match.state;
  GuideReasons r;
  if (from_worker) {
    r = std::move(*from_worker);
  } else {
    const auto t0 = std::chrono::steady_clock::now();
    r = guide_reasons(st, s.hint.look, hint_seed(st));
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    ++s.metrics.page_guide_words;
    s.metrics.page_guide_words_max_ms = std::max(s.metrics.page_guide_words_max_ms, ms);
  }
  std::string text;
  for (const std::string& part : {r.threat, r.plan, r.why, st.explain(s.hint.action)})
    if (!part.empty()) text += (text.empty() ? "" : " ") + part;
  return named(s, text);
}

Status session_submit(Session& s, Action a, double now) {
  if (!s.match.state) return make_error("no game is running");
  if (s.match.state->is_terminal()) return make_error("the game is over");
  if (!is_human_turn(s)) {
    session_notice(s, now, "Wait for the computer's move.", 3);
    return make_error(s.match.message);
  }
  if (!s.match.state->is_legal(a)) {
    session_notice(s, now, "That move is not allowed now.", 3);
    return make_error(s.match.message);
  }
  if (const std::string warning = warning_for(s, a); !warning.empty()) {
    session_notice(s, now, warning, 8);
    return make_error(warning);
  }
  s.match.message.clear();
  s.match.redo.clear();  // a new move: what was taken back is gone
  apply_move(s, a);
  return {};
}

Status session_submit_remote(Session& s, int seat, Action a) {
  if (!s.match.state || s.match.state->is_terminal()) return make_error("the game is over");
  if (!s.match.is_remote(seat) || s.match.state->current_player() != seat) return make_error("not your turn");
  if (!s.match.state->is_legal(a)) return make_error("not a legal move");
  apply_move(s, a);
  return {};
}

// How long a computer move stays on screen at least: its table's pause (TableUI::move_pause_s), or
// none at the fast pace the player chose.
static double move_pause_s(const Session& s) {
  if (ui::settings().fast_computer) return 0;
  const TableUI* t = find_table(s.match.state->info().id);
  return t ? t->move_pause_s : TableUI{}.move_pause_s;
}

// Says a response point passed for the player as a line of the log: one line for a run of them with
// no decision of the player's between ("... passed at 3 response points"), the latest place.
static void note_pass(Match& m, const std::string& why) {
  const size_t events = m.state->event_count(), history = m.state->history().size();
  bool run = !m.notes.empty() && m.notes.back().text.rfind(why, 0) == 0;
  for (size_t i = run ? m.notes.back().history : history; run && i + 1 < history; ++i) {  // the moves since its last pass
    const int a = i < m.actors.size() ? m.actors[i] : -1, seat = a & 0xFF;
    run = a >= 0 && ((a & Match::kAutomatic) || (seat < static_cast<int>(m.computer.size()) && !m.is_local(seat)));
  }
  if (!run) m.notes.push_back({});
  Match::Note& n = m.notes.back();
  n.events = events;
  n.history = history;
  ++n.count;
  n.text = why + (n.count == 1 ? "." : " at " + std::to_string(n.count) + " response points.");
}

// A decision this screen makes for its player (skipped: a pass with nothing playable, a unit with
// nothing left to do), played one computer pause after its position first showed, so a chain or a
// turn unfolds step by step as the computer's moves do, and said on the table (issue 38). True when
// one was played.
// `at_once_only`: only a decision that shows nothing (played without a frame of its own).
static bool skip_step(Session& s, double now, bool at_once_only = false) {
  std::string why;
  bool at_once = false;
  const State& st = *s.match.state;
  const Action x = s.match.spectator ? kNoAction : skipped(s, st, &why, &at_once);
  if (at_once_only && (!at_once || x == kNoAction)) return false;
  if (x == kNoAction || !st.is_legal(x)) {
    s.turn.skip_seen = -1;
    return false;
  }
  // A pass that shows nothing (a response point with nothing playable): at once, a note in the log.
  if (at_once) {
    const bool said = st.current_player() == s.match.viewer;
    match_apply(s.match, x, true);
    if (said && !why.empty()) note_pass(s.match, why);
    after_action(s);
    session_save(s);
    return true;
  }
  if (s.turn.skip_seen < 0 || s.turn.skip_serial != s.match.serial || s.turn.skip_at != st.history().size()) {
    s.turn.skip_seen = now;
    s.turn.skip_serial = s.match.serial;
    s.turn.skip_at = st.history().size();
  }
  // A friend online is passed for at once: the host's pause would let their page offer a move already made.
  if (now - s.turn.skip_seen < (s.match.is_remote(st.current_player()) ? 0 : move_pause_s(s))) return false;
  s.turn.skip_seen = -1;
  // "Your unit on e5 cannot move further ...": to its player alone. A chain's pass is not said: the
  // game's own line for it says why.
  const bool said = st.current_player() == s.match.viewer;
  match_apply(s.match, x, true);
  if (said && !why.empty()) session_notice(s, now, why, 3);
  after_action(s);
  session_save(s);
  if (s.match.state->is_terminal()) record_result(s);
  return true;
}

// One computer move: starts or continues its search for at most `budget_ms`; plays the move once
// ready and its pause is over. Returns true when a move was played.
static bool computer_step(Session& s, double now, double budget_ms) {
  if (s.match.state->is_terminal() || s.match.spectator || !s.match.computer[s.match.state->current_player()]) return false;
  if (!s.turn.thinking) {
    begin_search(s, s.turn.search, ThinkKind::kMove);
    s.turn.thinking = true;
    s.turn.started = now;
    s.turn.slices = 0;
  }
  if (!s.turn.ready) {
    auto decision = advance_search(s, s.turn.search, ThinkKind::kMove, budget_ms);
    ++s.turn.slices;
    if (!decision) return false;
    s.turn.chosen = decision->action;
    s.turn.ready = true;
    s.turn.ready_at = now;
  }
  // While the table holds (a round's end shown), the move waits; its pause counts from the release.
  if (s.turn.held) {
    s.turn.held_until = now;
    return false;
  }
  // Keep each computer move on screen long enough to follow (0.6 s), however fast the search,
  // unless the player chose the fast pace or skipped this pause.
  if (!s.turn.skip_pause && now - std::max(s.turn.started, s.turn.held_until) < move_pause_s(s)) return false;
  s.turn.skip_pause = false;
  s.metrics.last_ms = s.turn.search.ms;
  s.metrics.last_wall_ms = (s.turn.ready_at - s.turn.started) * 1000;
  s.metrics.last_slices = s.turn.slices;
  s.metrics.max_ms = std::max(s.metrics.max_ms, s.metrics.last_ms);
  s.metrics.max_wall_ms = std::max(s.metrics.max_wall_ms, s.metrics.last_wall_ms);
  ++s.metrics.moves;
  s.turn.thinking = false;
  s.turn.ready = false;
  const Action a = s.turn.chosen;
  s.turn.search = {};
  apply_move(s, a);
  return true;
}

void session_update(Session& s, double now, double budget_ms) {
  if (!s.match.state) return;
  drop_old_hint(s);  // a resumed or rebuilt game too
  if (s.hint.thinking) {
    const int worker_answers = s.metrics.worker_answers;
    if (auto decision = advance_search(s, s.hint.search, ThinkKind::kHint, budget_ms)) {
      s.hint.action = decision->action;
      s.hint.win = decision->win;
      s.hint.look = std::move(decision->look);
      s.hint.ready = true;
      s.hint.thinking = false;
      const bool by_worker = s.metrics.worker_answers > worker_answers;
      s.hint.search = {};
      if (s.hint.guided)
        s.hint.guide = guide_words(s, std::move(decision->guide)), ++(by_worker ? s.metrics.guide_answers : s.metrics.page_guides);
    }
    return;
  }
  // The guided game asks Hint by itself on every turn of the player's.
  if (s.hint.guided && !s.hint.ready && !s.match.state->is_terminal() && is_human_turn(s)) session_request_hint(s);
  // At the fast pace, quick computer moves follow each other within one frame's budget (Assault
  // Edge's turns are dozens of steps and points); each move still gets its own search.
  const auto frame_start = std::chrono::steady_clock::now();
  for (int moves = 0; moves < 64; ++moves) {
    const double used = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - frame_start).count();
    // A response point with nothing playable never shows: passed before the frame is drawn.
    if (moves > 0 && !s.match.state->is_terminal() && skip_step(s, now, true)) continue;
    if (moves > 0 && (move_pause_s(s) > 0 || used >= budget_ms)) return;
    if (!skip_step(s, now) && !computer_step(s, now, budget_ms - used)) return;
  }
}

}  // namespace ff
