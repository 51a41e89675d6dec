// The application: which screen is showing and what every screen shares. Immediate mode: each
// frame draws the current screen from this state; nothing here copies game rules.
#pragma once
#include <array>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/engine/game.h"
#include "core/games/rules_doc.h"
#include "imgui.h"
#include "web/app/decks.h"
#include "web/app/online.h"
#include "web/app/session.h"
#include "web/app/sound_cues.h"
#include "web/table/frame.h"
#include "web/widgets/context.h"
#include "web/widgets/settings.h"

namespace ff {

enum class Screen { Menu, About, Gallery, NewGame, Table, Replay, OpenCode, Stats, Rules, Settings, Decks, Lobby };

// The new-game dialog's choices.
struct NewGameForm {
  std::string game_id;
  bool vs_computer = true;
  // Against the computer with more than two players: per seat (index 1..3), a computer or a
  // player at this screen. Seat 0 is always a player.
  bool seat_human[4] = {false, false, false, false};
  Level level = Level::Hard;
  int seats = 2;
  Options options;
  bool guided = false;  // this game's guided first game (App::unguided_games keeps each game's choice)
  // Friends online: per seat (index 1..3), a friend online or a computer. Seat 0 is the host.
  bool online = false;
  bool seat_remote[4] = {false, true, true, true};
  char signal_text[200] = "";  // the signalling server ("": the public one), kept with the settings
  // The STUN and relay (TURN) servers (core/match/links.h's text; "": the library's defaults), kept
  // with the settings; an invitation link carries them to the friends' pages.
  char ice_text[kMaxIceText + 1] = "";
  char seed_text[24] = "";
  // The number the dialog drew (seed_text's first value, or New deal's): online, a number typed over
  // it makes a deal the host chose, which the friends' pages mark as such (issue 54).
  char seed_drawn[24] = "";
  // Deck options set to "Generated for this deal": their code follows the deal number.
  std::vector<std::string> generated;
};

// The replay viewer: the whole game, and the move the timeline shows.
struct ReplayView {
  std::unique_ptr<State> game;  // the game as exported (its history is the timeline)
  int pos = 0;                  // moves applied in the shown position (0..history size)
  int seat = 0;                 // whose view is shown
  bool playing = false;
  double next_step = 0;
  std::string last_move;        // "Computer plays K♥ in row 3": the move that led to `pos`
  uint64_t serial = 0;          // the shown game's Match::serial at every step: pieces travel between steps
};

// Keys pressed this frame, as the game reads them (filled from SDL events by the main loop, never
// while a text field has the keyboard).
struct KeyPresses {
  int next = 0, prev = 0;  // presses this frame: arrows, Tab / Shift+Tab (several can land in one frame)
  bool confirm = false, cancel = false;  // Enter or Space, Escape
  bool hint = false, undo = false, redo = false;  // H; U or Ctrl+Z; R or Ctrl+Y
  bool press_on = false;  // Enter or Space taken by the button the table waits on (TableFrame::hold)
};

// What the Rules screen keeps between frames (web/app/rules_screen.cpp).
struct RulesScreenState {
  std::map<std::string, std::array<char, 64>> filters;  // each reference section's filter (by slug)
  int scroll_frames = 0;  // frames spent scrolling to App::rules_section (gives up after 20)
  std::string game_id;    // the game whose rules are read below: read once per game shown, not every frame
  std::string text;
  std::vector<RulesSection> doc;
};

// What the table screen keeps between frames (web/app/table_frames.cpp, table_screen.cpp).
// The frame itself (the test hook's summary reads the last one when a test asks) and the position
// it was built for.
struct TableShown {
  uint64_t serial = 0;          // Session::serial of the game shown
  size_t history = SIZE_MAX;    // its actions then
  std::vector<Action> moves;    // and the actions themselves, to tell a game that went on from one undone
  int viewer = -1;
  long views_built = 0;         // for the test hook: the view is built once per position
  long frames = 0;
  TableFrame frame;
};
// "Show again" (table_frames.h): the position shown, and the moves still to play in it.
struct Reshow {
  Match match;                  // the position shown (its own state and actors), no state: not showing
  std::vector<Action> moves;    // the moves shown again
  size_t next = 0;              // the next of them to play
  double next_at = 0;           // when (app clock)
  uint64_t game_serial = 0;     // the game it belongs to (an undo or a new game ends it)
  size_t game_history = 0;
};
// A guest's host frame shown last (its count, the seat followed, its position).
struct GuestShown {
  long frames = -1;
  int follow = 0;
  int position = -1;
};
// A move that throws work away, pressed once in this position (TableUI::second_press): its second
// press plays it. Dropped when the game or its position changes.
struct Armed {
  Action action = kNoAction;
  uint64_t serial = 0;          // the game (Match::serial) ...
  size_t history = SIZE_MAX;    // ... and position it was pressed in
  double until = 0;
  std::string asked;  // the question shown
};
// The bar's text room (table_screen.cpp's bar_lines): the most lines a text needed in this game
// (its id, deal and the bar's width).
struct BarRoom {
  std::string game;
  int most = 0;
};
struct TableScreenState {
  TableShown shown;
  Reshow reshow;
  GuestShown guest;
  Armed armed;
  BarRoom bar;
};

// The phone keyboard's typing not yet given to ImGui, and the key held down for one frame
// (web/app/main.cpp's feed_phone_keyboard).
struct KeyboardState {
  std::string pending;
  int held = -1;  // the key pressed last frame
};

struct App {
  Screen screen = Screen::Menu;
  KeyPresses keys;
  NewGameForm form;
  Session session;
  ReplayView replay;
  DeckScreen decks;
  Online online;
  // The widgets' state: the player's settings (ui::settings(), web/widgets/settings.h, kept in browser
  // storage under kSettingsKey with the new-game dialog's level, guide and servers), the fonts, the
  // motion, the sound and the test hook's reports (web/widgets/context.h).
  ui::WidgetState widgets;
  // The new-game dialog's level and guided game are the player's last choices (kept with the
  // settings); a first visit has none and starts at Normal with the guide on, and says so.
  bool first_visit = false;
  // The games whose guided first game the player turned off (each game's own choice: unticking it
  // in one game's dialog leaves the others guided).
  std::set<std::string> unguided_games;
  bool touch = false;  // the last pointer was a finger: the tables say "tap", else "click"
  std::string notice;        // a message shown on the menu (bad URL parameter, old save ...)
  std::string rules_game;    // the Rules screen's game, and where its Back button goes
  Screen rules_back = Screen::Menu;
  std::string rules_section;  // a section the Rules screen scrolls to at its next frame (its slug)
  bool saved_checked = false;  // the menu looked for saved games since it last opened
  std::vector<SavedEntry> saves;  // the games in progress in storage, newest first
  bool all_saves_listed = false;  // the menu lists every game in progress, not only the newest four
  bool show_share = false;
  std::string code_text;       // the Open-a-replay screen's text field (any length)
  std::string code_error;
  std::string signal_error;  // Settings: why the signalling server typed was not kept
  std::string ice_error;     // Settings and the new-game dialog: why the relay servers typed are not usable
  // The state of the screens between frames, kept here so that the App is the page's whole state.
  RulesScreenState rules_screen;
  TableScreenState table;
  KeyboardState keyboard;
  SoundCueState sound_cues;
  uint64_t seeds_drawn = 0;  // fresh_seed's count (mixed into every deal number drawn)
  // The new-game dialog: the generated decks made for (game/deal/seat), kept while the dialog asks
  // again (the generator's search is too slow to run every frame), and its footer's height last frame.
  std::map<std::string, std::string> generated_decks;
  float new_game_footer = 60;
};

constexpr const char* kSettingsKey = "fivefronts.settings";
// "scale=125 four=1 still=0 sound=1 volume=60 unguided=crossfire,poker-assault"; unreadable parts
// keep their defaults.
void load_settings(App& a);
void save_settings(const App& a);
// Reads the page's URL once at start-up: a shared deal starts that game, a replay link opens the
// viewer, bad parameters are named on the menu.
void app_start(App& a);
// Draws one frame of the whole UI into a full-window ImGui window.
void app_frame(App& a);
const char* screen_name(Screen s);
// Opens the Rules screen of `game_id` at `section` (a slug, core/games/rules_doc.h; "": the
// start); its Back button returns to `back`.
void open_rules(App& a, const std::string& game_id, Screen back, const std::string& section = "");
// The Rules screen (web/app/rules_screen.cpp).
void draw_rules_screen(App& a);
// The new-game dialog of `g`, its options at their defaults but for `preset` ({"army1", code}).
void open_new_game(App& a, const Game& g, const Options& preset = {});
// A screen's centred column, at most `max_width` wide, with its heading; it stops `bottom` px above
// the window's bottom (room for a footer that never scrolls away). EndChild() closes it.
void begin_page(const char* id, float max_width, const char* title, float bottom = 0);
// The finished game again: the same game, seats, computers, level and options (those in `changes`
// replaced), a new deal. Stays on the table; a refusal is shown there.
void start_rematch(App& a, const Options& changes);

}  // namespace ff
