import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
data = bytes(range(0, 256, 17))
with open("b.bin", "wb") as f:
    print(f.write(data))
with open("b.bin", "rb") as f:
    print(f.read(3), f.tell())
    f.seek(-2, 2)
    print(f.read(), f.tell())
    f.seek(0)
    print(len(f.read()))
with open("b.bin", "r+b") as f:
    f.seek(1)
    f.write(b"\x00\x00")
print(open("b.bin", "rb").read()[:4])
with open("b.bin", "ab") as f:
    f.write(b"END")
print(open("b.bin", "rb").read()[-5:])

os.chdir('/')
shutil.rmtree(_base)
