#include "web/table/frame.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "core/common/json.h"
#include "web/widgets/card.h"
#include "web/widgets/motion.h"
#include "web/widgets/palette.h"
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

bool click_box(TableFrame& f, const std::string& id, ImVec2 a, ImVec2 b, std::vector<std::string>* list, bool marked) {
  const bool clicked = click_box(id, a, b);
  if (list && item_on_screen()) list->push_back(id);
  if (marked) draw_mark(f, ImGui::GetWindowDrawList(), a, b, id);
  return clicked;
}

bool move_button(TableFrame& f, const std::string& id, const std::string& label, Action a, float width) {
  const bool clicked = ui::button(id, label.c_str(), ImVec2(width, 0));
  if (item_on_screen()) f.buttons.push_back(id);
  if (is_mark(f, a)) draw_mark(f, ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), id);
  if (clicked) play(f, a);
  return clicked;
}

void draw_mark(TableFrame& f, ImDrawList* dl, ImVec2 a, ImVec2 b, const std::string& id) {
  f.marked.push_back(id);
  dl->AddRect(ImVec2(a.x - 4, a.y - 4), ImVec2(b.x + 4, b.y + 4), ui::colors::kWhite, 6, 0, 2.5f);
  const float size = std::clamp((b.y - a.y) * 0.2f, 10.0f, 13.0f);
  // Above everything, so a neighbouring piece drawn later cannot hide it.
  ui::pill_at(ImGui::GetForegroundDrawList(), ImVec2(a.x - 4, b.y - size * 0.6f), size, IM_COL32(255, 255, 255, 240),
              ui::colors::kInk, mark_label(f), nullptr, 0, id);
}

void draw_recent(TableFrame& f, ImDrawList* dl, ImVec2 a, ImVec2 b, const std::string& id, bool word) {
  const float m = std::min(b.x - a.x, b.y - a.y);
  const float th = std::clamp(m * 0.05f, 2.0f, 3.5f);
  dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(b.x + 2, b.y + 2), ui::colors::kLastMove, std::max(3.0f, m * 0.08f), 0, th);
  const float size = std::clamp(m * 0.16f, 9.0f, 12.0f);
  const float tab_w = ui::text_width(ui::fonts().small, size, "last move") + size * 0.6f;
  // The word only where it leaves the piece readable (cards, not tokens full of text or phone-sized
  // pieces): inside the piece's bottom-left corner, which a card leaves blank (its indices are
  // top-left and bottom-right), never across its edge or its neighbour's.
  if (word && m >= 60 && tab_w <= (b.x - a.x) * 0.75f)
    ui::pill_at(dl, ImVec2(a.x + 2, b.y - size * 1.25f - 2), size, ui::colors::kLastMove, IM_COL32(10, 30, 40, 255), "last move");
  if (std::find(f.recent_marks.begin(), f.recent_marks.end(), id) == f.recent_marks.end()) f.recent_marks.push_back(id);
}

void draw_target(ImDrawList* dl, ImVec2 a, ImVec2 b, const TargetStyle& style) {
  const float m = std::min(b.x - a.x, b.y - a.y);
  const float th = std::max(2.0f, m * 0.06f), len = m * 0.3f;
  if (style.fill) dl->AddRectFilled(a, b, ui::with_alpha(ui::colors::kGold, 70), m * style.rounding);
  dl->AddRect(a, b, ui::colors::kGold, m * style.rounding, 0, th);
  const ImVec2 o(th * 1.2f, th * 1.2f);
  const ImVec2 p[4] = {ImVec2(a.x - o.x, a.y - o.y), ImVec2(b.x + o.x, a.y - o.y), ImVec2(a.x - o.x, b.y + o.y),
                       ImVec2(b.x + o.x, b.y + o.y)};
  for (int i = 0; i < 4; ++i) {
    const float sx = i & 1 ? -1.0f : 1.0f, sy = i & 2 ? -1.0f : 1.0f;
    dl->AddLine(p[i], ImVec2(p[i].x + sx * len, p[i].y), ui::colors::kTargetBracket, th);
    dl->AddLine(p[i], ImVec2(p[i].x, p[i].y + sy * len), ui::colors::kTargetBracket, th);
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
    return name_of(f, f.to_act) + " is thinking" + (ui::settings().reduced_motion ? "..." : kDots[static_cast<int>(f.now * 3) % 4]);
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
  ui::text_wrapped("%s", for_pointer(f, f.status).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  // A refusal appears in two lines kept for it (on wide screens; a phone keeps its room for the
  // hand), so the hand below does not jump when one comes and goes.
  const float room = f.layout.compact ? 0 : ImGui::GetTextLineHeightWithSpacing() * 2;
  const float top = ImGui::GetCursorPosY();
  if (!f.message.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.72f, 0.45f, 1));
    ui::text_wrapped("%s", for_pointer(f, f.message).c_str());
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

void draw_log(TableFrame& f, float height) {
  ImGui::BeginChild("log", ImVec2(0, height), true);
  hook::window_scrolls();
  ImGui::PushFont(ui::fonts().small);
  const size_t n = f.events ? f.events->size() : 0;
  size_t chat = 0, note = 0;
  // The chat lines due before the log's line `shown` (all that are left for SIZE_MAX): a player's
  // words, never formatted (ui::wrapped draws the text as it is: "%s", "#", "<b>" included); and the
  // screen's notes due there.
  const auto due = [&](const TableFrame::ChatShown& c, size_t shown) { return shown == SIZE_MAX || c.after <= static_cast<long>(shown); };
  const auto chat_before = [&](size_t shown) {
    for (; chat < f.chat.size() && due(f.chat[chat], shown); ++chat) ui::wrapped(f.chat[chat].text, IM_COL32(130, 215, 255, 255));
    for (; note < f.notes.size() && due(f.notes[note], shown); ++note) ui::wrapped(f.notes[note].text, ui::colors::kMuted);
  };
  for (size_t i = 0; i < n; ++i) {
    chat_before(i);
    ImGui::PushStyleColor(ImGuiCol_Text, i + 1 == n ? ui::colors::kGold : ui::colors::kText);
    ui::text_wrapped("%s", event_line(f, (*f.events)[i]).c_str());
    ImGui::PopStyleColor();
  }
  chat_before(SIZE_MAX);
  // Follow the newest line while the reader is at the end, and whenever a line is added (the log's
  // height changes with the panel above it, which would otherwise leave it behind).
  const size_t lines = n + f.chat.size() + f.notes.size();
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4 || lines != f.log_lines_seen) ImGui::SetScrollHereY(1.0f);
  f.log_lines_seen = lines;
  ImGui::PopFont();
  ImGui::EndChild();
  hook::record_last_item("log");  // its room, for the tests (a log must not shrink to two lines)
}

void write_paced_log(const TableFrame& f, const PacedLog& p, JsonWriter& j) {
  j.key("log_lines").value(static_cast<long>(f.events ? f.events->size() : 0)).key("log_shown").value(static_cast<long>(p.shown));
  j.key("log_told_at").value(p.told_at);
}

const std::vector<Event>* pace_log(TableFrame& f, PacedLog& p, double step_s, bool wait) {
  const size_t n = f.events ? f.events->size() : 0;
  const bool pace = step_s > 0 && f.same_game && (!f.spectator || f.again) && n >= p.shown && p.shown > 0;
  if (!pace || n <= p.shown + (p.paced.empty() ? 1 : 0)) {
    p.shown = n;
    p.paced.clear();
    p.paced.shrink_to_fit();
    return f.events;
  }
  if (p.paced.empty()) {  // the burst begins: its first line now
    p.paced.assign(f.events->begin(), f.events->begin() + static_cast<long>(p.shown));
    p.next_line_at = f.now;
  }
  if (f.now >= p.next_line_at) {
    p.paced.push_back((*f.events)[p.paced.size()]);
    p.told_at = f.now;
    p.next_line_at = f.now + step_s;
  }
  p.shown = p.paced.size();
  f.telling = wait;
  return &p.paced;
}

void draw_log(TableFrame& f, float height, const std::vector<Event>* lines) {
  const std::vector<Event>* all = f.events;
  f.events = lines;
  draw_log(f, height);
  f.events = all;
}

float banner_height(const std::string& text, float width) {
  ImFont* font = ui::fonts().body;
  return font->CalcTextSizeA(ui::text_size(font), 1e9f, width - 20, text.c_str()).y + 10;
}

void draw_banner(const TableFrame& f, const std::string& text, float width, double since) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* font = ui::fonts().body;
  const float h = banner_height(text, width);
  const ImVec2 p = ImGui::GetCursorScreenPos(), b(p.x + width, p.y + h);
  const float glow = ui::settings().reduced_motion ? 0.0f : static_cast<float>(std::clamp(1.0 - (f.now - since) / 1.5, 0.0, 1.0));
  dl->AddRectFilled(p, b, IM_COL32(90, 20, 20, static_cast<int>(200 + 55 * glow)), 6);
  dl->AddRect(p, b, IM_COL32(255, 200, 90, static_cast<int>(160 + 95 * glow)), 6, 0, 1.5f + 2 * glow);
  ui::draw_text(dl, font, ui::text_size(font), ImVec2(p.x + 10, p.y + 5), IM_COL32(255, 240, 210, 255), text, width - 20);
  ImGui::Dummy(ImVec2(width, h));
}

unsigned card_colours() { return ui::settings().four_colour ? unsigned{ui::kCardFourColour} : 0u; }

ui::CardFace text_card(const std::string& name, const std::string& text, ImU32 bar, float width, float text_size, float& height) {
  ImFont* small = ui::fonts().small;
  const float ss = ui::text_size(small), wrap = width - 18;
  height = ss * 1.3f + small->CalcTextSizeA(text_size, 1e9f, wrap, text.c_str()).y + 8;
  // The ring on the edge: the cards lie 4 px apart, and rings outside them would run together.
  ui::CardFace face{.fill = ui::colors::kHandCard, .bar = bar, .rounding = 6, .inset = 11, .top = 3, .wrap = wrap};
  face.lines[0] = {name.c_str(), ui::colors::kCardTitle, ss * 1.05f, ui::fonts().body};
  face.lines[1] = {text.c_str(), ui::colors::kCardText, text_size, small, true};
  return face;
}

namespace {

// A short screen lying sideways (a phone held landscape): the chart and the moments side by side.
bool wide_and_short() {
  const ImVec2 size = ImGui::GetMainViewport()->Size;
  return size.y < 520 && size.x > size.y * 1.4f;
}

std::string figure(float v) {
  char buf[32];
  if (std::fabs(v - std::round(v)) < 0.01f) std::snprintf(buf, sizeof buf, "%.0f", v);
  else std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

// The legend: a swatch and each seat's name, as many on a line as fit.
void draw_legend(const TableFrame& f) {
  ImGui::PushFont(ui::fonts().small);
  const float sw = ImGui::GetFontSize() * 0.8f;
  for (size_t seat = 0; seat < f.story.series.size(); ++seat) {
    const std::string name = name_of(f, static_cast<int>(seat));
    const float w = sw + 6 + ImGui::CalcTextSize(name.c_str()).x;
    if (seat > 0) ui::same_line_if_fits(w);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float y = p.y + (ImGui::GetTextLineHeight() - sw) * 0.5f;
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, y), ImVec2(p.x + sw, y + sw), ui::seat_colour(static_cast<int>(seat)), 2);
    ImGui::Dummy(ImVec2(sw + 2, ImGui::GetTextLineHeight()));
    ImGui::SameLine(0, 4);
    ui::text_unformatted(name);
  }
  ImGui::PopFont();
}

// The chart with its caption and legend, `height` tall, in the current column.
void draw_chart_block(const TableFrame& f, float height) {
  ImGui::PushFont(ui::fonts().small);
  ui::wrapped(f.story.label + " over the game", ui::colors::kMuted);
  ImGui::PopFont();
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const ImVec2 b(a.x + ImGui::GetContentRegionAvail().x, a.y + height);
  draw_standing_chart(f, ImGui::GetWindowDrawList(), a, b);
  ImGui::Dummy(ImVec2(b.x - a.x, height));
  hook::record_last_item("result/chart");
  draw_legend(f);
}

void draw_moments(const TableFrame& f) {
  if (f.story.moments.empty()) return;
  ImGui::PushFont(ui::fonts().small);
  ui::wrapped("Key moments", ui::colors::kGold);
  for (const std::string& line : f.story.moments) ui::wrapped(line, ui::colors::kText);
  ImGui::PopFont();
}

struct ResultButton {
  const char* id;
  const char* label;
  TableIntent intent;
};

// The result window's buttons: Rematch, Watch replay and Share only at a game played here.
std::vector<ResultButton> result_buttons(const TableFrame& f) {
  std::vector<ResultButton> buttons;
  if (!f.spectator) buttons.push_back({"rematch", "Rematch", TableIntent::kRematch});
  if (!f.spectator && f.record) buttons.push_back({"replay", "Watch replay", TableIntent::kReplay});
  if (!f.spectator && f.record) buttons.push_back({"share", "Share", TableIntent::kShare});
  buttons.push_back({"again", "New game", TableIntent::kNewGame});
  buttons.push_back({"menu", "Menu", TableIntent::kMenu});
  return buttons;
}

// How many buttons go in a row of `width`: as many as fit, each at least as wide as the widest
// label, the rows as even as they can be.
size_t buttons_per_row(const std::vector<ResultButton>& buttons, float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  float widest = ui::px(100);
  for (const ResultButton& b : buttons) widest = std::max(widest, ui::button_width(b.label) + ui::px(12));
  const size_t fit = std::clamp(static_cast<size_t>((width + gap) / (widest + gap)), size_t{1}, buttons.size());
  const size_t rows = (buttons.size() + fit - 1) / fit;
  return (buttons.size() + rows - 1) / rows;
}

constexpr float kButtonHeight = 44;

// The buttons in rows sharing `width`.
void draw_result_buttons(TableFrame& f, const std::string& prefix, const Options& rematch, float width) {
  const std::vector<ResultButton> buttons = result_buttons(f);
  const size_t per_row = buttons_per_row(buttons, width);
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  for (size_t i = 0; i < buttons.size(); ++i) {
    const size_t in_row = std::min(per_row, buttons.size() - i / per_row * per_row);
    const float bw = (width - gap * static_cast<float>(in_row - 1)) / static_cast<float>(in_row);
    if (i % per_row) ImGui::SameLine();
    if (!ui::button(prefix + "/result/" + buttons[i].id, buttons[i].label, ImVec2(bw, kButtonHeight))) continue;
    f.intent = buttons[i].intent;
    if (f.intent == TableIntent::kRematch) f.rematch = rematch;
  }
}

// A short wide screen (a phone held sideways): the buttons first, in one row across, so they show
// without scrolling; then the chart and its legend on the left, the moments on the right.
void draw_story_beside(TableFrame& f, const std::string& prefix, const Options& rematch, float chart_height) {
  draw_result_buttons(f, prefix, rematch, ImGui::GetContentRegionAvail().x);
  ImGui::Dummy(ImVec2(0, 4));
  const float w = ImGui::GetContentRegionAvail().x * 0.46f;
  const float line = ImGui::GetTextLineHeightWithSpacing();
  ImGui::BeginChild("##story-left", ImVec2(w, chart_height + 2 * line + 12), false, ImGuiWindowFlags_NoScrollbar);
  draw_chart_block(f, chart_height);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x);
  draw_moments(f);
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
}

// The chart, the key moments and the buttons, one above the other (a short wide screen: see
// draw_story_beside).
void draw_story(TableFrame& f, const std::string& prefix, const Options& rematch) {
  const GameStory& story = f.story;
  const bool chart = story.ready && story.series.size() > 0 && story.at.size() >= 2;
  ImGui::Dummy(ImVec2(0, 4));
  if (!f.fair.empty()) {  // online: the deal's check, first (a short wide screen's buttons follow it)
    ui::wrapped(f.fair, f.fair_ok ? IM_COL32(140, 230, 153, 255) : ui::colors::kTrouble, ui::fonts().small);
    hook::record_last_item("result/fair");
  }
  if (chart && !story.moments.empty() && wide_and_short()) return draw_story_beside(f, prefix, rematch, 84);
  if (!story.note.empty()) {
    ImGui::PushFont(ui::fonts().small);
    ui::wrapped(story.note, ui::colors::kMuted);
    ImGui::PopFont();
  }
  if (chart) draw_chart_block(f, f.layout.compact ? 84.0f : 130.0f);
  ImGui::Dummy(ImVec2(0, 2));
  draw_moments(f);
  ImGui::Dummy(ImVec2(0, 8));
  draw_result_buttons(f, prefix, rematch, ImGui::GetContentRegionAvail().x);
}

}  // namespace

void draw_standing_chart(const TableFrame& f, ImDrawList* dl, ImVec2 a, ImVec2 b) {
  const GameStory& story = f.story;
  dl->AddRectFilled(a, b, IM_COL32(6, 28, 18, 255), 4);
  ImFont* font = ui::fonts().small;
  const float fs = font->FontSize * ImGui::GetIO().FontGlobalScale;
  float lo = 1e30f, hi = -1e30f;
  for (const auto& line : story.series)
    for (float v : line) lo = std::min(lo, v), hi = std::max(hi, v);
  if (lo > hi) return;
  lo = std::min(lo, 0.0f);  // counts (chips, objectives, cards) read best from 0; a flat line sits at its height
  if (hi - lo < 1) hi = lo + 1;
  // The figures of the top and the bottom on the left, the game's length at the bottom right.
  const std::string top = figure(hi), bottom = figure(lo), end = "move " + std::to_string(story.moves);
  const float margin = std::max(ui::text_width(font, fs, top), ui::text_width(font, fs, bottom)) + 8;
  ui::draw_text(dl, font, fs, ImVec2(a.x + 4, a.y + 2), ui::colors::kMuted, top, 0, "result/chart");
  ui::draw_text(dl, font, fs, ImVec2(a.x + 4, b.y - fs - 2 - fs), ui::colors::kMuted, bottom, 0, "result/chart");
  ui::draw_text(dl, font, fs, ImVec2(b.x - ui::text_width(font, fs, end) - 4, b.y - fs - 2), ui::colors::kMuted, end, 0,
                "result/chart");
  const ImVec2 p0(a.x + margin, a.y + fs * 0.5f + 2), p1(b.x - 6, b.y - fs - 6);
  dl->AddLine(ImVec2(p0.x, p1.y), p1, ui::colors::kChartAxis);
  dl->AddLine(p0, ImVec2(p0.x, p1.y), ui::colors::kChartAxis);
  const float span = static_cast<float>(std::max<size_t>(story.moves, 1));
  auto x_of = [&](float moves) { return p0.x + (p1.x - p0.x) * moves / span; };
  auto y_of = [&](float v) { return p1.y - (p1.y - p0.y) * (v - lo) / (hi - lo); };
  // Steps: a standing holds until the move that changes it. Equal lines sit 1.5 px apart.
  for (size_t seat = 0; seat < story.series.size(); ++seat) {
    const std::vector<float>& line = story.series[seat];
    const float nudge = 1.5f * static_cast<float>(seat) - 0.75f * static_cast<float>(story.series.size() - 1);
    std::vector<ImVec2> pts;
    for (size_t i = 0; i < line.size() && i < story.at.size(); ++i) {
      if (i > 0) pts.push_back(ImVec2(x_of(story.at[i]), y_of(line[i - 1]) + nudge));
      pts.push_back(ImVec2(x_of(story.at[i]), y_of(line[i]) + nudge));
    }
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), ui::seat_colour(static_cast<int>(seat)), 0, 2.0f);
  }
}

void begin_result(const char* window_id, const std::string& title, const std::string& reason) {
  ui::settle_cards();  // a card gliding above everything would cross this window
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const bool phone = vp->Size.x < 600;
  const float width = phone ? vp->Size.x - 8 : std::min(wide_and_short() ? 820.0f : 600.0f, vp->Size.x - 20);
  ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, vp->Size.y - 16));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(12, 40, 26, 245));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2);
  ImGui::PushStyleColor(ImGuiCol_Border, ui::colors::kGold);
  ImGui::Begin(window_id, nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
  hook::window_scrolls();  // a short screen scrolls the window
  // The big title font, unless the title is too wide for the window (phones): then the heading font.
  ImFont* font = ui::fonts().title;
  const float title_width = font->CalcTextSizeA(font->FontSize * ImGui::GetIO().FontGlobalScale, 1e9f, 0, title.c_str()).x;
  if (title_width > ImGui::GetContentRegionAvail().x || wide_and_short()) font = ui::fonts().heading;
  ui::text_centered(title.c_str(), font, ui::colors::kGold);
  if (!reason.empty()) ui::wrapped(reason, ui::colors::kText);
}

void end_result(TableFrame& f, const std::string& prefix, const Options& rematch) {
  draw_story(f, prefix, rematch);
  ImGui::End();
  ImGui::PopStyleColor(2);
  ImGui::PopStyleVar();
}

void write_result_story(const TableFrame& f, JsonWriter& j) {
  const bool chart = f.story.ready && f.story.at.size() >= 2;
  j.key("series_points").value(chart ? static_cast<int>(f.story.at.size()) : 0);
  j.key("series_label").value(f.story.label);
  j.key("moments").values(f.story.moments);
  j.key("story_note").value(f.story.note).key("fair").value(f.fair);
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
  j.key("marked").values(f.marked);
  // The last lines of the log as the reader reads them.
  std::vector<std::string> log;
  const size_t n = f.events ? f.events->size() : 0;
  for (size_t i = n > 40 ? n - 40 : 0; i < n; ++i) log.push_back(event_line(f, (*f.events)[i]));
  j.key("log").values(log);
  // Online, the chat lines the log panel draws (as drawn: plain text), each with the log line it follows.
  if (!f.chat.empty()) {
    j.key("chat").begin_array();
    for (const TableFrame::ChatShown& c : f.chat) j.begin_object().key("after").value(c.after).key("text").value(c.text).end_object();
    j.end_array();
  }
  std::vector<std::string> notes;
  for (const TableFrame::ChatShown& c : f.notes) notes.push_back(c.text);
  j.key("notes").values(notes);
}

}  // namespace ff
