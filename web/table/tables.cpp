#include "web/table/tables.h"

#include <algorithm>

#include "imgui.h"
#include "web/app/app.h"
#include "web/widgets/ui.h"

namespace ff {

const std::vector<TableUI>& tables() {
  static const std::vector<TableUI> list = {head_to_head_table(), crossfire_table(), poker_assault_table(), ground_assault_table(),
                                            assault_edge_table()};
  return list;
}

const TableUI* find_table(std::string_view game_id) {
  for (const TableUI& t : tables())
    if (t.game_id == game_id) return &t;
  return nullptr;
}

std::string others_turn_status(const Session& s, int to_act, double now) {
  if (s.match.spectator) return "Replay: " + seat_name(s, to_act) + " to act.";
  if (s.turn.thinking) {
    static const char* kDots[] = {"", ".", "..", "..."};
    return seat_name(s, to_act) + " is thinking" + (app().reduced_motion ? "..." : kDots[static_cast<int>(now * 3) % 4]);
  }
  return "Waiting for " + seat_name(s, to_act) + ".";
}

void draw_status(const Session& s, const std::string& status, bool my_turn, bool small, double now) {
  ImGui::PushFont(small ? ui::fonts().body : ui::fonts().heading);
  ImGui::PushStyleColor(ImGuiCol_Text, my_turn ? ui::colors::kGold : ui::colors::kText);
  ImGui::TextWrapped("%s", status.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  if (!s.match.message.empty() && now < s.match.message_until) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.72f, 0.45f, 1));
    ImGui::TextWrapped("%s", s.match.message.c_str());
    ImGui::PopStyleColor();
  }
}

// Log lines are written in the third person ("plays K♥ in row 3"); for "You" the verb drops its -s.
std::string second_person(const std::string& text) {
  size_t sp = text.find(' ');
  std::string verb = text.substr(0, sp), rest = sp == std::string::npos ? "" : text.substr(sp);
  // "stops: the Assault fails" -> "stop: ..." (punctuation after the verb stays).
  if (verb.size() > 3 && (verb.back() == ':' || verb.back() == ',')) {
    rest = verb.back() + rest;
    verb.pop_back();
  }
  if (verb == "has") return "have" + rest;
  if (verb == "is") return "are" + rest;
  auto base = [](std::string& w) {
    // "launches" -> "launch", "presses" -> "press", "plays" -> "play".
    for (const char* end : {"sses", "shes", "ches", "xes"}) {
      const std::string e = end;
      if (w.size() > e.size() + 1 && w.compare(w.size() - e.size(), e.size(), e) == 0) {
        w.erase(w.size() - 2);
        return;
      }
    }
    if (w.size() > 2 && w.back() == 's') w.pop_back();
  };
  base(verb);
  // Verbs joined later in the line ("takes 7♠ and plays it"); hand names ("tens and eights") stay.
  for (const char* v : {" and plays ", " and gives ", " and takes ", " reshuffles ", " and places ", " and draws ",
                        " and changes ", " and puts ", " and comes "}) {
    std::string from = v, to = from.substr(0, from.size() - 1);
    const size_t sp2 = to.rfind(' ');
    std::string w = to.substr(sp2 + 1);
    base(w);
    to = to.substr(0, sp2 + 1) + w + " ";
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
  // Follow the newest line while the reader is at the end, and whenever a line is added (the log's
  // height changes with the panel above it, which would otherwise leave it behind).
  static size_t seen_lines = 0;
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4 || lines.size() != seen_lines) ImGui::SetScrollHereY(1.0f);
  seen_lines = lines.size();
  ImGui::PopFont();
  ImGui::EndChild();
}

void set_message(Session& s, double now, const std::string& text) {
  s.match.message = text;
  s.match.message_until = now + 4;
}

void end_result(const std::string& prefix) {
  ImGui::Dummy(ImVec2(0, 8));
  const float bw = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (ui::button(prefix + "/result/again", "New game", ImVec2(bw, 44))) app().screen = Screen::NewGame;
  ImGui::SameLine();
  if (ui::button(prefix + "/result/menu", "Menu", ImVec2(bw, 44))) {
    app().saved_checked = false;
    app().screen = Screen::Menu;
  }
  ImGui::End();
  ImGui::PopStyleColor(2);
  ImGui::PopStyleVar();
}

}  // namespace ff
