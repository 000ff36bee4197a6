# bench: agent
# JSON as an agent handles it: build nested tool-call records, dump them
# (compact, indented, sorted keys), load them back and walk the result.
import json


def make_call(i):
    return {
        "id": f"call_{i:06d}",
        "tool": ["search", "read_file", "write_file", "run"][i % 4],
        "args": {"query": f"item {i} \"quoted\" \u00e9\u4e2d", "limit": i % 50, "ratio": i / 8, "flags": [True, False, None]},
        "tags": [f"t{j}" for j in range(i % 5)],
        "ok": i % 7 != 0,
    }


calls = [make_call(i) for i in range(15000)]
compact = json.dumps(calls, separators=(",", ":"))
pretty = json.dumps(calls[:500], indent=2, sort_keys=True)
ascii_off = json.dumps(calls[:500], ensure_ascii=False)
print(len(compact), len(pretty), len(ascii_off))
print(pretty[:120].replace("\n", "/"))

loaded = json.loads(compact)
assert loaded == calls
by_tool = {}
for c in loaded:
    by_tool[c["tool"]] = by_tool.get(c["tool"], 0) + c["args"]["limit"]
print(sorted(by_tool.items()))
print(sum(len(c["tags"]) for c in loaded), sum(1 for c in loaded if c["ok"]))

lines = "\n".join(json.dumps({"n": i, "sq": i * i, "s": str(i) * 3}) for i in range(30000))
total = 0
for line in lines.splitlines():
    obj = json.loads(line)
    total += obj["sq"] - len(obj["s"])
print(total)
print(json.dumps({"floats": [0.1, 1e100, -0.0, 1.5e-7, 123456789.0], "nested": {"a": [[], {}]}}))
