// The online protocol, version 5 (docs/protocol.md): the messages between a host, whose page holds
// the game, and a guest, whose page draws one seat's table from what the host sends. JSON objects
// with "v" (the protocol version) and "type". Strings in, strings out: no I/O here (the transport,
// PeerJS in the browser, carries the text).
//
// Fairness lives here: a frame is built only from what its seat may see (the seat's view JSON, its
// legal moves with their descriptions and explanations, public facts: whose turn, the position
// number, the seat names, the result) and never from the seed, the record or another hand; every
// move a guest sends is checked by the host's engine and refused with a reason, changing nothing.
// Fair deals (version 5, core/match/fair_deal.h): the host commits to a secret, each friend's page
// contributes, and at the end the host reveals the secret, the contributions and the record.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/result.h"
#include "core/engine/game.h"

namespace ff {

constexpr int kProtocolVersion = 5;
constexpr int kMaxWatchers = 16;  // spectators a host lets watch at once
// The refusal a page of another version gets (a message with another "v", or a join whose page
// version is not the host's): the guest reloads its page.
inline constexpr const char* kReloadReason = "older page: reload";

// ---- guest -> host -------------------------------------------------------------------------------

// kRematch: the guest's player asks for a rematch once the game is over (the host's player starts it).
// kContribute: a friend's page's random part of the deal, answering the host's commitment.
enum class GuestType : uint8_t { kJoin, kMove, kHint, kBye, kChat, kReact, kRematch, kContribute };

struct GuestMessage {
  GuestType type = GuestType::kBye;
  // kJoin: the guest page's version (its build), the invite's token and the seat it offers.
  std::string page, token;
  int seat = -1;
  // kMove, kHint: the position the guest saw (the number of moves played then, the frame's "position").
  int position = -1;
  // kMove: the move in the engine's notation ("play Kh 3") and/or as its action number.
  std::string action;
  std::optional<Action> number;
  // kChat: the line as typed (the host checks and cleans it: core/match/chat.h). kReact: a reaction's
  // id (kReactions: "gg", "wp", "oops", "thinking").
  std::string text, reaction;
  // kContribute: the commitment it answers (64 hex digits) and the contribution (32 hex digits).
  std::string commitment, contribution;
};

std::string write_guest_message(const GuestMessage& m);
// Refuses anything but a well-formed message of this version (kReloadReason for another version).
Result<GuestMessage> parse_guest_message(std::string_view text);

// ---- host -> guest -------------------------------------------------------------------------------

// kCommit: the deal's commitment (after a welcome, and at every new deal); kReveal: the deal shown
// (at the end, or when the host leaves early).
enum class HostType : uint8_t { kWelcome, kRefused, kFrame, kPresence, kHint, kChat, kCommit, kReveal };

// Per seat, for the guests' tables: a person playing here, one whose link dropped (the host waits),
// one who left, or the computer (the host's bot plays the seat).
enum class Presence : uint8_t { kConnected, kReconnecting, kLeft, kComputer };
const char* presence_id(Presence p);  // "connected", "reconnecting", "left", "computer"

struct LegalMove {
  Action action = 0;
  std::string text;     // describe(action, Person::kSecond): "play K♥ in row 3"
  std::string explain;  // explain(action): why it is allowed (may be "")
};

struct HostMessage {
  HostType type = HostType::kRefused;
  // kWelcome, kFrame: the game id, the guest's seat, the seat count, the seats' names.
  std::string game;
  int seat = -1, seats = 0;
  std::vector<std::string> names;
  // kRefused: why, and whether the guest must reload its page (kReloadReason); `chat`: it refuses a
  // chat line or reaction (the guest shows it by its chat, not as a refused move).
  std::string reason;
  bool reload = false, chat = false;
  // kFrame (and kHint: the position it answers).
  int position = 0;                 // moves played so far
  int to_act = kTerminal;           // the seat to act, or kTerminal
  bool my_turn = false;             // the guest's seat acts now: `moves` holds its legal moves
  std::string view;                 // the seat's view JSON (the game's to_json of its View)
  std::vector<LegalMove> moves;     // ascending by action
  std::vector<double> result;       // per seat once over (returns(): +1 win, 0 draw, -1 loss), else empty
  // kPresence: per seat, and how many spectators watch.
  std::vector<Presence> presence;
  int watching = 0;
  // kHint: the move the host's computer suggests for this position.
  std::optional<LegalMove> hint;
  // kChat: a line of `seat` (the sender's): its text (checked and cleaned by the host) or a
  // reaction's id, exactly one of them.
  std::string text, reaction;
  // kCommit: the host typed the deal number (`chosen`: no commitment, no contributions), or the
  // commitment (64 hex digits) and the seats whose pages contribute (ascending); `dealt`: the deal is
  // made (a page that joins now sends no contribution).
  bool chosen = false, dealt = false;
  std::string commitment;
  std::vector<int> contributors;
  // kReveal: the secret (64 hex digits, "" for a chosen deal), the contributions per seat (32 hex
  // digits, "" for a seat that gave none) and the game record (FF1, at most kMaxRecordText).
  std::string secret, record;
  std::vector<std::string> contributions;
};
constexpr size_t kSecretDigits = 64;        // the host's secret: 256 bits
constexpr size_t kContributionDigits = 32;  // a friend's contribution: 128 bits
constexpr size_t kMaxRecordText = size_t{128} << 10;  // a revealed record (the longest games: ~10 KB)

std::string write_host_message(const HostMessage& m);
// A frame as write_host_message writes it, with the seats' names left blank: what a fair deal's
// check hashes (the names say how the host calls the seats, "You", "Computer", not the game), so
// that it equals frame_for_seat(state, seat, {}).
std::string write_frame_unnamed(const HostMessage& frame);
// Refuses anything but a well-formed message of this version (kReloadReason for another version).
// A frame's "view" is given back as text, for the registry's view_from_json(game, view).
Result<HostMessage> parse_host_message(std::string_view text);

// ---- the host's side -----------------------------------------------------------------------------

// The frame message for `seat`: only state.view_json(seat), that seat's legal moves (when it acts)
// and public facts. `names`: the seats' names as the guest's table shows them (one per seat).
std::string frame_for_seat(const State& state, int seat, const std::vector<std::string>& names);
// A refusal (reload set when the reason is kReloadReason; `chat` when it refuses a chat line).
std::string refused_message(std::string_view reason, bool chat = false);
// A chat line of `seat` for every guest: `text` (already cleaned: clean_chat_text) or a `reaction` id.
std::string chat_message(int seat, std::string_view text, std::string_view reaction);
std::string welcome_message(const State& state, int seat, const std::vector<std::string>& names);
std::string presence_message(const std::vector<Presence>& seats, int watching = 0);

// Who may join the host's game (docs/protocol.md, "Joining"): per seat the invitation's token, or ""
// for a seat nobody may join (the host's own, a computer's); the watch link's token ("": watching is
// off); and how many spectators watch now.
struct JoinTable {
  std::vector<std::string> seat_tokens;
  std::string watch_token;
  int watchers = 0;
};
// Whether a guest's join may take its seat, or the reason it is refused, in this order: not a join;
// another page build (kReloadReason); a seat that does not exist ("no seat 9 in this game"); a
// spectator's join while watching is off, with another token, or with kMaxWatchers watching; a seat
// with no invitation ("seat 1 is not open to join"); a token that is not that seat's. A token is only
// ever compared with a seat's own invitation, never with a placeholder, and in constant time.
Status host_check_join(const GuestMessage& join, std::string_view host_page, const JoinTable& table);
// The action a guest's move message asks for `seat`, or why it is refused: not a move, no such
// seat, the game is over, a stale position, not the seat's turn, not a legal move (notation and
// number disagreeing included). Nothing changes either way: the caller applies the action.
Result<Action> host_check_move(const State& state, int seat, const GuestMessage& move);
// The line a guest's chat or reaction message asks to show, or why it is refused (not a chat
// message; a text clean_chat_text refuses). The rate limit is the caller's (ChatRate, per sender).
// Returns the chat_message fields: the cleaned text, or the reaction id with `*reaction` set.
Result<std::string> host_check_chat(const GuestMessage& m, bool* reaction);

}  // namespace ff
