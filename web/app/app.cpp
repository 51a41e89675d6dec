#include "web/app/app.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/common/text.h"
#include "core/engine/game.h"
#include "core/engine/links.h"
#include "web/app/platform_io.h"
#include "web/app/test_hook.h"
#include "web/table/tables.h"
#include "web/widgets/card.h"
#include "web/widgets/motion.h"
#include "web/widgets/ui.h"

namespace ff {

App& app() {
  static App a;
  return a;
}

const char* screen_name(Screen s) {
  switch (s) {
    case Screen::Menu: return "menu";
    case Screen::About: return "about";
    case Screen::Gallery: return "gallery";
    case Screen::NewGame: return "new-game";
    case Screen::Table: return "table";
    case Screen::Replay: return "replay";
    case Screen::OpenCode: return "open-code";
    case Screen::Stats: return "stats";
    case Screen::Rules: return "rules";
    case Screen::Settings: return "settings";
  }
  return "?";
}

// Games a player can open: registered, not the engine's test game, and with a table to draw.
static std::vector<const Game*> playable_games() {
  std::vector<const Game*> out;
  for (const Game* g : registry())
    if (!g->info.test_only && find_table(g->info.id)) out.push_back(g);
  return out;
}

static uint64_t fresh_seed() {
  // Any varying number will do: the seed is shown and can be typed in to replay a deal.
  static uint64_t counter = 0;
  uint64_t x = static_cast<uint64_t>(ImGui::GetTime() * 1e6) ^ (++counter * 0x9E3779B97F4A7C15ull);
  x ^= reinterpret_cast<uintptr_t>(&counter);
  Rng rng(x);
  return rng.below(1000000000u);
}

static void open_new_game(App& a, const Game& g) {
  NewGameForm& f = a.form;
  f.game_id = g.info.id;
  f.seats = seat_counts(g.info).front();
  f.options = *resolve_options(g.info, {});
  std::snprintf(f.seed_text, sizeof f.seed_text, "%llu", static_cast<unsigned long long>(fresh_seed()));
  a.screen = Screen::NewGame;
}

// A column at most `max_width` wide, centred in the window: the menu-like screens. EndChild() closes it.
static void begin_column(const char* id, float max_width) {
  const float width = std::min(max_width, ImGui::GetContentRegionAvail().x);
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
  ImGui::BeginChild(id, ImVec2(width, 0));
}

static void draw_menu(App& a) {
  ImGui::Dummy(ImVec2(0, 24));
  ui::text_centered("Five Fronts", ui::fonts().title, ui::colors::kGold);
  ui::text_centered("Battle card games for two to four players", ui::fonts().body, ui::colors::kMuted);
  ImGui::Dummy(ImVec2(0, 20));
  if (!a.notice.empty()) {
    ui::text_centered(a.notice.c_str(), ui::fonts().body, IM_COL32(255, 200, 120, 255));
    ImGui::Dummy(ImVec2(0, 8));
  }
  if (!a.saved_checked) {
    std::string problem;
    a.saved_label = saved_game_label(problem);
    if (!problem.empty()) a.notice = "Your saved game could not be continued: " + problem + ". Start a new game.";
    a.saved_checked = true;
  }
  auto games = playable_games();
  // Two columns of games on wide screens; the list scrolls above a fixed row of other screens.
  const float avail = ImGui::GetContentRegionAvail().x;
  const int columns = avail >= 900 && games.size() > 2 ? 2 : 1;
  const float width = std::min(columns == 2 ? 1040.0f : 560.0f, avail);
  const float x = (ImGui::GetWindowWidth() - width) * 0.5f;
  const int footer_rows = columns == 2 ? 1 : 3;
  const float footer = 8 + footer_rows * (40 + ImGui::GetStyle().ItemSpacing.y) + ImGui::GetStyle().WindowPadding.y;
  ImGui::SetCursorPosX(x);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));
  // On short screens (a phone held sideways) the other screens' buttons scroll with the games.
  const bool fixed_footer = ImGui::GetContentRegionAvail().y - footer >= 300;
  ImGui::BeginChild("games", ImVec2(width, fixed_footer ? ImGui::GetContentRegionAvail().y - footer : 0));
  if (games.empty()) {
    ImGui::PushFont(ui::fonts().heading);
    ImGui::TextWrapped("No games are playable yet.");
    ImGui::PopFont();
    ImGui::TextWrapped(
        "The five games (Poker Assault, Head-to-Head Poker, Crossfire, Ground Assault and Assault Edge) "
        "appear here as each one is finished: rules, table and computer opponent.");
  }
  if (!a.saved_label.empty()) {
    ImGui::PushFont(ui::fonts().heading);
    bool go = ui::button("menu/continue", "Continue", ImVec2(width, 52));
    ImGui::PopFont();
    ImGui::TextDisabled("%s", a.saved_label.c_str());
    ImGui::Dummy(ImVec2(0, 10));
    if (go) {
      Status st = session_resume(a.session);
      a.saved_checked = false;
      if (st) a.screen = Screen::Table;
      else a.notice = "Your saved game could not be continued: " + st.error + ". Start a new game.";
    }
  }
  const float col_w = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x * (columns - 1)) / columns;
  if (columns == 2) ImGui::Columns(2, "game-columns", false);
  for (const Game* g : games) {
    ImGui::PushFont(ui::fonts().heading);
    if (ui::button("menu/game/" + g->info.id, g->info.name.c_str(), ImVec2(col_w, 52))) open_new_game(a, *g);
    ImGui::PopFont();
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + col_w);
    ImGui::TextWrapped("%s", g->info.summary.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    ImGui::Dummy(ImVec2(0, 6));
    if (columns == 2) ImGui::NextColumn();
  }
  if (columns == 2) ImGui::Columns(1);
  if (fixed_footer) {
    ImGui::EndChild();
    ImGui::SetCursorPosX(x);
    ImGui::BeginChild("menu-footer", ImVec2(width, 0));
  }
  ImGui::Dummy(ImVec2(0, 8));
  float bw = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (columns == 2) bw = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x * 4) / 5;
  if (ui::button("menu/open-code", "Open a replay", ImVec2(bw, 40))) {
    a.code_error.clear();
    a.screen = Screen::OpenCode;
  }
  ImGui::SameLine();
  if (ui::button("menu/stats", "Statistics", ImVec2(bw, 40))) a.screen = Screen::Stats;
  if (columns == 2) ImGui::SameLine();
  if (ui::button("menu/settings", "Settings", ImVec2(bw, 40))) a.screen = Screen::Settings;
  ImGui::SameLine();
  if (ui::button("menu/about", "About", ImVec2(bw, 40))) a.screen = Screen::About;
  if (columns == 2) ImGui::SameLine();
  if (ui::button("menu/gallery", "Card gallery", ImVec2(bw, 40))) a.screen = Screen::Gallery;
  ImGui::EndChild();
  ImGui::PopStyleColor();

  JsonWriter j;
  j.begin_object().key("games").begin_array();
  for (const Game* g : games) j.value(g->info.id);
  j.end_array();
  j.key("notice").value(a.notice);
  j.key("continue").value(a.saved_label);
  j.end_object();
  hook::set_summary(j.str());
}

static void draw_about(App& a) {
  begin_column("about", 720.0f);
  ImGui::PushFont(ui::fonts().heading);
  ImGui::TextUnformatted("About Five Fronts");
  ImGui::PopFont();
  ImGui::Text("Version %s", FF_VERSION);
  ImGui::TextWrapped(
      "Five tabletop battle card games for the browser, played against a computer opponent or a friend "
      "at the same screen. Everything runs on this page: no server, no account.");
  ImGui::Separator();
  ImGui::PushFont(ui::fonts().heading);
  ImGui::TextUnformatted("Built with");
  ImGui::PopFont();
  struct Dep {
    const char* name;
    const char* licence;
  };
  const Dep deps[] = {
      {"Dear ImGui 1.86 (Omar Cornut and contributors)", "MIT licence"},
      {"SDL 2.26 (Sam Lantinga and contributors)", "zlib licence"},
      {"DejaVu Sans fonts (DejaVu fonts team, from Bitstream Vera)", "Bitstream Vera / DejaVu free licence"},
      {"Emscripten runtime (Emscripten authors)", "MIT licence / University of Illinois NCSA licence"},
  };
  for (const Dep& d : deps) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s: %s", d.name, d.licence);
  }
  ImGui::Separator();
  ImGui::TextWrapped(
      "Game rules belong to their designers and publishers; unit and faction names in Five Fronts are "
      "original.");
  ImGui::Dummy(ImVec2(0, 12));
  if (ui::button("about/back", "Back to the menu", ImVec2(220, 40))) a.screen = Screen::Menu;
  ImGui::EndChild();
}

static void draw_gallery(App& a) {
  if (ui::button("gallery/back", "Back", ImVec2(120, 36))) a.screen = Screen::Menu;
  ImGui::SameLine();
  if (ImGui::Checkbox("Four-colour deck", &a.four_colour)) save_settings(a);
  hook::record_last_item("gallery/four-colour");
  ImGui::BeginChild("cards", ImVec2(0, 0), false, ImGuiWindowFlags_HorizontalScrollbar);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  unsigned colour = a.four_colour ? unsigned{ui::kCardFourColour} : 0u;
  auto row = [&](float w, const std::vector<std::pair<Card, unsigned>>& cards) {
    ImVec2 p = ImGui::GetCursorScreenPos();
    p.y += w * 0.15f;
    for (size_t i = 0; i < cards.size(); ++i)
      ui::draw_card(dl, ImVec2(p.x + i * (w + 10), p.y), w, cards[i].first, cards[i].second | colour);
    ImGui::Dummy(ImVec2(cards.size() * (w + 10), w * ui::kCardAspect + w * 0.25f));
  };
  for (int suit = 3; suit >= 0; --suit) {
    std::vector<std::pair<Card, unsigned>> cards;
    for (int rank = 2; rank <= kAce; ++rank) cards.push_back({Card::make(rank, suit), 0});
    row(60, cards);
  }
  row(90, {{Card::make(kAce, kSpades), 0},
           {Card::make(kKing, kHearts), ui::kCardHighlight},
           {Card::make(kTen, kDiamonds), ui::kCardSelected},
           {Card::make(7, kClubs), ui::kCardDisabled},
           {Card::joker(), 0},
           {Card::make(2, kSpades), ui::kCardFaceDown}});
  row(140, {{Card::make(kQueen, kHearts), 0}, {Card::make(kTen, kClubs), 0}, {Card::joker(), ui::kCardHighlight}});
  ImVec2 p = ImGui::GetCursorScreenPos();
  ui::draw_card_slot(dl, p, 60, false, "empty");
  ui::draw_card_slot(dl, ImVec2(p.x + 70, p.y), 60, true, "legal");
  ImGui::Dummy(ImVec2(140, 90));
  ImGui::EndChild();
}

// Radio buttons for one choice, recorded for the test hook as "<id>/<value>".
// On a wide dialog the label stands to the left of its choices, and choices that do not fit
// continue on the next line.
static void choice_row(const std::string& id, const char* label, const std::vector<std::string>& values,
                       const std::vector<std::string>& labels, std::string& chosen) {
  const float label_w = std::round(ImGui::GetFontSize() * 7.2f);
  const bool side = ImGui::GetContentRegionAvail().x >= 560;
  const float left = ImGui::GetCursorPosX();
  if (side) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    ImGui::SameLine(left + label_w);
  } else {
    ImGui::TextUnformatted(label);
  }
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) {
      const float w = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(labels[i].c_str()).x;
      const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w;
      if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
      else if (side) ImGui::SetCursorPosX(left + label_w);
    }
    if (ImGui::RadioButton((labels[i] + "##" + id + values[i]).c_str(), chosen == values[i])) chosen = values[i];
    hook::record_last_item(id + "/" + values[i]);
  }
}

static void draw_new_game(App& a) {
  const Game* g = find_game(a.form.game_id);
  if (!g) {
    a.screen = Screen::Menu;
    return;
  }
  NewGameForm& f = a.form;
  begin_column("new-game", 760.0f);
  ImGui::PushFont(ui::fonts().heading);
  ImGui::TextUnformatted(g->info.name.c_str());
  ImGui::PopFont();
  ImGui::TextDisabled("%s", g->info.summary.c_str());
  ImGui::Separator();

  std::string opponent = f.vs_computer ? "computer" : "hotseat";
  choice_row("new/opponent", "Opponent", {"computer", "hotseat"},
             {"The computer", f.seats > 2 ? "Friends at this screen" : "A friend at this screen"}, opponent);
  f.vs_computer = opponent == "computer";
  if (f.vs_computer) {
    std::string level = std::to_string(static_cast<int>(f.level));
    choice_row("new/level", "Difficulty", {"0", "1", "2"}, {"Easy", "Normal", "Hard"}, level);
    f.level = static_cast<Level>(level[0] - '0');
  }
  if (seat_counts(g->info).size() > 1) {
    std::vector<std::string> vals, labels;
    for (int n : seat_counts(g->info)) {
      vals.push_back(std::to_string(n));
      labels.push_back(std::to_string(n) + " players");
    }
    std::string seats = std::to_string(f.seats);
    choice_row("new/seats", "Players", vals, labels, seats);
    f.seats = std::stoi(seats);
  }
  // With three or four players against the computer, each other seat is a computer or a player at
  // this screen (the players then pass the device between their turns).
  if (f.vs_computer && f.seats > 2) {
    for (int seat = 1; seat < f.seats && seat < 4; ++seat) {
      std::string who = f.seat_human[seat] ? "human" : "computer";
      const std::string n = std::to_string(seat + 1);
      choice_row("new/seat/" + n, ("Seat " + n).c_str(), {"computer", "human"}, {"Computer", "A player at this screen"}, who);
      f.seat_human[seat] = who == "human";
    }
  }
  auto per_seat = [&](const OptionSpec& o) {
    if (o.key.empty() || o.key.back() < '1' || o.key.back() > '9') return false;
    const std::string first = o.key.substr(0, o.key.size() - 1) + "1";
    for (const OptionSpec& x : g->info.options)
      if (x.key == first) return true;
    return false;
  };
  for (const OptionSpec& o : g->info.options) {
    // An option of another seat count keeps its default (new_game refuses anything else).
    if (o.only_seats > 0 && o.only_seats != f.seats) {
      f.options[o.key] = o.choices.front();
      continue;
    }
    // A per-seat option ("faction3": the key ends in a seat number, and "faction1" exists) of a
    // seat that is not in this game is left out (the game ignores it).
    if (per_seat(o) && o.key.back() - '0' > f.seats) {
      f.options[o.key] = o.choices.front();
      continue;
    }
    ImGui::Dummy(ImVec2(0, 2));
    choice_row("new/option/" + o.key, o.label.c_str(), o.choices, o.choice_labels, f.options[o.key]);
    if (!o.help.empty() && !per_seat(o)) {  // per-seat options repeat one help line: left out
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::PushFont(ui::fonts().small);
      ImGui::TextWrapped("%s", o.help.c_str());
      ImGui::PopFont();
      ImGui::PopStyleColor();
    }
  }
  ImGui::Dummy(ImVec2(0, 2));
  ImGui::Checkbox("Guided first game: the table shows a legal move and why the rules allow it", &f.guided);
  hook::record_last_item("new/guided");
  if (f.guided) {
    for (const auto& [key, value] : g->info.guided_options) f.options[key] = value;
    if (!g->info.guided_options.empty()) ImGui::TextDisabled("(with the rulebook's choices for first-time players)");
  }
  ImGui::Dummy(ImVec2(0, 2));
  ImGui::TextUnformatted("Deal number (the same number gives the same deal)");
  ImGui::SetNextItemWidth(200);
  ImGui::InputText("##seed", f.seed_text, sizeof f.seed_text, ImGuiInputTextFlags_CharsDecimal);
  hook::record_last_item("new/seed");
  ImGui::SameLine();
  if (ui::button("new/reseed", "New deal")) {
    std::snprintf(f.seed_text, sizeof f.seed_text, "%llu", static_cast<unsigned long long>(fresh_seed()));
  }
  ImGui::Dummy(ImVec2(0, 10));
  if (ui::button("new/start", "Start", ImVec2(160, 44))) {
    uint64_t seed = std::strtoull(f.seed_text, nullptr, 10);
    std::vector<bool> computer = default_seating(f.seats, f.vs_computer);
    if (f.vs_computer && f.seats > 2)  // the per-seat rows above
      for (int seat = 1; seat < f.seats && seat < 4; ++seat) computer[seat] = !f.seat_human[seat];
    Status st = session_start(a.session, g->info.id, seed, f.seats, f.options, computer, f.level);
    a.session.guided = st && f.guided;
    if (st) {
      a.screen = Screen::Table;
      a.notice.clear();
      a.saved_checked = false;
    } else {
      a.notice = st.error;
    }
  }
  ImGui::SameLine();
  if (ui::button("new/back", "Back", ImVec2(120, 44))) a.screen = Screen::Menu;
  ImGui::SameLine();
  if (ui::button("new/rules", "Rules", ImVec2(120, 44))) {
    a.rules_game = g->info.id;
    a.rules_back = Screen::NewGame;
    a.screen = Screen::Rules;
  }
  if (!a.notice.empty()) ImGui::TextColored(ImVec4(1, 0.8f, 0.5f, 1), "%s", a.notice.c_str());
  ImGui::EndChild();
}

// The hook summary of a table: the game, whose turn, the seat's view and the table's own facts.
static void table_summary(const Session& s, const TableUI& t, const std::string& extra_json) {
  JsonWriter j;
  j.begin_object();
  j.key("game").value(s.state->info().id);
  j.key("record").value(s.state->serialize());
  j.key("viewer").value(s.viewer);
  j.key("to_act").value(s.state->current_player());
  j.key("human_turn").value(is_human_turn(s));
  j.key("thinking").value(s.thinking);
  j.key("last_think_ms").value(s.last_think_ms);
  j.key("last_think_wall_ms").value(s.last_think_wall_ms);
  j.key("computer_moves").value(s.computer_moves);
  j.key("max_think_ms").value(s.max_think_ms).key("max_think_wall_ms").value(s.max_think_wall_ms);
  j.key("last_think_slices").value(s.last_think_slices);
  j.key("terminal").value(s.state->is_terminal());
  if (s.state->is_terminal()) j.key("returns").values(s.state->returns());
  j.key("can_undo").value(s.undo_checked_at == s.state->history().size() && s.undo_to >= 0);
  j.key("can_redo").value(can_redo(s));
  j.key("cards_moving").value(ui::cards_moving());
  if (s.has_focus) j.key("focus").value(s.state->action_to_string(s.focus_action));
  if (s.has_hint) {
    j.key("hint").begin_object().key("action").value(s.hint_action);
    j.key("notation").value(s.state->action_to_string(s.hint_action)).key("win").value(s.hint_win);
    if (s.guided) j.key("guide").value(s.guide);
    j.end_object();
  }
  j.key("guided").value(s.guided);
  j.key("view").raw(s.state->view_json(s.viewer));
  if (t.summary) j.key("table").raw(t.summary(s));
  if (!extra_json.empty()) j.raw(extra_json);
  j.end_object();
  hook::set_summary(j.str());
}

static void open_rules(App& a, const std::string& game_id, Screen back) {
  a.rules_game = game_id;
  a.rules_back = back;
  a.screen = Screen::Rules;
}

// Share: the replay code and link of the game so far, and a link to the same deal.
static std::string draw_share(App& a, const State& state) {
  if (a.show_share) {
    ImGui::OpenPopup("Share this game");
    a.show_share = false;
  }
  std::string extra;
  ImGui::SetNextWindowSize(ImVec2(std::min(680.0f, ImGui::GetMainViewport()->Size.x - 16), 0));
  if (ImGui::BeginPopupModal("Share this game", nullptr, ImGuiWindowFlags_NoResize)) {
    const std::string code = replay_code(state);
    const std::string link = io::page_address() + "?replay=" + code;
    DealLink deal;
    deal.game_id = state.info().id;
    deal.has_seed = true;
    deal.seed = state.seed();
    deal.seats = state.num_seats();
    deal.vs_computer = a.session.computer.size() > 1 && a.session.computer[1];
    deal.level = static_cast<int>(a.session.level);
    deal.options = state.options();
    const std::string deal_link = io::page_address() + deal_query(deal);
    ImGui::TextWrapped("Replay code: the whole game so far. Anyone can watch it from the start, here or with "
                       "'fivefronts replay --code'.");
    std::string shown = code;
    ImGui::InputTextMultiline("##code", shown.data(), shown.size() + 1, ImVec2(-1, 70), ImGuiInputTextFlags_ReadOnly);
    hook::record_last_item("share/code");
    if (ui::button("share/copy-replay", "Copy replay link")) io::copy_text(link);
    ImGui::Separator();
    ImGui::TextWrapped("Deal link: the same cards from the start, for a friend to play on their own screen.");
    std::string shown_deal = deal_link;
    ImGui::InputText("##deal", shown_deal.data(), shown_deal.size() + 1, ImGuiInputTextFlags_ReadOnly);
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

// Keyboard play for every game: the arrow keys walk through the engine's legal moves, Enter plays
// the one in focus, Escape lets go; H, U and R ask for a hint, undo and redo. The screen reader
// hears each new log line and the move in focus.
static void handle_table_keys(App& a) {
  Session& s = a.session;
  const KeyPresses& k = a.keys;
  if (k.undo && can_undo(s)) session_undo(s);
  if (k.redo && can_redo(s)) session_redo(s);
  if (s.focus_for != s.state->history().size() || !is_human_turn(s)) {
    s.has_focus = false;
    s.focus_index = -1;
    s.focus_for = s.state->history().size();
  }
  if (k.confirm && !is_human_turn(s) && s.thinking) s.skip_pause = true;  // Space: show the computer's move now
  if (is_human_turn(s)) {
    if (k.hint && !s.hint_thinking && !s.has_hint) session_request_hint(s);
    const auto legal = s.state->legal_actions();
    const int n = static_cast<int>(legal.size());
    if (n > 0 && (k.next || k.prev)) {
      for (int i = 0; i < k.next; ++i) s.focus_index = (s.focus_index + 1) % n;
      for (int i = 0; i < k.prev; ++i) s.focus_index = s.focus_index <= 0 ? n - 1 : s.focus_index - 1;
      s.focus_action = legal[s.focus_index];
      s.has_focus = true;
      io::announce("focus", "Move " + std::to_string(s.focus_index + 1) + " of " + std::to_string(n) + ": " +
                                second_person(s.state->describe(s.focus_action)) + ". Enter plays it.");
    }
    if (k.cancel && s.has_focus) {
      s.has_focus = false;
      s.focus_index = -1;
      io::announce("focus", "No move chosen.");
    }
    if (k.confirm && s.has_focus) {
      const Action act = s.focus_action;
      s.has_focus = false;
      session_submit(s, act, ImGui::GetTime());
    }
  }
  // Each new log line, for the screen reader, and the result at the end.
  if (s.announced > s.log.size()) s.announced = 0;
  if (s.announced < s.log.size()) {
    const LogLine& l = s.log.back();
    std::string who = seat_name(s, l.seat);
    std::string text = who.empty() ? l.text : who + " " + (who == "You" ? second_person(l.text) : l.text);
    if (s.state->is_terminal()) {
      double r = s.state->returns()[std::max(0, s.viewer)];
      text += r > 0 ? ". The game is over: you win." : r < 0 ? ". The game is over: you lose." : ". The game is over: a draw.";
    } else if (is_human_turn(s)) {
      text += ". Your turn.";
    }
    io::announce("log", text);
    s.announced = s.log.size();
  }
  if (s.guided && s.has_hint && is_human_turn(s) && s.guide_announced != s.state->history().size()) {
    s.guide_announced = s.state->history().size();
    io::announce("focus", "Guide: " + second_person(s.state->describe(s.hint_action)) + ". " + s.guide);
  }
}

// Continues the current line if an item `width` wide still fits, else starts a new one.
static void same_line_if_fits(float width) {
  const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
  if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

static float button_width(const char* label) {
  return ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
}

static void draw_table_bar_items(App& a, const State& state);

// The bar above every table: the same for every game. It wraps on narrow screens.
static void draw_table_bar(App& a, const State& state) {
  // Phones: a compact bar (small text) so it stays on one line above the table.
  const bool compact = ImGui::GetWindowWidth() < 600;
  if (compact) {
    ImGui::PushFont(ui::fonts().small);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(8, 5));
  }
  draw_table_bar_items(a, state);
  if (compact) {
    ImGui::PopStyleVar();
    ImGui::PopFont();
  }
}

static void draw_table_bar_items(App& a, const State& state) {
  if (ui::button("bar/menu", "Menu")) {
    a.saved_checked = false;
    a.screen = Screen::Menu;
  }
  same_line_if_fits(button_width("Rules"));
  if (ui::button("bar/rules", "Rules")) open_rules(a, state.info().id, a.screen);
  same_line_if_fits(button_width("Share"));
  if (ui::button("bar/share", "Share")) a.show_share = true;
  Session& s = a.session;
  if (human_seat(s) >= 0) {
    const bool undo = can_undo(s), redo = can_redo(s), hint = is_human_turn(s) && !s.hint_thinking && !s.has_hint;
    same_line_if_fits(button_width("Undo"));
    ImGui::BeginDisabled(!undo);
    if (ui::button("bar/undo", "Undo")) session_undo(s);
    ImGui::EndDisabled();
    same_line_if_fits(button_width("Redo"));
    ImGui::BeginDisabled(!redo);
    if (ui::button("bar/redo", "Redo")) session_redo(s);
    ImGui::EndDisabled();
    same_line_if_fits(button_width("Hint"));
    ImGui::BeginDisabled(!hint);
    if (ui::button("bar/hint", "Hint")) session_request_hint(s);
    ImGui::EndDisabled();
  }
  std::string text;
  ImVec4 colour(0.62f, 0.70f, 0.64f, 1);
  if (s.has_focus) {
    text = "Keyboard: " + second_person(state.describe(s.focus_action)) + "  (Enter plays, arrows change, Esc)";
    colour = ImVec4(0.55f, 0.80f, 1.0f, 1);
  } else if (s.hint_thinking) {
    text = "Looking for a good move...";
    colour = ImVec4(0.95f, 0.77f, 0.25f, 1);
  } else if (s.has_hint && is_human_turn(s) && s.guided) {
    text = "Guide: " + second_person(state.describe(s.hint_action)) + ". " + s.guide;
    colour = ImVec4(0.55f, 0.90f, 0.60f, 1);
  } else if (s.has_hint && is_human_turn(s)) {
    text = "Hint: " + second_person(state.describe(s.hint_action));
    if (s.hint_win >= 0) text += "  (about " + std::to_string(static_cast<int>(s.hint_win * 100 + 0.5)) + "% to win)";
    colour = ImVec4(0.95f, 0.77f, 0.25f, 1);
  } else if (ImGui::GetWindowWidth() >= 600) {
    text = state.info().name + "  \xC2\xB7  deal " + std::to_string(state.seed());
  }
  if (text.empty()) return;
  same_line_if_fits(ImGui::CalcTextSize(text.c_str()).x);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

static void draw_table_screen(App& a) {
  Session& s = a.session;
  const TableUI* t = s.has_game() ? find_table(s.state->info().id) : nullptr;
  if (!t) {
    a.screen = Screen::Menu;
    return;
  }
  double now = ImGui::GetTime();
  // The computer thinks for about half of each frame interval (8 to 30 ms), so it finishes in
  // similar wall time on a slow-drawing page, and the page never stalls for more than 30 ms.
  const double slice_ms = std::clamp(ImGui::GetIO().DeltaTime * 1000.0 * 0.5, 8.0, 30.0);
  s.pace_s = a.fast_computer ? 0.0 : t->move_pause_s;
  session_update(s, now, slice_ms);
  if (!s.cover) handle_table_keys(a);
  else if (a.keys.confirm) s.cover = false;  // hot seat: Enter means "I am ready"
  draw_table_bar(a, *s.state);
  if (s.cover) {
    ImGui::Dummy(ImVec2(0, ImGui::GetWindowHeight() * 0.3f));
    std::string who = seat_name(s, s.viewer);
    ui::text_centered((who + ", it is your turn").c_str(), ui::fonts().title, ui::colors::kGold);
    ui::text_centered("Pass the device; the other hands stay hidden until you are ready.", ui::fonts().body, ui::colors::kMuted);
    ImGui::Dummy(ImVec2(0, 20));
    ImGui::SetCursorPosX((ImGui::GetWindowWidth() - 200) * 0.5f);
    if (ui::button("cover/ready", "I am ready", ImVec2(200, 48))) s.cover = false;
    hook::set_summary("{\"cover\":true}");
    return;
  }
  t->draw(s, now);
  std::string extra = draw_share(a, *s.state);
  table_summary(s, *t, extra);
}

// ---- Replay viewer -------------------------------------------------------------------------

// Shows the position after the first `pos` moves of the replayed game.
static void replay_goto(App& a, int pos) {
  ReplayView& r = a.replay;
  const auto& moves = r.game->history();
  pos = std::clamp(pos, 0, static_cast<int>(moves.size()));
  Session& s = a.session;
  s = Session{};
  s.state = r.game->clone();
  s.spectator = true;
  s.computer.assign(s.state->num_seats(), false);
  s.viewer = std::clamp(r.seat, 0, s.state->num_seats() - 1);
  session_rebuild(s, moves, static_cast<size_t>(pos));
  r.pos = pos;
}

static void open_replay(App& a, std::unique_ptr<State> game) {
  a.replay = ReplayView{};
  a.replay.game = std::move(game);
  replay_goto(a, 0);
  a.screen = Screen::Replay;
}

static void draw_replay(App& a) {
  ReplayView& r = a.replay;
  if (!r.game || !a.session.state) {
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
  ImGui::SameLine();
  if (ui::button("replay/first", "|<")) replay_goto(a, 0);
  ImGui::SameLine();
  if (ui::button("replay/back", "<")) replay_goto(a, r.pos - 1);
  ImGui::SameLine();
  if (ui::button("replay/play", r.playing ? "Pause" : "Play", ImVec2(70, 0))) {
    r.playing = !r.playing && r.pos < total;
    r.next_step = now;
  }
  ImGui::SameLine();
  if (ui::button("replay/next", ">")) replay_goto(a, r.pos + 1);
  ImGui::SameLine();
  if (ui::button("replay/last", ">|")) replay_goto(a, total);
  ImGui::SameLine();
  int pos = r.pos;
  ImGui::SetNextItemWidth(std::max(120.0f, ImGui::GetContentRegionAvail().x * 0.35f));
  if (ImGui::SliderInt("##timeline", &pos, 0, total, "move %d")) replay_goto(a, pos);
  hook::record_last_item("replay/timeline");
  ImGui::SameLine();
  ImGui::TextUnformatted("seen by");
  for (int seat = 0; seat < r.game->num_seats(); ++seat) {
    ImGui::SameLine();
    std::string label = "Player " + std::to_string(seat + 1);
    if (ImGui::RadioButton((label + "##seat").c_str(), r.seat == seat)) {
      r.seat = seat;
      replay_goto(a, r.pos);
    }
    hook::record_last_item("replay/seat/" + std::to_string(seat + 1));
  }
  const Session& s = a.session;
  std::string last = s.log.empty() ? "The start of the game" : seat_name(s, s.log.back().seat) + " " + s.log.back().text;
  ImGui::TextDisabled("Move %d of %d: %s", r.pos, total, last.c_str());
  if (t) t->draw(a.session, now);
  JsonWriter j;
  j.key("replay").begin_object().key("pos").value(r.pos).key("total").value(total).key("playing").value(r.playing).end_object();
  if (t) table_summary(a.session, *t, j.str());
}

static void draw_open_code(App& a) {
  begin_column("open-code", 720.0f);
  ImGui::PushFont(ui::fonts().heading);
  ImGui::TextUnformatted("Open a replay");
  ImGui::PopFont();
  ImGui::TextWrapped("Type or paste a replay code (it starts with FFR) or a replay link.");
  ImGui::InputTextMultiline("##code", a.code_text, sizeof a.code_text, ImVec2(-1, 140));
  hook::record_last_item("open/code");
  if (ui::button("open/go", "Open", ImVec2(140, 40))) {
    auto game = parse_replay_code(a.code_text);
    if (game) {
      a.code_error.clear();
      open_replay(a, std::move(*game));
    } else {
      a.code_error = "This code cannot be opened: " + game.error() + ".";
    }
  }
  ImGui::SameLine();
  if (ui::button("open/back", "Back", ImVec2(120, 40))) a.screen = Screen::Menu;
  if (!a.code_error.empty()) ImGui::TextColored(ImVec4(1, 0.72f, 0.45f, 1), "%s", a.code_error.c_str());
  ImGui::EndChild();
  JsonWriter j;
  j.begin_object().key("error").value(a.code_error).end_object();
  hook::set_summary(j.str());
}

static void draw_stats(App& a) {
  begin_column("stats", 720.0f);
  ImGui::PushFont(ui::fonts().heading);
  ImGui::TextUnformatted("Statistics");
  ImGui::PopFont();
  ImGui::TextDisabled("Finished games against the computer, kept in this browser.");
  auto stats = load_stats();
  JsonWriter j;
  j.begin_object().key("lines").begin_array();
  if (stats.empty()) ImGui::TextWrapped("No finished games yet.");
  if (!stats.empty() && ImGui::BeginTable("stats-table", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
    for (const char* h : {"Game", "Level", "Wins", "Losses", "Draws"}) ImGui::TableSetupColumn(h);
    ImGui::TableHeadersRow();
    for (const StatLine& l : stats) {
      const Game* g = find_game(l.game_id);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(g ? g->info.name.c_str() : l.game_id.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(level_name(static_cast<Level>(l.level)));
      ImGui::TableNextColumn();
      ImGui::Text("%d", l.wins);
      ImGui::TableNextColumn();
      ImGui::Text("%d", l.losses);
      ImGui::TableNextColumn();
      ImGui::Text("%d", l.draws);
      j.begin_object().key("game").value(l.game_id).key("level").value(l.level).key("wins").value(l.wins)
          .key("losses").value(l.losses).key("draws").value(l.draws).end_object();
    }
    ImGui::EndTable();
  }
  j.end_array().end_object();
  hook::set_summary(j.str());
  ImGui::Dummy(ImVec2(0, 12));
  if (ui::button("stats/back", "Back to the menu", ImVec2(220, 40))) a.screen = Screen::Menu;
  ImGui::EndChild();
}

static void draw_rules(App& a) {
  const Game* g = find_game(a.rules_game);
  if (!g) {
    a.screen = Screen::Menu;
    return;
  }
  begin_column("rules-screen", 820.0f);
  if (ui::button("rules/back", "Back", ImVec2(120, 36))) a.screen = a.rules_back;
  ImGui::SameLine();
  ImGui::PushFont(ui::fonts().heading);
  ImGui::Text("%s: rules", g->info.name.c_str());
  ImGui::PopFont();
  ImGui::BeginChild("rules-text", ImVec2(0, 0), true);
  ImGui::TextWrapped("%s", g->info.rules.empty() ? g->info.summary.c_str() : g->info.rules.c_str());
  ImGui::EndChild();
  ImGui::EndChild();
  JsonWriter j;
  j.begin_object().key("game").value(g->info.id).key("chars").value(static_cast<int>(g->info.rules.size())).end_object();
  hook::set_summary(j.str());
}

void load_settings(App& a) {
  const std::string text = io::storage_get(kSettingsKey);
  for (std::string_view item : split(text, ' ')) {
    if (item == "four=1") a.four_colour = true;
    if (item == "still=1") a.reduced_motion = true;
    if (item == "pace=fast") a.fast_computer = true;
    for (int pct : {85, 100, 125, 150})
      if (item == "scale=" + std::to_string(pct)) a.ui_scale_pct = pct;
  }
}

void save_settings(const App& a) {
  io::storage_set(kSettingsKey, "scale=" + std::to_string(a.ui_scale_pct) + " four=" + (a.four_colour ? "1" : "0") +
                                    " still=" + (a.reduced_motion ? "1" : "0") + " pace=" + (a.fast_computer ? "fast" : "readable"));
}

static void draw_settings(App& a) {
  begin_column("settings", 720.0f);
  ImGui::PushFont(ui::fonts().heading);
  ImGui::TextUnformatted("Settings");
  ImGui::PopFont();
  bool changed = false;
  ImGui::TextUnformatted("Size of text and controls");
  for (int pct : {85, 100, 125, 150}) {
    if (pct != 85) ImGui::SameLine();
    if (ImGui::RadioButton((std::to_string(pct) + " %").c_str(), a.ui_scale_pct == pct)) {
      a.ui_scale_pct = pct;
      changed = true;
    }
    hook::record_last_item("settings/scale/" + std::to_string(pct));
  }
  changed |= ImGui::Checkbox("Four-colour deck (diamonds blue, clubs green)", &a.four_colour);
  hook::record_last_item("settings/four-colour");
  changed |= ImGui::Checkbox("Reduce motion (no moving or blinking decoration)", &a.reduced_motion);
  hook::record_last_item("settings/still");
  changed |= ImGui::Checkbox("Fast computer (its moves appear at once; Space skips one pause)", &a.fast_computer);
  hook::record_last_item("settings/fast");
  if (changed) save_settings(a);
  ImGui::Dummy(ImVec2(0, 8));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 p = ImGui::GetCursorScreenPos();
  const unsigned colour = a.four_colour ? unsigned{ui::kCardFourColour} : 0u;
  for (int suit = 3; suit >= 0; --suit) ui::draw_card(dl, ImVec2(p.x + (3 - suit) * 70, p.y), 60, Card::make(kAce, suit), colour);
  ImGui::Dummy(ImVec2(280, 60 * ui::kCardAspect + 10));
  ImGui::TextWrapped("Keyboard: on a table the arrow keys (or Tab) choose a move, Enter plays it, Escape lets go; "
                     "H asks for a hint, U takes back, R redoes, Space shows the computer's move at once. Elsewhere the arrows and Enter move through the buttons.");
  if (ui::button("settings/back", "Back to the menu", ImVec2(220, 40))) a.screen = Screen::Menu;
  ImGui::EndChild();
  JsonWriter j;
  j.begin_object().key("scale").value(a.ui_scale_pct).key("four_colour").value(a.four_colour);
  j.key("reduced_motion").value(a.reduced_motion).key("fast_computer").value(a.fast_computer).end_object();
  hook::set_summary(j.str());
}

void app_start(App& a) {
  const std::string query = io::url_query();
  if (query.empty() || query == "?") return;
  auto link = parse_deal_query(query);
  if (!link) {
    a.notice = link.error();
    return;
  }
  if (!link->replay.empty()) {
    auto game = parse_replay_code(link->replay);
    if (!game) {
      a.notice = "This replay link cannot be opened: " + game.error() + ".";
      return;
    }
    open_replay(a, std::move(*game));
    return;
  }
  if (link->game_id.empty()) return;
  const Game* g = find_game(link->game_id);
  if (!g || !find_table(g->info.id)) {
    a.notice = "This link names a game that cannot be played here yet.";
    return;
  }
  uint64_t seed = link->has_seed ? link->seed : fresh_seed();
  int seats = link->seats ? link->seats : seat_counts(g->info).front();
  Options options = link->options;
  if (link->guided)
    for (const auto& [key, value] : g->info.guided_options) options[key] = value;
  Status st = session_start(a.session, g->info.id, seed, seats, options, default_seating(seats, link->vs_computer),
                            static_cast<Level>(link->level));
  if (!st) {
    a.notice = st.error;
    return;
  }
  a.session.guided = link->guided;
  // The deal is dealt: a reload should continue this game, not deal it again.
  io::set_url_query("");
  a.screen = Screen::Table;
}

void app_frame(App& a) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::Begin("##root", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  hook::set_screen(screen_name(a.screen));
  ui::motion_frame(ImGui::GetTime(), !a.reduced_motion);
  // On a table the arrows and Enter choose moves; elsewhere they move through the buttons.
  ImGuiIO& io = ImGui::GetIO();
  if (a.screen == Screen::Table || a.screen == Screen::Replay) io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
  else io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  switch (a.screen) {
    case Screen::Menu: draw_menu(a); break;
    case Screen::About: draw_about(a); break;
    case Screen::Gallery: draw_gallery(a); break;
    case Screen::NewGame: draw_new_game(a); break;
    case Screen::Table: draw_table_screen(a); break;
    case Screen::Replay: draw_replay(a); break;
    case Screen::OpenCode: draw_open_code(a); break;
    case Screen::Stats: draw_stats(a); break;
    case Screen::Rules: draw_rules(a); break;
    case Screen::Settings: draw_settings(a); break;
  }
  ImGui::End();
}

}  // namespace ff
