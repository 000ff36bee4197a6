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
print([posixpath.normpath(p) for p in ["", ".", "/", "//", "///", "//a//b/", "a/../..", "../a/./b/..",
                                        "/../x", "a/b/../../..", "/srv/www/./a b/../index.html", "./"]])
print(posixpath.normpath(b"/a/./b/../c"))
from urllib.parse import clear_cache, parse_qs, parse_qsl, urlencode
for qs in ["a=1&b=2&a=3", "a=&b&=c&&d=%41+%2B", "x=caf%C3%A9&y=na%C3", "k=é%20x&j=é", "sp=a+b+c",
           "%zz=%4", ""]:
    print(parse_qsl(qs), parse_qsl(qs, keep_blank_values=True), parse_qs(qs, keep_blank_values=1))
print(parse_qsl("a=1;b=2", separator=";"), parse_qsl(b"a=1&b=%41"), parse_qsl("x=%E9", encoding="latin-1"))
print(urlencode({"q": "a b&c", "n": 3, "u": "é/"}), urlencode([("s", "x y")], quote_via=quote))
print(quote_plus("a b/c", safe="/é"), quote_plus("\udcff", errors="replace"), quote("x y", safe="é "))
clear_cache()
