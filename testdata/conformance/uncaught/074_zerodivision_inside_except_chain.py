def ratio(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        print("b was zero, trying inverse")
        return b / a

print(ratio(1, 2))
print(ratio(0, 5))
print(ratio(0, 0))
