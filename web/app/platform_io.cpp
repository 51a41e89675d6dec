#include "web/app/platform_io.h"

#include <chrono>

#ifndef __EMSCRIPTEN__
#include <algorithm>
#include <cstdlib>
#include <cstdio>
#include <filesystem>

#include "core/match/fair_deal.h"  // to_hex, is_hex
#endif

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <cstdint>
#include <cstdlib>
#endif

namespace ff::io {

#ifdef __EMSCRIPTEN__
namespace {
// Returns a malloc'd UTF-8 copy of a JS string (the caller frees it), or null.
std::string take(char* p) {
  std::string s = p ? p : "";
  std::free(p);
  return s;
}
}  // namespace

std::string storage_get(const std::string& key) {
  char* p = (char*)(intptr_t)(EM_ASM_INT({
    try {
      var v = window.localStorage.getItem(UTF8ToString($0));
      if (v === null) return 0;
      var n = lengthBytesUTF8(v) + 1; var p = _malloc(n);
      stringToUTF8(v, p, n);
      return p;
    } catch (e) { return 0; }
  }, key.c_str()));
  return take(p);
}

bool storage_set(const std::string& key, const std::string& value) {
  return EM_ASM_INT({
    try { window.localStorage.setItem(UTF8ToString($0), UTF8ToString($1)); return 1; } catch (e) { return 0; }
  }, key.c_str(), value.c_str()) != 0;
}

std::vector<std::string> storage_keys(const std::string& prefix) {
  char* p = (char*)(intptr_t)(EM_ASM_INT({
    var pre = UTF8ToString($0); var out = [];
    try {
      for (var i = 0; i < window.localStorage.length; ++i) {
        var k = window.localStorage.key(i);
        if (k !== null && k.indexOf(pre) === 0) out.push(k);
      }
    } catch (e) {}
    var v = out.join("\n");
    var n = lengthBytesUTF8(v) + 1; var p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  }, prefix.c_str()));
  std::vector<std::string> keys;
  const std::string all = take(p);
  for (size_t at = 0; at < all.size();) {
    size_t end = all.find('\n', at);
    if (end == std::string::npos) end = all.size();
    keys.push_back(all.substr(at, end - at));
    at = end + 1;
  }
  return keys;
}

bool storage_changed_elsewhere(const std::string& key) {
  return EM_ASM_INT({
    if (!window.ffStorageChanged) {  // installed on first use: the keys other tabs touched
      window.ffStorageChanged = {};
      window.addEventListener("storage", function (e) { if (e.key !== null) window.ffStorageChanged[e.key] = true; });
      return 0;
    }
    var k = UTF8ToString($0);
    if (!window.ffStorageChanged[k]) return 0;
    delete window.ffStorageChanged[k];
    return 1;
  }, key.c_str()) != 0;
}

double now_ms() { return EM_ASM_DOUBLE({ return Date.now(); }); }

std::string test_draw() {
  char* p = (char*)(intptr_t)(EM_ASM_INT({
    var d = window["ffFairDraws"]; var v = "";
    if (d && d.length) v = String(d.shift());
    var n = lengthBytesUTF8(v) + 1; var p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  }));
  return take(p);
}

void storage_remove(const std::string& key) {
  EM_ASM({
    try { window.localStorage.removeItem(UTF8ToString($0)); } catch (e) {}
  }, key.c_str());
}

static std::string js_string(const char* expr_id) {
  char* p = (char*)(intptr_t)(EM_ASM_INT({
    var which = UTF8ToString($0); var v = "";
    if (which === "query") v = window.location.search || "";
    if (which === "address") v = window.location.origin + window.location.pathname;
    var n = lengthBytesUTF8(v) + 1; var p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  }, expr_id));
  return take(p);
}

std::string url_query() { return js_string("query"); }
bool coarse_pointer() {
  return EM_ASM_INT({ try { return window.matchMedia("(pointer: coarse)").matches ? 1 : 0; } catch (e) { return 0; } }) != 0;
}
std::string page_address() { return js_string("address"); }

// window.ffApp: shell.html's service worker registration and install prompt (names quoted: the
// closure compiler renames unquoted properties of this module's JavaScript).
bool update_ready() { return EM_ASM_INT({ var a = window["ffApp"]; return a && a["updateReady"] ? 1 : 0; }) != 0; }
void apply_update() {
  EM_ASM({ var a = window["ffApp"]; if (a) a["applyUpdate"](); });
}
bool can_install() { return EM_ASM_INT({ var a = window["ffApp"]; return a && a["canInstall"] ? 1 : 0; }) != 0; }
void install() {
  EM_ASM({ var a = window["ffApp"]; if (a) a["install"](); });
}
bool network_online() { return EM_ASM_INT({ return navigator.onLine === false ? 0 : 1; }) != 0; }
bool page_hidden() { return EM_ASM_INT({ return document.hidden ? 1 : 0; }) != 0; }
void call_attention() {
  EM_ASM({ var a = window["ffApp"]; if (a) a["attention"](); });
}

void set_url_query(const std::string& query) {
  EM_ASM({
    try { window.history.replaceState(null, "", window.location.pathname + UTF8ToString($0)); } catch (e) {}
  }, query.c_str());
}

void copy_text(const std::string& text) {
  EM_ASM({
    var t = UTF8ToString($0);
    try { if (navigator.clipboard) navigator.clipboard.writeText(t).catch(function () {}); } catch (e) {}
  }, text.c_str());
}

// The page's paste events carry the clipboard's text: kept for pasted_text() and take_new_paste().
void listen_for_paste() {
  EM_ASM({
    if (window.ffPasteInstalled) return;
    window.ffPasteInstalled = true;
    document.addEventListener("paste", function (e) {
      var t = (e.clipboardData || window.clipboardData).getData("text");
      if (typeof t === "string") { window.ffPasted = t; window.ffPastedNew = true; }
    }, true);
  });
}

std::string pasted_text() {
  listen_for_paste();
  char* p = (char*)(intptr_t)(EM_ASM_INT({
    var v = window.ffPasted || "";
    var n = lengthBytesUTF8(v) + 1; var p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  }));
  return take(p);
}

std::string take_new_paste() {
  listen_for_paste();
  const bool fresh = EM_ASM_INT({ var f = !!window.ffPastedNew; window.ffPastedNew = false; return f ? 1 : 0; }) != 0;
  return fresh ? pasted_text() : "";
}

std::string keyboard_take() {
  char* p = (char*)(intptr_t)(EM_ASM_INT({
    var a = window["ffApp"];
    if (!a || !a["typed"]) return 0;
    var v = a["typed"];
    a["typed"] = "";
    var n = lengthBytesUTF8(v) + 1; var p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  }));
  return take(p);
}
void want_text(bool wanted) {
  EM_ASM({ var a = window["ffApp"]; if (a && a["wantText"]) a["wantText"]($0 != 0); }, wanted ? 1 : 0);
}
float keyboard_cover() {
  return static_cast<float>(EM_ASM_DOUBLE({ var a = window["ffApp"]; return a && a["keyboardCover"] ? a["keyboardCover"]() : 0; }));
}
void lift_canvas(float px) {
  EM_ASM({ var a = window["ffApp"]; if (a && a["liftCanvas"]) a["liftCanvas"](Math.round($0)); }, px);
}

bool request_paste() {
  return EM_ASM_INT({
    try {
      if (!navigator.clipboard || !navigator.clipboard.readText) return 0;
      navigator.clipboard.readText().then(function (t) { window.ffPasted = t; window.ffPastedNew = true; }).catch(function () {});
      return 1;
    } catch (e) { return 0; }
  }) != 0;
}

void announce(const std::string& region, const std::string& text) {
  EM_ASM({
    var el = document.getElementById("live-" + UTF8ToString($0));
    if (el) el.textContent = UTF8ToString($1);
  }, region.c_str(), text.c_str());
}
// The page's side of the worker, in JS (names shared with ff-worker.js and the page are quoted: the
// closure compiler renames the others): window.ffThink keeps the requests in flight and the answers.
EM_JS(void, ff_worker_install, (), {
  if (window.ffThink) return;
  var t = window.ffThink = { worker: null, state: "none", why: "", next: 1, pending: {}, answers: {}, restarts: 0 };
  t.fail = function (why) {
    t.state = "failed"; t.why = why;
    for (var id in t.pending) t.answers[id] = { failed: true, error: why };
    t.pending = {};
    if (t.worker) t.worker.terminate();
    t.worker = null;
    console.warn("Five Fronts: the computer thinks on the page (" + why + ")");
  };
  t.start = function () {
    if (typeof Worker === "undefined" || window["ffNoWorker"]) { t.state = "failed"; t.why = "no Web Worker"; return; }
    try {
      var w = new Worker("ff-worker.js");
      t.worker = w; t.state = "loading";
      w.onmessage = function (e) {
        var d = e.data;
        if (d["ready"]) { t.state = "ready"; return; }
        if (d["failed"]) { t.fail(d["failed"]); return; }
        var id = d["id"];
        if (t.pending[id]) { delete t.pending[id]; t.answers[id] = { answer: d["answer"] }; }
      };
      w.onerror = function (e) { if (e.preventDefault) e.preventDefault(); t.fail(e.message || "the worker stopped"); };
    } catch (e) { t.state = "failed"; t.why = String(e); }
  };
  t.ask = function (text) {
    if (t.state === "failed" || !t.worker) return 0;
    if (Object.keys(t.pending).length) {  // superseded: restart rather than wait for a stale search
      t.worker.terminate(); t.worker = null; t.pending = {}; t.restarts++;
      t.start();
      if (!t.worker) return 0;
    }
    var id = t.next++;
    t.pending[id] = true;
    // window.ffNoClock (set by tests that expect one exact search move): the worker searches its
    // budget of iterations alone, with no time limit, so any machine gives the same move.
    t.worker.postMessage({ "id": id, "request": text, "clock": !window["ffNoClock"] });
    return id;
  };
  t.start();
});

EM_JS(int, ff_worker_ask, (const char* text), {
  return window.ffThink ? window.ffThink.ask(UTF8ToString(text)) : 0;
});

// "A <answer>", "P" (pending) or "F <why>", malloc'd.
EM_JS(char*, ff_worker_reply, (int id), {
  var t = window.ffThink; var v;
  if (!t) v = "F no worker";
  else if (t.answers[id]) { var a = t.answers[id]; delete t.answers[id]; v = a.failed ? "F " + a.error : "A " + a.answer; }
  else v = t.pending[id] ? "P" : "F the request was dropped";
  var n = lengthBytesUTF8(v) + 1; var p = _malloc(n);
  stringToUTF8(v, p, n);
  return p;
});

EM_JS(char*, ff_worker_status, (), {
  var t = window.ffThink;
  var v = !t ? "none" : t.state === "failed" ? "failed: " + t.why : t.state;
  var n = lengthBytesUTF8(v) + 1; var p = _malloc(n);
  stringToUTF8(v, p, n);
  return p;
});

void worker_start() { ff_worker_install(); }

int worker_ask(const std::string& request) { return ff_worker_ask(request.c_str()); }

WorkerReply worker_reply(int id, std::string& text) {
  const std::string v = take(ff_worker_reply(id));
  text = v.size() > 2 ? v.substr(2) : "";
  if (v.empty()) return WorkerReply::kFailed;
  return v[0] == 'A' ? WorkerReply::kAnswered : v[0] == 'P' ? WorkerReply::kPending : WorkerReply::kFailed;
}

std::string worker_status() { return take(ff_worker_status()); }
#else
namespace {
// The native build keeps what the browser keeps in localStorage as one file a key, under
// $FF_STORAGE_DIR or ~/.local/share/fivefronts/storage (each key's bytes in hex: a key may hold any
// character), so the desktop build's games and settings outlive it, as the page's do.
std::filesystem::path storage_dir() {
  if (const char* dir = std::getenv("FF_STORAGE_DIR"); dir && *dir) return dir;
  const char* home = std::getenv("HOME");
  return std::filesystem::path(home ? home : ".") / ".local/share/fivefronts/storage";
}
std::filesystem::path key_file(const std::string& key) {
  const std::string name = to_hex(reinterpret_cast<const uint8_t*>(key.data()), key.size());
  return storage_dir() / (name.empty() ? "-" : name);
}
// The key a file's name holds; false for a name that is not one of ours.
bool key_of(const std::string& name, std::string& key) {
  if (name.size() % 2 || !is_hex(name, name.size())) return false;
  auto digit = [](char c) { return c <= '9' ? c - '0' : c - 'a' + 10; };
  key.clear();
  for (size_t i = 0; i < name.size(); i += 2) key += static_cast<char>(digit(name[i]) * 16 + digit(name[i + 1]));
  return true;
}
}  // namespace

std::string storage_get(const std::string& key) {
  std::string value;
  if (std::FILE* f = std::fopen(key_file(key).c_str(), "rb")) {
    char buffer[4096];
    for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, f)) > 0;) value.append(buffer, n);
    std::fclose(f);
  }
  return value;
}
bool storage_set(const std::string& key, const std::string& value) {
  std::error_code ec;
  std::filesystem::create_directories(storage_dir(), ec);
  const std::filesystem::path file = key_file(key), part = file.string() + ".part";
  std::FILE* f = std::fopen(part.c_str(), "wb");
  if (!f) return false;
  const bool written = std::fwrite(value.data(), 1, value.size(), f) == value.size();
  if (std::fclose(f) != 0 || !written) return false;  // a full disk is refused, as a full localStorage is
  std::filesystem::rename(part, file, ec);            // whole or not at all
  return !ec;
}
void storage_remove(const std::string& key) {
  std::error_code ec;
  std::filesystem::remove(key_file(key), ec);
}
std::vector<std::string> storage_keys(const std::string& prefix) {
  std::vector<std::string> keys;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(storage_dir(), ec)) {
    std::string key;
    if (key_of(entry.path().filename().string(), key) && key.rfind(prefix, 0) == 0) keys.push_back(key);
  }
  std::sort(keys.begin(), keys.end());  // as the map it replaced listed them
  return keys;
}
bool storage_changed_elsewhere(const std::string&) { return false; }
double now_ms() {
  return static_cast<double>(std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count());
}
std::string url_query() { return ""; }
std::string test_draw() { return ""; }
bool coarse_pointer() { return false; }
bool update_ready() { return false; }
void apply_update() {}
bool can_install() { return false; }
void install() {}
bool network_online() { return true; }
bool page_hidden() { return false; }
void call_attention() {}
std::string page_address() { return "http://127.0.0.1:8080/"; }
void set_url_query(const std::string&) {}
void copy_text(const std::string&) {}
std::string pasted_text() { return ""; }
std::string take_new_paste() { return ""; }
bool request_paste() { return false; }
std::string keyboard_take() { return ""; }
void want_text(bool) {}
float keyboard_cover() { return 0; }
void lift_canvas(float) {}
void announce(const std::string&, const std::string&) {}
void worker_start() {}
int worker_ask(const std::string&) { return 0; }
WorkerReply worker_reply(int, std::string& text) {
  text = "no worker";
  return WorkerReply::kFailed;
}
std::string worker_status() { return "none"; }
#endif

}  // namespace ff::io
