// The text forms a match travels in between visits and between people: the resume save kept in
// browser storage (who is a computer, the level, the game) and URL parameters for shared deals.
// Above the registry: both name games by id among every registered game. Replay codes, which carry
// only the game, are the engine's (core/engine/replay_code.h, included here for callers).
// Every parser here refuses bad input with a reason and never crashes (fuzzed by tests/fuzz).
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine/game.h"
#include "core/engine/replay_code.h"
#include "core/games/registry.h"
#include "core/match/fair_deal.h"

namespace ff {

// ---- Resume saves ----------------------------------------------------------------------------
// What a browser session needs to continue a game: who is a computer, the level, and the game.
struct SavedGame {
  std::vector<bool> computer;  // per seat
  int level = 2;               // 0 Easy, 1 Normal, 2 Hard, 3 Expert (core/ai/level.h)
  std::unique_ptr<State> state;
};
// "FFS1" is written for Easy to Hard, which every page reads. An Expert game (level=3) is saved as
// "FFS2": pages from before Expert keep such a save untouched as a newer version's instead of
// refusing it as damaged (and removing it). This version reads both.
constexpr int kSaveVersion = 1;
constexpr int kSaveVersionExpert = 2;
// "FFS1 level=2 computer=01 <replay code>"
std::string save_game(const State& state, const std::vector<bool>& computer, int level);
// Refuses saves from another format version and corrupt ones, with the reason.
Result<SavedGame> load_game(std::string_view text);
// True for a save of a later format than this build reads ("FFS3 ..."): keep it for that version.
bool is_newer_save(std::string_view text);

// ---- A game hosted online: the note kept beside its save ------------------------------------
// "host=<peer id> signal=<server URL, or - for the public one> tokens=<token or -,...>": the host's
// peer id, the signalling server and each seat's invitation token ("-": no friend at that seat). A
// reloaded host reopens the same id, so its friends' links still work. Since fair deals (issue 54)
// the deal follows: " fair=<secret or chosen> gave=<per seat: x, - or the contribution>"
// (core/match/fair_deal.h), so a reloaded host keeps its secret and the contributions; a note
// without them (an earlier version's) reads as before, its game a deal the host chose.
struct HostedNote {
  std::string host_id;
  std::string signal;               // "": the public signalling server
  std::vector<std::string> tokens;  // per seat; "" for a seat without a friend
  std::optional<FairHost> fair;     // the deal's part (none in an earlier version's note)
  bool remote(size_t seat) const { return seat < tokens.size() && !tokens[seat].empty(); }
};
std::string write_hosted_note(const HostedNote& note);
// Refuses a note with a missing or malformed part, with the reason.
Result<HostedNote> read_hosted_note(std::string_view text);

// ---- Relay and STUN servers for games online ---------------------------------------------------
// "stun:198.18.0.1:3478,turn:relay.example:3478?transport=tcp|user|secret": up to four servers,
// comma-separated; a TURN server's username and credential follow its URL after '|' (a STUN
// server takes none). URLs: stun:, stuns:, turn:, turns: with a host name or address, an optional
// port and, for TURN, an optional ?transport=udp|tcp. The same text is kept in the settings and
// carried by an invitation link's ice= (percent-encoded there).
struct IceServer {
  std::string url, username, credential;
};
constexpr size_t kMaxIceServers = 4;
constexpr size_t kMaxIceText = 600;
// Refuses anything else with the reason, naming the server ("the 2nd server: ...").
Result<std::vector<IceServer>> parse_ice_servers(std::string_view text);
std::string write_ice_servers(const std::vector<IceServer>& servers);
// RTCPeerConnection's iceServers: [{"urls":"turn:...","username":"...","credential":"..."}].
std::string ice_servers_json(const std::vector<IceServer>& servers);
// Whether the list names a relay (a TURN server): without one, friends whose routers block direct
// connections cannot meet.
bool has_relay(const std::vector<IceServer>& servers);

// ---- Shared deals in URL parameters -----------------------------------------------------------
// ?game=head-to-head-poker&seed=42&vs=computer&level=hard&seats=2&mode=ante
// Keys: game, seed, seats, vs (computer | friends), level (easy | normal | hard | expert), replay (a code),
// guide (1 | 0), and the game's own option keys. Option values are checked against the game.
struct DealLink {
  std::string game_id;
  bool has_seed = false;
  uint64_t seed = 0;
  int seats = 0;            // 0: the game's minimum
  bool vs_computer = true;
  int level = 2;            // 0 Easy, 1 Normal, 2 Hard, 3 Expert (core/ai/level.h)
  Options options;          // resolved: defaults filled in
  std::string replay;       // a replay code to open instead of a new game
  bool guided = false;      // guide=1: the guided first game (with the game's guided options)
  // An invitation to a game online (join=<host's peer id>&seat=<1-based>&token=<the seat's>):
  // the page joins the host's game at that seat instead of dealing one. No game parameters with it.
  std::string join;
  int join_seat = 0;        // 1-based, as the link shows it; 0 with join: seat=watch, a spectator
  std::string token;
  // signal=<http(s) or ws(s) URL>: the PeerJS signalling server for online play ("": the public one).
  std::string signal;
  // ice=<servers, as parse_ice_servers reads them>: the STUN and relay (TURN) servers the pages use
  // to find a path between them ("": the library's defaults).
  std::string ice;
  bool empty() const { return game_id.empty() && replay.empty() && join.empty(); }
};
// `query` with or without the leading '?'. Percent-decodes. Every bad or unknown parameter is
// named in the error (all of them, not only the first).
Result<DealLink> parse_deal_query(std::string_view query);
std::string deal_query(const DealLink& link);

}  // namespace ff
