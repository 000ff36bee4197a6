samples = ["abc", "ABC", "123", "12.5", "", " ", "a1", "Ⅻ", "½", "٣", "hello world", "Hello_World", "_x9"]
for s in samples:
    print(f"{s!r:15} alpha={s.isalpha()!s:5} digit={s.isdigit()!s:5} decimal={s.isdecimal()!s:5} "
          f"numeric={s.isnumeric()!s:5} alnum={s.isalnum()!s:5} space={s.isspace()!s:5} ident={s.isidentifier()}")
