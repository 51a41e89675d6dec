// Replay codes, resume saves and URL deal parameters: round trips over every game, and bad input
// refused with a reason (random bytes too; tests/fuzz runs the same parsers under libFuzzer).
#include <gtest/gtest.h>

#include <algorithm>

#include "core/ai/bot.h"
#include "core/ai/level.h"
#include "core/match/links.h"

namespace ff {
namespace {

// A game of `id` played `moves` moves (or to the end) by the random bot.
std::unique_ptr<State> played(const std::string& id, uint64_t seed, int seats, int moves = 1 << 30) {
  auto s = new_game(id, seed, seats);
  EXPECT_TRUE(s.ok());
  auto bot = make_random_bot(seed);
  for (int i = 0; i < moves && !(*s)->is_terminal(); ++i) (*s)->apply_legal(bot->choose(**s));
  return std::move(*s);
}

TEST(ReplayCode, RoundTripsEveryGameAtEverySeatCountInBothFormats) {
  for (const Game* g : registry())
    for (int seats : seat_counts(g->info))
      for (uint64_t seed : {1u, 77u}) {
        for (int moves : {0, 7, 1 << 30}) {
          auto s = played(g->info.id, seed, seats, moves);
          for (CodeFormat format : {CodeFormat::kCompressed, CodeFormat::kPlain}) {
            std::string code = replay_code(*s, format);
            auto back = parse_replay_code(code);
            ASSERT_TRUE(back.ok()) << g->info.id << ": " << back.error();
            EXPECT_EQ((*back)->serialize(), s->serialize());
            EXPECT_EQ((*back)->to_json(), s->to_json());
          }
          if (moves > 7) {
            EXPECT_LT(replay_code(*s).size(), replay_code(*s, CodeFormat::kPlain).size()) << g->info.id << " seed " << seed;
          }
        }
      }
}

// Share writes FFR2: a whole Head-to-Head Poker game of random moves (96 moves, the header is 60
// characters) takes under two thirds of its FFR1 code.
TEST(ReplayCode, ShareCodesAreFFR2AndShorterThanFFR1) {
  auto s = played("head-to-head-poker", 5, 2);
  ASSERT_TRUE(s->is_terminal());
  const std::string code = replay_code(*s), plain = replay_code(*s, CodeFormat::kPlain);
  EXPECT_EQ(code.substr(0, 4), "FFR2");
  EXPECT_LT(code.size() * 3, plain.size() * 2) << code << "\n" << plain;
}

// Codes shared before FFR2 (and every resume save) keep opening: this one was written by the FFR1
// encoder (twelve moves of Head-to-Head Poker).
TEST(ReplayCode, AnFFR1CodeStillOpens) {
  auto back = parse_replay_code("FFR1ARJoZWFkLXRvLWhlYWQtcG9rZXICBRltb2RlPW5vYmV0LHJvdW5kX3R5cGU9ZGllDAMDAwMDAwMCAgICAgCpp8I");
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ((*back)->serialize(), "FF1 head-to-head-poker seats=2 seed=5 options=mode=nobet,round_type=die "
                                  "actions=285.195.35.315.105.365.15.345.436.156.496.406");
}

TEST(ReplayCode, AcceptsALinkAndWrappedText) {
  auto s = played("head-to-head-poker", 9, 2, 20);
  std::string code = replay_code(*s);
  std::string wrapped = code.substr(0, 10) + "\n  " + code.substr(10);
  for (const std::string& text : {"https://example.org/fivefronts/?replay=" + code + "&x=1", wrapped}) {
    auto back = parse_replay_code(text);
    ASSERT_TRUE(back.ok()) << back.error();
    EXPECT_EQ((*back)->serialize(), s->serialize());
  }
}

TEST(ReplayCode, EveryOneCharacterTypoIsRefusedWithAReason) {
  auto s = played("head-to-head-poker", 3, 2, 30);
  const std::string code = replay_code(*s);
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  int checked = 0;
  for (size_t i = 4; i < code.size(); ++i) {
    std::string bad = code;
    bad[i] = alphabet[(alphabet.find(code[i]) + 1 + i % 63) % alphabet.size()];  // never itself
    auto r = parse_replay_code(bad);
    ASSERT_FALSE(r.ok()) << "typo at " << i << " accepted";
    EXPECT_NE(r.error().find("mistyped"), std::string::npos) << r.error();
    ++checked;
  }
  EXPECT_GT(checked, 20);
}

TEST(ReplayCode, BadInputIsRefusedWithAReason) {
  struct Case { std::string text, reason; };
  const Case cases[] = {
      {"", "empty"},
      {"hello", "not a Five Fronts replay code"},
      {"FFR9AAAA", "another version"},
      {"FFR1", "too short"},
      {"FFR1AA", "too short"},
      {"FFR2", "too short"},
      {"FFR2AAAAAAAA", "mistyped"},
      {"FFR3AAAAAAAA", "another version"},
      {"FFR1AB", "mistyped"},
      {"FFR1AAAAA", "wrong length"},
      {"FFR1AA*A", "contains '*'"},
      {"FFR1AA\xC3\xA9" "A", "contains '\xC3\xA9' (not a plain letter or digit)"},  // é: a whole character, not "a control character"
      {"FFR1AA\x01" "A", "contains a control character"},
      {"FFR1AA\xA9" "AA", "contains a byte that is not a character"},
  };
  for (const Case& c : cases) {
    auto r = parse_replay_code(c.text);
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_NE(r.error().find(c.reason), std::string::npos) << c.text << ": " << r.error();
  }
}

TEST(ResumeSave, RoundTripsSeatsLevelAndTheGame) {
  auto s = played("head-to-head-poker", 12, 2, 25);
  std::string text = save_game(*s, {false, true}, 1);
  EXPECT_EQ(text.substr(0, 29), "FFS1 level=1 computer=01 FFR1") << "saves keep the code older pages read";
  auto back = load_game(text);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back->level, 1);
  EXPECT_EQ(back->computer, (std::vector<bool>{false, true}));
  EXPECT_EQ(back->state->serialize(), s->serialize());
  auto compressed = load_game("FFS1 level=1 computer=01 " + replay_code(*s));  // a save with an FFR2 code opens too
  ASSERT_TRUE(compressed.ok()) << compressed.error();
  EXPECT_EQ(compressed->state->serialize(), s->serialize());
}

TEST(ResumeSave, AnExpertGameIsSavedInItsOwnFormatWhichPagesBeforeExpertKeepAsNewer) {
  auto s = played("crossfire", 3, 2, 10);
  const std::string text = save_game(*s, {false, true}, static_cast<int>(Level::Expert));
  EXPECT_EQ(text.substr(0, 25), "FFS2 level=3 computer=01 ");
  auto back = load_game(text);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back->level, 3);
  EXPECT_EQ(back->state->serialize(), s->serialize());
  EXPECT_FALSE(is_newer_save(text));
  // What a page from before Expert checks (its kSaveVersion was 1): FFS2 is newer, so it is kept.
  EXPECT_EQ(text.substr(0, 4), "FFS2");
  EXPECT_TRUE(is_newer_save("FFS3 level=2 computer=01 FFR1AAAA"));
  EXPECT_EQ(save_game(*s, {false, true}, 2).substr(0, 4), "FFS1") << "Easy to Hard stay readable by every page";
  auto in_old_format = load_game("FFS1 level=3 computer=01 " + replay_code(*s));
  ASSERT_FALSE(in_old_format.ok());
  EXPECT_NE(in_old_format.error().find("bad level"), std::string::npos);
}

TEST(ResumeSave, AnOlderFormatOrACorruptSaveIsRefusedWithAReason) {
  auto s = played("head-to-head-poker", 12, 2, 25);
  const std::string good = save_game(*s, {false, true}, 2);
  struct Case { std::string text, reason; };
  const Case cases[] = {
      {"FFS0 level=2 computer=01 " + replay_code(*s), "another version"},
      {"{\"old\":true}", "not readable"},
      {"FFS1 level=7 computer=01 " + replay_code(*s), "bad level"},
      {"FFS1 level=2 computer=0x1 " + replay_code(*s), "bad seat list"},
      {"FFS1 level=2 computer=011 " + replay_code(*s), "does not match"},
      {"FFS1 level=2 " + replay_code(*s), "fields are wrong"},
      {good.substr(0, good.size() - 3), "damaged"},
  };
  for (const Case& c : cases) {
    auto r = load_game(c.text);
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_NE(r.error().find(c.reason), std::string::npos) << c.text << ": " << r.error();
  }
}

TEST(DealLink, LevelExpertIsOffered) {
  auto r = parse_deal_query("?game=crossfire&level=expert");
  ASSERT_TRUE(r.ok()) << r.error();
  EXPECT_EQ(r->level, 3);
  auto bad = parse_deal_query("?game=crossfire&level=godlike");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().find("is not easy, normal, hard or expert"), std::string::npos) << bad.error();
}

TEST(DealLink, ParsesGameSeedSeatsOpponentLevelAndOptions) {
  auto r = parse_deal_query("?game=head-to-head-poker&seed=42&vs=computer&level=easy&mode=ante&guide=1");
  ASSERT_TRUE(r.ok()) << r.error();
  EXPECT_EQ(r->game_id, "head-to-head-poker");
  EXPECT_TRUE(r->guided);
  EXPECT_TRUE(r->has_seed);
  EXPECT_EQ(r->seed, 42u);
  EXPECT_TRUE(r->vs_computer);
  EXPECT_EQ(r->level, 0);
  EXPECT_EQ(r->options.at("mode"), "ante");
  EXPECT_EQ(r->options.at("round_type"), "die");  // defaults filled in
  auto again = parse_deal_query(deal_query(*r));
  ASSERT_TRUE(again.ok()) << again.error();
  EXPECT_EQ(deal_query(*again), deal_query(*r));
}

TEST(DealLink, FriendsAtOneScreenAndPercentEscapes) {
  auto r = parse_deal_query("game=head%2Dto%2Dhead%2Dpoker&vs=friends");
  ASSERT_TRUE(r.ok()) << r.error();
  EXPECT_FALSE(r->vs_computer);
  EXPECT_FALSE(r->has_seed);
}

TEST(DealLink, EveryBadParameterIsNamed) {
  auto r = parse_deal_query("?game=head-to-head-poker&seed=4x2&colour=red&level=godlike&mode=poker&seats=3&guide=yes");
  ASSERT_FALSE(r.ok());
  for (const char* part : {"seed=4x2", "'colour'", "level=godlike", "mode=poker", "seats=3", "guide=yes"})
    EXPECT_NE(r.error().find(part), std::string::npos) << part << " in: " << r.error();
}

TEST(DealLink, UnknownGamesAndTheTestGameAreRefused) {
  for (const char* q : {"?game=chess", "?game=trick-duel"}) {
    auto r = parse_deal_query(q);
    ASSERT_FALSE(r.ok()) << q;
    EXPECT_NE(r.error().find("is not a game here (games: head-to-head-poker"), std::string::npos) << r.error();
  }
  auto none = parse_deal_query("?seed=4");
  ASSERT_FALSE(none.ok());
  EXPECT_NE(none.error().find("names no game"), std::string::npos);
  EXPECT_TRUE(parse_deal_query("").ok());
  EXPECT_TRUE(parse_deal_query("?").value().empty());
}

TEST(DealLink, DuplicateAndBadlyEscapedParametersAreRefused) {
  EXPECT_FALSE(parse_deal_query("?game=head-to-head-poker&seed=1&seed=2").ok());
  EXPECT_FALSE(parse_deal_query("?game=head-to-head-poker&seed=%4").ok());
  EXPECT_FALSE(parse_deal_query("?game=head-to-head-poker&seed=%zz").ok());
}

// A 100 KB query of repeated and unknown keys: read in linear time, and the message names the
// first six problems and counts the rest instead of growing with the query.
TEST(DealLink, AHugeQueryGivesAShortMessage) {
  std::string q = "?game=head-to-head-poker";
  for (int i = 0; q.size() < 100000; ++i) q += "&seed=" + std::to_string(i) + "&k" + std::to_string(i) + "=1";
  auto r = parse_deal_query(q);
  ASSERT_FALSE(r.ok());
  EXPECT_LT(r.error().size(), 400u) << r.error().substr(0, 400);
  EXPECT_NE(r.error().find("seed is given twice"), std::string::npos);
  EXPECT_NE(r.error().find(" more"), std::string::npos);
}

// A quick in-suite fuzz (the long one is tests/fuzz under libFuzzer): random bytes and random
// mutations of valid inputs never crash and never get accepted as something else.
TEST(LinksFuzz, RandomBytesAndMutationsNeverCrash) {
  auto s = played("head-to-head-poker", 21, 2, 40);
  const std::string seeds[] = {replay_code(*s), save_game(*s, {false, true}, 2),
                               "?game=head-to-head-poker&seed=42&vs=computer&level=hard&mode=ante"};
  Rng rng(2026);
  int accepted = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string text;
    if (i % 2) {
      text = seeds[rng.below(3)];
      int edits = 1 + static_cast<int>(rng.below(4));
      for (int e = 0; e < edits && !text.empty(); ++e) text[rng.below(static_cast<uint32_t>(text.size()))] = static_cast<char>(rng.below(256));
      if (std::find(std::begin(seeds), std::end(seeds), text) != std::end(seeds)) continue;  // wrote the same bytes back
    } else {
      int n = static_cast<int>(rng.below(80));
      for (int k = 0; k < n; ++k) text += static_cast<char>(rng.below(256));
    }
    if (parse_replay_code(text).ok()) ++accepted, ADD_FAILURE() << "code accepted: " << text;
    if (load_game(text).ok()) ++accepted, ADD_FAILURE() << "save accepted: " << text;
    (void)parse_deal_query(text);
  }
  EXPECT_EQ(accepted, 0);  // a mutated code passing CRC-32 is a one-in-four-billion event
}


// Online play (issue 22): an invitation link names the host's peer, the seat and its token, and
// maybe the signalling server; nothing else.
TEST(DealLink, AnInvitationNamesHostSeatAndToken) {
  auto link = parse_deal_query("?join=ff-abc123&seat=2&token=k7Qx9z&signal=http://127.0.0.1:9000/ff");
  ASSERT_TRUE(link) << link.error();
  EXPECT_EQ(link->join, "ff-abc123");
  EXPECT_EQ(link->join_seat, 2);
  EXPECT_EQ(link->token, "k7Qx9z");
  EXPECT_EQ(link->signal, "http://127.0.0.1:9000/ff");
  EXPECT_TRUE(link->game_id.empty());
  EXPECT_FALSE(link->empty());
  auto again = parse_deal_query(deal_query(*link));
  ASSERT_TRUE(again) << again.error();
  EXPECT_EQ(again->join, link->join);
  EXPECT_EQ(again->join_seat, 2);
  EXPECT_EQ(again->token, link->token);
  EXPECT_EQ(again->signal, link->signal);
}

// A spectator's link (issue 37): seat=watch, with the host's watch token.
TEST(DealLink, AWatchLinkNamesHostAndWatchToken) {
  auto link = parse_deal_query("?join=ff-abc123&seat=watch&token=w7Qx9z");
  ASSERT_TRUE(link) << link.error();
  EXPECT_EQ(link->join_seat, 0);
  EXPECT_EQ(deal_query(*link), "?join=ff-abc123&seat=watch&token=w7Qx9z");
  EXPECT_FALSE(parse_deal_query("?join=ff-abc123&seat=watching&token=w7Qx9z"));
}

TEST(DealLink, ABadInvitationIsRefusedWithAReason) {
  const char* bad[][2] = {
      {"?join=ff-abc&seat=2", "join=, seat= and token= together"},
      {"?join=ff abc&seat=2&token=abcd", "is not a host's id"},
      {"?join=ff-abc&seat=9&token=abcd", "is not a seat 1 to 8"},
      {"?join=ff-abc&seat=2&token=ab", "is not an invitation's token"},
      {"?join=ff-abc&seat=2&token=abcd&game=head-to-head-poker", "names no game or replay"},
      {"?join=ff-abc&seat=2&token=abcd&signal=ftp://x", "is not an http(s):// or ws(s):// address"},
      {"?join=ff-abc&seat=2&token=abcd&signal=http://x/%3Cscript%3E", "is not an http(s)"},
      {"?join=ff-abc&seat=2&token=abcd&signal=http:///path", "is not an http(s)"},
  };
  for (const auto& [query, reason] : bad) {
    auto link = parse_deal_query(query);
    ASSERT_FALSE(link) << query;
    EXPECT_NE(link.error().find(reason), std::string::npos) << query << ": " << link.error();
  }
}

TEST(DealLink, ASignallingServerAloneIsAccepted) {
  auto link = parse_deal_query("?signal=https://peer.example.org:9000/ff");
  ASSERT_TRUE(link) << link.error();
  EXPECT_EQ(link->signal, "https://peer.example.org:9000/ff");
  EXPECT_TRUE(link->empty());
}

// Relay and STUN servers (issue 33): a list the settings keep and an invitation carries (ice=),
// read exactly, refused with a reason naming the server and what is wrong.
TEST(IceServers, AListReadsBackAsWrittenAndAsRTCPeerConnectionTakesIt) {
  const std::string text = "stun:198.18.0.1:3478,turn:relay.example.org:3478?transport=tcp|ff-user|s3cr=t+/x,turns:[2001:db8::1]:5349|u|p";
  auto servers = parse_ice_servers(text);
  ASSERT_TRUE(servers) << servers.error();
  ASSERT_EQ(servers->size(), 3u);
  EXPECT_EQ((*servers)[1].url, "turn:relay.example.org:3478?transport=tcp");
  EXPECT_EQ((*servers)[1].username, "ff-user");
  EXPECT_EQ((*servers)[1].credential, "s3cr=t+/x");
  EXPECT_EQ(write_ice_servers(*servers), text);
  EXPECT_TRUE(has_relay(*servers));
  EXPECT_FALSE(has_relay(*parse_ice_servers("stun:198.18.0.1")));
  EXPECT_EQ(ice_servers_json(*parse_ice_servers("stun:h:1,turn:h:2|u|p")),
            R"([{"urls":"stun:h:1"},{"urls":"turn:h:2","username":"u","credential":"p"}])");
}

TEST(IceServers, ABadListIsRefusedWithAReason) {
  const char* bad[][2] = {
      {"", "no server is named"},
      {"http://198.18.0.1:3478", "is not a stun: or turn: address"},
      {"turn:198.18.0.1:3478", "needs a username and a credential"},
      {"stun:198.18.0.1|u|p", "takes no username"},
      {"turn:h:3478|u", "URL|username|credential"},
      {"turn:h:3478|u|p|q", "URL|username|credential"},
      {"stun:h:3478?transport=tcp", "only a TURN server takes"},
      {"turn:h:3478?transport=sctp|u|p", "only a TURN server takes"},
      {"stun:h:70000", "no valid host and port"},
      {"stun:h:", "no valid host and port"},
      {"stun:", "no valid host and port"},
      {"stun:<script>", "no valid host and port"},
      {"stun:[zz::1]", "no valid host and port"},
      {"turn:h|u|p a", "printable characters"},
      {"turn:h|u|\"p\"", "printable characters"},
      {"stun:a,stun:b,stun:c,stun:d,stun:e", "at most 4 servers"},
      {"stun:a,", "the 2nd server"},
  };
  for (const auto& [text, reason] : bad) {
    auto servers = parse_ice_servers(text);
    ASSERT_FALSE(servers) << text;
    EXPECT_NE(servers.error().find(reason), std::string::npos) << text << ": " << servers.error();
  }
  EXPECT_FALSE(parse_ice_servers(std::string(kMaxIceText + 1, 'a')));
}

// An invitation carries the host's servers percent-encoded, and reads back the same; a link with
// servers alone (as one with a signalling server alone) is no deal; a bad list is refused by name.
TEST(DealLink, AnInvitationCarriesTheRelayServers) {
  DealLink link;
  link.join = "fivefronts-abc123";
  link.join_seat = 2;
  link.token = "k7qx9z2m";
  link.signal = "http://198.18.0.1:9000/ff";
  link.ice = "stun:198.18.0.1:3478,turn:198.18.0.1:3478?transport=tcp|user|pa%&=#x";
  const std::string query = deal_query(link);
  EXPECT_EQ(query.find('|'), std::string::npos) << query;
  EXPECT_EQ(query.find('#'), std::string::npos) << query;
  auto again = parse_deal_query(query);
  ASSERT_TRUE(again) << again.error();
  EXPECT_EQ(again->ice, link.ice);
  auto alone = parse_deal_query("?signal=http://h:9/ff&ice=stun:h:3478");
  ASSERT_TRUE(alone) << alone.error();
  EXPECT_TRUE(alone->empty());
  EXPECT_EQ(alone->ice, "stun:h:3478");
  auto bad = parse_deal_query("?join=ff-abc&seat=2&token=abcd&ice=turn:h:3478");
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().find("ice=turn:h:3478: a TURN server needs a username"), std::string::npos) << bad.error();
}

// A hosted game's note (kept beside its save) reads back as written, and a damaged one is refused
// with a reason: a host whose note is unreadable continues the game at its own screen.
TEST(HostedNote, ANoteReadsBackAsWritten) {
  const HostedNote note{"fivefronts-abc123def456", "http://127.0.0.1:9000/ff", {"", "tok1234567", "", "x_y-z"}};
  const std::string text = write_hosted_note(note);
  EXPECT_EQ(text, "host=fivefronts-abc123def456 signal=http://127.0.0.1:9000/ff tokens=-,tok1234567,-,x_y-z");
  auto back = read_hosted_note(text);
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(back->host_id, note.host_id);
  EXPECT_EQ(back->signal, note.signal);
  EXPECT_EQ(back->tokens, note.tokens);
  EXPECT_FALSE(back->remote(0));
  EXPECT_TRUE(back->remote(1));
  EXPECT_FALSE(back->remote(9));
  auto public_server = read_hosted_note("host=h signal=- tokens=-,t");
  ASSERT_TRUE(public_server);
  EXPECT_EQ(public_server->signal, "");
}

TEST(HostedNote, ADamagedNoteIsRefusedWithAReason) {
  for (const char* bad : {"", "host=h", "host=h signal=- tokens=", "host= signal=- tokens=-,t", "host=h signal=ftp://x tokens=-,t",
                          "host=h signal=- tokens=-,t\"x", "host=h signal=- tokens=-,t extra", "signal=- host=h tokens=-,t",
                          "host=h signal=- tokens=1,2,3,4,5,6,7,8,9"}) {
    auto note = read_hosted_note(bad);
    EXPECT_FALSE(note) << bad;
    if (!note) {
      EXPECT_NE(note.error().find("note"), std::string::npos) << note.error();
    }
  }
}

}  // namespace
}  // namespace ff
