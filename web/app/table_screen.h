// The table screen and the replay viewer (web/app/table_screen.cpp).
#pragma once
#include <memory>
#include <string>
#include <string_view>

#include "web/app/app.h"

namespace ff {

struct TableUI;
void draw_table_screen(App& a);
// Draws the session's game with its table (through a TableFrame) and tells the test hook how to
// describe it when a test asks; `extra_json` is added to that summary.
void draw_table(App& a, const TableUI& t, double now, const std::string& extra_json);
// Opens the replay viewer on a replay code or link; a code that does not parse, or a game with no
// table here, is refused with the reason.
Status open_replay(App& a, std::string_view code);
void draw_replay(App& a);
// The lobby of a game online (web/app/lobby.cpp): the host's invitations, a guest's joining.
void draw_lobby(App& a);
// The host's spectator controls (issue 37): "Let others watch" and, while on, the watch link with
// Copy; in the lobby and under the table's bar.
void draw_watch_controls(App& a);

}  // namespace ff
