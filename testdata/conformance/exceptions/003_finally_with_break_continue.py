for i in range(5):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        print("body", i)
    finally:
        print("finally", i)
print("loop done")
def loop_return():
    for i in range(3):
        try:
            return i
        finally:
            if i == 0:
                continue
    return "fell off"
print(loop_return())
while True:
    try:
        raise KeyError("x")
    finally:
        break
print("break in finally discarded the KeyError")
