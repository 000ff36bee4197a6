# bench: agent
# Agent state snapshots: copy.deepcopy of nested dicts and lists of tool
# results (with shared references and tuples), copy.copy, mutation of the
# copy, and json round-trips of the same records compared for equality.
import copy
import json


def tool_result(i):
    return {
        "id": "call_%05d" % i,
        "tool": ("search", "read_file", "run", "edit")[i % 4],
        "args": {"query": "term %d" % (i % 17), "limit": i % 10 + 1, "flags": [i % 2 == 0, None]},
        "output": {
            "lines": ["line %d of result %d" % (k, i) for k in range(i % 6 + 2)],
            "score": i * 0.125,
            "meta": {"elapsed_ms": i * 3 % 997, "cached": i % 3 == 0, "tags": ("a", "b", str(i % 5))},
        },
    }


def build_state(n):
    shared = {"model": "m-1", "budget": [1000, 250]}
    history = []
    for i in range(n):
        r = tool_result(i)
        r["config"] = shared
        history.append(r)
    return {"session": "s-42", "turns": history, "config": shared, "notes": [[i, str(i)] for i in range(50)]}


state = build_state(400)
checks = 0
total_lines = 0
for rnd in range(50):
    snap = copy.deepcopy(state)
    assert snap == state
    assert snap["turns"][0]["config"] is snap["config"]
    assert snap["config"] is not state["config"]
    snap["turns"][rnd * 7]["output"]["lines"].append("mutated")
    snap["config"]["budget"][0] -= rnd
    checks += snap != state
    total_lines += sum(len(t["output"]["lines"]) for t in snap["turns"])
    shallow = copy.copy(state["turns"])
    checks += shallow[0] is state["turns"][0]
print(checks, total_lines, state["config"]["budget"])

encoded = 0
for rnd in range(6):
    text = json.dumps(state["turns"][rnd * 50:(rnd + 1) * 50 + 100])
    back = json.loads(text)
    encoded += len(text)
    # tuples come back as lists; compare after a canonical round-trip
    assert back == json.loads(json.dumps(copy.deepcopy(back)))
print(encoded)

parts = copy.deepcopy([state["notes"], state["notes"], (1, [2, 3]), frozenset({1, 2})])
print(parts[0] is parts[1], parts[2], sorted(parts[3]), len(parts[0]))
