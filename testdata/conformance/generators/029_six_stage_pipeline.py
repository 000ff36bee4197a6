# A six-stage generator pipeline: read -> parse -> filter -> enrich ->
# window -> summarize, each stage lazy; a trace shows the stages interleave
# item by item, as CPython runs them.
trace = []

LOG = """\
2024-01-01 GET /home 200 12
2024-01-01 GET /api/items 200 40
2024-01-01 POST /api/items 201 55
2024-01-02 GET /missing 404 3
2024-01-02 GET /api/items 500 120
2024-01-02 GET /home 200 9
2024-01-03 DELETE /api/items/3 204 30
bad line
2024-01-03 GET /api/items 200 35
"""


def read(text):
    for n, line in enumerate(text.splitlines(), 1):
        trace.append(f"read{n}")
        yield n, line


def parse(lines):
    for n, line in lines:
        parts = line.split()
        if len(parts) != 5:
            trace.append(f"skip{n}")
            continue
        day, method, path, status, ms = parts
        yield {"n": n, "day": day, "method": method, "path": path,
               "status": int(status), "ms": int(ms)}


def only_api(records):
    yield from (r for r in records if r["path"].startswith("/api"))


def enrich(records):
    total = 0
    for r in records:
        total += r["ms"]
        r["ok"] = r["status"] < 400
        r["running_ms"] = total
        trace.append(f"enrich{r['n']}")
        yield r


def window(records, size):
    buf = []
    for r in records:
        buf.append(r)
        if len(buf) == size:
            yield tuple(buf)
            buf.pop(0)


def summarize(windows):
    for w in windows:
        yield (w[0]["n"], w[-1]["n"], sum(r["ms"] for r in w), all(r["ok"] for r in w))


pipeline = summarize(window(enrich(only_api(parse(read(LOG)))), 2))
print(trace)
first = next(pipeline)
print(first)
print(trace)
for item in pipeline:
    print(item)
print(trace)
print(list(pipeline))


def averager():
    total = count = 0
    avg = None
    while True:
        value = yield avg
        if value is None:
            return count, avg
        total += value
        count += 1
        avg = total / count


def feed(values):
    acc = averager()
    next(acc)
    for v in values:
        print("avg", acc.send(v))
    try:
        acc.send(None)
    except StopIteration as stop:
        return stop.value


print(feed(r["ms"] for r in enrich(only_api(parse(read(LOG))))))
