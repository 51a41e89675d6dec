// A log line (Event) in a view's JSON, and back. Written as an object
// {"seat","text","text_you","cue","tell"} or an array [seat, text, text_you, cue, tell] (the games'
// older compact form); "text_you" only when it differs from "text" (a table event reads the same
// for everyone) or the array goes on, "cue" ("hit") and "tell" only when set, so a reader restores
// the event exactly. A page before cues reads none of them (no sound); a cue name this page does
// not know reads as none.
#pragma once
#include "core/common/json.h"
#include "core/common/json_read.h"
#include "core/engine/event.h"

namespace ff {

void write_event_object(JsonWriter& j, const Event& e);
void write_event_array(JsonWriter& j, const Event& e);
// Either form; the seat is -1 (the table) or below `seats`.
Event read_event(JsonFields& r, const JsonValue& v, int seats);
// The array of events of member `key` ("events") of `obj`.
std::vector<Event> read_events(JsonFields& r, const JsonValue& obj, int seats);

// The codec of a described View's "events" (core/common/fields.h): the object form, and either form
// read with any seat up to 15; the game's view check then holds each seat below its seat count.
inline void write_field(JsonWriter& j, const Event& e) { write_event_object(j, e); }
inline void read_field(JsonFields& r, const JsonValue& v, Event& e) { e = read_event(r, v, 16); }
// The first event whose seat is not -1 or below `seats` (a check for a view read back), or "".
std::string event_seat_problem(const std::vector<Event>& events, int seats);

}  // namespace ff
