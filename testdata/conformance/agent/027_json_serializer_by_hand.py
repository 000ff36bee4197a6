def to_json(v, indent=0):
    pad = "  " * indent
    if v is None:
        return "null"
    if v is True or v is False:
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        esc = v.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
        return f'"{esc}"'
    if isinstance(v, (list, tuple)):
        if not v:
            return "[]"
        inner = ",\n".join(pad + "  " + to_json(x, indent + 1) for x in v)
        return "[\n" + inner + "\n" + pad + "]"
    if isinstance(v, dict):
        if not v:
            return "{}"
        inner = ",\n".join(f'{pad}  "{k}": {to_json(x, indent + 1)}' for k, x in v.items())
        return "{\n" + inner + "\n" + pad + "}"
    raise TypeError(f"cannot serialize {type(v).__name__}")

doc = {"name": "pyex", "tags": ["go", "python"], "stable": False, "score": 9.5,
       "meta": {"quote": 'say "hi"\nbye', "empty": [], "none": None}}
print(to_json(doc))
try:
    to_json({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
