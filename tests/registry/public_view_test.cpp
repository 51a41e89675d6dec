// The public view (view_json(kObserver)): what every player can see, which a spectator receives.
// At positions spread over whole bot games of every game at every seat count:
// - it carries no secret: resampling what any seat cannot see (determinize_logged) leaves it as it was;
// - every seat's view contains it: each of its values is the seat's, or blank where the seat knows
//   more (an empty hand, a count of 0, no choice to make);
// - it reads back (the game's view reader) to the very View the host built.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "core/common/json_read.h"
#include "core/common/rng.h"
#include "core/engine/descriptor.h"
#include "core/engine/game.h"
#include "core/games/registry.h"
#include "tests/registry/game_cases.h"

namespace ff {
namespace {

using Case = GameCase;

// A value that says nothing: what the public view holds where a seat may know more.
bool blank(const JsonValue& v) {
  switch (v.type) {
    case JsonValue::Type::kNull: return true;
    case JsonValue::Type::kBool: return !v.boolean;
    case JsonValue::Type::kNumber: return v.number == 0 || v.number == -1;
    case JsonValue::Type::kString: return v.text.empty();
    case JsonValue::Type::kArray: return v.items.empty();
    case JsonValue::Type::kObject: return false;
  }
  return false;
}

// A log line's seat and third-person text, from either of its forms (an object, or the array
// [seat, text, text_you, ...] whose trailing items are left out when they say nothing new): the
// second-person text is the reader's own and is not compared.
std::string event_line(const JsonValue& e) {
  if (e.is(JsonValue::Type::kArray) && e.items.size() >= 2) return write_json(e.items[0]) + " " + write_json(e.items[1]);
  const JsonValue* seat = e.find("seat");
  const JsonValue* text = e.find("text");
  return seat && text ? write_json(*seat) + " " + write_json(*text) : write_json(e);
}

std::string not_contained(const JsonValue& pub, const JsonValue& seat, const std::string& path);

// The public log against a seat's: the same lines, each by the same seat with the same words.
std::string events_not_contained(const JsonValue& pub, const JsonValue& seat) {
  if (!pub.is(JsonValue::Type::kArray) || !seat.is(JsonValue::Type::kArray) || pub.items.size() != seat.items.size())
    return ".events: not the seat's log";
  for (size_t i = 0; i < pub.items.size(); ++i)
    if (event_line(pub.items[i]) != event_line(seat.items[i]))
      return ".events[" + std::to_string(i) + "]: " + event_line(pub.items[i]) + " against the seat's " + event_line(seat.items[i]);
  return "";
}

// Where the public value `pub` is not contained in the seat's value `seat` ("" if it is).
std::string not_contained(const JsonValue& pub, const JsonValue& seat, const std::string& path) {
  if (path == ".events") return events_not_contained(pub, seat);
  if (blank(pub)) return "";
  if (pub.type != seat.type) return path + ": the public view has " + write_json(pub) + ", the seat " + write_json(seat);
  if (pub.is(JsonValue::Type::kObject)) {
    for (const JsonMember& m : pub.members) {
      if (m.key == "seat" && path.empty()) continue;
      const JsonValue* s = seat.find(m.key);
      if (!s) {
        if (!blank(m.value)) return path + "." + m.key + ": not in the seat's view";
        continue;
      }
      if (std::string why = not_contained(m.value, *s, path + "." + m.key); !why.empty()) return why;
    }
    return "";
  }
  if (pub.is(JsonValue::Type::kArray)) {
    if (pub.items.size() != seat.items.size())
      return path + ": " + std::to_string(pub.items.size()) + " items in the public view, " + std::to_string(seat.items.size()) + " in the seat's";
    for (size_t i = 0; i < pub.items.size(); ++i)
      if (std::string why = not_contained(pub.items[i], seat.items[i], path + "[" + std::to_string(i) + "]"); !why.empty()) return why;
    return "";
  }
  return write_json(pub) == write_json(seat) ? "" : path + ": the public view has " + write_json(pub) + ", the seat " + write_json(seat);
}

class PublicView : public testing::TestWithParam<Case> {};

TEST_P(PublicView, HoldsNoSecretAndEverySeatSeesAllOfIt) {
  const Case& c = GetParam();
  const ViewCodec* codec = find_view_codec(c.game->info.id);
  ASSERT_NE(codec, nullptr);
  for (uint64_t seed : {3u, 4u}) {
    at_positions_of_a_bot_game(c, seed, true, 30, [&](const State& s, size_t step, Rng& rng) {
      const std::string pub = s.view_json(kObserver);
      auto tree = read_json(pub);
      ASSERT_TRUE(tree) << tree.error();
      for (int seat = 0; seat < c.seats; ++seat) {
        ASSERT_EQ(s.determinize_logged(seat, rng)->view_json(kObserver), pub) << "step " << step << ": resampling what seat " << seat << " cannot see changed the public view";
        auto mine = read_json(s.view_json(seat));
        ASSERT_TRUE(mine);
        ASSERT_EQ(not_contained(*tree, *mine, ""), "") << "step " << step << ", seat " << seat;
      }
      const AnyView host = codec->of(s, kObserver);
      auto back = codec->read(pub);
      ASSERT_TRUE(back) << back.error() << "\n" << pub.substr(0, 2000);
      ASSERT_TRUE(codec->same && codec->same(host, *back)) << "step " << step;
    });
    if (HasFatalFailure()) return;
  }
}

INSTANTIATE_TEST_SUITE_P(AllGames, PublicView, testing::ValuesIn(game_cases(true, false)), case_name);

}  // namespace
}  // namespace ff
