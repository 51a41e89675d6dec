#!/usr/bin/env python3
"""A player's cable in the network test bed (tests/e2e/netbed.mjs): two TUN devices, one in the
router's namespace and one in the player's, and this process carrying every IP packet between them,
with lag, loss or an outage as told. It does what `tc qdisc ... netem` does, for kernels built
without netem.

    netwire.py ROUTER_NS ROUTER_DEV PLAYER_NS PLAYER_DEV SEED

Both devices must exist (`ip tuntap add ... mode tun`). Commands on standard input, one a line:
    link DELAY_MS LOSS_PCT   every packet, each way, waits DELAY_MS and is lost with LOSS_PCT %
    down                     every packet is lost (an outage)
Prints "ready" once it carries packets; ends when standard input closes. Packets keep their order
(a fixed delay, as netem without jitter); the loss is drawn from SEED.
"""
import ctypes
import fcntl
import heapq
import os
import random
import select
import struct
import sys
import time

TUNSETIFF = 0x400454CA
IFF_TUN = 0x0001
IFF_NO_PI = 0x1000
CLONE_NEWNET = 0x40000000
MAX_QUEUE = 5000  # packets waiting at most (netem's default limit is 1000 a device)

libc = ctypes.CDLL(None, use_errno=True)


def enter(ns):
    fd = os.open(f"/run/netns/{ns}", os.O_RDONLY)
    try:
        if libc.setns(fd, CLONE_NEWNET) != 0:
            raise OSError(ctypes.get_errno(), f"setns into {ns} failed")
    finally:
        os.close(fd)


def attach(ns, dev):
    enter(ns)
    fd = os.open("/dev/net/tun", os.O_RDWR | os.O_NONBLOCK)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", dev.encode(), IFF_TUN | IFF_NO_PI))
    return fd


def main():
    router_ns, router_dev, player_ns, player_dev, seed = sys.argv[1:6]
    ends = [attach(router_ns, router_dev), attach(player_ns, player_dev)]
    other = {ends[0]: ends[1], ends[1]: ends[0]}
    rng = random.Random(int(seed))
    delay, loss, down = 0.0, 0.0, False
    queue, order, last_due = [], 0, 0.0  # (due, order, fd, packet); dues never go back: packets keep their order
    print("ready", flush=True)
    stdin = sys.stdin.fileno()
    pending = b""
    while True:
        timeout = max(0.0, queue[0][0] - time.monotonic()) if queue else 1.0
        readable, _, _ = select.select(ends + [stdin], [], [], timeout)
        for fd in readable:
            if fd == stdin:
                chunk = os.read(stdin, 4096)
                if not chunk:
                    return
                pending += chunk
                while b"\n" in pending:
                    line, pending = pending.split(b"\n", 1)
                    words = line.decode().split()
                    if words[:1] == ["down"]:
                        down = True
                    elif words[:1] == ["link"] and len(words) == 3:
                        down, delay, loss = False, float(words[1]) / 1000.0, float(words[2]) / 100.0
                    print("ok " + line.decode(), flush=True)
                continue
            for _ in range(64):  # what is waiting now, a bounded batch
                try:
                    packet = os.read(fd, 65536)
                except BlockingIOError:
                    break
                if down or (loss and rng.random() < loss) or len(queue) >= MAX_QUEUE:
                    continue
                if delay <= 0 and not queue:
                    os.write(other[fd], packet)
                    continue
                order += 1
                last_due = max(last_due, time.monotonic() + delay)
                heapq.heappush(queue, (last_due, order, other[fd], packet))
        now = time.monotonic()
        while queue and queue[0][0] <= now:
            _, _, fd, packet = heapq.heappop(queue)
            try:
                os.write(fd, packet)
            except OSError:
                pass  # a device going down with the bed


if __name__ == "__main__":
    main()
