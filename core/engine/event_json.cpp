#include "core/engine/event_json.h"

#include <limits>

namespace ff {

namespace {
constexpr const char* kCueNames[kCueCount] = {"", "card_dealt", "card_played", "chips", "dice", "hit", "destroyed", "won"};
constexpr int kMaxTell = 9;
}  // namespace

const char* cue_name(Cue c) { return static_cast<int>(c) < kCueCount ? kCueNames[static_cast<int>(c)] : ""; }

Cue cue_from_name(std::string_view name) {
  for (int c = 1; c < kCueCount; ++c)
    if (name == kCueNames[c]) return static_cast<Cue>(c);
  return Cue::kNone;
}

void write_event_object(JsonWriter& j, const Event& e) {
  j.begin_object().key("seat").value(e.seat).key("text").value(e.text);
  if (e.text_you != e.text) j.key("text_you").value(e.text_you);
  if (e.cue != Cue::kNone) j.key("cue").value(cue_name(e.cue));
  if (e.tell) j.key("tell").value(static_cast<int>(e.tell));
  j.end_object();
}

void write_event_array(JsonWriter& j, const Event& e) {
  j.begin_array().value(e.seat).value(e.text);
  const bool meaning = e.cue != Cue::kNone || e.tell;
  if (e.text_you != e.text || meaning) j.value(e.text_you);
  if (meaning) j.value(cue_name(e.cue)).value(static_cast<int>(e.tell));
  j.end_array();
}

Event read_event(JsonFields& r, const JsonValue& v, int seats) {
  Event e;
  if (v.is(JsonValue::Type::kArray)) {
    if (!r.array(v, 2, 5) || v.items.size() == 4) {
      if (v.items.size() == 4) r.fail("an event array has 2, 3 or 5 items");
      return e;
    }
    e.seat = r.integer(v.items[0], -1, seats - 1);
    e.text = r.string(v.items[1]);
    e.text_you = v.items.size() > 2 ? r.string(v.items[2]) : e.text;
    if (v.items.size() == 5) {
      e.cue = cue_from_name(r.string(v.items[3]));  // a newer page's cue: no sound here
      e.tell = static_cast<uint8_t>(r.integer(v.items[4], 0, kMaxTell));
    }
    return e;
  }
  if (!r.object(v)) return e;
  e.seat = r.integer(v, "seat", -1, seats - 1);
  e.text = r.string(v, "text");
  const JsonValue* you = r.opt(v, "text_you");
  e.text_you = you ? r.in("text_you", [&] { return r.string(*you); }) : e.text;
  if (const JsonValue* cue = r.opt(v, "cue")) e.cue = cue_from_name(r.in("cue", [&] { return r.string(*cue); }));
  if (r.opt(v, "tell")) e.tell = static_cast<uint8_t>(r.integer(v, "tell", 0, kMaxTell));
  return e;
}

std::string event_seat_problem(const std::vector<Event>& events, int seats) {
  for (size_t i = 0; i < events.size(); ++i)
    if (events[i].seat < -1 || events[i].seat >= seats)
      return "events[" + std::to_string(i) + "].seat: " + std::to_string(events[i].seat) + " is not a seat of this game";
  return "";
}

std::vector<Event> read_events(JsonFields& r, const JsonValue& obj, int seats) {
  std::vector<Event> out;
  r.each(obj, "events", 0, std::numeric_limits<size_t>::max(), [&](const JsonValue& item, size_t) { out.push_back(read_event(r, item, seats)); });
  return out;
}

}  // namespace ff
