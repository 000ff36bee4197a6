import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
import io, zipfile
try:
    zipfile.ZipFile(io.BytesIO(b"not a zip"))
except zipfile.BadZipFile as e:
    print(type(e).__name__, e)
try:
    zipfile.ZipFile("x.zip", "q")
except ValueError as e:
    print(e)
try:
    zipfile.ZipFile("missing.zip")
except FileNotFoundError as e:
    print(type(e).__name__)
buf = io.BytesIO()
zf = zipfile.ZipFile(buf, "w")
zf.writestr(zipfile.ZipInfo("fixed.txt", (2020, 5, 17, 12, 30, 44)), b"x" * 3)
info = zf.getinfo("fixed.txt")
print(info, info.date_time, info.CRC, info.file_size, info.compress_size)
zf.close()
try:
    zf.writestr("late.txt", "x")
except ValueError as e:
    print(e)
zr = zipfile.ZipFile(buf)
print(zr.getinfo("fixed.txt").date_time, zr.read("fixed.txt"))
try:
    zr.writestr("x", "y")
except ValueError as e:
    print(e)
zr.printdir()
print(zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.BadZipfile is zipfile.BadZipFile)
print(zipfile.ZipInfo("d/").is_dir(), repr(zipfile.ZipInfo("n")))

os.chdir('/')
shutil.rmtree(_base)
