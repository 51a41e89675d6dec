#include "web/widgets/context.h"

namespace ff::ui {

// The widgets' state hangs off Dear ImGui's context (io.UserData, ImGui's slot for the program's own
// data), which main() makes: the widgets reach the App's state as ImGui reaches its own, and web/
// keeps no variable of its own for it.
WidgetState& context() { return *static_cast<WidgetState*>(ImGui::GetIO().UserData); }
void set_context(WidgetState* state) { ImGui::GetIO().UserData = state; }

Settings& settings() { return context().settings; }

}  // namespace ff::ui
