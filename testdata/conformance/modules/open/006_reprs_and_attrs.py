import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
f = open("r.txt", "w")
print(f, f.name, f.mode, f.encoding, f.errors, f.closed, f.line_buffering)
print(type(f).__name__, type(f.buffer).__name__, type(f.buffer.raw).__name__)
print(f.buffer, f.buffer.raw, f.buffer.raw.mode)
f.close()
print(f.buffer.raw)
for mode in ["rb", "r+b", "ab", "wb"]:
    with open("r.txt", mode) as g:
        print(mode, type(g).__name__, g.mode, g.raw.mode)
with open("r.txt", "rb", buffering=0) as g:
    print(type(g).__name__, g)
with open("r.txt", encoding="utf-8") as g:
    print(g)

os.chdir('/')
shutil.rmtree(_base)
