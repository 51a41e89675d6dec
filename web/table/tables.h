// One table renderer per game. A game is offered on the menu only if it is registered in the
// engine and has a table here.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "web/app/session.h"

namespace ff {

struct TableUI {
  std::string game_id;
  // Draws the whole table for s.viewer into the current window and sends the player's actions
  // with session_submit(). `now` is the app clock in seconds.
  void (*draw)(Session& s, double now);
  // Extra facts for the browser test hook (a JSON object), e.g. chip totals as the table shows them.
  std::string (*summary)(const Session& s);
  // How long each computer move stays on screen at the readable pace (games of many small steps
  // use less, so a computer turn does not drag).
  double move_pause_s = 0.6;
};

const std::vector<TableUI>& tables();
const TableUI* find_table(std::string_view game_id);

// Each game's table (one file per game in this folder).
const TableUI& head_to_head_table();
const TableUI& crossfire_table();
const TableUI& poker_assault_table();
const TableUI& ground_assault_table();
const TableUI& assault_edge_table();

// A log line's verb for "You": "takes 7♠ and plays it" -> "take 7♠ and play it".
std::string second_person(const std::string& text);

// Shared table pieces: the game log, newest line last and highlighted, scrolled to the end.
void draw_log(const Session& s, const std::vector<LogLine>& lines, float height);
// The status line while someone else acts: "Replay: P2 to act.", "Computer is thinking..." (the
// dots move unless motion is reduced) or "Waiting for P2.".
std::string others_turn_status(const Session& s, int to_act, double now);
// The top of a table's panel: the status line (gold on the player's turn; the body font if `small`,
// else the heading font) and below it the current refusal or notice, if any.
void draw_status(const Session& s, const std::string& status, bool my_turn, bool small, double now);
// Shows a refusal or notice on the table for a few seconds.
void set_message(Session& s, double now, const std::string& text);
// The end-of-game window: begin_result() opens it centred with the title; the caller adds its
// lines; end_result() adds "New game" and "Menu" (recorded as <prefix>/result/again and /menu).
void begin_result(const char* window_id, const std::string& title);
void end_result(const std::string& prefix);

}  // namespace ff
