try:
    try:
        1 / 0
    except ZeroDivisionError:
        [][0]
except IndexError as e:
    print("caught:", repr(e))
    print("context:", repr(e.__context__))
    print("cause:", e.__cause__)
def cleanup_fails():
    try:
        raise ValueError("original")
    finally:
        raise TypeError("during finally")
try:
    cleanup_fails()
except TypeError as e:
    print(repr(e), "<-", repr(e.__context__))
