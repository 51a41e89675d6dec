#include "core/common/json_read.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "core/common/json.h"

namespace ff {

const JsonValue* JsonValue::find(std::string_view key) const {
  for (const JsonMember& m : members)
    if (m.key == key) return &m.value;
  return nullptr;
}

const char* json_type_name(JsonValue::Type t) {
  switch (t) {
    case JsonValue::Type::kNull: return "null";
    case JsonValue::Type::kBool: return "a true/false value";
    case JsonValue::Type::kNumber: return "a number";
    case JsonValue::Type::kString: return "a string";
    case JsonValue::Type::kArray: return "an array";
    case JsonValue::Type::kObject: return "an object";
  }
  return "?";
}

namespace {

// A recursive-descent reader over the text; the first problem stops it.
class Reader {
 public:
  Reader(std::string_view text, const JsonLimits& limits) : s_(text), limits_(limits) {}

  Result<JsonValue> document() {
    JsonValue v;
    space();
    if (!value(v, 0)) return make_error(error_);
    space();
    if (i_ != s_.size()) return make_error("unexpected text after the value at byte " + std::to_string(i_));
    return v;
  }

 private:
  bool fail(const std::string& what) {
    if (error_.empty()) error_ = what + " at byte " + std::to_string(i_);
    return false;
  }
  bool expected(const char* what) {
    if (i_ >= s_.size()) return fail(std::string("expected ") + what + ", the text ends");
    return fail(std::string("expected ") + what);
  }
  void space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r')) ++i_;
  }
  bool eat(char c) {
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  bool word(std::string_view w) {
    if (s_.substr(i_, w.size()) != w) return expected("a value");
    i_ += w.size();
    return true;
  }

  bool value(JsonValue& v, int depth) {
    if (depth > limits_.max_depth) return fail("nested deeper than " + std::to_string(limits_.max_depth) + " levels");
    if (i_ >= s_.size()) return expected("a value");
    switch (s_[i_]) {
      case '{': return object(v, depth);
      case '[': return array(v, depth);
      case '"': v.type = JsonValue::Type::kString; return string(v.text);
      case 't': v.type = JsonValue::Type::kBool; v.boolean = true; return word("true");
      case 'f': v.type = JsonValue::Type::kBool; return word("false");
      case 'n': return word("null");
      default: return number(v);
    }
  }

  bool object(JsonValue& v, int depth) {
    v.type = JsonValue::Type::kObject;
    ++i_;
    space();
    if (eat('}')) return true;
    for (;;) {
      space();
      if (i_ >= s_.size() || s_[i_] != '"') return expected("a key in quotes");
      JsonMember m;
      const size_t at = i_;
      if (!string(m.key)) return false;
      if (v.find(m.key)) {
        i_ = at;
        return fail("the key \"" + m.key + "\" is repeated");
      }
      space();
      if (!eat(':')) return expected("':'");
      space();
      if (!value(m.value, depth + 1)) return false;
      v.members.push_back(std::move(m));
      space();
      if (eat('}')) return true;
      if (!eat(',')) return expected("',' or '}'");
    }
  }

  bool array(JsonValue& v, int depth) {
    v.type = JsonValue::Type::kArray;
    ++i_;
    space();
    if (eat(']')) return true;
    for (;;) {
      space();
      v.items.emplace_back();
      if (!value(v.items.back(), depth + 1)) return false;
      space();
      if (eat(']')) return true;
      if (!eat(',')) return expected("',' or ']'");
    }
  }

  // -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
  bool number(JsonValue& v) {
    const size_t start = i_;
    auto digits = [&] {
      const size_t from = i_;
      while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') ++i_;
      return i_ > from;
    };
    eat('-');
    if (i_ >= s_.size() || s_[i_] < '0' || s_[i_] > '9') return expected("a value");
    if (!eat('0')) digits();
    if (eat('.') && !digits()) return expected("a digit");
    if (eat('e') || eat('E')) {
      if (!eat('+')) eat('-');
      if (!digits()) return expected("a digit");
    }
    const std::string text(s_.substr(start, i_ - start));
    v.type = JsonValue::Type::kNumber;
    v.number = std::strtod(text.c_str(), nullptr);
    if (!std::isfinite(v.number)) {
      i_ = start;
      return fail("number out of range");
    }
    return true;
  }

  bool hex4(uint32_t& out) {
    out = 0;
    for (int k = 0; k < 4; ++k, ++i_) {
      if (i_ >= s_.size()) return expected("4 hex digits");
      const char c = s_[i_];
      const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
      if (d < 0) return expected("4 hex digits");
      out = out * 16 + static_cast<uint32_t>(d);
    }
    return true;
  }

  static void put_utf8(std::string& out, uint32_t cp) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | cp >> 6);
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | cp >> 12);
      out += static_cast<char>(0x80 | (cp >> 6 & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | cp >> 18);
      out += static_cast<char>(0x80 | (cp >> 12 & 0x3F));
      out += static_cast<char>(0x80 | (cp >> 6 & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  // \uXXXX, with a surrogate pair for code points above U+FFFF; a lone surrogate is refused.
  bool unicode_escape(std::string& out) {
    uint32_t cp = 0;
    if (!hex4(cp)) return false;
    if (cp >= 0xDC00 && cp <= 0xDFFF) return fail("a lone low surrogate in \\u escape");
    if (cp >= 0xD800 && cp <= 0xDBFF) {
      uint32_t low = 0;
      if (!eat('\\') || !eat('u')) return fail("a high surrogate without its low half");
      if (!hex4(low)) return false;
      if (low < 0xDC00 || low > 0xDFFF) return fail("a high surrogate without its low half");
      cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
    }
    put_utf8(out, cp);
    return true;
  }

  bool escape(std::string& out) {
    if (i_ >= s_.size()) return expected("an escape");
    const char c = s_[i_++];
    switch (c) {
      case '"': out += '"'; return true;
      case '\\': out += '\\'; return true;
      case '/': out += '/'; return true;
      case 'b': out += '\b'; return true;
      case 'f': out += '\f'; return true;
      case 'n': out += '\n'; return true;
      case 'r': out += '\r'; return true;
      case 't': out += '\t'; return true;
      case 'u': return unicode_escape(out);
      default: --i_; return fail("unknown escape");
    }
  }

  // The length of a valid UTF-8 sequence starting at i_ (no overlongs, no surrogates, <= U+10FFFF), or 0.
  size_t utf8_length() const {
    const auto b = [&](size_t k) { return i_ + k < s_.size() ? static_cast<unsigned char>(s_[i_ + k]) : 0u; };
    const unsigned c = b(0);
    const auto cont = [&](size_t k) { return (b(k) & 0xC0) == 0x80; };
    if (c >= 0xC2 && c <= 0xDF) return cont(1) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
      const unsigned lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
      return b(1) >= lo && b(1) <= hi && cont(2) ? 3 : 0;
    }
    if (c >= 0xF0 && c <= 0xF4) {
      const unsigned lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
      return b(1) >= lo && b(1) <= hi && cont(2) && cont(3) ? 4 : 0;
    }
    return 0;
  }

  bool string(std::string& out) {
    ++i_;  // the opening quote
    for (;;) {
      if (i_ >= s_.size()) return fail("a string is not closed");
      const auto c = static_cast<unsigned char>(s_[i_]);
      if (c == '"') {
        ++i_;
        return true;
      }
      if (c == '\\') {
        ++i_;
        if (!escape(out)) return false;
      } else if (c < 0x20) {
        return fail("a control character in a string");
      } else if (c < 0x80) {
        out += static_cast<char>(c);
        ++i_;
      } else {
        const size_t n = utf8_length();
        if (n == 0) return fail("invalid UTF-8 in a string");
        out.append(s_.substr(i_, n));
        i_ += n;
      }
    }
  }

  std::string_view s_;
  JsonLimits limits_;
  size_t i_ = 0;
  std::string error_;
};

void write_value(const JsonValue& v, std::string& out) {
  switch (v.type) {
    case JsonValue::Type::kNull: out += "null"; return;
    case JsonValue::Type::kBool: out += v.boolean ? "true" : "false"; return;
    case JsonValue::Type::kString: out += json_quote(v.text); return;
    case JsonValue::Type::kNumber: {
      char buf[40];
      if (std::fabs(v.number) < 9e15 && v.number == std::floor(v.number)) std::snprintf(buf, sizeof buf, "%.0f", v.number);
      else std::snprintf(buf, sizeof buf, "%.17g", v.number);
      out += buf;
      return;
    }
    case JsonValue::Type::kArray:
      out += '[';
      for (size_t i = 0; i < v.items.size(); ++i) {
        if (i) out += ',';
        write_value(v.items[i], out);
      }
      out += ']';
      return;
    case JsonValue::Type::kObject:
      out += '{';
      for (size_t i = 0; i < v.members.size(); ++i) {
        if (i) out += ',';
        out += json_quote(v.members[i].key);
        out += ':';
        write_value(v.members[i].value, out);
      }
      out += '}';
      return;
  }
}

}  // namespace

Result<JsonValue> read_json(std::string_view text, const JsonLimits& limits) {
  if (text.size() > limits.max_bytes)
    return make_error("the text has " + std::to_string(text.size()) + " bytes, more than " + std::to_string(limits.max_bytes));
  return Reader(text, limits).document();
}

std::string write_json(const JsonValue& v) {
  std::string out;
  write_value(v, out);
  return out;
}

// ---- JsonFields -------------------------------------------------------------------------------

std::string JsonFields::place() const {
  std::string p;
  for (const std::string& part : path_) {
    if (!p.empty() && part[0] != '[') p += '.';
    p += part;
  }
  return p;
}

void JsonFields::fail(const std::string& what) {
  if (!error_.empty()) return;
  const std::string p = place();
  error_ = p.empty() ? what : p + ": " + what;
}

const JsonValue& JsonFields::at_raw(const JsonValue& obj, std::string_view key) {
  static const JsonValue kNull;
  if (!ok()) return kNull;
  if (!obj.is(JsonValue::Type::kObject)) {
    fail("expected an object, not " + std::string(json_type_name(obj.type)));
    return kNull;
  }
  for (const JsonMember& m : obj.members)
    if (m.key == key) {
      m.read = true;
      return m.value;
    }
  fail("missing");
  return kNull;
}

const JsonValue& JsonFields::at(const JsonValue& obj, std::string_view key) {
  path_.emplace_back(key);
  const JsonValue& v = at_raw(obj, key);
  path_.pop_back();
  return v;
}

const JsonValue* JsonFields::opt(const JsonValue& obj, std::string_view key) {
  if (!ok() || !obj.is(JsonValue::Type::kObject) || !obj.find(key)) return nullptr;
  return &at(obj, key);
}

bool JsonFields::object(const JsonValue& v) {
  if (!ok()) return false;
  if (v.is(JsonValue::Type::kObject)) return true;
  fail("expected an object, not " + std::string(json_type_name(v.type)));
  return false;
}

bool JsonFields::array(const JsonValue& v, size_t lo, size_t hi) {
  if (!ok()) return false;
  if (!v.is(JsonValue::Type::kArray)) {
    fail("expected an array, not " + std::string(json_type_name(v.type)));
    return false;
  }
  if (v.items.size() < lo || v.items.size() > hi) {
    fail("has " + std::to_string(v.items.size()) + " items, expected " +
         (lo == hi ? std::to_string(lo) : std::to_string(lo) + " to " + std::to_string(hi)));
    return false;
  }
  return true;
}

int JsonFields::integer(const JsonValue& v, int lo, int hi) {
  if (!ok()) return lo;
  if (!v.is(JsonValue::Type::kNumber) || v.number != std::floor(v.number)) {
    fail("expected a whole number, not " + (v.is(JsonValue::Type::kNumber) ? std::string("a fraction") : json_type_name(v.type)));
    return lo;
  }
  if (v.number < lo || v.number > hi) {
    fail(write_json(v) + " is out of range " + std::to_string(lo) + " to " + std::to_string(hi));
    return lo;
  }
  return static_cast<int>(v.number);
}

bool JsonFields::boolean(const JsonValue& v) {
  if (!ok()) return false;
  if (!v.is(JsonValue::Type::kBool)) fail("expected true or false, not " + std::string(json_type_name(v.type)));
  return v.boolean;
}

std::string JsonFields::string(const JsonValue& v) {
  if (!ok()) return "";
  if (!v.is(JsonValue::Type::kString)) fail("expected a string, not " + std::string(json_type_name(v.type)));
  return v.text;
}

Card JsonFields::card(const JsonValue& v) {
  const std::string text = string(v);
  if (!ok()) return Card{};
  // "As", or "As@2" for a card of deck 2 (JsonWriter::card).
  const size_t at = text.find('@');
  int deck = 0;
  if (at != std::string::npos) {
    const std::string digits = text.substr(at + 1);
    const bool number = !digits.empty() && digits.size() <= 3 && digits[0] != '0' &&
                        digits.find_first_not_of("0123456789") == std::string::npos;
    deck = number ? std::atoi(digits.c_str()) : -1;
  }
  auto c = deck >= 0 && deck <= 255 ? parse_card(text.substr(0, at), static_cast<uint8_t>(deck)) : Result<Card>(make_error("bad deck"));
  if (!c || to_string(*c) != text.substr(0, at)) {
    fail("\"" + text + "\" is not a card");
    return Card{};
  }
  return *c;
}

std::vector<int> JsonFields::integers(const JsonValue& obj, std::string_view key, size_t max_items, int lo, int hi) {
  std::vector<int> out;
  each(obj, key, 0, max_items, [&](const JsonValue& item, size_t) { out.push_back(integer(item, lo, hi)); });
  return out;
}

std::vector<std::string> JsonFields::strings(const JsonValue& obj, std::string_view key, size_t max_items) {
  std::vector<std::string> out;
  each(obj, key, 0, max_items, [&](const JsonValue& item, size_t) { out.push_back(string(item)); });
  return out;
}

std::vector<Card> JsonFields::cards(const JsonValue& obj, std::string_view key, size_t max_items) {
  std::vector<Card> out;
  each(obj, key, 0, max_items, [&](const JsonValue& item, size_t) { out.push_back(card(item)); });
  return out;
}

void JsonFields::unread(const JsonValue& v) {
  if (!ok()) return;
  if (v.is(JsonValue::Type::kArray)) {
    for (size_t i = 0; i < v.items.size() && ok(); ++i) {
      path_.push_back("[" + std::to_string(i) + "]");
      unread(v.items[i]);
      path_.pop_back();
    }
  } else if (v.is(JsonValue::Type::kObject)) {
    for (const JsonMember& m : v.members) {
      if (!ok()) return;
      if (!m.read) {
        fail("unknown field \"" + m.key + "\"");
        return;
      }
      path_.push_back(m.key);
      unread(m.value);
      path_.pop_back();
    }
  }
}

void JsonFields::take_whole(const JsonValue& v) {
  for (const JsonValue& item : v.items) take_whole(item);
  for (const JsonMember& m : v.members) {
    m.read = true;
    take_whole(m.value);
  }
}

}  // namespace ff
