#include "web/app/decks.h"

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "core/common/json.h"
#include "core/common/order.h"
#include "core/games/registry.h"
#include "imgui.h"
#include "web/app/app.h"
#include "web/app/platform_io.h"
#include "web/widgets/test_hook.h"
#include "web/widgets/ui.h"

namespace ff {

namespace {

constexpr const char* kDeckFormat = "FFD1";
constexpr ImU32 kBad = IM_COL32(255, 200, 120, 255);
constexpr ImU32 kGood = IM_COL32(150, 220, 150, 255);

std::string deck_key_prefix(const std::string& game_id) { return kDeckPrefix + game_id + "."; }

// "FFD1\n<name>\n<code>" -> the deck; false for another format (left as it is).
bool parse_deck(const std::string& value, SavedDeck& d) {
  const size_t a = value.find('\n'), b = a == std::string::npos ? a : value.find('\n', a + 1);
  if (b == std::string::npos || value.compare(0, a, kDeckFormat) != 0) return false;
  d.name = value.substr(a + 1, b - a - 1);
  d.code = value.substr(b + 1);
  return true;
}

void say(DeckScreen& d, const std::string& text, bool bad) {
  d.message = text;
  d.message_bad = bad;
  d.message_code = d.edit.code;
}

// Saves the deck being built; false (with the reason shown) if the browser refused.
bool save_current(DeckScreen& d) {
  SavedDeck s{d.key, d.name.empty() ? "My army" : d.name, d.edit.code};
  const std::string failed = store_deck(d.game_id, s, d.keys_made);
  if (!failed.empty()) {
    say(d, "Not saved: " + failed + ". Copy the deck code below to keep this deck.", true);
    d.show_code = true;
    return false;
  }
  d.key = s.key;
  d.name = s.name;
  d.saved_code = d.edit.code;
  say(d, "Saved as \"" + s.name + "\".", false);
  return true;
}

void load_deck(DeckScreen& d, const SavedDeck& s) {
  d.key = s.key;
  d.name = s.name;
  d.edit = DeckEdit{s.code};
  d.saved_code = s.code;
  say(d, "Opened \"" + s.name + "\".", false);
}

// With more than one game to build for: which one (each keeps its own saved decks).
// True if the player switched game (the screen is drawn for it from the next frame).
bool draw_game_choice(App& a, const DeckScreen& d) {
  if (deck_builders().size() < 2) return false;
  bool switched = false;
  for (size_t i = 0; i < deck_builders().size(); ++i) {
    const Game* g = find_game(deck_builders()[i].game_id);
    if (!g) continue;
    if (i) ui::same_line_if_fits(ImGui::CalcTextSize(g->info.name.c_str()).x + ImGui::GetFrameHeight() + 8);
    if (ui::radio((g->info.name + "##deck-game").c_str(), g->info.id == d.game_id) && g->info.id != d.game_id)
      switched = true, open_decks(a, g->info.id);
    hook::record_last_item("decks/game/" + g->info.id);
    if (switched) return true;
  }
  return false;
}

// The saved decks (each opens for editing) and the starting points of a new one.
void draw_deck_list(DeckScreen& d, const DeckBuilderUI& b) {
  const std::vector<SavedDeck> saved = saved_decks(d.game_id);
  if (!saved.empty()) ui::text_unformatted("Your saved decks:");
  for (size_t i = 0; i < saved.size(); ++i) {
    const SavedDeck& s = saved[i];
    if (s.newer) {
      ui::wrapped("A deck saved by a newer version of the page (kept as it is)", ImGui::GetColorU32(ImGuiCol_TextDisabled));
      continue;
    }
    const std::string label = (s.key == d.key ? "> " : "") + s.name;
    if (i) ui::same_line_if_fits(ui::button_width(label));
    if (ui::button("decks/open/" + std::to_string(i + 1), label.c_str())) load_deck(d, s);
  }
  ui::text_unformatted("Start a new one from:");
  const auto starts = b.starts(static_cast<uint64_t>(io::now_ms()));
  for (size_t i = 0; i < starts.size(); ++i) {
    if (i) ui::same_line_if_fits(ui::button_width(starts[i].first));
    if (ui::button("decks/start/" + std::to_string(i + 1), starts[i].first.c_str())) {
      d.key.clear();
      d.saved_code.clear();
      d.name = starts[i].first == "An empty army" || starts[i].first == "A generated army" ? "My army" : "My " + starts[i].first;
      d.edit = DeckEdit{starts[i].second};
      say(d, "A new deck, from " + starts[i].first + ": it is saved when you save it.", false);
    }
  }
}

// The deck's code to share, and a field to open someone's code (shown by the Code button).
void draw_code(DeckScreen& d, const DeckBuilderUI& b) {
  if (!d.show_code) return;
  ui::text_unformatted("This deck's code:");
  ui::same_line_if_fits(ImGui::CalcTextSize(d.edit.code.c_str()).x);  // else under it: a phone's line is short
  ui::text_unformatted(d.edit.code.c_str());
  hook::record_last_item("decks/code");
  ui::same_line_if_fits(ui::button_width("Copy"));
  if (ui::button("decks/copy", "Copy")) io::copy_text(d.edit.code);
  ui::text_unformatted("Open a deck code:");
  const std::string pasted = io::take_new_paste();
  ui::input_multiline("##deck-code", d.code_text, ImVec2(-1, ImGui::GetFrameHeight() * 1.6f));
  if (!pasted.empty() && !ImGui::IsItemActive()) d.code_text = pasted;
  hook::record_last_item("decks/code-text");
  if (ui::button("decks/open-code", "Open code")) {
    std::string code = d.code_text;
    code.erase(std::remove_if(code.begin(), code.end(), [](char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }),
               code.end());
    // A deck that breaks a rule still opens, so it can be fixed here.
    const std::string why = b.unreadable(code);
    if (!why.empty()) say(d, "That code cannot be opened: " + why + ".", true);
    else {
      d.key.clear();
      d.saved_code.clear();
      d.name = "Shared deck";
      d.edit = DeckEdit{code};
      say(d, "Opened the code: save it to keep it.", false);
    }
  }
}

// Save, Play, Share, Back: a deck plays only when every rule holds.
void draw_actions(App& a, DeckScreen& d, const DeckBuilderUI& b, const std::vector<std::string>& problems) {
  if (ui::button("decks/save", "Save", ImVec2(110, 40))) save_current(d);
  ui::same_line_if_fits(110);
  if (ui::button("decks/play", "Play", ImVec2(110, 40))) {
    if (!problems.empty()) say(d, "This deck cannot be played yet: " + problems.front() + ".", true);
    else if ((d.saved_code == d.edit.code && !d.key.empty()) || save_current(d)) {
      const Game* g = find_game(d.game_id);
      if (g) open_new_game(a, *g, {{b.option, d.edit.code}});
    }
  }
  ui::same_line_if_fits(110);
  if (ui::button("decks/share", d.show_code ? "Hide code" : "Code", ImVec2(110, 40))) d.show_code = !d.show_code;
  ui::same_line_if_fits(110);
  if (ui::button("decks/back", "Back", ImVec2(110, 40))) a.screen = Screen::Menu;
}

void draw_status(const DeckScreen& d, const std::vector<std::string>& problems) {
  if (problems.empty()) ui::wrapped("Every rule holds: this deck can be played.", kGood);
  for (const std::string& p : problems) ui::wrapped(p, kBad);
  // "This deck cannot be played yet" must not stay under "Every rule holds" once the deck changed.
  if (!d.message.empty() && d.message_code == d.edit.code)
    ui::wrapped(d.message, d.message_bad ? kBad : ImGui::GetColorU32(ImGuiCol_Text));
  if (!d.key.empty() && d.saved_code != d.edit.code) ui::wrapped("Changed since it was saved.", ImGui::GetColorU32(ImGuiCol_TextDisabled));
}

void summarize(const DeckScreen& d, const std::vector<std::string>& problems) {
  JsonWriter j;
  j.begin_object().key("game").value(d.game_id).key("code").value(d.edit.code).key("name").value(d.name);
  j.key("saved").value(!d.key.empty() && d.saved_code == d.edit.code).key("refused").value(d.edit.refused).key("refused_item").value(d.edit.refused_item);
  j.key("message").value(d.message).key("problems").begin_array();
  for (const std::string& p : problems) j.value(p);
  j.end_array().key("decks").value(static_cast<int>(saved_decks(d.game_id).size()));
  const PoolFilter& f = d.edit.filter;
  j.key("filter").begin_object().key("deck").value(f.deck).key("type").value(f.type).key("element").value(f.element);
  j.key("icon").value(f.icon).key("cost").value(f.cost).end_object().key("listed").begin_array();
  for (const std::string& id : d.edit.listed) j.value(id);
  j.end_array().end_object();
  hook::set_summary(j.str());
}

}  // namespace

std::vector<SavedDeck> saved_decks(const std::string& game_id) {
  std::vector<std::string> keys = io::storage_keys(deck_key_prefix(game_id));
  stable_sort_by(keys, std::less<>());  // keys carry the time they were made: oldest first
  std::vector<SavedDeck> out;
  for (const std::string& key : keys) {
    SavedDeck d{key};
    d.newer = !parse_deck(io::storage_get(key), d);
    out.push_back(d);
  }
  return out;
}

std::string store_deck(const std::string& game_id, SavedDeck& d, int& serial) {
  if (d.key.empty()) {
    char stamp[40];
    std::snprintf(stamp, sizeof stamp, "%013.0f-%d", io::now_ms(), ++serial);
    d.key = deck_key_prefix(game_id) + stamp;
  }
  std::string name = d.name;
  std::replace(name.begin(), name.end(), '\n', ' ');
  if (!io::storage_set(d.key, std::string(kDeckFormat) + "\n" + name + "\n" + d.code)) {
    d.key.clear();
    return "the browser's storage refused it (full or blocked)";
  }
  return "";
}

void open_decks(App& a, const std::string& game_id) {
  const DeckBuilderUI* b = find_deck_builder(game_id);
  if (!b) return;
  DeckScreen& d = a.decks;
  if (d.game_id != game_id) {
    const int keys_made = d.keys_made;
    d = DeckScreen{};
    d.keys_made = keys_made;
    d.game_id = game_id;
    const auto saved = saved_decks(game_id);
    const auto first = std::find_if(saved.rbegin(), saved.rend(), [](const SavedDeck& s) { return !s.newer; });
    if (first != saved.rend()) load_deck(d, *first);
    else {
      const auto starts = b->starts(1);
      d.name = "My " + starts.front().first;
      d.edit.code = starts.front().second;
      d.message.clear();
    }
  }
  a.screen = Screen::Decks;
}

void draw_decks(App& a) {
  DeckScreen& d = a.decks;
  const DeckBuilderUI* b = find_deck_builder(d.game_id);
  const Game* g = find_game(d.game_id);
  if (!b || !g) {
    a.screen = Screen::Menu;
    return;
  }
  begin_page("decks", 760.0f, (std::string("Build your own ") + b->noun).c_str());
  ui::wrapped(g->info.name + ": " + b->rules, ImGui::GetColorU32(ImGuiCol_TextDisabled), ui::fonts().small);
  if (draw_game_choice(a, d)) {
    ImGui::EndChild();
    return;
  }
  draw_deck_list(d, *b);
  ImGui::Separator();
  ui::text_unformatted("Name:");
  ImGui::SameLine();
  char name[48];
  std::snprintf(name, sizeof name, "%s", d.name.c_str());
  ImGui::SetNextItemWidth(std::min(ui::px(280), ImGui::GetContentRegionAvail().x));
  if (ImGui::InputText("##deck-name", name, sizeof name)) d.name = name;
  ui::tap_target("deck name");
  hook::record_last_item("decks/name");
  const std::vector<std::string> problems = b->problems(d.edit.code);
  draw_status(d, problems);
  draw_actions(a, d, *b, problems);
  draw_code(d, *b);
  ImGui::Separator();
  b->draw(d.edit);
  ImGui::EndChild();
  summarize(d, problems);
}

}  // namespace ff
