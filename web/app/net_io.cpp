#include "web/app/net_io.h"

#include "core/common/json_read.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

#include <cstdlib>
#endif

namespace ff::io {

#ifdef __EMSCRIPTEN__
// ff-net.js is a plain script beside the page (closure's simple mode at most: its names stay as written); the
// calls below name its functions in quotes so the closure compiler leaves them alone.
EM_JS(void, ff_net_start, (const char* id, const char* signal, const char* ice), {
  var i = UTF8ToString(id), s = UTF8ToString(signal), c = UTF8ToString(ice);
  var go = function () { window["ffNet"]["start"](i, s, c); };
  if (window["ffNet"]) return go();
  var tag = document.createElement("script");
  tag.src = "ff-net.js";
  tag.onload = go;
  tag.onerror = function () { window["ffNetFailed"] = "the online script (ff-net.js) did not load"; };
  document.head.appendChild(tag);
});
EM_JS(int, ff_net_connect, (const char* id, const char* meta), {
  return window["ffNet"] ? window["ffNet"]["connect"](UTF8ToString(id), UTF8ToString(meta)) : 0;
});
EM_JS(int, ff_net_send, (int conn, const char* text), {
  return window["ffNet"] ? window["ffNet"]["send"](conn, UTF8ToString(text)) : 0;
});
EM_JS(void, ff_net_close, (int conn), { if (window["ffNet"]) window["ffNet"]["close"](conn); });
EM_JS(void, ff_net_reconnect, (), { if (window["ffNet"]) window["ffNet"]["reconnectBroker"](); });
EM_JS(void, ff_net_stop, (), { if (window["ffNet"]) window["ffNet"]["stop"](); });
EM_JS(char*, ff_net_poll, (), {
  var v = '{"left":0,"events":[]}';
  if (window["ffNet"]) v = window["ffNet"]["poll"]();
  else if (window["ffNetFailed"]) { v = JSON.stringify({ "left": 0, "events": [{ "k": "failed", "text": window["ffNetFailed"] }] }); window["ffNetFailed"] = ""; }
  var n = lengthBytesUTF8(v) + 1; var p = _malloc(n);
  stringToUTF8(v, p, n);
  return p;
});

EM_JS(int, ff_can_share, (), { return navigator["share"] ? 1 : 0; });
EM_JS(void, ff_share, (const char* title, const char* url), {
  try { navigator["share"]({ "title": UTF8ToString(title), "url": UTF8ToString(url) })["catch"](function () {}); } catch (e) {}
});
EM_JS(void, ff_reload, (), { location.reload(); });
bool can_share() { return ff_can_share() != 0; }
void reload_page() { ff_reload(); }
void share_link(const std::string& title, const std::string& url) { ff_share(title.c_str(), url.c_str()); }

EM_JS(void, ff_net_load, (), {
  if (window["ffNet"] || document.getElementById("ff-net")) return;
  var tag = document.createElement("script");
  tag.id = "ff-net";
  tag.src = "ff-net.js";
  tag.onerror = function () { window["ffNetFailed"] = "the online script (ff-net.js) did not load"; };
  document.head.appendChild(tag);
});
EM_JS(int, ff_net_ready, (), { return window["ffNet"] ? 1 : 0; });
void net_load() { ff_net_load(); }
bool net_ready() { return ff_net_ready() != 0; }
EM_JS(int, ff_net_offer, (const char* extra), { return window["ffNet"] ? window["ffNet"]["offer"](UTF8ToString(extra)) : 0; });
EM_JS(int, ff_net_answer, (const char* code), { return window["ffNet"] ? window["ffNet"]["answer"](UTF8ToString(code)) : 0; });
EM_JS(void, ff_net_accept, (int conn, const char* code), { if (window["ffNet"]) window["ffNet"]["accept"](conn, UTF8ToString(code)); });
int net_offer(const std::string& extra) { return ff_net_offer(extra.c_str()); }
int net_answer(const std::string& code) { return ff_net_answer(code.c_str()); }
void net_accept(int conn, const std::string& answer) { ff_net_accept(conn, answer.c_str()); }

bool net_available() { return true; }
void net_start(const std::string& id, const std::string& signal, const std::string& ice_json) {
  ff_net_start(id.c_str(), signal.c_str(), ice_json.c_str());
}
int net_connect(const std::string& peer_id, const std::string& meta) { return ff_net_connect(peer_id.c_str(), meta.c_str()); }
bool net_send(int conn, const std::string& text) { return ff_net_send(conn, text.c_str()) != 0; }
void net_close(int conn) { ff_net_close(conn); }
void net_reconnect_broker() { ff_net_reconnect(); }
void net_stop() { ff_net_stop(); }

static std::string poll_text() {
  char* p = ff_net_poll();
  std::string s = p ? p : "";
  std::free(p);
  return s;
}
#else
bool can_share() { return false; }
void share_link(const std::string&, const std::string&) {}
void reload_page() {}
void net_load() {}
bool net_ready() { return false; }
int net_offer(const std::string&) { return 0; }
int net_answer(const std::string&) { return 0; }
void net_accept(int, const std::string&) {}
bool net_available() { return false; }
void net_start(const std::string&, const std::string&, const std::string&) {}
int net_connect(const std::string&, const std::string&) { return 0; }
bool net_send(int, const std::string&) { return false; }
void net_close(int) {}
void net_reconnect_broker() {}
void net_stop() {}
static std::string poll_text() { return R"({"left":0,"events":[]})"; }
#endif

NetBatch net_poll() {
  NetBatch out;
  JsonLimits limits;
  limits.max_bytes = size_t{4} << 20;  // a batch is about 1 MiB at most (ff-net.js BATCH_CHARS), one event 1 MiB at most
  limits.max_depth = 4;
  auto batch = read_json(poll_text(), limits);
  const JsonValue* events = batch ? batch->find("events") : nullptr;
  if (!events || !events->is(JsonValue::Type::kArray)) {
    out.error = batch ? "no events" : batch.error();  // never expected: ff-net.js writes the batch
    return out;
  }
  if (const JsonValue* left = batch->find("left"); left && left->is(JsonValue::Type::kNumber)) out.left = static_cast<long>(left->number);
  for (const JsonValue& e : events->items) {
    NetEvent n;
    if (const JsonValue* k = e.find("k"); k && k->is(JsonValue::Type::kString)) n.kind = k->text;
    if (const JsonValue* c = e.find("c"); c && c->is(JsonValue::Type::kNumber)) n.conn = static_cast<int>(c->number);
    if (const JsonValue* id = e.find("id"); id && id->is(JsonValue::Type::kString)) n.id = id->text;
    if (const JsonValue* t = e.find("text"); t && t->is(JsonValue::Type::kString)) n.text = t->text;
    if (!n.kind.empty()) out.events.push_back(std::move(n));
  }
  return out;
}

}  // namespace ff::io
