for thing in (ValueError, ValueError("inst"), KeyError):
    try:
        raise thing
    except Exception as e:
        print(type(e).__name__, repr(e), e.args)
try:
    raise 42
except TypeError as e:
    print("TypeError:", e)
try:
    raise ValueError from 5
except TypeError as e:
    print("TypeError:", e)
class NotAnException:
    pass
try:
    raise NotAnException()
except TypeError as e:
    print("TypeError:", e)
