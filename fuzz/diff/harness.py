# The python3 side of the differential driver: runs many programs in one
# process. Each input line is a JSON request {"src": ..., "timeout": secs};
# each output line a JSON reply {"out": stdout, "exc": the type name of an
# uncaught exception or "", "timeout": bool}.
#
# A program runs as if it were `python3 -X utf8 prog.py`: fresh __main__
# globals, and a UTF-8 text stream as sys.stdout that raises on what a real
# pipe would refuse (lone surrogates).
import builtins
import io
import json
import signal
import sys


class HarnessTimeout(BaseException):
    """Raised by the alarm: a BaseException, so except Exception misses it."""


def on_alarm(signum, frame):
    raise HarnessTimeout()


def run(src, timeout):
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="utf-8", errors="strict", newline="\n", write_through=True)
    glob = {"__name__": "__main__", "__doc__": None, "__package__": None, "__loader__": None,
            "__spec__": None, "__annotations__": {}, "__builtins__": builtins, "__file__": "prog.py",
            "__cached__": None}
    exc, timed_out = "", False
    saved = sys.stdout
    sys.stdout = out
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        try:
            exec(compile(src, "prog.py", "exec"), glob)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    except HarnessTimeout:
        timed_out = True
    except BaseException as e:  # the program's uncaught exception
        exc = type(e).__name__
    finally:
        sys.stdout = saved
    try:
        out.flush()
    except BaseException:
        pass
    return {"out": raw.getvalue().decode("utf-8", "replace"), "exc": exc, "timeout": timed_out}


def main():
    signal.signal(signal.SIGALRM, on_alarm)
    for line in sys.stdin:
        req = json.loads(line)
        reply = run(req["src"], req.get("timeout", 10))
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


main()
