total = 10
def broken():
    try:
        total += 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    return "recovered"
print(broken())
def conditional(flag):
    if flag:
        value = "set"
    try:
        return value
    except UnboundLocalError as e:
        return f"caught: {e}"
print(conditional(True))
print(conditional(False))
