// Playing with friends online (issue 22, docs/protocol.md). The host's page holds the game: its
// session has remote seats (Match::remote), and each remote seat's friend plays from their own
// page, a guest, which draws its seat's table from the frames the host sends and sends back the
// moves its player makes. The host's engine checks every move (core/match/wire.h); the messages
// travel through the page's transport (web/app/net_io.h). Nothing here knows a game's rules.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "core/engine/any_view.h"
#include "core/match/chat.h"
#include "core/match/fair_deal.h"
#include "core/match/links.h"
#include "core/match/wire.h"

namespace ff {

struct App;

// One seat of the host's game, as the host sees its friend.
struct OnlineSeat {
  std::string token;             // the seat's invitation ("": not a remote seat)
  int conn = 0;                  // the friend's connection (0: none now)
  Presence presence = Presence::kComputer;
  double lost_at = 0;            // when the friend's connection dropped (0: it did not): "left" a minute on
  // Without a server: the connection code made for this seat, and the friend's answer pasted here.
  int code_conn = 0;
  std::string offer, answer;
  // How the friend's page reaches this one (the lobby and the table say it): a connection for this
  // seat is being made, the path its data takes ("direct" or "relayed"), or why it failed.
  bool connecting = false;
  std::string route, failed;
  int sent_position = -1;        // the position of the last frame sent (-1: send one)
  uint64_t sent_serial = 0;      // of the game it belonged to
  uint64_t revealed_serial = 0;  // the game whose deal this page was shown (at its end)
  ChatRate chat_rate;            // the seat's chat lines (the host's own seat's too)
};

// A chat line or quick reaction at the table (issue 37): not part of the game, never saved.
struct ChatLine {
  int seat = -1;                 // the sender's seat
  std::string text;              // the line (plain text, checked by the host), or
  std::string reaction;          // a reaction's id (kReactions)
  // Where the log panel shows it: after this many of the game log's lines (the table screen sets
  // it when the line first shows; -1: not yet).
  long after = -1;
};

// A spectator's page (issue 37): it receives the public view's frames only and never acts.
struct Watcher {
  int conn = 0;
  int sent_position = -1;        // the position of the last frame sent (-1: send one)
  uint64_t sent_serial = 0;
  uint64_t revealed_serial = 0;
};

// The chat at this page's table, both sides: the lines the host let through, oldest first (at most
// kChatKept); the seats this page muted (their lines are kept but not shown); the latest refusal of a
// line of ours (the host's, or a host's own check of its line).
struct OnlineChat {
  std::vector<ChatLine> lines;
  std::vector<bool> muted;
  std::string refused;
  double refused_at = 0;
  long refusals = 0;             // refusals of our lines received (the test hook)
  std::string draft;             // the chat field's text
};

// The host's side of a game online: its friends' seats and the pages watching.
struct OnlineHost {
  std::vector<OnlineSeat> seats;  // per seat of the game
  // The deal (issue 54, core/match/fair_deal.h): the secret this page committed to and the friends'
  // parts; until every friend's page has given its part the game is not dealt (the session holds a
  // placeholder no page is shown) and the lobby says whom it waits for.
  FairHost fair;
  bool presence_sent = false;    // every guest has the seats' presence as it is now
  // Spectators: the watch link's token ("": watching is off), and the pages watching now.
  std::string watch_token;
  std::vector<Watcher> watchers;
  std::map<int, int> coming;     // a connection whose join has not come yet -> the seat its offer named
  // Refusals sent to each connection that has not joined (its next wrong message past
  // kMaxStrangerRefusals closes it), and how many such connections were cut off (the test hook).
  std::map<int, int> stranger_refusals;
  long strangers_cut = 0;
  std::map<int, std::string> routes;  // connection -> "direct" or "relayed"
  // Friends' hints being searched by the computer's worker (a Hard search must not run on the page):
  // the connection asking, for which position, the worker's request.
  struct FriendHint {
    int conn = 0, position = 0, request = 0;
  };
  std::vector<FriendHint> hints;
  double all_seated_at = 0;      // when every friend was here: the lobby says so a moment, then the table
  bool started = false;          // the table has opened (the lobby is then visited from the table, mid-game)
  // Why a friend's page (of a seat not known) could not connect, shown until a connection opens.
  std::string unreachable;
};

// What a guest's or a spectator's page checks of the host's deal (issue 54): what it keeps of the
// current deal (also in browser storage, under fair_key, so a reload keeps it), the host's reveal
// being checked a few positions a frame, and the verdict of the last deal shown.
struct FairGuest {
  FairWitness witness;
  bool known = false;            // `witness` holds the current deal's commitment
  std::shared_ptr<FairCheck> check;
  std::shared_ptr<FairVerdict> verdict;
  double check_ms = 0;           // the check's own time, summed over its slices
  double revealed_at = 0, checked_at = 0;  // when the reveal came and the verdict was ready (app clock)
  double over_at = 0;            // when a frame said the game is over (the reveal follows)
  double gone_at = 0;            // when the host's page went (the connection lost after frames), 0: here
};

// A guest's side: its seat (or a spectator's page), its one connection to the host and the host's
// latest frame.
struct OnlineGuest {
  int seat = -1;                 // our seat (0-based), or kObserver for a spectator
  bool watcher = false;          // a spectator's page: the public view's frames, never a move
  int follow = 0;                // a spectator's: whose side of the table is shown
  int watching = 0;              // how many watch, as the host said
  std::string token;
  int conn = 0;                  // the connection to the host
  std::string route;             // "direct" or "relayed", once it carries data
  std::string unreachable;       // why the host's page cannot be reached, shown until a connection opens
  double silent_since = 0;       // when the host's page went quiet (0: it speaks)
  bool broker_lost = false;      // the signalling server dropped this page: register again, then connect
  bool welcomed = false;
  std::string refused;           // the host's last refusal, shown for a few seconds
  double refused_at = 0;
  bool reload = false;           // the host runs another build of the page: reload to play
  HostMessage frame;             // the latest frame (frame.type is kFrame once one arrived)
  long frames = 0;               // frames received
  AnyView view;                  // the frame's view, as the game's table reads it
  std::vector<Presence> presence;    // per seat, from the host
  int move_sent_at = -1;         // the position our last move answered (no second move until it moved on)
  LegalMove hint;                // the host's hint, for position hint_at (-1: none)
  int hint_at = -1;
  bool result_recorded = false;
  bool rematch_asked = false;    // this guest asked the host for a rematch of the finished game
  // Joining without a server: the host's code, and the answer made for it.
  bool by_code = false;
  std::string host_code, answer_code;
  FairGuest fair;
};

// This page's part in a game online: what both sides keep (the transport, the chat), and the host's
// or the guest's own state, apart, so that one side's code cannot read the other's.
struct Online {
  std::string signal;            // the PeerJS signalling server ("": PeerJS's public one)
  std::string ice;               // the STUN and relay servers (core/match/links.h; "": the library's defaults)
  std::string my_id;             // this page's peer id, once the server accepted it
  std::string host_id;           // the host's peer id (the host's own, or the one a guest joins)
  std::string trouble;           // the latest connection problem, shown until things work again
  double retry_at = 0;           // when to try again after a failure (app clock), 0: not waiting
  OnlineChat chat;
  std::variant<std::monostate, OnlineHost, OnlineGuest> side;  // monostate: not online
};

inline bool is_online(const Online& o) { return !std::holds_alternative<std::monostate>(o.side); }
inline OnlineHost* host_side(Online& o) { return std::get_if<OnlineHost>(&o.side); }
inline const OnlineHost* host_side(const Online& o) { return std::get_if<OnlineHost>(&o.side); }
inline OnlineGuest* guest_side(Online& o) { return std::get_if<OnlineGuest>(&o.side); }
inline const OnlineGuest* guest_side(const Online& o) { return std::get_if<OnlineGuest>(&o.side); }

// This page's build, which a guest's join must match (another build may read the game differently).
std::string page_build();

// Host: the session has just started with remote seats (Match::remote): gives each an invitation and
// opens the host's peer through `signal`, with the ICE servers `ice` (links.h's text, "" the
// library's defaults), which the invitations carry. The deal is drawn with the friends' pages
// (the session's game is dealt again once they gave their parts) unless the host typed the deal
// number (`chosen`): then it is dealt as typed, and the guests' pages say the host chose it.
void online_host(App& a, const std::string& signal, const std::string& ice, bool chosen = false);
// Host: a rematch's new game (the session holds it, a placeholder until dealt): a new secret, and the
// friends' pages give new parts; the lobby shows the wait.
void online_new_deal(App& a);
// Host: the deal is made (always, when the host chose it); the table may open.
bool online_dealt(const App& a);
// The seats whose pages' parts the deal waits for ("Player 2, Player 3"; "" none).
std::string online_deal_waits(const App& a);
// The result window's line on the deal: a guest's check of it, the host's word on its own deal.
// `ok`: said as good news (verified, or the host's own).
std::string fair_deal_line(const App& a, bool* ok);
// Host: the resumed game (a reload of the host's page) was a game online: opens the same peer id
// with the same invitations, so the friends' pages connect again (with the settings' ICE servers).
void online_resume(App& a);
// The link a friend opens to take `seat` (0-based) of the host's game; kObserver: the watch link
// ("" while watching is off).
std::string invite_link(const App& a, int seat);
// Host: lets spectators watch (a new watch link) or not (the watchers are told and let go).
void online_set_watching(App& a, bool on);
// How many spectators watch the game (the host's count, or the count the host last sent a guest).
int online_watching(const App& a);
// Every remote seat has its friend connected.
bool online_all_seated(const App& a);
// Guest: joins the game an invitation link names (the page's query at start-up).
void online_join(App& a, const DealLink& invitation);
// Without a signalling server (the copy-paste fallback): the host makes `seat`'s connection code,
// then connects with the answer its friend sent back (OnlineSeat::answer); a guest joins with the
// host's code (a text starting with FFC1) and sends back the answer its page makes.
void online_offer_code(App& a, int seat);
void online_accept_answer(App& a, int seat);
void online_join_by_code(App& a, const std::string& code);
bool is_connection_code(const std::string& text);
// Every frame, on every screen: polls the transport; the host answers its guests and sends each the
// frame of its seat when the game moved on; a guest reads the host's frames.
void online_update(App& a, double now);
// A guest's move for the position its frame shows (the host's engine checks it).
void online_send_move(App& a, Action action);
// A guest asks the host for a rematch once the game is over (the host's player starts it: the same
// seats and links, a new deal; start_rematch).
void online_ask_rematch(App& a);
// A guest asks the host for a hint on its turn (the answer shows as the table's hint mark).
void online_ask_hint(App& a);
// Leaves the game online for the menu (a guest says goodbye; a host's game goes on at this screen's
// seats only, the friends' seats played by the computer).
void online_leave(App& a);
// "Player 2 connected (relayed), Player 3 computer" for the table's line.
std::string presence_line(const App& a);
// The names a frame for `reader` gives the seats: "You" for the reader, "Computer" for a computer,
// else "Player N".
std::vector<std::string> online_names(const App& a, int reader);
// A seat's connection as the host's lobby shows it: "waiting", "connecting", "direct", "relayed",
// "reconnecting", "left", "failed".
std::string seat_link(const OnlineHost& h, int seat);
// The sentence for a transport's "unreachable" reason, for the host's side or the guest's.
std::string unreachable_text(const std::string& reason, bool host);
// Chat (issue 37): this page's player says `text`, or reacts with a reaction id. A host checks its
// own line as a guest's and sends it to every guest; a guest sends it to the host, whose answer (the
// line for all, or a refusal) comes back.
void online_chat(App& a, const std::string& text, double now);
void online_react(App& a, const std::string& reaction, double now);
// This page's own seat (the host's player's, a guest's), or -1.
int online_my_seat(const App& a);
// The name a chat line's sender has on this page: "You", "Player 2", as the table names seats.
std::string chat_sender(const App& a, int seat);
// "Player 2: text" or "Player 2: Good game!" as the log shows a line.
std::string chat_text(const App& a, const ChatLine& line);
bool chat_muted(const OnlineChat& c, int seat);
void chat_mute(OnlineChat& c, int seat, bool muted);
// For the test hook.
std::string online_summary(const App& a);

}  // namespace ff
