def last_match(items):
    for item in items:
        match item:
            case {"id": ident, "tags": [first_tag, *_]}:
                pass
            case _:
                continue
    return ident, first_tag

print(last_match([{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": []}, {"id": 3, "tags": ["z"]}]))
value = ("x", 10)
match value:
    case (name, number):
        pass
print(name, number)
match 42:
    case other:
        print("irrefutable capture:", other)
