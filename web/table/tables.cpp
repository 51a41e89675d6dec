#include "web/table/tables.h"

#include "imgui.h"
#include "web/widgets/ui.h"

namespace ff {

const std::vector<TableUI>& tables() {
  static const std::vector<TableUI> list = {};
  return list;
}

const TableUI* find_table(std::string_view game_id) {
  for (const TableUI& t : tables())
    if (t.game_id == game_id) return &t;
  return nullptr;
}

void draw_log(const Session& s, float height) {
  ImGui::BeginChild("log", ImVec2(0, height), true);
  ImGui::PushFont(ui::fonts().small);
  for (size_t i = 0; i < s.log.size(); ++i) {
    const LogLine& l = s.log[i];
    std::string who = seat_name(s, l.seat);
    bool last = i + 1 == s.log.size();
    ImGui::PushStyleColor(ImGuiCol_Text, last ? ui::colors::kGold : ui::colors::kText);
    if (who.empty()) {
      ImGui::TextWrapped("%s", l.text.c_str());
    } else {
      ImGui::TextWrapped("%s %s", who.c_str(), l.text.c_str());
    }
    ImGui::PopStyleColor();
  }
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4) ImGui::SetScrollHereY(1.0f);
  ImGui::PopFont();
  ImGui::EndChild();
}

}  // namespace ff
