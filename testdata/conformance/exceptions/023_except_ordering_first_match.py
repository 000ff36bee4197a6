def classify(exc):
    try:
        raise exc
    except LookupError:
        return "LookupError branch"
    except KeyError:
        return "KeyError branch (never reached)"
    except (ArithmeticError, ValueError):
        return "arith/value branch"
    except Exception:
        return "catch-all"

for exc in [KeyError(1), IndexError(2), ZeroDivisionError(), UnicodeError(), TypeError()]:
    print(type(exc).__name__, "->", classify(exc))
