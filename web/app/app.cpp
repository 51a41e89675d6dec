#include "web/app/app.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/engine/game.h"
#include "web/app/test_hook.h"
#include "web/table/tables.h"
#include "web/widgets/card.h"
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
  f.seats = g.info.min_seats;
  f.options = *resolve_options(g.info, {});
  std::snprintf(f.seed_text, sizeof f.seed_text, "%llu", static_cast<unsigned long long>(fresh_seed()));
  a.screen = Screen::NewGame;
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
  const float width = std::min(560.0f, ImGui::GetContentRegionAvail().x);
  const float x = (ImGui::GetWindowWidth() - width) * 0.5f;
  auto games = playable_games();
  ImGui::SetCursorPosX(x);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));
  ImGui::BeginChild("games", ImVec2(width, 0));
  if (games.empty()) {
    ImGui::PushFont(ui::fonts().heading);
    ImGui::TextWrapped("No games are playable yet.");
    ImGui::PopFont();
    ImGui::TextWrapped(
        "The five games (Poker Assault, Head-to-Head Poker, Crossfire, Ground Assault and Assault Edge) "
        "appear here as each one is finished: rules, table and computer opponent.");
  }
  for (const Game* g : games) {
    ImGui::PushFont(ui::fonts().heading);
    if (ui::button("menu/game/" + g->info.id, g->info.name.c_str(), ImVec2(width, 52))) open_new_game(a, *g);
    ImGui::PopFont();
    ImGui::TextDisabled("%s", g->info.summary.c_str());
    ImGui::Dummy(ImVec2(0, 6));
  }
  ImGui::Dummy(ImVec2(0, 16));
  float bw = (width - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (ui::button("menu/about", "About", ImVec2(bw, 40))) a.screen = Screen::About;
  ImGui::SameLine();
  if (ui::button("menu/gallery", "Card gallery", ImVec2(bw, 40))) a.screen = Screen::Gallery;
  ImGui::EndChild();
  ImGui::PopStyleColor();

  JsonWriter j;
  j.begin_object().key("games").begin_array();
  for (const Game* g : games) j.value(g->info.id);
  j.end_array().end_object();
  hook::set_summary(j.str());
}

static void draw_about(App& a) {
  const float width = std::min(720.0f, ImGui::GetContentRegionAvail().x);
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
  ImGui::BeginChild("about", ImVec2(width, 0));
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
    ImGui::BulletText("%s", d.name);
    ImGui::SameLine();
    ImGui::TextDisabled("%s", d.licence);
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
  ImGui::Checkbox("Four-colour deck", &a.four_colour);
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
static void choice_row(const std::string& id, const char* label, const std::vector<std::string>& values,
                       const std::vector<std::string>& labels, std::string& chosen) {
  ImGui::TextUnformatted(label);
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) ImGui::SameLine();
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
  const float width = std::min(640.0f, ImGui::GetContentRegionAvail().x);
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
  ImGui::BeginChild("new-game", ImVec2(width, 0));
  ImGui::PushFont(ui::fonts().heading);
  ImGui::TextUnformatted(g->info.name.c_str());
  ImGui::PopFont();
  ImGui::TextDisabled("%s", g->info.summary.c_str());
  ImGui::Separator();

  std::string opponent = f.vs_computer ? "computer" : "hotseat";
  choice_row("new/opponent", "Opponent", {"computer", "hotseat"},
             {"The computer", g->info.max_seats > 2 ? "Friends at this screen" : "A friend at this screen"}, opponent);
  f.vs_computer = opponent == "computer";
  if (f.vs_computer) {
    std::string level = std::to_string(static_cast<int>(f.level));
    choice_row("new/level", "Difficulty", {"0", "1", "2"}, {"Easy", "Normal", "Hard"}, level);
    f.level = static_cast<Level>(level[0] - '0');
  }
  if (g->info.max_seats > g->info.min_seats) {
    std::vector<std::string> vals, labels;
    for (int n = g->info.min_seats; n <= g->info.max_seats; ++n) {
      vals.push_back(std::to_string(n));
      labels.push_back(std::to_string(n) + " players");
    }
    std::string seats = std::to_string(f.seats);
    choice_row("new/seats", "Players", vals, labels, seats);
    f.seats = std::stoi(seats);
  }
  for (const OptionSpec& o : g->info.options) {
    ImGui::Dummy(ImVec2(0, 2));
    choice_row("new/option/" + o.key, o.label.c_str(), o.choices, o.choice_labels, f.options[o.key]);
    if (!o.help.empty()) ImGui::TextDisabled("%s", o.help.c_str());
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
    Status st = session_start(a.session, g->info.id, seed, f.seats, f.options, f.vs_computer, f.level);
    if (st) {
      a.screen = Screen::Table;
      a.notice.clear();
    } else {
      a.notice = st.error;
    }
  }
  ImGui::SameLine();
  if (ui::button("new/back", "Back", ImVec2(120, 44))) a.screen = Screen::Menu;
  if (!a.notice.empty()) ImGui::TextColored(ImVec4(1, 0.8f, 0.5f, 1), "%s", a.notice.c_str());
  ImGui::EndChild();
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
  session_update(s, now, slice_ms);
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
  j.key("last_think_slices").value(s.last_think_slices);
  j.key("terminal").value(s.state->is_terminal());
  if (s.state->is_terminal()) j.key("returns").values(s.state->returns());
  j.key("view").raw(s.state->view_json(s.viewer));
  if (t->summary) j.key("table").raw(t->summary(s));
  j.end_object();
  hook::set_summary(j.str());
}

void app_frame(App& a) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::Begin("##root", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  hook::set_screen(screen_name(a.screen));
  switch (a.screen) {
    case Screen::Menu: draw_menu(a); break;
    case Screen::About: draw_about(a); break;
    case Screen::Gallery: draw_gallery(a); break;
    case Screen::NewGame: draw_new_game(a); break;
    case Screen::Table: draw_table_screen(a); break;
  }
  ImGui::End();
}

}  // namespace ff
