#include "web/widgets/test_hook.h"

#include <algorithm>
#include <vector>

#include "core/common/json.h"

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
};

struct Frame {
  std::string screen = "loading";
  std::string summary = "{}";
  std::function<std::string()> build_summary;  // when set, the summary is built on request
  std::vector<Widget> widgets;
};

Frame building, last;
long frames = 0;
std::string out;
double longest_frame_ms = 0;
std::vector<double> thinking_frames_ms;  // the latest frames during which the computer thought
constexpr size_t kThinkingFramesKept = 4000;

}  // namespace

void begin_frame() {
  building.widgets.clear();
  building.summary = "{}";
  building.build_summary = nullptr;
}

void end_frame() {
  last = building;
  ++frames;
}

void frame_took(double ms, bool computer_thinking) {
  if (frames < 30) return;  // start-up (fonts, the first layout) is not play
  longest_frame_ms = std::max(longest_frame_ms, ms);
  if (!computer_thinking) return;
  if (thinking_frames_ms.size() >= kThinkingFramesKept) thinking_frames_ms.erase(thinking_frames_ms.begin());
  thinking_frames_ms.push_back(ms);
}

void record(const std::string& id, ImVec2 min, ImVec2 max) {
  // Only what the player could click: clipped to the current window's visible area.
  ImVec2 cmin = ImGui::GetWindowDrawList()->GetClipRectMin(), cmax = ImGui::GetWindowDrawList()->GetClipRectMax();
  ImVec2 a{std::max(min.x, cmin.x), std::max(min.y, cmin.y)}, b{std::min(max.x, cmax.x), std::min(max.y, cmax.y)};
  if (b.x - a.x < 2 || b.y - a.y < 2) return;
  building.widgets.push_back({id, a, b});
}

void record_last_item(const std::string& id) {
  if (!ImGui::IsItemVisible()) return;
  record(id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

void set_screen(const std::string& screen) { building.screen = screen; }
void set_summary(const std::string& json_object) {
  building.summary = json_object;
  building.build_summary = nullptr;
}
void set_summary_builder(std::function<std::string()> build) { building.build_summary = std::move(build); }

}  // namespace ff::hook

extern "C" FF_EXPORT const char* ff_test_state() {
  using namespace ff::hook;
  ff::JsonWriter j;
  j.begin_object();
  j.key("ready").value(frames > 1);
  j.key("frames").value(frames);
  j.key("screen").value(last.screen);
  j.key("longest_frame_ms").value(longest_frame_ms);
  j.key("thinking_frames_ms").values(thinking_frames_ms);
  j.key("summary").raw(last.build_summary ? last.build_summary() : last.summary);
  j.key("widgets").begin_array();
  for (const Widget& w : last.widgets) {
    j.begin_object();
    j.key("id").value(w.id);
    j.key("x").value(static_cast<double>(w.min.x));
    j.key("y").value(static_cast<double>(w.min.y));
    j.key("w").value(static_cast<double>(w.max.x - w.min.x));
    j.key("h").value(static_cast<double>(w.max.y - w.min.y));
    j.end_object();
  }
  j.end_array();
  j.end_object();
  out = j.str();
  return out.c_str();
}
