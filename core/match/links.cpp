#include "core/match/links.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <set>
#include <string>

#include "core/common/json.h"
#include "core/common/text.h"
#include "core/ai/level.h"
#include "core/games/registry.h"

namespace ff {

std::string save_game(const State& state, const std::vector<bool>& computer, int level) {
  std::string mask;
  for (bool c : computer) mask += c ? '1' : '0';
  // Saves keep the plain FFR1 code: a page of an earlier version (a tab left open, a cached copy)
  // reads FFS1 saves with FFR1 codes only and would call an FFR2 save damaged and drop it, while
  // browser storage has room to spare (a 7,000-action game's FFR1 code is about 9 KB). Shared codes,
  // which people paste into chat messages, are the compressed FFR2.
  const int version = level == static_cast<int>(Level::Expert) ? kSaveVersionExpert : kSaveVersion;
  return "FFS" + std::to_string(version) + " level=" + std::to_string(level) + " computer=" + mask + " " +
         replay_code(state, CodeFormat::kPlain);
}

bool is_newer_save(std::string_view text) {
  if (text.substr(0, 3) != "FFS") return false;
  int version = 0;
  size_t i = 3;
  for (; i < text.size() && i < 9 && text[i] >= '0' && text[i] <= '9'; ++i) version = version * 10 + (text[i] - '0');
  return i > 3 && (i == text.size() || text[i] == ' ') && version > kSaveVersionExpert;
}

Result<SavedGame> load_game(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  if (text.substr(0, 3) != "FFS") return make_error("the saved game is not readable");
  size_t sp = text.find(' ');
  std::string_view version = text.substr(3, sp == std::string_view::npos ? std::string_view::npos : sp - 3);
  if (is_newer_save(text)) return make_error("the saved game was made by a newer version of Five Fronts");
  const bool expert_format = version == std::to_string(kSaveVersionExpert);
  if (version != std::to_string(kSaveVersion) && !expert_format)
    return make_error("the saved game was made by another version of Five Fronts and cannot be continued");
  const std::vector<std::string_view> fields = split(text, ' ');
  if (fields.size() != 4 || fields[1].substr(0, 6) != "level=" || fields[2].substr(0, 9) != "computer=")
    return make_error("the saved game is damaged (its fields are wrong)");
  std::string_view level = fields[1].substr(6), mask = fields[2].substr(9);
  // FFS1 holds Easy to Hard; FFS2 is Expert's format (it may hold any level).
  const char top = expert_format ? '3' : '2';
  if (level.size() != 1 || level[0] < '0' || level[0] > top) return make_error("the saved game is damaged (bad level)");
  SavedGame out;
  out.level = level[0] - '0';
  for (char c : mask) {
    if (c != '0' && c != '1') return make_error("the saved game is damaged (bad seat list)");
    out.computer.push_back(c == '1');
  }
  auto state = parse_replay_code(fields[3]);
  if (!state) return make_error("the saved game is damaged: " + state.error());
  if (static_cast<int>(out.computer.size()) != (*state)->num_seats())
    return make_error("the saved game is damaged (seat list does not match the game)");
  out.state = std::move(*state);
  return out;
}

namespace {

Result<std::string> percent_decode(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      out += ' ';
    } else if (s[i] == '%') {
      auto hex = [](char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
      };
      if (i + 2 >= s.size() || hex(s[i + 1]) < 0 || hex(s[i + 2]) < 0) return make_error("a bad %-escape");
      out += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

std::string shown(std::string_view s) {
  std::string out;
  for (char c : s.substr(0, 40)) out += std::isprint(static_cast<unsigned char>(c)) ? c : '?';
  return s.size() > 40 ? out + "..." : out;
}

}  // namespace

// Letters, digits, '-' and '_', `min` to `max` of them (a peer id, a token).
static bool plain_word(std::string_view v, size_t min, size_t max) {
  if (v.size() < min || v.size() > max) return false;
  return std::all_of(v.begin(), v.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; });
}

// An http(s):// or ws(s):// address with a host and maybe a port and a path: printable characters
// without spaces, quotes or a query (a link carries it as written), at most 200 of them.
static bool server_address(std::string_view v) {
  if (v.size() > 200) return false;
  size_t host = 0;
  for (std::string_view scheme : {"http://", "https://", "ws://", "wss://"})
    if (v.substr(0, scheme.size()) == scheme) host = scheme.size();
  if (host == 0 || host == v.size() || v[host] == '/') return false;
  return std::all_of(v.begin(), v.end(), [](char c) {
    return std::isgraph(static_cast<unsigned char>(c)) && c != '"' && c != '\\' && c != '<' && c != '>' && c != '\'' &&
           std::string_view("&#%?+").find(c) == std::string_view::npos;
  });
}

// ---- ICE servers ----

namespace {

// "host", "host:port", "[v6]", "[v6]:port": letters, digits, '.', '-' (':' inside brackets).
bool ice_host_port(std::string_view v) {
  std::string_view host = v, port;
  if (!v.empty() && v.front() == '[') {
    const size_t close = v.find(']');
    if (close == std::string_view::npos || close < 3) return false;
    host = v.substr(1, close - 1);
    if (!std::all_of(host.begin(), host.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) || c == ':' || c == '.'; }))
      return false;
    if (close + 1 < v.size()) {
      if (v[close + 1] != ':') return false;
      port = v.substr(close + 2);
      if (port.empty()) return false;
    }
  } else {
    const size_t colon = v.find(':');
    if (colon != std::string_view::npos) host = v.substr(0, colon), port = v.substr(colon + 1);
    if (colon != std::string_view::npos && port.empty()) return false;
    if (host.empty() || host.size() > 253 || host.front() == '.' || host.front() == '-') return false;
    if (!std::all_of(host.begin(), host.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-'; }))
      return false;
  }
  if (port.empty()) return true;
  if (port.size() > 5 || !std::all_of(port.begin(), port.end(), [](char c) { return c >= '0' && c <= '9'; })) return false;
  const int n = std::atoi(std::string(port).c_str());
  return n >= 1 && n <= 65535;
}

// A username or credential: 1 to 128 printable characters, none of the list's separators or quotes.
bool ice_secret(std::string_view v) {
  return !v.empty() && v.size() <= 128 && std::all_of(v.begin(), v.end(), [](char c) {
    return std::isgraph(static_cast<unsigned char>(c)) && std::string_view(",|\"\\").find(c) == std::string_view::npos;
  });
}

// One server, or why it is not one.
Result<IceServer> parse_ice_server(std::string_view text) {
  const std::vector<std::string_view> parts = split(text, '|');
  IceServer s;
  s.url = std::string(parts[0]);
  std::string_view rest = parts[0];
  bool turn = false;
  for (std::string_view scheme : {"stun:", "stuns:", "turn:", "turns:"})
    if (rest.substr(0, scheme.size()) == scheme) turn = scheme[0] == 't', rest.remove_prefix(scheme.size());
  if (rest.size() == parts[0].size()) return make_error("'" + shown(parts[0]) + "' is not a stun: or turn: address");
  if (const size_t q = rest.find('?'); q != std::string_view::npos) {
    const std::string_view query = rest.substr(q);
    if (!turn || (query != "?transport=udp" && query != "?transport=tcp"))
      return make_error("'" + shown(parts[0]) + "': only a TURN server takes ?transport=udp or ?transport=tcp");
    rest = rest.substr(0, q);
  }
  if (!ice_host_port(rest)) return make_error("'" + shown(parts[0]) + "' has no valid host and port");
  if (parts.size() == 1 && turn) return make_error("a TURN server needs a username and a credential (" + shown(parts[0]) + "|user|password)");
  if (parts.size() != 1 && !turn) return make_error("a STUN server takes no username or credential");
  if (parts.size() != 1 && parts.size() != 3) return make_error("a TURN server is URL|username|credential");
  if (parts.size() == 3) {
    if (!ice_secret(parts[1]) || !ice_secret(parts[2]))
      return make_error("a username and a credential are 1 to 128 printable characters without , | or quotes");
    s.username = std::string(parts[1]);
    s.credential = std::string(parts[2]);
  }
  return s;
}

std::string ordinal(size_t n) {
  static const char* kNames[] = {"1st", "2nd", "3rd", "4th"};
  return n < 4 ? kNames[n] : std::to_string(n + 1) + "th";
}

// Letters, digits and -._~:/, kept; everything else %-escaped (an ice= value in a link).
std::string percent_encode(std::string_view s) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (char c : s) {
    if (std::isalnum(static_cast<unsigned char>(c)) || std::string_view("-._~:/").find(c) != std::string_view::npos) {
      out += c;
    } else {
      const auto b = static_cast<unsigned char>(c);
      out += '%';
      out += kHex[b >> 4];
      out += kHex[b & 15];
    }
  }
  return out;
}

}  // namespace

Result<std::vector<IceServer>> parse_ice_servers(std::string_view text) {
  if (text.empty()) return make_error("no server is named");
  if (text.size() > kMaxIceText) return make_error("the list is longer than " + std::to_string(kMaxIceText) + " characters");
  const std::vector<std::string_view> items = split(text, ',');
  if (items.size() > kMaxIceServers) return make_error("at most " + std::to_string(kMaxIceServers) + " servers");
  std::vector<IceServer> out;
  for (size_t k = 0; k < items.size(); ++k) {
    auto one = parse_ice_server(items[k]);
    if (!one) return make_error((items.size() > 1 ? "the " + ordinal(k) + " server: " : "") + one.error());
    out.push_back(std::move(*one));
  }
  return out;
}

std::string write_ice_servers(const std::vector<IceServer>& servers) {
  std::string text;
  for (const IceServer& s : servers)
    text += (text.empty() ? "" : ",") + s.url + (s.username.empty() ? "" : "|" + s.username + "|" + s.credential);
  return text;
}

std::string ice_servers_json(const std::vector<IceServer>& servers) {
  JsonWriter j;
  j.begin_array();
  for (const IceServer& s : servers) {
    j.begin_object().key("urls").value(s.url);
    if (!s.username.empty()) j.key("username").value(s.username).key("credential").value(s.credential);
    j.end_object();
  }
  j.end_array();
  return j.str();
}

bool has_relay(const std::vector<IceServer>& servers) {
  return std::any_of(servers.begin(), servers.end(), [](const IceServer& s) { return s.url.compare(0, 4, "turn") == 0; });
}

namespace {

// The query's key=value pairs, decoded; a bad %-escape or a key given twice is a problem.
std::vector<std::pair<std::string, std::string>> query_params(std::string_view query, std::vector<std::string>& problems) {
  std::vector<std::pair<std::string, std::string>> params;
  std::set<std::string> seen;
  for (std::string_view item : split(query, '&')) {
    if (item.empty()) continue;
    size_t eq = item.find('=');
    auto key = percent_decode(item.substr(0, eq));
    auto value = percent_decode(eq == std::string_view::npos ? std::string_view() : item.substr(eq + 1));
    if (!key || !value) {
      problems.push_back("'" + shown(item) + "' has a bad %-escape");
      continue;
    }
    if (!seen.insert(*key).second) {  // a set: a long hostile query is read in linear time
      problems.push_back(shown(*key) + " is given twice");
      continue;
    }
    params.push_back({*key, *value});
  }
  return params;
}

// An invitation's parameters (join, token, seat) and the servers (signal, ice): false for other keys.
bool read_online_param(const std::string& key, const std::string& value, DealLink& link, std::vector<std::string>& problems) {
  if (key == "join" || key == "token") {
    if (!plain_word(value, key == "join" ? 1 : 4, 64))
      problems.push_back(key + "=" + shown(value) + (key == "join" ? " is not a host's id" : " is not an invitation's token"));
    else
      (key == "join" ? link.join : link.token) = value;
  } else if (key == "seat") {
    if (value == "watch") link.join_seat = 0;  // a spectator's link
    else if (value.size() != 1 || value[0] < '1' || value[0] > '8') problems.push_back("seat=" + shown(value) + " is not a seat 1 to 8 or watch");
    else link.join_seat = value[0] - '0';
  } else if (key == "signal") {
    if (!server_address(value)) problems.push_back("signal=" + shown(value) + " is not an http(s):// or ws(s):// address");
    else link.signal = value;
  } else if (key == "ice") {
    if (auto servers = parse_ice_servers(value); !servers) problems.push_back("ice=" + shown(value) + ": " + servers.error());
    else link.ice = value;
  } else {
    return false;
  }
  return true;
}

}  // namespace

Result<DealLink> parse_deal_query(std::string_view query) {
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  DealLink link;
  std::vector<std::string> problems;
  const std::vector<std::pair<std::string, std::string>> params = query_params(query, problems);
  auto get = [&](const char* key) -> const std::string* {
    for (const auto& p : params)
      if (p.first == key) return &p.second;
    return nullptr;
  };
  const Game* game = nullptr;
  if (const std::string* g = get("game")) {
    game = find_game(*g);
    if (!game || game->info.test_only) {
      std::string known;
      for (const Game* x : registry())
        if (!x->info.test_only) known += (known.empty() ? "" : ", ") + x->info.id;
      problems.push_back("game=" + shown(*g) + " is not a game here (games: " + known + ")");
      game = nullptr;
    } else {
      link.game_id = game->info.id;
    }
  }
  Options given;
  for (const auto& param : params) {
    const std::string& key = param.first;
    const std::string& value = param.second;
    if (key == "game") continue;
    if (key == "seed") {
      uint64_t seed = 0;
      auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), seed);
      if (value.empty() || ec != std::errc() || p != value.data() + value.size())
        problems.push_back("seed=" + shown(value) + " is not a whole number");
      else
        link.has_seed = true, link.seed = seed;
    } else if (key == "seats") {
      int seats = 0;
      auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), seats);
      if (value.empty() || ec != std::errc() || p != value.data() + value.size() ||
          (game && !takes_seats(game->info, seats)) || seats < 1 || seats > 8)
        problems.push_back("seats=" + shown(value) + " is not a seat count this game takes");
      else
        link.seats = seats;
    } else if (key == "vs") {
      if (value == "computer") link.vs_computer = true;
      else if (value == "friends" || value == "hotseat") link.vs_computer = false;
      else problems.push_back("vs=" + shown(value) + " is not computer or friends");
    } else if (key == "level") {
      int found = -1;
      for (int l = 0; l < kLevelCount; ++l)
        if (value == level_key(static_cast<Level>(l)) || value == std::to_string(l)) found = l;
      if (found < 0) problems.push_back("level=" + shown(value) + " is not easy, normal, hard or expert");
      else link.level = found;
    } else if (key == "replay") {
      link.replay = value;
    } else if (read_online_param(key, value, link, problems)) {
      // join, token, seat, signal, ice: read there
    } else if (key == "guide") {
      if (value == "1" || value == "0") link.guided = value == "1";
      else problems.push_back("guide=" + shown(value) + " is not 1 or 0");
    } else if (game && std::any_of(game->info.options.begin(), game->info.options.end(),
                                   [&](const OptionSpec& o) { return o.key == key; })) {
      given[key] = value;
    } else {
      problems.push_back("'" + shown(key) + "' is not a parameter here");
    }
  }
  if (game) {
    for (const auto& [key, value] : given) {
      auto one = resolve_options(game->info, {{key, value}});
      if (!one) problems.push_back(one.error());
    }
    if (problems.empty()) {
      link.options = *resolve_options(game->info, given);
      // A deal link deals a new game: choices the game offers only at other seat counts are refused.
      const std::string why = not_offered(game->info, link.seats > 0 ? link.seats : seat_counts(game->info).front(), link.options);
      if (!why.empty()) problems.push_back(why);
    }
  } else if (link.replay.empty() && !get("join") && !params.empty() && !get("game") &&
             !std::all_of(params.begin(), params.end(), [](const auto& p) { return p.first == "signal" || p.first == "ice"; })) {
    problems.push_back("the link names no game (game=...)");
  }
  if (get("join") && (game || get("replay"))) problems.push_back("an invitation (join=...) names no game or replay: the host chose them");
  if ((get("join") != nullptr) != (get("seat") != nullptr) || (get("join") != nullptr) != (get("token") != nullptr))
    problems.push_back("an invitation needs join=, seat= and token= together");
  if (!problems.empty()) {
    // The first few problems, so the message stays readable whatever the link holds.
    constexpr size_t kShown = 6;
    std::string msg = problems.size() == 1 ? "This link has a problem: " : "This link has problems: ";
    for (size_t k = 0; k < problems.size() && k < kShown; ++k) msg += (k ? "; " : "") + problems[k];
    if (problems.size() > kShown) msg += "; and " + std::to_string(problems.size() - kShown) + " more";
    return make_error(msg);
  }
  return link;
}

std::string write_hosted_note(const HostedNote& note) {
  std::string text = "host=" + note.host_id + " signal=" + (note.signal.empty() ? "-" : note.signal) + " tokens=";
  for (size_t seat = 0; seat < note.tokens.size(); ++seat) text += (seat ? "," : "") + (note.tokens[seat].empty() ? "-" : note.tokens[seat]);
  if (note.fair) text += " " + write_fair_note(*note.fair);
  return text;
}

Result<HostedNote> read_hosted_note(std::string_view text) {
  const std::vector<std::string_view> fields = split(text, ' ');
  if ((fields.size() != 3 && fields.size() != 5) || fields[0].substr(0, 5) != "host=" || fields[1].substr(0, 7) != "signal=" ||
      fields[2].substr(0, 7) != "tokens=")
    return make_error("the note of a game online is not readable");
  if (fields.size() == 5 && (fields[3].substr(0, 5) != "fair=" || fields[4].substr(0, 5) != "gave="))
    return make_error("the deal in the note of a game online is not readable");
  HostedNote note;
  note.host_id = std::string(fields[0].substr(5));
  if (!plain_word(note.host_id, 1, 64)) return make_error("the host's id in the note is not a peer id");
  const std::string_view signal = fields[1].substr(7);
  if (signal != "-" && !server_address(signal)) return make_error("the signalling server in the note is not an address");
  note.signal = signal == "-" ? "" : std::string(signal);
  for (std::string_view t : split(fields[2].substr(7), ',')) {
    if (t != "-" && !plain_word(t, 1, 64)) return make_error("a token in the note is not a token");
    note.tokens.push_back(t == "-" ? "" : std::string(t));
  }
  if (note.tokens.empty() || note.tokens.size() > 8) return make_error("the note names no seats");
  if (fields.size() == 5) {
    auto fair = read_fair_note(fields[3].substr(5), fields[4].substr(5), note.tokens.size());
    if (!fair) return make_error(fair.error());
    note.fair = std::move(*fair);
  }
  return note;
}

std::string deal_query(const DealLink& link) {
  static const char* kLevels[] = {"easy", "normal", "hard"};
  std::string q;
  auto add = [&](const std::string& k, const std::string& v) { q += (q.empty() ? "?" : "&") + k + "=" + v; };
  if (!link.replay.empty()) add("replay", link.replay);
  if (!link.game_id.empty()) add("game", link.game_id);
  if (link.has_seed) add("seed", std::to_string(link.seed));
  if (link.seats) add("seats", std::to_string(link.seats));
  if (!link.game_id.empty()) {
    add("vs", link.vs_computer ? "computer" : "friends");
    if (link.vs_computer) add("level", kLevels[std::clamp(link.level, 0, 2)]);
  }
  if (link.guided) add("guide", "1");
  if (!link.join.empty())
    add("join", link.join), add("seat", link.join_seat == 0 ? std::string("watch") : std::to_string(link.join_seat)), add("token", link.token);
  if (!link.signal.empty()) add("signal", link.signal);
  if (!link.ice.empty()) add("ice", percent_encode(link.ice));
  for (const auto& [k, v] : link.options) add(k, v);  // option values are [A-Za-z0-9._-]
  return q;
}

}  // namespace ff
