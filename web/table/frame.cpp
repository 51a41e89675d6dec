#include "web/table/frame.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "core/common/json.h"
#include "web/widgets/card.h"
#include "web/widgets/pieces.h"
#include "web/widgets/test_hook.h"
#include "web/widgets/ui.h"

namespace ff {

TableLayout table_layout(ImVec2 origin, ImVec2 avail) {
  TableLayout l;
  l.origin = origin;
  l.avail = avail;
  l.portrait = avail.y > avail.x * 1.05f;
  l.compact = avail.x < 980 || avail.y < 620;
  return l;
}

const std::string& name_of(const TableFrame& f, int seat) {
  static const std::string kNobody;
  return seat >= 0 && seat < static_cast<int>(f.seat_names.size()) ? f.seat_names[seat] : kNobody;
}

bool is_legal(const TableFrame& f, Action a) { return std::binary_search(f.legal.begin(), f.legal.end(), a); }

void play(TableFrame& f, Action a) { f.chosen.push_back(a); }

void refuse(TableFrame& f, std::string why) { f.refusal = std::move(why); }

const char* mark_label(const TableFrame& f) { return f.mark_is_focus ? "keys" : "hint"; }

bool item_on_screen() {
  if (!ImGui::IsItemVisible()) return false;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const ImVec2 c0 = ImGui::GetWindowDrawList()->GetClipRectMin(), c1 = ImGui::GetWindowDrawList()->GetClipRectMax();
  return std::min(b.x, c1.x) - std::max(a.x, c0.x) >= 2 && std::min(b.y, c1.y) - std::max(a.y, c0.y) >= 2;
}

void record_shown(const std::string& id) {
  if (item_on_screen()) hook::record_last_item(id);
}

bool is_mark(const TableFrame& f, Action a) { return a != kNoAction && a == f.mark; }

bool click_box(const std::string& id, ImVec2 a, ImVec2 b) {
  ImGui::SetCursorScreenPos(a);
  const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(std::max(1.0f, b.x - a.x), std::max(1.0f, b.y - a.y)));
  record_shown(id);
  return clicked;
}

bool click_box(const TableFrame& f, const std::string& id, ImVec2 a, ImVec2 b, std::vector<std::string>* list, bool marked) {
  const bool clicked = click_box(id, a, b);
  if (list && item_on_screen()) list->push_back(id);
  if (marked) draw_mark(f, ImGui::GetWindowDrawList(), a, b);
  return clicked;
}

bool move_button(TableFrame& f, const std::string& id, const std::string& label, Action a, float width) {
  const bool clicked = ui::button(id, label.c_str(), ImVec2(width, 0));
  if (item_on_screen()) f.buttons.push_back(id);
  if (is_mark(f, a)) draw_mark(f, ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (clicked) play(f, a);
  return clicked;
}

void draw_mark(const TableFrame& f, ImDrawList* dl, ImVec2 a, ImVec2 b) {
  dl->AddRect(ImVec2(a.x - 4, a.y - 4), ImVec2(b.x + 4, b.y + 4), IM_COL32(255, 255, 255, 255), 6, 0, 2.5f);
  const float size = std::clamp((b.y - a.y) * 0.2f, 10.0f, 13.0f);
  // Above everything, so a neighbouring piece drawn later cannot hide it.
  ui::pill_at(ImGui::GetForegroundDrawList(), ImVec2(a.x - 4, b.y - size * 0.6f), size, IM_COL32(255, 255, 255, 240),
              IM_COL32(20, 20, 20, 255), mark_label(f));
}

void draw_recent(TableFrame& f, ImDrawList* dl, ImVec2 a, ImVec2 b, const std::string& id) {
  constexpr ImU32 kCyan = IM_COL32(90, 220, 255, 255);
  const float m = std::min(b.x - a.x, b.y - a.y);
  const float th = std::clamp(m * 0.05f, 2.0f, 3.5f);
  dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(b.x + 2, b.y + 2), kCyan, std::max(3.0f, m * 0.08f), 0, th);
  if (m >= 60) {  // the word only where it leaves the piece readable (cards, not phone-sized tokens)
    const float size = std::clamp(m * 0.16f, 9.0f, 12.0f);
    ui::pill_at(dl, ImVec2(a.x - 2, a.y - size * 0.7f), size, kCyan, IM_COL32(10, 30, 40, 255), "last move");
  }
  if (std::find(f.recent_marks.begin(), f.recent_marks.end(), id) == f.recent_marks.end()) f.recent_marks.push_back(id);
}

void draw_target(ImDrawList* dl, ImVec2 a, ImVec2 b, const TargetStyle& style) {
  const float m = std::min(b.x - a.x, b.y - a.y);
  const float th = std::max(2.0f, m * 0.06f), len = m * 0.3f;
  if (style.fill) dl->AddRectFilled(a, b, IM_COL32(242, 196, 64, 70), m * style.rounding);
  dl->AddRect(a, b, ui::colors::kGold, m * style.rounding, 0, th);
  const ImVec2 o(th * 1.2f, th * 1.2f);
  const ImVec2 p[4] = {ImVec2(a.x - o.x, a.y - o.y), ImVec2(b.x + o.x, a.y - o.y), ImVec2(a.x - o.x, b.y + o.y),
                       ImVec2(b.x + o.x, b.y + o.y)};
  for (int i = 0; i < 4; ++i) {
    const float sx = i & 1 ? -1.0f : 1.0f, sy = i & 2 ? -1.0f : 1.0f;
    dl->AddLine(p[i], ImVec2(p[i].x + sx * len, p[i].y), IM_COL32(255, 230, 140, 255), th);
    dl->AddLine(p[i], ImVec2(p[i].x, p[i].y + sy * len), IM_COL32(255, 230, 140, 255), th);
  }
  const ImVec2 c((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
  if (style.label) {
    ImFont* font = ui::fonts().small;
    ui::text_at(dl, font, ui::text_size(font), c, IM_COL32(255, 255, 255, 200), style.label);
  } else if (style.plus) {
    dl->AddLine(ImVec2(c.x - m * 0.18f, c.y), ImVec2(c.x + m * 0.18f, c.y), ui::colors::kGold, th * 1.3f);
    dl->AddLine(ImVec2(c.x, c.y - m * 0.18f), ImVec2(c.x, c.y + m * 0.18f), ui::colors::kGold, th * 1.3f);
  }
}

std::string others_turn_status(const TableFrame& f) {
  if (f.again) return "Showing the last turn again (a key or Stop ends it).";
  if (f.spectator) return "Replay: " + name_of(f, f.to_act) + " to act.";
  if (f.thinking) {
    static const char* kDots[] = {"", ".", "..", "..."};
    return name_of(f, f.to_act) + " is thinking" + (f.reduced_motion ? "..." : kDots[static_cast<int>(f.now * 3) % 4]);
  }
  return "Waiting for " + name_of(f, f.to_act) + ".";
}

std::string for_pointer(const TableFrame& f, std::string text) {
  if (f.touch) return text;
  const auto letter = [&text](size_t i) { return i < text.size() && std::isalpha(static_cast<unsigned char>(text[i])); };
  for (size_t at = 0; at + 3 <= text.size(); ++at) {
    const bool word = (text.compare(at, 3, "tap") == 0 || text.compare(at, 3, "Tap") == 0) && (at == 0 || !letter(at - 1)) && !letter(at + 3);
    if (word) text.replace(at, 3, text[at] == 'T' ? "Click" : "click");
  }
  return text;
}

void draw_status(const TableFrame& f, bool small) {
  ImGui::PushFont(small ? ui::fonts().body : ui::fonts().heading);
  ImGui::PushStyleColor(ImGuiCol_Text, f.my_turn ? ui::colors::kGold : ui::colors::kText);
  ImGui::TextWrapped("%s", for_pointer(f, f.status).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  // A refusal appears in two lines kept for it (on wide screens; a phone keeps its room for the
  // hand), so the hand below does not jump when one comes and goes.
  const float room = f.layout.compact ? 0 : ImGui::GetTextLineHeightWithSpacing() * 2;
  const float top = ImGui::GetCursorPosY();
  if (!f.message.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.72f, 0.45f, 1));
    ImGui::TextWrapped("%s", for_pointer(f, f.message).c_str());
    ImGui::PopStyleColor();
  }
  const float missing = top + room - ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y;
  if (missing > 0) ImGui::Dummy(ImVec2(1, missing));
}

std::string event_line(const TableFrame& f, const Event& e) {
  const std::string& who = name_of(f, e.seat);
  const std::string text = named(f, e.for_reader(e.seat >= 0 && e.seat == f.you));
  return who.empty() ? text : who + " " + text;
}

std::string name_seats_for(const std::vector<std::string>& names, int you, const std::string& text) {
  return name_seats(text, [&](int seat, bool possessive) -> std::string {
    if (seat == you) return possessive ? "your" : "you";
    const std::string who = seat >= 0 && seat < static_cast<int>(names.size()) ? names[seat] : "P" + std::to_string(seat + 1);
    return possessive ? who + "'s" : who;
  });
}

std::string named(const TableFrame& f, const std::string& text) { return name_seats_for(f.seat_names, f.you, text); }

void draw_log(const TableFrame& f, float height) {
  ImGui::BeginChild("log", ImVec2(0, height), true);
  ImGui::PushFont(ui::fonts().small);
  const size_t n = f.events ? f.events->size() : 0;
  for (size_t i = 0; i < n; ++i) {
    ImGui::PushStyleColor(ImGuiCol_Text, i + 1 == n ? ui::colors::kGold : ui::colors::kText);
    ImGui::TextWrapped("%s", event_line(f, (*f.events)[i]).c_str());
    ImGui::PopStyleColor();
  }
  // Follow the newest line while the reader is at the end, and whenever a line is added (the log's
  // height changes with the panel above it, which would otherwise leave it behind).
  static size_t seen_lines = 0;
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4 || n != seen_lines) ImGui::SetScrollHereY(1.0f);
  seen_lines = n;
  ImGui::PopFont();
  ImGui::EndChild();
}

unsigned card_colours(const TableFrame& f) { return f.four_colour ? unsigned{ui::kCardFourColour} : 0u; }

void begin_result(const char* window_id, const std::string& title, const std::string& reason) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.42f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(480.0f, vp->Size.x - 20), 0));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(12, 40, 26, 245));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2);
  ImGui::PushStyleColor(ImGuiCol_Border, ui::colors::kGold);
  ImGui::Begin(window_id, nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_AlwaysAutoResize);
  // The big title font, unless the title is too wide for the window (phones): then the heading font.
  ImFont* font = ui::fonts().title;
  const float width = font->CalcTextSizeA(font->FontSize * ImGui::GetIO().FontGlobalScale, 1e9f, 0, title.c_str()).x;
  if (width > ImGui::GetContentRegionAvail().x) font = ui::fonts().heading;
  ui::text_centered(title.c_str(), font, ui::colors::kGold);
  if (!reason.empty()) ui::wrapped(reason, ui::colors::kText);
}

void end_result(TableFrame& f, const std::string& prefix, const Options& rematch) {
  ImGui::Dummy(ImVec2(0, 8));
  const int n = f.spectator ? 2 : 3;
  const float bw = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x * (n - 1)) / n;
  if (!f.spectator) {
    if (ui::button(prefix + "/result/rematch", "Rematch", ImVec2(bw, 44))) {
      f.intent = TableIntent::kRematch;
      f.rematch = rematch;
    }
    ImGui::SameLine();
  }
  if (ui::button(prefix + "/result/again", "New game", ImVec2(bw, 44))) f.intent = TableIntent::kNewGame;
  ImGui::SameLine();
  if (ui::button(prefix + "/result/menu", "Menu", ImVec2(bw, 44))) f.intent = TableIntent::kMenu;
  ImGui::End();
  ImGui::PopStyleColor(2);
  ImGui::PopStyleVar();
}

std::string winner_title(const TableFrame& f, int winner) {
  if (winner < 0) return "A draw";
  const std::string& who = name_of(f, winner);
  return who == "You" ? "You win!" : who + " wins";
}

void write_frame_summary(const TableFrame& f, JsonWriter& j) {
  j.key("status").value(for_pointer(f, f.status));
  j.key("origin_y").value(static_cast<double>(f.layout.origin.y));  // where the table starts, under the bar
  j.key("playable").values(f.playable);
  j.key("targets").values(f.targets);
  j.key("buttons").values(f.buttons);
  j.key("recent_marks").values(f.recent_marks);
  // The last lines of the log as the reader reads them.
  std::vector<std::string> log;
  const size_t n = f.events ? f.events->size() : 0;
  for (size_t i = n > 40 ? n - 40 : 0; i < n; ++i) log.push_back(event_line(f, (*f.events)[i]));
  j.key("log").values(log);
}

}  // namespace ff
