def f():
    try:
        return "from try"
    finally:
        print("finally runs before the return completes")

def g():
    try:
        return "from try"
    finally:
        return "from finally"

def h():
    try:
        raise ValueError("lost")
    finally:
        return "finally swallowed the exception"

def counter():
    n = 0
    try:
        n += 1
        return n
    finally:
        n += 100
        print("n in finally:", n)

print(f())
print(g())
print(h())
print(counter())
