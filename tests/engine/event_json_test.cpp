// A log line in a view's JSON (core/engine/event_json.h): its texts, cue and tell go out and come
// back exactly, in both forms; what a newer page may send reads safely; a malformed line is refused.
#include "core/engine/event_json.h"

#include <gtest/gtest.h>

namespace ff {
namespace {

std::string written(const Event& e, bool array) {
  JsonWriter j;
  if (array) {
    write_event_array(j, e);
  } else {
    write_event_object(j, e);
  }
  return j.str();
}

// The event `text` reads as, or the reader's error.
Result<Event> read_text(const std::string& text, int seats = 2) {
  auto v = read_json(text);
  if (!v) return make_error(v.error());
  JsonFields r;
  Event e = read_event(r, *v, seats);
  if (!r.ok()) return make_error(r.error());
  return e;
}

bool same(const Event& a, const Event& b) {
  return a.seat == b.seat && a.text == b.text && a.text_you == b.text_you && a.cue == b.cue && a.tell == b.tell;
}

TEST(EventJson, EveryCueAndTellComesBackInBothForms) {
  for (int c = 0; c < kCueCount; ++c)
    for (uint8_t tell : {0, 1, 3}) {
      const Event e{c % 3 - 1, "wins row 2", c % 2 ? "win row 2" : "wins row 2", static_cast<Cue>(c), tell};
      for (bool array : {false, true}) {
        SCOPED_TRACE(written(e, array));
        auto back = read_text(written(e, array));
        ASSERT_TRUE(back) << back.error();
        EXPECT_TRUE(same(*back, e));
      }
    }
}

TEST(EventJson, WritesACueByNameAndOnlyWhenSet) {
  EXPECT_EQ(written(Event{0, "rolls a 5", "roll a 5", Cue::kDice}, false),
            R"({"seat":0,"text":"rolls a 5","text_you":"roll a 5","cue":"dice"})");
  EXPECT_EQ(written(Event{-1, "Round 2", "Round 2"}, false), R"({"seat":-1,"text":"Round 2"})");
  EXPECT_EQ(written(Event{1, "takes 3 damage", "takes 3 damage", Cue::kHit, 2}, true), R"([1,"takes 3 damage","takes 3 damage","hit",2])");
  EXPECT_EQ(written(Event{-1, "Round 2", "Round 2"}, true), R"([-1,"Round 2"])");  // the older compact form, as before
}

TEST(EventJson, APageBeforeCuesAndANewerPagesCueReadAsNoCue) {
  auto old = read_text(R"([0,"plays 7h","play 7h"])");
  ASSERT_TRUE(old);
  EXPECT_EQ(old->cue, Cue::kNone);
  auto newer = read_text(R"({"seat":0,"text":"whistles","cue":"whistle"})");
  ASSERT_TRUE(newer) << newer.error();
  EXPECT_EQ(newer->cue, Cue::kNone);
}

TEST(EventJson, RefusesAMalformedLine) {
  EXPECT_FALSE(read_text(R"([0,"plays 7h","play 7h","hit"])"));  // four items: cue without tell
  EXPECT_FALSE(read_text(R"([0,"plays 7h","play 7h","hit",10])"));  // tell out of range
  EXPECT_FALSE(read_text(R"({"seat":0,"text":"x","tell":-1})"));
  EXPECT_FALSE(read_text(R"({"seat":0,"text":"x","cue":3})"));  // a cue is a name
  EXPECT_FALSE(read_text(R"({"seat":2,"text":"x"})"));  // no such seat
}

}  // namespace
}  // namespace ff
