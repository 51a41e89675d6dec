// The page around the app: browser storage, the URL, the clipboard. In the native debug build
// storage lives in memory and there is no URL.
#pragma once
#include <string>

namespace ff::io {

std::string storage_get(const std::string& key);  // "" if absent
void storage_set(const std::string& key, const std::string& value);
void storage_remove(const std::string& key);

std::string url_query();      // "?game=...": the page's query string at start-up
std::string page_address();   // "https://host/path/" without the query
void set_url_query(const std::string& query);  // replaces the address bar's query, no reload
void copy_text(const std::string& text);       // to the system clipboard where the browser allows it
// Screen-reader live regions beside the canvas: "log" (the newest log line, polite) and "focus"
// (the move the keyboard is on, assertive).
void announce(const std::string& region, const std::string& text);

}  // namespace ff::io
