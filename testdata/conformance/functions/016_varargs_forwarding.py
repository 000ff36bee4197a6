def log_call(fn):
    def wrapper(*args, **kwargs):
        parts = [repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()]
        print(f"{fn.__name__}({', '.join(parts)})")
        return fn(*args, **kwargs)
    return wrapper

@log_call
def area(w, h=1, *, unit="m"):
    return f"{w * h}{unit}2"

print(area(3))
print(area(3, 4))
print(area(w=2, h=5, unit="cm"))
print(area(*[6], **{"unit": "km"}))
