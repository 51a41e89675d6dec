#include "web/app/online.h"

#include <cstdlib>
#include <random>

#include "core/common/json.h"
#include "core/common/text.h"
#include "core/ai/guide.h"
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

void send(int conn, const std::string& text) {
  if (conn > 0) io::net_send(conn, text);
}

// ---- The host ---------------------------------------------------------------------------------

int seat_of(const Online& o, int conn) {
  for (size_t i = 0; i < o.seats.size(); ++i)
    if (conn > 0 && o.seats[i].conn == conn) return static_cast<int>(i);
  return -1;
}

void set_presence(Online& o, int seat, Presence p) {
  if (o.seats[seat].presence == p) return;
  o.seats[seat].presence = p;
  o.presence_sent = false;
}

// A spectator's join: the watch link's token, while watching is on and there is room.
void host_watch(App& a, int conn, const GuestMessage& m) {
  Online& o = a.online;
  const State& st = *a.session.match.state;
  Status ok = host_check_join(m, page_build(), o.watch_token.empty() ? "-" : o.watch_token, st.num_seats());
  if (ok && static_cast<int>(o.watchers.size()) >= kMaxWatchers) ok = make_error("this game has " + std::to_string(kMaxWatchers) + " spectators already");
  if (!ok) return send(conn, refused_message(ok.error));
  o.watchers.push_back(Watcher{conn});  // a watcher's own messages never come here: watcher_message
  o.coming.erase(conn);
  o.presence_sent = false;  // every page learns the new count
  send(conn, welcome_message(st, kObserver, online_names(a, kObserver)));
}

void host_join(App& a, int conn, const GuestMessage& m) {
  Online& o = a.online;
  const State& st = *a.session.match.state;
  const int seat = m.seat;
  if (seat == kObserver) return host_watch(a, conn, m);
  const std::string token = seat >= 0 && seat < static_cast<int>(o.seats.size()) ? o.seats[seat].token : "";
  Status ok = host_check_join(m, page_build(), token.empty() ? "-" : token, st.num_seats());
  if (!ok) return send(conn, refused_message(ok.error));
  OnlineSeat& s = o.seats[seat];
  if (s.conn != conn && s.conn > 0) io::net_close(s.conn);  // the friend's page again (a reload): the new link wins
  s.conn = conn;
  s.lost_at = 0;
  s.sent_position = -1;
  s.connecting = false;
  s.failed.clear();
  o.coming.erase(conn);
  o.unreachable.clear();
  if (auto r = o.routes.find(conn); r != o.routes.end()) s.route = r->second;
  set_presence(o, seat, Presence::kConnected);
  send(conn, welcome_message(st, seat, online_names(a, seat)));
}

void host_move(App& a, int conn, const GuestMessage& m) {
  const int seat = seat_of(a.online, conn);
  if (seat < 0) return send(conn, refused_message("join the game first"));
  const Result<Action> act = host_check_move(*a.session.match.state, seat, m);
  if (!act) return send(conn, refused_message(act.error()));
  if (Status played = session_submit_remote(a.session, seat, *act); !played) send(conn, refused_message(played.error));
}

// A friend's Hint: the guide's move for their seat (core/ai/guide.h: it looks at that seat's view
// only, as the computer does), with the rule that allows it.
void host_hint(App& a, int conn, const GuestMessage& m) {
  const int seat = seat_of(a.online, conn);
  const State& st = *a.session.match.state;
  if (seat < 0) return send(conn, refused_message("join the game first"));
  if (st.is_terminal() || st.current_player() != seat || m.position != static_cast<int>(st.history().size()))
    return send(conn, refused_message("a hint is given on your turn, for the position shown"));
  const Action act = guide_move(st, seat, hint_seed(st)).action;
  if (!st.is_legal(act)) return send(conn, refused_message("no hint for this position"));
  HostMessage h;
  h.type = HostType::kHint;
  h.position = m.position;
  h.hint = LegalMove{act, st.describe(act, Person::kSecond), st.explain(act)};
  send(conn, write_host_message(h));
}

void add_chat(Online& o, ChatLine line) {
  o.chat.push_back(std::move(line));
  if (o.chat.size() > kChatKept) o.chat.erase(o.chat.begin());
}

// The host lets a chat line or reaction of `seat` through, or says why not: checked (plain text
// within the limits: host_check_chat) and within the seat's rate. A line let through goes to every
// guest at the table, its sender's page included, and into the host's own log.
Status host_chat_line(Online& o, int seat, const GuestMessage& m, double now) {
  bool reaction = false;
  const Result<std::string> line = host_check_chat(m, &reaction);
  if (!line) return make_error(line.error());
  if (Status ok = o.seats[seat].chat_rate.allow(now); !ok) return ok;
  ChatLine c;
  c.seat = seat;
  (reaction ? c.reaction : c.text) = *line;
  const std::string message = chat_message(seat, c.text, c.reaction);
  for (const OnlineSeat& s : o.seats) send(s.conn, message);
  add_chat(o, std::move(c));
  return {};
}

// A guest's chat or reaction: refused with a reason (marked as the chat's) or let through.
void host_chat(Online& o, int conn, const GuestMessage& m, double now) {
  const int seat = seat_of(o, conn);
  if (seat < 0) return send(conn, refused_message("join the game first", true));
  if (Status ok = host_chat_line(o, seat, m, now); !ok) send(conn, refused_message(ok.error, true));
}

// A friend asks for a rematch: refused before the game is over; else the host's table says so.
void host_rematch_asked(App& a, int conn, double now) {
  const int seat = seat_of(a.online, conn);
  if (seat < 0) return send(conn, refused_message("join the game first"));
  if (!a.session.has_game() || !a.session.match.state->is_terminal()) return send(conn, refused_message("the game is not over yet"));
  session_notice(a.session, now, "Player " + std::to_string(seat + 1) + " asks for a rematch: press Rematch to play again.");
}

int watcher_of(const Online& o, int conn) {
  for (size_t i = 0; i < o.watchers.size(); ++i)
    if (conn > 0 && o.watchers[i].conn == conn) return static_cast<int>(i);
  return -1;
}

// A spectator's page may only say goodbye: anything else is refused (it changes nothing).
void watcher_message(Online& o, int conn, const GuestMessage& m) {
  if (m.type != GuestType::kBye) return send(conn, refused_message("a spectator only watches"));
  o.watchers.erase(o.watchers.begin() + watcher_of(o, conn));
  o.presence_sent = false;
  io::net_close(conn);
}

void host_message(App& a, int conn, const std::string& text, double now) {
  const Result<GuestMessage> m = parse_guest_message(text);
  if (!m) return send(conn, refused_message(m.error()));
  if (watcher_of(a.online, conn) >= 0) return watcher_message(a.online, conn, *m);
  switch (m->type) {
    case GuestType::kChat:
    case GuestType::kReact: return host_chat(a.online, conn, *m, now);
    case GuestType::kJoin: return host_join(a, conn, *m);
    case GuestType::kMove: return host_move(a, conn, *m);
    case GuestType::kHint: return host_hint(a, conn, *m);
    case GuestType::kRematch: return host_rematch_asked(a, conn, now);
    case GuestType::kBye: {
      const int seat = seat_of(a.online, conn);
      if (seat >= 0) a.online.seats[seat].conn = 0, set_presence(a.online, seat, Presence::kLeft);
      io::net_close(conn);
      return;
    }
  }
}

// The seat a connection is for: its friend's, once joined, or the one its offer named.
int seat_coming(const Online& o, int conn) {
  const int seat = seat_of(o, conn);
  if (seat >= 0) return seat;
  auto it = o.coming.find(conn);
  return it == o.coming.end() ? -1 : it->second;
}

void host_closed(Online& o, int conn, double now) {
  if (const int w = watcher_of(o, conn); w >= 0) o.watchers.erase(o.watchers.begin() + w), o.presence_sent = false;
  const int seat = seat_of(o, conn);
  if (seat >= 0) o.seats[seat].conn = 0, o.seats[seat].lost_at = now, set_presence(o, seat, Presence::kReconnecting);
  if (auto it = o.coming.find(conn); it != o.coming.end()) {
    if (it->second >= 0 && o.seats[it->second].conn <= 0) o.seats[it->second].connecting = false;
    o.coming.erase(it);
  }
  o.routes.erase(conn);
}

// What the transport says of a connection's path: a friend's page connecting for a seat, the route
// its data takes, that it could not connect (and why), that it went quiet or speaks again.
void host_link_event(Online& o, const io::NetEvent& e, double now) {
  if (e.kind == "incoming") {
    int seat = -1;  // "seat=2" from the friend's offer: shown while it connects, checked at its join
    if (e.text.size() == 6 && e.text.compare(0, 5, "seat=") == 0 && e.text[5] >= '1' && e.text[5] <= '8') seat = e.text[5] - '1';
    if (seat >= static_cast<int>(o.seats.size()) || (seat >= 0 && o.seats[seat].token.empty())) seat = -1;
    o.coming[e.conn] = seat;
    if (seat >= 0 && o.seats[seat].conn <= 0) o.seats[seat].connecting = true;  // a failed reason stands until it is seated
    return;
  }
  if (e.kind == "route") {
    o.routes[e.conn] = e.text;
    const int seat = seat_of(o, e.conn);
    if (seat >= 0) o.seats[seat].route = e.text;
    return;
  }
  const int seat = seat_coming(o, e.conn);
  if (e.kind == "unreachable") {
    const std::string why = unreachable_text(e.text, true);
    if (seat >= 0 && o.seats[seat].conn <= 0) o.seats[seat].failed = why, o.seats[seat].connecting = false;
    else if (seat < 0) o.unreachable = why;
  } else if (seat >= 0 && o.seats[seat].conn == e.conn) {  // silent / heard, on a friend's seated connection
    if (e.kind == "silent") o.seats[seat].lost_at = now, set_presence(o, seat, Presence::kReconnecting);
    else o.seats[seat].lost_at = 0, set_presence(o, seat, Presence::kConnected);
  }
}

void host_event(App& a, const io::NetEvent& e, double now) {
  Online& o = a.online;
  if (e.kind == "ready") {
    o.my_id = e.id;
    o.trouble.clear();
  } else if (e.kind == "data") {
    host_message(a, e.conn, e.text, now);
  } else if (e.kind == "close") {
    host_closed(o, e.conn, now);
  } else if (e.kind == "incoming" || e.kind == "route" || e.kind == "unreachable" || e.kind == "silent" || e.kind == "heard") {
    host_link_event(o, e, now);
  } else if (e.kind == "flood") {
    send(e.conn, refused_message("too many messages: " + e.text + " were dropped unread (at most " + std::to_string(kMaxGuestRate) +
                                 " a second)"));
  } else if (e.kind == "toolong") {
    send(e.conn, refused_message("a message is at most 16 KiB: one of " + e.text + " characters was dropped unread"));
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
    for (OnlineSeat& s : o.seats) {
      if (s.code_conn != e.conn) continue;
      if (e.kind == "offer") s.offer = e.text;
      else o.trouble = "The connection code failed: " + e.text;
    }
  }
}

// One page's part: the presence when it changed, and once per position of the game the frame of
// `seat` (kObserver: a spectator's, the public view).
void send_to_page(App& a, int conn, int seat, const std::string& presence, int& sent_position, uint64_t& sent_serial) {
  const Match& m = a.session.match;
  const int position = static_cast<int>(m.state->history().size());
  if (!presence.empty()) send(conn, presence);
  if (sent_position == position && sent_serial == m.serial) return;
  send(conn, frame_for_seat(*m.state, seat, online_names(a, seat)));
  sent_position = position;
  sent_serial = m.serial;
}

// Each connected guest gets its seat's frame once per position, each spectator the public one, and
// every page the presence when it changed.
void host_send_frames(App& a) {
  Online& o = a.online;
  std::string presence;
  if (!o.presence_sent) {
    std::vector<Presence> all;
    for (const OnlineSeat& s : o.seats) all.push_back(s.presence);
    presence = presence_message(all, static_cast<int>(o.watchers.size()));
  }
  for (Watcher& w : o.watchers) send_to_page(a, w.conn, kObserver, presence, w.sent_position, w.sent_serial);
  for (size_t seat = 0; seat < o.seats.size(); ++seat)
    if (OnlineSeat& s = o.seats[seat]; s.conn > 0) send_to_page(a, s.conn, static_cast<int>(seat), presence, s.sent_position, s.sent_serial);
  o.presence_sent = true;
}

void host_update(App& a, double now) {
  Online& o = a.online;
  if (o.retry_at > 0 && now >= o.retry_at) {
    o.retry_at = 0;
    if (o.my_id.empty()) io::net_start(o.host_id, o.signal, ice_json(o.ice));
    else io::net_reconnect_broker();
  }
  for (const io::NetEvent& e : io::net_poll()) host_event(a, e, now);
  for (size_t seat = 0; seat < o.seats.size(); ++seat)
    if (o.seats[seat].presence == Presence::kReconnecting && o.seats[seat].lost_at > 0 && now - o.seats[seat].lost_at > kLeftAfterS)
      set_presence(o, static_cast<int>(seat), Presence::kLeft);
  if (a.session.has_game()) host_send_frames(a);
}

// ---- The guest --------------------------------------------------------------------------------

void guest_frame(App& a, HostMessage&& m) {
  Online& o = a.online;
  auto view = view_from_json(m.game, m.view);
  if (!view) {
    o.trouble = "The host's table could not be read: " + view.error();
    return;
  }
  if (o.frame.type == HostType::kFrame && !o.frame.result.empty() && m.result.empty()) {  // a rematch began
    o.result_recorded = o.rematch_asked = false;
    o.hint_at = -1;
  }
  o.view = std::move(*view);
  o.frame = std::move(m);
  ++o.frames;
  o.trouble.clear();
  if (o.frame.position != o.move_sent_at) o.move_sent_at = -1;
  if (a.screen != Screen::Table && a.screen != Screen::Rules) a.screen = Screen::Table;
}

// A line the host let through. Its text is cleaned again here (a host's page of this version sent
// it clean): nothing but plain text reaches the log.
void guest_chat(Online& o, const HostMessage& m) {
  ChatLine c;
  c.seat = m.seat;
  c.reaction = m.reaction;
  if (m.reaction.empty()) {
    Result<std::string> text = clean_chat_text(m.text);
    if (!text) return;
    c.text = *text;
  }
  add_chat(o, std::move(c));
}

void guest_message(App& a, const std::string& text, double now) {
  Online& o = a.online;
  Result<HostMessage> m = parse_host_message(text);
  if (!m) {
    o.reload = m.error() == kReloadReason;
    o.trouble = o.reload ? "The host's page is another version: reload this page to join." : "The host sent a message this page cannot read: " + m.error();
    return;
  }
  switch (m->type) {
    case HostType::kWelcome: o.welcomed = true; break;
    case HostType::kRefused:
      if (m->chat) {  // a line of ours: said by the chat field, the game untouched
        o.chat_refused = m->reason, o.chat_refused_at = now, ++o.chat_refusals;
        break;
      }
      o.refused = m->reason;
      o.refused_at = now;
      o.reload = m->reload;
      if (o.watcher) o.trouble = "The host's page: " + m->reason + ".";  // a spectator's stays said
      o.move_sent_at = -1;
      break;
    case HostType::kFrame: guest_frame(a, std::move(*m)); break;
    case HostType::kPresence: o.presence = m->presence, o.watching = m->watching; break;
    case HostType::kHint:
      if (m->hint && m->position == o.frame.position) o.hint = *m->hint, o.hint_at = m->position;
      break;
    case HostType::kChat: guest_chat(o, *m); break;
  }
}

// A new connection to the host (the previous one, if any, closed), naming the seat it comes for.
void guest_connect(Online& o) {
  if (o.conn > 0) io::net_close(o.conn);
  o.conn = io::net_connect(o.host_id, "seat=" + std::to_string(o.seat + 1));
  o.welcomed = false;
  o.silent_since = 0;
}

// The transport's watch over the connection to the host: the route, silence, no path at all.
void guest_link_event(Online& o, const io::NetEvent& e, double now) {
  if (e.conn != o.conn) return;
  if (e.kind == "route") {
    o.route = e.text;
  } else if (e.kind == "unreachable") {
    // A guest that had joined is rejoining: its host most likely reloaded (the route worked before).
    if (o.frames == 0) o.unreachable = unreachable_text(e.text, false);
    else o.trouble = "The host's page cannot be reached; trying again.";
    io::net_close(o.conn);
    o.conn = 0;
    o.retry_at = now + (o.frames == 0 ? kUnreachableRetryS : kRetryS);
  } else if (e.kind == "silent") {
    o.silent_since = now;
    o.trouble = "The host's page has not answered for " + std::to_string(kSilentAfterS) + " seconds: waiting for it (reconnecting).";
  } else if (e.kind == "heard") {
    o.silent_since = 0;
    o.trouble.clear();
  }
}

void guest_event(App& a, const io::NetEvent& e, double now) {
  Online& o = a.online;
  if (e.kind == "ready") {
    o.my_id = e.id;
    guest_connect(o);
  } else if (e.kind == "route" || e.kind == "unreachable" || e.kind == "silent" || e.kind == "heard") {
    guest_link_event(o, e, now);
  } else if (e.kind == "open" && e.conn == o.conn) {
    o.unreachable.clear();
    GuestMessage join;
    join.type = GuestType::kJoin;
    join.page = page_build();
    join.token = o.token;
    join.seat = o.seat;
    send(o.conn, write_guest_message(join));
    o.trouble.clear();
  } else if (e.kind == "data" && e.conn == o.conn) {
    guest_message(a, e.text, now);
  } else if ((e.kind == "close" && e.conn == o.conn) || (e.kind == "error" && e.conn == 0 && e.text == "peer-unavailable")) {
    o.conn = 0;
    o.welcomed = false;
    o.trouble = "The host's page cannot be reached; trying again.";
    o.retry_at = now + kRetryS;
  } else if (e.kind == "error" && e.conn == 0) {
    o.trouble = "Online play: " + e.text;
    o.retry_at = now + kRetryS;
  } else if (e.kind == "broker") {  // the signalling server dropped us (a long outage): register again
    o.trouble = "Lost the connection to the signalling server; trying again.";
    o.broker_lost = true;
    o.retry_at = now + kRetryS;
  } else if (e.kind == "failed") {
    o.trouble = "Online play cannot start: " + e.text + ".";
  } else if (e.kind == "answer" && e.conn == o.conn) {
    o.answer_code = e.text;
    // The host's code names the seat and its token ("seat=2 token=..."), as an invitation link does.
    for (std::string_view part : split(e.id, ' ')) {
      if (part.substr(0, 5) == "seat=") o.seat = std::atoi(std::string(part.substr(5)).c_str()) - 1;
      if (part.substr(0, 6) == "token=") o.token = std::string(part.substr(6));
    }
  } else if (e.kind == "codefail") {
    o.trouble = "The connection code does not work: " + e.text + ".";
    o.conn = 0;
  }
}

void guest_update(App& a, double now) {
  Online& o = a.online;
  if (o.by_code) {  // no server: the answer is made once the transport script is here
    if (o.conn == 0 && o.answer_code.empty() && o.trouble.empty() && io::net_ready()) o.conn = io::net_answer(o.host_code);
  } else if (o.retry_at > 0 && now >= o.retry_at && !o.reload) {
    o.retry_at = 0;
    if (o.my_id.empty()) io::net_start("", o.signal, ice_json(o.ice));
    else if (o.broker_lost) o.broker_lost = false, io::net_reconnect_broker();
    else if (o.conn == 0) guest_connect(o);
  }
  if (o.conn > 0 && o.silent_since > 0 && now - o.silent_since > kSilentGiveUpS) {  // a dead path: make a new one
    io::net_close(o.conn);
    o.conn = 0;
    o.welcomed = false;
    o.silent_since = 0;
    o.trouble = "The host's page has not answered for " + std::to_string(static_cast<int>(kSilentGiveUpS)) +
                " seconds: connecting to it again.";
    o.retry_at = now;
  }
  for (const io::NetEvent& e : io::net_poll()) guest_event(a, e, now);
  if (o.frame.type == HostType::kFrame && !o.frame.result.empty() && !o.result_recorded) {
    o.result_recorded = true;
    record_online_result(o.frame.game, o.frame.result[static_cast<size_t>(o.seat)]);
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

void online_host(App& a, const std::string& signal, const std::string& ice) {
  Online& o = a.online;
  o = Online{};
  o.role = Online::Role::kHost;
  o.signal = signal;
  o.ice = ice;
  o.host_id = "fivefronts-" + random_word(12);
  o.watch_token = random_word(10);  // watching is on until the host turns it off
  const Match& m = a.session.match;
  o.seats.resize(m.computer.size());
  for (size_t seat = 0; seat < o.seats.size(); ++seat) {
    OnlineSeat& s = o.seats[seat];
    if (m.is_remote(static_cast<int>(seat))) s.token = random_word(10), s.presence = Presence::kReconnecting;
    else s.presence = m.computer[seat] ? Presence::kComputer : Presence::kConnected;
  }
  HostedNote note{o.host_id, o.signal, {}};
  for (const OnlineSeat& s : o.seats) note.tokens.push_back(s.token);
  a.session.match.online_seats = write_hosted_note(note);
  session_save(a.session);
  io::net_start(o.host_id, o.signal, ice_json(o.ice));
}

void online_resume(App& a) {
  const Match& m = a.session.match;
  if (!a.session.has_game() || !m.online()) return;
  auto note = read_hosted_note(m.online_seats);  // the session read it once already: it is readable
  if (!note) return;
  Online& o = a.online;
  o = Online{};
  o.role = Online::Role::kHost;
  o.host_id = note->host_id;
  o.signal = note->signal;
  o.ice = a.form.ice_text;  // the note keeps no relay (its format stays readable by older pages)
  o.watch_token = random_word(10);  // nor the watch link: a reloaded host's watch link is new
  o.seats.resize(m.computer.size());
  for (size_t seat = 0; seat < o.seats.size(); ++seat) {
    OnlineSeat& s = o.seats[seat];
    if (m.is_remote(static_cast<int>(seat))) s.token = note->tokens[seat], s.presence = Presence::kReconnecting;
    else s.presence = m.computer[seat] ? Presence::kComputer : Presence::kConnected;
  }
  io::net_start(o.host_id, o.signal, ice_json(o.ice));
}

std::string invite_link(const App& a, int seat) {
  const Online& o = a.online;
  const std::string token = seat == kObserver ? o.watch_token : seat >= 0 && seat < static_cast<int>(o.seats.size()) ? o.seats[seat].token : "";
  if (o.role != Online::Role::kHost || token.empty()) return "";
  DealLink link;
  link.join = o.host_id;
  link.join_seat = seat + 1;  // 0: seat=watch
  link.token = token;
  link.signal = o.signal;
  link.ice = o.ice;
  return io::page_address() + deal_query(link);
}

bool online_all_seated(const App& a) {
  for (const OnlineSeat& s : a.online.seats)
    if (!s.token.empty() && s.presence != Presence::kConnected) return false;
  return true;
}

void online_join(App& a, const DealLink& invitation) {
  Online& o = a.online;
  o = Online{};
  o.role = Online::Role::kGuest;
  o.signal = invitation.signal;
  o.ice = invitation.ice;
  o.host_id = invitation.join;
  o.seat = invitation.join_seat - 1;  // kObserver for seat=watch
  o.watcher = invitation.join_seat == 0;
  o.token = invitation.token;
  a.session = Session{};
  io::net_start("", o.signal, ice_json(o.ice));
}

void online_offer_code(App& a, int seat) {
  Online& o = a.online;
  if (o.role != Online::Role::kHost || seat < 0 || seat >= static_cast<int>(o.seats.size()) || o.seats[seat].token.empty()) return;
  OnlineSeat& s = o.seats[seat];
  s.offer.clear();
  s.answer.clear();
  s.code_conn = io::net_offer("seat=" + std::to_string(seat + 1) + " token=" + s.token);
  if (s.code_conn == 0) o.trouble = "Connection codes need the online script, which has not loaded yet: try again in a moment.";
}

void online_accept_answer(App& a, int seat) {
  Online& o = a.online;
  if (seat < 0 || seat >= static_cast<int>(o.seats.size()) || o.seats[seat].code_conn == 0) return;
  io::net_accept(o.seats[seat].code_conn, o.seats[seat].answer);
}

bool is_connection_code(const std::string& text) {
  const size_t at = text.find_first_not_of(" \t\r\n");
  return at != std::string::npos && text.compare(at, 4, "FFC1") == 0;
}

void online_join_by_code(App& a, const std::string& code) {
  Online& o = a.online;
  io::net_stop();
  o = Online{};
  o.role = Online::Role::kGuest;
  o.by_code = true;
  o.host_code = code;
  o.my_id = "code";
  a.session = Session{};
  io::net_load();
}

void online_update(App& a, double now) {
  if (a.online.role == Online::Role::kHost) host_update(a, now);
  if (a.online.role == Online::Role::kGuest) guest_update(a, now);
}

void online_send_move(App& a, Action action) {
  Online& o = a.online;
  if (o.role != Online::Role::kGuest || o.frame.type != HostType::kFrame || o.move_sent_at == o.frame.position) return;
  GuestMessage m;
  m.type = GuestType::kMove;
  m.position = o.frame.position;
  m.number = action;  // the host's engine checks it is legal for this position
  send(o.conn, write_guest_message(m));
  o.move_sent_at = o.frame.position;
}

void online_ask_hint(App& a) {
  Online& o = a.online;
  if (o.role != Online::Role::kGuest || !o.frame.my_turn) return;
  GuestMessage m;
  m.type = GuestType::kHint;
  m.position = o.frame.position;
  send(o.conn, write_guest_message(m));
}

namespace {

void chat_refuse(Online& o, const std::string& why, double now) {
  o.chat_refused = why;
  o.chat_refused_at = now;
}

// This page's line or reaction: the host checks its own as a guest's; a guest checks the text here
// too (a line the host would refuse is not sent) and sends it.
void send_chat(App& a, const GuestMessage& m, double now) {
  Online& o = a.online;
  const int seat = online_my_seat(a);
  if (seat < 0) return;
  if (o.role == Online::Role::kHost) {
    if (Status ok = host_chat_line(o, seat, m, now); !ok) chat_refuse(o, ok.error, now);
    return;
  }
  bool reaction = false;
  if (Result<std::string> line = host_check_chat(m, &reaction); !line) return chat_refuse(o, line.error(), now);
  if (o.conn <= 0 || !o.welcomed) return chat_refuse(o, "not connected to the host's page", now);
  send(o.conn, write_guest_message(m));
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
  const Online& o = a.online;
  if (o.role == Online::Role::kGuest) return o.seat;
  if (o.role != Online::Role::kHost || !a.session.has_game()) return -1;
  const Match& m = a.session.match;
  for (int seat = 0; seat < static_cast<int>(m.computer.size()); ++seat)
    if (!m.computer[seat] && !m.is_remote(seat)) return seat;
  return -1;
}

std::string chat_sender(const App& a, int seat) {
  const Online& o = a.online;
  if (seat == online_my_seat(a)) return "You";
  if (o.role == Online::Role::kGuest && seat >= 0 && seat < static_cast<int>(o.frame.names.size())) return o.frame.names[seat];
  return "Player " + std::to_string(seat + 1);
}

std::string chat_text(const App& a, const ChatLine& line) {
  const std::string who = chat_sender(a, line.seat);
  if (!line.reaction.empty()) return who + (who == "You" ? " react: " : " reacts: ") + reaction_text(line.reaction);
  return who + ": " + line.text;
}

bool chat_muted(const Online& o, int seat) { return seat >= 0 && seat < static_cast<int>(o.muted.size()) && o.muted[seat]; }

void chat_mute(Online& o, int seat, bool muted) {
  if (seat < 0 || seat >= 16) return;
  if (o.muted.size() <= static_cast<size_t>(seat)) o.muted.resize(static_cast<size_t>(seat) + 1, false);
  o.muted[seat] = muted;
}

void online_leave(App& a) {
  Online& o = a.online;
  if (o.role == Online::Role::kGuest && o.conn > 0) {
    GuestMessage bye;
    bye.type = GuestType::kBye;
    send(o.conn, write_guest_message(bye));
  }
  io::net_stop();
  if (o.role == Online::Role::kHost && a.session.has_game()) {
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
  const Online& o = a.online;
  std::vector<Presence> seats;
  if (o.role == Online::Role::kHost)
    for (const OnlineSeat& s : o.seats) seats.push_back(s.presence);
  else
    seats = o.presence;
  std::string line;
  for (size_t seat = 0; seat < seats.size(); ++seat) {
    if (seats[seat] == Presence::kComputer) continue;
    if (o.role == Online::Role::kHost ? !a.session.match.is_remote(static_cast<int>(seat)) : static_cast<int>(seat) == o.seat) continue;
    line += (line.empty() ? "" : ", ") + std::string("Player ") + std::to_string(seat + 1) + " " + presence_id(seats[seat]);
    // The host sees how each friend's page reaches it: a relay adds a hop (and someone's server).
    if (o.role == Online::Role::kHost && seats[seat] == Presence::kConnected && !o.seats[seat].route.empty())
      line += " (" + o.seats[seat].route + ")";
  }
  if (const int watching = online_watching(a); watching > 0) line += (line.empty() ? "" : ", ") + std::to_string(watching) + " watching";
  return line;
}

std::string seat_link(const Online& o, int seat) {
  const OnlineSeat& s = o.seats[seat];
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
  const Online& o = a.online;
  j.key("chat").begin_array();
  for (const ChatLine& line : o.chat)
    if (!chat_muted(o, line.seat)) j.value(chat_text(a, line));
  j.end_array();
  j.key("chat_held").value(static_cast<int>(o.chat.size())).key("chat_refused").value(o.chat_refused);
  j.key("chat_refusals").value(o.chat_refusals).key("muted").begin_array();
  for (size_t seat = 0; seat < o.muted.size(); ++seat)
    if (o.muted[seat]) j.value(static_cast<int>(seat));
  j.end_array();
}

}  // namespace

std::string online_summary(const App& a) {
  const Online& o = a.online;
  JsonWriter j;
  j.begin_object();
  j.key("role").value(o.role == Online::Role::kHost ? "host" : o.role == Online::Role::kGuest ? "guest" : "none");
  j.key("my_id").value(o.my_id).key("host_id").value(o.host_id).key("trouble").value(o.trouble);
  j.key("page").value(page_build());
  if (o.role == Online::Role::kHost) {
    j.key("seats").begin_array();
    for (size_t seat = 0; seat < o.seats.size(); ++seat)
      j.begin_object().key("presence").value(presence_id(o.seats[seat].presence)).key("link").value(invite_link(a, static_cast<int>(seat)))
          .key("offer").value(o.seats[seat].offer).key("answer_length").value(static_cast<int>(o.seats[seat].answer.size()))
          .key("state").value(seat_link(o, static_cast<int>(seat))).key("route").value(o.seats[seat].route)
          .key("failed").value(o.seats[seat].failed).end_object();
    j.end_array();
    j.key("all_seated").value(online_all_seated(a)).key("unreachable").value(o.unreachable);
    j.key("watching").value(online_watching(a)).key("watch_link").value(invite_link(a, kObserver));
  } else if (o.role == Online::Role::kGuest) {
    j.key("seat").value(o.seat).key("welcomed").value(o.welcomed).key("frames").value(o.frames);
    j.key("watcher").value(o.watcher).key("watching").value(o.watching).key("follow").value(o.follow);
    j.key("position").value(o.frame.position).key("my_turn").value(o.frame.my_turn);
    j.key("refused").value(o.refused).key("reload").value(o.reload).key("move_sent_at").value(o.move_sent_at);
    j.key("by_code").value(o.by_code).key("answer_code").value(o.answer_code);
    j.key("hint_at").value(o.hint_at).key("hint").value(o.hint.text);
    j.key("route").value(o.route).key("unreachable").value(o.unreachable).key("silent").value(o.silent_since > 0);
  }
  if (o.role != Online::Role::kNone) write_chat_summary(a, j);
  j.end_object();
  return j.str();
}

void online_ask_rematch(App& a) {
  Online& o = a.online;
  if (o.role != Online::Role::kGuest || o.conn <= 0 || o.frame.result.empty()) return;
  GuestMessage m;
  m.type = GuestType::kRematch;
  send(o.conn, write_guest_message(m));
  o.rematch_asked = true;
}

void online_set_watching(App& a, bool on) {
  Online& o = a.online;
  if (o.role != Online::Role::kHost || on == !o.watch_token.empty()) return;
  o.watch_token = on ? random_word(10) : "";
  // Told, and sent nothing more (the page may close; a message from it is refused as a stranger's).
  for (const Watcher& w : o.watchers) send(w.conn, refused_message("the host turned watching off"));
  o.watchers.clear();
  o.presence_sent = false;
}

int online_watching(const App& a) {
  const Online& o = a.online;
  return o.role == Online::Role::kHost ? static_cast<int>(o.watchers.size()) : o.watching;
}

}  // namespace ff
