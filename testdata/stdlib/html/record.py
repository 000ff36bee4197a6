#!/usr/bin/env python3
"""Record what CPython 3.11's html, html.entities and html.parser do with
generated cases.

Run: python3 testdata/stdlib/html/record.py   (writes cases.json beside it)

Each case is a Python expression; its expectation is repr() of its value,
or "ExcName: message" when it raises. stdlib/html_ext_test.go evaluates
every expression in pyex and compares. unescape runs over every html5
entity name (with ';', without it, and followed by more letters, which
exercises the longest-prefix rule), every numeric reference below 0xA0
and the invalid and out-of-range ones; the entity tables are compared
whole, in order; HTMLParser's callbacks are recorded on hand-written and
seeded random messy markup, fed whole, in random chunks and one character
at a time, with and without convert_charrefs. Recording twice writes the
same file.
"""
import html.entities
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from recorder import write_cases  # noqa: E402

PRELUDE = '''
import html as H
import html.entities as E
from html.parser import HTMLParser
class _Rec(HTMLParser):
    def __init__(self, conv):
        super().__init__(convert_charrefs=conv)
        self.ev = []
    def handle_starttag(self, tag, attrs):
        self.ev.append(("start", tag, attrs, self.get_starttag_text()))
    def handle_endtag(self, tag):
        self.ev.append(("end", tag))
    def handle_startendtag(self, tag, attrs):
        self.ev.append(("startend", tag, attrs))
    def handle_data(self, data):
        self.ev.append(("data", data, self.getpos()))
    def handle_comment(self, data):
        self.ev.append(("comment", data))
    def handle_decl(self, data):
        self.ev.append(("decl", data))
    def handle_pi(self, data):
        self.ev.append(("pi", data))
    def unknown_decl(self, data):
        self.ev.append(("unknown", data))
    def handle_charref(self, name):
        self.ev.append(("charref", name))
    def handle_entityref(self, name):
        self.ev.append(("entityref", name))
def parse(doc, conv=True, cuts=()):
    p = _Rec(conv)
    last = 0
    for c in list(cuts) + [len(doc)]:
        p.feed(doc[last:c])
        last = c
    p.close()
    return p.ev, p.getpos(), p.rawdata
def bychar(doc, conv=True):
    return parse(doc, conv, range(1, len(doc)))
'''

rng = random.Random(20261128)
cases = []

# Every html5 name, in chunks, three ways.
names = list(html.entities.html5)
for k in range(0, len(names), 60):
    chunk = names[k:k + 60]
    cases.append("H.unescape(%r)" % "|".join("&" + n for n in chunk))
    cases.append("H.unescape(%r)" % "|".join("&" + n.rstrip(";") + "xyz" for n in chunk))
    cases.append("H.unescape(%r)" % " ".join("&" + n.rstrip(";") + ";;" for n in chunk))

# Numeric references: every code point below 0xA0, then the edges.
cases.append("[H.unescape('&#%d;' % n) for n in range(0xA0)]")
cases.append("[H.unescape('&#x%x' % n) for n in range(0xA0)]")
cases.append("[H.unescape('&#X%X;x' % n) for n in range(0x80, 0xA0)]")
for n in [0xA0, 0xFF, 0x100, 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0xFDCF, 0xFDD0, 0xFDEF,
          0xFDF0, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1FFFE, 0x1FFFF, 0x10FFFD, 0x10FFFE, 0x10FFFF,
          0x110000, 0xFFFFFFFF, 10 ** 30]:
    cases.append("H.unescape('&#%d;|&#x%x|&#%d')" % (n, n, n))
for s in ["", "no refs", "&", "&;", "&#;", "&#x;", "&#xg;", "&#12a", "&#x12g", "&amp;amp;", "&AMP;",
          "&amp", "&ampere", "&notin", "&notit;", "&not;in", "&lt&gt", "&LT;&GT", "&a;", "&zzzz;",
          "&" + "a" * 40 + ";", "&\u00e9;", "&\tamp;", "& amp;", "a & b", "&&amp;", "&#65&#66;&#x43",
          "&#0000065;", "&#x0000041;", "&frac12;&frac1;", "&NotNestedGreaterGreater;&nGt;",
          "&bne;&fjlig;", "&#9999999999999;", "caf\u00e9 &eacute;"]:
    cases.append("H.unescape(%r)" % s)
for s in ["", "plain", "<a href=\"x\">'y' & z</a>", "&amp;", "\"'", "<<>>", "\u00e9<\u4e2d>"]:
    cases.append("H.escape(%r)" % s)
    cases.append("H.escape(%r, quote=False)" % s)
    cases.append("H.unescape(H.escape(%r))" % s)
cases.append("H.escape(5)")
cases.append("H.unescape(5)")
cases.append("H.escape(b'<')")

# The tables, whole and in order.
cases.append("len(E.html5), len(E.name2codepoint), len(E.codepoint2name), len(E.entitydefs)")
cases.append("list(E.name2codepoint.items())")
cases.append("list(E.codepoint2name.items())")
cases.append("list(E.entitydefs.items())")
for k in range(0, len(names), 250):
    cases.append("list(E.html5.items())[%d:%d]" % (k, k + 250))
cases.append("sorted(E.__all__)")

DOCS = [
    "<!DOCTYPE html><html lang=en><head><meta charset=utf-8><title>A &amp; B</title></head><body><p>x</p></body></html>",
    "<p class=intro id='first' data-x=\"1\" hidden>Hello, <b>world</b>!</p>",
    "<a href=\"/q?a=1&amp;b=2&c=3\">link</a> <a href=/x?y=1&z=2>bare</a>",
    "<img src=x.png alt=\"a &lt; b\"/><br/><br /><hr/ ><input type=checkbox checked/>",
    "<ul><li>one<li>two<li>three</ul>", "<table><tr><td>1</td><td>2</td></tr></table>",
    "<script>var s = '<p>' + \"</b>\"; if (a<b && b>c) {}</script><p>after</p>",
    "<script type=text/javascript>x</SCRIPT><style>a > b { color: red }</style >",
    "<script>a</script x>b</script>", "<style>x</styles></style>", "<SCRIPT>alert(1)</script>",
    "<textarea><b>not bold</b></textarea>", "<title><b>t</b></title>",
    "<!-- a comment --><!--no space--><!----><!-- - -- --><!-- x -- >y",
    "<!--unterminated comment", "<!DOCTYPE html PUBLIC \"-//W3C//DTD HTML 4.01//EN\">",
    "<!doctype html><!DocType x>", "<![CDATA[<p>raw</p>]]>", "<![if !IE]><p>x</p><![endif]>",
    "<?xml version=\"1.0\"?><?php echo '>'; ?>", "<!ELEMENT br EMPTY><!x y z>", "<!>", "<! >",
    "</p></P ></p x=y></ p></></><//>", "</>text", "</ >", "</3>", "</a b=\">\">after",
    "<a<b>c</a>", "<a b='c\"d'>", "<a b=\"c'd\">", "<a b=c\"d>", "<a b=\"\">", "<a b=>", "<a =b>",
    "<a b c d>", "<a b=c d=e/>", "<a b/c>", "<a /b>", "<a/ b>", "<a ===b>", "<a b==c>", "<a b= c>",
    "<a\tb\n=\r\"c\">", "<a b=\"c\nd\">", "<a B=C>", "<A HREF=X>", "<a b='&amp;&lt;&#62;&#x3e;&nosuch;'>",
    "<p>1 < 2 and 3 > 2</p>", "a < b", "<3", "< p>", "<>", "<<p>>", "x<", "<p", "<p a", "<p a=",
    "<p a='", "<p a='x", "<p a='x'", "<p a='x' /", "<p/", "<p/>", "&", "&a", "&amp", "&#", "&#1",
    "&#x", "&#x1", "text &amp more", "&copy 2024 &copy; &COPY; &#169; &#xa9;", "&nbsp;&nbsp;x",
    "&lt;script&gt;", "&ampx &amp;x &amp", "a &# b &#x; c &#;", "&unknown; &unknown &1x;",
    "AT&T; R&D", "x&y=1&z=2", "<p>caf\u00e9 \u4e2d\u6587 \U0001f600</p>", "\u00a0<p>\u2028</p>",
    "line1\nline2\r\nline3\n<p\n>x</p\n>", "<p>\n\n</p>\n", "<a href='x'\n   title='y'\n>z</a>",
    "<div><span>unclosed", "</div>stray end", "<b><i>misnested</b></i>",
    "<a href=\"http://example.com/?a=1&b=2\">http://example.com</a>",
    "<option selected value=\"x\">X</option><option value=y selected=selected>Y",
    "<svg viewBox=\"0 0 1 1\"><path d=\"M0 0\"/></svg>", "<math><mi>x</mi></math>",
    "<p>a<!--c-->b<?pi?>c<!d>e</p>", "<x-custom-el foo-bar=\"baz\">ok</x-custom-el>",
    "<p:tag xmlns:p='u'>q</p:tag>", "<a\x00b>", "<a b=\x00>", "<\x00a>", "\x00",
    "<![CDATA[ unterminated", "<![if x]> unterminated", "<?unterminated", "<!DOCTYPE unterminated",
    "<a href=x", "</a", "</a ", "<!", "<!-", "<!--", "<?", "</", "<![", "<![CDATA[",
]
for d in DOCS:
    cases.append("parse(%r)" % d)
    cases.append("parse(%r, False)" % d)
    cases.append("bychar(%r)" % d)
    cases.append("bychar(%r, False)" % d)
for bad in ["<![foo]>", "<![ x]]>", "<![]>", "<![1]>"]:
    cases.append("parse(%r)" % bad)

# Random documents from fragments, fed whole and in random chunks.
FRAGS = ["<p>", "</p>", "<div class=a>", "</div>", "<br/>", "<img src='i.png' alt=\"x\">",
         "<a href=x?a=1&b=2>", "</a>", "text", " ", "\n", "&amp;", "&lt", "&#65;", "&#x42",
         "&nbsp;", "&bogus;", "&", "<", ">", "<!-- c -->", "<!DOCTYPE html>", "<?pi x?>",
         "<script>if(a<b)x='</p>';</script>", "<style>p{}</style>", "<![CDATA[z]]>", "</ x>",
         "<b", "=\"", "'", "/", "<!x>", "&#", "<a b=c/>", "\u00e9", "</>"]
for _ in range(160):
    doc = "".join(rng.choice(FRAGS) for _ in range(rng.randint(2, 12)))
    cuts = sorted(set(rng.randrange(1, len(doc)) for _ in range(rng.randint(0, 4)))) if len(doc) > 1 else []
    conv = rng.random() < 0.6
    cases.append("parse(%r, %r, %r)" % (doc, conv, cuts))

# The parser object itself.
for call in [
    "HTMLParser().getpos()", "HTMLParser().get_starttag_text()", "HTMLParser().lasttag",
    "HTMLParser.CDATA_CONTENT_ELEMENTS", "HTMLParser(convert_charrefs=False).convert_charrefs",
    "HTMLParser(False)", "_Rec(True).feed('<p>') or None",
    "(lambda p: (p.feed('<a>x'), p.reset(), p.rawdata, p.getpos(), p.lasttag))(_Rec(True))",
    "(lambda p: (p.feed('<p>\\nab<b>'), p.getpos(), p.lasttag, p.get_starttag_text()))(_Rec(True))",
    "(lambda p: (p.feed('<script>x</scr'), p.cdata_elem, p.rawdata, p.ev))(_Rec(True))",
    "(lambda p: (p.feed('<script>x'), p.close(), p.rawdata, p.ev))(_Rec(True))",
    "(lambda p: (p.feed('&am'), p.rawdata, p.close(), p.ev))(_Rec(False))",
    "(lambda p: (p.feed('x &am'), p.rawdata, p.ev))(_Rec(True))",
    "(lambda p: (p.feed('x ' + 'y' * 40 + ' &am'), p.rawdata, p.ev))(_Rec(True))",
]:
    cases.append(call)


write_cases(__file__, PRELUDE, cases)
