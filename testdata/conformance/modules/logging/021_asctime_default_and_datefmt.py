import logging, sys
logging.basicConfig(stream=sys.stdout, format="%(asctime)s %(message)s", datefmt="%Y")
f = logging.Formatter("%(asctime)s|%(message)s", datefmt="%H:%M")
r = logging.makeLogRecord({"msg": "m", "created": 0.0, "msecs": 0.0})
import time
t = f.formatTime(r, "%Y-%m-%d")
print(len(t), t[4], t[7])
f2 = logging.Formatter("%(asctime)s")
r2 = logging.makeLogRecord({"msg": "m", "created": 0.5, "msecs": 500.0})
s = f2.formatTime(r2)
print(len(s), s[-4:], s[4], s[10], s[13])
print(f.usesTime(), logging.Formatter("%(message)s").usesTime(), logging.Formatter("{asctime}", style="{").usesTime())
