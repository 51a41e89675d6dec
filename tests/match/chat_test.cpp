// Chat and quick reactions online (core/match/chat.h, the chat messages of core/match/wire.h,
// docs/protocol.md "Chat"): lines are plain text within the limits, the rate limit holds, the
// messages round-trip, and whatever a guest sends as chat is refused with a reason or shown as text,
// changing nothing in the game.
#include "core/match/chat.h"

#include <gtest/gtest.h>

#include "core/games/registry.h"
#include "core/match/wire.h"

namespace ff {
namespace {

GuestMessage chat(std::string text) {
  GuestMessage m;
  m.type = GuestType::kChat;
  m.text = std::move(text);
  return m;
}

GuestMessage react(std::string id) {
  GuestMessage m;
  m.type = GuestType::kReact;
  m.reaction = std::move(id);
  return m;
}

TEST(Chat, CountsCodePointsAndRefusesInvalidUtf8) {
  EXPECT_EQ(utf8_chars(""), 0);
  EXPECT_EQ(utf8_chars("abc"), 3);
  EXPECT_EQ(utf8_chars("K♥ é 🂡"), 6);
  EXPECT_EQ(utf8_chars("\xC0\x80"), -1);              // an overlong NUL
  EXPECT_EQ(utf8_chars("\xED\xA0\x80"), -1);          // a surrogate
  EXPECT_EQ(utf8_chars("\xF4\x90\x80\x80"), -1);      // above U+10FFFF
  EXPECT_EQ(utf8_chars("ab\xE2\x99"), -1);            // cut short
  EXPECT_EQ(utf8_chars("\x80"), -1);
}

TEST(Chat, ALineIsPlainTextWithinTheLimit) {
  EXPECT_EQ(*clean_chat_text("hello"), "hello");
  // Markup and format specifiers are text like any other: the table draws them as they are.
  EXPECT_EQ(*clean_chat_text("<b>bold</b> %s %n ## #1 {x}"), "<b>bold</b> %s %n ## #1 {x}");
  // Line breaks and tabs become spaces, runs of spaces one, the ends trimmed.
  EXPECT_EQ(*clean_chat_text("  two\nlines\tand\r\n  more  "), "two lines and more");
  // Control characters, bidirectional overrides and the byte-order mark are removed.
  EXPECT_EQ(*clean_chat_text(std::string("a\0b\x1b[31mc\x7f", 11)), "ab[31mc");
  EXPECT_EQ(*clean_chat_text("left \xE2\x80\xAEthgir\xE2\x80\xAC \xE2\x81\xA6x\xE2\x81\xA9\xEF\xBB\xBF"), "left thgir x");
  EXPECT_EQ(*clean_chat_text("\xC2\x85next"), "next");  // a C1 control
  EXPECT_EQ(*clean_chat_text("gg ♥ 🂡"), "gg ♥ 🂡");
  // 200 characters is the limit, counted in code points (a heart is three bytes, one character).
  std::string hearts;
  for (int i = 0; i < 200; ++i) hearts += "♥";
  EXPECT_EQ(*clean_chat_text(hearts), hearts);
  EXPECT_EQ(clean_chat_text(hearts + "x").error(), "a chat line is at most 200 characters: this one has 201");
  EXPECT_EQ(clean_chat_text(std::string(10240, 'x')).error(), "a chat line is at most 200 characters: this one has 10240");
  EXPECT_EQ(clean_chat_text("").error(), "an empty chat line");
  EXPECT_EQ(clean_chat_text(" \n\t\x01 ").error(), "an empty chat line");
  EXPECT_EQ(clean_chat_text("bad \xFF byte").error(), "a chat line is plain text in UTF-8: this one is not");
}

TEST(Chat, AtMostFiveLinesInTenSeconds) {
  ChatRate rate;
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(rate.allow(100.0 + i * 0.1).ok()) << i;
  EXPECT_EQ(rate.allow(100.5).error, "too many chat lines: at most 5 in 10 seconds; wait 10 s");
  EXPECT_EQ(rate.allow(107.2).error, "too many chat lines: at most 5 in 10 seconds; wait 3 s");
  // Refused lines do not count: the first line's slot is free 10 s after it.
  EXPECT_TRUE(rate.allow(110.0).ok());
  EXPECT_FALSE(rate.allow(110.05).ok());
  EXPECT_TRUE(rate.allow(110.1).ok());
  // A flood of 100 lets 5 through.
  ChatRate flood;
  int through = 0;
  for (int i = 0; i < 100; ++i) through += flood.allow(5.0 + i * 0.001).ok();
  EXPECT_EQ(through, 5);
}

TEST(Chat, TheReactionsAreAFixedList) {
  EXPECT_EQ(kReactionCount, 4);
  EXPECT_STREQ(reaction_text("gg"), "Good game");
  EXPECT_STREQ(reaction_text("wp"), "Well played");
  EXPECT_STREQ(reaction_text("oops"), "Oops");
  EXPECT_STREQ(reaction_text("thinking"), "Thinking...");
  EXPECT_STREQ(reaction_text("<b>"), "");
  EXPECT_EQ(reaction_index("GG"), -1);
}

TEST(Chat, ChatMessagesRoundTrip) {
  for (const GuestMessage& m : {chat("hello <b>there</b> %s"), react("gg"), react("thinking")}) {
    const std::string text = write_guest_message(m);
    auto back = parse_guest_message(text);
    ASSERT_TRUE(back) << back.error() << " in " << text;
    EXPECT_EQ(write_guest_message(*back), text);
    EXPECT_EQ(back->text, m.text);
    EXPECT_EQ(back->reaction, m.reaction);
  }
  EXPECT_EQ(write_guest_message(chat("hi")), R"({"v":5,"type":"chat","text":"hi"})");
  EXPECT_EQ(write_guest_message(react("wp")), R"({"v":5,"type":"react","reaction":"wp"})");
  for (const std::string& text : {chat_message(1, "hi \"there\" <i>", ""), chat_message(0, "", "oops"),
                                  refused_message("too many chat lines", true), refused_message("not your turn")}) {
    auto back = parse_host_message(text);
    ASSERT_TRUE(back) << back.error() << " in " << text;
    EXPECT_EQ(write_host_message(*back), text);
  }
  EXPECT_EQ(chat_message(1, "hi", ""), R"({"v":5,"type":"chat","seat":1,"text":"hi"})");
  EXPECT_EQ(chat_message(0, "", "gg"), R"({"v":5,"type":"chat","seat":0,"reaction":"gg"})");
  EXPECT_EQ(refused_message("x", true), R"({"v":5,"type":"refused","reason":"x","reload":false,"chat":true})");
  EXPECT_TRUE(parse_host_message(refused_message("x", true))->chat);
  EXPECT_FALSE(parse_host_message(refused_message("x"))->chat);
}

TEST(Chat, MalformedChatMessagesAreRefusedWithAReason) {
  const std::pair<const char*, const char*> guest[] = {
      {R"({"v":5,"type":"chat"})", "bad message: text: missing"},
      {R"({"v":5,"type":"chat","text":5})", "bad message: text: expected a string, not a number"},
      {R"({"v":5,"type":"chat","text":"hi","seat":0})", "bad message: unknown field \"seat\""},
      {R"({"v":5,"type":"react","reaction":"<b>boo</b>"})", "bad message: reaction: \"<b>boo</b>\" is not a known name"},
      {R"({"v":5,"type":"react"})", "bad message: reaction: missing"},
      {R"({"v":3,"type":"chat","text":"hi"})", "older page: reload"},
  };
  for (const auto& [text, reason] : guest) {
    auto m = parse_guest_message(text);
    ASSERT_FALSE(m) << text;
    EXPECT_EQ(m.error(), reason) << text;
  }
  const std::pair<const char*, const char*> host[] = {
      {R"({"v":5,"type":"chat","seat":0})", "bad message: a chat line gives its \"text\" or a \"reaction\""},
      {R"({"v":5,"type":"chat","seat":0,"text":"a","reaction":"gg"})", "bad message: a chat line gives its \"text\" or a \"reaction\""},
      {R"({"v":5,"type":"chat","seat":16,"text":"a"})", "bad message: seat: 16 is out of range 0 to 15"},
      {R"({"v":5,"type":"chat","seat":0,"reaction":"hug"})", "bad message: reaction: \"hug\" is not a known name"},
      {R"({"v":5,"type":"refused","reason":"x","reload":false,"chat":1})", "bad message: chat: expected true or false, not a number"},
  };
  for (const auto& [text, reason] : host) {
    auto m = parse_host_message(text);
    ASSERT_FALSE(m) << text;
    EXPECT_EQ(m.error(), reason) << text;
  }
  // A 10 KiB line parses (the message is within 16 KiB) and the host's check refuses it with a reason.
  auto long_line = parse_guest_message(write_guest_message(chat(std::string(10240, 'x'))));
  ASSERT_TRUE(long_line) << long_line.error();
  bool is_reaction = true;
  EXPECT_EQ(host_check_chat(*long_line, &is_reaction).error(), "a chat line is at most 200 characters: this one has 10240");
  EXPECT_FALSE(is_reaction);
}

TEST(Chat, TheHostsCheckGivesTheLineToShow) {
  bool is_reaction = false;
  EXPECT_EQ(*host_check_chat(chat("  <script>alert(1)</script>\n"), &is_reaction), "<script>alert(1)</script>");
  EXPECT_FALSE(is_reaction);
  EXPECT_EQ(*host_check_chat(react("oops"), &is_reaction), "oops");
  EXPECT_TRUE(is_reaction);
  EXPECT_EQ(host_check_chat(react("nope"), &is_reaction).error(), "not a reaction: \"nope\"");
  GuestMessage move;
  move.type = GuestType::kMove;
  EXPECT_EQ(host_check_chat(move, &is_reaction).error(), "not a chat line");
}

// A chat message is not a move: the host's move check refuses it and the game does not change.
TEST(Chat, ChatChangesNothingInTheGame) {
  auto st = std::move(*new_game("head-to-head-poker", 5, 2));
  const std::string before = st->serialize();
  for (const GuestMessage& m : {chat("gg"), react("gg"), chat(std::string(10240, 'x'))}) {
    auto parsed = parse_guest_message(write_guest_message(m));
    ASSERT_TRUE(parsed);
    EXPECT_EQ(host_check_move(*st, st->current_player(), *parsed).error(), "not a move");
  }
  EXPECT_EQ(st->serialize(), before);
}

}  // namespace
}  // namespace ff
