#include "web/table/tables.h"

#include "imgui.h"
#include "web/widgets/ui.h"

namespace ff {

const std::vector<TableUI>& tables() {
  static const std::vector<TableUI> list = {head_to_head_table(), crossfire_table()};
  return list;
}

const TableUI* find_table(std::string_view game_id) {
  for (const TableUI& t : tables())
    if (t.game_id == game_id) return &t;
  return nullptr;
}

// Log lines are written in the third person ("plays K♥ in row 3"); for "You" the verb drops its -s.
std::string second_person(const std::string& text) {
  size_t sp = text.find(' ');
  std::string verb = text.substr(0, sp), rest = sp == std::string::npos ? "" : text.substr(sp);
  if (verb == "has") return "have" + rest;
  if (verb.size() > 2 && verb.back() == 's') verb.pop_back();
  // Verbs joined later in the line ("takes 7♠ and plays it"); hand names ("tens and eights") stay.
  for (const char* v : {" and plays ", " and gives ", " and takes ", " reshuffles ", " and places "}) {
    std::string from = v, to = from;
    to.erase(to.size() - 2, 1);
    for (size_t at = rest.find(from); at != std::string::npos; at = rest.find(from, at + to.size()))
      rest.replace(at, from.size(), to);
  }
  return verb + rest;
}

void draw_log(const Session& s, const std::vector<LogLine>& lines, float height) {
  ImGui::BeginChild("log", ImVec2(0, height), true);
  ImGui::PushFont(ui::fonts().small);
  for (size_t i = 0; i < lines.size(); ++i) {
    const LogLine& l = lines[i];
    std::string who = seat_name(s, l.seat);
    bool last = i + 1 == lines.size();
    ImGui::PushStyleColor(ImGuiCol_Text, last ? ui::colors::kGold : ui::colors::kText);
    if (who.empty()) {
      ImGui::TextWrapped("%s", l.text.c_str());
    } else {
      std::string text = who == "You" ? second_person(l.text) : l.text;
      ImGui::TextWrapped("%s %s", who.c_str(), text.c_str());
    }
    ImGui::PopStyleColor();
  }
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4) ImGui::SetScrollHereY(1.0f);
  ImGui::PopFont();
  ImGui::EndChild();
}

}  // namespace ff
