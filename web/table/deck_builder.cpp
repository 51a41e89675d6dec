#include "web/table/deck_builder.h"

#include <algorithm>

#include "imgui.h"
#include "web/widgets/test_hook.h"
#include "web/widgets/ui.h"

namespace ff {

const std::vector<DeckBuilderUI>& deck_builders() {
  static const std::vector<DeckBuilderUI> list = {assault_edge_builder(), ground_assault_builder()};
  return list;
}

const DeckBuilderUI* find_deck_builder(std::string_view game_id) {
  for (const DeckBuilderUI& b : deck_builders())
    if (b.game_id == game_id) return &b;
  return nullptr;
}

namespace builder {

namespace {
constexpr ImU32 kGood = IM_COL32(150, 220, 150, 255);
constexpr ImU32 kWarn = IM_COL32(255, 205, 130, 255);
}  // namespace

void draw_count(const std::string& text, bool good) {
  ImGui::PushFont(ui::fonts().heading);
  ImGui::PushStyleColor(ImGuiCol_Text, good ? kGood : kWarn);
  ui::text_unformatted(text.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

void small_muted(const std::string& text) { ui::wrapped(text, ImGui::GetColorU32(ImGuiCol_TextDisabled), ui::fonts().small); }

void warn(const std::string& text) { ui::wrapped(text, kWarn); }

int steppers(const std::string& id) {
  int step = 0;
  if (ui::button("deck/remove/" + id, "-", ImVec2(ui::px(36), 30))) step = -1;
  ImGui::SameLine();
  if (ui::button("deck/add/" + id, "+", ImVec2(ui::px(36), 30))) step = 1;
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  return step;
}

void filter_combo(const char* kind, const std::vector<std::string>& choices, int& chosen, bool first) {
  if (chosen < 0 || chosen >= static_cast<int>(choices.size())) chosen = 0;
  float text = 0;
  for (const std::string& c : choices) text = std::max(text, ImGui::CalcTextSize(c.c_str()).x);
  const float width = std::min(text + ImGui::GetStyle().FramePadding.x * 2 + ImGui::GetFrameHeight(), ImGui::GetContentRegionAvail().x);
  if (!first) ui::same_line_if_fits(width);
  const std::string id = std::string("deck/filter/") + kind;
  // The combo's frame, recorded before the combo: once open, the last item is its popup.
  const ImVec2 at = ImGui::GetCursorScreenPos();
  hook::record(id, at, ImVec2(at.x + width, at.y + ImGui::GetFrameHeight()));
  ImGui::SetNextItemWidth(width);
  if (!ImGui::BeginCombo(("##" + id).c_str(), choices[static_cast<size_t>(chosen)].c_str(), ImGuiComboFlags_HeightLargest)) return;
  for (size_t i = 0; i < choices.size(); ++i) {
    const bool selected = chosen == static_cast<int>(i);
    if (ImGui::Selectable((choices[i] + "##" + id).c_str(), selected)) chosen = static_cast<int>(i);
    hook::record_last_item(id + "/" + std::to_string(i));
    if (selected) ImGui::SetItemDefaultFocus();
  }
  ImGui::EndCombo();
}

void clear_filters(PoolFilter& f) {
  if (!f.any()) return;
  ui::same_line_if_fits(ui::button_width("Clear filters"));
  if (ui::button("deck/filter/clear", "Clear filters")) f = PoolFilter{};
}

void no_match() {
  ImGui::Dummy(ImVec2(0, 6));
  ui::text_unformatted("No cards match these filters.");
  hook::record_last_item("deck/no-match");
}

}  // namespace builder

}  // namespace ff
