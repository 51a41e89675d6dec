// A tiny JSON writer for state dumps, views and the browser test hook. Commas are automatic.
//   JsonWriter j; j.begin_object(); j.key("hand").cards(hand); j.key("turn").value(1); j.end_object();
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/card.h"

namespace ff {

std::string json_quote(std::string_view s);
// Appends json_quote(s) to `out` (the writer's keys and strings: no string made per value).
void json_quote_to(std::string& out, std::string_view s);

class JsonWriter {
 public:
  JsonWriter& begin_object() { sep(); out_ += '{'; first_ = true; return *this; }
  JsonWriter& end_object() { out_ += '}'; first_ = false; return *this; }
  JsonWriter& begin_array() { sep(); out_ += '['; first_ = true; return *this; }
  JsonWriter& end_array() { out_ += ']'; first_ = false; return *this; }
  JsonWriter& key(std::string_view k) { sep(); json_quote_to(out_, k); out_ += ':'; after_key_ = true; return *this; }
  JsonWriter& value(std::string_view s) { sep(); json_quote_to(out_, s); return *this; }
  JsonWriter& value(const char* s) { return value(std::string_view(s)); }
  JsonWriter& value(const std::string& s) { return value(std::string_view(s)); }
  JsonWriter& value(bool b) { sep(); out_ += b ? "true" : "false"; return *this; }
  JsonWriter& value(int v) { return raw(std::to_string(v)); }
  JsonWriter& value(long v) { return raw(std::to_string(v)); }
  JsonWriter& value(long long v) { return raw(std::to_string(v)); }
  JsonWriter& value(unsigned v) { return raw(std::to_string(v)); }
  JsonWriter& value(unsigned long v) { return raw(std::to_string(v)); }
  JsonWriter& value(unsigned long long v) { return raw(std::to_string(v)); }
  JsonWriter& value(double v);
  JsonWriter& null() { return raw("null"); }
  // "As"; a card of another deck than the first carries it: "As@2" (a player's own deck, where the
  // game tells decks apart: whose card it is, which faction's ability it has).
  JsonWriter& card(Card c) { return value(c.deck ? to_string(c) + "@" + std::to_string(c.deck) : to_string(c)); }
  JsonWriter& cards(const std::vector<Card>& cs);  // ["As","Kd"]
  template <class T>
  JsonWriter& values(const std::vector<T>& vs) {
    begin_array();
    for (const T& v : vs) value(v);
    return end_array();
  }
  // An already-formatted JSON value.
  JsonWriter& raw(std::string_view json) { sep(); out_ += json; return *this; }
  const std::string& str() const { return out_; }

 private:
  void sep() {
    if (after_key_) { after_key_ = false; first_ = false; return; }
    if (!first_ && !out_.empty()) out_ += ',';
    first_ = false;
  }
  std::string out_;
  bool first_ = true;
  bool after_key_ = false;
};

}  // namespace ff
