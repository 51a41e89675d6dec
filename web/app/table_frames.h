// The table screen's frame sources (web/app/table_frames.cpp): one function per mode makes the
// TableFrame its table draws. All share one frame, kept between frames (App::table): its per-position part (the
// seat's View, legal moves, names, the result's story) is rebuilt only when the position or the
// viewer changed; each call sets the per-frame part (keys, layout, notice, mark) and clears the
// table's answers of the last frame.
#pragma once
#include <vector>

#include "web/app/app.h"
#include "web/table/frame.h"

namespace ff {

struct TableUI;

// The session's game: local play (against the computer, at one screen), a host's game online, and
// the replay viewer's position (its session holds the position shown, as a spectator's).
TableFrame& session_frame(App& a, const TableUI& t, double now);
// "Show again": the position shown again (start_showing_again), watched, never played.
TableFrame& again_frame(App& a, const TableUI& t, double now);
// A guest's: the host's latest frame message (the seat's view, its legal moves on its turn until it
// sent one for this position, the seats' names as the host gave them), or a spectator's public view
// from the side it follows. Its chat lines are attached.
TableFrame& guest_frame(App& a, const OnlineGuest& g, const TableUI& t, double now);
// Online, the chat lines the log shows (not a muted seat's): a line new to the log goes after the
// log's lines as they are when it first shows. Elsewhere none.
void attach_chat(App& a, TableFrame& f);
// The session's notes in its own game's log (a response point passed for the player, issue 53).
void attach_notes(const Session& s, TableFrame& f);

// The frame made last (the keys and the test hook's summary read it).
const TableFrame& last_frame(const App& a);
// The last frame is of the session's game at its present position (not a guest's, not shown again).
bool frame_is_present(const App& a);
long views_built(const App& a);   // for the test hook: the view is built once per position
long frames_built(const App& a);

// "Show the computer's turn again": the table shows the position before the others' last moves and
// plays them again one by one at the computer's pace. Only the picture: the game is not touched, and
// any key, click of the bar's button or move of the game ends it.
bool showing_again(const App& a);
void start_showing_again(App& a, double now);
void stop_showing_again(App& a);
// Plays the next move shown again when its time has come (0.6 s apart: the readable pace, also in
// games whose computer moves faster); ends after the last (once it was seen), or when the game
// moved on or was undone.
void step_showing_again(App& a, double now);
// The others' last turn as `seat` sees it: walking back from the present over `seat`'s own moves,
// the moves of the other seats up to `seat`'s move before them, oldest first (at most 64). Moves the
// screen skipped by itself (response points) neither count nor end it; a move of a seat not known
// (a resumed game's) ends it. `from`: the index of its first move.
std::vector<TableFrame::SeatMove> recent_moves(const Match& m, int seat, size_t* from = nullptr);

}  // namespace ff
