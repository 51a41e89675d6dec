#include "core/engine/event_json.h"

#include <limits>

namespace ff {

void write_event_object(JsonWriter& j, const Event& e) {
  j.begin_object().key("seat").value(e.seat).key("text").value(e.text);
  if (e.text_you != e.text) j.key("text_you").value(e.text_you);
  j.end_object();
}

void write_event_array(JsonWriter& j, const Event& e) {
  j.begin_array().value(e.seat).value(e.text);
  if (e.text_you != e.text) j.value(e.text_you);
  j.end_array();
}

Event read_event(JsonFields& r, const JsonValue& v, int seats) {
  Event e;
  if (v.is(JsonValue::Type::kArray)) {
    if (!r.array(v, 2, 3)) return e;
    e.seat = r.integer(v.items[0], -1, seats - 1);
    e.text = r.string(v.items[1]);
    e.text_you = v.items.size() > 2 ? r.string(v.items[2]) : e.text;
    return e;
  }
  if (!r.object(v)) return e;
  e.seat = r.integer(v, "seat", -1, seats - 1);
  e.text = r.string(v, "text");
  const JsonValue* you = r.opt(v, "text_you");
  e.text_you = you ? r.in("text_you", [&] { return r.string(*you); }) : e.text;
  return e;
}

std::vector<Event> read_events(JsonFields& r, const JsonValue& obj, int seats) {
  std::vector<Event> out;
  r.each(obj, "events", 0, std::numeric_limits<size_t>::max(), [&](const JsonValue& item, size_t) { out.push_back(read_event(r, item, seats)); });
  return out;
}

}  // namespace ff
