// The lobby of a game online: the host hands out an invitation link per friend's seat and the
// table starts when every friend is connected; a guest sees how its joining goes.
#include <string>

#include "core/common/json.h"
#include "core/games/registry.h"
#include "core/match/links.h"
#include "web/app/net_io.h"
#include "web/app/platform_io.h"
#include "web/app/table_screen.h"
#include "web/widgets/test_hook.h"
#include "web/widgets/ui.h"

namespace ff {
namespace {

// The host's lobby says "everyone is here" (and how each friend connected) this long before the
// table opens.
constexpr double kAllHereS = 2.0;
// What fair deals online do (issue 54), and what they do not: one sentence each.
constexpr const char* kFairWords =
    "The deal is fixed by the host's page and its friends' pages together before the game, and every page checks it at the end.";
constexpr const char* kFairLimit = "The host cannot change the deal; its page could see your cards.";

// A seat's line: "Seat 2 (Player 2): connected directly", "... through the relay", "connecting...".
std::string seat_words(const std::string& state) {
  if (state == "direct") return "connected directly";
  if (state == "relayed") return "connected through the relay server";
  if (state == "connected") return "connected";
  if (state == "connecting") return "your friend's page is connecting...";
  if (state == "reconnecting") return "reconnecting...";
  if (state == "left") return "left";
  if (state == "failed") return "could not connect";
  return "waiting for your friend";
}

// A code shown for copying: read-only text in lines as wide as its box, and a Copy button.
void code_box(const std::string& id, const std::string& code) {
  ui::code_box(("##" + id).c_str(), code, 60);
  hook::record_last_item(id);
  if (ui::button(id + "/copy", "Copy code")) io::copy_text(code);
}

// Without a server: the seat's connection code for the friend, and a field for their answer.
void code_rows(App& a, OnlineHost& h, int seat) {
  OnlineSeat& s = h.seats[seat];
  const std::string n = std::to_string(seat + 1);
  if (s.code_conn == 0) {
    if (ui::button("lobby/code/" + n, "No server? Connect with codes")) online_offer_code(a, seat);
    ui::hover_tip("For a local network or when the signalling server cannot be reached: you and your friend copy two codes.");
    return;
  }
  if (s.offer.empty()) return ui::wrapped("Making the connection code...", ui::colors::kMuted);
  ui::wrapped("1. Send your friend this code; they paste it in \"Open a code\" on the menu.", ui::colors::kMuted);
  code_box("lobby/offer/" + n, s.offer);
  ui::wrapped("2. Paste the answer they send back, then Connect.", ui::colors::kMuted);
  const std::string pasted = io::take_new_paste();
  ui::input_multiline(("##answer" + n).c_str(), s.answer, ImVec2(-1, 60));
  if (!pasted.empty() && !ImGui::IsItemActive()) s.answer = pasted;
  hook::record_last_item("lobby/answer/" + n);
  if (ui::button("lobby/connect/" + n, "Connect") && is_connection_code(s.answer)) online_accept_answer(a, seat);
}

// One friend's seat: whether they are here, and their link with Copy (and Share where the browser
// has a share sheet).
void invitation_row(App& a, OnlineHost& h, int seat) {
  const OnlineSeat& s = h.seats[seat];
  const std::string n = std::to_string(seat + 1);
  const bool here = s.presence == Presence::kConnected;
  const std::string state = seat_link(h, seat);
  ImGui::Dummy(ImVec2(0, 4));
  const ImVec4 colour = here ? ImVec4(0.55f, 0.90f, 0.60f, 1) : state == "failed" ? ImVec4(1, 0.72f, 0.45f, 1) : ImVec4(0.95f, 0.77f, 0.25f, 1);
  // Here, but its page's part of the deal has not come yet (it sends it by itself as it joins).
  const bool gives = h.fair.gives.size() > static_cast<size_t>(seat) && h.fair.gives[seat] && h.fair.parts[seat].empty();
  const std::string words = seat_words(state) + (here && gives ? ", its part of the deal to come" : "");
  ui::text_colored(colour, "Seat %s (Player %s): %s", n.c_str(), n.c_str(), words.c_str());
  hook::record_last_item("lobby/seat/" + n);
  if (state == "failed") ui::wrapped(s.failed, ui::colors::kTrouble);
  const std::string link = invite_link(a, seat);
  if (!here) code_rows(a, h, seat);
  if (link.empty() || a.online.my_id.empty()) return;
  std::string shown = link;
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x);
  ImGui::InputText(("##link" + n).c_str(), shown.data(), shown.size() + 1, ImGuiInputTextFlags_ReadOnly);
  ui::tap_target("link");
  hook::record_last_item("lobby/link/" + n);
  if (ui::button("lobby/copy/" + n, "Copy link")) io::copy_text(link);
  if (io::can_share()) {
    ImGui::SameLine();
    if (ui::button("lobby/share/" + n, "Share")) io::share_link("Five Fronts: join my game", link);
  }
}

// Which relay a friend behind a strict router would go through.
std::string relay_words(const std::string& ice) {
  if (ice.empty()) return "Pages that cannot connect directly go through the public relay, when it is up.";
  auto servers = parse_ice_servers(ice);
  if (!servers || !has_relay(*servers)) return "No relay server is set: friends whose routers block direct connections cannot join.";
  for (const IceServer& s : *servers)
    if (s.url.compare(0, 4, "turn") == 0) return "Pages that cannot connect directly go through your relay, " + s.url + ".";
  return "";
}

void draw_host_lobby(App& a, OnlineHost& h) {
  const Online& o = a.online;
  if (o.my_id.empty())
    ui::wrapped(o.trouble.empty() ? "Connecting to the signalling server..." : o.trouble, o.trouble.empty() ? ui::colors::kMuted : ui::colors::kTrouble);
  else
    ui::wrapped(h.started ? "The game goes on: a friend's seat waits for them. Send their link again, or a new connection code."
                          : "Playing online: send each friend their seat's link. The game starts when every friend has joined.",
                ui::colors::kMuted);
  for (int seat = 0; seat < static_cast<int>(h.seats.size()); ++seat)
    if (a.session.match.is_remote(seat)) invitation_row(a, h, seat);
  if (!h.unreachable.empty()) ui::wrapped(h.unreachable, ui::colors::kTrouble);
  ImGui::Dummy(ImVec2(0, 8));
  ui::wrapped("Spectators see the table as everyone sees it (never a hand) and cannot play.", ui::colors::kMuted, ui::fonts().small);
  draw_watch_controls(a);
  ImGui::Dummy(ImVec2(0, 8));
  // The links show once the signalling server answered; before (or without one) none is spoken of.
  const std::string rejoin = std::string(o.my_id.empty() ? "" : "A friend who reloads or drops joins again with the same link. ") +
                             "A friend who joined with a code needs a new code after a reload: make one here, the game waits. ";
  ui::wrapped("Your browser deals the cards and checks every move: keep this page open until the game ends. " + rejoin +
              relay_words(o.ice), ui::colors::kMuted, ui::fonts().small);
  ui::wrapped(std::string(kFairWords) + " " + kFairLimit, ui::colors::kMuted, ui::fonts().small);
  // Everyone here: the lobby says so (and how each connected) a moment, then the table opens, once
  // every friend's page has given its part of the deal (at once, unless this is a rematch's lobby).
  if (!a.session.has_game() || !online_all_seated(a)) {
    h.all_seated_at = 0;
    return;
  }
  const double now = ImGui::GetTime();
  if (h.all_seated_at == 0) h.all_seated_at = now;
  ImGui::Dummy(ImVec2(0, 4));
  const std::string waits = online_deal_waits(a);
  ui::wrapped(waits.empty() ? "Everyone is here: the game starts." : "Everyone is here: waiting for the part of the deal of " + waits + "'s page.",
              ui::colors::kGold);
  hook::record_last_item("lobby/deal");
  if (waits.empty() && (h.started || now - h.all_seated_at >= kAllHereS)) a.screen = Screen::Table, h.started = true;
}

}  // namespace

void draw_watch_controls(App& a) {
  const OnlineHost* h = host_side(a.online);
  if (!h) return;
  bool on = !h->watch_token.empty();
  if (ui::checkbox("Let others watch##watch", &on)) online_set_watching(a, on);
  hook::record_last_item("watch/on");
  const std::string link = invite_link(a, kObserver);
  if (link.empty() || a.online.my_id.empty()) return;
  ImGui::SameLine();
  if (ui::button("watch/copy", "Copy watch link")) io::copy_text(link);
}

namespace {

void draw_guest_lobby(App& a, const OnlineGuest& g) {
  const Online& o = a.online;
  const std::string seat = std::to_string(g.seat + 1);
  ui::wrapped(g.watcher ? "You are invited to watch a game online: you see the table as everyone sees it."
                        : "You are invited to seat " + seat + " of a game online. The host's browser deals the cards and checks every move.",
              ui::colors::kMuted);
  ui::wrapped(std::string(kFairWords) + " " + kFairLimit, ui::colors::kMuted, ui::fonts().small);
  std::string step = o.my_id.empty()          ? "Connecting to the signalling server..."
                     : !g.unreachable.empty() ? "Trying again every few seconds..."
                     : g.conn == 0            ? "Looking for the host's page..."
                     : !g.welcomed    ? "Asking the host for your seat..."
                     : !g.fair.witness.mine.empty() ? "Joined: your page gave its part of the deal; waiting for the table..."
                                      : "Joined: waiting for the table...";
  ImGui::Dummy(ImVec2(0, 6));
  if (g.by_code) {
    step = g.answer_code.empty() ? "Making your answer..." : "Waiting for the host to paste your answer...";
    if (g.welcomed) step = "Joined: waiting for the table...";
    if (!g.answer_code.empty() && !g.welcomed) {
      ui::wrapped("Send the host this answer (they paste it and press Connect):", ui::colors::kMuted);
      code_box("lobby/answer-code", g.answer_code);
    }
  }
  if (g.welcomed && !g.route.empty()) step += g.route == "relayed" ? " (connected through the relay server)" : " (connected directly)";
  ui::wrapped(step, ui::colors::kGold);
  if (!g.unreachable.empty()) ui::wrapped(g.unreachable, ui::colors::kTrouble);
  if (!g.refused.empty()) ui::wrapped("The host refused: " + g.refused + ".", ui::colors::kTrouble);
  if (!o.trouble.empty()) ui::wrapped(o.trouble, ui::colors::kTrouble);
  if (g.reload && ui::button("lobby/reload", "Reload this page")) io::reload_page();
}

}  // namespace

void draw_lobby(App& a) {
  Online& o = a.online;
  if (!is_online(o)) {
    a.screen = Screen::Menu;
    return;
  }
  const Game* g = a.session.has_game() ? find_game(a.session.match.state->info().id) : nullptr;
  const std::string title = g ? g->info.name : "A game online";  // the game's name alone fits a phone's width
  begin_page("lobby", 720.0f, title.c_str());
  const bool offline = !io::network_online();
  if (offline)
    ui::wrapped("This device is offline: playing online needs a network. "
                "Against the computer and at one screen every game plays without one.",
                ui::colors::kTrouble);
  OnlineHost* h = host_side(o);
  if (h) draw_host_lobby(a, *h);
  else draw_guest_lobby(a, *guest_side(o));
  ImGui::Dummy(ImVec2(0, 10));
  if (h && h->started && online_dealt(a)) {  // mid-game (a friend to connect again): the table is one step back, the game goes on
    if (ui::button("lobby/back", "Back to the table", ImVec2(200, 40))) a.screen = Screen::Table;
  } else if (ui::button("lobby/leave", h ? "Cancel" : "Leave", ImVec2(160, 40))) {
    online_leave(a);
  }
  ImGui::EndChild();
  hook::set_summary("{\"online\":" + online_summary(a) + ",\"offline\":" + (offline ? "true" : "false") + "}");
}

}  // namespace ff
