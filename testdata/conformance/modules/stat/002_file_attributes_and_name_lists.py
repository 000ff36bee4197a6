# stat's FILE_ATTRIBUTE_* bits, and the name lists of __future__, logging
# and unittest in CPython's order; linecache.getline outside a file.
import __future__
import linecache
import logging
import stat
import unittest
names = [n for n in dir(stat) if n.startswith('FILE_ATTRIBUTE')]
print(names, [getattr(stat, n) for n in names])
print(__future__.all_feature_names, __future__.__all__[:3], __future__.annotations)
print(logging.__all__, unittest.__all__)
print(repr(linecache.getline('/nonexistent.py', 1)), repr(linecache.getline(__file__, 0)), repr(linecache.getline(__file__, 10 ** 6)))
print(stat.filemode(0o100644), stat.S_ISDIR(0o040000), stat.FILE_ATTRIBUTE_ARCHIVE | stat.FILE_ATTRIBUTE_HIDDEN)
