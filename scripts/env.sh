# Shared settings for the project's scripts (sourced, not run).
export FF_CACHE="${FIVEFRONTS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/fivefronts}"
# Debian's Emscripten needs Debian's node modules (acorn) for its JS optimizer.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
