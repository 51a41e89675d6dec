// The guest's check of a fair deal (fair_deal.h: verify_fair_deal), in the words its result window shows.
#include <algorithm>

#include "core/common/json_read.h"
#include "core/games/registry.h"
#include "core/match/fair_deal.h"

namespace ff {

namespace {

// What a part that differed was, in a player's words: "a different hand", "different units".
std::string part_words(const std::string& key) {
  static const struct {
    const char* key;
    const char* words;
  } kWords[] = {{"position", "a different position"}, {"my_turn", "a different player to act"}, {"to_act", "a different player to act"},
                {"moves", "different legal moves"},
                {"events", "a different game log"}, {"players", "different players' tables"}, {"slots", "a different board"},
                {"commons", "different common cards"}, {"chips", "different chips"}, {"seat", "a different seat"}};
  for (const auto& w : kWords)
    if (key == w.key) return w.words;
  std::string words = key;
  std::replace(words.begin(), words.end(), '_', ' ');
  return (!words.empty() && words.back() == 's' ? "different " : "a different ") + words;
}

// "showed a different hand and a different game log", from the marks of the parts that differ.
std::string what_differed(const FrameSeen& seen, const HostMessage& made) {
  const FrameSeen want = frame_seen(made);
  const std::vector<std::string> names = frame_part_names(made);
  std::vector<std::string> differ;
  if (seen.marks.size() == want.marks.size() && want.marks.size() == names.size() * 2)
    for (size_t i = 0; i < names.size() && differ.size() < 2; ++i)
      if (seen.marks.compare(i * 2, 2, want.marks, i * 2, 2) != 0) differ.push_back(part_words(names[i]));
  if (differ.empty()) return "showed a different table";
  return "showed " + differ[0] + (differ.size() > 1 ? " and " + differ[1] : "");
}

// The frame the host should have sent this seat at this position, as the guest read it.
HostMessage frame_made(const State& st, int seat) {
  auto m = parse_host_message(frame_for_seat(st, seat, {}));
  return m ? std::move(*m) : HostMessage{};
}

// The commitment, the contributions at the committed seats and this page's own, before the replay.
// `lost`: this page gave a part but no longer knows it (its storage was cleared).
Status check_parts(const FairWitness& w, const HostMessage& r, const State& game, bool& lost) {
  const int seats = game.num_seats();
  if (!is_hex(r.secret, kSecretDigits)) return make_error("the host did not show its secret");
  if (static_cast<int>(r.contributions.size()) != seats) return make_error("the host's parts of the deal are not one per seat");
  if (fair_commitment(r.secret, game.info().id, game.options(), seats, w.contributors) != w.commitment)
    return make_error("the host's secret (or the game it names) is not the one it committed to before the game");
  for (int seat = 0; seat < seats; ++seat) {
    const bool gives = std::find(w.contributors.begin(), w.contributors.end(), seat) != w.contributors.end();
    if (gives == r.contributions[static_cast<size_t>(seat)].empty())
      return make_error("the host's parts of the deal are not those of the seats that were to give them (seat " + std::to_string(seat + 1) + ")");
  }
  const bool gave = std::find(w.contributors.begin(), w.contributors.end(), w.seat) != w.contributors.end();
  lost = gave && w.mine.empty();
  if (gave && !w.mine.empty() && r.contributions[static_cast<size_t>(w.seat)] != w.mine)
    return make_error("your page's part of the deal is not the one the host used at seat " + std::to_string(w.seat + 1));
  return {};
}

std::string positions_words(int n) { return std::to_string(n) + (n == 1 ? " position" : " positions"); }

void said(FairVerdict& v, FairOutcome outcome, const std::string& words) {
  v.outcome = outcome;
  v.words = words;
}

}  // namespace

FairCheck::FairCheck(FairWitness w, const HostMessage& reveal) : w_(std::move(w)) {
  auto game = reveal.type == HostType::kReveal ? deserialize(reveal.record) : Result<std::unique_ptr<State>>(make_error("no reveal"));
  if (!game) {
    finish(make_error("the host's record of the game does not replay (" + game.error() + ")"));
    return;
  }
  game_ = std::move(*game);
  if (Status ok = w_.chosen ? Status{} : check_parts(w_, reveal, *game_, lost_); !ok) {
    finish(ok);
    return;
  }
  const uint64_t seed = w_.chosen ? game_->seed() : fair_seed(reveal.secret, reveal.contributions);
  other_shuffle_ = seed != game_->seed();
  auto fresh = new_game(game_->info().id, seed, game_->num_seats(), game_->options());
  if (!fresh) {
    finish(make_error("the host's game cannot be dealt (" + fresh.error() + ")"));
    return;
  }
  state_ = std::move(*fresh);
}

// One position: the frames kept for it against the frame its seat should have had, then its move.
bool FairCheck::step() {
  if (done_) return false;
  const std::vector<Action>& moves = game_->history();
  const std::vector<FrameSeen>& frames = w_.frames;
  const int p = static_cast<int>(state_->history().size());
  // A game's frames come in order (a frame sent again is the same position): a host's going back is its own.
  if (next_ > 0 && next_ < frames.size() && frames[next_].position < p)
    return finish(make_error("the host's frame at move " + std::to_string(frames[next_].position) + " came after its frame at move " +
                             std::to_string(frames[next_ - 1].position))), false;
  for (; next_ < frames.size() && frames[next_].position == p; ++next_) {
    const FrameSeen& seen = frames[next_];
    if (sha256_hex(frame_for_seat(*state_, w_.seat, {})).compare(0, seen.digest.size(), seen.digest) != 0) {
      v_.position = p;
      return finish(make_error("the host's frame at move " + std::to_string(p) + " " + what_differed(seen, frame_made(*state_, w_.seat)))), false;
    }
    ++v_.positions;
  }
  if (next_ == frames.size()) return finish({}), false;
  if (p == static_cast<int>(moves.size())) {
    v_.position = frames[next_].position;
    return finish(make_error("the host's frame at move " + std::to_string(v_.position) +
                             " showed a position the game never reached (its record ends at move " + std::to_string(p) + ")")), false;
  }
  if (!state_->apply(moves[static_cast<size_t>(p)]))
    return finish(make_error("the host's move " + std::to_string(p + 1) + " is not legal in that deal")), false;
  return true;
}

// The verdict in words, once the check is over (`trouble`: what it found).
void FairCheck::finish(const Status& trouble) {
  done_ = true;
  const std::string shuffle = "the host dealt from another shuffle than the one fixed before the game";
  if (!trouble) {
    said(v_, FairOutcome::kFailed, "Not verified: " + (other_shuffle_ ? shuffle + ": " : "") + trouble.error + ".");
    return;
  }
  if (other_shuffle_) return void(said(v_, FairOutcome::kFailed, "Not verified: " + shuffle + "."));
  const std::string seen = positions_words(v_.positions);
  if (w_.chosen)
    said(v_, FairOutcome::kChosen, "Deal chosen by the host: it typed the deal number, so this deal cannot be checked (the " + seen +
                                       " you saw match its record).");
  else if (lost_)
    said(v_, FairOutcome::kUnchecked, "Deal not verified: this page lost its own part of the deal (its storage was cleared); the " +
                                          seen + " you saw match the host's record.");
  else if (w_.late)
    said(v_, FairOutcome::kUnchecked, "Deal not verified: this page came after the deal, so it cannot tell the shuffle was fixed "
                                      "before the game; the " + seen + " you saw match the host's record.");
  else
    said(v_, FairOutcome::kVerified, "Fair deal verified: the cards and dice came from the shuffle fixed before the game; " +
                                         std::string(v_.positions == 1 ? "the " : "all ") + seen + " you saw match.");
  v_.game = std::move(game_);
}

FairVerdict verify_fair_deal(const FairWitness& w, const HostMessage& reveal) {
  FairCheck check(w, reveal);
  while (check.step()) {
  }
  return check.take();
}

}  // namespace ff
