// Platform layer: SDL2 window, OpenGL ES 3 / WebGL2 context, Dear ImGui, the main loop.
#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

#include FF_IMGUI_SDL_HEADER
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "web/app/app.h"
#include "web/app/platform_io.h"
#include "web/widgets/context.h"
#include "web/widgets/sound.h"
#include "web/widgets/test_hook.h"
#include "web/widgets/ui.h"

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#else
#include <SDL_opengl.h>
#endif

namespace {

struct Platform {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  float pixel_ratio = 1.0f;
  int ui_scale_pct = 100;
  bool quit = false;
  bool first_frame_reported = false;
  int start_step = 0;       // start_up_step's next step
  bool shaders_made = false;  // ImGui's backend's shaders and buffers
#ifdef __EMSCRIPTEN__
  GLsync first_picture = nullptr;  // signalled when the first picture is drawn (await_first_picture)
  int first_picture_waits = 0;
#endif
  int settle_frames = 0;    // frames made before the first picture was shown
  uint64_t drawn_hash = 0;  // what the canvas shows now (see same_picture)
  int same_pictures = 0;    // frames in a row that read no input and drew nothing new (pace_loop)
};
constexpr int kSettleFrames = 4;
// A page that shows the same picture for kIdleFrames frames and reads no input makes a frame every
// kIdleFrameMs instead of every animation frame: an idle page made 60 ImGui frames a second, a tenth
// of a core (a phone's battery; the browser tests' CPU). An input or a new picture (the computer's
// move, a friend's message, a timer's text) brings animation frames back at once.
constexpr int kIdleFrames = 30;
constexpr int kIdleFrameMs = 100;

// The page's whole state: the platform layer's and the App. One, made by main() and never freed
// (Emscripten's main loop outlives main's stack).
struct Page {
  Platform platform;
  ff::App app;
#ifdef __EMSCRIPTEN__
  std::string pasted;  // ImGui's clipboard text: the page's latest paste
#endif
};

float current_pixel_ratio(const Platform& g) {
  int ww = 0, wh = 0, dw = 0, dh = 0;
  SDL_GetWindowSize(g.window, &ww, &wh);
  SDL_GL_GetDrawableSize(g.window, &dw, &dh);
  return ww > 0 ? std::max(1.0f, static_cast<float>(dw) / ww) : 1.0f;
}

void report_error(const std::string& message) {
  std::fprintf(stderr, "Five Fronts: %s\n", message.c_str());
#ifdef __EMSCRIPTEN__
  EM_ASM({ if (window["fivefrontsFatal"]) window["fivefrontsFatal"](UTF8ToString($0)); }, message.c_str());
#endif
}

// Makes one part's font glyphs (ui::FontPart) for the screen's pixel ratio and the UI scale.
bool make_fonts(Platform& g, int part, float ratio, int scale_pct) {
  if (part == ff::ui::kFontsText) {
    if (scale_pct != g.ui_scale_pct) ff::ui::apply_theme(scale_pct / 100.0f);
    g.pixel_ratio = ratio;
    g.ui_scale_pct = scale_pct;
  }
  std::string error;
  if (ff::ui::load_fonts(part, ratio, scale_pct / 100.0f, error)) return true;
  report_error(error);
  return false;
}

// Sends one part's glyphs to the GPU as its texture: the text sizes through ImGui's backend (which
// makes its shaders too, at start), the title and card faces here.
void make_font_texture(Platform& g, int part) {
  if (part == ff::ui::kFontsText) {
    if (g.shaders_made) {
      ImGui_ImplOpenGL3_DestroyFontsTexture();
      ImGui_ImplOpenGL3_CreateFontsTexture();
    } else {
      g.shaders_made = ImGui_ImplOpenGL3_CreateDeviceObjects();  // the fonts' texture with them
    }
    return;
  }
  ImFontAtlas& atlas = ff::ui::font_atlas(part);
  GLuint texture = static_cast<GLuint>(reinterpret_cast<intptr_t>(atlas.TexID));
  if (!texture) glGenTextures(1, &texture);
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  atlas.GetTexDataAsRGBA32(&pixels, &w, &h);
  glBindTexture(GL_TEXTURE_2D, texture);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  atlas.SetTexID(reinterpret_cast<ImTextureID>(static_cast<intptr_t>(texture)));
  atlas.ClearTexData();  // the GPU has it
}

// True if the fonts were rebuilt (the next frame must be drawn even if its draw lists repeat).
bool reload_fonts_if_needed(Platform& g) {
  float ratio = current_pixel_ratio(g);
  const int scale_pct = ff::ui::settings().ui_scale_pct;
  if (ratio == g.pixel_ratio && scale_pct == g.ui_scale_pct && ImGui::GetIO().Fonts->IsBuilt()) return false;
  for (int part = 0; part < ff::ui::kFontParts; ++part)
    if (make_fonts(g, part, ratio, scale_pct)) make_font_texture(g, part);
  return true;
}

// At start each step is a task of its own, one a frame, so a phone's page is never blocked long at
// once (Lighthouse's total blocking time, issue 34): the text sizes' glyphs, then their texture and
// the shaders, then the title's and the card faces' fonts (glyphs and texture, a step each); then
// frames until the first picture holds still (draw_frame). False when all are done.
bool start_up_step(Platform& g) {
  const int step = g.start_step;
  if (step > ff::ui::kFontParts) return false;
  const int part = step < 2 ? ff::ui::kFontsText : step - 1;
  const float ratio = step == 0 ? current_pixel_ratio(g) : g.pixel_ratio;
  const bool made = step == 1 || make_fonts(g, part, ratio, ff::ui::settings().ui_scale_pct);
  if (made && step != 0) make_font_texture(g, part);
  ++g.start_step;
  return true;
}

// The first picture is drawn while the canvas is still hidden under the loading screen (shell.html),
// and shown once the graphics process has drawn it: a browser that composites in software (headless
// Chromium, Lighthouse's phone) otherwise blocked the page 80-150 ms in that frame, waiting for it.
#ifdef __EMSCRIPTEN__
constexpr int kFirstPictureWait = 30;  // frames at most (half a second)

void report_first_frame(Platform& g) {
  g.first_frame_reported = true;
  EM_ASM({ if (window["fivefrontsFirstFrame"]) window["fivefrontsFirstFrame"](); });
}

void await_first_picture(Platform& g) {
  g.first_picture = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
  glFlush();
  if (!g.first_picture) report_first_frame(g);
}

// True while the first picture is still being drawn (draw_frame waits, making no new frame).
bool first_picture_pending(Platform& g) {
  if (!g.first_picture) return false;
  GLint status = GL_UNSIGNALED;
  glGetSynciv(g.first_picture, GL_SYNC_STATUS, 1, nullptr, &status);
  if (status != GL_SIGNALED && ++g.first_picture_waits < kFirstPictureWait) return true;
  glDeleteSync(g.first_picture);
  g.first_picture = nullptr;
  report_first_frame(g);
  return false;
}
#else
void await_first_picture(Platform& g) { g.first_frame_reported = true; }
bool first_picture_pending(Platform&) { return false; }
#endif

// A fingerprint of the frame's draw lists and the canvas size. When it equals the picture on the
// canvas, the frame is not rendered: the canvas keeps showing it, and the page costs nothing while
// nobody moves (software-rendered browsers and laptop batteries both notice).
uint64_t picture_hash(const ImDrawData* d, int w, int h) {
  uint64_t x = 0x9E3779B97F4A7C15ull ^ (static_cast<uint64_t>(w) << 32 | static_cast<uint32_t>(h));
  auto mix = [&x](const void* p, size_t n) {
    const unsigned char* b = static_cast<const unsigned char*>(p);
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
      uint64_t v;
      std::memcpy(&v, b + i, 8);
      x = (x ^ v) * 0xFF51AFD7ED558CCDull;
      x ^= x >> 29;
    }
    for (; i < n; ++i) x = (x ^ b[i]) * 0x100000001B3ull;
    x ^= n;
  };
  for (int l = 0; l < d->CmdListsCount; ++l) {
    const ImDrawList* list = d->CmdLists[l];
    mix(list->VtxBuffer.Data, list->VtxBuffer.Size * sizeof(ImDrawVert));
    mix(list->IdxBuffer.Data, list->IdxBuffer.Size * sizeof(ImDrawIdx));
    for (const ImDrawCmd& c : list->CmdBuffer) {
      mix(&c.ClipRect, sizeof(c.ClipRect));
      mix(&c.TextureId, sizeof(c.TextureId));
      mix(&c.VtxOffset, sizeof(c.VtxOffset));
      mix(&c.IdxOffset, sizeof(c.IdxOffset));
      mix(&c.ElemCount, sizeof(c.ElemCount));
    }
  }
  return x;
}

// A phone: the pointer is a finger, or the screen is phone-sized (upright or sideways). Its controls
// grow to a finger's size (ui::set_phone); a desktop keeps its sizes.
void set_phone_sizes(const ff::App& a) {
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  ff::ui::set_phone(a.touch || screen.x < 600 || screen.y < 500);
}

// A phone keyboard's typing (shell.html's hidden input, io::keyboard_take), in the order typed:
// text as ImGui's typed characters, a deletion ("\b") and Enter ("\r") as one key press each, held
// down for one frame (Dear ImGui 1.86 misses a key pressed and released within one frame).
void feed_phone_keyboard(ff::KeyboardState& k) {
  std::string& pending = k.pending;
  int& held = k.held;  // the key pressed last frame
  ImGuiIO& io = ImGui::GetIO();
  pending += ff::io::keyboard_take();
  if (held >= 0) {
    io.KeysDown[held] = false;
    held = -1;
    return;
  }
  if (pending.empty()) return;
  if (pending[0] == '\b' || pending[0] == '\r') {
    held = pending[0] == '\b' ? SDL_SCANCODE_BACKSPACE : SDL_SCANCODE_RETURN;
    io.KeysDown[held] = true;
    pending.erase(0, 1);
    return;
  }
  const size_t n = pending.find_first_of("\b\r");
  io.AddInputCharactersUTF8(pending.substr(0, n).c_str());
  pending.erase(0, n);
}

// Tells the page whether a text field has the keyboard (a tap on one opens the phone's keyboard),
// and keeps that field above the open keyboard: scrolled up, or the canvas lifted where it cannot.
void keep_field_above_keyboard() {
  const ImGuiIO& io = ImGui::GetIO();
  ff::io::want_text(io.WantTextInput);
  const float cover = ff::io::keyboard_cover();
  ff::io::lift_canvas(cover > 0 ? ff::ui::scroll_text_field_above(io.DisplaySize.y - cover) : 0);
}

void draw_frame(Page& page) {
  Platform& g = page.platform;
  ff::App& app = page.app;
  SDL_Event e;
  ff::KeyPresses& keys = app.keys;
  keys = {};
  while (SDL_PollEvent(&e)) {
    g.same_pictures = 0;
    ImGui_ImplSDL2_ProcessEvent(&e);
    if (e.type == SDL_QUIT) g.quit = true;
    if (e.type == SDL_FINGERDOWN) app.touch = true;
    if (e.type == SDL_MOUSEBUTTONDOWN && e.button.which != SDL_TOUCH_MOUSEID) app.touch = false;
    // Browsers start audio only after a gesture: the first click, tap or key opens the sound.
    if (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_FINGERDOWN || e.type == SDL_KEYDOWN) ff::ui::sound_gesture();
    if (e.type == SDL_KEYDOWN && !ImGui::GetIO().WantTextInput) {
      const bool shift = e.key.keysym.mod & KMOD_SHIFT, ctrl = e.key.keysym.mod & (KMOD_CTRL | KMOD_GUI);
      switch (e.key.keysym.scancode) {
        case SDL_SCANCODE_RIGHT: case SDL_SCANCODE_DOWN: ++keys.next; break;
        case SDL_SCANCODE_LEFT: case SDL_SCANCODE_UP: ++keys.prev; break;
        case SDL_SCANCODE_TAB: ++(shift ? keys.prev : keys.next); break;
        case SDL_SCANCODE_RETURN: case SDL_SCANCODE_KP_ENTER: case SDL_SCANCODE_SPACE: keys.confirm = true; break;
        case SDL_SCANCODE_ESCAPE: keys.cancel = true; break;
        case SDL_SCANCODE_H: keys.hint = true; break;
        case SDL_SCANCODE_U: keys.undo = true; break;
        case SDL_SCANCODE_Z: if (ctrl) keys.undo = true; break;
        case SDL_SCANCODE_R: keys.redo = true; break;
        case SDL_SCANCODE_Y: if (ctrl) keys.redo = true; break;
        default: break;
      }
    }
  }
  if (!g.first_frame_reported && (start_up_step(g) || first_picture_pending(g))) return;
  if (reload_fonts_if_needed(g)) g.drawn_hash = 0;
  feed_phone_keyboard(app.keyboard);
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  set_phone_sizes(app);
  {
    // Dear ImGui 1.86 presses a focused button with Space only: Enter does too (a text field keeps
    // its Enter; the tables turn ImGui's keyboard navigation off and read Enter themselves).
    ImGuiIO& nav = ImGui::GetIO();
    if (!nav.WantTextInput && (nav.KeysDown[SDL_SCANCODE_RETURN] || nav.KeysDown[SDL_SCANCODE_KP_ENTER]))
      nav.NavInputs[ImGuiNavInput_Activate] = 1.0f;
  }
  // The backend's delta can be zero (same timer tick, frozen virtual time): ImGui asserts on that.
  ImGuiIO& io = ImGui::GetIO();
  io.DeltaTime = std::clamp(io.DeltaTime, 1.0f / 1000.0f, 0.25f);
  ImGui::NewFrame();
  ff::hook::begin_frame();
  ff::app_frame(app);
  ff::hook::end_frame();
  keep_field_above_keyboard();
  ImGui::Render();
  int w = 0, h = 0;
  SDL_GL_GetDrawableSize(g.window, &w, &h);
  const uint64_t picture = picture_hash(ImGui::GetDrawData(), w, h);
  if (picture == g.drawn_hash && g.first_frame_reported) {
    ++g.same_pictures;
    return;
  }
  g.same_pictures = 0;
  // The first picture is shown once it holds still (ImGui fits its windows over two or three
  // frames), or after kSettleFrames: a software-composited browser spent 50-100 ms on each picture
  // it was shown and then replaced at once.
  if (!g.first_frame_reported && picture != g.drawn_hash && ++g.settle_frames < kSettleFrames) {
    g.drawn_hash = picture;
    return;
  }
  g.drawn_hash = picture;
  glViewport(0, 0, w, h);
  glClearColor(0.06f, 0.22f, 0.14f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(g.window);
  if (!g.first_frame_reported) await_first_picture(g);
}

// One frame callback, timed for the test hook: the computer's thinking must never stall the page.
#ifdef __EMSCRIPTEN__
// A page in the background gets no animation frames, so its loop would stop: a host's page would no
// longer answer its friends, a player away would not learn it is their turn. shell.html calls this
// when the page is hidden or shown again: hidden, the loop runs on a timer (browsers allow about one
// a second in the background), shown, on animation frames again.
extern "C" EMSCRIPTEN_KEEPALIVE void ff_page_hidden(int hidden) {
  if (hidden) {
    emscripten_set_main_loop_timing(EM_TIMING_SETTIMEOUT, 250);
  } else {
    emscripten_set_main_loop_timing(EM_TIMING_RAF, 1);
  }
}
#endif

// Switches the loop between animation frames and the idle timer (kIdleFrames). The loop's own timing
// says which it runs on, so a page shown again after ff_page_hidden is set right at its next frame.
// A hidden page keeps ff_page_hidden's timer (asked only when a switch is due: it is a call into the
// page's script, and this runs every frame).
void pace_loop(const Platform& g) {
#ifdef __EMSCRIPTEN__
  const bool idle = g.same_pictures >= kIdleFrames;
  int mode = 0;
  int value = 0;
  emscripten_get_main_loop_timing(&mode, &value);
  if (idle == (mode == EM_TIMING_SETTIMEOUT) || ff::io::page_hidden()) return;
  if (idle) {
    emscripten_set_main_loop_timing(EM_TIMING_SETTIMEOUT, kIdleFrameMs);
  } else {
    emscripten_set_main_loop_timing(EM_TIMING_RAF, 1);
  }
#else
  (void)g;
#endif
}

void frame(void* arg) {
  Page& page = *static_cast<Page*>(arg);
  const auto t0 = std::chrono::steady_clock::now();
  draw_frame(page);
  pace_loop(page.platform);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  ff::hook::frame_took(ms, page.app.session.turn.thinking);
}

}  // namespace

int main(int, char**) {
  Page& page = *new Page;  // never freed on the web: the main loop runs after main returns
  Platform& g = page.platform;
  SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
#ifdef __EMSCRIPTEN__
  // Keyboard events go to the canvas only, so the page (and its text fields) keep theirs.
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
#endif
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    report_error(std::string("SDL could not start: ") + SDL_GetError());
    return 1;
  }
#ifdef __EMSCRIPTEN__
  const char* glsl_version = "#version 300 es";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#else
  const char* glsl_version = "#version 130";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  auto flags = static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  g.window = SDL_CreateWindow("Five Fronts", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800, flags);
  if (!g.window) {
    report_error(std::string("could not open a window: ") + SDL_GetError());
    return 1;
  }
  g.gl = SDL_GL_CreateContext(g.window);
  if (!g.gl) {
#ifdef __EMSCRIPTEN__
    // The page's shell says it in a player's words, as its own check before the download does (that
    // check sees only that the browser knows WebGL2, not that it can make a context).
    std::fprintf(stderr, "Five Fronts: WebGL2 / OpenGL ES 3 is not available\n");
    EM_ASM({ if (window["fivefrontsNoWebGL2"]) window["fivefrontsNoWebGL2"](); });
#else
    report_error("WebGL2 / OpenGL ES 3 is not available");
#endif
    return 1;
  }
  SDL_GL_MakeCurrent(g.window, g.gl);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ff::ui::set_context(&page.app.widgets);  // the widgets' state is the App's
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // no file system settings; the app keeps its own
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ImGui_ImplSDL2_InitForOpenGL(g.window, g.gl);
  ImGui_ImplOpenGL3_Init(glsl_version);
#ifdef __EMSCRIPTEN__
  // The canvas has no clipboard of its own: ImGui's Ctrl+V pastes the page's latest paste, and a
  // copy goes to the system clipboard.
  io.ClipboardUserData = &page.pasted;
  io.GetClipboardTextFn = [](void* pasted) -> const char* {
    std::string& text = *static_cast<std::string*>(pasted);
    text = ff::io::pasted_text();
    return text.c_str();
  };
  io.SetClipboardTextFn = [](void*, const char* text) { ff::io::copy_text(text); };
#endif
  ff::load_settings(page.app);
  page.app.touch = ff::io::coarse_pointer();
  ff::ui::apply_theme(ff::ui::settings().ui_scale_pct / 100.0f);
  g.ui_scale_pct = ff::ui::settings().ui_scale_pct;
  g.pixel_ratio = 0;  // the first frames make the fonts (start_up_step)
  ff::io::worker_start();  // the computer's worker loads while the menu is shown
  ff::app_start(page.app);

#ifdef __EMSCRIPTEN__
  emscripten_set_main_loop_arg(frame, &page, 0, true);
#else
  while (!g.quit) frame(&page);
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(g.gl);
  SDL_DestroyWindow(g.window);
  SDL_Quit();
  delete &page;
#endif
  return 0;
}
