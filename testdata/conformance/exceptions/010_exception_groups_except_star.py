def run():
    raise ExceptionGroup("batch failed", [
        ValueError("bad value 1"),
        TypeError("wrong type"),
        ValueError("bad value 2"),
        KeyError("missing"),
    ])

try:
    run()
except* ValueError as eg:
    print("values:", [str(e) for e in eg.exceptions], type(eg).__name__, eg.message)
except* TypeError as eg:
    print("types:", [str(e) for e in eg.exceptions])
except* LookupError as eg:
    print("lookups:", [repr(e) for e in eg.exceptions])
print("after")
