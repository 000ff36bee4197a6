def to_snake(name):
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i and (not name[i - 1].isupper() or (i + 1 < len(name) and name[i + 1].islower())):
            out.append("_")
        out.append(ch.lower())
    return "".join(out)

def to_camel(name):
    first, *rest = name.split("_")
    return first + "".join(w.capitalize() for w in rest)

for n in ["parseHTTPResponse", "simpleName", "XMLParser", "already_snake", "getID", "A"]:
    s = to_snake(n)
    print(f"{n:<18} {s:<22} {to_camel(s)}")
