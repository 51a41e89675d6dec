// The Rules screen (issue 23): the game's rules text read into sections (core/games/rules_doc.h),
// a contents line of section buttons, headings, short paragraphs, bullets and drawn examples
// (web/table/rules_examples.h).
#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "core/common/json.h"
#include "core/games/registry.h"
#include "core/games/rules_doc.h"
#include "web/app/app.h"
#include "web/table/rules_examples.h"
#include "web/widgets/pieces.h"
#include "web/widgets/test_hook.h"
#include "web/widgets/ui.h"

namespace ff {
namespace {

// What the hook reports of the last frame.
struct RulesShown {
  std::vector<std::string> slugs;
  std::string shown;
  int examples = 0;
  std::vector<std::string> unknown;
  std::vector<std::pair<std::string, std::pair<int, int>>> reference;  // slug: entries shown, entries
};

std::string lower(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

// "Mist Form (Vampire Court, ...): ..." -> "Mist Form"; "Recall [Research Quick]: ..." -> "Recall".
std::string entry_name(const std::string& text) { return text.substr(0, std::min(text.find(" ("), text.find(" ["))); }

// A reference section: a filter field, then its entries in a grid of cells (a picture of the card or
// unit where the game has one, and its whole text), those matching the filter only.
void draw_reference(RulesScreenState& state, const RulesSection& s, RulesShown& shown) {
  std::array<char, 64>& filter = state.filters[s.slug];
  ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x, ui::px(320)));
  ImGui::InputTextWithHint(("##filter-" + s.slug).c_str(), "Filter: a name or a faction", filter.data(), filter.size());
  ui::tap_target("filter");
  hook::record_last_item("rules/filter/" + s.slug);
  const std::string want = lower(filter.data());
  const float avail = ImGui::GetContentRegionAvail().x, gap = ui::px(10), pad = ui::px(6);
  const int columns = std::max(1, static_cast<int>((avail + gap) / (ui::px(230) + gap)));
  const float cell = (avail - gap * (columns - 1)) / columns;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* small = ui::fonts().small;
  const float size = ui::text_size(small);
  const ImVec2 start = ImGui::GetCursorScreenPos();
  float y = 0, row_h = 0;
  int col = 0, total = 0, matching = 0;
  for (const RulesBlock& b : s.blocks) {
    if (b.kind != RulesBlock::kBullet) continue;
    ++total;
    if (!want.empty() && lower(b.text).find(want) == std::string::npos) continue;
    ++matching;
    const std::string name = entry_name(b.text);
    const ImVec2 at(start.x + col * (cell + gap), start.y + y);
    const ImVec2 pic = rules_reference_picture(s.slug, name, nullptr, at);
    const float text_h = small->CalcTextSizeA(size, 1e9f, cell - 2 * pad, b.text.c_str()).y;
    const float h = pad + (pic.y > 0 ? pic.y + pad : 0) + text_h + pad;
    dl->AddRectFilled(at, ImVec2(at.x + cell, at.y + h), IM_COL32(10, 45, 30, 255), ui::px(6));
    if (pic.y > 0) rules_reference_picture(s.slug, name, dl, ImVec2(at.x + (cell - pic.x) * 0.5f, at.y + pad));
    ui::draw_text(dl, small, size, ImVec2(at.x + pad, at.y + h - pad - text_h), ui::colors::kText, b.text, cell - 2 * pad);
    row_h = std::max(row_h, h);
    if (++col == columns) col = 0, y += row_h + gap, row_h = 0;
  }
  if (matching == 0) {
    ui::text_disabled("Nothing matches \"%s\".", filter.data());
  } else {
    ImGui::SetCursorScreenPos(start);
    ImGui::Dummy(ImVec2(avail, y + row_h));
  }
  shown.reference.push_back({s.slug, {matching, total}});
}

// The contents line: one button per section; on a phone the row wraps.
void draw_contents(App& a, const std::vector<RulesSection>& doc) {
  ImGui::PushFont(ui::fonts().small);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(ui::px(8), ui::px(5)));
  bool first = true;
  for (const RulesSection& s : doc) {
    if (s.title.empty()) continue;
    if (!first) ui::same_line_if_fits(ui::button_width(s.title));
    first = false;
    if (ui::button("rules/section/" + s.slug, s.title.c_str())) a.rules_section = s.slug;
  }
  ImGui::PopStyleVar();
  ImGui::PopFont();
}

void draw_block(const RulesBlock& b, RulesShown& shown) {
  if (b.kind == RulesBlock::kParagraph) {
    ui::text_wrapped("%s", b.text.c_str());
  } else if (b.kind == RulesBlock::kBullet) {
    ImGui::Bullet();
    ImGui::SameLine();
    ui::text_wrapped("%s", b.text.c_str());
  } else if (RulesExampleFn draw = find_rules_example(b.text)) {
    ImGui::Dummy(ImVec2(0, 4));
    draw(ImGui::GetContentRegionAvail().x);
    ++shown.examples;
  } else {
    ui::wrapped("(missing example: " + b.text + ")", IM_COL32(255, 120, 100, 255));
    shown.unknown.push_back(b.text);
  }
  ImGui::Dummy(ImVec2(0, 2));
}

// Scrolls the sections' window to `y`. ImGui keeps a scroll within the content of the frame before,
// which a screen's first frames have not measured yet: the request stands until the scroll is there
// (or a few frames have passed, if it cannot get there).
void scroll_to(App& a, float y) {
  int& frames = a.rules_screen.scroll_frames;
  if (std::fabs(ImGui::GetScrollY() - y) <= 1 || ++frames > 20) {
    a.rules_section.clear();
    frames = 0;
  } else {
    ImGui::SetScrollY(y);
  }
}

// The sections one under the other; a section asked for by the contents line scrolls to the top.
void draw_sections(App& a, const std::vector<RulesSection>& doc, RulesShown& shown) {
  const float scroll = ImGui::GetScrollY();
  for (const RulesSection& s : doc) {
    if (!s.title.empty()) {
      if (&s != &doc.front()) ImGui::Dummy(ImVec2(0, ui::px(10)));
      const float y = ImGui::GetCursorPosY() - ui::px(4);  // the heading's top, in the scrolled content
      if (a.rules_section == s.slug) scroll_to(a, std::max(0.0f, y));
      if (y <= scroll + 2 || shown.shown.empty()) shown.shown = s.slug;
      ImGui::PushFont(ui::fonts().heading);
      ui::text_wrapped("%s", s.title.c_str());
      ImGui::PopFont();
      shown.slugs.push_back(s.slug);
    }
    if (is_reference_section(s.slug)) {
      for (const RulesBlock& b : s.blocks)
        if (b.kind != RulesBlock::kBullet) draw_block(b, shown);
      draw_reference(a.rules_screen, s, shown);
    } else {
      for (const RulesBlock& b : s.blocks) draw_block(b, shown);
    }
  }
  // Room below the last section, so that any section can scroll to the top.
  ImGui::Dummy(ImVec2(0, std::max(0.0f, ImGui::GetWindowHeight() - ui::px(120))));
}

}  // namespace

void draw_rules_screen(App& a) {
  const Game* g = find_game(a.rules_game);
  if (!g) {
    a.screen = Screen::Menu;
    return;
  }
  const float width = std::min(820.0f, ImGui::GetContentRegionAvail().x);
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
  ImGui::BeginChild("rules-screen", ImVec2(width, 0));
  hook::window_scrolls();
  if (ui::button("rules/back", "Back", ImVec2(120, 36))) a.screen = a.rules_back;
  ImGui::PushFont(ui::fonts().heading);
  const std::string title = g->info.name + ": rules";
  ui::same_line_if_fits(ImGui::CalcTextSize(title.c_str()).x);  // on a phone, under Back
  ui::text_wrapped("%s", title.c_str());
  ImGui::PopFont();
  RulesScreenState& state = a.rules_screen;
  std::string &rules_id = state.game_id, &rules = state.text;  // read once per game shown, not every frame
  std::vector<RulesSection>& doc = state.doc;
  if (rules_id != g->info.id) rules_id = g->info.id, rules = game_rules(g->info.id), doc = parse_rules(rules);
  if (doc.empty()) doc = parse_rules("# How to play\n" + g->info.summary);
  draw_contents(a, doc);
  ImGui::BeginChild("rules-text", ImVec2(0, 0), true);
  hook::window_scrolls();
  RulesShown shown;
  draw_sections(a, doc, shown);
  ImGui::EndChild();
  ImGui::EndChild();
  JsonWriter j;
  j.begin_object().key("game").value(g->info.id).key("chars").value(static_cast<int>(rules.size()));
  j.key("sections").begin_array();
  for (const std::string& s : shown.slugs) j.value(s);
  j.end_array().key("shown").value(shown.shown).key("examples").value(shown.examples).key("unknown_examples").begin_array();
  for (const std::string& s : shown.unknown) j.value(s);
  j.end_array().key("reference").begin_object();
  for (const auto& [slug, counts] : shown.reference)
    j.key(slug).begin_object().key("shown").value(counts.first).key("entries").value(counts.second).end_object();
  j.end_object().end_object();
  hook::set_summary(j.str());
}

}  // namespace ff
