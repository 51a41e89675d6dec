// A small JSON reader for text that comes from outside: an online guest's or host's messages and
// the views inside them. read_json() turns text into a value tree (null, bool, number, string,
// array, object) or a clear error ("expected ',' at byte 41"); it never throws and never crashes,
// and refuses text over a size limit or nested deeper than a depth limit. JsonFields then reads
// typed fields out of the tree, keeping the first problem with where it was
// ("players[1].hand: expected a number") and noticing fields nobody asked for.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/common/card.h"
#include "core/common/result.h"

namespace ff {

struct JsonMember;

struct JsonValue {
  enum class Type : uint8_t { kNull, kBool, kNumber, kString, kArray, kObject };
  Type type = Type::kNull;
  bool boolean = false;
  double number = 0;
  std::string text;                  // kString: the decoded UTF-8
  std::vector<JsonValue> items;      // kArray
  std::vector<JsonMember> members;   // kObject, in the text's order (a repeated key is refused)

  bool is(Type t) const { return type == t; }
  // The member `key` of an object, or null (not an object, or no such key).
  const JsonValue* find(std::string_view key) const;
};

struct JsonMember {
  std::string key;
  JsonValue value;
  mutable bool read = false;  // JsonFields asked for it (see JsonFields::unread)
};

struct JsonLimits {
  size_t max_bytes = size_t{4} << 20;  // 4 MiB: the largest whole-game frames measured are ~70 KB
  int max_depth = 32;
};

// The value of the whole text (surrounding white space allowed, nothing else after it).
Result<JsonValue> read_json(std::string_view text, const JsonLimits& limits = {});

// The value written back as compact JSON in the JsonWriter's style (numbers that are whole as
// integers), so write_json(read_json(JsonWriter output)) gives the same text.
std::string write_json(const JsonValue& v);

// "a number", "an object", ... for messages.
const char* json_type_name(JsonValue::Type t);

// Reads typed fields of a parsed value. Every read after the first problem returns a default, so a
// reader reads straight on and checks ok() once at the end.
class JsonFields {
 public:
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  // Records a problem at the current place (only the first is kept).
  void fail(const std::string& what);
  // f() with `key` in the place (for messages).
  template <class F>
  auto in(std::string_view key, F&& f) {
    path_.emplace_back(key);
    auto r = f();
    path_.pop_back();
    return r;
  }
  // f(value of member `key` of `obj`), with the key in the place.
  template <class F>
  auto with(const JsonValue& obj, std::string_view key, F&& f) {
    return in(key, [&] { return f(at_raw(obj, key)); });
  }

  // The member `key` of object `obj` (marked read); a missing key or a non-object is a problem and
  // gives a null value. `opt` forms: a missing key is fine (nullptr).
  const JsonValue& at(const JsonValue& obj, std::string_view key);
  const JsonValue* opt(const JsonValue& obj, std::string_view key);

  // Scalars: the value itself, checked. Integers must be whole and within [lo, hi].
  int integer(const JsonValue& v, int lo, int hi);
  bool boolean(const JsonValue& v);
  std::string string(const JsonValue& v);
  Card card(const JsonValue& v);  // "As", "Jk"
  // The same for member `key` of `obj`.
  int integer(const JsonValue& obj, std::string_view key, int lo, int hi) { return in(key, [&] { return integer(at_raw(obj, key), lo, hi); }); }
  bool boolean(const JsonValue& obj, std::string_view key) { return in(key, [&] { return boolean(at_raw(obj, key)); }); }
  std::string string(const JsonValue& obj, std::string_view key) { return in(key, [&] { return string(at_raw(obj, key)); }); }
  Card card(const JsonValue& obj, std::string_view key) { return in(key, [&] { return card(at_raw(obj, key)); }); }

  // A name among `count` names: the index i whose name(i) (a string) is the value.
  template <class F>
  int pick(const JsonValue& v, int count, F&& name) {
    const std::string s = string(v);
    for (int i = 0; i < count && ok(); ++i)
      if (s == std::string(name(i))) return i;
    fail("\"" + s + "\" is not a known name");
    return 0;
  }
  template <class F>
  int pick(const JsonValue& obj, std::string_view key, int count, F&& name) {
    return in(key, [&] { return pick(at_raw(obj, key), count, name); });
  }

  // Arrays: `each(f)` calls f(item, index) for each item (with "[i]" in the place), after checking
  // the length is within [lo, hi]. Member forms take the object and key.
  template <class F>
  void each(const JsonValue& arr, size_t lo, size_t hi, F&& f) {
    if (!array(arr, lo, hi)) return;
    for (size_t i = 0; i < arr.items.size() && ok(); ++i) {
      path_.push_back("[" + std::to_string(i) + "]");
      f(arr.items[i], i);
      path_.pop_back();
    }
  }
  template <class F>
  void each(const JsonValue& obj, std::string_view key, size_t lo, size_t hi, F&& f) {
    in(key, [&] { each(at_raw(obj, key), lo, hi, f); return 0; });
  }
  std::vector<int> integers(const JsonValue& obj, std::string_view key, size_t max_items, int lo, int hi);
  std::vector<std::string> strings(const JsonValue& obj, std::string_view key, size_t max_items);
  std::vector<Card> cards(const JsonValue& obj, std::string_view key, size_t max_items);
  // The value is an array of [lo, hi] items (else a problem).
  bool array(const JsonValue& v, size_t lo, size_t hi);
  bool object(const JsonValue& v);

  // The first member, anywhere under `v`, that no read asked for: a problem "unknown field".
  void unread(const JsonValue& v);
  // Marks everything under `v` read (a value taken whole, as text for another reader).
  static void take_whole(const JsonValue& v);

 private:
  const JsonValue& at_raw(const JsonValue& obj, std::string_view key);  // `at` without the key in the place
  std::string place() const;
  std::vector<std::string> path_;
  std::string error_;
};

}  // namespace ff
