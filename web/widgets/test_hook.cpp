#include "web/widgets/test_hook.h"

#include <algorithm>
#include <cmath>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/common/json.h"
#include "imgui_internal.h"
#include "web/widgets/context.h"
#include "web/widgets/sound.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define FF_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define FF_EXPORT
#endif

namespace ff::hook {
namespace {

struct Widget {
  std::string id;
  ImVec2 min, max;
  unsigned window = 0;  // the ImGui root window it sits in (popups and tooltips are their own)
};

// A text the UI drew (recorded only while a test asks for the layout check).
struct Text {
  std::string text, owner, window_name;
  ImVec2 min, max;            // where it is drawn, whole
  ImVec2 clip_min, clip_max;  // what of it can show
  ImVec2 seen_min, seen_max;  // what of it is not covered by something drawn later (cover())
  unsigned window = 0;
  bool scrolls = false;   // its window scrolls by design
  bool sideways = false;  // and left and right too
};

// A wrapped text that cut a word, or a control too small for a finger (layout check only).
struct Flaw {
  std::string text, detail, window_name;
  ImVec2 min, max;
};

struct Frame {
  std::string screen = "loading";
  std::string summary = "{}";
  std::function<std::string()> build_summary;  // when set, the summary is built on request
  std::vector<Widget> widgets;
  std::vector<Text> texts;
  std::vector<Flaw> splits, small_targets;
  std::unordered_map<unsigned, bool> scrolling;  // windows marked window_scrolls(): sideways too?
};

// What the hook keeps: the frame being drawn and the last one drawn, and the measures of the page.
struct Hook {
  Frame building, last;
  long frames = 0;
  std::string out;  // ff_test_state's answer (JavaScript reads it before the next call)
  double longest_frame_ms = 0;
  std::vector<double> thinking_frames_ms;  // the latest frames during which the computer thought
  bool layout_on = false;
};
constexpr size_t kThinkingFramesKept = 4000;

// The page's hook state (the App's: web/widgets/context.h).
Hook& hook_state() { return ui::module_state<Hook>(ui::context().hook); }
constexpr float kTapSlack = 0.5f;  // a control's size is rounded to pixels

unsigned root_window_id() {
  const ImGuiWindow* w = ImGui::GetCurrentWindowRead();
  return w ? w->RootWindow->ID : 0;
}

}  // namespace

void begin_frame() {
  hook_state().building.widgets.clear();
  hook_state().building.texts.clear();
  hook_state().building.splits.clear();
  hook_state().building.small_targets.clear();
  hook_state().building.scrolling.clear();
  hook_state().building.summary = "{}";
  hook_state().building.build_summary = nullptr;
}

void end_frame() {
  hook_state().last = hook_state().building;
  ++hook_state().frames;
}

void frame_took(double ms, bool computer_thinking) {
  if (hook_state().frames < 30) return;  // start-up (fonts, the first layout) is not play
  hook_state().longest_frame_ms = std::max(hook_state().longest_frame_ms, ms);
  if (!computer_thinking) return;
  if (hook_state().thinking_frames_ms.size() >= kThinkingFramesKept) hook_state().thinking_frames_ms.erase(hook_state().thinking_frames_ms.begin());
  hook_state().thinking_frames_ms.push_back(ms);
}

void record(const std::string& id, ImVec2 min, ImVec2 max) {
  // Only what the player could click: clipped to the current window's visible area.
  ImVec2 cmin = ImGui::GetWindowDrawList()->GetClipRectMin(), cmax = ImGui::GetWindowDrawList()->GetClipRectMax();
  ImVec2 a{std::max(min.x, cmin.x), std::max(min.y, cmin.y)}, b{std::min(max.x, cmax.x), std::min(max.y, cmax.y)};
  if (b.x - a.x < 2 || b.y - a.y < 2) return;
  hook_state().building.widgets.push_back({id, a, b, root_window_id()});
}

bool layout_wanted() { return hook_state().layout_on; }

void window_scrolls(bool sideways) {
  if (hook_state().layout_on) hook_state().building.scrolling[ImGui::GetCurrentWindowRead()->ID] = sideways;
}

void record_text_clipped(const std::string& text, ImVec2 min, ImVec2 max, ImVec2 clip_min, ImVec2 clip_max, const std::string& owner) {
  if (!hook_state().layout_on || text.empty() || max.x - min.x < 1 || max.y - min.y < 1) return;
  const ImGuiWindow* w = ImGui::GetCurrentWindowRead();
  // Cut by design only by a window that scrolls: the innermost window whose visible area cuts the
  // text decides (a fixed box inside a scrolling page still must not cut its text).
  bool scrolls = false, sideways = false;
  for (const ImGuiWindow* p = w; p; p = p->ParentWindow) {
    const ImRect& r = p->InnerClipRect;
    if (min.x < r.Min.x - 1 || max.x > r.Max.x + 1 || min.y < r.Min.y - 1 || max.y > r.Max.y + 1) {
      if (auto it = hook_state().building.scrolling.find(p->ID); it != hook_state().building.scrolling.end()) {
        scrolls = true;
        sideways = it->second;
      }
      break;
    }
    if (p == p->RootWindow) break;
  }
  // The clip rectangle of a window's draw list can reach past the screen: what shows is on it.
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  clip_min = ImVec2(std::max(clip_min.x, 0.0f), std::max(clip_min.y, 0.0f));
  clip_max = ImVec2(std::min(clip_max.x, screen.x), std::min(clip_max.y, screen.y));
  hook_state().building.texts.push_back({text, owner, w ? w->Name : "", min, max, clip_min, clip_max, min, max, root_window_id(), scrolls, sideways});
}

namespace {
std::string window_name() {
  const ImGuiWindow* w = ImGui::GetCurrentWindowRead();
  return w ? w->Name : "";
}
}  // namespace

void record_split(const std::string& text, const std::string& word) {
  if (hook_state().layout_on) hook_state().building.splits.push_back({text, word, window_name(), {}, {}});
}

void record_small_target(const std::string& label, ImVec2 min, ImVec2 max, float min_size) {
  if (!hook_state().layout_on || (max.x - min.x >= min_size - kTapSlack && max.y - min.y >= min_size - kTapSlack)) return;
  hook_state().building.small_targets.push_back({label, "", window_name(), min, max});
}

void cover(ImVec2 min, ImVec2 max) {
  if (!hook_state().layout_on) return;
  const unsigned window = root_window_id();
  std::erase_if(hook_state().building.texts, [&](Text& t) {
    if (t.window != window) return false;
    ImVec2& a = t.seen_min;
    ImVec2& b = t.seen_max;
    const bool across = min.x <= a.x + 1 && max.x >= b.x - 1, down = min.y <= a.y + 1 && max.y >= b.y - 1;
    if (across && down) return true;  // wholly under it
    // Covered along one edge: what shows is the rest.
    if (across && min.y <= a.y + 1 && max.y > a.y) a.y = std::min(b.y, max.y);
    else if (across && max.y >= b.y - 1 && min.y < b.y) b.y = std::max(a.y, min.y);
    else if (down && min.x <= a.x + 1 && max.x > a.x) a.x = std::min(b.x, max.x);
    else if (down && max.x >= b.x - 1 && min.x < b.x) b.x = std::max(a.x, min.x);
    return b.x - a.x < 1 || b.y - a.y < 1;
  });
}

void record_text(const std::string& text, ImVec2 min, ImVec2 max, const std::string& owner) {
  if (!hook_state().layout_on) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  record_text_clipped(text, min, max, dl->GetClipRectMin(), dl->GetClipRectMax(), owner);
}

void record_item_text(const std::string& text, const std::string& owner) {
  if (!hook_state().layout_on || ImGui::GetCurrentWindowRead()->SkipItems) return;
  record_text(text, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), owner);
}

void record_last_item(const std::string& id) {
  if (!ImGui::IsItemVisible()) return;
  record(id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

void set_screen(const std::string& screen) { hook_state().building.screen = screen; }
void set_summary(const std::string& json_object) {
  hook_state().building.summary = json_object;
  hook_state().building.build_summary = nullptr;
}
void set_summary_builder(std::function<std::string()> build) { hook_state().building.build_summary = std::move(build); }

namespace {

constexpr float kSlack = 1.0f;  // pixels of rounding allowed

ImVec2 lo(ImVec2 a, ImVec2 b) { return {std::max(a.x, b.x), std::max(a.y, b.y)}; }
ImVec2 hi(ImVec2 a, ImVec2 b) { return {std::min(a.x, b.x), std::min(a.y, b.y)}; }

void rect(JsonWriter& j, const char* key, ImVec2 min, ImVec2 max) {
  j.key(key).begin_array();
  for (float v : {min.x, min.y, max.x - min.x, max.y - min.y}) j.value(std::round(v * 10) / 10);
  j.end_array();
}

void text_json(JsonWriter& j, const Text& t) {
  j.begin_object().key("text").value(t.text).key("window").value(t.window_name);
  rect(j, "rect", t.min, t.max);
  rect(j, "clip", t.clip_min, t.clip_max);
  if (!t.owner.empty()) j.key("owner").value(t.owner);
  j.end_object();
}

// Cut by its clip rectangle: on any side, or only at the left and right in a window that scrolls.
bool clipped(const Text& t) {
  const bool sides = t.min.x < t.clip_min.x - kSlack || t.max.x > t.clip_max.x + kSlack;
  const bool ends = t.min.y < t.clip_min.y - kSlack || t.max.y > t.clip_max.y + kSlack;
  if (t.scrolls) {
    const bool hidden = t.max.y <= t.clip_min.y || t.min.y >= t.clip_max.y;  // scrolled out of sight
    return sides && !hidden && !t.sideways;
  }
  return sides || ends;
}

bool overlap(ImVec2 a0, ImVec2 a1, ImVec2 b0, ImVec2 b1) {
  const ImVec2 m0 = lo(a0, b0), m1 = hi(a1, b1);
  return m1.x - m0.x > kSlack && m1.y - m0.y > kSlack;
}

// The same label drawn twice a pixel or two apart (a shadow) is one text.
bool shadow(const Text& a, const Text& b) {
  return a.text == b.text && std::abs(a.min.x - b.min.x) <= 3 && std::abs(a.min.y - b.min.y) <= 3;
}

// Some of it shows: not scrolled out of sight nor wholly covered.
bool visible(const Text& t) {
  const ImVec2 a = lo(t.seen_min, t.clip_min), b = hi(t.seen_max, t.clip_max);
  return b.x - a.x >= 1 && b.y - a.y >= 1;
}

bool ends_with_ellipsis(const std::string& s) { return s.size() >= 3 && s.compare(s.size() - 3, 3, "\xE2\x80\xA6") == 0; }

void flaws_json(JsonWriter& j, const char* key, const std::vector<Flaw>& flaws, const char* detail_key) {
  j.key(key).begin_array();
  for (const Flaw& x : flaws) {
    j.begin_object().key("text").value(x.text).key("window").value(x.window_name);
    if (detail_key) j.key(detail_key).value(x.detail);
    else rect(j, "rect", x.min, x.max);
    j.end_object();
  }
  j.end_array();
}

// The texts on screen (once each), those cut to their room with "…", and the flaws recorded.
void texts_json(JsonWriter& j, const Frame& f) {
  std::vector<const std::string*> shown;
  std::unordered_set<std::string_view> seen;
  j.key("shortened").begin_array();
  for (const Text& t : f.texts) {
    if (!visible(t)) continue;
    if (seen.insert(t.text).second) shown.push_back(&t.text);
    if (ends_with_ellipsis(t.text)) text_json(j, t);
  }
  j.end_array();
  flaws_json(j, "splits", f.splits, "word");
  flaws_json(j, "small_targets", f.small_targets, nullptr);
  j.key("shown").begin_array();
  for (const std::string* s : shown) j.value(*s);
  j.end_array();
}

void layout_json(JsonWriter& j, const Frame& f) {
  j.key("layout").begin_object().key("texts").value(static_cast<long>(f.texts.size()));
  j.key("clipped").begin_array();
  for (const Text& t : f.texts)
    if (clipped(t)) text_json(j, t);
  j.end_array();
  texts_json(j, f);
  j.key("overlaps").begin_array();
  for (size_t i = 0; i < f.texts.size(); ++i) {
    const Text& a = f.texts[i];
    const ImVec2 a0 = lo(a.seen_min, a.clip_min), a1 = hi(a.seen_max, a.clip_max);  // what of it shows
    for (size_t k = i + 1; k < f.texts.size(); ++k) {
      const Text& b = f.texts[k];
      if (b.window != a.window || shadow(a, b) || (!a.owner.empty() && a.owner == b.owner) || !overlap(a0, a1, lo(b.seen_min, b.clip_min), hi(b.seen_max, b.clip_max))) continue;
      j.begin_object().key("a");
      text_json(j, a);
      j.key("b");
      text_json(j, b);
      j.end_object();
    }
    const bool face = a.owner.rfind(kCardFace, 0) == 0;
    for (const Widget& w : f.widgets) {
      if (face) break;
      if (w.window != a.window || w.id == a.owner || !overlap(a0, a1, w.min, w.max)) continue;
      // A text wholly inside a widget is its caption (a card's name, a slot's label).
      if (a0.x >= w.min.x - kSlack && a0.y >= w.min.y - kSlack && a1.x <= w.max.x + kSlack && a1.y <= w.max.y + kSlack) continue;
      j.begin_object().key("a");
      text_json(j, a);
      j.key("widget").value(w.id);
      rect(j, "widget_rect", w.min, w.max);
      j.end_object();
    }
  }
  j.end_array().end_object();
}

}  // namespace

}  // namespace ff::hook

// Turns the layout check's recording on (1) or off (0); the report follows from the next frame.
extern "C" FF_EXPORT void ff_test_layout(int on) { ff::hook::hook_state().layout_on = on != 0; }

extern "C" FF_EXPORT const char* ff_test_state() {
  using namespace ff::hook;
  ff::JsonWriter j;
  j.begin_object();
  j.key("ready").value(hook_state().frames > 1);
  j.key("frames").value(hook_state().frames);
  j.key("screen").value(hook_state().last.screen);
  j.key("longest_frame_ms").value(hook_state().longest_frame_ms);
  j.key("thinking_frames_ms").values(hook_state().thinking_frames_ms);
  j.key("sound").raw(ff::ui::sound_json());
  j.key("summary").raw(hook_state().last.build_summary ? hook_state().last.build_summary() : hook_state().last.summary);
  j.key("widgets").begin_array();
  for (const Widget& w : hook_state().last.widgets) {
    j.begin_object();
    j.key("id").value(w.id);
    j.key("x").value(static_cast<double>(w.min.x));
    j.key("y").value(static_cast<double>(w.min.y));
    j.key("w").value(static_cast<double>(w.max.x - w.min.x));
    j.key("h").value(static_cast<double>(w.max.y - w.min.y));
    j.end_object();
  }
  j.end_array();
  if (hook_state().layout_on) layout_json(j, hook_state().last);
  j.end_object();
  hook_state().out = j.str();
  return hook_state().out.c_str();
}
