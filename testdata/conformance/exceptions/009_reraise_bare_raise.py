def handler():
    try:
        int("x")
    except ValueError:
        print("logging and re-raising")
        raise

try:
    handler()
except ValueError as e:
    print("outer caught:", e)
try:
    raise
except RuntimeError as e:
    print("RuntimeError:", e)
def rethrow_other():
    try:
        raise KeyError("first")
    except KeyError as first:
        try:
            raise ValueError("second")
        except ValueError:
            pass
        raise
try:
    rethrow_other()
except KeyError as e:
    print("re-raised the right one:", repr(e))
