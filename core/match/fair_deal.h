// Fair deals online (issue 54, docs/protocol.md "Fair deals"): commit, contribute, reveal, verify.
// The host's page draws a secret and sends every page a commitment to it (a SHA-256 over the secret,
// the game, its options, the seat count and the seats that contribute); each friend's page answers
// with a random contribution; the seed is a SHA-256 over the secret and the contributions in seat
// order. At the end the host shows the secret, the contributions and the game record, and each guest's
// page checks them against the commitment, its own contribution and a hash of every frame it received.
// The host cannot choose the deal (it committed before the contributions came) and no guest can (it
// never sees the secret). Nothing stops the host's own page from looking at every hand meanwhile.
// No I/O here: the random draws are the page's (web/app/online.cpp), the hash is libsodium's.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine/game.h"
#include "core/match/wire.h"

namespace ff {

constexpr size_t kSecretBytes = kSecretDigits / 2;              // the host's draw
constexpr size_t kContributionBytes = kContributionDigits / 2;  // a friend's page's draw

// SHA-256 of `data`, 64 lowercase hex digits.
std::string sha256_hex(std::string_view data);
// Lowercase hex of bytes (the page's random draws).
std::string to_hex(const uint8_t* bytes, size_t n);
// Exactly `digits` lowercase hex digits.
bool is_hex(std::string_view text, size_t digits);

// The host's side of one deal. `parts` per seat: for a seat that contributes (a friend online when
// the deal was drawn), "" until its contribution came, then its 32 digits; `gives` marks those seats.
struct FairHost {
  bool chosen = false;       // the host typed the deal number: no commitment, never "verified"
  std::string secret;        // 64 hex digits ("" when chosen)
  std::vector<bool> gives;   // per seat
  std::vector<std::string> parts;
};
// A new deal's part for `seats` seats where `friends` contribute; `secret` is the page's draw.
FairHost fair_host(std::string secret, const std::vector<bool>& friends);
// The deal can be made: chosen, or every contributing seat has given.
bool fair_dealt(const FairHost& f);
// The seats still to give, ascending (the lobby names them).
std::vector<int> fair_waiting(const FairHost& f);
// What the commitment covers besides the secret: the game (id, options, seats) and who contributes.
std::string fair_commitment(const FairHost& f, const State& game);
std::string fair_commitment(std::string_view secret, std::string_view game_id, const Options& options, int seats,
                            const std::vector<int>& contributors);
std::vector<int> fair_contributors(const FairHost& f);
// The seed of the deal: the first 8 bytes (big-endian) of a SHA-256 over the secret and the
// contributions in seat order ("" for a seat that gives none).
uint64_t fair_seed(std::string_view secret, const std::vector<std::string>& parts);
// A friend's contribution for `seat`, or why it is refused (nothing changes then): a chosen deal,
// a seat that gives none, a deal already made, another deal's commitment. Before the deal a seat's
// second contribution replaces its first (a page that reloaded sends it again).
Status fair_take(FairHost& f, const std::string& commitment, int seat, const GuestMessage& m);
// The note's text kept beside the host's save (links.h HostedNote): "fair=<secret|chosen>
// gave=<per seat: x gives none, - not yet, or the contribution>"; read back with its checks.
std::string write_fair_note(const FairHost& f);
Result<FairHost> read_fair_note(std::string_view fair, std::string_view gave, size_t seats);

// The host's messages: the commitment (to a page that joined, and to every page at a new deal) and
// the reveal (at the end, and when the host leaves early).
std::string commit_message(const FairHost& f, const State& game);
std::string reveal_message(const FairHost& f, const State& game);

// ---- The guest's side ---------------------------------------------------------------------------

// A frame as received, kept as hashes: its position, a 128-bit hash of the whole frame as
// write_frame_unnamed writes it (the seats' names left blank: they are how the host calls the seats,
// not the game) and a 2-digit mark per part (each of the frame's fields but the view: whose turn, the
// legal moves, the result ...; then each of the view's fields), which only names what differed.
struct FrameSeen {
  int position = 0;
  std::string digest;  // 32 hex digits
  std::string marks;   // 2 hex digits per part
};
FrameSeen frame_seen(const HostMessage& frame);
std::string frame_digest(const HostMessage& frame);  // FrameSeen::digest alone
std::vector<std::string> frame_part_names(const HostMessage& frame);  // the parts the marks stand for

// What a guest's or a spectator's page keeps of one deal (in browser storage, so a reload keeps it).
struct FairWitness {
  bool chosen = false;
  std::string commitment;          // 64 hex digits ("" when chosen)
  std::vector<int> contributors;   // as committed
  int seat = kObserver;            // this page's (kObserver: a spectator)
  std::string mine;                // this page's contribution ("" for a spectator)
  bool late = false;               // the commitment came after the deal: it cannot prove it came first
  double at = 0;                   // when it was last written (ms; the page prunes old ones)
  std::vector<FrameSeen> frames;   // in the order received; a frame received twice is kept once
};
void witness_frame(FairWitness& w, const HostMessage& frame);
// One JSON object (core/match/fair_deal.cpp shows its fields); read back with every field checked.
std::string write_witness(const FairWitness& w);
Result<FairWitness> read_witness(std::string_view text);

// What the guest's check found, in the result window's words.
enum class FairOutcome : uint8_t { kVerified, kChosen, kUnchecked, kFailed };
struct FairVerdict {
  FairOutcome outcome = FairOutcome::kFailed;
  std::string words;
  int positions = 0;                // the frames checked
  int position = -1;                // the first position that differed (-1: none)
  std::unique_ptr<State> game;      // the revealed game, replayed (a replay code), when it replays
};
// Checks the host's reveal (a parsed kReveal message) against what this page kept: the commitment,
// this page's contribution at its seat, the seed, the record replayed with the engine (every move
// legal) and every frame received against its seat's frame at that position. In steps of one
// position (a long game's check is spread over the page's frames): step() until it returns false.
class FairCheck {
 public:
  FairCheck(FairWitness w, const HostMessage& reveal);
  bool step();                      // one position more; false once the verdict is ready
  bool done() const { return done_; }
  FairVerdict take() { return std::move(v_); }

 private:
  void finish(const Status& trouble);
  FairWitness w_;
  FairVerdict v_;
  std::unique_ptr<State> game_, state_;  // the revealed game; the replay from the deal's seed
  size_t next_ = 0;                       // the next of w_.frames to check
  bool lost_ = false, other_shuffle_ = false, done_ = false;
};
FairVerdict verify_fair_deal(const FairWitness& w, const HostMessage& reveal);  // all steps at once

}  // namespace ff
