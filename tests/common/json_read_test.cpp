// The JSON reader for text from outside (an online guest's or host's messages and views).
#include "core/common/json_read.h"

#include <gtest/gtest.h>

#include "core/common/json.h"

namespace ff {
namespace {

std::string error_of(std::string_view text, const JsonLimits& limits = {}) {
  auto v = read_json(text, limits);
  return v ? std::string("(accepted)") : v.error();
}

TEST(JsonRead, ReadsEveryKindOfValue) {
  auto v = read_json(R"( {"a": null, "b": [true, false], "c": -12.5e1, "d": "x", "e": {}} )");
  ASSERT_TRUE(v) << v.error();
  EXPECT_TRUE(v->find("a")->is(JsonValue::Type::kNull));
  EXPECT_TRUE(v->find("b")->items[0].boolean);
  EXPECT_FALSE(v->find("b")->items[1].boolean);
  EXPECT_EQ(v->find("c")->number, -125);
  EXPECT_EQ(v->find("d")->text, "x");
  EXPECT_TRUE(v->find("e")->is(JsonValue::Type::kObject));
  EXPECT_EQ(v->find("f"), nullptr);
}

TEST(JsonRead, DecodesEscapesAndSurrogatePairsToUtf8) {
  auto v = read_json(R"("a\"\\\/\b\f\n\r\t\u00e9\u2665\ud83d\ude00")");
  ASSERT_TRUE(v) << v.error();
  EXPECT_EQ(v->text, "a\"\\/\b\f\n\r\t\xC3\xA9\xE2\x99\xA5\xF0\x9F\x98\x80");
  auto raw = read_json("\"K\xE2\x99\xA5\"");  // UTF-8 as it is
  ASSERT_TRUE(raw);
  EXPECT_EQ(raw->text, "K\xE2\x99\xA5");
}

TEST(JsonRead, RefusesLoneSurrogatesBadUtf8AndControlCharacters) {
  EXPECT_EQ(error_of(R"("\ude00")"), "a lone low surrogate in \\u escape at byte 7");
  EXPECT_EQ(error_of(R"("\ud83dx")"), "a high surrogate without its low half at byte 7");
  EXPECT_EQ(error_of("\"\xC0\xAF\""), "invalid UTF-8 in a string at byte 1");    // an overlong '/'
  EXPECT_EQ(error_of("\"\xED\xA0\x80\""), "invalid UTF-8 in a string at byte 1");  // an encoded surrogate
  EXPECT_EQ(error_of("\"\xE2\x99\""), "invalid UTF-8 in a string at byte 1");      // cut short
  EXPECT_EQ(error_of("\"a\nb\""), "a control character in a string at byte 2");
  EXPECT_EQ(error_of(R"("\x")"), "unknown escape at byte 2");
}

TEST(JsonRead, NamesWhatWasExpectedAndTheByte) {
  EXPECT_EQ(error_of("[1 2]"), "expected ',' or ']' at byte 3");
  EXPECT_EQ(error_of(R"({"a" 1})"), "expected ':' at byte 5");
  EXPECT_EQ(error_of(R"({"a":1,})"), "expected a key in quotes at byte 7");
  EXPECT_EQ(error_of("[1,"), "expected a value, the text ends at byte 3");
  EXPECT_EQ(error_of("01"), "unexpected text after the value at byte 1");
  EXPECT_EQ(error_of("-"), "expected a value, the text ends at byte 1");
  EXPECT_EQ(error_of("1."), "expected a digit, the text ends at byte 2");
  EXPECT_EQ(error_of("tru"), "expected a value at byte 0");
  EXPECT_EQ(error_of("1e999"), "number out of range at byte 0");
  EXPECT_EQ(error_of(""), "expected a value, the text ends at byte 0");
  EXPECT_EQ(error_of("\"abc"), "a string is not closed at byte 4");
}

TEST(JsonRead, RefusesRepeatedKeysTooDeepAndTooLong) {
  EXPECT_EQ(error_of(R"({"a":1,"a":2})"), "the key \"a\" is repeated at byte 7");
  EXPECT_EQ(error_of(std::string(40, '[') + std::string(40, ']')), "nested deeper than 32 levels at byte 33");
  EXPECT_EQ(error_of(std::string(10, '[') + std::string(10, ']'), JsonLimits{1000, 32}), "(accepted)");
  EXPECT_EQ(error_of("[1,2,3]", JsonLimits{5, 8}), "the text has 7 bytes, more than 5");
  EXPECT_EQ(error_of(std::string(100000, '[')), "nested deeper than 32 levels at byte 33");  // no stack overflow
}

TEST(JsonRead, WritesBackTheJsonWritersText) {
  JsonWriter j;
  j.begin_object().key("n").value(-3).key("s").value("K\xE2\x99\xA5 \"q\"\n\x01").key("b").value(true).key("z").null();
  j.key("a").begin_array().value(0).value(4294967295u).end_array().key("d").value(0.5).end_object();
  auto v = read_json(j.str());
  ASSERT_TRUE(v) << v.error();
  EXPECT_EQ(write_json(*v), j.str());
}

TEST(JsonWrite, QuotesEscapesAndControlCharactersExactly) {
  EXPECT_EQ(json_quote(""), "\"\"");
  EXPECT_EQ(json_quote("K\xE2\x99\xA5 ok"), "\"K\xE2\x99\xA5 ok\"");
  EXPECT_EQ(json_quote("a\"b\\c\nd\re\tf"), "\"a\\\"b\\\\c\\nd\\re\\tf\"");
  EXPECT_EQ(json_quote(std::string("\x01\x1f\0x", 4)), "\"\\u0001\\u001f\\u0000x\"");
  std::string out = "[";
  json_quote_to(out, "x\"");
  EXPECT_EQ(out, "[\"x\\\"\"");
}

TEST(JsonFields, NameThePlaceOfTheFirstProblem) {
  auto v = read_json(R"({"players":[{"hand":3},{"hand":"x"}]})");
  ASSERT_TRUE(v);
  JsonFields r;
  r.each(*v, "players", 2, 2, [&](const JsonValue& p, size_t) { r.integer(p, "hand", 0, 10); });
  EXPECT_EQ(r.error(), "players[1].hand: expected a whole number, not a string");
}

TEST(JsonFields, RefuseOutOfRangeMissingAndUnknownFields) {
  auto v = read_json(R"({"seat":2,"a":{"b":1,"spy":true}})");
  ASSERT_TRUE(v);
  {
    JsonFields r;
    r.integer(*v, "seat", 0, 1);
    EXPECT_EQ(r.error(), "seat: 2 is out of range 0 to 1");
  }
  {
    JsonFields r;
    r.integer(*v, "turn", 0, 1);
    EXPECT_EQ(r.error(), "turn: missing");
  }
  {
    JsonFields r;
    r.integer(*v, "seat", 0, 5);
    r.with(*v, "a", [&](const JsonValue& a) { return r.integer(a, "b", 0, 5); });
    EXPECT_TRUE(r.ok());
    r.unread(*v);
    EXPECT_EQ(r.error(), "a: unknown field \"spy\"");
  }
}

TEST(JsonFields, ReadCardsOnlyInTheirWrittenForm) {
  auto v = read_json(R"({"ok":["As","Jk","Td"],"bad":["as"],"worse":["Zz"]})");
  ASSERT_TRUE(v);
  JsonFields r;
  EXPECT_EQ(r.cards(*v, "ok", 3).size(), 3u);
  EXPECT_TRUE(r.ok());
  r.cards(*v, "bad", 3);
  EXPECT_EQ(r.error(), "bad[0]: \"as\" is not a card");
}

}  // namespace
}  // namespace ff
