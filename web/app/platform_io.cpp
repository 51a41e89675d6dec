#include "web/app/platform_io.h"

#include <map>

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

void storage_set(const std::string& key, const std::string& value) {
  EM_ASM({
    try { window.localStorage.setItem(UTF8ToString($0), UTF8ToString($1)); } catch (e) {}
  }, key.c_str(), value.c_str());
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
std::string page_address() { return js_string("address"); }

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

void announce(const std::string& region, const std::string& text) {
  EM_ASM({
    var el = document.getElementById("live-" + UTF8ToString($0));
    if (el) el.textContent = UTF8ToString($1);
  }, region.c_str(), text.c_str());
}
#else
static std::map<std::string, std::string>& memory() {
  static std::map<std::string, std::string> m;
  return m;
}
std::string storage_get(const std::string& key) {
  auto it = memory().find(key);
  return it == memory().end() ? "" : it->second;
}
void storage_set(const std::string& key, const std::string& value) { memory()[key] = value; }
void storage_remove(const std::string& key) { memory().erase(key); }
std::string url_query() { return ""; }
std::string page_address() { return "http://127.0.0.1:8080/"; }
void set_url_query(const std::string&) {}
void copy_text(const std::string&) {}
void announce(const std::string&, const std::string&) {}
#endif

}  // namespace ff::io
