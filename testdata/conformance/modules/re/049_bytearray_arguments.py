import re
for f in [lambda: re.compile(bytearray(b"a")), lambda: re.search(bytearray(b"a"), b"a"), lambda: re.sub(b"a", bytearray(b"x\\\\n"), b"ab"), lambda: re.escape(bytearray(b"a.b"))]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
