import os
print(os.name, os.sep, repr(os.linesep), os.pathsep, os.curdir, os.pardir, os.extsep, os.altsep, os.devnull)
print(os.SEEK_SET, os.SEEK_CUR, os.SEEK_END, os.F_OK, os.R_OK, os.W_OK, os.X_OK)
print(os.O_RDONLY, os.O_WRONLY, os.O_RDWR, os.O_CREAT, os.O_EXCL, os.O_TRUNC, os.O_APPEND)
import posixpath
print(os.error is OSError, os.path.__name__, os.path is posixpath)
print(callable(os.getpid), isinstance(os.getpid(), int), isinstance(os.cpu_count(), int))
print(os.fspath("x"), os.fspath(b"y"), os.fsencode("z"), os.fsdecode(b"w"))
try:
    os.fspath(1)
except TypeError as e:
    print(e)
