#include "core/engine/links.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>

#include "core/common/text.h"

namespace ff {

uint32_t crc32(std::string_view bytes) {
  static const std::array<uint32_t, 256> table = [] {
    std::array<uint32_t, 256> t{};
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[i] = c;
    }
    return t;
  }();
  uint32_t c = 0xFFFFFFFFu;
  for (unsigned char b : bytes) c = table[(c ^ b) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

namespace {

constexpr std::string_view kCodePrefix = "FFR";
constexpr int kCodeVersion = 1;
constexpr size_t kMaxCodeChars = 200000;
const char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

void put_varint(std::string& out, uint64_t v) {
  while (v >= 0x80) {
    out += static_cast<char>((v & 0x7F) | 0x80);
    v >>= 7;
  }
  out += static_cast<char>(v);
}

void put_text(std::string& out, std::string_view s) {
  put_varint(out, s.size());
  out += s;
}

std::string base64url(std::string_view bytes) {
  std::string out;
  size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    uint32_t v = (uint8_t(bytes[i]) << 16) | (uint8_t(bytes[i + 1]) << 8) | uint8_t(bytes[i + 2]);
    for (int k = 3; k >= 0; --k) out += kB64[(v >> (6 * k)) & 63];
  }
  size_t rest = bytes.size() - i;
  if (rest == 1) {
    uint32_t v = uint8_t(bytes[i]) << 16;
    out += kB64[(v >> 18) & 63];
    out += kB64[(v >> 12) & 63];
  } else if (rest == 2) {
    uint32_t v = (uint8_t(bytes[i]) << 16) | (uint8_t(bytes[i + 1]) << 8);
    out += kB64[(v >> 18) & 63];
    out += kB64[(v >> 12) & 63];
    out += kB64[(v >> 6) & 63];
  }
  return out;
}

int b64_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

Result<std::string> unbase64url(std::string_view text) {
  if (text.size() % 4 == 1) return make_error("the code has the wrong length (a character is missing or extra)");
  std::string out;
  uint32_t acc = 0;
  int bits = 0;
  for (char c : text) {
    int v = b64_value(c);
    if (v < 0) {
      std::string shown = std::isprint(static_cast<unsigned char>(c)) ? std::string(1, c) : "a control character";
      return make_error("the code contains '" + shown + "', which is not in any code");
    }
    acc = (acc << 6) | static_cast<uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((acc >> bits) & 0xFF);
    }
  }
  // The last character's spare bits are zero in every code we make: anything else is a typo.
  if (bits > 0 && (acc & ((1u << bits) - 1)) != 0) return make_error("the code is mistyped (its last character is wrong)");
  return out;
}

// Reads the fields of a decoded payload; every read checks the bounds.
struct Reader {
  std::string_view data;
  size_t pos = 0;
  bool varint(uint64_t& v) {
    v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (pos >= data.size()) return false;
      uint8_t b = static_cast<uint8_t>(data[pos++]);
      v |= static_cast<uint64_t>(b & 0x7F) << shift;
      if (!(b & 0x80)) return true;
    }
    return false;
  }
  bool text(std::string& s, size_t max_len) {
    uint64_t n = 0;
    if (!varint(n) || n > max_len || n > data.size() - pos) return false;
    s.assign(data.substr(pos, n));
    pos += n;
    return true;
  }
};

std::string strip_spaces(std::string_view s) {
  std::string out;
  for (char c : s)
    if (!std::isspace(static_cast<unsigned char>(c))) out += c;
  return out;
}

}  // namespace

std::string replay_code(const State& state) {
  // Replays the record from the start to find each action's index among the legal actions.
  auto fresh = new_game(state.info().id, state.seed(), state.num_seats(), state.options());
  std::string payload;
  payload += static_cast<char>(kCodeVersion);
  put_text(payload, state.info().id);
  put_varint(payload, static_cast<uint64_t>(state.num_seats()));
  put_varint(payload, state.seed());
  put_text(payload, format_options(state.options()));
  put_varint(payload, state.history().size());
  if (fresh) {
    State& s = **fresh;
    for (Action a : state.history()) {
      auto legal = s.legal_actions();
      auto it = std::lower_bound(legal.begin(), legal.end(), a);
      put_varint(payload, static_cast<uint64_t>(it - legal.begin()));
      s.apply_legal(a);
    }
  }
  uint32_t crc = crc32(payload);
  for (int k = 0; k < 4; ++k) payload += static_cast<char>((crc >> (8 * k)) & 0xFF);
  return std::string(kCodePrefix) + std::to_string(kCodeVersion) + base64url(payload);
}

Result<std::unique_ptr<State>> parse_replay_code(std::string_view text) {
  if (text.size() > kMaxCodeChars) return make_error("the code is far too long to be a game");
  std::string code = strip_spaces(text);
  if (size_t at = code.find("replay="); at != std::string::npos) {
    code = code.substr(at + 7);
    code = code.substr(0, code.find_first_of("&#"));
  }
  if (code.empty()) return make_error("the code is empty");
  if (code.compare(0, kCodePrefix.size(), kCodePrefix) != 0) return make_error("this is not a Five Fronts replay code (it starts with FFR)");
  if (code.size() < kCodePrefix.size() + 1 || code[kCodePrefix.size()] != '0' + kCodeVersion)
    return make_error("this replay code was made by another version of Five Fronts");
  auto bytes = unbase64url(std::string_view(code).substr(kCodePrefix.size() + 1));
  if (!bytes) return Error{bytes.error()};
  const std::string& b = *bytes;
  if (b.size() < 5) return make_error("the code is too short");
  std::string_view body(b.data(), b.size() - 4);
  uint32_t want = 0;
  for (int k = 0; k < 4; ++k) want |= static_cast<uint32_t>(static_cast<uint8_t>(b[b.size() - 4 + k])) << (8 * k);
  if (crc32(body) != want) return make_error("the code is mistyped (its checksum does not match)");
  Reader r{body};
  uint64_t version = 0, seats = 0, seed = 0, n = 0;
  std::string game_id, options_text;
  if (!r.varint(version) || version != kCodeVersion) return make_error("the code's format is not supported");
  if (!r.text(game_id, 64) || !r.varint(seats) || !r.varint(seed) || !r.text(options_text, 1024) || !r.varint(n))
    return make_error("the code is damaged (a field is cut short)");
  if (seats > 64) return make_error("the code names " + std::to_string(seats) + " seats");
  auto options = parse_options(options_text);
  if (!options) return Error{options.error()};
  auto state = new_game(game_id, seed, static_cast<int>(seats), *options);
  if (!state) return Error{state.error()};
  if (n > static_cast<uint64_t>((*state)->info().max_actions)) return make_error("the code holds more moves than a game can have");
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t idx = 0;
    if (!r.varint(idx)) return make_error("the code is damaged (move " + std::to_string(i + 1) + " is cut short)");
    auto legal = (*state)->legal_actions();
    if (idx >= legal.size()) return make_error("the code is damaged (move " + std::to_string(i + 1) + " is not a legal move)");
    (*state)->apply_legal(legal[idx]);
  }
  if (r.pos != body.size()) return make_error("the code is damaged (extra data after the last move)");
  return std::move(*state);
}

std::string save_game(const State& state, const std::vector<bool>& computer, int level) {
  std::string mask;
  for (bool c : computer) mask += c ? '1' : '0';
  return "FFS" + std::to_string(kSaveVersion) + " level=" + std::to_string(level) + " computer=" + mask + " " +
         replay_code(state);
}

Result<SavedGame> load_game(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  if (text.substr(0, 3) != "FFS") return make_error("the saved game is not readable");
  size_t sp = text.find(' ');
  std::string_view version = text.substr(3, sp == std::string_view::npos ? std::string_view::npos : sp - 3);
  if (version != std::to_string(kSaveVersion))
    return make_error("the saved game was made by another version of Five Fronts and cannot be continued");
  const std::vector<std::string_view> fields = split(text, ' ');
  if (fields.size() != 4 || fields[1].substr(0, 6) != "level=" || fields[2].substr(0, 9) != "computer=")
    return make_error("the saved game is damaged (its fields are wrong)");
  std::string_view level = fields[1].substr(6), mask = fields[2].substr(9);
  if (level.size() != 1 || level[0] < '0' || level[0] > '2') return make_error("the saved game is damaged (bad level)");
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

Result<DealLink> parse_deal_query(std::string_view query) {
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  DealLink link;
  std::vector<std::string> problems;
  std::vector<std::pair<std::string, std::string>> params;
  for (std::string_view item : split(query, '&')) {
    if (item.empty()) continue;
    size_t eq = item.find('=');
    auto key = percent_decode(item.substr(0, eq));
    auto value = percent_decode(eq == std::string_view::npos ? std::string_view() : item.substr(eq + 1));
    if (!key || !value) {
      problems.push_back("'" + shown(item) + "' has a bad %-escape");
      continue;
    }
    if (std::any_of(params.begin(), params.end(), [&](const auto& p) { return p.first == *key; })) {
      problems.push_back(shown(*key) + " is given twice");
      continue;
    }
    params.push_back({*key, *value});
  }
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
      static const char* kLevels[] = {"easy", "normal", "hard"};
      int found = -1;
      for (int l = 0; l < 3; ++l)
        if (value == kLevels[l] || value == std::to_string(l)) found = l;
      if (found < 0) problems.push_back("level=" + shown(value) + " is not easy, normal or hard");
      else link.level = found;
    } else if (key == "replay") {
      link.replay = value;
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
    if (problems.empty()) link.options = *resolve_options(game->info, given);
  } else if (link.replay.empty() && !params.empty() && !get("game")) {
    problems.push_back("the link names no game (game=...)");
  }
  if (!problems.empty()) {
    std::string msg = "This link has problems: ";
    for (size_t k = 0; k < problems.size(); ++k) msg += (k ? "; " : "") + problems[k];
    return make_error(msg);
  }
  return link;
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
  for (const auto& [k, v] : link.options) add(k, v);  // option values are [A-Za-z0-9._-]
  return q;
}

}  // namespace ff
