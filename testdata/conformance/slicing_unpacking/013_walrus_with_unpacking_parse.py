records = ["ann:31:dev", "bob:25", "cid:40:ops:lead", "broken"]
for rec in records:
    if len(parts := rec.split(":")) >= 2:
        name, age, *roles = parts
        print(f"{name:>4} age={int(age):>3} roles={roles}")
    else:
        print("skipped", repr(rec))
