def level3(x):
    if x < 0:
        raise ValueError("negative")
    return x ** 0.5

def level2(x):
    try:
        return level3(x)
    except TypeError:
        return "level2 handled TypeError"
    finally:
        print(f"  level2 finally for {x!r}")

def level1(x):
    try:
        return level2(x)
    except ValueError as e:
        return f"level1 handled {e}"

for arg in [16, -1, "s"]:
    print(level1(arg))
