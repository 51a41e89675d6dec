#include "web/table/deck_builder.h"

#include "imgui.h"
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
  ImGui::TextUnformatted(text.c_str());
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

}  // namespace builder

}  // namespace ff
