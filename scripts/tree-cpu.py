#!/usr/bin/env python3
"""CPU of a command's whole process tree, processes left behind included.

    python3 scripts/tree-cpu.py npx mocha test/e2e/layout.test.ts

prints, after the command's own output, a line `TREE user=… sys=… cpu=… wall=… rc=…` (seconds) on
standard error. `/usr/bin/time` counts only the processes each parent waited for: Chromium's, which
Playwright kills when mocha exits (--exit) and nobody waits for, are left out, a third or more of a
browser suite's CPU. Here this process is the subreaper of everything the command starts (Linux's
PR_SET_CHILD_SUBREAPER), waits for every one of them, and reads their time (docs/adr/0052).
"""
import ctypes
import os
import resource
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36

if len(sys.argv) < 2:
    sys.exit(__doc__)
ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
started = time.time()
code = subprocess.Popen(sys.argv[1:]).wait()
while True:
    try:
        os.wait()
    except ChildProcessError:
        break
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(
    f"TREE user={usage.ru_utime:.1f} sys={usage.ru_stime:.1f} cpu={usage.ru_utime + usage.ru_stime:.1f} "
    f"wall={time.time() - started:.1f} rc={code}",
    file=sys.stderr,
)
sys.exit(code)
