def what(x):
    match x:
        case (a, b, c):
            return f"3-seq {a}{b}{c}"
        case [*all_items] if len(all_items) > 3:
            return f"long seq of {len(all_items)}"
        case str():
            return "strings are not sequences here"
        case _:
            return "other"

print(what([1, 2, 3]), "|", what((4, 5, 6)), "|", what("abc"), "|", what(range(3)))
print(what(range(10)), "|", what(b"xyz"), "|", what(bytearray(b"ab")), "|", what({1, 2, 3}))
