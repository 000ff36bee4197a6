# urlunsplit's component checks and unpacking errors, and parse_qs on the
# paths it takes: strs with the default codec, bytes, other separators,
# bad separators, strict parsing, other encodings and field limits.
from urllib.parse import urlunsplit, parse_qs, parse_qsl, urlsplit
for c in [('a','b','c','d','e','f'), ('a','b'), 'abcde', ['h', 'x', '/p', 'q=1', ''], (b'h', b'x', b'/p', b'', b''), ('h', b'x', '', '', ''), ('', '', 'p', '', '')]:
    try: print(urlunsplit(c))
    except Exception as e: print(type(e).__name__, e)
print(parse_qs("a=1&a=2&b=&c=%41"), parse_qs("a=1&a=2&b=", keep_blank_values=True), parse_qs(b"x=1&x=2"), parse_qs("x=1;x=2", separator=";"))
for bad in [dict(separator=""), dict(separator=None), dict(strict_parsing=True)]:
    try: print(parse_qs("a=1&b", **bad))
    except Exception as e: print(type(e).__name__, e)
print(parse_qs("a=%E9", encoding="latin-1"), parse_qs("a=1&b=2", max_num_fields=2))
try: parse_qs("a=1&b=2", max_num_fields=1)
except ValueError as e: print(e)
print(parse_qsl("q=%C3%A9+x&r"), parse_qs("q=%C3%A9+x&q=%FF"))
