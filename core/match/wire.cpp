#include "core/match/wire.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/common/json.h"
#include "core/common/json_read.h"
#include "core/match/chat.h"
#include "core/match/fair_deal.h"

namespace ff {

namespace {

constexpr int kMaxPosition = std::numeric_limits<int>::max();
constexpr int kMaxSeats = 16;             // above every game's; a game's own count is checked too
constexpr size_t kMaxText = 1000;         // a page version, a token, a name, a move's notation
constexpr size_t kMaxMoves = 100000;      // legal moves in one frame
// A guest's message is a line or two: a small limit keeps a hostile guest from costing the host.
const JsonLimits kGuestLimits{size_t{16} << 10, 8};

const char* guest_type_id(GuestType t) {
  switch (t) {
    case GuestType::kJoin: return "join";
    case GuestType::kMove: return "move";
    case GuestType::kHint: return "hint";
    case GuestType::kBye: return "bye";
    case GuestType::kChat: return "chat";
    case GuestType::kReact: return "react";
    case GuestType::kRematch: return "rematch";
    case GuestType::kContribute: return "contribute";
  }
  return "?";
}

const char* host_type_id(HostType t) {
  switch (t) {
    case HostType::kWelcome: return "welcome";
    case HostType::kRefused: return "refused";
    case HostType::kFrame: return "frame";
    case HostType::kPresence: return "presence";
    case HostType::kHint: return "hint";
    case HostType::kChat: return "chat";
    case HostType::kCommit: return "commit";
    case HostType::kReveal: return "reveal";
  }
  return "?";
}

void begin_message(JsonWriter& j, const char* type) {
  j.begin_object().key("v").value(kProtocolVersion).key("type").value(type);
}

// The message's object, its version (kReloadReason for another) and its type among `count`.
template <class F>
int read_header(JsonFields& r, const JsonValue& o, int count, F&& type_id) {
  if (!r.object(o)) return 0;
  const JsonValue* v = o.find("v");
  if (!v) {
    r.fail("no protocol version \"v\"");
    return 0;
  }
  r.at(o, "v");
  if (!v->is(JsonValue::Type::kNumber) || v->number != kProtocolVersion) {
    r.fail(kReloadReason);
    return 0;
  }
  return r.pick(o, "type", count, type_id);
}

std::string bounded_string(JsonFields& r, const JsonValue& o, std::string_view key) {
  std::string s = r.string(o, key);
  if (s.size() > kMaxText) r.in(key, [&] { r.fail("longer than " + std::to_string(kMaxText) + " bytes"); return 0; });
  return s;
}

Action read_action_number(JsonFields& r, const JsonValue& v) {
  if (!r.ok()) return 0;
  if (!v.is(JsonValue::Type::kNumber) || v.number != std::floor(v.number) || v.number < 0 || v.number > 4294967295.0) {
    r.fail("expected an action number (a whole number from 0 to 4294967295)");
    return 0;
  }
  return static_cast<Action>(v.number);
}

std::string read_reaction(JsonFields& r, const JsonValue& o) {
  const int i = r.pick(o, "reaction", kReactionCount, [](int k) { return kReactions[k].id; });
  return r.ok() ? kReactions[i].id : "";
}

// Exactly `digits` lowercase hex digits (or "" where `empty_ok`): a secret, a commitment, a contribution.
std::string hex_field(JsonFields& r, const JsonValue& v, size_t digits, bool empty_ok) {
  std::string s = r.string(v);
  if (r.ok() && !(empty_ok && s.empty()) && !is_hex(s, digits))
    r.fail("expected " + std::to_string(digits) + " lowercase hexadecimal digits" + (empty_ok ? " or \"\"" : ""));
  return s;
}
std::string hex_field(JsonFields& r, const JsonValue& o, std::string_view key, size_t digits, bool empty_ok = false) {
  return r.in(key, [&] { return hex_field(r, r.at(o, key), digits, empty_ok); });
}

}  // namespace

const char* presence_id(Presence p) {
  switch (p) {
    case Presence::kConnected: return "connected";
    case Presence::kReconnecting: return "reconnecting";
    case Presence::kLeft: return "left";
    case Presence::kComputer: return "computer";
  }
  return "?";
}

// ---- guest messages ------------------------------------------------------------------------------

std::string write_guest_message(const GuestMessage& m) {
  JsonWriter j;
  begin_message(j, guest_type_id(m.type));
  switch (m.type) {
    case GuestType::kJoin: j.key("page").value(m.page).key("token").value(m.token).key("seat").value(m.seat); break;
    case GuestType::kMove:
      j.key("position").value(m.position);
      if (!m.action.empty()) j.key("action").value(m.action);
      if (m.number) j.key("number").value(*m.number);
      break;
    case GuestType::kHint: j.key("position").value(m.position); break;
    case GuestType::kBye: break;
    case GuestType::kChat: j.key("text").value(m.text); break;
    case GuestType::kReact: j.key("reaction").value(m.reaction); break;
    case GuestType::kRematch: break;
    case GuestType::kContribute: j.key("commitment").value(m.commitment).key("contribution").value(m.contribution); break;
  }
  j.end_object();
  return j.str();
}

Result<GuestMessage> parse_guest_message(std::string_view text) {
  auto doc = read_json(text, kGuestLimits);
  if (!doc) return make_error("not a message: " + doc.error());
  const JsonValue& o = *doc;
  JsonFields r;
  GuestMessage m;
  m.type = static_cast<GuestType>(read_header(r, o, 8, [](int t) { return guest_type_id(static_cast<GuestType>(t)); }));
  switch (m.type) {
    case GuestType::kJoin:
      m.page = bounded_string(r, o, "page");
      m.token = bounded_string(r, o, "token");
      m.seat = r.integer(o, "seat", kObserver, kMaxSeats - 1);  // kObserver: a spectator
      break;
    case GuestType::kMove:
      m.position = r.integer(o, "position", 0, kMaxPosition);
      if (r.opt(o, "action")) m.action = bounded_string(r, o, "action");
      if (const JsonValue* n = r.opt(o, "number")) m.number = r.in("number", [&] { return read_action_number(r, *n); });
      if (r.ok() && m.action.empty() && !m.number) r.fail("a move gives its \"action\" (notation) or \"number\"");
      break;
    case GuestType::kHint: m.position = r.integer(o, "position", 0, kMaxPosition); break;
    case GuestType::kBye: break;
    // Any text within the message's 16 KiB: the host's check (host_check_chat) refuses a long one
    // with a reason a player reads.
    case GuestType::kChat: m.text = r.string(o, "text"); break;
    case GuestType::kReact: m.reaction = read_reaction(r, o); break;
    case GuestType::kRematch: break;
    case GuestType::kContribute:
      m.commitment = hex_field(r, o, "commitment", kSecretDigits);
      m.contribution = hex_field(r, o, "contribution", kContributionDigits);
      break;
  }
  r.unread(o);
  if (!r.ok()) return make_error(r.error() == kReloadReason ? r.error() : "bad message: " + r.error());
  return m;
}

// ---- host messages -------------------------------------------------------------------------------

namespace {

void write_move(JsonWriter& j, const LegalMove& m) {
  j.begin_object().key("action").value(m.action).key("text").value(m.text);
  if (!m.explain.empty()) j.key("explain").value(m.explain);
  j.end_object();
}

LegalMove read_move(JsonFields& r, const JsonValue& o) {
  LegalMove m;
  m.action = r.with(o, "action", [&](const JsonValue& v) { return read_action_number(r, v); });
  m.text = r.string(o, "text");
  if (r.opt(o, "explain")) m.explain = r.string(o, "explain");
  return m;
}

void write_frame(JsonWriter& j, const HostMessage& m) {
  j.key("position").value(m.position).key("to_act").value(m.to_act).key("my_turn").value(m.my_turn);
  j.key("view").raw(m.view.empty() ? "{}" : m.view);
  j.key("moves").begin_array();
  for (const LegalMove& mv : m.moves) write_move(j, mv);
  j.end_array();
  j.key("result");
  if (m.result.empty()) {
    j.null();
  } else {
    j.begin_array();
    for (double x : m.result) j.value(x);
    j.end_array();
  }
}

void read_frame(JsonFields& r, const JsonValue& o, HostMessage& m) {
  m.position = r.integer(o, "position", 0, kMaxPosition);
  m.to_act = r.integer(o, "to_act", kTerminal, m.seats - 1);
  m.my_turn = r.boolean(o, "my_turn");
  if (r.ok() && m.my_turn && (m.to_act != m.seat || m.seat == kObserver)) r.fail("my_turn: the seat does not act");
  r.with(o, "view", [&](const JsonValue& v) {
    if (r.object(v)) m.view = write_json(v);
    JsonFields::take_whole(v);
    return 0;
  });
  r.each(o, "moves", 0, m.my_turn ? kMaxMoves : 0, [&](const JsonValue& x, size_t) { m.moves.push_back(read_move(r, x)); });
  for (size_t i = 1; i < m.moves.size() && r.ok(); ++i)
    if (m.moves[i].action <= m.moves[i - 1].action) r.fail("moves: not in ascending order");
  const JsonValue& result = r.at(o, "result");
  if (!result.is(JsonValue::Type::kNull))
    r.each(o, "result", static_cast<size_t>(m.seats), static_cast<size_t>(m.seats), [&](const JsonValue& x, size_t) {
      if (!x.is(JsonValue::Type::kNumber) || x.number < -1 || x.number > 1) r.fail("expected a number from -1 to 1");
      m.result.push_back(x.number);
    });
}

// A commitment: a chosen deal has none and no contributors; else 64 digits and ascending seats.
void read_commit(JsonFields& r, const JsonValue& o, HostMessage& m) {
  m.chosen = r.boolean(o, "chosen");
  m.commitment = hex_field(r, o, "commitment", kSecretDigits, m.chosen);
  if (r.ok() && m.chosen && !m.commitment.empty()) r.in("commitment", [&] { r.fail("a chosen deal has no commitment"); return 0; });
  m.contributors = r.integers(o, "contributors", kMaxSeats, 0, kMaxSeats - 1);
  for (size_t i = 1; i < m.contributors.size() && r.ok(); ++i)
    if (m.contributors[i] <= m.contributors[i - 1]) r.fail("contributors: not in ascending order");
  if (r.ok() && m.chosen && !m.contributors.empty()) r.fail("contributors: a chosen deal takes none");
  m.dealt = r.boolean(o, "dealt");
}

// A reveal: the secret, a contribution or "" per seat, and the record (bounded: a hostile host's
// record is read by the engine, move by move).
void read_reveal(JsonFields& r, const JsonValue& o, HostMessage& m) {
  m.secret = hex_field(r, o, "secret", kSecretDigits, true);
  r.each(o, "contributions", 1, kMaxSeats, [&](const JsonValue& x, size_t) { m.contributions.push_back(hex_field(r, x, kContributionDigits, true)); });
  m.record = r.string(o, "record");
  if (r.ok() && m.record.size() > kMaxRecordText)
    r.in("record", [&] { r.fail("longer than " + std::to_string(kMaxRecordText) + " bytes"); return 0; });
}

void read_host_body(JsonFields& r, const JsonValue& o, HostMessage& m) {
  switch (m.type) {
    case HostType::kCommit: return read_commit(r, o, m);
    case HostType::kReveal: return read_reveal(r, o, m);
    case HostType::kRefused:
      m.reason = bounded_string(r, o, "reason");
      m.reload = r.boolean(o, "reload");
      if (r.opt(o, "chat")) m.chat = r.boolean(o, "chat");
      return;
    case HostType::kChat:
      m.seat = r.integer(o, "seat", 0, kMaxSeats - 1);
      if (r.opt(o, "text")) m.text = bounded_string(r, o, "text");
      if (r.opt(o, "reaction")) m.reaction = read_reaction(r, o);
      if (r.ok() && m.text.empty() == m.reaction.empty()) r.fail("a chat line gives its \"text\" or a \"reaction\"");
      return;
    case HostType::kPresence:
      r.each(o, "seats", 1, kMaxSeats, [&](const JsonValue& x, size_t) {
        m.presence.push_back(static_cast<Presence>(r.pick(x, 4, [](int p) { return presence_id(static_cast<Presence>(p)); })));
      });
      m.watching = r.integer(o, "watching", 0, kMaxWatchers);
      return;
    case HostType::kHint:
      m.position = r.integer(o, "position", 0, kMaxPosition);
      m.hint = r.with(o, "move", [&](const JsonValue& x) { return read_move(r, x); });
      return;
    case HostType::kWelcome:
    case HostType::kFrame:
      break;
  }
  m.game = bounded_string(r, o, "game");
  m.seats = r.integer(o, "seats", 1, kMaxSeats);
  m.seat = r.integer(o, "seat", kObserver, m.seats - 1);  // kObserver: a spectator's public frames
  r.each(o, "names", static_cast<size_t>(m.seats), static_cast<size_t>(m.seats), [&](const JsonValue& x, size_t) {
    m.names.push_back(r.string(x));
    if (m.names.back().size() > kMaxText) r.fail("a name longer than " + std::to_string(kMaxText) + " bytes");
  });
  if (m.type == HostType::kFrame) read_frame(r, o, m);
}

}  // namespace

namespace {

std::string write_host(const HostMessage& m, bool named) {
  JsonWriter j;
  begin_message(j, host_type_id(m.type));
  switch (m.type) {
    case HostType::kRefused:
      j.key("reason").value(m.reason).key("reload").value(m.reload);
      if (m.chat) j.key("chat").value(true);
      break;
    case HostType::kChat:
      j.key("seat").value(m.seat);
      if (!m.reaction.empty()) j.key("reaction").value(m.reaction);
      else j.key("text").value(m.text);
      break;
    case HostType::kPresence:
      j.key("seats").begin_array();
      for (Presence p : m.presence) j.value(presence_id(p));
      j.end_array().key("watching").value(m.watching);
      break;
    case HostType::kHint:
      j.key("position").value(m.position).key("move");
      write_move(j, m.hint.value_or(LegalMove{}));
      break;
    case HostType::kCommit:
      j.key("chosen").value(m.chosen).key("commitment").value(m.commitment).key("contributors").values(m.contributors);
      j.key("dealt").value(m.dealt);
      break;
    case HostType::kReveal:
      j.key("secret").value(m.secret).key("contributions").values(m.contributions).key("record").value(m.record);
      break;
    case HostType::kWelcome:
    case HostType::kFrame:
      j.key("game").value(m.game).key("seats").value(m.seats).key("seat").value(m.seat).key("names");
      if (named) j.values(m.names);
      else j.values(std::vector<std::string>(m.names.size()));
      if (m.type == HostType::kFrame) write_frame(j, m);
      break;
  }
  j.end_object();
  return j.str();
}

}  // namespace

std::string write_host_message(const HostMessage& m) { return write_host(m, true); }
std::string write_frame_unnamed(const HostMessage& frame) { return write_host(frame, false); }

Result<HostMessage> parse_host_message(std::string_view text) {
  auto doc = read_json(text);
  if (!doc) return make_error("not a message: " + doc.error());
  const JsonValue& o = *doc;
  JsonFields r;
  HostMessage m;
  m.type = static_cast<HostType>(read_header(r, o, 8, [](int t) { return host_type_id(static_cast<HostType>(t)); }));
  if (r.ok()) read_host_body(r, o, m);
  r.unread(o);
  if (!r.ok()) return make_error(r.error() == kReloadReason ? r.error() : "bad message: " + r.error());
  return m;
}

// ---- the host's side -----------------------------------------------------------------------------

std::string frame_for_seat(const State& state, int seat, const std::vector<std::string>& names) {
  HostMessage m;
  m.type = HostType::kFrame;
  m.game = state.info().id;
  m.seats = state.num_seats();
  m.seat = seat;
  m.names = names;
  m.names.resize(static_cast<size_t>(m.seats));
  m.position = static_cast<int>(state.history().size());
  m.to_act = state.current_player();
  m.my_turn = seat != kObserver && m.to_act == seat;  // kTerminal is kObserver too
  m.view = state.view_json(seat);
  if (m.my_turn)
    for (Action a : state.legal_actions()) m.moves.push_back(LegalMove{a, state.describe(a, Person::kSecond), state.explain(a)});
  if (state.is_terminal()) m.result = state.returns();
  return write_host_message(m);
}

std::string refused_message(std::string_view reason, bool chat) {
  HostMessage m;
  m.type = HostType::kRefused;
  m.reason = std::string(reason);
  m.reload = reason == kReloadReason;
  m.chat = chat;
  return write_host_message(m);
}

std::string chat_message(int seat, std::string_view text, std::string_view reaction) {
  HostMessage m;
  m.type = HostType::kChat;
  m.seat = seat;
  m.text = std::string(text);
  m.reaction = std::string(reaction);
  return write_host_message(m);
}

std::string welcome_message(const State& state, int seat, const std::vector<std::string>& names) {
  HostMessage m;
  m.type = HostType::kWelcome;
  m.game = state.info().id;
  m.seats = state.num_seats();
  m.seat = seat;
  m.names = names;
  m.names.resize(static_cast<size_t>(m.seats));
  return write_host_message(m);
}

std::string presence_message(const std::vector<Presence>& seats, int watching) {
  HostMessage m;
  m.type = HostType::kPresence;
  m.presence = seats;
  m.watching = watching;
  return write_host_message(m);
}

namespace {

// Whether two tokens are equal, looking at every byte of the longer (how long the comparison takes
// says nothing of how much of a guessed token was right). An empty `want` matches nothing.
bool same_token(std::string_view got, std::string_view want) {
  if (want.empty()) return false;
  unsigned diff = got.size() == want.size() ? 0u : 1u;
  const size_t n = std::max(got.size(), want.size());
  for (size_t i = 0; i < n; ++i)
    diff |= static_cast<unsigned char>(i < got.size() ? got[i] : 0) ^ static_cast<unsigned char>(i < want.size() ? want[i] : 0);
  return diff == 0;
}

}  // namespace

Status host_check_join(const GuestMessage& join, std::string_view host_page, const JoinTable& table) {
  if (join.type != GuestType::kJoin) return make_error("not a join");
  if (join.page != host_page) return make_error(kReloadReason);
  const int seats = static_cast<int>(table.seat_tokens.size());
  if (join.seat < kObserver || join.seat >= seats) return make_error("no seat " + std::to_string(join.seat + 1) + " in this game");
  if (join.seat == kObserver) {
    if (table.watch_token.empty()) return make_error("watching this game is off");
    if (!same_token(join.token, table.watch_token)) return make_error("this watch link is not this game's");
    if (table.watchers >= kMaxWatchers) return make_error("this game has " + std::to_string(kMaxWatchers) + " spectators already");
    return {};
  }
  const std::string seat = std::to_string(join.seat + 1);
  const std::string& token = table.seat_tokens[static_cast<size_t>(join.seat)];
  if (token.empty()) return make_error("seat " + seat + " is not open to join");
  if (!same_token(join.token, token)) return make_error("this invite is not for seat " + seat + " of this game");
  return {};
}

Result<Action> host_check_move(const State& state, int seat, const GuestMessage& move) {
  if (move.type != GuestType::kMove) return make_error("not a move");
  if (seat < 0 || seat >= state.num_seats()) return make_error("no seat " + std::to_string(seat + 1) + " in this game");
  if (state.is_terminal()) return make_error("the game is over");
  const int position = static_cast<int>(state.history().size());
  if (move.position != position)
    return make_error("stale move: it answers position " + std::to_string(move.position) + ", the game is at " + std::to_string(position));
  if (state.current_player() != seat) return make_error("not your turn");
  if (move.action.empty() && !move.number) return make_error("a move gives its notation or number");
  std::optional<Action> chosen = move.number;
  if (chosen && !state.is_legal(*chosen)) return make_error("not a legal move: " + std::to_string(*chosen));
  if (!move.action.empty()) {
    auto parsed = state.parse_action(move.action);
    if (!parsed) return make_error("not a legal move: " + parsed.error());
    if (chosen && *chosen != *parsed) return make_error("not a legal move: \"" + move.action + "\" is not move " + std::to_string(*chosen));
    chosen = *parsed;
  }
  return *chosen;
}

Result<std::string> host_check_chat(const GuestMessage& m, bool* reaction) {
  *reaction = m.type == GuestType::kReact;
  if (m.type == GuestType::kReact) {
    if (reaction_index(m.reaction) < 0) return make_error("not a reaction: \"" + m.reaction + "\"");
    return m.reaction;
  }
  if (m.type != GuestType::kChat) return make_error("not a chat line");
  return clean_chat_text(m.text);
}

}  // namespace ff
