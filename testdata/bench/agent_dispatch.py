# bench: agent
# An agent's tool-dispatch loop: a registry dict of functions called with
# **kwargs, argument validation with isinstance, custom exception classes
# carrying messages, try/except/else/finally, retries with backoff counting
# and a results log of dicts.


class ToolError(Exception):
    def __init__(self, tool, message):
        super().__init__(f"{tool}: {message}")
        self.tool = tool


class TransientError(ToolError):
    pass


class ValidationError(ToolError):
    pass


class Registry:
    def __init__(self):
        self.tools = {}
        self.calls = 0

    def register(self, name):
        def deco(fn):
            self.tools[name] = fn
            return fn
        return deco

    def call(self, name, **kwargs):
        self.calls += 1
        try:
            fn = self.tools[name]
        except KeyError:
            raise ToolError(name, "unknown tool") from None
        return fn(**kwargs)


reg = Registry()
state = {"tick": 0}


@reg.register("search")
def search(query, limit=5, **extra):
    if not isinstance(query, str) or not query:
        raise ValidationError("search", f"bad query {query!r}")
    if not isinstance(limit, int) or limit <= 0:
        raise ValidationError("search", f"bad limit {limit!r}")
    state["tick"] += 1
    if state["tick"] % 7 == 0:
        raise TransientError("search", "rate limited")
    words = query.split()
    return [{"title": f"{w.title()} result {i}", "score": (len(w) * 31 + i * 7) % 100}
            for i, w in enumerate(words * limit)][:limit]


@reg.register("calc")
def calc(op, a, b):
    if not all(isinstance(v, (int, float)) for v in (a, b)):
        raise ValidationError("calc", "operands must be numbers")
    if op == "add":
        return a + b
    if op == "mul":
        return a * b
    if op == "div":
        try:
            return a / b
        except ZeroDivisionError as e:
            raise ToolError("calc", str(e)) from e
    raise ValidationError("calc", f"unknown op {op}")


@reg.register("fetch")
def fetch(url, *, timeout=1.0, headers=None):
    headers = headers or {}
    state["tick"] += 1
    if state["tick"] % 11 == 0:
        raise TransientError("fetch", f"timeout after {timeout}s")
    if not url.startswith(("http://", "https://")):
        raise ValidationError("fetch", f"unsupported scheme in {url}")
    return {"url": url, "status": 200, "length": len(url) * 10 + len(headers)}


def run(name, retries=3, **kwargs):
    attempt = 0
    while True:
        attempt += 1
        try:
            result = reg.call(name, **kwargs)
        except TransientError as e:
            if attempt >= retries:
                return {"tool": name, "ok": False, "error": str(e), "attempts": attempt}
            continue
        except ToolError as e:
            return {"tool": name, "ok": False, "error": str(e), "kind": type(e).__name__,
                    "attempts": attempt}
        else:
            return {"tool": name, "ok": True, "result": result, "attempts": attempt}


PLAN = [
    ("search", {"query": "weather in lisbon", "limit": 3}),
    ("search", {"query": "", "limit": 3}),
    ("calc", {"op": "add", "a": 2, "b": 3.5}),
    ("calc", {"op": "div", "a": 1, "b": 0}),
    ("calc", {"op": "pow", "a": 1, "b": 2}),
    ("fetch", {"url": "https://example.com/a", "timeout": 2.5, "headers": {"x": "1"}}),
    ("fetch", {"url": "ftp://example.com/b"}),
    ("missing", {"x": 1}),
    ("calc", {"op": "mul", "a": "3", "b": 2}),
    ("search", {"query": "python dict of lists", "limit": 4, "lang": "en"}),
]

log = []
for step in range(40000):
    name, kwargs = PLAN[step % len(PLAN)]
    log.append(run(name, **kwargs))

ok = sum(1 for r in log if r["ok"])
kinds = {}
for r in log:
    key = r.get("kind", "ok" if r["ok"] else "gave_up")
    kinds[key] = kinds.get(key, 0) + 1
print(ok, len(log) - ok, reg.calls, sorted(kinds.items()))
errors = sorted({r["error"] for r in log if not r["ok"]})
for e in errors:
    print(" ", e)
print(max(r["attempts"] for r in log), sum(r["attempts"] for r in log))
print(log[0]["result"], log[5])
