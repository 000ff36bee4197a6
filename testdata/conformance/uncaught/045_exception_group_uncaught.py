def run_all(tasks):
    errors = []
    for name, fn in tasks:
        try:
            print(name, "->", fn())
        except Exception as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup("some tasks failed", errors)

run_all([("one", lambda: 1), ("div", lambda: 1 / 0), ("two", lambda: 2), ("idx", lambda: [][0])])
