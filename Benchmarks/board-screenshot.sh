#!/usr/bin/env bash
# The board's page as a picture, Docs/board.png: a release `arcade serve` on a throwaway SQLite file, six players
# posting today's helicopter runs and one a puck run (each waiting its played time, as the server checks), then
# headless Chromium (Debian's `chromium`) screenshots http://127.0.0.1:PORT/.
#
#   Benchmarks/board-screenshot.sh            # about 25 s
set -euo pipefail
cd "$(dirname "$0")/.."
command -v chromium >/dev/null || { echo "board-screenshot: needs chromium (apt-get install chromium)" >&2; exit 1; }
swift build -c release 2>&1 | grep -vE "^warning: " | tail -1
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
today=$(date -u +%F)
"$bin/ArcadeBench" board-tapes "$today" "$work/tapes" 6
"$bin/arcade" serve --listen 127.0.0.1:0 --database "sqlite:$work/board.sqlite" >"$work/log" 2>&1 &
server=$!
for _ in $(seq 100); do grep -q "listening on" "$work/log" 2>/dev/null && break; sleep 0.1; done
port=$(grep -o "127.0.0.1:[0-9]*" "$work/log" | head -1 | cut -d: -f2)
python3 - "$port" "$today" "$work/tapes" <<'PY'
import sys, threading, time
sys.path.insert(0, "Benchmarks")
from board_client import Player, ticks
port, today, folder = int(sys.argv[1]), sys.argv[2], sys.argv[3]
names = ["ada", "grace", "linus", "margaret", "dennis", "barbara"]
def play(i, name, game, tape):
    player = Player("127.0.0.1", port, name, f"{name}-screenshot-token-0001")
    status, answer, _ = player.start(game, today)
    time.sleep(ticks(tape) / 60 + 0.2)
    print(name, game, player.submit(answer["run"], tape)[:2])
runs = [(i, n, "heli", open(f"{folder}/heli-{i}.tape").read()) for i, n in enumerate(names)]
runs.append((6, "ada", "puck", open(f"{folder}/puck-0.tape").read()))
threads = [threading.Thread(target=play, args=r) for r in runs]
[t.start() for t in threads]; [t.join() for t in threads]
PY
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1000,900 \
  --screenshot="$PWD/Docs/board.png" "http://127.0.0.1:$port/" 2>/dev/null
echo "wrote Docs/board.png"
