#!/usr/bin/env python3
"""Record what CPython 3.11's urllib.parse does with generated cases.

Run: python3 testdata/stdlib/urllib_parse/record.py   (writes cases.json beside it)

Each case is a Python expression; its expectation is repr() of its value,
or "ExcName: message" when it raises. stdlib/urllib_parse_ext_test.go
evaluates every expression in pyex and compares. The URLs cover odd and
missing schemes, IPv4/IPv6/IPvFuture hosts (valid and not), ports in and
out of range, user info, params, stripped control characters and NFKC
netlocs, each as str and as bytes; urljoin runs RFC 3986's normal and
abnormal examples (section 5.4) against several bases; quoting covers
every byte 0..255 under several safe sets. Seeded: recording twice writes
the same file.
"""
import os
import random
import warnings
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from recorder import write_cases  # noqa: E402

PRELUDE = '''
import urllib.parse as U
import warnings
warnings.simplefilter("ignore")
def props(r):
    out = []
    for name in ("username", "password", "hostname", "port"):
        try:
            out.append(getattr(r, name))
        except ValueError as e:
            out.append("ValueError: %s" % e)
    return out
def sp(u, *a):
    r = U.urlsplit(u, *a)
    return r, r.geturl(), props(r)
def pa(u, *a):
    r = U.urlparse(u, *a)
    return r, r.geturl(), props(r)
'''

rng = random.Random(20261128)

URLS = [
    "http://www.python.org", "http://www.python.org/", "http://www.python.org/a/b/c",
    "https://user:pass@example.com:8443/p/a/t/h;params?query=1&x=2#frag",
    "HTTP://Example.COM:80/", "http://example.com:/", "http://example.com:0/",
    "http://example.com:65535", "http://example.com:65536", "http://example.com:-1",
    "http://example.com:8o", "http://example.com: 80", "http://example.com:\u0661\u0662",
    "http://[::1]/", "http://[::1]:8080/x", "http://[fe80::1%25eth0]/", "http://[fe80::1%eth0]:1/",
    "http://[FE80::A%Zone]/", "http://[2001:db8::7]/c=GB?objectClass?one",
    "http://[::ffff:1.2.3.4]/", "http://[1:2:3:4:5:6:7:8]/", "http://[1:2:3:4:5:6:7:8:9]/",
    "http://[1::2::3]/", "http://[::]/", "http://[:1]/", "http://[1:]/", "http://[12345::]/",
    "http://[::1.2.3.256]/", "http://[::01.2.3.4]/", "http://[1.2.3.4]/", "http://[v1.fe80::a]/",
    "http://[v1x.a]/", "http://[vF.x]/", "http://[fe80::1%]/", "http://[::1", "http://::1]/",
    "http://a[::1]b/", "http://[::1]junk:80/", "http://u@[::1]:99/",
    "ftp://ftp.is.co.za/rfc/rfc1808.txt", "ldap://[2001:db8::7]/c=GB?objectClass?one",
    "mailto:John.Doe@example.com", "news:comp.infosystems.www.servers.unix",
    "tel:+1-816-555-1212", "telnet://192.0.2.16:80/", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    "file:///etc/passwd", "file:/etc/passwd", "file://localhost/etc/fstab", "file:",
    "sip:alice@atlanta.com;transport=tcp?subject=x", "svn+ssh://svn.example.org/repo;rev=3",
    "git+ssh://git@github.com:user/repo.git", "s3://bucket/key?versionId=1",
    "data:text/plain;base64,SGVsbG8=", "javascript:alert(1)", "about:blank",
    "path/to/file;p?q#f", "/abs/path;a;b?q", "//netloc/only", "//", "///x", "", "?", "#", ";",
    "?q=1", "#frag", "a:b", "1http://x", "+x:y", "http:", "http:x", "http:/x", "http://",
    "HtTp://X", "tel:123", "path:80", "localhost:8080", "x:1/y", "a.b-c+d:rest",
    " \t\nhttp://x.com/\ta\rb\nc", "\x00\x1fhttp://x", "http://x\x00y/", "  spaced  ",
    "http://www.example.com/%7Euser/a%20b?x=%41#%42", "http://a/b#c#d", "http://a/b?c?d#e?f",
    "http://a/b;c;d/e;f", "http://a/b;c/d", "https://a@b@c/", "https://:@host/",
    "https://user:@host/", "https://:pw@host/", "https://user@host:12/", "http://h:1:2/",
    "http://\u2100.com/", "http://\uff03.com/", "http://caf\u00e9.fr/", "http://a\ufe57b/",
    "http://\u2488/", "http://exa\u2100mple/", "http://user@\uff21\uff22.com:80/",
    "schème://x", "http://x?q=\u00e9", "HTTPS://X.Y/Z?A#B",
    "http://x/y\\z", "http://x.com:80@evil.com/", "http://x.com#@evil.com/",
]

cases = []
for u in URLS:
    cases.append("sp(%r)" % u)
    cases.append("pa(%r)" % u)
    try:
        b = u.encode("ascii")
    except UnicodeError:
        continue
    cases.append("sp(%r)" % b)
for u in URLS[:40]:
    cases.append("U.urlsplit(%r, allow_fragments=False)" % u)
    cases.append("U.urlparse(%r, 'https')" % u)
for u in URLS[:30]:
    cases.append("U.urlsplit(%r).encode().decode()" % u)
    cases.append("U.urlunsplit(U.urlsplit(%r))" % u)

# RFC 3986 section 5.4 against its base, then against a few others.
RFC_REFS = ["g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x",
            "g;x", "g;x?y#s", "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g",
            "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g",
            "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x",
            "g#s/./x", "g#s/../x", "http:g", "http:", "//a/b", "a//b", "//"]
BASES = ["http://a/b/c/d;p?q", "http://a/b/c/d;p?q#f", "http://a", "http://a/", "https://a/b/",
         "ftp://u@h:21/dir/file", "file:///tmp/x", "mailto:a@b", "svn+ssh://h/r/x", "b/c/d",
         "http://[::1]:8/a/b"]
for base in BASES:
    for ref in RFC_REFS:
        cases.append("U.urljoin(%r, %r)" % (base, ref))
for base, ref in [(b"http://a/b/c/d;p?q", b"../g"), (b"http://a/b", b""), (b"", b"x"),
                  ("http://a/b", b"c"), ("http://a/b#f", "#g"), ("http://a/b", "g#h")]:
    cases.append("U.urljoin(%r, %r)" % (base, ref))
    cases.append("U.urljoin(%r, %r, allow_fragments=False)" % (base, ref))

# Quoting: every byte alone under several safe sets, str and bytes safe.
SAFES = ["/", "", ":/?#[]@!$&'()*+,;=", "\u00e9/", "%", b"\xff/"]
for safe in SAFES:
    cases.append("[U.quote_from_bytes(bytes([b]), %r) for b in range(256)]" % (safe,))
    cases.append("U.quote(bytes(range(256)), %r)" % (safe,))
    cases.append("U.quote_plus(bytes(range(256)), %r)" % (safe,))
for s in ["", "abc", "a b", "a+b c", "~user/x y", "caf\u00e9", "\u20ac/\u4e2d", "\U0001f600",
          "100%", "/a/b?c=d&e=f#g", "\x00\x7f"]:
    cases.append("U.quote(%r)" % s)
    cases.append("U.quote(%r, safe='')" % s)
    cases.append("U.quote_plus(%r)" % s)
    cases.append("U.quote_plus(%r, safe='/ ')" % s)
    cases.append("U.quote(%r, encoding='latin-1', errors='replace')" % s)
    cases.append("U.quote(%r, encoding='ascii', errors='xmlcharrefreplace')" % s)
for call in ["U.quote('\u20ac', encoding='ascii')", "U.quote(b'x', encoding='utf-8')",
             "U.quote(b'x', errors='strict')", "U.quote(None)", "U.quote(5)",
             "U.quote_from_bytes('x')", "U.quote_from_bytes(bytearray(b'a b'))",
             "U.quote_plus(b'a b', safe=b'/')", "U.quote_plus(bytearray(b'a b'))",
             "U.quote('a', safe=None)"]:
    cases.append(call)

# Unquoting: every %XX, malformed escapes, non-UTF-8, str and bytes.
cases.append("U.unquote(''.join('%%%02X' % b for b in range(128)))")
cases.append("U.unquote_to_bytes(''.join('%%%02x' % b for b in range(256)))")
cases.append("U.unquote(''.join('%%%02x' % b for b in range(128, 256)))")
cases.append("U.unquote(''.join('%%%02x' % b for b in range(128, 256)), 'latin-1')")
for s in ["", "abc", "%", "%4", "%41", "%4g", "%%41", "a%2Bb+c", "%E2%82%AC", "%E2%82", "%e2%82%ac",
          "\u00e9%20\u00e9", "%C3%A9\u4e2d%20", "%FF%FE", "a%20%20b%", "+%2B+", "%u0041", "%0%1%"]:
    cases.append("U.unquote(%r)" % s)
    cases.append("U.unquote_plus(%r)" % s)
    cases.append("U.unquote_to_bytes(%r)" % s)
    cases.append("U.unquote(%r, errors='strict')" % s)
    cases.append("U.unquote(%r)" % s.encode("utf-8"))
for call in ["U.unquote(None)", "U.unquote_to_bytes(None)", "U.unquote(5)", "U.unquote('%FF', 'ascii', 'ignore')",
             "U.unquote('%41', None, None)", "U.unquote_plus(b'a+b')", "U.unquote('\u00e9%', 'latin-1')"]:
    cases.append(call)

# Query strings.
QS = ["a=1&b=2", "a=1&a=2&a=", "a&b=&=c&&d=4", "a+b=c+d%20e", "x=%E2%82%AC&y=%FF", "", "&", "=",
      "a=1;b=2", "a==b", "k=v=w", "%3D=%26", "a=1&&b=2&", "name=J%C3%BCrgen+M%C3%BCller"]
for q in QS:
    for opts in ["", ", keep_blank_values=True", ", strict_parsing=True",
                 ", True, True", ", separator=';'", ", max_num_fields=2", ", encoding='latin-1'"]:
        cases.append("U.parse_qsl(%r%s)" % (q, opts))
    cases.append("U.parse_qs(%r)" % q)
    cases.append("U.parse_qs(%r, keep_blank_values=True)" % q)
    cases.append("U.parse_qsl(%r)" % q.encode())
    cases.append("U.parse_qs(%r, True)" % q.encode())
for call in ["U.parse_qsl('a=1', separator='')", "U.parse_qsl('a=1', separator=None)",
             "U.parse_qsl('a=1', separator=b'&')", "U.parse_qsl(b'a=1;b=2', separator=';')",
             "U.parse_qsl(None)", "U.parse_qs('a=1&b=2&c=3', max_num_fields=3)",
             "U.parse_qs('a=1&b=2&c=3', max_num_fields=0)", "U.parse_qsl('', max_num_fields=0)"]:
    cases.append(call)

# urlencode.
ENC = ["{'a': 1, 'b': 'x y'}", "[('a', 'b&c'), ('a', 'd=e')]", "{'k': ['v1', 'v2'], 'n': (1, 2)}",
       "{'u': '\u00e9\u20ac', b'k': b'v\\xff'}", "[]", "{}", "{'s': 'abc', 'i': 5, 'f': 1.5, 'n': None}",
       "{'l': [], 'g': range(3)}", "[('a', ['x', b'y', 3])]", "{'p': '/path/?'}"]
for q in ENC:
    cases.append("U.urlencode(%s)" % q)
    cases.append("U.urlencode(%s, doseq=True)" % q)
    cases.append("U.urlencode(%s, True, safe='/?')" % q)
    cases.append("U.urlencode(%s, quote_via=U.quote)" % q)
    cases.append("U.urlencode(%s, encoding='latin-1', errors='replace')" % q)
for call in ["U.urlencode('abc')", "U.urlencode(['ab'])", "U.urlencode(5)", "U.urlencode([('a', 1, 2)])",
             "U.urlencode([('a',)])", "U.urlencode(None)"]:
    cases.append(call)

# Results, defrag, unwrap and the deprecated split helpers.
for call in [
    "U.urldefrag('http://a/b#c')", "U.urldefrag('http://a/b')", "U.urldefrag(b'http://a/b;p?q#c')",
    "U.urldefrag('#only').geturl()", "U.urldefrag(b'x#y').geturl()", "U.urldefrag('a#').geturl()",
    "U.urldefrag('http://a/b;p?q#c').decode if False else U.urldefrag('http://a/b;p?q#c').encode()",
    "U.DefragResult('a', 'b').geturl()", "U.DefragResultBytes(b'a', b'').geturl()",
    "U.SplitResult('http', 'h', '/p', 'q', 'f').geturl()", "U.ParseResult('http', 'h', '/p', 'x', 'q', 'f').geturl()",
    "U.ParseResultBytes(b'http', b'h', b'/p', b'', b'', b'').decode()",
    "U.urlparse('http://h/p').encode('utf-8')", "U.urlparse(b'http://h/p').decode('latin-1')",
    "U.urlparse('http://h/p')._replace(scheme='ftp').geturl()", "U.urlparse('http://h/p')._asdict()",
    "U.SplitResult._fields", "U.ParseResult._fields", "U.DefragResult._fields",
    "U.SplitResult[str]", "isinstance(U.urlsplit('x'), tuple)", "U.ResultBase.__name__",
    "U.urlunparse(('http', 'h', 'p', 'a', 'q', 'f'))", "U.urlunparse(('', '', 'p', '', '', ''))",
    "U.urlunsplit(('file', '', '/x', '', ''))", "U.urlunsplit(('mailto', '', 'a@b', '', ''))",
    "U.urlunsplit(('http', '', '//x', '', ''))", "U.urlunsplit(('http', '', 'x', '', ''))",
    "U.urlunsplit((b'http', b'h', b'/', b'q', b''))", "U.urlunsplit(('a', 'b', 'c'))",
    "U.urlunsplit(('http', b'h', '', '', ''))", "U.urlsplit('http://x', b'')",
    "U.urlsplit(b'http://x', 'ftp')", "U.urlsplit(b'http://\\xc3\\xa9/')", "U.urlsplit(None)",
    "U.urlsplit(bytearray(b'http://x'))", "U.urlparse('x', scheme='\\tht\\ntp ')",
    "U.unwrap('<URL:http://a/b>')", "U.unwrap('  <http://a>  ')", "U.unwrap('URL: x ')", "U.unwrap('<>')",
    "U.splittype('HTTP://x')", "U.splittype('/x:y')", "U.splithost('//h:1/p')", "U.splithost('//h?q')",
    "U.splithost('/p')", "U.splituser('u:p@h@x')", "U.splituser('h')", "U.splitpasswd('u:p:q')",
    "U.splitpasswd('u')", "U.splitport('h:80')", "U.splitport('h:')", "U.splitport('h:x')",
    "U.splitport('[::1]:8')", "U.splitnport('h:80')", "U.splitnport('h:x')", "U.splitnport('h', 5)",
    "U.splitnport('h:')", "U.splitquery('/p?q?r')", "U.splitquery('/p')", "U.splittag('/p#t#u')",
    "U.splittag('/p')", "U.splitattr('/p;a=1;b')", "U.splitvalue('a=b=c')", "U.splitvalue('a')",
    "U.to_bytes('abc')", "U.to_bytes('\u00e9')", "U.Quoter(b'/')[32]",
    "sorted(U.uses_netloc)", "sorted(U.uses_relative)", "sorted(U.uses_params)", "sorted(U.uses_query)",
    "sorted(U.uses_fragment)", "sorted(U.non_hierarchical)", "U.scheme_chars", "sorted(U.__all__)",
    "U.nosuchname",
]:
    cases.append(call)

# Random URLs assembled from parts, each split, parsed and round-tripped.
PARTS = dict(
    scheme=["", "http", "HTTPS", "ftp", "git+ssh", "x-y.z", "mailto", "file", "1a"],
    auth=["", "h", "user@h", "u:p@h", "h:8080", "[::1]", "[::1]:0", "u@[fe80::1%eth1]:9", "H.Example.Org", "h:99999"],
    path=["", "/", "/a", "/a/b/", "a/b", "/a;p", "/a;p/b;q", "/%7Ea", "//x"],
    query=["", "?", "?a=1", "?a=1&b", "?q=a?b"],
    frag=["", "#", "#f", "#f?x", "#a#b"],
)
for _ in range(120):
    sch = rng.choice(PARTS["scheme"])
    auth = rng.choice(PARTS["auth"])
    url = (sch + ":" if sch else "") + ("//" + auth if auth or rng.random() < 0.2 else "")
    url += rng.choice(PARTS["path"]) + rng.choice(PARTS["query"]) + rng.choice(PARTS["frag"])
    cases.append("pa(%r)" % url)
    cases.append("U.urlunparse(U.urlparse(%r))" % url)


write_cases(__file__, PRELUDE, cases)
