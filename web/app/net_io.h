// The page's online transport (ff-net.js: WebRTC data channels, the pages met through a PeerJS
// signalling server): open this page's peer, connect to another, send text, and poll for what
// happened. Messages are the protocol's JSON (core/match/wire.h); this layer neither reads nor
// writes them. In the native debug build there is no transport.
#pragma once
#include <string>
#include <vector>

namespace ff::io {

struct NetEvent {
  // "ready" (our peer id is `id`), "incoming" (a page connected to us: connection `conn`, its peer
  // `id`, what it said it comes for in `text`: "seat=2"), "open" (connection `conn` can carry
  // messages), "data" (`text` arrived on `conn`), "close" (`conn` ended), "error" (`text`; `conn` 0
  // for the peer itself), "broker" (lost the signalling server), "failed" (`text`: the library
  // could not load).
  // The transport's own watch over each connection (web/ff-net.js): "silent" (nothing heard on
  // `conn` for 4.5 s, heartbeats included), "heard" (it speaks again), "route" (`text` "direct" or
  // "relayed": the path its data takes), "unreachable" (not open 10 s on, or ICE failed; `text`
  // "no-relay", "relay-silent", "public-relay-silent" or "no-path"). On a guest's connection at the
  // host: "flood" (`text`: how many messages over 40 a second were dropped unread) and "toolong"
  // (`text`: the length of a message over 16 KiB, dropped unread).
  std::string kind;
  int conn = 0;
  std::string id, text;
};

bool net_available();  // false in the native build
// Opens this page's peer through the signalling server `signal` ("" the library's public one):
// with `id` ("" lets the server choose) and the ICE servers `ice_json` (RTCPeerConnection's
// iceServers as JSON; "" the library's defaults). Replaces any earlier peer and its connections.
void net_start(const std::string& id, const std::string& signal, const std::string& ice_json);
// A connection number (its "open" event follows), 0 if no peer. `meta` travels with the offer.
int net_connect(const std::string& peer_id, const std::string& meta);
bool net_send(int conn, const std::string& text);  // false if the connection is not open
void net_close(int conn);
void net_reconnect_broker();  // after a "broker" event
void net_stop();
// The oldest events not yet read, in a batch of about 1 MiB at most (at least one event), and how many
// are left for the next poll; `error` if the batch could not be read (nothing is dropped unsaid).
struct NetBatch {
  std::vector<NetEvent> events;
  long left = 0;
  std::string error;
};
NetBatch net_poll();
// Without a signalling server: the host makes a connection code carrying `extra` ("offer" event:
// `conn`, the code in `text`); the guest answers a code ("answer" event: `conn`, the answer in
// `text`, the code's extra in `id`); the host pastes the answer into its connection. "open" follows
// on both sides; "codefail" (`text`) if a code is not one or the connection cannot be made.
void net_load();   // fetches the transport script without opening a peer (the code fallback)
bool net_ready();  // the transport script is loaded
int net_offer(const std::string& extra);
int net_answer(const std::string& code);
void net_accept(int conn, const std::string& answer);

}  // namespace ff::io

namespace ff::io {
// The system share sheet (navigator.share) where the browser has one; false where it has none.
bool can_share();
void share_link(const std::string& title, const std::string& url);
void reload_page();  // fetches the page again (a guest whose page is another build than the host's)
}  // namespace ff::io
