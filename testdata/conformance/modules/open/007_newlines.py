import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
with open("n.txt", "wb") as f:
    f.write(b"a\r\nb\rc\nd")
print(open("n.txt").readlines())
print(open("n.txt", newline="").readlines())
print(open("n.txt", newline="\n").readlines())
print(open("n.txt", newline="\r").readlines())
print(open("n.txt", newline="\r\n").readlines())
f = open("n.txt")
f.read()
print(f.newlines)
f.close()
for nl in [None, "", "\n", "\r", "\r\n"]:
    with open("w.txt", "w", newline=nl) as f:
        f.write("x\ny\n")
    print(repr(nl), open("w.txt", "rb").read())

os.chdir('/')
shutil.rmtree(_base)
