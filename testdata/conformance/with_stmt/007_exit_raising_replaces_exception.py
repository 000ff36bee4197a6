class Angry:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        raise RuntimeError(f"exit failed while handling {et.__name__ if et else None}")

try:
    with Angry():
        raise ValueError("original")
except RuntimeError as e:
    print(e)
    print("context:", repr(e.__context__))
try:
    with Angry():
        pass
except RuntimeError as e:
    print(e, e.__context__)
