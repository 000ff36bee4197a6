# Percent decoding and encoding at their edges: stray and truncated '%',
# lower-case hex, non-ASCII text around escapes, invalid UTF-8 under each
# errors mode, bytearray input, safe given as str or bytes, and
# posixpath.normpath of the paths links carry.
import posixpath
from urllib.parse import quote, quote_from_bytes, quote_plus, unquote, unquote_plus, unquote_to_bytes

for s in ["a%20b", "%", "%2", "%%41", "100%", "%zz%41", "%e2%82%ac", "caf%C3%A9", "naïve%20x",
          "%E2%82", "%FF%FEx", "a+b%2Bc", ""]:
    print(repr(s), repr(unquote(s)), repr(unquote_plus(s)), unquote_to_bytes(s))
print(repr(unquote("%E2%82", errors="ignore")), repr(unquote("%E9t%E9", encoding="latin-1")))
print(unquote_to_bytes(bytearray(b"plain")))
try:
    unquote_to_bytes(bytearray(b"x%41y"))
except TypeError as e:
    print(type(e).__name__, e)
for s in ["a b/c?d=é", "~user/_x-y.z", "\x00\x7f", "日本", ""]:
    print(repr(quote(s)), repr(quote(s, safe="")), repr(quote(s, safe=b"?=")), repr(quote_plus(s)))
print(quote_from_bytes(b"\xff\x00 /"), quote_from_bytes(bytearray(b"ab c"), safe="é "))
for p in ["", ".", "/", "//", "///", "//a//b/", "a/../..", "../a/./b/..", "/../x", "a/b/../../..",
          "/srv/www/./a b/../index.html", "./"]:
    print(repr(p), repr(posixpath.normpath(p)))
print(posixpath.normpath(b"/a/./b/../c"))
