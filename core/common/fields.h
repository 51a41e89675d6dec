// Structs described once: a struct's field list drives its JSON writer and its range-checked
// reader (equality is C++20's defaulted operator==, which never forgets a member). A struct in a
// game's namespace lists its fields in a `describe` function found by argument lookup:
//
//   template <class L> constexpr void describe(L& l, BetView*) {
//     l.present(&BetView::active);                          // the object is null when false
//     l("row", &BetView::row, Range{0, kCommons - 1});
//     l("put", &BetView::put, Range{0, kMaxChips});         // a std::array: every item in range
//   }
//
// l(name, member, specs...) is one JSON key. Specs apply at every level of the member's type (a
// Range to each int of a vector of vectors): Range for integers, Names for enums, Items for
// vectors' lengths, Omit{value} / OmitDefault to leave a key out when the member holds that value
// (a reader without the key gets it back), NullUnless for a member written null when a flag of the struct is false.
// l.flat(member) reads and writes a member struct's fields in this object (l.flat(member,
// OmitDefault{}): all left out when it equals a default-constructed one, which a reader finding
// none of its keys gets back); l.present(flag) makes the struct null when the flag is false. Names
// also name an int (Names{count, name, first}: the values first .. first + count - 1); Writes{write}
// replaces a type's own writer (its reader still reads it): Writes{&write_event_array}.
// NullIs{value}: the member (each item of it) is written null when it equals `value` (a card type,
// -1 for none), and null reads back as `value`. When{member, value}: the key is written only when
// another member of the struct (listed before it) holds `value`, read only then, refused otherwise.
// Other types (Card, Event, strings) have codecs by overload: write_field(JsonWriter&, const T&)
// and read_field(JsonFields&, const JsonValue&, T&).
//
// Every member must be listed: field_count<T>() == member_count<T>() is checked at compile time
// wherever a struct is written or read, so a member added to a View without a key fails to build;
// and every described struct must compare (a defaulted == is silently deleted if a member cannot).
#pragma once
#include <array>
#include <concepts>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "core/common/json.h"
#include "core/common/json_read.h"
#include "core/common/result.h"

namespace ff::fields {

// ---- specs ---------------------------------------------------------------------------------------

struct Range {
  int lo = std::numeric_limits<int>::min(), hi = std::numeric_limits<int>::max();
};
struct Items {
  size_t lo = 0, hi = 0;
};
// An enum written as its name: name(E(first + i)) for i in [0, count); an int (E = int) the same way.
template <class E>
struct Names {
  int count = 0;
  const char* (*name)(E) = nullptr;
  int first = 0;
};
// The items of the member are written by `write`, not by their type's write_field.
template <class T>
struct Writes {
  void (*write)(JsonWriter&, const T&) = nullptr;
};
// The key is left out when the member equals `value`.
template <class T>
struct Omit {
  T value;
};
// The key is left out when the member equals a default-constructed one (a struct).
struct OmitDefault {};
// The member is written null when the struct's `flag` is false (reading null sets it false).
template <class S>
struct NullUnless {
  bool S::*flag;
};
// The value is written null when it equals `value`; null reads back as `value`.
template <class T>
struct NullIs {
  T value;
};
// The key is there only when the struct's `member` equals `value` (a contest's "was" and "lead").
template <class S, class M>
struct When {
  M S::*member;
  M value;
};

// Deduction guides: Emscripten's clang 14 deduces no aggregate's template arguments by itself
// (`Names{count, &phase_id}`, `Omit{-1}` need these).
template <class E> Names(int, const char* (*)(E)) -> Names<E>;
template <class E> Names(int, const char* (*)(E), int) -> Names<E>;
template <class T> Writes(void (*)(JsonWriter&, const T&)) -> Writes<T>;
template <class T> Omit(T) -> Omit<T>;
template <class S> NullUnless(bool S::*) -> NullUnless<S>;
template <class T> NullIs(T) -> NullIs<T>;
template <class S, class M> When(M S::*, M) -> When<S, M>;

// The spec of type S among `specs` (the last one given), or nullptr; has_spec<S, A...> at compile time.
template <class S>
constexpr const S* find_spec() { return nullptr; }
template <class S, class A, class... R>
constexpr const S* find_spec(const A& a, const R&... rest) {
  const S* later = find_spec<S>(rest...);
  if constexpr (std::is_same_v<S, A>) return later ? later : &a;
  else return later;
}
template <class S, class... A>
inline constexpr bool has_spec = (std::is_same_v<S, A> || ...);

template <class A> struct IsNullUnless : std::false_type {};
template <class S> struct IsNullUnless<NullUnless<S>> : std::true_type {};

// Whether `obj` meets a When spec (any other spec: true).
template <class T, class A>
bool meets(const T&, const A&) { return true; }
template <class T, class S, class M>
bool meets(const T& obj, const When<S, M>& when) { return obj.*(when.member) == when.value; }

// ---- counting: every member listed ---------------------------------------------------------------

struct Counter {
  int n = 0;
  template <class M, class S, class... A>
  constexpr void operator()(const char*, M S::*, const A&... specs) {
    n += 1 + ((IsNullUnless<A>::value ? 1 : 0) + ... + 0);  // NullUnless names its flag too
  }
  template <class M, class S, class... A>
  constexpr void flat(M S::*, const A&...) { ++n; }
  template <class S>
  constexpr void present(bool S::*) { ++n; }
};

template <class T>
concept Described = requires(Counter& c, T* p) { describe(c, p); };

template <class T>
constexpr int field_count() {
  Counter c;
  describe(c, static_cast<T*>(nullptr));
  return c.n;
}

// The number of members of an aggregate: the most initializers T{...} takes.
struct AnyMember {
  template <class T>
  constexpr operator T() const;  // never defined: used only in unevaluated braces
};
template <class T, class... A>
constexpr int member_count() {
  if constexpr (requires { T{A{}..., AnyMember{}}; }) return member_count<T, A..., AnyMember>();
  else return static_cast<int>(sizeof...(A));
}

template <class T>
constexpr void check_complete() {
  static_assert(field_count<T>() == member_count<T>(), "a member of this struct is missing from its describe() list");
  static_assert(std::equality_comparable<T>, "a described struct compares member by member: bool operator==(const T&) const = default");
}

// ---- writing -------------------------------------------------------------------------------------

template <class T, class... A> void write_value(JsonWriter& j, const T& v, const A&... specs);

template <class T>
struct Writer {
  JsonWriter& j;
  const T& obj;
  template <class M, class S, class... A>
  void operator()(const char* name, M S::*m, const A&... specs) {
    const M& v = obj.*m;
    if (!(meets(obj, specs) && ...)) return;
    if (const auto* omit = find_spec<Omit<M>>(specs...); omit && v == omit->value) return;
    if constexpr (has_spec<OmitDefault, A...>)
      if (v == M{}) return;
    j.key(name);
    if (const auto* nu = find_spec<NullUnless<T>>(specs...); nu && !(obj.*(nu->flag))) {
      j.null();
      return;
    }
    write_value(j, v, specs...);
  }
  template <class M, class S, class... A>
  void flat(M S::*m, const A&...) {
    check_complete<M>();  // a flat member's list is complete too (it is never written as an object)
    if constexpr (has_spec<OmitDefault, A...>)
      if (obj.*m == M{}) return;
    Writer<M> w{j, obj.*m};
    describe(w, static_cast<M*>(nullptr));
  }
  template <class S>
  void present(bool S::*) {}
};

// Whether `obj` is written as null (a present() flag of its list is false).
template <class T>
struct PresentProbe {
  const T& obj;
  bool absent = false;
  template <class M, class S, class... A>
  void operator()(const char*, M S::*, const A&...) {}
  template <class M, class S, class... A>
  void flat(M S::*, const A&...) {}
  template <class S>
  void present(bool S::*flag) { absent = !(obj.*flag); }
};

template <class T>
void write_object(JsonWriter& j, const T& obj) {
  check_complete<T>();
  PresentProbe<T> probe{obj};
  describe(probe, static_cast<T*>(nullptr));
  if (probe.absent) {
    j.null();
    return;
  }
  j.begin_object();
  Writer<T> w{j, obj};
  describe(w, static_cast<T*>(nullptr));
  j.end_object();
}

template <class T, class... A>
void write_value(JsonWriter& j, const T& v, const A&... specs) {
  if constexpr (has_spec<NullIs<T>, A...>)
    if (v == find_spec<NullIs<T>>(specs...)->value) {
      j.null();
      return;
    }
  if constexpr (has_spec<Writes<T>, A...>) find_spec<Writes<T>>(specs...)->write(j, v);
  else if constexpr (Described<T>) write_object(j, v);
  else if constexpr (std::is_same_v<T, bool>) j.value(v);
  else if constexpr (std::is_same_v<T, char>) j.value(std::string(1, v));
  else if constexpr (std::is_enum_v<T>) {
    static_assert(has_spec<Names<T>, A...>, "an enum field needs Names{count, name}");
    j.value(find_spec<Names<T>>(specs...)->name(v));
  } else if constexpr (std::is_integral_v<T> && has_spec<Names<T>, A...>) j.value(find_spec<Names<T>>(specs...)->name(v));
  else if constexpr (std::is_integral_v<T>) j.value(static_cast<long long>(v));
  else if constexpr (std::is_same_v<T, std::string>) j.value(v);
  else if constexpr (requires { v.has_value(); *v; }) {
    if (v) write_value(j, *v, specs...);
    else j.null();
  } else if constexpr (requires { v.begin(); v.size(); }) {
    j.begin_array();
    for (const auto& x : v) write_value(j, x, specs...);
    j.end_array();
  } else {
    write_field(j, v);  // a type's own codec (Card, Event)
  }
}

// ---- reading -------------------------------------------------------------------------------------

template <class T, class... A> void read_value(JsonFields& r, const JsonValue& x, T& v, const A&... specs);

// Whether object `o` holds any key of a struct's list (a flat member left out when default).
struct KeyProbe {
  const JsonValue& o;
  bool any = false;
  template <class M, class S, class... A>
  void operator()(const char* name, M S::*, const A&...) { any = any || o.find(name); }
  template <class M, class S, class... A>
  void flat(M S::*, const A&...) {
    KeyProbe sub{o};
    describe(sub, static_cast<M*>(nullptr));
    any = any || sub.any;
  }
  template <class S>
  void present(bool S::*) {}
};

template <class T>
struct Reader {
  JsonFields& r;
  const JsonValue& o;
  T& obj;
  template <class M, class S, class... A>
  void operator()(const char* name, M S::*m, const A&... specs) {
    M& v = obj.*m;
    if (!(meets(obj, specs) && ...)) return;  // the member keeps its default; a key there is unknown
    const auto* omit = find_spec<Omit<M>>(specs...);
    const bool optional = omit || has_spec<OmitDefault, A...>;
    const JsonValue* x = optional ? r.opt(o, name) : &r.at(o, name);
    if (!x) {
      v = omit ? omit->value : M{};
      return;
    }
    r.in(name, [&] {
      const auto* nu = find_spec<NullUnless<T>>(specs...);
      if (nu) obj.*(nu->flag) = !x->is(JsonValue::Type::kNull);
      if (!nu || obj.*(nu->flag)) read_value(r, *x, v, specs...);
      return 0;
    });
  }
  template <class M, class S, class... A>
  void flat(M S::*m, const A&...) {
    if constexpr (has_spec<OmitDefault, A...>) {
      KeyProbe keys{o};
      describe(keys, static_cast<M*>(nullptr));
      if (!keys.any) {
        obj.*m = M{};
        return;
      }
    }
    Reader<M> sub{r, o, obj.*m};
    describe(sub, static_cast<M*>(nullptr));
  }
  template <class S>
  void present(bool S::*flag) { obj.*flag = true; }
};

// Sets a present() flag false (the object was null), and says whether the struct has one.
template <class T>
struct AbsentSetter {
  T& obj;
  bool has = false;
  template <class M, class S, class... A>
  void operator()(const char*, M S::*, const A&...) {}
  template <class M, class S, class... A>
  void flat(M S::*, const A&...) {}
  template <class S>
  void present(bool S::*flag) {
    obj.*flag = false;
    has = true;
  }
};

template <class T>
void read_object(JsonFields& r, const JsonValue& x, T& obj) {
  check_complete<T>();
  if (x.is(JsonValue::Type::kNull)) {
    AbsentSetter<T> absent{obj};
    describe(absent, static_cast<T*>(nullptr));
    if (!absent.has) r.fail("expected an object, not null");
    return;
  }
  if (!r.object(x)) return;
  Reader<T> rd{r, x, obj};
  describe(rd, static_cast<T*>(nullptr));
}

template <class T, class... A>
void read_value(JsonFields& r, const JsonValue& x, T& v, const A&... specs) {
  if constexpr (has_spec<NullIs<T>, A...>)
    if (x.is(JsonValue::Type::kNull)) {
      v = find_spec<NullIs<T>>(specs...)->value;
      return;
    }
  if constexpr (Described<T>) read_object(r, x, v);
  else if constexpr (std::is_same_v<T, bool>) v = r.boolean(x);
  else if constexpr (std::is_same_v<T, char>) {
    const std::string s = r.string(x);
    if (s.size() != 1 && r.ok()) r.fail("expected one character");
    v = s.empty() ? '\0' : s[0];
  } else if constexpr (std::is_enum_v<T> || (std::is_integral_v<T> && has_spec<Names<T>, A...>)) {
    const auto* names = find_spec<Names<T>>(specs...);
    v = static_cast<T>(names->first + r.pick(x, names->count, [&](int i) { return names->name(static_cast<T>(names->first + i)); }));
  } else if constexpr (std::is_integral_v<T>) {
    const Range* range = find_spec<Range>(specs...);
    const Range whole{static_cast<int>(std::max<long long>(std::numeric_limits<T>::min(), std::numeric_limits<int>::min())),
                      static_cast<int>(std::min<long long>(std::numeric_limits<T>::max(), std::numeric_limits<int>::max()))};
    v = static_cast<T>(r.integer(x, range ? range->lo : whole.lo, range ? range->hi : whole.hi));
  } else if constexpr (std::is_same_v<T, std::string>) v = r.string(x);
  else if constexpr (requires { v.has_value(); v.emplace(); }) {
    if (x.is(JsonValue::Type::kNull)) v.reset();
    else read_value(r, x, v.emplace(), specs...);
  } else if constexpr (requires { v.push_back(v[0]); }) {
    const Items* items = find_spec<Items>(specs...);
    static_assert(has_spec<Items, A...>, "a vector field needs Items{lo, hi}");
    v.clear();
    r.each(x, items->lo, items->hi, [&](const JsonValue& item, size_t) { read_value(r, item, v.emplace_back(), specs...); });
  } else if constexpr (requires { std::tuple_size<T>::value; v[0]; }) {
    r.each(x, v.size(), v.size(), [&](const JsonValue& item, size_t i) { read_value(r, item, v[i], specs...); });
  } else {
    read_field(r, x, v);  // a type's own codec (Card, Event)
  }
}

// ---- checks across fields -----------------------------------------------------------------------

// What a field list cannot check (a seat below the view's seat count, one entry per seat), read
// after from_json: the first problem found, in the reader's words.
struct Check {
  std::string why;
  void require(bool ok, const std::string& what) {
    if (why.empty() && !ok) why = what;
  }
  void range(const std::string& key, int value, int lo, int hi) {
    require(value >= lo && value <= hi, key + ": " + std::to_string(value) + " is out of range " + std::to_string(lo) + " to " + std::to_string(hi));
  }
  void items(const std::string& key, size_t n, int lo, int hi) {
    require(static_cast<int>(n) >= lo && static_cast<int>(n) <= hi,
            key + ": has " + std::to_string(n) + " items, expected " + (lo == hi ? std::to_string(lo) : std::to_string(lo) + " to " + std::to_string(hi)));
  }
};

// ---- a whole document ----------------------------------------------------------------------------

template <class T>
std::string to_json(const T& obj) {
  JsonWriter j;
  write_object(j, obj);
  return j.str();
}

// The struct `json` holds (every key known, every value in range), or why not, prefixed by `what`.
template <class T>
Result<T> from_json(std::string_view json, const char* what) {
  auto doc = read_json(json);
  if (!doc) return make_error(std::string(what) + ": " + doc.error());
  JsonFields r;
  T obj{};
  if (r.object(*doc)) read_object(r, *doc, obj);
  r.unread(*doc);
  if (!r.ok()) return make_error(std::string(what) + ": " + r.error());
  return obj;
}

}  // namespace ff::fields

namespace ff {
inline void write_field(JsonWriter& j, const Card& c) { j.card(c); }
inline void read_field(JsonFields& r, const JsonValue& x, Card& c) { c = r.card(x); }
}  // namespace ff
