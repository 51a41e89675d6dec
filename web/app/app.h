// The application: which screen is showing and what every screen shares. Immediate mode: each
// frame draws the current screen from this state; nothing here copies game rules.
#pragma once
#include <string>

#include "core/engine/game.h"
#include "imgui.h"
#include "web/app/session.h"

namespace ff {

enum class Screen { Menu, About, Gallery, NewGame, Table };

// The new-game dialog's choices.
struct NewGameForm {
  std::string game_id;
  bool vs_computer = true;
  Level level = Level::Hard;
  int seats = 2;
  Options options;
  char seed_text[24] = "";
};

struct App {
  Screen screen = Screen::Menu;
  NewGameForm form;
  Session session;
  bool four_colour = false;  // four-colour deck option (settings)
  std::string notice;        // a message shown on the menu (bad URL parameter, old save ...)
};

App& app();
// Draws one frame of the whole UI into a full-window ImGui window.
void app_frame(App& a);
const char* screen_name(Screen s);

}  // namespace ff
