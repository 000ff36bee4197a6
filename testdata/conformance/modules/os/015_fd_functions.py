import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
fd = os.open("fd.txt", os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
print(os.write(fd, b"hello world"))
os.close(fd)
fd = os.open("fd.txt", os.O_RDONLY)
print(os.read(fd, 5), os.lseek(fd, 0, os.SEEK_CUR), os.read(fd, 100), os.read(fd, 10))
print(os.lseek(fd, 0, 0), os.read(fd, 3), os.fstat(fd).st_size)
os.close(fd)
try:
    os.close(fd)
except OSError as e:
    print(e)
try:
    os.open("fd.txt", os.O_CREAT | os.O_EXCL | os.O_WRONLY)
except FileExistsError as e:
    print(e)
fd = os.open("fd.txt", os.O_RDWR | os.O_APPEND)
os.write(fd, b"!")
os.close(fd)
with os.fdopen(os.open("fd.txt", os.O_RDONLY)) as f:
    print(f.read())

os.chdir('/')
shutil.rmtree(_base)
