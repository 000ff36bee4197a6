# datetime.fromisoformat on naive strings (made in Go), invalid ones and
# ones with an offset (made in Python), with the error messages.
from datetime import datetime
for s in ["2026-03-04T00:31:44.432000", "2026-13-01", "2026-02-30T00:00", "2026-03-04 25:00", "bad", "2026-03-04T10:00+05:30",
          "2026-03-04T10:00Z", "20260304T103000", "2026-W10-3T01", "2026-03-04T24:00:00", "", "2026-03-04T10:00:00.1234567"]:
    try: print(repr(datetime.fromisoformat(s)))
    except Exception as e: print(type(e).__name__, e)
try: datetime.fromisoformat(5)
except Exception as e: print(type(e).__name__, e)
