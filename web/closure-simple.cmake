# The closure compiler's simple mode for the site's own plain scripts (whitespace, comments, local
# names; the names other scripts and the tests use stay), shared by ff_copy_js (root CMakeLists.txt)
# and web/minify-shell.cmake.
set(FF_CLOSURE_SIMPLE --compilation_level SIMPLE --language_out NO_TRANSPILE --warning_level QUIET)
