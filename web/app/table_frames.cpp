// The table screen's frame sources (issue 36): one function per mode makes the TableFrame its table
// draws, from what that mode holds (the session's match, the position shown again, the host's
// latest frame), and keeps the frame between frames (its view is built once per position).
#include "web/app/table_frames.h"

#include <algorithm>
#include <string>
#include <vector>

#include "core/games/registry.h"
#include "core/games/standing.h"
#include "web/app/sound_cues.h"
#include "web/table/tables.h"

namespace ff {

bool showing_again(const App& a) {
  const Session& s = a.session;
  const Reshow& reshow = a.table.reshow;
  return reshow.match.state && reshow.game_serial == s.match.serial && reshow.game_history == s.match.state->history().size();
}

std::vector<TableFrame::SeatMove> recent_moves(const Match& m, int seat, size_t* from) {
  const auto& moves = m.state->history();
  std::vector<TableFrame::SeatMove> out;
  size_t i = moves.size();
  for (; i > 0 && out.size() < 64; --i) {
    const int actor = i - 1 < m.actors.size() ? m.actors[i - 1] : -1;
    if (actor < 0 || (actor == seat && !out.empty())) break;
    if (actor == seat || (actor & Match::kAutomatic)) continue;
    out.push_back({actor, moves[i - 1]});
  }
  if (from) *from = i;
  std::reverse(out.begin(), out.end());
  return out;
}

void start_showing_again(App& a, double now) {
  const Session& s = a.session;
  Reshow& reshow = a.table.reshow;
  const int seat = std::max(0, s.match.viewer);
  size_t from = 0;
  if (recent_moves(s.match, seat, &from).empty()) return;
  const auto& moves = s.match.state->history();
  auto fresh = new_game(s.match.state->info().id, s.match.state->seed(), s.match.state->num_seats(), s.match.state->options());
  if (!fresh) return;
  reshow = Reshow{};
  reshow.match.state = std::move(*fresh);
  reshow.match.serial = s.match.serial ^ 0x5EE5EEull;  // its own number: cards do not glide from the present
  reshow.match.viewer = s.match.viewer;
  reshow.match.computer = s.match.computer;
  for (size_t i = 0; i < from; ++i) reshow.match.state->apply_legal(moves[i]);
  reshow.match.actors.assign(from, seat);  // nothing marked before the turn shown again
  reshow.moves.assign(moves.begin() + static_cast<long>(from), moves.end());
  reshow.next_at = now + 0.5;
  reshow.game_serial = s.match.serial;
  reshow.game_history = moves.size();
}

void step_showing_again(App& a, double now) {
  Reshow& reshow = a.table.reshow;
  if (reshow.match.state && !showing_again(a)) reshow = Reshow{};  // the game moved on, or was undone
  if (!reshow.match.state || now < reshow.next_at) return;
  if (reshow.next == reshow.moves.size()) {
    reshow = Reshow{};
    return;
  }
  match_apply(reshow.match, reshow.moves[reshow.next++]);
  reshow.next_at = now + 0.6;
}

void stop_showing_again(App& a) { a.table.reshow = Reshow{}; }

const TableFrame& last_frame(const App& a) { return a.table.shown.frame; }

bool frame_is_present(const App& a) {
  const Session& s = a.session;
  const TableShown& shown = a.table.shown;
  return shown.serial == s.match.serial && shown.history == s.match.state->history().size();
}

long views_built(const App& a) { return a.table.shown.views_built; }
long frames_built(const App& a) { return a.table.shown.frames; }

namespace {

// The result window's story of a finished game, computed once when its last position is shown: the
// standing over the game (replayed from its record, at most 200 points for the chart) and its key
// moments as this screen's reader reads them ("Move 21: Computer wins row 1 ...").
void tell_story(const State& st, TableFrame& f) {
  GameStory story;
  const StandingHistory whole = standing_history(st);
  const StandingHistory h = thinned(whole, 200);
  story.ready = true;
  story.label = whole.label;
  story.moves = st.history().size();
  story.series.assign(h.moves.empty() ? 0 : static_cast<size_t>(st.num_seats()), {});
  for (size_t i = 0; i < h.moves.size(); ++i) {
    story.at.push_back(static_cast<float>(h.moves[i]));
    for (size_t seat = 0; seat < story.series.size() && seat < h.values[i].size(); ++seat)
      story.series[seat].push_back(static_cast<float>(h.values[i][seat]));
  }
  if (f.events)
    for (const KeyMoment& k : key_moments(whole, *f.events))
      story.moments.push_back("Move " + std::to_string(k.move) + ": " + event_line(f, (*f.events)[k.event]));
  f.story = std::move(story);
}

// The per-position part of a frame of `m` (the session's match, or the position shown `again`), as
// m.viewer sees it: rebuilt only when the game, its position or the viewer changed.
void update_position(App& a, const Match& m, bool again, const TableUI& t, TableFrame& f) {
  const Session& s = a.session;
  TableShown& shown = a.table.shown;
  const State& st = *m.state;
  f.same_game = shown.serial == m.serial;
  f.changed = !f.same_game || shown.history != st.history().size() || shown.viewer != m.viewer;
  if (!f.changed) return;
  const auto& moves = st.history();
  const bool went_on = f.same_game && f.view && shown.viewer == m.viewer && moves.size() > shown.moves.size() &&
                       std::equal(shown.moves.begin(), shown.moves.end(), moves.begin());
  const bool moved = f.same_game && f.view && moves.size() > shown.moves.size();  // for the sounds (any viewer)
  const size_t events_before = f.events ? f.events->size() : 0;
  const bool was_my_turn = f.my_turn;
  shown.serial = m.serial;
  shown.history = moves.size();
  shown.moves = moves;
  shown.viewer = m.viewer;
  ++shown.views_built;
  f.view = went_on && t.extend_view ? t.extend_view(st, m.viewer, std::move(f.view)) : t.make_view(st, m.viewer);
  f.everyone = m.viewer == kObserver;
  if (f.everyone) f.view = t.seen_from(f.view, 0);  // the public view, from the first seat's side
  f.events = t.events_of(f.view);
  f.seat = std::max(0, m.viewer);
  f.you = f.everyone ? -1 : human_seat(s);
  f.to_act = st.current_player();
  f.my_turn = !again && is_human_turn(s) && st.current_player() == m.viewer;
  f.spectator = s.match.spectator || again;
  f.seat_names.clear();
  for (int seat = 0; seat < st.num_seats(); ++seat) f.seat_names.push_back(seat_name(s, seat));
  f.again = again;
  f.recent = recent_moves(m, f.seat);
  f.legal = f.my_turn ? st.legal_actions() : std::vector<Action>{};
  f.legal_text.clear();
  for (Action a : f.legal) f.legal_text.push_back(named(f, st.describe(a, Person::kSecond)));
  f.record = true;
  f.story = GameStory{};
  if (st.is_terminal()) tell_story(st, f);
  if (moved) play_move_sounds(a.sound_cues, st.is_terminal() ? st.returns() : std::vector<double>{}, f, events_before, was_my_turn);
}

// What every frame of every table sets afresh: the keys, the pointer, the layout, and the answers
// cleared. (The player's settings are read where they matter: ui::settings().)
void begin_frame(App& a, TableFrame& f, double now) {
  ++a.table.shown.frames;
  f.cancel = a.keys.cancel;
  f.press_on = a.keys.press_on;
  f.now = now;
  f.touch = a.touch;
  f.layout = table_layout(ImGui::GetCursorScreenPos(), ImGui::GetContentRegionAvail());
  f.chosen.clear();
  f.withdraw = kNoAction;
  f.withdraw_run = nullptr;
  f.refusal.clear();
  f.intent = TableIntent::kNone;
  f.rematch.clear();
  f.hold = false;
  f.telling = false;
  f.notes.clear();
  f.status.clear();
  f.playable.clear();
  f.targets.clear();
  f.buttons.clear();
  f.recent_marks.clear();
  f.marked.clear();
}

// What changes every frame in a frame of the session: the computer thinking, the notice, the mark.
void session_part(const Session& s, TableFrame& f, double now) {
  f.thinking = s.turn.thinking;
  f.message = now < s.match.message_until ? s.match.message : "";
  f.mark = !f.my_turn ? kNoAction : s.focus.active ? s.focus.action : s.hint.ready ? s.hint.action : kNoAction;
  f.mark_is_focus = f.my_turn && s.focus.active;
  f.guided = s.hint.guided;
}

}  // namespace

TableFrame& session_frame(App& a, const TableUI& t, double now) {
  TableFrame& f = a.table.shown.frame;
  update_position(a, a.session.match, false, t, f);
  begin_frame(a, f, now);
  session_part(a.session, f, now);
  f.fair = fair_deal_line(a, &f.fair_ok);  // online, the host's word on its deal ("" elsewhere)
  return f;
}

TableFrame& again_frame(App& a, const TableUI& t, double now) {
  TableFrame& f = a.table.shown.frame;
  update_position(a, a.table.reshow.match, true, t, f);
  begin_frame(a, f, now);
  session_part(a.session, f, now);  // no mark: the position shown again is never this screen's turn
  return f;
}

void attach_notes(const Session& s, TableFrame& f) {
  const long shown = f.events ? static_cast<long>(f.events->size()) : 0;
  for (const Match::Note& n : s.match.notes)
    if (static_cast<long>(n.events) <= shown) f.notes.push_back({static_cast<long>(n.events), n.text});
}

void attach_chat(App& a, TableFrame& f) {
  f.chat.clear();
  if (!is_online(a.online)) return;
  const long lines = f.events ? static_cast<long>(f.events->size()) : 0;
  for (ChatLine& line : a.online.chat.lines) {
    if (line.after < 0) line.after = lines;
    if (!chat_muted(a.online.chat, line.seat)) f.chat.push_back({line.after, chat_text(a, line)});
  }
}

// ---- A guest's frame --------------------------------------------------------------------------

namespace {

constexpr uint64_t kGuestSerial = ~uint64_t{0} - 1;  // the guest's table: never a session's number

}  // namespace

TableFrame& guest_frame(App& a, const OnlineGuest& g, const TableUI& t, double now) {
  const HostMessage& m = g.frame;
  TableShown& shown = a.table.shown;
  GuestShown& guest = a.table.guest;
  TableFrame& f = shown.frame;
  f.same_game = shown.serial == kGuestSerial;
  f.changed = !f.same_game || guest.frames != g.frames || guest.follow != g.follow;
  // For the sounds: the game moved on since the frame shown (not a first frame or the same position again).
  const bool moved = f.changed && f.same_game && f.events && m.position > guest.position;
  const size_t events_before = f.events ? f.events->size() : 0;
  const bool was_my_turn = f.my_turn;
  if (f.changed) {
    guest.position = m.position;
    guest.frames = g.frames;
    guest.follow = g.follow;
    shown = TableShown{kGuestSerial, SIZE_MAX, {}, g.seat, shown.views_built + 1, shown.frames, std::move(shown.frame)};
    // A spectator's frame holds the public view, drawn from the side of the seat it follows.
    f.everyone = f.spectator = g.watcher;
    f.view = g.watcher ? t.seen_from(g.view, g.follow) : g.view;
    f.events = t.events_of(f.view);
    f.seat = g.watcher ? g.follow : g.seat;
    f.you = g.watcher ? -1 : g.seat;
    f.to_act = m.to_act;
    f.again = false;
    f.seat_names = m.names;
    f.recent.clear();
    f.legal.clear();
    f.legal_text.clear();
    for (const LegalMove& move : m.moves) f.legal.push_back(move.action), f.legal_text.push_back(named(f, move.text));
    // A guest has no record of the game to replay: its result window has no chart, and says so.
    f.record = false;
    f.story = GameStory{};
    if (!m.result.empty()) f.story.note = "The chart of the game and its key moments are on the host's screen.";
  }
  begin_frame(a, f, now);
  attach_chat(a, f);
  // The deal's check (issue 54), for the result window; a verified game is this page's to replay and share.
  f.fair = fair_deal_line(a, &f.fair_ok);
  f.record = !m.result.empty() && g.fair.verdict && g.fair.verdict->game;
  f.my_turn = m.my_turn && m.result.empty() && g.move_sent_at != m.position;
  f.thinking = false;
  f.message = now - g.refused_at < 4 && !g.refused.empty() ? "The host refused: " + g.refused : a.online.trouble;
  if (f.message.empty() && g.rematch_asked) f.message = "You asked for a rematch: it starts when the host presses Rematch.";
  f.mark = f.my_turn && g.hint_at == m.position ? g.hint.action : kNoAction;  // the host's hint for this position
  f.mark_is_focus = false;
  f.guided = false;  // a guest's page has no guide
  if (moved) play_move_sounds(a.sound_cues, m.result, f, events_before, was_my_turn);
  return f;
}

}  // namespace ff
