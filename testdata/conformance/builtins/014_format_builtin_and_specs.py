print(format(1234.5678, ".2f"), format(1234.5678, ","), format(0.5, "%"), format(42, "#x"))
print(format("abc", "^9"), format("abc", "*<6"), format(7, "03"), format(-7, "03"))
print(format(123), format("s"), format(None), format([1, 2]))
try:
    format([1], "d")
except TypeError as e:
    print("TypeError:", e)
