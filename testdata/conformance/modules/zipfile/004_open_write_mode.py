import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
import io, zipfile
buf = io.BytesIO()
with zipfile.ZipFile(buf, "w") as zf:
    with zf.open("stream.txt", "w") as f:
        f.write(b"line1\n")
        f.write(b"line2\n")
    zf.writestr("unicode_é.txt", "é")
with zipfile.ZipFile(buf) as zf:
    print(zf.namelist(), zf.read("stream.txt"), zf.read("unicode_é.txt").decode())
    print([i.flag_bits & 0x800 for i in zf.infolist()])

os.chdir('/')
shutil.rmtree(_base)
