#include "web/app/online.h"

#include <cstdlib>
#include <random>

#include "core/common/json.h"
#include "core/common/text.h"
#include "core/ai/level.h"
#include "core/common/rng.h"
#include "core/engine/ai_traits.h"
#include "core/match/think_request.h"
#include "core/games/registry.h"
#include "web/app/app.h"
#include "web/app/net_io.h"
#include "web/app/platform_io.h"

namespace ff {
namespace {

constexpr double kRetryS = 2.5;  // a dropped connection or a missing host is tried again this often
// A friend whose connection dropped and who has not come back for this long is shown as having left
// (a guest's page retries every kRetryS, so a reload or a short outage is back well within it).
constexpr double kLeftAfterS = 60.0;
// How long a connection has carried nothing when the transport says "silent" (web/ff-net.js, SILENT_MS).
constexpr int kSilentAfterS = 4;
// A guest whose host has been silent this long (the transport says "silent" after kSilentAfterS) drops the
// connection and makes a new one: a path that died (a network that went down and came back, an
// address that changed) is not waited on.
constexpr double kSilentGiveUpS = 6.0;
// A guest's connection that found no path is tried again after this long; a rejoining guest's after
// kRetryS (its host may have reloaded, and the signalling server hands offers to the old page until
// it lets go of the id).
constexpr double kUnreachableRetryS = 10.0;
// The host's page after a reload, while the signalling server still holds its id for the old page
// (peers/peerjs issues 224, 294: up to a minute or more).
const char* const kIdHeld = "This game's id is still in use at the signalling server, by this page before it reloaded: the server "
                            "lets go of it within a minute or two. Trying again every few seconds; your friends' pages wait.";
// A guest may send this many messages a second (web/ff-net.js drops the rest unread).
constexpr int kMaxGuestRate = 40;
// Batches of the transport's events (about 1 MiB each) read in one frame at most.
constexpr int kBatchesPerFrame = 4;
// A page that has not joined gets this many refusals; its next wrong message closes its connection.
constexpr int kMaxStrangerRefusals = 3;
// The chat lines a page keeps (the oldest go first).
constexpr size_t kChatKept = 200;

// RTCPeerConnection's iceServers for the text the settings or a link keep ("": the library's).
std::string ice_json(const std::string& text) {
  if (text.empty()) return "";
  auto servers = parse_ice_servers(text);
  return servers ? ice_servers_json(*servers) : "";
}

// Letters and digits from the browser's cryptographic source (std::random_device is
// crypto.getRandomValues in Emscripten): an invitation's token must not be guessable.
std::string random_word(size_t n) {
  static const char kChars[] = "abcdefghijkmnpqrstuvwxyz23456789";
  std::random_device rd;
  std::string out;
  for (size_t i = 0; i < n; ++i) out += kChars[rd() % (sizeof kChars - 1)];
  return out;
}

// `bytes` random bytes as hex digits, from the browser's cryptographic source (std::random_device is
// crypto.getRandomValues in Emscripten), unless a browser test fixed its deal (io::test_draw).
std::string fair_draw(size_t bytes) {
  std::string fixed = io::test_draw();
  if (is_hex(fixed, bytes * 2)) return fixed;
  std::random_device rd;
  std::vector<uint8_t> out;
  while (out.size() < bytes)
    for (uint32_t word = rd(), k = 0; k < 4 && out.size() < bytes; ++k) out.push_back(static_cast<uint8_t>(word >> (8 * k)));
  return to_hex(out.data(), out.size());
}

void send(int conn, const std::string& text) {
  if (conn > 0) io::net_send(conn, text);
}

// Reads the transport's events in bounded batches (at most kBatchesPerFrame a frame; the rest wait for
// the next frame, none is dropped), handing each to `handle`.
template <class F>
void poll_events(App& a, F&& handle) {
  for (int batch = 0; batch < kBatchesPerFrame; ++batch) {
    io::NetBatch b = io::net_poll();
    if (!b.error.empty()) a.online.trouble = "The online transport's events could not be read: " + b.error;
    for (const io::NetEvent& e : b.events) handle(e);
    if (b.left == 0) return;
  }
}

// ---- The host ---------------------------------------------------------------------------------

int seat_of(const OnlineHost& h, int conn) {
  for (size_t i = 0; i < h.seats.size(); ++i)
    if (conn > 0 && h.seats[i].conn == conn) return static_cast<int>(i);
  return -1;
}

void set_presence(OnlineHost& h, int seat, Presence p) {
  if (h.seats[seat].presence == p) return;
  h.seats[seat].presence = p;
  h.presence_sent = false;
}

// Who may join now: each friend's seat with its invitation (the host's own seat and the computer's
// have none), the watch link while watching is on, and how many watch.
JoinTable join_table(const OnlineHost& h) {
  JoinTable t;
  for (const OnlineSeat& s : h.seats) t.seat_tokens.push_back(s.token);
  t.watch_token = h.watch_token;
  t.watchers = static_cast<int>(h.watchers.size());
  return t;
}

// A refusal to a page that has not joined: answered kMaxStrangerRefusals times, then its connection
// is closed unanswered (a page that keeps joining wrongly is cut off and costs the host nothing more).
void refuse_stranger(OnlineHost& h, int conn, const std::string& reason) {
  if (++h.stranger_refusals[conn] > kMaxStrangerRefusals) {
    h.stranger_refusals.erase(conn);
    h.coming.erase(conn);
    io::net_close(conn);
    ++h.strangers_cut;
    return;
  }
  send(conn, refused_message(reason));
}

// A spectator's join (the checks are host_check_join's: watching on, the watch link's token, room).
void host_watch(App& a, OnlineHost& h, int conn) {
  h.watchers.push_back(Watcher{conn});  // a watcher's own messages never come here: watcher_message
  h.coming.erase(conn);
  h.stranger_refusals.erase(conn);
  h.presence_sent = false;  // every page learns the new count
  send(conn, welcome_message(*a.session.match.state, kObserver, online_names(a, kObserver)));
  send(conn, commit_message(h.fair, *a.session.match.state));  // the deal it may check at the end
}

// A join: a friend's seat with its own invitation, or the watch link (core/match/wire.h's rule).
// A page seated already may join its own seat again, nothing else.
void host_join(App& a, OnlineHost& h, int conn, const GuestMessage& m) {
  const State& st = *a.session.match.state;
  const int seated = seat_of(h, conn);
  if (seated >= 0 && m.seat != seated) return send(conn, refused_message("this page has seat " + std::to_string(seated + 1) + " already"));
  if (Status ok = host_check_join(m, page_build(), join_table(h)); !ok) {
    if (seated >= 0) return send(conn, refused_message(ok.error));
    return refuse_stranger(h, conn, ok.error);
  }
  if (m.seat == kObserver) return host_watch(a, h, conn);
  OnlineSeat& s = h.seats[m.seat];
  if (s.conn != conn && s.conn > 0) io::net_close(s.conn);  // the friend's page again (a reload): the new link wins
  s.conn = conn;
  s.lost_at = 0;
  s.sent_position = -1;
  s.revealed_serial = 0;
  s.connecting = false;
  s.failed.clear();
  h.coming.erase(conn);
  h.stranger_refusals.erase(conn);
  h.unreachable.clear();
  if (auto r = h.routes.find(conn); r != h.routes.end()) s.route = r->second;
  set_presence(h, m.seat, Presence::kConnected);
  send(conn, welcome_message(st, m.seat, online_names(a, m.seat)));
  send(conn, commit_message(h.fair, st));  // its page gives its part of the deal, unless dealt already
}

void host_move(App& a, OnlineHost& h, int conn, const GuestMessage& m) {
  const int seat = seat_of(h, conn);
  if (seat < 0) return refuse_stranger(h, conn, "join the game first");
  const Result<Action> act = host_check_move(*a.session.match.state, seat, m);
  if (!act) return send(conn, refused_message(act.error()));
  if (Status played = session_submit_remote(a.session, seat, *act); !played) send(conn, refused_message(played.error));
}

void send_hint(const State& st, int conn, int position, Action act) {
  HostMessage hint;
  hint.type = HostType::kHint;
  hint.position = position;
  hint.hint = LegalMove{act, st.describe(act, Person::kSecond), st.explain(act)};
  send(conn, write_host_message(hint));
}

// A friend's Hint: Hint's move for their seat (core/ai/guide.h: Hard's search from that seat's view
// only, as the computer's), searched by the computer's worker and sent when it answers
// (host_answer_hints). Without a worker the page does not search: the game's heuristic answers.
void host_hint(App& a, OnlineHost& h, int conn, const GuestMessage& m) {
  const int seat = seat_of(h, conn);
  const State& st = *a.session.match.state;
  if (seat < 0) return refuse_stranger(h, conn, "join the game first");
  if (st.is_terminal() || st.current_player() != seat || m.position != static_cast<int>(st.history().size()))
    return send(conn, refused_message("a hint is given on your turn, for the position shown"));
  if (const int request = io::worker_ask(think_request_text(st, ThinkKind::kHint, Level::Hard)); request > 0) {
    h.hints.push_back(OnlineHost::FriendHint{conn, m.position, request});
    return;
  }
  Rng rng(hint_seed(st));
  send_hint(st, conn, m.position, heuristic_action(st, rng));
}

// The worker's answers to friends' hints: sent while the game is still at the position asked about.
void host_answer_hints(App& a, OnlineHost& h) {
  if (h.hints.empty() || !a.session.has_game()) return;
  const State& st = *a.session.match.state;
  for (size_t i = 0; i < h.hints.size();) {
    OnlineHost::FriendHint& f = h.hints[i];
    std::string text;
    const io::WorkerReply reply = io::worker_reply(f.request, text);
    if (reply == io::WorkerReply::kPending) {
      ++i;
      continue;
    }
    auto answer = reply == io::WorkerReply::kAnswered ? parse_think_answer(text) : Result<ThinkAnswer>(make_error(text));
    const bool here = f.position == static_cast<int>(st.history().size()) && !st.is_terminal();
    if (here && answer && st.is_legal(answer->action)) send_hint(st, f.conn, f.position, answer->action);
    else if (here) send(f.conn, refused_message("no hint for this position"));
    h.hints.erase(h.hints.begin() + static_cast<long>(i));
  }
}

void add_chat(OnlineChat& c, ChatLine line) {
  c.lines.push_back(std::move(line));
  if (c.lines.size() > kChatKept) c.lines.erase(c.lines.begin());
}

// The host lets a chat line or reaction of `seat` through, or says why not: checked (plain text
// within the limits: host_check_chat) and within the seat's rate. A line let through goes to every
// guest at the table, its sender's page included, and into the host's own log.
Status host_chat_line(OnlineHost& h, OnlineChat& chat, int seat, const GuestMessage& m, double now) {
  bool reaction = false;
  const Result<std::string> line = host_check_chat(m, &reaction);
  if (!line) return make_error(line.error());
  if (Status ok = h.seats[seat].chat_rate.allow(now); !ok) return ok;
  ChatLine c;
  c.seat = seat;
  (reaction ? c.reaction : c.text) = *line;
  const std::string message = chat_message(seat, c.text, c.reaction);
  for (const OnlineSeat& s : h.seats) send(s.conn, message);
  add_chat(chat, std::move(c));
  return {};
}

// A guest's chat or reaction: refused with a reason (marked as the chat's) or let through.
void host_chat(OnlineHost& h, OnlineChat& chat, int conn, const GuestMessage& m, double now) {
  const int seat = seat_of(h, conn);
  if (seat < 0) return refuse_stranger(h, conn, "join the game first");
  if (Status ok = host_chat_line(h, chat, seat, m, now); !ok) send(conn, refused_message(ok.error, true));
}

// A friend asks for a rematch: refused before the game is over; else the host's table says so.
void host_rematch_asked(App& a, OnlineHost& h, int conn, double now) {
  const int seat = seat_of(h, conn);
  if (seat < 0) return refuse_stranger(h, conn, "join the game first");
  if (!a.session.has_game() || !a.session.match.state->is_terminal()) return send(conn, refused_message("the game is not over yet"));
  session_notice(a.session, now, "Player " + std::to_string(seat + 1) + " asks for a rematch: press Rematch to play again.");
}

// The note beside the host's save (core/match/links.h HostedNote): its peer id, the invitations and
// the deal, so a reload goes on with the same links, the same secret and the parts given.
void write_note(App& a, const OnlineHost& h) {
  HostedNote note{a.online.host_id, a.online.signal, {}, h.fair};
  for (const OnlineSeat& s : h.seats) note.tokens.push_back(s.token);
  a.session.match.online_seats = write_hosted_note(note);
  session_save(a.session);
}

// Every friend's page gave its part: the game is dealt from the seed they fixed with the host's
// secret (the session held a placeholder no page was shown), under the same save.
void host_deal(App& a, OnlineHost& h) {
  Session& s = a.session;
  const std::string key = s.match.save_key, game = s.match.state->info().id;
  const Options options = s.match.state->options();
  const int seats = s.match.state->num_seats();
  const std::vector<bool> computer = s.match.computer, remote = s.match.remote;
  if (Status st = session_start(s, game, fair_seed(h.fair.secret, h.fair.parts), seats, options, computer, s.match.level, remote); !st) {
    a.online.trouble = "The deal could not be made: " + st.error;
    return;
  }
  if (!key.empty() && s.match.save_key != key) io::storage_remove(s.match.save_key), s.match.save_key = key;
  write_note(a, h);
}

// A friend's page's part of the deal (refused from a page that has not joined, a spectator, a
// seat that gives none, once dealt, for another commitment: core/match/fair_deal.h fair_take).
void host_contribute(App& a, OnlineHost& h, int conn, const GuestMessage& m) {
  const int seat = seat_of(h, conn);
  if (seat < 0) return refuse_stranger(h, conn, "join the game first");
  if (Status ok = fair_take(h.fair, fair_commitment(h.fair, *a.session.match.state), seat, m); !ok) return send(conn, refused_message(ok.error));
  if (fair_dealt(h.fair)) host_deal(a, h);
  else write_note(a, h);
}

int watcher_of(const OnlineHost& h, int conn) {
  for (size_t i = 0; i < h.watchers.size(); ++i)
    if (conn > 0 && h.watchers[i].conn == conn) return static_cast<int>(i);
  return -1;
}

// A spectator's page may only say goodbye: anything else is refused (it changes nothing).
void watcher_message(OnlineHost& h, int conn, const GuestMessage& m) {
  if (m.type != GuestType::kBye) return send(conn, refused_message("a spectator only watches"));
  h.watchers.erase(h.watchers.begin() + watcher_of(h, conn));
  h.presence_sent = false;
  io::net_close(conn);
}

void host_message(App& a, OnlineHost& h, int conn, const std::string& text, double now) {
  const Result<GuestMessage> m = parse_guest_message(text);
  const bool joined = seat_of(h, conn) >= 0 || watcher_of(h, conn) >= 0;
  if (!m) return joined ? send(conn, refused_message(m.error())) : refuse_stranger(h, conn, m.error());
  if (watcher_of(h, conn) >= 0) return watcher_message(h, conn, *m);
  switch (m->type) {
    case GuestType::kChat:
    case GuestType::kReact: return host_chat(h, a.online.chat, conn, *m, now);
    case GuestType::kJoin: return host_join(a, h, conn, *m);
    case GuestType::kMove: return host_move(a, h, conn, *m);
    case GuestType::kHint: return host_hint(a, h, conn, *m);
    case GuestType::kRematch: return host_rematch_asked(a, h, conn, now);
    case GuestType::kContribute: return host_contribute(a, h, conn, *m);
    case GuestType::kBye: {
      const int seat = seat_of(h, conn);
      if (seat >= 0) h.seats[seat].conn = 0, set_presence(h, seat, Presence::kLeft);
      h.stranger_refusals.erase(conn);
      io::net_close(conn);
      return;
    }
  }
}

// The seat a connection is for: its friend's, once joined, or the one its offer named.
int seat_coming(const OnlineHost& h, int conn) {
  const int seat = seat_of(h, conn);
  if (seat >= 0) return seat;
  auto it = h.coming.find(conn);
  return it == h.coming.end() ? -1 : it->second;
}

void host_closed(OnlineHost& h, int conn, double now) {
  if (const int w = watcher_of(h, conn); w >= 0) h.watchers.erase(h.watchers.begin() + w), h.presence_sent = false;
  h.stranger_refusals.erase(conn);
  const int seat = seat_of(h, conn);
  if (seat >= 0) h.seats[seat].conn = 0, h.seats[seat].lost_at = now, set_presence(h, seat, Presence::kReconnecting);
  // A friend who came by connection code and dropped (a reload) needs a new code: the lobby offers one.
  for (OnlineSeat& s : h.seats)
    if (s.code_conn == conn) s.code_conn = 0, s.offer.clear(), s.answer.clear();
  if (auto it = h.coming.find(conn); it != h.coming.end()) {
    if (it->second >= 0 && h.seats[it->second].conn <= 0) h.seats[it->second].connecting = false;
    h.coming.erase(it);
  }
  h.routes.erase(conn);
}

// What the transport says of a connection's path: a friend's page connecting for a seat, the route
// its data takes, that it could not connect (and why), that it went quiet or speaks again.
void host_link_event(OnlineHost& h, const io::NetEvent& e, double now) {
  if (e.kind == "incoming") {
    int seat = -1;  // "seat=2" from the friend's offer: shown while it connects, checked at its join
    if (e.text.size() == 6 && e.text.compare(0, 5, "seat=") == 0 && e.text[5] >= '1' && e.text[5] <= '8') seat = e.text[5] - '1';
    if (seat >= static_cast<int>(h.seats.size()) || (seat >= 0 && h.seats[seat].token.empty())) seat = -1;
    h.coming[e.conn] = seat;
    if (seat >= 0 && h.seats[seat].conn <= 0) h.seats[seat].connecting = true;  // a failed reason stands until it is seated
    return;
  }
  if (e.kind == "route") {
    h.routes[e.conn] = e.text;
    const int seat = seat_of(h, e.conn);
    if (seat >= 0) h.seats[seat].route = e.text;
    return;
  }
  const int seat = seat_coming(h, e.conn);
  if (e.kind == "unreachable") {
    const std::string why = unreachable_text(e.text, true);
    if (seat >= 0 && h.seats[seat].conn <= 0) h.seats[seat].failed = why, h.seats[seat].connecting = false;
    else if (seat < 0) h.unreachable = why;
  } else if (seat >= 0 && h.seats[seat].conn == e.conn) {  // silent / heard, on a friend's seated connection
    if (e.kind == "silent") h.seats[seat].lost_at = now, set_presence(h, seat, Presence::kReconnecting);
    else h.seats[seat].lost_at = 0, set_presence(h, seat, Presence::kConnected);
  }
}

void host_event(App& a, OnlineHost& h, const io::NetEvent& e, double now) {
  Online& o = a.online;
  if (e.kind == "ready") {
    o.my_id = e.id;
    o.trouble.clear();
  } else if (e.kind == "data") {
    host_message(a, h, e.conn, e.text, now);
  } else if (e.kind == "close") {
    host_closed(h, e.conn, now);
  } else if (e.kind == "incoming" || e.kind == "route" || e.kind == "unreachable" || e.kind == "silent" || e.kind == "heard") {
    host_link_event(h, e, now);
  } else if (e.kind == "flood" || e.kind == "toolong") {
    const std::string why = e.kind == "flood" ? "too many messages: " + e.text + " were dropped unread (at most " +
                                                    std::to_string(kMaxGuestRate) + " a second)"
                                              : "a message is at most 16 KiB: one of " + e.text + " characters was dropped unread";
    if (seat_of(h, e.conn) >= 0 || watcher_of(h, e.conn) >= 0) send(e.conn, refused_message(why));
    else refuse_stranger(h, e.conn, why);
  } else if (e.kind == "broker") {
    // PeerJS reports a taken id, then the lost server: the first says more.
    if (!(o.my_id.empty() && o.trouble == kIdHeld)) o.trouble = "Lost the connection to the signalling server; trying again.";
    o.retry_at = now + kRetryS;
  } else if (e.kind == "error" && e.conn == 0) {
    o.trouble = e.text == "unavailable-id" ? kIdHeld : "Online play: " + e.text;
    o.retry_at = now + kRetryS;
  } else if (e.kind == "failed") {
    o.trouble = "Online play cannot start: " + e.text + ".";
  } else if (e.kind == "offer" || e.kind == "codefail") {
    for (OnlineSeat& s : h.seats) {
      if (s.code_conn != e.conn) continue;
      if (e.kind == "offer") s.offer = e.text;
      else o.trouble = "The connection code failed: " + e.text;
    }
  }
}

// One page's part (a friend's OnlineSeat or a Watcher): the presence when it changed, and once the
// game is dealt, once per position the frame of `seat` (kObserver: a spectator's, the public view)
// and at the end the deal shown (the secret, every part and the record) for its page to check.
template <class Page>
void send_to_page(App& a, const FairHost& fair, Page& page, int seat, const std::string& presence) {
  const Match& m = a.session.match;
  const int position = static_cast<int>(m.state->history().size());
  if (!presence.empty()) send(page.conn, presence);
  if (!fair_dealt(fair)) return;
  if (page.sent_position != position || page.sent_serial != m.serial) {
    send(page.conn, frame_for_seat(*m.state, seat, online_names(a, seat)));
    page.sent_position = position;
    page.sent_serial = m.serial;
  }
  if (m.state->is_terminal() && page.revealed_serial != m.serial) {
    send(page.conn, reveal_message(fair, *m.state));
    page.revealed_serial = m.serial;
  }
}

// Each connected guest gets its seat's frame once per position, each spectator the public one, and
// every page the presence when it changed.
void host_send_frames(App& a, OnlineHost& h) {
  std::string presence;
  if (!h.presence_sent) {
    std::vector<Presence> all;
    for (const OnlineSeat& s : h.seats) all.push_back(s.presence);
    presence = presence_message(all, static_cast<int>(h.watchers.size()));
  }
  for (Watcher& w : h.watchers) send_to_page(a, h.fair, w, kObserver, presence);
  for (size_t seat = 0; seat < h.seats.size(); ++seat)
    if (OnlineSeat& s = h.seats[seat]; s.conn > 0) send_to_page(a, h.fair, s, static_cast<int>(seat), presence);
  h.presence_sent = true;
}

void host_update(App& a, OnlineHost& h, double now) {
  Online& o = a.online;
  if (o.retry_at > 0 && now >= o.retry_at) {
    o.retry_at = 0;
    if (o.my_id.empty()) io::net_start(o.host_id, o.signal, ice_json(o.ice));
    else io::net_reconnect_broker();
  }
  poll_events(a, [&](const io::NetEvent& e) { host_event(a, h, e, now); });
  for (size_t seat = 0; seat < h.seats.size(); ++seat)
    if (h.seats[seat].presence == Presence::kReconnecting && h.seats[seat].lost_at > 0 && now - h.seats[seat].lost_at > kLeftAfterS)
      set_presence(h, static_cast<int>(seat), Presence::kLeft);
  host_answer_hints(a, h);
  if (a.session.has_game()) host_send_frames(a, h);
}

// ---- The guest --------------------------------------------------------------------------------

// The guest's check of the deal (issue 54): it runs a few milliseconds a frame, so a long game's check
// never stalls the page; an ended game whose deal the host has not shown this long after, or a host
// gone this long, is "not verified"; what a page keeps of a deal is pruned after a few days.
constexpr double kCheckSliceMs = 6;
constexpr double kRevealWaitS = 5;
constexpr double kGoneWaitS = 10;
constexpr double kFairKeptMs = 3 * 24 * 3600e3;
constexpr const char* kFairKeyPrefix = "fivefronts.fair:";

// Where this page keeps the deal: by the host's id and the seat ("watch" for a spectator).
std::string fair_key(const Online& o, const OnlineGuest& g) {
  return kFairKeyPrefix + o.host_id + ":" + (g.watcher ? std::string("watch") : std::to_string(g.seat + 1));
}

// Best effort: a storage that refuses the write loses only what a reload would have checked.
void fair_keep(const Online& o, OnlineGuest& g) {
  g.fair.witness.at = io::now_ms();
  io::storage_set(fair_key(o, g), write_witness(g.fair.witness));
}

// The host's commitment: the deal this page keeps (the same one after a reload, with its frames),
// and this seat's part, drawn and sent unless the deal is made already or the host chose it.
void guest_commit(Online& o, OnlineGuest& g, const HostMessage& m) {
  FairGuest& f = g.fair;
  auto kept = read_witness(io::storage_get(fair_key(o, g)));
  if (kept && kept->chosen == m.chosen && kept->commitment == m.commitment && kept->seat == g.seat) f.witness = std::move(*kept);
  else f.witness = FairWitness{.chosen = m.chosen, .commitment = m.commitment, .contributors = m.contributors, .seat = g.seat, .late = m.dealt};
  f.known = true;
  const bool gives = !g.watcher && std::find(m.contributors.begin(), m.contributors.end(), g.seat) != m.contributors.end();
  if (gives && !m.dealt && f.witness.mine.empty()) f.witness.mine = fair_draw(kContributionBytes);
  fair_keep(o, g);
  if (!gives || m.dealt) return;
  send(g.conn, write_guest_message(GuestMessage{.type = GuestType::kContribute, .commitment = m.commitment, .contribution = f.witness.mine}));
}

// The host shows the deal (at the end, or as it leaves): checked against what this page kept.
void guest_reveal(OnlineGuest& g, const HostMessage& m, double now) {
  FairGuest& f = g.fair;
  f.verdict.reset();
  f.check_ms = 0;
  f.revealed_at = now;
  if (f.known) {
    f.check = std::make_shared<FairCheck>(f.witness, m);
    return;
  }
  f.verdict = std::make_shared<FairVerdict>();
  f.verdict->words = "Not verified: the host showed a deal it never committed to with this page.";
}

void guest_check_step(OnlineGuest& g, double now) {
  FairGuest& f = g.fair;
  if (g.frames > 0 && !g.welcomed) f.gone_at = f.gone_at > 0 ? f.gone_at : now;
  else f.gone_at = 0;
  if (!f.check) return;
  const double start = io::now_ms();
  while (f.check->step() && io::now_ms() - start < kCheckSliceMs) {
  }
  f.check_ms += io::now_ms() - start;
  if (!f.check->done()) return;
  f.verdict = std::make_shared<FairVerdict>(f.check->take());
  f.check.reset();
  f.checked_at = now;
}

// Old deals kept by this page (their games long over): removed when it joins a game.
void fair_prune() {
  const double now = io::now_ms();
  for (const std::string& key : io::storage_keys(kFairKeyPrefix)) {
    auto w = read_witness(io::storage_get(key));
    if (!w || now - w->at > kFairKeptMs) io::storage_remove(key);
  }
}

void guest_frame_arrived(App& a, OnlineGuest& g, HostMessage&& m, double now) {
  auto view = view_from_json(m.game, m.view);
  if (!view) {
    a.online.trouble = "The host's table could not be read: " + view.error();
    return;
  }
  if (g.frame.type == HostType::kFrame && !g.frame.result.empty() && m.result.empty()) {  // a rematch began
    g.result_recorded = g.rematch_asked = false;
    g.hint_at = -1;
    g.fair.verdict.reset(), g.fair.check.reset(), g.fair.over_at = 0;
  }
  g.view = std::move(*view);
  g.frame = std::move(m);
  ++g.frames;
  if (g.fair.known) witness_frame(g.fair.witness, g.frame), fair_keep(a.online, g);
  if (!g.frame.result.empty() && g.fair.over_at == 0) g.fair.over_at = now;
  a.online.trouble.clear();
  if (g.frame.position != g.move_sent_at) g.move_sent_at = -1;
  if (a.screen != Screen::Table && a.screen != Screen::Rules) a.screen = Screen::Table;
}

// A line the host let through. Its text is cleaned again here (a host's page of this version sent
// it clean): nothing but plain text reaches the log.
void guest_chat(OnlineChat& chat, const HostMessage& m) {
  ChatLine c;
  c.seat = m.seat;
  c.reaction = m.reaction;
  if (m.reaction.empty()) {
    Result<std::string> text = clean_chat_text(m.text);
    if (!text) return;
    c.text = *text;
  }
  add_chat(chat, std::move(c));
}

void guest_message(App& a, OnlineGuest& g, const std::string& text, double now) {
  Online& o = a.online;
  Result<HostMessage> m = parse_host_message(text);
  if (!m) {
    g.reload = m.error() == kReloadReason;
    o.trouble = g.reload ? "The host's page is another version: reload this page to join." : "The host sent a message this page cannot read: " + m.error();
    return;
  }
  switch (m->type) {
    case HostType::kWelcome: g.welcomed = true; break;
    case HostType::kRefused:
      if (m->chat) {  // a line of ours: said by the chat field, the game untouched
        o.chat.refused = m->reason, o.chat.refused_at = now, ++o.chat.refusals;
        break;
      }
      g.refused = m->reason;
      g.refused_at = now;
      g.reload = m->reload;
      if (g.watcher) o.trouble = "The host's page: " + m->reason + ".";  // a spectator's stays said
      g.move_sent_at = -1;
      break;
    case HostType::kFrame: guest_frame_arrived(a, g, std::move(*m), now); break;
    case HostType::kCommit: guest_commit(o, g, *m); break;
    case HostType::kReveal: guest_reveal(g, *m, now); break;
    case HostType::kPresence: g.presence = m->presence, g.watching = m->watching; break;
    case HostType::kHint:
      if (m->hint && m->position == g.frame.position) g.hint = *m->hint, g.hint_at = m->position;
      break;
    case HostType::kChat: guest_chat(o.chat, *m); break;
  }
}

// A new connection to the host (the previous one, if any, closed), naming the seat it comes for.
void guest_connect(const Online& o, OnlineGuest& g) {
  if (g.conn > 0) io::net_close(g.conn);
  g.conn = io::net_connect(o.host_id, "seat=" + std::to_string(g.seat + 1));
  g.welcomed = false;
  g.silent_since = 0;
}

// The transport's watch over the connection to the host: the route, silence, no path at all.
void guest_link_event(Online& o, OnlineGuest& g, const io::NetEvent& e, double now) {
  if (e.conn != g.conn) return;
  if (e.kind == "route") {
    g.route = e.text;
  } else if (e.kind == "unreachable") {
    // A guest that had joined is rejoining: its host most likely reloaded (the route worked before).
    if (g.frames == 0) g.unreachable = unreachable_text(e.text, false);
    else o.trouble = "The host's page cannot be reached; trying again.";
    io::net_close(g.conn);
    g.conn = 0;
    o.retry_at = now + (g.frames == 0 ? kUnreachableRetryS : kRetryS);
  } else if (e.kind == "silent") {
    g.silent_since = now;
    o.trouble = "The host's page has not answered for " + std::to_string(kSilentAfterS) + " seconds: waiting for it (reconnecting).";
  } else if (e.kind == "heard") {
    g.silent_since = 0;
    o.trouble.clear();
  }
}

// The host's code names the seat and its token ("seat=2 token=..."), as an invitation link does.
void guest_answer_made(OnlineGuest& g, const io::NetEvent& e) {
  g.answer_code = e.text;
  for (std::string_view part : split(e.id, ' ')) {
    if (part.substr(0, 5) == "seat=") g.seat = std::atoi(std::string(part.substr(5)).c_str()) - 1;
    if (part.substr(0, 6) == "token=") g.token = std::string(part.substr(6));
  }
}

void guest_event(App& a, OnlineGuest& g, const io::NetEvent& e, double now) {
  Online& o = a.online;
  if (e.kind == "ready") {
    o.my_id = e.id;
    guest_connect(o, g);
  } else if (e.kind == "route" || e.kind == "unreachable" || e.kind == "silent" || e.kind == "heard") {
    guest_link_event(o, g, e, now);
  } else if (e.kind == "open" && e.conn == g.conn) {
    g.unreachable.clear();
    GuestMessage join;
    join.type = GuestType::kJoin;
    join.page = page_build();
    join.token = g.token;
    join.seat = g.seat;
    send(g.conn, write_guest_message(join));
    o.trouble.clear();
  } else if (e.kind == "data" && e.conn == g.conn) {
    guest_message(a, g, e.text, now);
  } else if (e.kind == "toolong" && e.conn == g.conn) {
    o.trouble = "The host's page sent a message of " + e.text + " characters, too long to read: it was left unread.";
  } else if ((e.kind == "close" && e.conn == g.conn) || (e.kind == "error" && e.conn == 0 && e.text == "peer-unavailable")) {
    g.conn = 0;
    g.welcomed = false;
    o.trouble = "The host's page cannot be reached; trying again.";
    o.retry_at = now + kRetryS;
  } else if (e.kind == "error" && e.conn == 0) {
    o.trouble = "Online play: " + e.text;
    o.retry_at = now + kRetryS;
  } else if (e.kind == "broker") {  // the signalling server dropped us (a long outage): register again
    o.trouble = "Lost the connection to the signalling server; trying again.";
    g.broker_lost = true;
    o.retry_at = now + kRetryS;
  } else if (e.kind == "failed") {
    o.trouble = "Online play cannot start: " + e.text + ".";
  } else if (e.kind == "answer" && e.conn == g.conn) {
    guest_answer_made(g, e);
  } else if (e.kind == "codefail") {
    o.trouble = "The connection code does not work: " + e.text + ".";
    g.conn = 0;
  }
}

void guest_update(App& a, OnlineGuest& g, double now) {
  Online& o = a.online;
  if (g.by_code) {  // no server: the answer is made once the transport script is here
    if (g.conn == 0 && g.answer_code.empty() && o.trouble.empty() && io::net_ready()) g.conn = io::net_answer(g.host_code);
  } else if (o.retry_at > 0 && now >= o.retry_at && !g.reload) {
    o.retry_at = 0;
    if (o.my_id.empty()) io::net_start("", o.signal, ice_json(o.ice));
    else if (g.broker_lost) g.broker_lost = false, io::net_reconnect_broker();
    else if (g.conn == 0) guest_connect(o, g);
  }
  if (g.conn > 0 && g.silent_since > 0 && now - g.silent_since > kSilentGiveUpS) {  // a dead path: make a new one
    io::net_close(g.conn);
    g.conn = 0;
    g.welcomed = false;
    g.silent_since = 0;
    o.trouble = "The host's page has not answered for " + std::to_string(static_cast<int>(kSilentGiveUpS)) +
                " seconds: connecting to it again.";
    o.retry_at = now;
  }
  poll_events(a, [&](const io::NetEvent& e) { guest_event(a, g, e, now); });
  guest_check_step(g, now);
  if (g.frame.type == HostType::kFrame && !g.frame.result.empty() && !g.result_recorded) {
    g.result_recorded = true;
    record_online_result(g.frame.game, g.frame.result[static_cast<size_t>(g.seat)]);
  }
}

}  // namespace

std::string page_build() {
#ifdef FF_BUILD_ID
  return std::string(FF_VERSION) + "-" + FF_BUILD_ID;
#else
  return "native";
#endif
}

namespace {

// The host's seats for the session's game: each friend's seat gets its invitation (`tokens`: a
// resumed game's; none: new ones); the others are the computer's or this screen's.
void seat_friends(OnlineHost& h, const Match& m, const std::vector<std::string>& tokens) {
  h.seats.resize(m.computer.size());
  for (size_t seat = 0; seat < h.seats.size(); ++seat) {
    OnlineSeat& s = h.seats[seat];
    if (m.is_remote(static_cast<int>(seat))) s.token = tokens.empty() ? random_word(10) : tokens[seat], s.presence = Presence::kReconnecting;
    else s.presence = m.computer[seat] ? Presence::kComputer : Presence::kConnected;
  }
}

// A deal whose number the host typed: no commitment, no parts (the guests' pages say the host chose it).
FairHost chosen_deal(size_t seats) {
  FairHost f = fair_host("", std::vector<bool>(seats, false));
  f.chosen = true;
  return f;
}

}  // namespace

void online_host(App& a, const std::string& signal, const std::string& ice, bool chosen) {
  Online& o = a.online;
  o = Online{};
  OnlineHost& h = o.side.emplace<OnlineHost>();
  o.signal = signal;
  o.ice = ice;
  o.host_id = "fivefronts-" + random_word(12);
  h.watch_token = random_word(10);  // watching is on until the host turns it off
  seat_friends(h, a.session.match, {});
  // The secret is drawn now, before any friend's part: the commitment every page gets fixes it.
  h.fair = chosen ? chosen_deal(h.seats.size()) : fair_host(fair_draw(kSecretBytes), a.session.match.remote);
  write_note(a, h);
  io::net_start(o.host_id, o.signal, ice_json(o.ice));
}

void online_new_deal(App& a) {
  OnlineHost* h = host_side(a.online);
  if (!h || !a.session.has_game()) return;
  h->fair = fair_host(fair_draw(kSecretBytes), a.session.match.remote);
  write_note(a, *h);
  const std::string commit = commit_message(h->fair, *a.session.match.state);
  for (const OnlineSeat& s : h->seats) send(s.conn, commit);
  for (const Watcher& w : h->watchers) send(w.conn, commit);
  a.screen = Screen::Lobby;  // until the friends' pages gave their parts
}

bool online_dealt(const App& a) {
  const OnlineHost* h = host_side(a.online);
  return !h || fair_dealt(h->fair);
}

std::string online_deal_waits(const App& a) {
  const OnlineHost* h = host_side(a.online);
  std::string names;
  if (h)
    for (int seat : fair_waiting(h->fair)) names += (names.empty() ? "Player " : ", Player ") + std::to_string(seat + 1);
  return names;
}

void online_resume(App& a) {
  const Match& m = a.session.match;
  if (!a.session.has_game() || !m.online()) return;
  auto note = read_hosted_note(m.online_seats);  // the session read it once already: it is readable
  if (!note) return;
  Online& o = a.online;
  o = Online{};
  OnlineHost& h = o.side.emplace<OnlineHost>();
  o.host_id = note->host_id;
  o.signal = note->signal;
  o.ice = a.form.ice_text;  // the note keeps no relay (its format stays readable by older pages)
  h.watch_token = random_word(10);  // nor the watch link: a reloaded host's watch link is new
  h.started = true;                 // a game under way: the lobby leads back to its table
  seat_friends(h, m, note->tokens);
  // An earlier version's note has no deal: its game is one the host chose.
  h.fair = note->fair ? *note->fair : chosen_deal(h.seats.size());
  if (!fair_dealt(h.fair)) a.screen = Screen::Lobby;  // the friends' pages give their parts again
  io::net_start(o.host_id, o.signal, ice_json(o.ice));
}

std::string invite_link(const App& a, int seat) {
  const Online& o = a.online;
  const OnlineHost* h = host_side(o);
  if (!h) return "";
  const std::string token = seat == kObserver ? h->watch_token : seat >= 0 && seat < static_cast<int>(h->seats.size()) ? h->seats[seat].token : "";
  if (token.empty()) return "";
  DealLink link;
  link.join = o.host_id;
  link.join_seat = seat + 1;  // 0: seat=watch
  link.token = token;
  link.signal = o.signal;
  link.ice = o.ice;
  return io::page_address() + deal_query(link);
}

bool online_all_seated(const App& a) {
  const OnlineHost* h = host_side(a.online);
  if (!h) return true;
  for (const OnlineSeat& s : h->seats)
    if (!s.token.empty() && s.presence != Presence::kConnected) return false;
  return true;
}

void online_join(App& a, const DealLink& invitation) {
  Online& o = a.online;
  o = Online{};
  OnlineGuest& g = o.side.emplace<OnlineGuest>();
  o.signal = invitation.signal;
  o.ice = invitation.ice;
  o.host_id = invitation.join;
  g.seat = invitation.join_seat - 1;  // kObserver for seat=watch
  g.watcher = invitation.join_seat == 0;
  g.token = invitation.token;
  session_reset(a.session);
  fair_prune();
  io::net_start("", o.signal, ice_json(o.ice));
}

void online_offer_code(App& a, int seat) {
  OnlineHost* h = host_side(a.online);
  if (!h || seat < 0 || seat >= static_cast<int>(h->seats.size()) || h->seats[seat].token.empty()) return;
  OnlineSeat& s = h->seats[seat];
  s.offer.clear();
  s.answer.clear();
  s.code_conn = io::net_offer("seat=" + std::to_string(seat + 1) + " token=" + s.token);
  if (s.code_conn == 0) a.online.trouble = "Connection codes need the online script, which has not loaded yet: try again in a moment.";
}

void online_accept_answer(App& a, int seat) {
  OnlineHost* h = host_side(a.online);
  if (!h || seat < 0 || seat >= static_cast<int>(h->seats.size()) || h->seats[seat].code_conn == 0) return;
  io::net_accept(h->seats[seat].code_conn, h->seats[seat].answer);
}

bool is_connection_code(const std::string& text) {
  const size_t at = text.find_first_not_of(" \t\r\n");
  return at != std::string::npos && text.compare(at, 4, "FFC1") == 0;
}

void online_join_by_code(App& a, const std::string& code) {
  Online& o = a.online;
  io::net_stop();
  o = Online{};
  OnlineGuest& g = o.side.emplace<OnlineGuest>();
  g.by_code = true;
  g.host_code = code;
  o.my_id = "code";
  session_reset(a.session);
  io::net_load();
}

void online_update(App& a, double now) {
  if (OnlineHost* h = host_side(a.online)) host_update(a, *h, now);
  if (OnlineGuest* g = guest_side(a.online)) guest_update(a, *g, now);
}

void online_send_move(App& a, Action action) {
  OnlineGuest* g = guest_side(a.online);
  if (!g || g->frame.type != HostType::kFrame || g->move_sent_at == g->frame.position) return;
  GuestMessage m;
  m.type = GuestType::kMove;
  m.position = g->frame.position;
  m.number = action;  // the host's engine checks it is legal for this position
  send(g->conn, write_guest_message(m));
  g->move_sent_at = g->frame.position;
}

void online_ask_hint(App& a) {
  const OnlineGuest* g = guest_side(a.online);
  if (!g || !g->frame.my_turn) return;
  GuestMessage m;
  m.type = GuestType::kHint;
  m.position = g->frame.position;
  send(g->conn, write_guest_message(m));
}

namespace {

void chat_refuse(OnlineChat& c, const std::string& why, double now) {
  c.refused = why;
  c.refused_at = now;
}

// This page's line or reaction: the host checks its own as a guest's; a guest checks the text here
// too (a line the host would refuse is not sent) and sends it.
void send_chat(App& a, const GuestMessage& m, double now) {
  Online& o = a.online;
  const int seat = online_my_seat(a);
  if (seat < 0) return;
  if (OnlineHost* h = host_side(o)) {
    if (Status ok = host_chat_line(*h, o.chat, seat, m, now); !ok) chat_refuse(o.chat, ok.error, now);
    return;
  }
  const OnlineGuest& g = *guest_side(o);  // online_my_seat: a host's seat or a guest's
  bool reaction = false;
  if (Result<std::string> line = host_check_chat(m, &reaction); !line) return chat_refuse(o.chat, line.error(), now);
  if (g.conn <= 0 || !g.welcomed) return chat_refuse(o.chat, "not connected to the host's page", now);
  send(g.conn, write_guest_message(m));
}

}  // namespace

void online_chat(App& a, const std::string& text, double now) {
  GuestMessage m;
  m.type = GuestType::kChat;
  m.text = text;
  send_chat(a, m, now);
}

void online_react(App& a, const std::string& reaction, double now) {
  GuestMessage m;
  m.type = GuestType::kReact;
  m.reaction = reaction;
  send_chat(a, m, now);
}

int online_my_seat(const App& a) {
  if (const OnlineGuest* g = guest_side(a.online)) return g->seat;
  if (!host_side(a.online) || !a.session.has_game()) return -1;
  const Match& m = a.session.match;
  for (int seat = 0; seat < static_cast<int>(m.computer.size()); ++seat)
    if (!m.computer[seat] && !m.is_remote(seat)) return seat;
  return -1;
}

std::string chat_sender(const App& a, int seat) {
  if (seat == online_my_seat(a)) return "You";
  const OnlineGuest* g = guest_side(a.online);
  if (g && seat >= 0 && seat < static_cast<int>(g->frame.names.size())) return g->frame.names[seat];
  return "Player " + std::to_string(seat + 1);
}

std::string chat_text(const App& a, const ChatLine& line) {
  const std::string who = chat_sender(a, line.seat);
  if (!line.reaction.empty()) return who + (who == "You" ? " react: " : " reacts: ") + reaction_text(line.reaction);
  return who + ": " + line.text;
}

bool chat_muted(const OnlineChat& c, int seat) { return seat >= 0 && seat < static_cast<int>(c.muted.size()) && c.muted[seat]; }

void chat_mute(OnlineChat& c, int seat, bool muted) {
  if (seat < 0 || seat >= 16) return;
  if (c.muted.size() <= static_cast<size_t>(seat)) c.muted.resize(static_cast<size_t>(seat) + 1, false);
  c.muted[seat] = muted;
}

void online_leave(App& a) {
  Online& o = a.online;
  if (const OnlineGuest* g = guest_side(o); g && g->conn > 0) {
    GuestMessage bye;
    bye.type = GuestType::kBye;
    send(g->conn, write_guest_message(bye));
  }
  if (const OnlineGuest* g = guest_side(o)) io::storage_remove(fair_key(o, *g));  // this page is done with the deal
  // A host that leaves a game dealt and under way shows the deal first: every page checks what it saw.
  if (const OnlineHost* h = host_side(o); h && a.session.has_game() && fair_dealt(h->fair) && !a.session.match.state->is_terminal()) {
    const std::string reveal = reveal_message(h->fair, *a.session.match.state);
    for (const OnlineSeat& s : h->seats) send(s.conn, reveal);
    for (const Watcher& w : h->watchers) send(w.conn, reveal);
  }
  io::net_stop();
  if (host_side(o) && a.session.has_game()) {
    // The friends' seats go to the computer: the game goes on at this screen.
    for (size_t seat = 0; seat < a.session.match.remote.size(); ++seat)
      if (a.session.match.remote[seat]) a.session.match.computer[seat] = true;
    a.session.match.remote.clear();
    if (!a.session.match.save_key.empty()) io::storage_remove(online_key(a.session.match.save_key));
    a.session.match.online_seats.clear();
    session_save(a.session);
  }
  o = Online{};
  io::set_url_query("");  // an invitation in the address bar would join again on a reload
  a.saved_checked = false;
  a.screen = Screen::Menu;
}

std::vector<std::string> online_names(const App& a, int reader) {
  std::vector<std::string> names;
  const Match& m = a.session.match;
  int computers = 0;
  for (bool c : m.computer) computers += c;
  for (int seat = 0; seat < static_cast<int>(m.computer.size()); ++seat) {
    if (seat == reader) names.push_back("You");
    else if (m.computer[seat]) names.push_back(computers == 1 ? "Computer" : "Computer " + std::to_string(seat + 1));
    else names.push_back("Player " + std::to_string(seat + 1));
  }
  return names;
}

std::string presence_line(const App& a) {
  const OnlineHost* h = host_side(a.online);
  const OnlineGuest* g = guest_side(a.online);
  std::vector<Presence> seats;
  if (h)
    for (const OnlineSeat& s : h->seats) seats.push_back(s.presence);
  else if (g)
    seats = g->presence;
  std::string line;
  for (size_t seat = 0; seat < seats.size(); ++seat) {
    if (seats[seat] == Presence::kComputer) continue;
    if (h ? !a.session.match.is_remote(static_cast<int>(seat)) : static_cast<int>(seat) == g->seat) continue;
    line += (line.empty() ? "" : ", ") + std::string("Player ") + std::to_string(seat + 1) + " " + presence_id(seats[seat]);
    // The host sees how each friend's page reaches it: a relay adds a hop (and someone's server).
    if (h && seats[seat] == Presence::kConnected && !h->seats[seat].route.empty()) line += " (" + h->seats[seat].route + ")";
  }
  if (const int watching = online_watching(a); watching > 0) line += (line.empty() ? "" : ", ") + std::to_string(watching) + " watching";
  return line;
}

std::string seat_link(const OnlineHost& h, int seat) {
  const OnlineSeat& s = h.seats[seat];
  if (s.presence == Presence::kConnected) return s.route.empty() ? "connected" : s.route;
  if (s.presence == Presence::kLeft) return "left";
  if (s.conn > 0 || (s.presence == Presence::kReconnecting && s.lost_at > 0)) return "reconnecting";
  if (!s.failed.empty()) return "failed";  // its page tries again; the reason stands until it gets through
  if (s.connecting) return "connecting";
  return "waiting";
}

std::string unreachable_text(const std::string& reason, bool host) {
  const std::string who = host ? "your friend's" : "the host's";
  const std::string start = "No direct path was found between your network and " + who +
                            ": a router on the way blocks direct connections";
  if (reason == "no-relay")
    return start + (host ? ", and no relay (TURN) server is set. Add one in Settings (scripts/online-servers starts one) and send "
                           "a new link, or connect with codes on one network."
                         : ", and this invitation names no relay (TURN) server. Ask the host to add one in Settings and send "
                           "a new link, or to connect with codes on one network.");
  if (reason == "relay-silent")
    return start + ", and the relay (TURN) server did not answer or refused its user name and password: check them in " +
           (host ? "Settings." : "the host's Settings.");
  if (reason == "public-relay-silent")
    return start + ", and the public relay did not answer (it has been down for months at a time): " +
           (host ? "set a relay (TURN) server of your own in Settings." : "ask the host to set a relay (TURN) server of their own.");
  return "Even the relay server could not connect the two pages: check that it can be reached from both networks "
         "(a turn: address with ?transport=tcp helps where a network blocks UDP).";
}

namespace {

// The chat for the test hook: the lines as the log shows them (muted seats' left out), how many the
// page holds, the seats muted, the latest refusal of this page's lines and how many there were.
void write_chat_summary(const App& a, JsonWriter& j) {
  const OnlineChat& c = a.online.chat;
  j.key("chat").begin_array();
  for (const ChatLine& line : c.lines)
    if (!chat_muted(c, line.seat)) j.value(chat_text(a, line));
  j.end_array();
  j.key("chat_held").value(static_cast<int>(c.lines.size())).key("chat_refused").value(c.refused);
  j.key("chat_refusals").value(c.refusals).key("muted").begin_array();
  for (size_t seat = 0; seat < c.muted.size(); ++seat)
    if (c.muted[seat]) j.value(static_cast<int>(seat));
  j.end_array();
}

void write_host_summary(const App& a, const OnlineHost& h, JsonWriter& j) {
  j.key("seats").begin_array();
  for (size_t seat = 0; seat < h.seats.size(); ++seat)
    j.begin_object().key("presence").value(presence_id(h.seats[seat].presence)).key("link").value(invite_link(a, static_cast<int>(seat)))
        .key("offer").value(h.seats[seat].offer).key("answer_length").value(static_cast<int>(h.seats[seat].answer.size()))
        .key("state").value(seat_link(h, static_cast<int>(seat))).key("route").value(h.seats[seat].route)
        .key("failed").value(h.seats[seat].failed).end_object();
  j.end_array();
  j.key("all_seated").value(online_all_seated(a)).key("unreachable").value(h.unreachable);
  j.key("watching").value(online_watching(a)).key("watch_link").value(invite_link(a, kObserver));
  j.key("strangers_cut").value(h.strangers_cut);
}

// The deal as the test hook reads it: a guest's check (its outcome and words, the positions it
// checked, the time it took: its own slices and the wall time from the reveal), or the host's deal.
void write_fair_summary(const App& a, JsonWriter& j) {
  bool ok = false;
  const std::string words = fair_deal_line(a, &ok);
  j.key("fair").begin_object().key("words").value(words).key("ok").value(ok);
  if (const OnlineHost* h = host_side(a.online)) {
    j.key("dealt").value(fair_dealt(h->fair)).key("chosen").value(h->fair.chosen).key("waiting").value(online_deal_waits(a));
  } else if (const OnlineGuest* g = guest_side(a.online)) {
    const FairGuest& f = g->fair;
    static const char* kOutcomes[] = {"verified", "chosen", "unchecked", "failed"};
    j.key("known").value(f.known).key("frames_kept").value(static_cast<int>(f.witness.frames.size())).key("mine").value(f.witness.mine);
    j.key("checking").value(f.check != nullptr).key("outcome").value(f.verdict ? kOutcomes[static_cast<int>(f.verdict->outcome)] : "");
    if (f.verdict) {
      j.key("positions").value(f.verdict->positions).key("position").value(f.verdict->position).key("check_ms").value(f.check_ms);
      j.key("wall_ms").value((f.checked_at - f.revealed_at) * 1000).key("replay").value(f.verdict->game != nullptr);
    }
  }
  j.end_object();
}

void write_guest_summary(const OnlineGuest& g, JsonWriter& j) {
  j.key("seat").value(g.seat).key("welcomed").value(g.welcomed).key("frames").value(g.frames);
  j.key("watcher").value(g.watcher).key("watching").value(g.watching).key("follow").value(g.follow);
  j.key("position").value(g.frame.position).key("my_turn").value(g.frame.my_turn);
  j.key("refused").value(g.refused).key("reload").value(g.reload).key("move_sent_at").value(g.move_sent_at);
  j.key("by_code").value(g.by_code).key("answer_code").value(g.answer_code);
  j.key("hint_at").value(g.hint_at).key("hint").value(g.hint.text);
  j.key("route").value(g.route).key("unreachable").value(g.unreachable).key("silent").value(g.silent_since > 0);
}

}  // namespace

std::string online_summary(const App& a) {
  const Online& o = a.online;
  const OnlineHost* h = host_side(o);
  const OnlineGuest* g = guest_side(o);
  JsonWriter j;
  j.begin_object();
  j.key("role").value(h ? "host" : g ? "guest" : "none");
  j.key("my_id").value(o.my_id).key("host_id").value(o.host_id).key("trouble").value(o.trouble);
  j.key("page").value(page_build());
  if (h) write_host_summary(a, *h, j);
  if (g) write_guest_summary(*g, j);
  if (h || g) write_fair_summary(a, j);
  if (is_online(o)) write_chat_summary(a, j);
  j.end_object();
  return j.str();
}

void online_ask_rematch(App& a) {
  OnlineGuest* g = guest_side(a.online);
  if (!g || g->conn <= 0 || g->frame.result.empty()) return;
  GuestMessage m;
  m.type = GuestType::kRematch;
  send(g->conn, write_guest_message(m));
  g->rematch_asked = true;
}

void online_set_watching(App& a, bool on) {
  OnlineHost* h = host_side(a.online);
  if (!h || on == !h->watch_token.empty()) return;
  h->watch_token = on ? random_word(10) : "";
  // Told, and sent nothing more (the page may close; a message from it is refused as a stranger's).
  for (const Watcher& w : h->watchers) send(w.conn, refused_message("the host turned watching off"));
  h->watchers.clear();
  h->presence_sent = false;
}

int online_watching(const App& a) {
  if (const OnlineHost* h = host_side(a.online)) return static_cast<int>(h->watchers.size());
  const OnlineGuest* g = guest_side(a.online);
  return g ? g->watching : 0;
}

std::string fair_deal_line(const App& a, bool* ok) {
  *ok = false;
  if (const OnlineHost* h = host_side(a.online)) {
    if (!a.session.has_game() || !a.session.match.state->is_terminal()) return "";
    *ok = !h->fair.chosen;
    return h->fair.chosen ? "You typed the deal number: your friends' pages say this deal was chosen by the host."
                          : "Your page showed the deal to every page at the table: each checks it was fixed before the game.";
  }
  const OnlineGuest* g = guest_side(a.online);
  if (!g) return "";
  const FairGuest& f = g->fair;
  if (f.verdict) {
    *ok = f.verdict->outcome == FairOutcome::kVerified;
    return f.verdict->words;
  }
  if (f.check) return "Checking the deal...";
  const double now = ImGui::GetTime();
  const bool over = g->frame.type == HostType::kFrame && !g->frame.result.empty();
  if ((over && now - f.over_at > kRevealWaitS) || (f.gone_at > 0 && now - f.gone_at > kGoneWaitS))
    return "Not verified: the host did not show the deal.";
  return over ? "Checking the deal: waiting for the host to show it..." : "";
}

}  // namespace ff
