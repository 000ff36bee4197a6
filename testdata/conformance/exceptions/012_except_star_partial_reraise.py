try:
    try:
        raise ExceptionGroup("many", [ValueError(1), OSError(2), ValueError(3)])
    except* ValueError as g:
        print("handled", len(g.exceptions), "ValueErrors")
except ExceptionGroup as rest:
    print("unhandled remainder:", repr(rest))
    print([type(e).__name__ for e in rest.exceptions])
try:
    raise ValueError("naked")
except* ValueError as g:
    print("naked exception wrapped:", repr(g), g.exceptions)
