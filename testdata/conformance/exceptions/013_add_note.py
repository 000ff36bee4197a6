def parse_row(i, row):
    try:
        return int(row)
    except ValueError as e:
        e.add_note(f"while parsing row {i}")
        e.add_note("rows must be integers")
        raise

try:
    [parse_row(i, r) for i, r in enumerate(["1", "2", "x3"])]
except ValueError as e:
    print("error:", e)
    print("notes:", e.__notes__)
plain = KeyError("k")
print(hasattr(plain, "__notes__"))
try:
    plain.add_note(42)
except TypeError as e:
    print("TypeError:", e)
