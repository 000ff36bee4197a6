class BadLen:
    def __len__(self):
        return -1
class FloatLen:
    def __len__(self):
        return 2.5
for obj in (BadLen(), FloatLen()):
    try:
        print(len(obj))
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
    try:
        print(bool(obj))
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
class BadBool:
    def __bool__(self):
        return 1
try:
    bool(BadBool())
except TypeError as e:
    print("TypeError:", e)
