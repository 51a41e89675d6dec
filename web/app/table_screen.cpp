// The table screen: has each mode's frame source make the TableFrame (web/app/table_frames.h), lets
// the game's table draw it, then acts on the table's answers (a move, a refusal, another screen).
// Also the bar above every table (Menu, Rules, Share, Undo, Redo, Hint, Again), keyboard play, the
// hot-seat cover, a game online's bar and chat, and the replay viewer.
#include "web/app/table_screen.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "core/common/json.h"
#include "core/games/registry.h"
#include "core/match/links.h"
#include "web/app/net_io.h"
#include "web/app/platform_io.h"
#include "web/app/table_frames.h"
#include "web/widgets/test_hook.h"
#include "web/table/tables.h"
#include "web/widgets/motion.h"
#include "web/widgets/ui.h"

namespace ff {
namespace {

// A move that throws work away (TableUI::second_press) plays on its second press, click or Enter,
// in the same position while the first press's question is still on the table (no time limit: it
// stays until the position changes or another notice replaces it); the first says what it would lose.
// While the table holds (Head-to-Head Poker's finished round), Enter presses the button it waits on
// (Next round) and plays no move: a keyboard-only player moves on as a clicking one does.
void enter_presses_on(App& a) {
  if (!last_frame(a).hold || !a.keys.confirm) return;
  a.keys.confirm = false;
  a.keys.press_on = true;
}

Status submit_pressed(App& a, const TableUI& t, const TableFrame& f, Action act, double now) {
  Session& s = a.session;
  const std::string warning = t.second_press && f.my_turn ? t.second_press(f, act) : "";
  const size_t at = s.match.state->history().size();
  Armed& armed = a.table.armed;
  if (armed.serial != s.match.serial || armed.history != at) armed = Armed{};  // another game or position
  const bool asked = armed.asked.empty() || (s.match.message == armed.asked && now < s.match.message_until);
  if (!warning.empty() && !(armed.action == act && armed.history == at && now < armed.until && asked)) {
    const std::string question = warning + " Press it again to confirm.";
    armed = {act, s.match.serial, at, std::numeric_limits<double>::infinity(), question};
    session_notice(s, now, question, std::numeric_limits<double>::infinity());
    return make_error(warning);
  }
  // Refused, the press stays armed in this position: a guided game's warning (session_submit) comes
  // after the table's question, and the next press answers it, as late as the player likes (the
  // table asked again after it: four presses to play).
  const Status done = session_submit(s, act, now);
  armed = done ? Armed{} : Armed{act, s.match.serial, at, std::numeric_limits<double>::infinity(), ""};
  return done;
}

// What the table answered: moves, a refusal, another screen.
void act_on_answers(App& a, const TableUI& t, TableFrame& f, double now) {
  Session& s = a.session;
  for (Action act : f.chosen)
    if (!submit_pressed(a, t, f, act, now)) break;
  if (f.withdraw != kNoAction && f.withdraw_run) session_withdraw(s, f.withdraw, f.withdraw_run);
  if (!f.refusal.empty()) session_notice(s, now, f.refusal);
  s.turn.held = f.hold || f.telling;  // a round's end shown, or a move's lines still being told
  if (f.intent == TableIntent::kNewGame) a.screen = Screen::NewGame;
  if (f.intent == TableIntent::kRematch) start_rematch(a, f.rematch);
  if (f.intent == TableIntent::kShare) a.show_share = true;
  if (f.intent == TableIntent::kReplay) {
    const Status opened = open_replay(a, replay_code(*s.match.state));  // replaces the session: last
    if (!opened) session_notice(s, now, "The replay could not be opened: " + opened.error);
  }
  if (f.intent == TableIntent::kMenu) {
    a.saved_checked = false;
    a.screen = Screen::Menu;
  }
}

// The hook summary of a table: the game, whose turn, the seat's view and the table's own facts.
// Built only when a test asks (ff_test_state), from the last frame.
std::string table_summary(const App& a, const TableUI& t, const std::string& extra_json) {
  const Session& s = a.session;
  JsonWriter j;
  j.begin_object();
  j.key("game").value(s.match.state->info().id);
  j.key("record").value(s.match.state->serialize());
  j.key("viewer").value(s.match.viewer);
  j.key("to_act").value(s.match.state->current_player());
  j.key("human_turn").value(is_human_turn(s));
  j.key("screen_moves").value(screen_moves(s));
  j.key("thinking").value(s.turn.thinking);
  j.key("last_think_ms").value(s.metrics.last_ms);
  j.key("last_think_wall_ms").value(s.metrics.last_wall_ms);
  j.key("computer_moves").value(s.metrics.moves);
  j.key("max_think_ms").value(s.metrics.max_ms).key("max_think_wall_ms").value(s.metrics.max_wall_ms);
  j.key("last_think_slices").value(s.metrics.last_slices);
  j.key("worker").value(io::worker_status()).key("worker_answers").value(s.metrics.worker_answers);
  j.key("page_search_slices").value(s.metrics.page_slices).key("worker_trouble").value(s.metrics.worker_trouble);
  j.key("guide_answers").value(s.metrics.guide_answers).key("page_guides").value(s.metrics.page_guides);
  j.key("page_guide_words").value(s.metrics.page_guide_words).key("page_guide_words_max_ms").value(s.metrics.page_guide_words_max_ms);
  j.key("terminal").value(s.match.state->is_terminal());
  if (s.match.state->is_terminal()) j.key("returns").values(s.match.state->returns());
  j.key("can_undo").value(undo_offered(s));
  j.key("can_redo").value(can_redo(s));
  j.key("undo_off").value(undo_off_reason(s));
  j.key("cards_moving").value(ui::cards_moving()).key("values_changed").value(ui::values_changed()).key("values_floating").value(ui::values_floating());
  j.key("dice_rolled").value(ui::dice_rolled()).key("pieces_sent").value(ui::pieces_sent());
  j.key("showing_again").value(showing_again(a));
  if (s.focus.active) j.key("focus").value(s.match.state->action_to_string(s.focus.action));
  if (s.hint.ready) {
    j.key("hint").begin_object().key("action").value(s.hint.action);
    j.key("notation").value(s.match.state->action_to_string(s.hint.action)).key("win").value(s.hint.win);
    if (guide_shown(s)) j.key("guide").value(s.hint.guide);
    j.end_object();
  }
  j.key("guided").value(s.hint.guided);
  j.key("save_trouble").value(s.match.save_trouble == Match::SaveTrouble::kFailed ? "failed"
                              : s.match.save_trouble == Match::SaveTrouble::kTakenElsewhere ? "taken elsewhere" : "");
  j.key("save_key").value(s.match.save_key);
  j.key("views_built").value(views_built(a)).key("table_frames").value(frames_built(a));
  j.key("view").raw(s.match.state->view_json(s.match.viewer));
  j.key("table").begin_object();
  write_frame_summary(last_frame(a), j);
  j.key("message").value(for_pointer(last_frame(a), s.match.message));
  if (t.summary) t.summary(last_frame(a), j);
  j.end_object();
  if (!extra_json.empty()) j.raw(extra_json);
  j.end_object();
  return j.str();
}

}  // namespace

// Draws the session's game with its table and reports it to the test hook.
void draw_table(App& a, const TableUI& t, double now, const std::string& extra_json) {
  const bool again = showing_again(a);
  TableFrame& f = again ? again_frame(a, t, now) : session_frame(a, t, now);
  if (a.screen == Screen::Table) attach_chat(a, f);
  else f.chat.clear();
  if (a.screen == Screen::Table && !again) attach_notes(a.session, f);
  t.draw(f);
  act_on_answers(a, t, f, now);
  hook::set_summary_builder([&a, &t, extra_json] { return table_summary(a, t, extra_json); });
}

// Share: the replay code and link of the game so far, and a link to the same deal.
namespace {

std::string draw_share(App& a, const State& state) {
  if (a.show_share) {
    ImGui::OpenPopup("Share this game");
    a.show_share = false;
  }
  std::string extra;
  // Centred on the screen every frame: a phone turned sideways (or a window resized) keeps it whole.
  const ImGuiViewport* screen = ImGui::GetMainViewport();
  ImGui::SetNextWindowSize(ImVec2(std::min(680.0f, screen->Size.x - 16), 0));
  ImGui::SetNextWindowPos(ImVec2(screen->Pos.x + screen->Size.x * 0.5f, screen->Pos.y + screen->Size.y * 0.5f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  if (ImGui::BeginPopupModal("Share this game", nullptr, ImGuiWindowFlags_NoResize)) {
    const std::string code = replay_code(state);
    const std::string link = io::page_address() + "?replay=" + code;
    DealLink deal;
    deal.game_id = state.info().id;
    deal.has_seed = true;
    deal.seed = state.seed();
    deal.seats = state.num_seats();
    deal.vs_computer = a.session.match.computer.size() > 1 && a.session.match.computer[1];
    deal.level = static_cast<int>(a.session.match.level);
    deal.options = state.options();
    const std::string deal_link = io::page_address() + deal_query(deal);
    ui::text_wrapped("Replay code: the whole game so far. Anyone can watch it from the start, here or with "
                       "'fivefronts replay --code'.");
    ui::code_box("##code", code, 70);
    hook::record_last_item("share/code");
    if (ui::button("share/copy-replay", "Copy replay link")) io::copy_text(link);
    ImGui::Separator();
    ui::text_wrapped("Deal link: the same cards from the start, for a friend to play on their own screen.");
    std::string shown_deal = deal_link;
    ImGui::SetNextItemWidth(-1);  // the whole row: a phone's default width showed a third of the link
    ImGui::InputText("##deal", shown_deal.data(), shown_deal.size() + 1, ImGuiInputTextFlags_ReadOnly);
    ui::tap_target("deal link");
    if (ui::button("share/copy-deal", "Copy deal link")) io::copy_text(deal_link);
    ImGui::Separator();
    if (ui::button("share/close", "Close", ImVec2(120, 0))) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    JsonWriter j;
    j.key("share").begin_object().key("code").value(code).key("link").value(link).key("deal").value(deal_link).end_object();
    extra = j.str();
  }
  return extra;
}


// The legal moves in the order the arrows walk them (the table's screen order), from the frame
// drawn for this position; empty when the frame is not this position's.
std::vector<Action> key_moves(const App& a, const TableUI& t) {
  const TableFrame& f = last_frame(a);
  if (!f.my_turn || !frame_is_present(a)) return {};
  return t.key_order ? t.key_order(f) : f.legal;
}

// Where the arrows start: the move the table points at (the guide's or the hint's), else the first
// that plays at once (never one that throws work away).
int first_focus(const App& a, const TableUI& t, const std::vector<Action>& moves) {
  const Session& s = a.session;
  if (s.hint.ready) {
    const auto it = std::find(moves.begin(), moves.end(), s.hint.action);
    if (it != moves.end()) return static_cast<int>(it - moves.begin());
  }
  for (size_t i = 0; i < moves.size(); ++i)
    if (!t.second_press || t.second_press(last_frame(a), moves[i]).empty()) return static_cast<int>(i);
  return 0;
}

// Arrows / Tab walk the legal moves in screen order; Escape lets go.
void walk_moves(App& a, const TableUI& t, const KeyPresses& k) {
  Session& s = a.session;
  const auto moves = key_moves(a, t);
  const int n = static_cast<int>(moves.size());
  if (n > 0 && (k.next || k.prev)) {
    int steps = k.next - k.prev;
    if (s.focus.index < 0) s.focus.index = first_focus(a, t, moves), steps -= steps > 0 ? 1 : -1;
    s.focus.index = ((s.focus.index + steps) % n + n) % n;
    s.focus.action = moves[s.focus.index];
    s.focus.active = true;
    io::announce("focus", "Move " + std::to_string(s.focus.index + 1) + " of " + std::to_string(n) + ": " +
                              describe_for(s, s.focus.action) + ". Enter plays it.");
  }
  if (k.cancel && s.focus.active) {
    s.focus.active = false;
    s.focus.index = -1;
    io::announce("focus", "No move chosen.");
  }
}

// Keyboard play for every game: the arrow keys walk through the legal moves, Enter plays the one in
// focus (a second time for one that throws work away), Escape lets go; H, U and R ask for a hint,
// undo and redo. The screen reader hears each new log line and the move in focus.
void handle_table_keys(App& a, const TableUI& t) {
  Session& s = a.session;
  const KeyPresses& k = a.keys;
  if (k.undo && can_undo(s)) session_undo(s);
  if (k.redo && can_redo(s)) session_redo(s);
  if (s.focus.asked_at != s.match.state->history().size() || !is_human_turn(s)) {
    s.focus.active = false;
    s.focus.index = -1;
    s.focus.asked_at = s.match.state->history().size();
  }
  if (k.confirm && !is_human_turn(s) && s.turn.thinking) s.turn.skip_pause = true;  // Space: show the computer's move now
  if (is_human_turn(s)) {
    if (k.hint && can_ask_hint(s)) session_request_hint(s);
    walk_moves(a, t, k);
    if (k.confirm && s.focus.active) {
      const Action act = s.focus.action;
      if (submit_pressed(a, t, last_frame(a), act, ImGui::GetTime())) s.focus.active = false;
    }
  }
  // Each new log line, for the screen reader, and the result at the end.
  const TableFrame& last = last_frame(a);
  const std::vector<Event>* events = last.events;
  const size_t n = events ? events->size() : 0;
  if (s.focus.announced > n) s.focus.announced = 0;
  if (s.focus.announced < n) {
    std::string text = event_line(last, events->back());
    if (s.match.state->is_terminal()) {
      double r = s.match.state->returns()[std::max(0, s.match.viewer)];
      text += r > 0 ? ". The game is over: you win." : r < 0 ? ". The game is over: you lose." : ". The game is over: a draw.";
    } else if (is_human_turn(s)) {
      text += ". Your turn.";
    }
    io::announce("log", text);
    s.focus.announced = n;
  }
  // The table holds (a finished round): the screen reader hears what it shows and how to go on.
  if (last.hold != s.focus.hold_announced) {
    s.focus.hold_announced = last.hold;
    if (last.hold) io::announce("focus", last.status + " Press Enter to go on.");
  }
  if (guide_shown(s) && s.hint.guide_announced != s.match.state->history().size()) {
    s.hint.guide_announced = s.match.state->history().size();
    io::announce("focus", "Guide: " + describe_for(s, s.hint.action) + ". " + s.hint.guide);
  }
}

void draw_table_bar_items(App& a, const State& state);

// "Again": shows the others' last turn again (on the player's turn, when they moved since); "Stop"
// while it shows. Always there (greyed when there is nothing to show), so the bar never reflows.
void draw_again_button(App& a) {
  const Session& s = a.session;
  const bool showing = showing_again(a);
  const bool can = showing || (is_human_turn(s) && !recent_moves(s.match, s.match.viewer).empty());
  ui::same_line_if_fits(ui::button_width("Again"));
  ImGui::BeginDisabled(!can);
  const bool pressed = ui::button("bar/again", showing ? "Stop" : "Again");
  ImGui::EndDisabled();
  const int to_act = s.match.state->current_player();
  const std::string others = s.match.state->num_seats() == 2 ? seat_name(s, 1 - s.match.viewer) + "'s" : "the others'";
  ui::hover_tip(showing ? "Stop showing the turn again." : can ? "Show " + others + " last turn again, move by move."
                                                         : "Nothing to show again: " + (to_act == s.match.viewer ? std::string("nobody else has moved since your last move.") : std::string("wait for your turn.")));
  if (pressed && showing) stop_showing_again(a);
  else if (pressed) start_showing_again(a, ImGui::GetTime());
}

// The bar above every table: the same for every game. It wraps on narrow screens.
void draw_table_bar(App& a, const State& state) {
  // Phones: a compact bar (small text) so it stays on one line above the table; its buttons are
  // still a finger's size (ui::button: kTapSize each way).
  const bool compact = ImGui::GetWindowWidth() < 600;
  if (compact) {  // seven buttons in 390 px: tight padding and spacing
    ImGui::PushFont(ui::fonts().small);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(5, 5));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(5, ImGui::GetStyle().ItemSpacing.y));
  }
  draw_table_bar_items(a, state);
  if (compact) {
    ImGui::PopStyleVar(2);
    ImGui::PopFont();
  }
}

constexpr int kMaxBarLines = 12;  // beyond (never seen in play) the text is shortened

// The lines of the bar's text room for a text `needed` lines long. The same whatever the text, so
// the table below stays put (it jumped by ~45 px with every line of a guide): two lines, one on a
// small screen (a phone keeps its height for the table); a guided game's reasons are longer: three,
// four on a phone upright, two sideways. A text that needs more grows the room, which keeps that
// many lines for the rest of the game (its id and deal) at this width: the table moves once, not
// back and forth.
int bar_lines(BarRoom& room, const Session& s, const State& state, float width, float needed) {
  std::string& game = room.game;
  int& most = room.most;
  const std::string id = state.info().id + "/" + std::to_string(state.seed()) + "/" + std::to_string(static_cast<int>(width));
  if (id != game) game = id, most = 0;
  const ImVec2 screen = ImGui::GetMainViewport()->Size;
  const bool small = screen.x < 600 || screen.y < 600;
  const int least = !s.hint.guided ? (small ? 1 : 2) : screen.y < 500 ? 2 : screen.x < 600 ? 4 : 3;
  most = std::clamp(static_cast<int>(std::ceil(needed - 0.05f)), most, kMaxBarLines);
  return std::max(least, most);
}

// The bar's line of text and its colour: the move in keyboard focus, the thinking hint, the guide's
// or the hint's move, else the game and deal.
std::string bar_text(const Session& s, const State& state, ImVec4& colour) {
  colour = ImVec4(0.62f, 0.70f, 0.64f, 1);
  if (s.focus.active) {
    colour = ImVec4(0.55f, 0.80f, 1.0f, 1);
    return "Keyboard: " + describe_for(s, s.focus.action) + "  (Enter plays, arrows change, Esc)";
  }
  if (s.hint.thinking) {
    colour = ImVec4(0.95f, 0.77f, 0.25f, 1);
    return "Looking for a good move...";
  }
  if (guide_shown(s)) {
    colour = ImVec4(0.55f, 0.90f, 0.60f, 1);
    return "Guide: " + describe_for(s, s.hint.action) + ". " + s.hint.guide;
  }
  if (s.hint.ready && is_human_turn(s)) {
    colour = ImVec4(0.95f, 0.77f, 0.25f, 1);
    std::string text = "Hint: " + describe_for(s, s.hint.action);
    if (s.hint.win >= 0) text += "  (about " + std::to_string(static_cast<int>(s.hint.win * 100 + 0.5)) + "% to win)";
    return text;
  }
  if (ImGui::GetWindowWidth() < 600) return "";
  std::string text = state.info().name + "  \xC2\xB7  deal " + std::to_string(state.seed());
  if (s.hint.guided && !guided_choices(state.info()).empty()) text += "  \xC2\xB7  guided: " + guided_choices(state.info());
  return text;
}

// The bar's text, whole: beside the buttons if there is room for it (240 px; a guided game's
// longer reasons 400), else under them, in the room bar_lines() keeps.
void draw_bar_text(App& a, const State& state) {
  const Session& s = a.session;
  ImVec4 colour;
  const std::string text = bar_text(s, state, colour);
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const float room = right - ImGui::GetItemRectMax().x - ImGui::GetStyle().ItemSpacing.x;
  const bool beside = room >= (s.hint.guided ? 400 : 240);
  const float width = beside ? room : ImGui::GetWindowContentRegionMax().x - ImGui::GetWindowContentRegionMin().x;
  const int lines = bar_lines(a.table.bar, s, state, width, ImGui::CalcTextSize(text.c_str(), nullptr, false, width).y / ImGui::GetTextLineHeight());
  if (beside) ImGui::SameLine();
  const ImVec2 size(beside ? room : 0, ImGui::GetTextLineHeight() * static_cast<float>(lines) + 2);
  ImGui::BeginChild("bar-text", size, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoBackground);
  const std::string shown = ui::fit_lines(text, ImGui::GetContentRegionAvail().x, lines);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ui::text_wrapped("%s", shown.c_str());
  ImGui::PopStyleColor();
  ImGui::EndChild();
  if (shown != text) ui::hover_tip(text);
}

void draw_table_bar_items(App& a, const State& state) {
  if (ui::button("bar/menu", "Menu")) {
    a.saved_checked = false;
    a.screen = Screen::Menu;
  }
  ui::same_line_if_fits(ui::button_width("Rules"));
  if (ui::button("bar/rules", "Rules")) open_rules(a, state.info().id, a.screen, rules_section_for(state));
  ui::same_line_if_fits(ui::button_width("Share"));
  if (ui::button("bar/share", "Share")) a.show_share = true;
  Session& s = a.session;
  bool undo_now = false, redo_now = false;
  if (human_seat(s) >= 0) {
    const bool undo = can_undo(s), redo = can_redo(s), hint = can_ask_hint(s);
    ui::same_line_if_fits(ui::button_width("Undo"));
    ImGui::BeginDisabled(!undo);
    undo_now = ui::button("bar/undo", "Undo");
    ImGui::EndDisabled();
    if (!undo) ui::hover_tip(undo_off_reason(s));
    ui::same_line_if_fits(ui::button_width("Redo"));
    ImGui::BeginDisabled(!redo);
    redo_now = ui::button("bar/redo", "Redo");
    ImGui::EndDisabled();
    ui::same_line_if_fits(ui::button_width("Hint"));
    ImGui::BeginDisabled(!hint);
    if (ui::button("bar/hint", "Hint")) session_request_hint(s);
    ImGui::EndDisabled();
    draw_again_button(a);
  }
  draw_bar_text(a, state);
  // Last: undo replaces the session's State, which `state` refers to (reading it after an undo
  // read freed memory, and crashed the page when the memory had been reused).
  if (undo_now) session_undo(s);
  if (redo_now) session_redo(s);
}

// A save that failed, or a game another tab took over, is said on the table until it is resolved;
// the game goes on, and Export shows its replay code to keep it by hand.
void draw_save_trouble(App& a) {
  const Match::SaveTrouble trouble = a.session.match.save_trouble;
  if (trouble == Match::SaveTrouble::kNone) return;
  const char* text = trouble == Match::SaveTrouble::kFailed
                         ? "This game could not be saved: the browser's storage is full or blocked. Keep it by exporting it."
                         : "This game was continued in another tab, which saves it now; moves made here are not saved.";
  ui::wrapped(text, ui::colors::kTrouble);
  if (ui::button("save/export", "Export this game")) a.show_share = true;
}

}  // namespace

// ---- Online ----------------------------------------------------------------------------------

namespace {

// The seats whose players chat with this page's: people, not computers, not this page's own.
std::vector<int> chat_peers(const App& a) {
  std::vector<int> out;
  const int me = online_my_seat(a);
  if (const OnlineHost* h = host_side(a.online)) {
    for (int seat = 0; seat < static_cast<int>(h->seats.size()); ++seat)
      if (seat != me && a.session.match.is_remote(seat)) out.push_back(seat);
  } else if (const OnlineGuest* g = guest_side(a.online)) {
    for (int seat = 0; seat < static_cast<int>(g->presence.size()); ++seat)
      if (seat != me && g->presence[seat] != Presence::kComputer) out.push_back(seat);
  }
  return out;
}

// The chat field: one line of any length (the host refuses more than kChatMaxChars characters);
// true when Enter was pressed in it.
bool chat_field(OnlineChat& c, float width) {
  ImGui::SetNextItemWidth(width);
  // Not a Tab stop: Tab walks the table's moves (ImGui's own Tab focusing would take the keyboard
  // into the field); a click or tap gives the field the keyboard.
  ImGui::PushAllowKeyboardFocus(false);
  const bool entered = ui::input_line("##chat", "Say something", c.draft, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::PopAllowKeyboardFocus();
  hook::record_last_item("chat/field");
  return entered;
}

// The quick reactions and a Mute per other player: inline on a wide screen, in the React popup on
// a narrow one (`inline_row`: each continues the row where it fits).
void draw_chat_choices(App& a, double now, bool inline_row) {
  OnlineChat& c = a.online.chat;
  for (const Reaction& r : kReactions) {
    if (inline_row) ui::same_line_if_fits(ui::button_width(r.text));
    if (ui::button(std::string("chat/react/") + r.id, r.text, ImVec2(inline_row ? 0 : ui::px(150), 0))) {
      online_react(a, r.id, now);
      if (!inline_row) ImGui::CloseCurrentPopup();
    }
  }
  for (int seat : chat_peers(a)) {
    const bool muted = chat_muted(c, seat);
    const std::string label = (muted ? "Unmute " : "Mute ") + chat_sender(a, seat);
    if (inline_row) ui::same_line_if_fits(ui::button_width(label));
    if (ui::button("chat/mute/" + std::to_string(seat + 1), label.c_str(), ImVec2(inline_row ? 0 : ui::px(150), 0))) chat_mute(c, seat, !muted);
  }
}

// One line of the chat bar, shortened to `width` (the whole on hover or tap).
void chat_note(const std::string& text, ImU32 colour, float width) {
  const std::string shown = ui::fit_width(ImGui::GetFont(), ImGui::GetFontSize(), text, width);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ui::text_unformatted(shown);
  ImGui::PopStyleColor();
  if (shown != text) ui::hover_tip(text);
}

// The host's latest refusal of a line of ours, for a few seconds ("" after them).
std::string chat_refusal_shown(const OnlineChat& c, double now) {
  return !c.refused.empty() && now - c.refused_at < 6 ? "Not sent: " + c.refused : "";
}

// The line under a narrow chat bar, always there (the table under it does not jump): the host's
// latest refusal of a line of ours for a few seconds, else the newest line shown (the log is far
// down a phone's panel), else what the bar is for.
void draw_chat_news(const App& a, double now, float width) {
  const OnlineChat& c = a.online.chat;
  if (const std::string refused = chat_refusal_shown(c, now); !refused.empty()) return chat_note(refused, ui::colors::kTrouble, width);
  for (auto it = c.lines.rbegin(); it != c.lines.rend(); ++it)
    if (!chat_muted(c, it->seat)) return chat_note(chat_text(a, *it), IM_COL32(130, 215, 255, 255), width);
  chat_note("Chat: lines and reactions show here and in the log.", ui::colors::kMuted, width);
}

// Online, above the table: the chat field and Send, the quick reactions and a Mute per other player,
// in the small font. A wide screen has them on one row (the host's latest refusal of a line of ours
// at its end for a few seconds); a narrow one (a phone) has the field, Send and a React button whose
// popup holds the reactions and Mute, and a line under them (draw_chat_news). While the field has
// the keyboard, the table's keys wait (main.cpp reads none while ImGui wants text). Hot-seat and
// computer games have none.
void draw_chat_bar(App& a, double now) {
  OnlineChat& c = a.online.chat;
  ImGui::PushFont(ui::fonts().small);
  const float avail = ImGui::GetContentRegionAvail().x, gap = ImGui::GetStyle().ItemSpacing.x;
  const bool narrow = avail < ui::px(700);
  const float field_w = narrow ? avail - ui::button_width("Send") - ui::button_width("React") - 2 * gap
                               : std::clamp(avail * 0.3f, ui::px(160), ui::px(340));
  bool send_now = chat_field(c, field_w);
  ImGui::SameLine();
  send_now |= ui::button("chat/send", "Send");
  if (send_now && !c.draft.empty()) {
    online_chat(a, c.draft, now);
    c.draft.clear();
    ImGui::SetKeyboardFocusHere(-1);  // the field keeps the keyboard for the next line
  }
  if (narrow) {
    ImGui::SameLine();
    if (ui::button("chat/more", "React")) ImGui::OpenPopup("chat-choices");
    // Under the button, its right edge on the button's: the field and the buttons stay in sight.
    ImGui::SetNextWindowPos(ImVec2(ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y + 4), ImGuiCond_Appearing, ImVec2(1, 0));
    if (ImGui::BeginPopup("chat-choices")) {
      draw_chat_choices(a, now, false);
      ImGui::EndPopup();
    }
    draw_chat_news(a, now, avail);
  } else {
    draw_chat_choices(a, now, true);
    if (const std::string refused = chat_refusal_shown(c, now); !refused.empty()) {
      ui::same_line_if_fits(ui::px(160));
      chat_note(refused, ui::colors::kTrouble, ImGui::GetContentRegionAvail().x);
    }
  }
  ImGui::PopFont();
}

std::string guest_summary(const App& a, const std::string& extra = "") {
  static const OnlineGuest kLeft;  // the summary asked for after Leave, before the menu's first frame
  const OnlineGuest& g = guest_side(a.online) ? *guest_side(a.online) : kLeft;
  const HostMessage& m = g.frame;
  JsonWriter j;
  j.begin_object();
  j.key("game").value(m.game);
  j.key("record").value("online position " + std::to_string(m.position));  // changes with every move, as a record does
  j.key("viewer").value(g.seat).key("to_act").value(m.to_act).key("human_turn").value(last_frame(a).my_turn);
  j.key("thinking").value(false).key("terminal").value(!m.result.empty());
  if (!m.result.empty()) j.key("returns").values(m.result);
  j.key("view").raw(m.view);
  j.key("online").raw(online_summary(a));
  j.key("table").begin_object();
  write_frame_summary(last_frame(a), j);
  j.key("message").value(for_pointer(last_frame(a), last_frame(a).message));
  // The table's own facts, as at home (a player's seat: the tables' summaries read the seat's view).
  if (const TableUI* t = find_table(m.game); t && t->summary && !g.watcher && g.seat >= 0) t->summary(last_frame(a), j);
  j.end_object();
  if (!extra.empty()) j.raw(extra);
  j.end_object();
  return j.str();
}

// Mid-game, under a guest's bar, what its page found of the deal: the host left and showed it, or
// left without (at the end the result window says it).
void draw_fair_line(const App& a, const OnlineGuest& g) {
  bool ok = false;
  const std::string fair = g.frame.result.empty() ? fair_deal_line(a, &ok) : "";
  if (!fair.empty()) ui::wrapped(fair, ok ? IM_COL32(140, 230, 153, 255) : ui::colors::kTrouble, ui::fonts().small);
  if (!fair.empty()) hook::record_last_item("online/fair");
}

// A spectator's table after its bar's Leave and Rules: whose side it follows, who plays and watches,
// and the public view from that side. It never acts; the result window's buttons leave.
void draw_watcher_table(App& a, OnlineGuest& g, const TableUI& t, double now) {
  ui::same_line_if_fits(ImGui::CalcTextSize("Watching, from the side of").x);
  ui::text_unformatted("Watching, from the side of");
  for (int seat = 0; seat < g.frame.seats; ++seat) {
    const std::string label = "Player " + std::to_string(seat + 1);
    ui::same_line_if_fits(ImGui::GetFrameHeight() + ImGui::CalcTextSize(label.c_str()).x + 8);
    if (ui::radio((label + "##follow").c_str(), g.follow == seat)) g.follow = seat;
    hook::record_last_item("watch/follow/" + std::to_string(seat + 1));
  }
  const std::string line = presence_line(a);
  if (!line.empty()) ui::text_disabled("Online: %s", line.c_str());
  draw_fair_line(a, g);
  TableFrame& f = guest_frame(a, g, t, now);
  t.draw(f);
  if (f.intent != TableIntent::kNone) online_leave(a);
  hook::set_summary_builder([&a] { return guest_summary(a); });
}

// A guest's table: the bar (Leave, Rules), who is connected, and the seat's table; the moves its
// player makes go to the host, whose next frame shows them played (or a refusal says why not).
void draw_guest_table(App& a, OnlineGuest& g) {
  const TableUI* t = g.view ? find_table(g.frame.game) : nullptr;
  if (!t) {
    a.screen = Screen::Lobby;
    return;
  }
  const double now = ImGui::GetTime();
  if (ui::button("bar/leave", "Leave")) return online_leave(a);
  ui::same_line_if_fits(ui::button_width("Rules"));
  if (ui::button("bar/rules", "Rules")) open_rules(a, g.frame.game, Screen::Table);
  if (g.watcher) return draw_watcher_table(a, g, *t, now);
  ui::same_line_if_fits(ui::button_width("Hint"));
  ImGui::BeginDisabled(!g.frame.my_turn || g.hint_at == g.frame.position);
  if (ui::button("bar/hint", "Hint")) online_ask_hint(a);
  ImGui::EndDisabled();
  if (g.hint_at == g.frame.position && g.frame.my_turn) {
    ImGui::SameLine();
    ui::text_colored(ImVec4(0.95f, 0.77f, 0.25f, 1), "Hint: %s", named(last_frame(a), g.hint.text).c_str());
  }
  const std::string line = presence_line(a);
  if (!line.empty()) {
    ImGui::SameLine();
    ui::text_disabled("Online: %s", line.c_str());
  }
  draw_fair_line(a, g);
  draw_chat_bar(a, now);
  enter_presses_on(a);
  TableFrame& f = guest_frame(a, g, *t, now);
  t->draw(f);
  for (Action act : f.chosen)
    if (is_legal(f, act)) {
      online_send_move(a, act);
      break;
    }
  if (!f.refusal.empty()) g.refused = f.refusal, g.refused_at = now;
  // The result window's buttons: Rematch asks the host; Share shows the verified game's replay code;
  // Watch replay opens it (every hand shown); the others leave (the game is over).
  std::string extra;
  if (const State* verified = g.fair.verdict ? g.fair.verdict->game.get() : nullptr) {
    if (f.intent == TableIntent::kShare) a.show_share = true;
    extra = draw_share(a, *verified);
    if (f.intent == TableIntent::kReplay) {
      const std::string code = replay_code(*verified);
      online_leave(a);
      if (Status opened = open_replay(a, code); !opened) a.notice = "The replay could not be opened: " + opened.error;
      return;
    }
  }
  if (f.intent == TableIntent::kRematch) online_ask_rematch(a);
  else if (f.intent != TableIntent::kNone && f.intent != TableIntent::kShare) online_leave(a);
  hook::set_summary_builder([&a, extra] { return guest_summary(a, extra); });
}

// The host's line under the bar: who is connected, and a seat whose friend is gone can be handed to
// the computer. True when the host stopped hosting (the online part is gone).
bool draw_presence(App& a, OnlineHost& h) {
  const std::string line = presence_line(a);
  if (line.empty()) return false;
  ui::text_disabled("Online: %s", line.c_str());
  for (size_t seat = 0; seat < h.seats.size(); ++seat) {
    OnlineSeat& s = h.seats[seat];
    const Presence p = s.presence;
    if (!a.session.match.is_remote(static_cast<int>(seat)) || p == Presence::kConnected) continue;
    // The seat's link again, or a new connection code (a friend who joined by code and reloaded).
    const std::string invite = "Invite seat " + std::to_string(seat + 1) + " again";
    ui::same_line_if_fits(ui::button_width(invite));
    if (ui::button("online/invite/" + std::to_string(seat + 1), invite.c_str())) a.screen = Screen::Lobby;
    const std::string label = "Computer plays seat " + std::to_string(seat + 1);
    ui::same_line_if_fits(ui::button_width(label));
    if (ui::button("online/computer/" + std::to_string(seat + 1), label.c_str())) {
      a.session.match.remote[seat] = false;
      a.session.match.computer[seat] = true;
      s.presence = Presence::kComputer;
      h.presence_sent = false;
      if (s.conn > 0) io::net_close(s.conn);
      s.conn = 0;
      s.token.clear();
    }
  }
  ui::same_line_if_fits(ui::button_width("Copy watch link") + ui::px(160));
  draw_watch_controls(a);
  // Leaving early: every page is shown the deal so far (it checks what it saw), the friends' seats
  // go to the computer and the game goes on at this screen, from the menu's Continue.
  ui::same_line_if_fits(ui::button_width("Stop hosting"));
  if (ui::button("online/stop", "Stop hosting")) return online_leave(a), true;
  // What the host's page waits for (its id still held after a reload, the signalling server lost).
  if (!a.online.trouble.empty()) ui::wrapped(a.online.trouble, ui::colors::kTrouble, ui::fonts().small);
  return false;
}

}  // namespace

void draw_table_screen(App& a) {
  if (OnlineGuest* g = guest_side(a.online)) return draw_guest_table(a, *g);
  if (!online_dealt(a)) {  // a game online not dealt yet: the lobby waits for the friends' parts
    a.screen = Screen::Lobby;
    return;
  }
  Session& s = a.session;
  const TableUI* t = s.has_game() ? find_table(s.match.state->info().id) : nullptr;
  if (!t) {
    a.screen = Screen::Menu;
    return;
  }
  double now = ImGui::GetTime();
  // The computer thinks for about half of each frame interval (8 to 30 ms), so it finishes in
  // similar wall time on a slow-drawing page, and the page never stalls for more than 30 ms.
  const double slice_ms = std::clamp(ImGui::GetIO().DeltaTime * 1000.0 * 0.5, 8.0, 30.0);
  session_update(s, now, slice_ms);
  if (showing_again(a) && (a.keys.confirm || a.keys.cancel)) {
    stop_showing_again(a);  // a key ends the showing again (and does nothing else)
    a.keys.confirm = a.keys.cancel = false;
  }
  step_showing_again(a, now);
  if (!s.match.cover) enter_presses_on(a);
  if (!s.match.cover) handle_table_keys(a, *t);
  else if (a.keys.confirm) s.match.cover = false;  // hot seat: Enter means "I am ready"
  draw_table_bar(a, *s.match.state);
  if (OnlineHost* h = host_side(a.online)) {
    if (draw_presence(a, *h)) return;
    if (!s.match.cover) draw_chat_bar(a, now);
  }
  session_watch_storage(s);
  draw_save_trouble(a);
  if (s.match.cover) {
    ImGui::Dummy(ImVec2(0, ImGui::GetWindowHeight() * 0.3f));
    std::string who = seat_name(s, s.match.viewer);
    ui::text_centered((who + ", it is your turn").c_str(), ui::fonts().title, ui::colors::kGold);
    ui::text_centered("Pass the device; the other hands stay hidden until you are ready.", ui::fonts().body, ui::colors::kMuted);
    ImGui::Dummy(ImVec2(0, 20));
    ImGui::SetCursorPosX((ImGui::GetWindowWidth() - 200) * 0.5f);
    if (ui::button("cover/ready", "I am ready", ImVec2(200, 48))) s.match.cover = false;
    hook::set_summary("{\"cover\":true}");
    return;
  }
  std::string extra = draw_share(a, *s.match.state);
  if (host_side(a.online)) extra += (extra.empty() ? "" : ",") + std::string("\"online\":") + online_summary(a);
  draw_table(a, *t, now, extra);
}

// ---- Replay viewer -------------------------------------------------------------------------

namespace {

// Shows the position after the first `pos` moves of the replayed game.
void replay_goto(App& a, int pos) {
  ReplayView& r = a.replay;
  const auto& moves = r.game->history();
  pos = std::clamp(pos, 0, static_cast<int>(moves.size()));
  Session& s = a.session;
  session_reset(s);
  s.match.state = r.game->clone();
  s.match.spectator = true;
  s.match.computer.assign(s.match.state->num_seats(), false);
  s.match.viewer = r.seat == kObserver ? kObserver : std::clamp(r.seat, 0, s.match.state->num_seats() - 1);
  session_rebuild(s, moves, static_cast<size_t>(pos > 0 ? pos - 1 : 0));
  if (!r.serial) r.serial = s.match.serial;
  s.match.serial = r.serial;  // one game from step to step: cards glide, dice roll, chips travel
  r.last_move = "The start of the game";
  if (pos > 0) {
    const int seat = s.match.state->current_player();
    r.last_move = seat_name(s, seat) + " " + named(s, s.match.state->describe(moves[pos - 1]));
    match_apply(s.match, moves[pos - 1]);
  }
  r.pos = pos;
}

// Whose view the replay shows: a player's, or Everyone's (the public view: what every player saw,
// no hand; a replay shown to someone who played no seat). A drop-down: one row on a phone.
void draw_seen_by(App& a, float width) {
  ReplayView& r = a.replay;
  auto label = [](int seat) { return seat == kObserver ? std::string("Everyone") : "Player " + std::to_string(seat + 1); };
  ui::same_line_if_fits(width);
  ImGui::SetNextItemWidth(width);
  const bool open = ImGui::BeginCombo("##seen-by", label(r.seat).c_str());
  ui::tap_target("seen by");
  if (open) {
    const int seats = r.game->num_seats();
    ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0, 0.5f));
    for (int i = 0; i <= seats; ++i) {  // the players, then Everyone: rows a finger can pick on a phone
      const int seat = i < seats ? i : kObserver;
      if (ImGui::Selectable(label(seat).c_str(), r.seat == seat, 0, ImVec2(0, ui::tap_size()))) r.seat = seat, replay_goto(a, r.pos);
      ui::tap_target(label(seat));
      hook::record_last_item("replay/seat/" + (seat == kObserver ? std::string("everyone") : std::to_string(seat + 1)));
    }
    ImGui::PopStyleVar();
    ImGui::EndCombo();
  }
  hook::record_last_item("replay/seen-by");
}

}  // namespace

Status open_replay(App& a, std::string_view code) {
  auto game = parse_replay_code(code);
  if (!game) return Error{game.error()};
  // A valid code of a game without a table here (the test-only game) is refused, not shown blank.
  if ((*game)->info().test_only || !find_table((*game)->info().id))
    return make_error("it is a replay of " + (*game)->info().name + ", which cannot be shown here");
  a.replay = ReplayView{};
  a.replay.game = std::move(*game);
  replay_goto(a, 0);
  a.screen = Screen::Replay;
  return {};
}

void draw_replay(App& a) {
  ReplayView& r = a.replay;
  if (!r.game || !a.session.match.state) {
    a.screen = Screen::Menu;
    return;
  }
  const TableUI* t = find_table(r.game->info().id);
  const int total = static_cast<int>(r.game->history().size());
  const double now = ImGui::GetTime();
  if (a.keys.next || a.keys.prev) replay_goto(a, r.pos + a.keys.next - a.keys.prev);
  if (a.keys.confirm) {
    r.playing = !r.playing && r.pos < total;
    r.next_step = now;
  }
  if (r.playing && now >= r.next_step) {
    if (r.pos < total) replay_goto(a, r.pos + 1);
    r.playing = r.pos < total;
    r.next_step = now + 0.8;
  }
  if (ui::button("replay/menu", "Menu")) {
    a.saved_checked = false;
    a.screen = Screen::Menu;
    return;
  }
  // A phone's finger-sized buttons continue on the next line where the row is full.
  ui::same_line_if_fits(ui::button_width("|<"));
  if (ui::button("replay/first", "|<")) replay_goto(a, 0);
  ui::same_line_if_fits(ui::button_width("<"));
  if (ui::button("replay/back", "<")) replay_goto(a, r.pos - 1);
  ui::same_line_if_fits(70);
  if (ui::button("replay/play", r.playing ? "Pause" : "Play", ImVec2(70, 0))) {
    r.playing = !r.playing && r.pos < total;
    r.next_step = now;
  }
  ui::same_line_if_fits(ui::button_width(">"));
  if (ui::button("replay/next", ">")) replay_goto(a, r.pos + 1);
  ui::same_line_if_fits(ui::button_width(">|"));
  if (ui::button("replay/last", ">|")) replay_goto(a, total);
  ImGui::SameLine();
  int pos = r.pos;
  // The timeline gives up width (down to 120 px) so that "seen by" and its choice stay on this row.
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float choice_w = ImGui::CalcTextSize("Everyone").x + ImGui::GetFrameHeight() + 2 * ImGui::GetStyle().FramePadding.x;
  const float avail = ImGui::GetContentRegionAvail().x;
  ImGui::SetNextItemWidth(std::max(120.0f, std::min(avail * 0.35f, avail - ImGui::CalcTextSize("seen by").x - choice_w - 3 * gap)));
  if (ImGui::SliderInt("##timeline", &pos, 0, total, "move %d")) replay_goto(a, pos);
  ui::tap_target("timeline");
  hook::record_last_item("replay/timeline");
  // A narrow screen continues the row on the next line.
  ui::same_line_if_fits(ImGui::CalcTextSize("seen by").x);
  ui::text_unformatted("seen by");
  draw_seen_by(a, choice_w);
  ui::text_disabled("Move %d of %d: %s", r.pos, total, r.last_move.c_str());
  JsonWriter j;
  j.key("replay").begin_object().key("pos").value(r.pos).key("total").value(total).key("playing").value(r.playing).end_object();
  if (t) draw_table(a, *t, now, j.str());
}

}  // namespace ff
