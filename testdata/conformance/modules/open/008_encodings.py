import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
text = "Grüße, 世界 ✓\n"
with open("u8.txt", "w", encoding="utf-8") as f:
    print(f.write(text))
raw = open("u8.txt", "rb").read()
print(len(raw), raw[:8])
with open("u8.txt", encoding="utf-8") as f:
    print(repr(f.read(5)), f.tell(), repr(f.read()))
with open("l1.txt", "w", encoding="latin-1") as f:
    f.write("café")
print(open("l1.txt", "rb").read(), open("l1.txt", encoding="latin-1").read())
try:
    with open("a.txt", "w", encoding="ascii") as f:
        f.write("é")
except UnicodeEncodeError as e:
    print(e)
with open("a.txt", "w", encoding="ascii", errors="replace") as f:
    f.write("é!")
print(open("a.txt").read())
try:
    open("u8.txt", encoding="ascii").read()
except UnicodeDecodeError as e:
    print(e)
print(open("u8.txt", encoding="ascii", errors="ignore").read(), end="")
try:
    open("u8.txt", encoding="no-such-codec")
except LookupError as e:
    print(e)

os.chdir('/')
shutil.rmtree(_base)
