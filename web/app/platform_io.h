// The page around the app: browser storage, the URL, the clipboard. In the native debug build
// storage is a file a key ($FF_STORAGE_DIR or ~/.local/share/fivefronts/storage) and there is no URL.
#pragma once
#include <string>
#include <vector>

namespace ff::io {

std::string storage_get(const std::string& key);  // "" if absent
// False if the browser refused the write (storage full, blocked, private mode): the caller says so.
bool storage_set(const std::string& key, const std::string& value);
void storage_remove(const std::string& key);
std::vector<std::string> storage_keys(const std::string& prefix);  // the stored keys that start with it
// True once another tab of this site has written or removed `key` since the last call (the
// browser's `storage` event); clears the mark.
bool storage_changed_elsewhere(const std::string& key);
double now_ms();  // wall-clock milliseconds since 1970 (for naming and dating saves)
// A browser test's fixed draw for a fair deal (the next of window.ffFairDraws, hex digits, set before
// the page loads so a test's deal is the same every run), or "": the page draws from the browser's
// cryptographic source.
std::string test_draw();

std::string url_query();      // "?game=...": the page's query string at start-up
bool coarse_pointer();        // the page's main pointer is a finger (a phone or a tablet)
std::string page_address();   // "https://host/path/" without the query
void set_url_query(const std::string& query);  // replaces the address bar's query, no reload
void copy_text(const std::string& text);       // to the system clipboard where the browser allows it
// The installed app (shell.html, web/sw.js): a newer version of the site was downloaded in the
// background and waits (the menu offers it; apply_update lets it take over and reloads the page);
// the browser offers to install the site as an app (install() opens its prompt); the network is
// there at all (navigator.onLine: false means surely offline).
bool update_ready();
void apply_update();
bool can_install();
void install();
bool network_online();
// The page is in the background (another tab, a minimised window): main.cpp's loop then runs on a
// timer. call_attention() marks the tab (its title "Your turn", its icon with a dot) until the page
// is shown again.
bool page_hidden();
void call_attention();
// The text of the page's latest paste (Ctrl+V anywhere on the page, or request_paste()), "" if none:
// ImGui's own paste reads it, since the canvas has no clipboard of its own.
std::string pasted_text();
// Asks the browser for the clipboard's text (the Paste button); pasted_text() has it once the
// player allowed it. Returns false where the browser has no clipboard reading at all.
bool request_paste();
// The text of a paste that arrived since the last call, or "" (marks it taken).
std::string take_new_paste();
// A phone's keyboard (shell.html's hidden input; the canvas cannot take text focus): what it typed
// since the last call, in order, with "\b" for a deletion and "\r" for Enter. want_text tells the
// page, each frame, whether a text field has the keyboard (after a tap the page focuses its input,
// which opens the phone's keyboard). keyboard_cover: the CSS px of the page's bottom the open
// keyboard covers; lift_canvas moves the canvas up by `px` (0: back in place).
std::string keyboard_take();
void want_text(bool wanted);
float keyboard_cover();
void lift_canvas(float px);
// Screen-reader live regions beside the canvas: "log" (the newest log line, polite) and "focus"
// (the move the keyboard is on, assertive).
void announce(const std::string& region, const std::string& text);

// The computer's Web Worker: a second, small wasm module (rules core + AI, worker/) that answers
// thinking requests (core/match/think_request.h) off the main thread. Without Worker support, or
// once the worker failed, worker_ask returns 0 and the caller thinks on the page in slices.
void worker_start();  // at start-up, so it is loaded before the computer's first move
// Posts a request and returns its id (> 0), or 0 if there is no worker. A request still unanswered
// when the next is asked is dropped (the worker is restarted), so a stale search never delays.
int worker_ask(const std::string& request);
enum class WorkerReply { kPending, kAnswered, kFailed };
// kAnswered: `text` is the worker's answer; kFailed: `text` says why (the caller thinks itself).
WorkerReply worker_reply(int id, std::string& text);
std::string worker_status();  // "ready", "loading", "failed: ...", "none" (for the test hook)

}  // namespace ff::io
