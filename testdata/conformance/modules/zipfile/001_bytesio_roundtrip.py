import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
import io, zipfile
buf = io.BytesIO()
with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as zf:
    zf.writestr("hello.txt", "hello world\n" * 10)
    zf.writestr("data/raw.bin", bytes(range(50)), compress_type=zipfile.ZIP_STORED)
    zf.writestr("empty/", "")
print(zipfile.is_zipfile(buf))
with zipfile.ZipFile(buf) as zf:
    print(zf.namelist())
    print(zf.read("hello.txt").decode().count("hello"), zf.read("data/raw.bin")[:5])
    for info in zf.infolist():
        print(info.filename, info.file_size, info.compress_type, info.is_dir(), oct(info.external_attr >> 16))
    print(zf.testzip())
    with zf.open("hello.txt") as f:
        print(f.readline())
    try:
        zf.getinfo("missing")
    except KeyError as e:
        print(e)

os.chdir('/')
shutil.rmtree(_base)
