// The widgets' state for the page: the player's settings, the fonts and the theme's scale, phone
// sizes, the motion followed between frames, the sound output and the test hook's reports. The App
// owns it (App::widgets, web/app/app.h); the widgets reach it through ui::context(): main() hangs the
// App's on Dear ImGui's context once it has made it (ui::set_context), so the widgets reach it as ImGui
// reaches its own: a game's table draws with the widgets and never sees the App.
#pragma once
#include <memory>

#include "imgui.h"
#include "web/widgets/settings.h"
#include "web/widgets/ui.h"

namespace ff::ui {

struct WidgetState {
  Settings settings;
  Fonts fonts;
  ImFontAtlas title_atlas, card_atlas;  // the text sizes' atlas is ImGui's (io.Fonts)
  float scale = 1.0f;                   // the theme's UI scale (ui::scale)
  bool phone = false;                   // controls at a finger's size (ui::phone)
  // Each module's own state, of a type only its .cpp knows, made at its first use:
  std::shared_ptr<void> motion;  // web/widgets/motion.cpp
  std::shared_ptr<void> audio;   // web/widgets/sound.cpp
  std::shared_ptr<void> hook;    // web/widgets/test_hook.cpp
};

// The page's widget state (set_context's, on the current ImGui context; set before any widget draws).
WidgetState& context();
void set_context(WidgetState* state);

// The module state of type T in `slot` (one of WidgetState's), made the first time.
template <class T>
T& module_state(std::shared_ptr<void>& slot) {
  if (!slot) slot = std::make_shared<T>();
  return *static_cast<T*>(slot.get());
}

}  // namespace ff::ui
