def tool_add(a, b):
    return a + b

def tool_upper(text):
    return text.upper()

def tool_lookup(key, table=None):
    table = table or {"pi": 3.14159, "e": 2.71828}
    if key not in table:
        raise KeyError(f"unknown constant {key}")
    return table[key]

TOOLS = {"add": tool_add, "upper": tool_upper, "lookup": tool_lookup}

def dispatch(call):
    name = call.get("tool")
    fn = TOOLS.get(name)
    if fn is None:
        return {"ok": False, "error": f"no tool named {name!r}"}
    try:
        return {"ok": True, "result": fn(**call.get("args", {}))}
    except (TypeError, KeyError) as e:
        return {"ok": False, "error": f"{type(e).__name__}: {e}"}

plan = [
    {"tool": "add", "args": {"a": 2, "b": 40}},
    {"tool": "upper", "args": {"text": "done"}},
    {"tool": "lookup", "args": {"key": "pi"}},
    {"tool": "lookup", "args": {"key": "tau"}},
    {"tool": "add", "args": {"a": 1}},
    {"tool": "delete_everything"},
]
for step, call in enumerate(plan, 1):
    print(step, call["tool"], "->", dispatch(call))
