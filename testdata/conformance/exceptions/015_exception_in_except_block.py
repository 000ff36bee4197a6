def process(value):
    try:
        return 100 // value
    except ZeroDivisionError:
        return int("not a number")

try:
    process(0)
except ValueError as e:
    print("ValueError:", e)
    print("during handling of:", repr(e.__context__))
print(process(7))
