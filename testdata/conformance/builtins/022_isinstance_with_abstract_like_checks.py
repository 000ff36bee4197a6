def describe(obj):
    kinds = []
    if isinstance(obj, (list, tuple)):
        kinds.append("sequence")
    if isinstance(obj, (int, float)) and not isinstance(obj, bool):
        kinds.append("number")
    if isinstance(obj, bool):
        kinds.append("bool")
    if isinstance(obj, str):
        kinds.append("text")
    if hasattr(obj, "__iter__"):
        kinds.append("iterable")
    if hasattr(obj, "keys"):
        kinds.append("mapping")
    if callable(obj):
        kinds.append("callable")
    return kinds or ["other"]

for obj in [[1], (1,), 1, 1.5, True, "s", {"a": 1}, len, None, range(2)]:
    print(f"{type(obj).__name__:18}{describe(obj)}")
