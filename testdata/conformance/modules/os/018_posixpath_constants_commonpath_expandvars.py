# posixpath's constants, commonpath over mixed inputs and its errors, and
# expandvars on str and bytes.
import os
import posixpath
print([posixpath.curdir, posixpath.pardir, posixpath.extsep, posixpath.sep, posixpath.pathsep, posixpath.defpath, posixpath.altsep, posixpath.devnull])
for paths in (['/a/b/c', '/a/b/d', '/a/b'], ['a/b', 'a/c'], ['/x'], ['a/./b', 'a/b/c'], [b'/a/b', b'/a/c'], ['/a', 'b']):
    try:
        print(paths, repr(posixpath.commonpath(paths)))
    except ValueError as e:
        print(paths, 'ValueError', e)
os.environ['FOO'] = 'bar'
print(posixpath.expandvars('$FOO/x ${FOO} $NOPE'), posixpath.expandvars(b'$FOO/y'), posixpath.expandvars('plain'), posixpath.expandvars(b'plain'))
