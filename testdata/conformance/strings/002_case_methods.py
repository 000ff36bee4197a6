words = ["hello world", "HELLO", "hELLO wORLD", "o'neil's dog", "ß straße", "ǅungla"]
for w in words:
    print(repr(w), w.upper(), w.lower(), w.title(), w.capitalize(), w.swapcase(), w.casefold())
print("Hello".isupper(), "HELLO".isupper(), "hello".islower(), "Hello World".istitle())
