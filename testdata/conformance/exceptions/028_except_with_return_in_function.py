def find(items, target):
    try:
        idx = items.index(target)
    except ValueError:
        return -1
    else:
        return idx * 10
    finally:
        print(f"searched for {target!r}")

print(find([1, 2, 3], 2))
print(find([1, 2, 3], 9))
def parse_all(texts):
    out = []
    for t in texts:
        try:
            out.append(float(t))
        except ValueError:
            continue
        finally:
            out.append("|")
    return out
print(parse_all(["1", "x", "2.5"]))
