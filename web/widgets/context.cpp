#include "web/widgets/context.h"

namespace ff::ui {
namespace {

// The one route from the widgets to the App's state (the App owns it: App::widgets).
WidgetState* current = nullptr;

}  // namespace

WidgetState& context() { return *current; }
void set_context(WidgetState* state) { current = state; }

Settings& settings() { return context().settings; }

}  // namespace ff::ui
