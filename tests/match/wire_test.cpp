// The online protocol (core/match/wire.h, docs/protocol.md): messages round-trip, bad ones are
// refused with a reason, a frame holds only what its seat may see, and a guest's move is checked by
// the host's engine, changing nothing when refused.
#include "core/match/wire.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/common/rng.h"
#include "core/engine/ai_traits.h"
#include "core/games/registry.h"

namespace ff {
namespace {

const std::vector<std::string> kNames = {"Host", "Guest", "Computer", "Player 4"};
std::vector<std::string> names_for(const State& st) { return {kNames.begin(), kNames.begin() + st.num_seats()}; }

std::unique_ptr<State> h2h(uint64_t seed = 5) { return std::move(*new_game("head-to-head-poker", seed, 2)); }

GuestMessage move_msg(int position, std::string action, std::optional<Action> number = std::nullopt) {
  GuestMessage m;
  m.type = GuestType::kMove;
  m.position = position;
  m.action = std::move(action);
  m.number = number;
  return m;
}

// ---- messages round-trip -------------------------------------------------------------------------

TEST(Wire, EveryGuestMessageRoundTrips) {
  GuestMessage join;
  join.type = GuestType::kJoin;
  join.page = "build 2026-11-24";
  join.token = "k3Jx9";
  join.seat = 1;
  GuestMessage hint;
  hint.type = GuestType::kHint;
  hint.position = 17;
  GuestMessage bye;
  GuestMessage rematch;
  rematch.type = GuestType::kRematch;
  for (const GuestMessage& m : {join, move_msg(3, "play Kh 3"), move_msg(4, "", 612u), move_msg(5, "call", 850u), hint, bye, rematch}) {
    const std::string text = write_guest_message(m);
    auto back = parse_guest_message(text);
    ASSERT_TRUE(back) << back.error() << " in " << text;
    EXPECT_EQ(write_guest_message(*back), text);
    EXPECT_EQ(back->type, m.type);
    EXPECT_EQ(back->position, m.position);
    EXPECT_EQ(back->action, m.action);
    EXPECT_EQ(back->number, m.number);
    EXPECT_EQ(back->page, m.page);
    EXPECT_EQ(back->token, m.token);
  }
  EXPECT_EQ(write_guest_message(move_msg(3, "play Kh 3")), R"({"v":5,"type":"move","position":3,"action":"play Kh 3"})");
}

TEST(Wire, EveryHostMessageRoundTrips) {
  auto st = h2h();
  HostMessage presence;
  presence.type = HostType::kPresence;
  presence.presence = {Presence::kConnected, Presence::kReconnecting, Presence::kLeft, Presence::kComputer};
  HostMessage hint;
  hint.type = HostType::kHint;
  hint.position = 4;
  hint.hint = LegalMove{12, "play 5♦ in row 3", "Draw 1: you drew 5♦ and must play it."};
  std::vector<std::string> texts = {welcome_message(*st, 1, names_for(*st)), refused_message("not your turn"),
                                    refused_message(kReloadReason), presence_message(presence.presence),
                                    write_host_message(hint), frame_for_seat(*st, 0, names_for(*st)),
                                    frame_for_seat(*st, 1, names_for(*st))};
  Rng rng(3);
  while (!st->is_terminal()) st->apply_legal(rollout_action(*st, rng));
  texts.push_back(frame_for_seat(*st, 1, names_for(*st)));  // with the result
  for (const std::string& text : texts) {
    auto back = parse_host_message(text);
    ASSERT_TRUE(back) << back.error() << " in " << text.substr(0, 300);
    EXPECT_EQ(write_host_message(*back), text);
  }
  auto refusal = parse_host_message(refused_message(kReloadReason));
  EXPECT_TRUE(refusal->reload);
  EXPECT_FALSE(parse_host_message(refused_message("not your turn"))->reload);
  auto over = parse_host_message(texts.back());
  EXPECT_EQ(over->result, st->returns());
  EXPECT_TRUE(over->moves.empty());
}

TEST(Wire, AGuestBuildsItsTablesViewFromAFrame) {
  for (const Game* g : registry()) {
    if (g->info.test_only) continue;
    auto st = new_game(g->info.id, 9, g->info.min_seats);
    ASSERT_TRUE(st);
    const int seat = (*st)->current_player();
    auto frame = parse_host_message(frame_for_seat(**st, seat, names_for(**st)));
    ASSERT_TRUE(frame) << frame.error();
    EXPECT_EQ(frame->view, (*st)->view_json(seat)) << g->info.id;
    auto view = view_from_json(frame->game, frame->view);
    ASSERT_TRUE(view) << view.error();
    EXPECT_EQ(find_view_codec(g->info.id)->write(*view), frame->view);
    ASSERT_TRUE(frame->my_turn);
    ASSERT_EQ(frame->moves.size(), (*st)->legal_actions().size());
    for (size_t i = 0; i < frame->moves.size(); ++i) {
      const Action a = (*st)->legal_actions()[i];
      EXPECT_EQ(frame->moves[i].action, a);
      EXPECT_EQ(frame->moves[i].text, (*st)->describe(a, Person::kSecond));
      EXPECT_EQ(frame->moves[i].explain, (*st)->explain(a));
    }
  }
}

// ---- refusals ------------------------------------------------------------------------------------

TEST(Wire, AnotherProtocolVersionIsToldToReload) {
  auto guest = parse_guest_message(R"({"v":1,"type":"bye"})");
  ASSERT_FALSE(guest);
  EXPECT_EQ(guest.error(), kReloadReason);
  auto host = parse_host_message(R"({"v":0,"type":"refused","reason":"x","reload":false})");
  ASSERT_FALSE(host);
  EXPECT_EQ(host.error(), kReloadReason);
  GuestMessage join;
  join.type = GuestType::kJoin;
  join.page = "old build";
  join.token = "t";
  join.seat = 1;
  EXPECT_EQ(host_check_join(join, "new build", JoinTable{{"", "t"}, "w"}).error, kReloadReason);
  EXPECT_TRUE(parse_host_message(refused_message(kReloadReason))->reload);
}

// The join rule (issue 51), every kind of seat against every kind of token: the host's own seat
// (no invitation), a friend's seat, a computer's seat, the watch link while watching is on and off
// and full, seats that do not exist; tokens: the seat's own, the placeholder "-" an older host
// compared with, the empty token, another seat's, the watch link's, a prefix, a longer one.
TEST(Wire, OnlyAnInvitedSeatWithItsOwnTokenIsJoined) {
  // Three seats: the host's (seat 1), a friend's (seat 2), the computer's (seat 3).
  JoinTable table{{"", "friend2abc", ""}, "watch12345", 0};
  auto check = [&](int seat, const std::string& token) {
    GuestMessage join;
    join.type = GuestType::kJoin;
    join.page = "b1";
    join.token = token;
    join.seat = seat;
    return host_check_join(join, "b1", table);
  };
  const std::string tokens[] = {"friend2abc", "-", "", "watch12345", "friend2ab", "friend2abcd", "FRIEND2ABC"};
  for (const std::string& token : tokens) {
    SCOPED_TRACE("token \"" + token + "\"");
    EXPECT_EQ(check(0, token).error, "seat 1 is not open to join");  // the host's own seat
    EXPECT_EQ(check(2, token).error, "seat 3 is not open to join");  // the computer's
    if (token == "friend2abc") EXPECT_TRUE(check(1, token).ok());
    else EXPECT_EQ(check(1, token).error, "this invite is not for seat 2 of this game");
    if (token == "watch12345") EXPECT_TRUE(check(kObserver, token).ok());
    else EXPECT_EQ(check(kObserver, token).error, "this watch link is not this game's");
    // Seats that do not exist are named as such before any token is looked at.
    EXPECT_EQ(check(3, token).error, "no seat 4 in this game");
    EXPECT_EQ(check(15, token).error, "no seat 16 in this game");
    EXPECT_EQ(check(-2, token).error, "no seat -1 in this game");
  }
  // Watching off: every watch join is refused, whatever its token (the old one included).
  table.watch_token.clear();
  for (const std::string& token : tokens) EXPECT_EQ(check(kObserver, token).error, "watching this game is off");
  // Watching on and full.
  table.watch_token = "watch12345";
  table.watchers = kMaxWatchers;
  EXPECT_EQ(check(kObserver, "watch12345").error, "this game has 16 spectators already");
  // A seat given to the computer mid-game loses its invitation: its old token no longer joins.
  table.seat_tokens[1].clear();
  EXPECT_EQ(check(1, "friend2abc").error, "seat 2 is not open to join");
  // The page build first, then anything else.
  GuestMessage old;
  old.type = GuestType::kJoin;
  old.page = "b0";
  old.token = "-";
  old.seat = 0;
  EXPECT_EQ(host_check_join(old, "b1", table).error, kReloadReason);
  EXPECT_EQ(host_check_join(GuestMessage{}, "b1", table).error, "not a join");
}

TEST(Wire, MalformedGuestMessagesAreRefusedWithAReason) {
  const std::pair<const char*, const char*> cases[] = {
      {"", "not a message: expected a value, the text ends at byte 0"},
      {"[1]", "bad message: expected an object, not an array"},
      {R"({"type":"bye"})", "bad message: no protocol version \"v\""},
      {R"({"v":5})", "bad message: type: missing"},
      {R"({"v":5,"type":"dance"})", "bad message: type: \"dance\" is not a known name"},
      {R"({"v":5,"type":"move","position":3})", "bad message: a move gives its \"action\" (notation) or \"number\""},
      {R"({"v":5,"type":"move","position":-1,"action":"call"})", "bad message: position: -1 is out of range 0 to 2147483647"},
      {R"({"v":5,"type":"move","position":1,"number":1.5})", "bad message: number: expected an action number (a whole number from 0 to 4294967295)"},
      {R"({"v":5,"type":"move","position":1,"number":-4})", "bad message: number: expected an action number (a whole number from 0 to 4294967295)"},
      {R"({"v":5,"type":"bye","seed":42})", "bad message: unknown field \"seed\""},
      {R"({"v":5,"type":"join","page":"p","token":7,"seat":0})", "bad message: token: expected a string, not a number"},
      {R"({"v":5,"type":"bye"} x)", "not a message: unexpected text after the value at byte 21"},
  };
  for (const auto& [text, reason] : cases) {
    auto m = parse_guest_message(text);
    ASSERT_FALSE(m) << text;
    EXPECT_EQ(m.error(), reason) << text;
  }
  // A guest's message is small: a long one is refused before it is read.
  auto long_one = parse_guest_message(R"({"v":5,"type":"move","position":1,"action":")" + std::string(20000, 'a') + "\"}");
  ASSERT_FALSE(long_one);
  EXPECT_EQ(long_one.error(), "not a message: the text has 20046 bytes, more than 16384");
}

TEST(Wire, MalformedHostMessagesAreRefusedWithAReason) {
  auto st = h2h();
  std::string frame = frame_for_seat(*st, 1, names_for(*st));
  // The frame with its first `from` (its last for the result, which comes after the view) as `to`.
  auto with = [&](const std::string& from, const std::string& to) {
    std::string s = frame;
    s.replace(from.find("result") == 0 || from.find("\"result") == 0 ? s.rfind(from) : s.find(from), from.size(), to);
    auto m = parse_host_message(s);
    return m ? std::string("(accepted)") : m.error();
  };
  EXPECT_EQ(with("\"seat\":1", "\"seat\":2"), "bad message: seat: 2 is out of range -1 to 1");
  EXPECT_EQ(with("\"my_turn\":false", "\"my_turn\":true"), "bad message: my_turn: the seat does not act");
  EXPECT_EQ(with("\"position\":0", "\"position\":\"0\""), "bad message: position: expected a whole number, not a string");
  EXPECT_EQ(with("\"type\":\"frame\"", "\"type\":\"frame\",\"seed\":1"), "bad message: unknown field \"seed\"");
  EXPECT_EQ(with("\"view\":{", "\"view\":[],\"x\":{").substr(0, 28), "bad message: view: expected ");
  EXPECT_EQ(with("\"names\":[\"Host\",\"Guest\"]", "\"names\":[\"Host\"]"), "bad message: names: has 1 items, expected 2");
  EXPECT_EQ(with("\"result\":null", "\"result\":[2,0]"), "bad message: result[0]: expected a number from -1 to 1");
  // The view is read by the game's view reader: a Common card holds two house chips at most (a
  // count, not dollars).
  std::string view = st->view_json(1);
  const std::string two = "\"house_chips\":2";
  view.replace(view.find(two), two.size(), "\"house_chips\":3");
  auto read = view_from_json("head-to-head-poker", view);
  ASSERT_FALSE(read);
  EXPECT_NE(read.error().find("house_chips: 3 is out of range 0 to 2"), std::string::npos) << read.error();
}

// The host's loop for one guest message: parse, check, apply only a checked move.
Status host_receives(State& st, int seat, std::string_view text) {
  auto m = parse_guest_message(text);
  if (!m) return make_error(m.error());
  auto a = host_check_move(st, seat, *m);
  if (!a) return make_error(a.error());
  return st.apply(*a);
}

TEST(Wire, RefusedMovesChangeNothing) {
  auto st = h2h();
  const int me = st->current_player(), other = 1 - me;
  const Action legal = st->legal_actions().front();
  const std::string text = st->action_to_string(legal);
  const std::string before = st->serialize();
  const std::pair<std::pair<int, std::string>, const char*> cases[] = {
      {{other, write_guest_message(move_msg(0, text))}, "not your turn"},
      {{me, write_guest_message(move_msg(1, text))}, "stale move: it answers position 1, the game is at 0"},
      {{me, write_guest_message(move_msg(0, "fold"))}, "not a legal move: "},
      {{me, write_guest_message(move_msg(0, "", 9999))}, "not a legal move: 9999"},
      {{me, write_guest_message(move_msg(0, text, legal + 1))}, "not a legal move: "},
      {{me, R"({"v":5,"type":"move","position":0})"}, "bad message: "},
      {{me, R"({"v":5,"type":"hint","position":0})"}, "not a move"},
      {{me, "{{{"}, "not a message: "},
      {{7, write_guest_message(move_msg(0, text))}, "no seat 8 in this game"},
  };
  for (const auto& [input, reason] : cases) {
    Status s = host_receives(*st, input.first, input.second);
    ASSERT_FALSE(s.ok()) << input.second;
    EXPECT_EQ(s.error.substr(0, std::string(reason).size()), reason) << s.error;
    EXPECT_EQ(st->serialize(), before) << input.second;
  }
}

TEST(Wire, TheHostAcceptsALegalMoveByNotationOrNumber) {
  auto st = h2h();
  const int me = st->current_player();
  const Action a = st->legal_actions().back();
  EXPECT_EQ(*host_check_move(*st, me, move_msg(0, st->action_to_string(a))), a);
  EXPECT_EQ(*host_check_move(*st, me, move_msg(0, "", a)), a);
  EXPECT_EQ(*host_check_move(*st, me, move_msg(0, st->action_to_string(a), a)), a);
  ASSERT_TRUE(host_receives(*st, me, write_guest_message(move_msg(0, "", a))).ok());
  EXPECT_EQ(st->history().size(), 1u);
  // Once over, every move is refused.
  Rng rng(2);
  while (!st->is_terminal()) st->apply_legal(rollout_action(*st, rng));
  EXPECT_EQ(host_check_move(*st, 0, move_msg(static_cast<int>(st->history().size()), "call")).error(), "the game is over");
}

// ---- a frame shows only the seat's information ------------------------------------------------------

struct Case {
  std::string game;
  int seats;
  Options options;
};
std::vector<Case> every_game() {
  std::vector<Case> out;
  for (const Game* g : registry()) {
    if (g->info.test_only) continue;
    for (int n : seat_counts(g->info)) out.push_back({g->info.id, n, {}});
    if (g->info.sample_options)
      for (const Options& o : g->info.sample_options()) out.push_back({g->info.id, g->info.min_seats, o});
  }
  return out;
}

// At about 25 positions of a random game and a heuristic game of every game: the frame of each
// seat is the same for the real state and for copies whose hidden part (other hands, deck order,
// future randomness) is resampled from what the seat has seen.
TEST(Wire, AFrameIsAFunctionOfTheSeatsInformationOnly) {
  for (const Case& c : every_game())
    for (bool heuristic : {false, true}) {
      auto st = std::move(*new_game(c.game, 11 + heuristic, c.seats, c.options));
      auto played = st->clone();
      Rng rng(4);
      while (!played->is_terminal()) played->apply_legal(heuristic ? heuristic_action(*played, rng) : rollout_action(*played, rng));
      const size_t length = played->history().size(), stride = std::max<size_t>(1, length / 25);
      for (size_t step = 0; step <= length; ++step) {
        if (step % stride == 0 || step == length)
          for (int seat = 0; seat < c.seats; ++seat) {
            const std::string frame = frame_for_seat(*st, seat, names_for(*st));
            for (uint64_t k = 1; k <= 3; ++k) {
              Rng resample(k * 1000 + step);
              auto copy = st->determinize_logged(seat, resample);
              ASSERT_EQ(frame_for_seat(*copy, seat, names_for(*st)), frame) << c.game << " " << c.seats << " seats, step " << step << " seat " << seat;
            }
          }
        if (step < length) st->apply_legal(played->history()[step]);
      }
    }
}

TEST(Wire, AFrameNeverContainsTheSeedOrTheRecord) {
  const uint64_t seed = 982451653123457ULL;
  for (const Case& c : every_game()) {
    auto st = std::move(*new_game(c.game, seed, c.seats, c.options));
    Rng rng(6);
    for (int i = 0; i < 40 && !st->is_terminal(); ++i) st->apply_legal(rollout_action(*st, rng));
    for (int seat = 0; seat < c.seats; ++seat) {
      const std::string frame = frame_for_seat(*st, seat, names_for(*st));
      EXPECT_EQ(frame.find(std::to_string(seed)), std::string::npos) << c.game;
      EXPECT_EQ(frame.find("\"seed\""), std::string::npos) << c.game;
      EXPECT_EQ(frame.find(st->serialize()), std::string::npos) << c.game;
    }
  }
}

TEST(Wire, AFrameListsMovesOnlyOnTheSeatsTurn) {
  auto st = h2h();
  const int me = st->current_player();
  auto mine = parse_host_message(frame_for_seat(*st, me, names_for(*st)));
  auto theirs = parse_host_message(frame_for_seat(*st, 1 - me, names_for(*st)));
  EXPECT_TRUE(mine->my_turn);
  EXPECT_EQ(mine->moves.size(), st->legal_actions().size());
  EXPECT_FALSE(theirs->my_turn);
  EXPECT_TRUE(theirs->moves.empty());
  EXPECT_EQ(theirs->to_act, me);
  EXPECT_EQ(theirs->position, 0);
  EXPECT_EQ(theirs->names, names_for(*st));
}

}  // namespace
}  // namespace ff
