// Fair deals online (issue 54, core/match/fair_deal.h): the host commits, each friend's page
// contributes, the host reveals, and every guest's and spectator's page checks the deal and every
// frame it received. A changed secret, contribution, move, result or frame is caught and named; a
// deal the host chose is never "verified".
#include "core/match/fair_deal.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "core/common/json.h"
#include "core/common/json_read.h"
#include "core/common/rng.h"
#include "core/engine/ai_traits.h"
#include "core/games/registry.h"
#include "core/match/links.h"
#include "tests/sanitized.h"

namespace ff {
namespace {

const std::string kSecret(64, 'a');
std::string contribution(int seat) { return std::string(32, static_cast<char>('0' + seat)); }

// A page at the table: its seat's witness, filled from the messages a host sends.
struct Page {
  FairWitness w;
  void commit(const std::string& text) {
    auto m = parse_host_message(text);
    ASSERT_TRUE(m) << m.error();
    ASSERT_EQ(m->type, HostType::kCommit);
    w.chosen = m->chosen, w.commitment = m->commitment, w.contributors = m->contributors, w.late = m->dealt;
  }
  void frame(const State& st, const std::vector<std::string>& names) {
    auto m = parse_host_message(frame_for_seat(st, w.seat, names));
    ASSERT_TRUE(m) << m.error();
    witness_frame(w, *m);
  }
  FairVerdict verify(const std::string& reveal) {
    auto m = parse_host_message(reveal);
    EXPECT_TRUE(m) << m.error();
    auto kept = read_witness(write_witness(w));  // what a reload reads back
    EXPECT_TRUE(kept) << kept.error();
    return m && kept ? verify_fair_deal(*kept, *m) : FairVerdict{};
  }
};

// A game's moves before the host reveals in the round trip of every game: fewer under the sanitizers
// (tests/sanitized.h), where the round trip of 300 moves at every seat count took 57 s.
constexpr size_t kRoundTripMoves = kSanitized ? 60 : 300;

// A whole fair game: seat 0 the host, the others friends except the last of three or more (the
// computer's), and a spectator. Each friend contributes through the protocol's messages; the game
// is dealt from the seed; every page receives its frames (the host renames a seat midway, as when
// the computer takes it over); the host reveals at the end, or after `moves` moves (a host who leaves
// early: Assault Edge's whole games run past a thousand moves).
struct FairGame {
  FairHost host;
  std::unique_ptr<State> state;
  std::vector<Page> pages;  // the friends', then the spectator's
  std::string reveal;

  FairGame(const Game& g, int seats, uint64_t play_seed, size_t moves = 300) {
    std::vector<bool> friends(static_cast<size_t>(seats), false);
    for (int seat = 1; seat < seats; ++seat) friends[seat] = seats < 3 || seat < seats - 1;
    host = fair_host(kSecret, friends);
    auto placeholder = new_game(g.info.id, 1, seats);  // the host's table before the deal
    EXPECT_TRUE(placeholder) << placeholder.error();
    const std::string commit = commit_message(host, **placeholder);
    for (int seat : fair_contributors(host)) pages.push_back(Page{FairWitness{.seat = seat, .mine = contribution(seat)}});
    pages.push_back(Page{FairWitness{.seat = kObserver}});
    for (Page& p : pages) p.commit(commit);
    for (Page& p : pages) {
      if (p.w.seat == kObserver) continue;
      auto m = parse_guest_message(write_guest_message(GuestMessage{.type = GuestType::kContribute, .commitment = p.w.commitment, .contribution = p.w.mine}));
      EXPECT_TRUE(m) << m.error();
      EXPECT_TRUE(fair_take(host, fair_commitment(host, **placeholder), p.w.seat, *m).ok());
    }
    EXPECT_TRUE(fair_dealt(host));
    state = std::move(*new_game(g.info.id, fair_seed(host.secret, host.parts), seats));
    Rng rng(play_seed);
    std::vector<std::string> names(static_cast<size_t>(seats), "Player");
    for (;;) {
      for (Page& p : pages) p.frame(*state, names);
      if (state->is_terminal() || state->history().size() >= moves) break;
      state->apply_legal(heuristic_action(*state, rng));
      if (state->history().size() == 5) names[1] = "Computer";
    }
    reveal = reveal_message(host, *state);
  }
};

TEST(FairDeal, HashesAreLibsodiumsSha256) {
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  // The same inputs give the same commitment and seed on every page (tools/rng_golden prints these
  // natively and in wasm: scripts/test compares them).
  EXPECT_EQ(fair_commitment(kSecret, "head-to-head-poker", {{"mode", "nobet"}}, 2, {1}),
            sha256_hex("fivefronts fair deal 1\ncommit\n" + kSecret + "\nhead-to-head-poker\nmode=nobet\n2\n1"));
  EXPECT_EQ(fair_seed(kSecret, {"", contribution(1)}), fair_seed(kSecret, {"", contribution(1)}));
  EXPECT_NE(fair_seed(kSecret, {"", contribution(1)}), fair_seed(kSecret, {contribution(1), ""}));
}

TEST(FairDeal, CommitContributeRevealRoundTripsInEveryGame) {
  for (const Game* g : registry()) {
    if (g->info.test_only) continue;  // the engine's fixture: no public view, never online
    for (int seats : seat_counts(g->info)) {
      FairGame game(*g, seats, 7, kRoundTripMoves);
      EXPECT_TRUE(game.state->is_terminal() || game.state->history().size() == kRoundTripMoves) << g->info.id;
      for (Page& p : game.pages) {
        const FairVerdict v = p.verify(game.reveal);
        EXPECT_EQ(v.outcome, FairOutcome::kVerified) << g->info.id << " seats " << seats << " seat " << p.w.seat << ": " << v.words;
        EXPECT_EQ(v.positions, static_cast<int>(game.state->history().size()) + 1);
        EXPECT_EQ(v.words, "Fair deal verified: the cards and dice came from the shuffle fixed before the game; all " +
                               std::to_string(v.positions) + " positions you saw match.");
        ASSERT_TRUE(v.game);
        EXPECT_EQ(v.game->serialize(), game.state->serialize());  // the replay code the guest keeps
      }
    }
  }
}

std::string reveal_with(const std::string& reveal, const std::function<void(HostMessage&)>& change) {
  auto m = parse_host_message(reveal);
  change(*m);
  return write_host_message(*m);
}

void expect_failed(const FairVerdict& v, const std::string& words) {
  EXPECT_EQ(v.outcome, FairOutcome::kFailed) << v.words;
  EXPECT_NE(v.words.find(words), std::string::npos) << v.words;
}

TEST(FairDeal, AChangedSecretContributionMoveOrResultIsCaughtAndNamed) {
  FairGame game(*find_game("poker-assault"), 3, 3, 1000);  // seat 1 a friend, seat 2 the computer; to the end
  Page& friend1 = game.pages[0];
  Page& spectator = game.pages[1];
  ASSERT_EQ(friend1.w.seat, 1);
  ASSERT_EQ(fair_contributors(game.host), std::vector<int>{1});
  expect_failed(friend1.verify(reveal_with(game.reveal, [](HostMessage& m) { m.secret[0] = 'b'; })), "not the one it committed to before the game");
  // The friend's own part changed: its page sees it is not there at its seat.
  expect_failed(friend1.verify(reveal_with(game.reveal, [](HostMessage& m) { m.contributions[1] = contribution(7); })),
                "your page's part of the deal is not the one the host used at seat 2");
  // A spectator has no part of its own: the changed part makes another seed, and the first frame differs.
  const FairVerdict other = spectator.verify(reveal_with(game.reveal, [](HostMessage& m) { m.contributions[1] = contribution(7); }));
  expect_failed(other, "the host dealt from another shuffle than the one fixed before the game: the host's frame at move 0 showed");
  EXPECT_EQ(other.position, 0);
  // A part for the computer's seat, which gives none (the host could have chosen it to pick the deal).
  expect_failed(friend1.verify(reveal_with(game.reveal, [](HostMessage& m) { m.contributions[2] = contribution(2); })),
                "not those of the seats that were to give them (seat 3)");
  // Another record: a move changed midway, the game cut short, a record that does not replay.
  auto record = [&](size_t keep, std::optional<Action> last) {
    auto st = std::move(*new_game("poker-assault", game.state->seed(), 3, game.state->options()));
    for (size_t i = 0; i < keep; ++i) st->apply_legal(game.state->history()[i]);
    if (last) st->apply_legal(*last);
    return st->serialize();
  };
  const size_t at = 9;
  auto before = std::move(*new_game("poker-assault", game.state->seed(), 3, game.state->options()));
  for (size_t i = 0; i < at; ++i) before->apply_legal(game.state->history()[i]);
  std::optional<Action> other_move;
  for (Action a : before->legal_actions())
    if (a != game.state->history()[at]) other_move = a;
  ASSERT_TRUE(other_move);
  const FairVerdict moved = friend1.verify(reveal_with(game.reveal, [&](HostMessage& m) { m.record = record(at, other_move); }));
  EXPECT_EQ(moved.outcome, FairOutcome::kFailed);
  EXPECT_EQ(moved.position, static_cast<int>(at) + 1) << moved.words;
  expect_failed(moved, "the host's frame at move " + std::to_string(at + 1) + " showed");
  expect_failed(friend1.verify(reveal_with(game.reveal, [&](HostMessage& m) { m.record = record(at, std::nullopt); })),
                "showed a position the game never reached (its record ends at move " + std::to_string(at) + ")");
  expect_failed(friend1.verify(reveal_with(game.reveal, [](HostMessage& m) { m.record += ".99999"; })), "does not replay");
  // The result: the last frame the friend received said another result than the record's.
  ASSERT_TRUE(game.state->is_terminal());
  FairWitness w = friend1.w;
  auto last = parse_host_message(frame_for_seat(*game.state, 1, {}));
  last->result[1] = last->result[1] > 0 ? -1 : 1;
  w.frames.pop_back();
  witness_frame(w, *last);
  const FairVerdict result = verify_fair_deal(w, *parse_host_message(game.reveal));
  expect_failed(result, "the host's frame at move " + std::to_string(game.state->history().size()) + " showed a different result");
}

// Any single frame changed (its view's field, as a modified host would send) is caught at its
// position and named, in every game.
TEST(FairDeal, AnySingleChangedFrameIsCaughtAtItsPosition) {
  for (const Game* g : registry()) {
    if (g->info.test_only) continue;
    FairGame game(*g, g->info.min_seats, 11, 120);
    Page& friend1 = game.pages[0];
    for (size_t k = 0; k < friend1.w.frames.size(); k += std::max<size_t>(1, friend1.w.frames.size() / 7)) {
      // The frame at position k, with one field of its view changed.
      auto st = std::move(*new_game(g->info.id, game.state->seed(), game.state->num_seats(), game.state->options()));
      for (size_t i = 0; i < k; ++i) st->apply_legal(game.state->history()[i]);
      auto m = parse_host_message(frame_for_seat(*st, friend1.w.seat, {}));
      auto view = read_json(m->view);
      const std::string field = view->members[view->members.size() / 2].key;
      JsonWriter j;
      j.begin_object();
      for (const JsonMember& member : view->members) j.key(member.key).raw(member.key == field ? "\"changed\"" : write_json(member.value));
      j.end_object();
      m->view = j.str();
      FairWitness w = friend1.w;
      w.frames[k] = frame_seen(*m);
      const FairVerdict v = verify_fair_deal(w, *parse_host_message(game.reveal));
      EXPECT_EQ(v.position, static_cast<int>(k)) << g->info.id << ": " << v.words;
      std::string words = field;
      std::replace(words.begin(), words.end(), '_', ' ');
      EXPECT_NE(v.words.find("the host's frame at move " + std::to_string(k) + " showed"), std::string::npos) << v.words;
      if (field != "events" && field != "players" && field != "slots" && field != "to_act" && field != "commons") {
        EXPECT_NE(v.words.find(words), std::string::npos) << g->info.id << " " << field << ": " << v.words;
      }
    }
  }
}

// A host that deals again after seeing the contributions (a seed of its choosing) is caught at the
// first frame, even when it reveals the honest secret and contributions.
TEST(FairDeal, AHostThatRedealsAfterTheContributionsIsCaught) {
  const Game& g = *find_game("ground-assault");
  FairGame honest(g, 2, 5);
  FairWitness w = honest.pages[0].w;
  w.frames.clear();
  auto st = std::move(*new_game(g.info.id, 3, 2, {{"mode", "starter"}}));  // the host's pick
  Rng rng(5);
  for (;;) {
    witness_frame(w, *parse_host_message(frame_for_seat(*st, 1, {})));
    if (st->is_terminal()) break;
    st->apply_legal(heuristic_action(*st, rng));
  }
  HostMessage reveal = *parse_host_message(honest.reveal);
  reveal.record = st->serialize();
  const FairVerdict v = verify_fair_deal(w, reveal);
  expect_failed(v, "Not verified: the host's secret (or the game it names) is not the one it committed to before the game");
  // The same game and options as committed, dealt from another seed.
  auto same = std::move(*new_game(g.info.id, 3, 2));
  FairWitness w2 = honest.pages[0].w;
  w2.frames.clear();
  Rng rng2(5);
  for (;;) {
    witness_frame(w2, *parse_host_message(frame_for_seat(*same, 1, {})));
    if (same->is_terminal()) break;
    same->apply_legal(heuristic_action(*same, rng2));
  }
  reveal.record = same->serialize();
  const FairVerdict v2 = verify_fair_deal(w2, reveal);
  expect_failed(v2, "Not verified: the host dealt from another shuffle than the one fixed before the game: the host's frame at move 0 showed");
  EXPECT_EQ(v2.position, 0);
}

TEST(FairDeal, ADealTheHostChoseIsNeverVerified) {
  const Game& g = *find_game("head-to-head-poker");
  FairHost chosen;
  chosen.chosen = true;
  chosen.gives.assign(2, false);
  chosen.parts.assign(2, "");
  auto st = std::move(*new_game(g.info.id, 42, 2));
  Page guest{FairWitness{.seat = 1}};
  guest.commit(commit_message(chosen, *st));
  EXPECT_TRUE(guest.w.chosen);
  EXPECT_TRUE(fair_dealt(chosen));
  GuestMessage give{.type = GuestType::kContribute, .commitment = kSecret, .contribution = contribution(1)};
  EXPECT_EQ(fair_take(chosen, "", 1, give).error, "the host chose this deal: it takes no contributions");
  Rng rng(1);
  for (;;) {
    guest.frame(*st, {"A", "B"});
    if (st->is_terminal()) break;
    st->apply_legal(heuristic_action(*st, rng));
  }
  const FairVerdict v = guest.verify(reveal_message(chosen, *st));
  EXPECT_EQ(v.outcome, FairOutcome::kChosen);
  EXPECT_EQ(v.words.rfind("Deal chosen by the host: it typed the deal number", 0), 0u) << v.words;
  // Nothing the host reveals makes it verified: a secret and parts of its making change nothing.
  const FairVerdict dressed = guest.verify(reveal_with(reveal_message(chosen, *st), [](HostMessage& m) {
    m.secret = kSecret;
    m.contributions = {"", contribution(1)};
  }));
  EXPECT_NE(dressed.outcome, FairOutcome::kVerified);
}

TEST(FairDeal, APageThatCameAfterTheDealOrLostItsPartIsNotVerified) {
  FairGame game(*find_game("crossfire"), 2, 4);
  Page late = game.pages[1];  // the spectator, who saw the commitment only after the deal
  late.w.late = true;
  const FairVerdict v = late.verify(game.reveal);
  EXPECT_EQ(v.outcome, FairOutcome::kUnchecked);
  EXPECT_NE(v.words.find("this page came after the deal"), std::string::npos) << v.words;
  Page lost = game.pages[0];
  lost.w.mine.clear();
  EXPECT_EQ(lost.verify(game.reveal).outcome, FairOutcome::kUnchecked);
}

TEST(FairDeal, TheHostTakesEachFriendsPartOnceBeforeTheDeal) {
  auto st = std::move(*new_game("poker-assault", 1, 4));
  FairHost f = fair_host(kSecret, {false, true, true, false});
  const std::string commitment = fair_commitment(f, *st);
  auto give = [&](int seat, const std::string& part, const std::string& answers) {
    return fair_take(f, answers, seat, GuestMessage{.type = GuestType::kContribute, .commitment = answers, .contribution = part}).error;
  };
  EXPECT_EQ(fair_waiting(f), (std::vector<int>{1, 2}));
  EXPECT_EQ(give(0, contribution(0), commitment), "seat 1 gives no part of this deal");
  EXPECT_EQ(give(3, contribution(3), commitment), "seat 4 gives no part of this deal");
  EXPECT_EQ(fair_take(f, commitment, 1, GuestMessage{.type = GuestType::kContribute, .commitment = std::string(64, 'f'), .contribution = contribution(1)}).error,
            "this contribution answers another deal's commitment");
  EXPECT_EQ(give(1, contribution(1), commitment), "");
  EXPECT_EQ(give(1, contribution(5), commitment), "");  // before the deal: a page that reloaded gives again
  EXPECT_EQ(f.parts[1], contribution(5));
  EXPECT_FALSE(fair_dealt(f));
  EXPECT_EQ(fair_waiting(f), std::vector<int>{2});
  EXPECT_EQ(give(2, contribution(2), commitment), "");
  EXPECT_TRUE(fair_dealt(f));
  EXPECT_EQ(give(2, contribution(6), commitment), "the deal is made: seat 3's part is in it already");
  EXPECT_EQ(f.parts[2], contribution(2));
}

TEST(FairDeal, TheHostsNoteKeepsTheDealAndAnOlderNoteStillReads) {
  HostedNote note{"fivefronts-abc", "", {"", "tok2", ""}};
  note.fair = fair_host(kSecret, {false, true, false});
  note.fair->parts[1] = contribution(1);
  const std::string text = write_hosted_note(note);
  EXPECT_EQ(text, "host=fivefronts-abc signal=- tokens=-,tok2,- fair=" + kSecret + " gave=x," + contribution(1) + ",x");
  auto back = read_hosted_note(text);
  ASSERT_TRUE(back) << back.error();
  ASSERT_TRUE(back->fair);
  EXPECT_EQ(write_hosted_note(*back), text);
  auto old = read_hosted_note("host=fivefronts-abc signal=- tokens=-,tok2,-");  // an earlier version's note
  ASSERT_TRUE(old) << old.error();
  EXPECT_FALSE(old->fair);
  for (const char* bad : {" fair=abc gave=x,-,x", " fair=chosen gave=x,-,x", " gave=x,-,x fair=chosen", " fair=chosen gave=x,x",
                          " fair=chosen", " fair=chosen gave=x,y,x"})
    EXPECT_FALSE(read_hosted_note(std::string("host=h signal=- tokens=-,t,-") + bad)) << bad;
  EXPECT_TRUE(read_hosted_note("host=h signal=- tokens=-,t,- fair=chosen gave=x,x,x"));
}

TEST(FairDeal, AWitnessReadsBackAndRefusesDamage) {
  FairWitness w{.commitment = std::string(64, 'c'), .contributors = {1, 2}, .seat = 2, .mine = contribution(2), .late = false, .at = 1.76e12};
  w.frames = {FrameSeen{0, std::string(32, 'd'), "0a1b"}, FrameSeen{1, std::string(32, 'e'), "ffee"}};
  const std::string text = write_witness(w);
  auto back = read_witness(text);
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(write_witness(*back), text);
  auto damaged = [&](const std::string& from, const std::string& to) {
    std::string t = text;
    t.replace(t.find(from), from.size(), to);
    return t;
  };
  for (const std::string& bad : {damaged("\"v\":1", "\"v\":2"), text.substr(0, text.size() - 1), damaged("\"seat\":2", "\"seat\":99"),
                                 damaged("\"0a1b\"", "\"0a1\""), damaged("\"ffee\"", "\"FFEE\""), damaged("[1,\"e", "[1,2,\"e"),
                                 damaged("\"mine\":\"", "\"mine\":\"x"), damaged("\"late\":false", "\"late\":false,\"seed\":1"),
                                 damaged("\"commit\":\"c", "\"commit\":\"")})
    EXPECT_FALSE(read_witness(bad)) << bad;
}

TEST(FairDeal, TheFairDealsMessagesRoundTripAndRefuseBadFields) {
  auto st = std::move(*new_game("head-to-head-poker", 1, 2));
  FairHost f = fair_host(kSecret, {false, true});
  for (const std::string& text : {commit_message(f, *st), reveal_message(f, *st),
                                  write_guest_message(GuestMessage{.type = GuestType::kContribute, .commitment = kSecret, .contribution = contribution(1)})}) {
    auto host = parse_host_message(text);
    auto guest = parse_guest_message(text);
    ASSERT_TRUE(host || guest) << text;
    EXPECT_EQ(host ? write_host_message(*host) : write_guest_message(*guest), text);
  }
  EXPECT_EQ(commit_message(f, *st), R"({"v":5,"type":"commit","chosen":false,"commitment":")" + fair_commitment(f, *st) +
                                        R"(","contributors":[1],"dealt":false})");
  const std::string c = contribution(1);
  for (const auto& [text, reason] : std::vector<std::pair<std::string, std::string>>{
           {R"({"v":5,"type":"contribute","commitment":"abc","contribution":")" + c + "\"}", "commitment: expected 64 lowercase hexadecimal digits"},
           {R"({"v":5,"type":"contribute","commitment":")" + kSecret + R"(","contribution":")" + c + "0\"}", "contribution: expected 32"},
           {R"({"v":5,"type":"contribute","commitment":")" + kSecret + R"(","contribution":")" + std::string(32, 'A') + "\"}", "contribution: expected 32"},
           {R"({"v":5,"type":"contribute","commitment":")" + kSecret + "\"}", "contribution"},
       }) {
    auto m = parse_guest_message(text);
    ASSERT_FALSE(m) << text;
    EXPECT_NE(m.error().find(reason), std::string::npos) << m.error();
  }
  for (const std::string& text : {
           std::string(R"({"v":5,"type":"commit","chosen":true,"commitment":")") + kSecret + R"(","contributors":[],"dealt":true})",
           std::string(R"({"v":5,"type":"commit","chosen":false,"commitment":"","contributors":[1],"dealt":false})"),
           std::string(R"({"v":5,"type":"commit","chosen":false,"commitment":")") + kSecret + R"(","contributors":[2,1],"dealt":false})",
           std::string(R"({"v":5,"type":"commit","chosen":true,"commitment":"","contributors":[1],"dealt":true})"),
           std::string(R"({"v":5,"type":"reveal","secret":"ab","contributions":[""],"record":"FF1"})"),
           std::string(R"({"v":5,"type":"reveal","secret":"","contributions":["abc"],"record":"FF1"})"),
           std::string(R"({"v":5,"type":"reveal","secret":"","contributions":[],"record":"FF1"})"),
           std::string(R"({"v":5,"type":"reveal","secret":"","contributions":[""],"record":")") + std::string(kMaxRecordText + 1, 'x') + "\"}",
       })
    EXPECT_FALSE(parse_host_message(text)) << text.substr(0, 200);
}

}  // namespace
}  // namespace ff
