#include "web/app/app.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "core/common/text.h"
#include "core/engine/game.h"
#include "core/match/links.h"
#include "web/app/platform_io.h"
#include "web/app/table_screen.h"
#include "web/widgets/test_hook.h"
#include "web/table/tables.h"
#include "web/widgets/card.h"
#include "web/widgets/motion.h"
#include "web/widgets/sound.h"
#include "web/widgets/ui.h"

namespace ff {

const char* screen_name(Screen s) {
  switch (s) {
    case Screen::Menu: return "menu";
    case Screen::About: return "about";
    case Screen::Gallery: return "gallery";
    case Screen::NewGame: return "new-game";
    case Screen::Decks: return "decks";
    case Screen::Lobby: return "lobby";
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

static uint64_t fresh_seed(App& a) {
  // Any varying number will do: the seed is shown and can be typed in to replay a deal.
  uint64_t& counter = a.seeds_drawn;
  uint64_t x = static_cast<uint64_t>(ImGui::GetTime() * 1e6) ^ (++counter * 0x9E3779B97F4A7C15ull);
  x ^= reinterpret_cast<uintptr_t>(&counter);
  Rng rng(x);
  return rng.below(1000000000u);
}

void open_new_game(App& a, const Game& g, const Options& preset) {
  NewGameForm& f = a.form;
  f.game_id = g.info.id;
  f.guided = !a.unguided_games.count(g.info.id);  // this game's own choice: guided until turned off here
  f.seats = seat_counts(g.info).front();
  f.options = *resolve_options(g.info, {});
  for (const auto& [key, value] : preset) f.options[key] = value;
  std::snprintf(f.seed_text, sizeof f.seed_text, "%llu", static_cast<unsigned long long>(fresh_seed(a)));
  std::snprintf(f.seed_drawn, sizeof f.seed_drawn, "%s", f.seed_text);
  a.screen = Screen::NewGame;
}

// A column at most `max_width` wide, centred in the window, `bottom` px short of its bottom: the
// menu-like screens. EndChild() closes it.
static void begin_column(const char* id, float max_width, float bottom = 0) {
  const float width = std::min(max_width, ImGui::GetContentRegionAvail().x);
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
  ImGui::BeginChild(id, ImVec2(width, bottom > 0 ? -bottom : 0));
  hook::window_scrolls();  // a long page scrolls on a short screen
}

void begin_page(const char* id, float max_width, const char* title, float bottom) {
  begin_column(id, max_width, bottom);
  ImGui::PushFont(ui::fonts().heading);
  ui::text_unformatted(title);
  ImGui::PopFont();
}

// A notice on the menu or a dialog: wrapped, whole (a long one was cut at four lines and a half,
// in a box of its own; the page around it scrolls on a short screen).
static void draw_notice(const std::string& notice) {
  if (notice.empty()) return;
  ui::wrapped(notice, IM_COL32(255, 200, 120, 255));
  ImGui::Dummy(ImVec2(0, 4));
}

// "just now", "5 min ago", "3 h ago", "2 days ago".
static std::string time_ago(double ms) {
  const double min = (io::now_ms() - ms) / 60000.0;
  if (ms <= 0) return "";
  if (min < 1) return "started just now";
  if (min < 60) return "started " + std::to_string(static_cast<int>(min)) + " min ago";
  if (min < 48 * 60) return "started " + std::to_string(static_cast<int>(min / 60)) + " h ago";
  return "started " + std::to_string(static_cast<int>(min / 1440)) + " days ago";
}

// Enter or Space while no button has the keyboard's focus: the screen's first button (the menu's
// Continue or first game, the new-game dialog's Start), so a game starts with Enter, Enter.
static bool pressed_default(const App& a) { return a.keys.confirm && !ImGui::IsAnyItemFocused(); }

// One game in progress as one short row: a Continue button and, beside it, what the game is (four
// saves of a Continue button over two lines each pushed the games below the fold at 1280x800).
// The newest's button is the larger (on a wide screen: a phone keeps the room for its label).
static bool saved_game_row(const std::string& id, const SavedEntry& e, bool newest) {
  const bool large = newest && ImGui::GetContentRegionAvail().x >= 560;
  ImGui::PushFont(large ? ui::fonts().heading : ui::fonts().body);
  const float h = newest ? 44 : 32;
  const bool go = ui::button(id, "Continue", ImVec2(ui::button_width("Continue") + ui::px(large ? 24 : 16), h));
  ImGui::PopFont();
  const float row_h = ImGui::GetItemRectSize().y;
  ImGui::SameLine();
  const std::string when = time_ago(e.saved_ms);
  const std::string text = e.label + (when.empty() ? "" : ", " + when);
  // One line sits in the middle of the row (text after a button starts at its frame padding); a
  // longer label (a phone) wraps from the row's top.
  const float wrap = ImGui::GetContentRegionAvail().x;
  float down = (row_h - ImGui::GetTextLineHeight()) * 0.5f - ImGui::GetStyle().FramePadding.y;
  if (down < 0 || ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap).y > ImGui::GetTextLineHeight() * 1.5f) down = 0;
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + down);
  ui::wrapped(text, newest ? ui::colors::kText : ImGui::GetColorU32(ImGuiCol_TextDisabled));
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() - down);  // the next row starts under the button
  return go;
}

// The games in progress, newest first: each can be continued (the newest is "menu/continue").
// Past kSavesListed, the rest wait behind one button, so the games stay on the first screen.
static void draw_saved_games(App& a) {
  constexpr int kSavesListed = 4;
  const ImU32 muted = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  int shown = 0, hidden = 0;
  for (const SavedEntry& e : a.saves) {
    if (e.newer) {
      ui::wrapped(e.label, muted);
      continue;
    }
    if (shown >= kSavesListed && !a.all_saves_listed) {
      ++hidden;
      continue;
    }
    const std::string id = shown == 0 ? "menu/continue" : "menu/continue/" + std::to_string(shown + 1);
    const bool go = saved_game_row(id, e, shown == 0);
    ++shown;
    if (go || (shown == 1 && pressed_default(a))) {
      Status st = session_resume(a.session, e.key);
      a.saved_checked = false;
      if (st) a.screen = Screen::Table;
      if (st) online_resume(a);  // a game online: the same invitations, the friends connect again
      else a.notice = "That saved game could not be continued: " + st.error + ".";
      return;
    }
  }
  if (hidden > 0 && ui::button("menu/more-saves", (std::to_string(hidden) + " more games in progress").c_str(), ImVec2(0, 32)))
    a.all_saves_listed = true;
  if (!a.saves.empty()) ImGui::Dummy(ImVec2(0, 6));
}

// What the installed site offers on the menu, never during a game (shell.html, web/sw.js): a newer
// version downloaded in the background, and the browser's install prompt where it has one.
static void draw_site_offers(bool update, bool install) {
  if (!update && !install) return;
  const float width = std::min(560.0f, ImGui::GetContentRegionAvail().x);
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
  ImGui::BeginGroup();
  if (update) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    ui::text_wrapped("A new version of Five Fronts is ready. Your games, decks and statistics stay as they are.");
    ImGui::PopTextWrapPos();
    if (ui::button("menu/update", "Reload to update", ImVec2(200, 40))) io::apply_update();
    if (install) ImGui::SameLine();
  }
  if (install && ui::button("menu/install", "Install Five Fronts", ImVec2(200, 40))) io::install();
  ImGui::EndGroup();
  ImGui::Dummy(ImVec2(0, 8));
}

static void draw_menu(App& a) {
  ImGui::Dummy(ImVec2(0, 24));
  ui::text_centered("Five Fronts", ui::fonts().title, ui::colors::kGold);
  ui::text_centered("Battle card games for two to four players", ui::fonts().body, ui::colors::kMuted);
  ImGui::Dummy(ImVec2(0, 20));
  draw_notice(a.notice);
  const bool update_ready = io::update_ready(), can_install = io::can_install();
  draw_site_offers(update_ready, can_install);
  if (!a.saved_checked) {
    std::vector<std::string> problems;
    a.saves = saved_games(problems);
    if (!problems.empty()) a.notice = "Your saved game could not be continued: " + problems[0] + ". Start a new game.";
    a.saved_checked = true;
  }
  auto games = playable_games();
  // Two columns of games on wide screens; the list scrolls above a fixed row of other screens.
  const float avail = ImGui::GetContentRegionAvail().x;
  const int columns = avail >= 900 && games.size() > 2 ? 2 : 1;
  const float width = std::min(columns == 2 ? 1040.0f : 560.0f, avail);
  const float x = (ImGui::GetWindowWidth() - width) * 0.5f;
  const int footer_rows = columns == 2 ? 1 : 3;
  const float button_h = std::max(ui::px(40), ui::tap_size());  // as ui::button makes them
  const float footer = 8 + footer_rows * (button_h + ImGui::GetStyle().ItemSpacing.y) + ImGui::GetStyle().WindowPadding.y;
  ImGui::SetCursorPosX(x);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));
  // On short screens (a phone held sideways) the other screens' buttons scroll with the games.
  const bool fixed_footer = ImGui::GetContentRegionAvail().y - footer >= 300;
  ImGui::BeginChild("games", ImVec2(width, fixed_footer ? ImGui::GetContentRegionAvail().y - footer : 0));
  hook::window_scrolls();
  if (games.empty()) {
    ImGui::PushFont(ui::fonts().heading);
    ui::text_wrapped("No games are playable yet.");
    ImGui::PopFont();
    ui::text_wrapped(
        "The five games (Poker Assault, Head-to-Head Poker, Crossfire, Ground Assault and Assault Edge) "
        "appear here as each one is finished: rules, table and computer opponent.");
  }
  draw_saved_games(a);
  const float col_w = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x * (columns - 1)) / columns;
  if (columns == 2) ImGui::Columns(2, "game-columns", false);
  // With nothing to continue, Enter opens the first game.
  const bool enter_opens_first = a.screen == Screen::Menu && std::none_of(a.saves.begin(), a.saves.end(), [](const SavedEntry& e) { return !e.newer; });
  for (const Game* g : games) {
    ImGui::PushFont(ui::fonts().heading);
    const bool first = g == games.front() && enter_opens_first;
    if (ui::button("menu/game/" + g->info.id, g->info.name.c_str(), ImVec2(col_w, 52)) || (first && pressed_default(a)))
      open_new_game(a, *g);
    ImGui::PopFont();
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colors::kMuted);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + col_w);
    ui::text_wrapped("%s", g->info.summary.c_str());
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
  if (columns == 2) bw = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x * 5) / 6;
  if (ui::button("menu/open-code", "Open a code", ImVec2(bw, 40))) {
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
  ImGui::SameLine();
  if (ui::button("menu/decks", "Build a deck", ImVec2(bw, 40)) && !deck_builders().empty()) open_decks(a, deck_builders().front().game_id);
  ImGui::EndChild();
  ImGui::PopStyleColor();

  JsonWriter j;
  j.begin_object().key("games").begin_array();
  for (const Game* g : games) j.value(g->info.id);
  j.end_array();
  j.key("notice").value(a.notice);
  j.key("update_ready").value(update_ready).key("can_install").value(can_install);
  const auto first = std::find_if(a.saves.begin(), a.saves.end(), [](const SavedEntry& e) { return !e.newer; });
  j.key("continue").value(first == a.saves.end() ? std::string() : first->label);
  j.key("saves").begin_array();
  for (const SavedEntry& e : a.saves) j.value(e.label);
  j.end_array();
  j.end_object();
  hook::set_summary(j.str());
}

static void draw_about(App& a) {
  begin_page("about", 720.0f, "About Five Fronts");
  ui::text("Version %s", FF_VERSION);
  ui::text_wrapped(
      "Five tabletop battle card games for the browser, played against a computer opponent or a friend "
      "at the same screen. Everything runs on this page: no server, no account.");
  ImGui::Separator();
  ImGui::PushFont(ui::fonts().heading);
  ui::text_unformatted("Built with");
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
    ui::text_wrapped("%s: %s", d.name, d.licence);
  }
  ImGui::Separator();
  ui::text_wrapped(
      "Games with friends online: the host's browser deals the cards and checks every move; each "
      "friend's page receives only what their seat may see. There is no game server and no account: the "
      "pages meet through a PeerJS signalling server and then talk directly. The deal is fixed by the host's "
      "page and its friends' pages together, and every page checks it at the end: the host cannot change "
      "the deal; its page could see your cards.");
  ImGui::Separator();
  ui::text_wrapped(
      "Game rules belong to their designers and publishers; unit and faction names in Five Fronts are "
      "original.");
  ImGui::Dummy(ImVec2(0, 12));
  if (ui::button("about/back", "Back to the menu", ImVec2(220, 40))) a.screen = Screen::Menu;
  ImGui::EndChild();
}

static void draw_gallery(App& a) {
  if (ui::button("gallery/back", "Back", ImVec2(120, 36))) a.screen = Screen::Menu;
  ImGui::SameLine();
  if (ui::checkbox("Four-colour deck", &ui::settings().four_colour)) save_settings(a);
  hook::record_last_item("gallery/four-colour");
  ImGui::BeginChild("cards", ImVec2(0, 0), false, ImGuiWindowFlags_HorizontalScrollbar);
  hook::window_scrolls(true);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  unsigned colour = ui::settings().four_colour ? unsigned{ui::kCardFourColour} : 0u;
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
  // A label longer than its column ("Second player's opening hand") stands above its choices.
  const bool side = ImGui::GetContentRegionAvail().x >= 560 &&
                    ImGui::CalcTextSize(label).x + ImGui::GetStyle().ItemSpacing.x <= label_w;
  const float left = ImGui::GetCursorPosX();
  if (side) {
    ImGui::AlignTextToFramePadding();
    ui::text_unformatted(label);
    ImGui::SameLine(left + label_w);
  } else {
    ui::text_unformatted(label);
  }
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) {
      const float w = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(labels[i].c_str()).x;
      const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w;
      if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
      else if (side) ImGui::SetCursorPosX(left + label_w);
    }
    if (ui::radio((labels[i] + "##" + id + values[i]).c_str(), chosen == values[i])) chosen = values[i];
    hook::record_last_item(id + "/" + values[i]);
  }
}

// Who is a computer, per seat, as the dialog is set (with more than two players against the
// computer, the per-seat rows decide).
static std::vector<bool> form_seating(const NewGameForm& f) {
  if (f.online) {
    std::vector<bool> computer(static_cast<size_t>(f.seats), false);
    for (int seat = 1; seat < f.seats && seat < 4; ++seat) computer[seat] = !f.seat_remote[seat];
    return computer;
  }
  std::vector<bool> computer = default_seating(f.seats, f.vs_computer);
  if (f.vs_computer && f.seats > 2)
    for (int seat = 1; seat < f.seats && seat < 4; ++seat) computer[seat] = !f.seat_human[seat];
  return computer;
}

static bool has_computer(const std::vector<bool>& computer) {
  return std::find(computer.begin(), computer.end(), true) != computer.end();
}

// A relay server's address as the settings keep it: blank (the library's defaults) or a list
// parse_ice_servers reads, with the reason when it is not one.
static Status check_ice(const char* text) {
  if (!text[0]) return {};
  auto servers = parse_ice_servers(text);
  return servers ? Status{} : make_error(servers.error());
}

// The relay and STUN servers' field (the new-game dialog's and the Settings'): the reason shown
// under it while the text is not a list of servers. True when the field was left.
static bool ice_field(NewGameForm& f, const std::string& id) {
  ui::text_wrapped("Relay (TURN) and STUN servers, for friends behind strict routers (blank: the public ones). "
                   "Example: stun:host:3478,turn:host:3478|user|password");
  ImGui::SetNextItemWidth(std::min(420.0f, ImGui::GetContentRegionAvail().x));
  const bool entered = ImGui::InputText(("##" + id).c_str(), f.ice_text, sizeof f.ice_text, ImGuiInputTextFlags_EnterReturnsTrue);
  ui::tap_target("relay servers");
  hook::record_last_item(id);
  const Status ok = check_ice(f.ice_text);
  if (!ok) ui::text_colored(ImVec4(1, 0.72f, 0.45f, 1), "Not usable: %s.", ok.error.c_str());
  return entered || ImGui::IsItemDeactivatedAfterEdit();
}

// Friends online: per seat after the host's, a friend (who gets an invitation link) or a computer;
// and the signalling server the pages meet through.
static void online_rows(NewGameForm& f, const GameInfo& info) {
  for (int seat = 1; seat < f.seats && seat < 4; ++seat) {
    std::string who = f.seat_remote[seat] ? "friend" : "computer";
    const std::string n = std::to_string(seat + 1);
    choice_row("new/online-seat/" + n, ("Seat " + n).c_str(), {"friend", "computer"}, {"A friend online", "Computer"}, who);
    f.seat_remote[seat] = who == "friend";
  }
  ui::wrapped("You play seat 1 and your browser deals the cards and checks every move; each friend gets a link. "
              "No account and no game server: the pages talk directly, introduced by a PeerJS signalling server.",
              ImGui::GetColorU32(ImGuiCol_TextDisabled), ui::fonts().small);
  ui::text_wrapped("Signalling server (blank: the public PeerJS server)");  // wraps on a phone
  ImGui::SetNextItemWidth(std::min(420.0f, ImGui::GetContentRegionAvail().x));
  ImGui::InputText("##signal", f.signal_text, sizeof f.signal_text);
  ui::tap_target("signalling server");
  hook::record_last_item("new/signal");
  ice_field(f, "new/ice");
  (void)info;
}

// A generated deck for seat `seat` of the deal `seed`, kept while the dialog asks again (the
// generator's search is too slow to run every frame).
static std::string generated_deck(std::map<std::string, std::string>& made, const DeckBuilderUI& b, uint64_t seed, int seat) {
  const std::string key = b.game_id + "/" + std::to_string(seed) + "/" + std::to_string(seat);
  auto it = made.find(key);
  if (it != made.end()) return it->second;
  if (made.size() > 32) made.clear();
  return made[key] = b.generated(seed * 4 + static_cast<uint64_t>(seat));
}

// An option that takes a deck code also offers a deck generated for this deal and seat (a computer
// builds too) and the player's saved decks that are legal (by name). Both are deck codes, so the
// game's record keeps the very deck. A row set to "Generated for this deal" stays so when the deal
// number changes (its code changes with it). Returns the generated code ("" without a generator).
static std::string add_decks(App& a, const OptionSpec& o, int seat, std::vector<std::string>& values,
                             std::vector<std::string>& labels) {
  NewGameForm& f = a.form;
  const DeckBuilderUI* b = find_deck_builder(f.game_id);
  std::string generated;
  if (b && b->generated && seat >= 0) {
    generated = generated_deck(a.generated_decks, *b, std::strtoull(f.seed_text, nullptr, 10), seat);
    values.push_back(generated);
    labels.push_back(std::string("Generated for this deal"));
    if (std::find(f.generated.begin(), f.generated.end(), o.key) != f.generated.end()) f.options[o.key] = generated;
  }
  for (const SavedDeck& d : saved_decks(f.game_id))
    if (!d.newer && o.check_value(d.code).empty() && std::find(values.begin(), values.end(), d.code) == values.end()) {
      values.push_back(d.code);
      labels.push_back(d.name);
    }
  return generated;
}

// The game's option rows of the new-game dialog. An option is left out (keeping its default) when
// it belongs to another seat count, to a seat not in this game, to a computer seat that chooses for
// itself, or to another value of the option it depends on (only_with); choices not offered at this
// seat count are left out of their row.
static void option_rows(App& a, const GameInfo& info, const Options* fixed) {
  NewGameForm& f = a.form;
  auto per_seat = [&](const OptionSpec& o) {
    if (o.key.empty() || o.key.back() < '1' || o.key.back() > '9') return false;
    const std::string first = o.key.substr(0, o.key.size() - 1) + "1";
    for (const OptionSpec& x : info.options)
      if (x.key == first) return true;
    return false;
  };
  const std::vector<bool> computer = form_seating(f);
  std::string helped;  // per-seat rows share one help line (shown only for options computers choose)
  for (const OptionSpec& o : info.options) {
    const int seat = per_seat(o) ? o.key.back() - '1' : -1;
    const bool other_value = !o.only_with_key.empty() &&
                             std::find(o.only_with.begin(), o.only_with.end(), f.options[o.only_with_key]) == o.only_with.end();
    const bool computer_seat = o.computer_chooses && seat >= 0 && seat < static_cast<int>(computer.size()) && computer[seat];
    if ((o.only_seats > 0 && o.only_seats != f.seats) || seat >= f.seats || other_value || computer_seat) {
      f.options[o.key] = o.choices.front();
      continue;
    }
    std::vector<std::string> values, labels;
    for (size_t i = 0; i < o.choices.size(); ++i)
      if (choice_offered(o, i, f.seats)) {
        values.push_back(o.choices[i]);
        labels.push_back(o.choice_labels[i]);
      }
    const std::string generated = o.check_value ? add_decks(a, o, seat, values, labels) : "";
    if (std::find(values.begin(), values.end(), f.options[o.key]) == values.end()) f.options[o.key] = o.choices.front();
    ImGui::Dummy(ImVec2(0, 2));
    // The guided first game plays the rulebook's choice for beginners: the row shows it, greyed.
    const bool guided_choice = fixed && fixed->count(o.key);
    if (guided_choice) f.options[o.key] = fixed->at(o.key);
    ImGui::BeginDisabled(guided_choice);
    choice_row("new/option/" + o.key, o.label.c_str(), values, labels, f.options[o.key]);
    ImGui::EndDisabled();
    if (guided_choice)
      ui::wrapped("The guided first game plays this (the rulebook's choice for first-time players); untick "
                  "\"Guided first game\" below to choose.", IM_COL32(140, 220, 150, 255), ui::fonts().small);
    std::erase(f.generated, o.key);
    if (!generated.empty() && f.options[o.key] == generated) f.generated.push_back(o.key);
    const std::string group = seat >= 0 ? o.key.substr(0, o.key.size() - 1) : "";
    if (!o.help.empty() && (seat < 0 || (o.computer_chooses && group != helped))) {
      helped = group;
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::PushFont(ui::fonts().small);
      ui::text_wrapped("%s", o.help.c_str());
      ImGui::PopFont();
      ImGui::PopStyleColor();
    }
  }
}

// Starts the game the new-game dialog is set for (Start, or Enter); a refusal is kept in a.notice.
static void start_from_dialog(App& a, const Game& g, bool guided) {
  NewGameForm& f = a.form;
  const uint64_t seed = std::strtoull(f.seed_text, nullptr, 10);
  const std::vector<bool> computer = form_seating(f);
  std::vector<bool> remote(computer.size(), false);
  for (size_t seat = 1; f.online && seat < computer.size(); ++seat) remote[seat] = !computer[seat];
  // Relay servers that are not a list of servers start nothing (the field says why, under it).
  Status st = f.online ? check_ice(f.ice_text) : Status{};
  if (!st) st = make_error("The relay servers are not usable: " + st.error + ".");
  else st = session_start(a.session, g.info.id, seed, f.seats, f.options, computer, f.level, remote);
  if (st && f.online && !a.session.match.online()) st = make_error("Choose at least one friend online (or play against the computer).");
  a.session.hint.guided = st && guided;
  if (a.session.hint.guided) session_save(a.session);  // a reload before the first move keeps the guide
  if (!st) {
    a.notice = st.error;
    return;
  }
  a.first_visit = false;
  if (!f.online) {  // the tick as shown, for this game's next game only
    if (f.guided) a.unguided_games.erase(g.info.id);
    else a.unguided_games.insert(g.info.id);
  }
  save_settings(a);  // the level and this game's guided game, for the next game
  a.screen = Screen::Table;
  if (f.online) {
    online_host(a, f.signal_text, f.ice_text, std::strcmp(f.seed_text, f.seed_drawn) != 0);
    a.screen = Screen::Lobby;
  }
  a.notice.clear();
  a.saved_checked = false;
}

// The dialog's buttons under its scrolling choices, always on screen (Start was below the fold at
// 1280x800): Start, Back, Rules (a phone's row holds the three) and a deck builder where the game
// has one; a refusal of Start over them.
static void draw_new_game_footer(App& a, const Game& g, bool guided) {
  const float width = std::min(760.0f, ImGui::GetContentRegionAvail().x);
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
  ImGui::BeginChild("new-game-footer", ImVec2(width, 0), false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  if (!a.notice.empty()) ui::wrapped(a.notice, IM_COL32(255, 204, 128, 255));
  const float third = (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
  if (ui::button("new/start", "Start", ImVec2(std::min(160.0f, third), 44)) || pressed_default(a)) start_from_dialog(a, g, guided);
  ui::same_line_if_fits(std::min(120.0f, third));
  if (ui::button("new/back", "Back", ImVec2(std::min(120.0f, third), 44))) a.screen = Screen::Menu;
  ui::same_line_if_fits(std::min(120.0f, third));
  if (ui::button("new/rules", "Rules", ImVec2(std::min(120.0f, third), 44))) open_rules(a, g.info.id, Screen::NewGame);
  if (const DeckBuilderUI* b = find_deck_builder(g.info.id)) {
    const std::string label = std::string("Build an ") + b->noun;
    ui::same_line_if_fits(ui::button_width(label));
    if (ui::button("new/decks", label.c_str(), ImVec2(0, 44))) open_decks(a, g.info.id);
  }
  // The footer's height, measured as this frame drew it: the room the choices leave next frame.
  a.new_game_footer = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y + 2;
  ImGui::EndChild();
}

// The ladder's figures (scripts/ladder.mjs writes them from docs/ladder.json; issue 52): how a level
// did against the one below it over 200 games.
struct LevelFigure {
  const TableUI& (*table)();  // the game's table, which names its game (FF_TABLE(folder))
  int seats;
  const char* option;  // "key=value" where the figure is for one board only, else ""
  Level upper, lower;
  double score;        // the upper level's share of the games, in per cent (a draw half)
  double wins, draws;  // its games won and drawn, in per cent (a free-for-all's: its pairwise score, no draws)
};
#define FF_TABLE(folder) []() -> const TableUI& { return folder##_table(); }
static const LevelFigure kLevelFigures[] = {
#include "web/app/level_figures.inc"
};
#undef FF_TABLE

// The figure of `upper` against the level below it in this game as the form sets it. Where the
// form's option has figures of its own (Crossfire's Ultimate board), only those count; otherwise the
// game's plain figures. Null if none.
static const LevelFigure* level_figure(const NewGameForm& f, Level upper) {
  const auto option_set = [&f](const std::string& o) {
    const size_t eq = o.find('=');
    const auto it = f.options.find(o.substr(0, eq));
    return it != f.options.end() && it->second == o.substr(eq + 1);
  };
  bool own_board = false;
  const LevelFigure *own = nullptr, *plain = nullptr;
  for (const LevelFigure& x : kLevelFigures) {
    if (f.game_id != x.table().game_id || f.seats != x.seats) continue;
    const bool set = x.option[0] != '\0' && option_set(x.option);
    own_board = own_board || set;
    if (x.upper != upper) continue;
    if (set) own = &x;
    else if (x.option[0] == '\0') plain = &x;
  }
  return own_board ? own : plain;
}

// "wins about 7 of 10", or "wins about 4 and draws about 6 of 10": Crossfire's levels draw often, and
// a score that counts a draw as half a win would read as wins.
static std::string wins_of_ten(const LevelFigure& x) {
  const long wins = std::lround(x.wins / 10), draws = std::lround(x.draws / 10);
  return "wins about " + std::to_string(wins) + (draws > 0 ? " and draws about " + std::to_string(draws) : "") + " of 10";
}

// What the chosen level is, in the ladder's words: "Normal: wins about 7 of 10 games against Easy".
static std::string level_says(const NewGameForm& f) {
  const std::string players = f.seats > 2 ? " at " + std::to_string(f.seats) + " players" : "";
  if (f.level == Level::Easy) {
    const LevelFigure* up = level_figure(f, Level::Normal);
    return std::string("Easy plays the game's plain plan at once, without looking ahead.") +
           (up ? " Normal " + wins_of_ten(*up) + " games against it" + players + "." : "");
  }
  const LevelFigure* x = level_figure(f, f.level);
  const Level below = static_cast<Level>(static_cast<int>(f.level) - 1);
  std::string says = std::string(level_name(f.level)) + " searches each move" + (f.level == Level::Expert ? " longest" : "") + ": ";
  if (!x) return says + "its games against " + level_name(below) + players + " are not measured yet.";
  says += wins_of_ten(*x) + " games against " + level_name(below) + players + " (200 games measured)";
  return says + (x->score < 50 ? ", so it is not yet stronger here." : ".");
}

static void draw_new_game(App& a) {
  const Game* g = find_game(a.form.game_id);
  if (!g) {
    a.screen = Screen::Menu;
    return;
  }
  NewGameForm& f = a.form;
  begin_page("new-game", 760.0f, g->info.name.c_str(), a.new_game_footer + ImGui::GetStyle().ItemSpacing.y);
  ui::wrapped(g->info.summary, ImGui::GetColorU32(ImGuiCol_TextDisabled));
  ImGui::Separator();

  std::string opponent = f.online ? "online" : f.vs_computer ? "computer" : "hotseat";
  choice_row("new/opponent", "Opponent", {"computer", "hotseat", "online"},
             {"The computer", f.seats > 2 ? "Friends at this screen" : "A friend at this screen", "Friends online"}, opponent);
  f.online = opponent == "online";
  f.vs_computer = opponent == "computer";
  if (f.online) online_rows(f, g->info);
  const bool level_row = f.vs_computer || (f.online && has_computer(form_seating(f)));
  if (level_row) {
    std::string level = std::to_string(static_cast<int>(f.level));
    choice_row("new/level", "Difficulty", {"0", "1", "2", "3"}, {"Easy", "Normal", "Hard", "Expert"}, level);
    f.level = static_cast<Level>(level[0] - '0');
    ui::wrapped(level_says(f), ImGui::GetColorU32(ImGuiCol_TextDisabled), ui::fonts().small);
  }
  // A first visit: what was chosen for it, of what this dialog shows (online offers no guided game).
  const char* chosen = level_row && !f.online ? "Normal difficulty and the guided game (below) are"
                       : level_row            ? "Normal difficulty is"
                       : !f.online            ? "the guided game (below) is"
                                              : nullptr;
  if (a.first_visit && chosen)
    ui::wrapped(std::string("Your first game here: ") + chosen + " chosen for you. Whatever you choose is kept for your next game.",
                ImGui::GetColorU32(ImGuiCol_TextDisabled), ui::fonts().small);
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
  const bool guided = f.guided && !f.online;  // online, every player plays their own choices
  option_rows(a, g->info, guided ? &g->info.guided_options : nullptr);
  ImGui::Dummy(ImVec2(0, 2));
  if (!f.online) {
    ui::checkbox("Guided first game", &f.guided);
    hook::record_last_item("new/guided");
  }
  if (guided) {
    ui::wrapped("The table shows a good legal move and why the rules allow it, and warns before a move that loses.",
                ImGui::GetColorU32(ImGuiCol_TextDisabled), ui::fonts().small);
    for (const auto& [key, value] : g->info.guided_options) f.options[key] = value;
    if (!g->info.guided_options.empty())
      ui::wrapped("Plays " + guided_choices(g->info) + " (the rulebook's choice for first-time players).",
                  ImGui::GetColorU32(ImGuiCol_TextDisabled), ui::fonts().small);
  }
  ImGui::Dummy(ImVec2(0, 2));
  ui::text_wrapped("Deal number (the same number gives the same deal)");
  ImGui::SetNextItemWidth(200);
  ImGui::InputText("##seed", f.seed_text, sizeof f.seed_text, ImGuiInputTextFlags_CharsDecimal);
  ui::tap_target("deal number");
  hook::record_last_item("new/seed");
  ImGui::SameLine();
  if (ui::button("new/reseed", "New deal")) {
    std::snprintf(f.seed_text, sizeof f.seed_text, "%llu", static_cast<unsigned long long>(fresh_seed(a)));
    std::snprintf(f.seed_drawn, sizeof f.seed_drawn, "%s", f.seed_text);
  }
  if (f.online)
    ui::wrapped(std::strcmp(f.seed_text, f.seed_drawn) == 0
                    ? "Online, the deal is drawn by your page and your friends' pages together, and every page checks it at the end."
                    : "A typed deal number: your friends' pages will say this deal was chosen by you, not checked.",
                ImGui::GetColorU32(ImGuiCol_TextDisabled), ui::fonts().small);
  ImGui::EndChild();
  draw_new_game_footer(a, *g, guided);
  JsonWriter j;
  j.begin_object().key("game").value(f.game_id).key("seed").value(f.seed_text).key("options").begin_object();
  for (const auto& [key, value] : f.options) j.key(key).value(value);
  j.end_object().key("generated").values(f.generated);
  j.key("level").value(level_key(f.level)).key("level_says").value(level_says(f));
  j.key("guided").value(f.guided).key("first_visit").value(a.first_visit);
  j.key("online").value(f.online).end_object();
  hook::set_summary(j.str());
}

void start_rematch(App& a, const Options& changes) {
  Session& s = a.session;
  if (!s.has_game()) return;
  const State& st = *s.match.state;
  Options options = st.options();
  for (const auto& [key, value] : changes) options[key] = value;
  const std::string game_id = st.info().id;
  const int seats = st.num_seats();
  const std::vector<bool> computer = s.match.computer;
  // Online, the same friends at the same seats, through the same links (the note keeps the peer id
  // and the invitations): the new game's serial makes the host's page send each its first frame.
  const std::vector<bool> remote = host_side(a.online) ? s.match.remote : std::vector<bool>{};
  const std::string online_seats = s.match.online_seats;
  Status started = session_start(s, game_id, fresh_seed(a), seats, options, computer, s.match.level, remote);
  if (started && s.match.online()) {
    s.match.online_seats = online_seats;
    session_save(s);
  }
  if (started) {
    s.hint.guided = false;
    a.screen = Screen::Table;
    a.saved_checked = false;
    if (host_side(a.online)) online_new_deal(a);  // a new secret, the friends' pages' new parts
  } else {
    session_notice(s, ImGui::GetTime(), "No rematch: " + started.error);
  }
}

void open_rules(App& a, const std::string& game_id, Screen back, const std::string& section) {
  a.rules_game = game_id;
  a.rules_back = back;
  a.rules_section = section.empty() ? "how-to-play" : section;
  a.screen = Screen::Rules;
}

static void draw_open_code(App& a) {
  begin_page("open-code", 720.0f, "Open a code");  // as the menu's button says
  ui::text_wrapped("Type or paste a replay code (it starts with FFR) or a replay link, or a friend's connection code "
                   "for a game online (it starts with FFC1).");
  const std::string pasted = io::take_new_paste();  // Ctrl+V in the field pastes through ImGui itself
  ui::input_multiline("##code", a.code_text, ImVec2(-1, 140));
  if (!pasted.empty() && !ImGui::IsItemActive()) a.code_text = pasted;
  hook::record_last_item("open/code");
  if (ui::button("open/paste", "Paste", ImVec2(120, 40)) && !io::request_paste())
    a.code_error = "This browser does not let the page read the clipboard: press Ctrl+V (or long-press) in the field.";
  ImGui::SameLine();
  if (ui::button("open/go", "Open", ImVec2(140, 40))) {
    if (is_connection_code(a.code_text)) {  // a friend's game online, without a server
      online_join_by_code(a, a.code_text);
      a.screen = Screen::Lobby;
    } else {
      const Status opened = open_replay(a, a.code_text);
      a.code_error = opened ? "" : "This code cannot be opened: " + opened.error + ".";
    }
  }
  ImGui::SameLine();
  if (ui::button("open/back", "Back", ImVec2(120, 40))) a.screen = Screen::Menu;
  if (!a.code_error.empty()) ui::text_colored(ImVec4(1, 0.72f, 0.45f, 1), "%s", a.code_error.c_str());
  ImGui::EndChild();
  JsonWriter j;
  j.begin_object().key("error").value(a.code_error).key("code_length").value(static_cast<int>(a.code_text.size())).end_object();
  hook::set_summary(j.str());
}

static void draw_stats(App& a) {
  begin_page("stats", 720.0f, "Statistics");
  ui::text_disabled("Finished games against the computer and with friends online, kept in this browser.");
  auto stats = load_stats();
  JsonWriter j;
  j.begin_object().key("lines").begin_array();
  if (stats.empty()) ui::text_wrapped("No finished games yet.");
  // A game and level a line, its wins, losses and draws under it (no columns: readable on a phone).
  auto count = [](int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); };
  for (const StatLine& l : stats) {
    const Game* g = find_game(l.game_id);
    ImGui::Separator();
    ui::wrapped(std::string(g ? g->info.name : l.game_id) + ": " +
                    (l.online ? std::string("with friends online") : std::string(level_name(static_cast<Level>(l.level))) + (l.guided ? ", guided" : "")),
                ui::colors::kText);
    ui::wrapped(count(l.wins, "win", "wins") + ", " + count(l.losses, "loss", "losses") + ", " + count(l.draws, "draw", "draws"),
                ui::colors::kGold);
    j.begin_object().key("game").value(l.game_id).key("level").value(l.level).key("wins").value(l.wins)
        .key("losses").value(l.losses).key("draws").value(l.draws).key("guided").value(l.guided);
    if (l.online) j.key("online").value(true);
    j.end_object();
  }
  j.end_array().end_object();
  hook::set_summary(j.str());
  ImGui::Dummy(ImVec2(0, 12));
  if (ui::button("stats/back", "Back to the menu", ImVec2(220, 40))) a.screen = Screen::Menu;
  ImGui::EndChild();
}

// The games whose guided first game is off: "unguided=crossfire,poker-assault" (every other game's
// is on). An older page's string has only "guided=0" or "guided=1", one choice it kept for every
// game: its guided=0 turns the guide off for them all. (This page writes that too, the last choice,
// for older pages; it counts here only without an "unguided=".)
static void read_guided_choices(App& a, const std::string& text) {
  a.unguided_games.clear();
  bool each_game = false, all_off = false;
  for (std::string_view item : split(text, ' ')) {
    all_off = all_off || item == "guided=0";
    if (item.substr(0, 9) != "unguided=") continue;
    each_game = true;
    for (std::string_view id : split(item.substr(9), ','))
      if (!id.empty()) a.unguided_games.insert(std::string(id));
  }
  if (!each_game && all_off)
    for (const Game* g : playable_games()) a.unguided_games.insert(g->info.id);
}

static std::string unguided_list(const App& a) {
  std::string list;
  for (const std::string& id : a.unguided_games) list += (list.empty() ? "" : ",") + id;
  return list;
}

void load_settings(App& a) {
  ui::Settings& st = ui::settings();
  const std::string text = io::storage_get(kSettingsKey);
  a.first_visit = text.find("level=") == std::string::npos;
  if (a.first_visit) a.form.level = Level::Normal;
  read_guided_choices(a, text);
  for (std::string_view item : split(text, ' ')) {
    if (item.substr(0, 6) == "level=")
      if (auto level = parse_level(item.substr(6))) a.form.level = *level;
    if (item == "four=1") st.four_colour = true;
    if (item == "still=1") st.reduced_motion = true;
    if (item == "pace=fast") st.fast_computer = true;
    if (item == "skip=1") st.skip_empty_points = true;
    if (item == "sound=0") st.sound_on = false;
    for (int v = 0; v <= 100; ++v)
      if (item == "volume=" + std::to_string(v)) st.sound_volume = v;
    if (item.substr(0, 7) == "signal=" && item.size() - 7 < sizeof a.form.signal_text) {
      const std::string value(item.substr(7));
      std::snprintf(a.form.signal_text, sizeof a.form.signal_text, "%s", value.c_str());
    }
    if (item.substr(0, 4) == "ice=" && item.size() - 4 < sizeof a.form.ice_text && parse_ice_servers(item.substr(4))) {
      const std::string value(item.substr(4));
      std::snprintf(a.form.ice_text, sizeof a.form.ice_text, "%s", value.c_str());
    }
    for (int pct : {85, 100, 125, 150})
      if (item == "scale=" + std::to_string(pct)) st.ui_scale_pct = pct;
  }
}

// A signalling server's address as the settings keep it: blank (the public server) or checked as a
// link's signal= is, with the reason when it is not one.
static Status check_signal(const char* text) {
  if (!text[0]) return {};
  auto link = parse_deal_query(std::string("?signal=") + text);
  return link ? Status{} : make_error(link.error());
}

void save_settings(const App& a) {
  const ui::Settings& st = ui::settings();
  io::storage_set(kSettingsKey, "scale=" + std::to_string(st.ui_scale_pct) + " four=" + (st.four_colour ? "1" : "0") +
                                    " still=" + (st.reduced_motion ? "1" : "0") + " pace=" + (st.fast_computer ? "fast" : "readable") +
                                    " skip=" + (st.skip_empty_points ? "1" : "0") + " level=" + level_key(a.form.level) +
                                    " guided=" + (a.form.guided ? "1" : "0") + " sound=" + (st.sound_on ? "1" : "0") +
                                    " volume=" + std::to_string(st.sound_volume) + " unguided=" + unguided_list(a) +
                                    (a.form.signal_text[0] && check_signal(a.form.signal_text) ? std::string(" signal=") + a.form.signal_text : "") +
                                    (a.form.ice_text[0] && check_ice(a.form.ice_text) ? std::string(" ice=") + a.form.ice_text : ""));
}

// Sound on or off and its volume; true when a choice to keep was made (the slider: once let go,
// with a sample of the new volume).
static bool draw_sound_settings(ui::Settings& st) {
  bool changed = ui::checkbox("Sound effects", &st.sound_on);
  hook::record_last_item("settings/sound");
  ui::hover_tip("They start after your first click, tap or key: browsers play no sound before.");
  ImGui::BeginDisabled(!st.sound_on);
  ImGui::SetNextItemWidth(std::min(280.0f, ImGui::GetContentRegionAvail().x * 0.6f));
  const bool slid = ImGui::SliderInt("Volume", &st.sound_volume, 0, 100, "%d %%", ImGuiSliderFlags_AlwaysClamp);
  ui::tap_target("Volume");
  hook::record_last_item("settings/volume");
  const bool let_go = ImGui::IsItemDeactivatedAfterEdit();
  ImGui::EndDisabled();
  if (changed || slid) ui::sound_settings_changed();
  if (let_go || (changed && st.sound_on)) ui::sound_play(ui::Sound::kCardPlayed);
  return changed || let_go;
}

// Games online: the PeerJS signalling server the pages meet through (blank: the public one), the
// same field as the new-game dialog's. Kept when the field is left; an address that is not one is
// named and not kept.
static bool draw_signal_setting(App& a) {
  ui::text_wrapped("Signalling server for games online (blank: the public PeerJS server)");
  ImGui::SetNextItemWidth(std::min(420.0f, ImGui::GetContentRegionAvail().x));
  const bool entered = ImGui::InputText("##settings-signal", a.form.signal_text, sizeof a.form.signal_text, ImGuiInputTextFlags_EnterReturnsTrue);
  ui::tap_target("signalling server");
  hook::record_last_item("settings/signal");
  const bool left = entered || ImGui::IsItemDeactivatedAfterEdit();
  if (left) {
    const Status ok = check_signal(a.form.signal_text);
    a.signal_error = ok ? "" : "Not kept: " + ok.error + ".";
  }
  if (!a.signal_error.empty()) ui::text_colored(ImVec4(1, 0.72f, 0.45f, 1), "%s", a.signal_error.c_str());
  return left && a.signal_error.empty();
}

static void draw_settings(App& a) {
  ui::Settings& st = ui::settings();
  begin_page("settings", 720.0f, "Settings");
  bool changed = false;
  ui::text_unformatted("Size of text and controls");
  for (int pct : {85, 100, 125, 150}) {
    const std::string label = std::to_string(pct) + " %";
    if (pct != 85) ui::same_line_if_fits(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label.c_str()).x);
    if (ui::radio((std::to_string(pct) + " %").c_str(), st.ui_scale_pct == pct)) {
      st.ui_scale_pct = pct;
      changed = true;
    }
    hook::record_last_item("settings/scale/" + std::to_string(pct));
  }
  changed |= ui::checkbox("Four-colour deck (diamonds blue, clubs green)", &st.four_colour);
  hook::record_last_item("settings/four-colour");
  changed |= ui::checkbox("Reduce motion (no moving or blinking decoration)", &st.reduced_motion);
  hook::record_last_item("settings/still");
  changed |= ui::checkbox("Fast computer (its moves appear at once; Space skips one pause)", &st.fast_computer);
  hook::record_last_item("settings/fast");
  changed |= ui::checkbox("Friends at one screen: skip response points where nothing is playable (Assault Edge; "
                             "the other player then sees you hold no Quick card)", &st.skip_empty_points);
  hook::record_last_item("settings/skip-empty");
  changed |= draw_sound_settings(st);
  changed |= draw_signal_setting(a);
  changed |= ice_field(a.form, "settings/ice") && check_ice(a.form.ice_text);
  if (changed) save_settings(a);
  ImGui::Dummy(ImVec2(0, 8));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 p = ImGui::GetCursorScreenPos();
  const unsigned colour = st.four_colour ? unsigned{ui::kCardFourColour} : 0u;
  for (int suit = 3; suit >= 0; --suit) ui::draw_card(dl, ImVec2(p.x + (3 - suit) * 70, p.y), 60, Card::make(kAce, suit), colour);
  ImGui::Dummy(ImVec2(280, 60 * ui::kCardAspect + 10));
  ui::text_wrapped("Keyboard: on a table the arrow keys (or Tab) choose a move, Enter plays it, Escape lets go; "
                     "H asks for a hint, U takes back, R redoes, Space shows the computer's move at once. "
                     "Elsewhere the arrows move through the buttons and Enter or Space presses one; with none chosen, "
                     "Enter presses the first (the menu's Continue or first game, the new-game dialog's Start).");
  if (ui::button("settings/back", "Back to the menu", ImVec2(220, 40))) a.screen = Screen::Menu;
  ImGui::EndChild();
  JsonWriter j;
  j.begin_object().key("scale").value(st.ui_scale_pct).key("four_colour").value(st.four_colour);
  j.key("reduced_motion").value(st.reduced_motion).key("fast_computer").value(st.fast_computer);
  j.key("skip_empty_points").value(st.skip_empty_points);
  j.key("sound").value(st.sound_on).key("volume").value(st.sound_volume).end_object();
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
  if (!link->signal.empty()) std::snprintf(a.form.signal_text, sizeof a.form.signal_text, "%s", link->signal.c_str());
  if (!link->ice.empty()) std::snprintf(a.form.ice_text, sizeof a.form.ice_text, "%s", link->ice.c_str());
  if (!link->join.empty()) {
    // An invitation: the query stays in the address bar, so a reload joins again.
    online_join(a, *link);
    a.screen = Screen::Lobby;
    return;
  }
  if (!link->replay.empty()) {
    const Status opened = open_replay(a, link->replay);
    if (!opened) a.notice = "This replay link cannot be opened: " + opened.error + ".";
    return;
  }
  if (link->game_id.empty()) return;
  const Game* g = find_game(link->game_id);
  if (!g || !find_table(g->info.id)) {
    a.notice = "This link names a game that cannot be played here yet.";
    return;
  }
  uint64_t seed = link->has_seed ? link->seed : fresh_seed(a);
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
  a.session.hint.guided = link->guided;
  if (link->guided) session_save(a.session);
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
  online_update(a, ImGui::GetTime());
  hook::set_screen(screen_name(a.screen));
  ui::motion_frame(ImGui::GetTime());
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
    case Screen::Rules: draw_rules_screen(a); break;
    case Screen::Settings: draw_settings(a); break;
    case Screen::Decks: draw_decks(a); break;
    case Screen::Lobby: draw_lobby(a); break;
  }
  ImGui::End();
}

}  // namespace ff
