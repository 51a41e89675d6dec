# Shared settings for the project's scripts (sourced, not run).
export FF_CACHE="${FIVEFRONTS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/fivefronts}"
# Debian's Emscripten needs Debian's node modules (acorn) for its JS optimizer.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
# Native builds compile through ccache when it is installed (CMakeLists.txt): its cache lives in
# ~/.cache/ccache, outside the repo, and hits across clones in other directories (a CI run on a
# fresh clone then recompiles only what changed).
export CCACHE_BASEDIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export CCACHE_NOHASHDIR=1
export CCACHE_SLOPPINESS=file_macro
export CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-3G}"
# The wasm build's compiles go through ccache too: em++ runs clang through EM_COMPILER_WRAPPER (a
# second web build of the same sources then only links, about a minute).
if command -v ccache >/dev/null; then export EM_COMPILER_WRAPPER=ccache; fi
