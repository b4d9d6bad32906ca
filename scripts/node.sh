#!/bin/sh
# Runs a project script on Node 24. The machine's Node may be older (Node 20 is past its end of
# life): then Node 24 comes from the npm registry's `node@24` package into .tools/node, once.
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
tools_bin="$root/.tools/node/node_modules/.bin"

node_ok() {
  "$1" -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)' 2>/dev/null
}

if command -v node >/dev/null 2>&1 && node_ok node; then
  :
elif [ -x "$tools_bin/node" ] && node_ok "$tools_bin/node"; then
  PATH="$tools_bin:$PATH"; export PATH
else
  if ! command -v npm >/dev/null 2>&1; then
    echo "Node.js 22.12 or newer is needed and npm is missing to fetch it: install Node.js 22.12 or newer (with npm) and run this again." >&2
    exit 1
  fi
  echo "Bringing Node 24 into .tools/node (the system Node is older than 22.12)..."
  npm install --silent --no-save --no-audit --no-fund --prefix "$root/.tools/node" node@24 >/dev/null 2>&1 || {
    echo "Could not install Node 24 from the npm registry: install Node.js 22.12 or newer and run this again." >&2
    exit 1
  }
  PATH="$tools_bin:$PATH"; export PATH
fi

exec node "$root/scripts/bootstrap.mjs" "$@"
