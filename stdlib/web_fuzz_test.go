package stdlib_test

import "testing"

// FuzzHTMLParser feeds arbitrary text to html.parser.HTMLParser, whole and
// one character at a time, with and without convert_charrefs, and
// unescapes it. CPython raises AssertionError only for a marked section
// with a bad keyword ('<![foo'); any other exception, or an internal
// error, is a bug. (Whole and by-character feeding may legitimately report
// different events: CPython's parser decides some constructs by what the
// buffer holds at the time.)
func FuzzHTMLParser(f *testing.F) {
	prog := compileFuzzProgram(f, `import fuzzin, html
from html.parser import HTMLParser
class P(HTMLParser):
    def __init__(self, conv):
        super().__init__(convert_charrefs=conv)
        self.ev = []
    def add(self, *e):
        if e[0] == "data" and self.ev and self.ev[-1][0] == "data":
            self.ev[-1] = ("data", self.ev[-1][1] + e[1])
        else:
            self.ev.append(e)
    def handle_starttag(self, t, a): self.add("start", t, a)
    def handle_endtag(self, t): self.add("end", t)
    def handle_data(self, d): self.add("data", d)
    def handle_comment(self, d): self.add("comment", d)
    def handle_decl(self, d): self.add("decl", d)
    def handle_pi(self, d): self.add("pi", d)
    def unknown_decl(self, d): self.add("unknown", d)
    def handle_charref(self, d): self.add("charref", d)
    def handle_entityref(self, d): self.add("entityref", d)
html.unescape(fuzzin.a)
html.escape(fuzzin.b)
for conv in (True, False):
    try:
        whole = P(conv)
        whole.feed(fuzzin.a)
        whole.close()
    except AssertionError:
        assert "<![" in fuzzin.a
        continue
    whole.getpos(), whole.get_starttag_text()
    one = P(conv)
    for ch in fuzzin.a:
        one.feed(ch)
    one.close()
`)
	for _, s := range []string{`<!DOCTYPE html><p class=a id="b">x &amp; y</p>`, `<script>a<b</script>`, `<a href='&lt;'/>`,
		`<!-- c --><?pi?><![CDATA[x]]>`, `&#x110000;&notit;&#;`, `</ p></><p`, `<a b=c d`, "<style>\n</STYLE >", `<![foo]>`} {
		f.Add(s, s)
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if len(a) > 2000 || len(b) > 2000 {
			return
		}
		runWithInput(t, prog, a, b)
	})
}

// FuzzURLParse splits, joins, quotes and parses arbitrary text with
// urllib.parse; only CPython's ValueError (bad brackets, ports, NFKC
// netlocs) and UnicodeError for non-UTF-8-able text may come out.
func FuzzURLParse(f *testing.F) {
	prog := compileFuzzProgram(f, `import fuzzin
import urllib.parse as U
a, b = fuzzin.a, fuzzin.b
for f in (lambda: U.urlsplit(a), lambda: U.urlparse(a, b), lambda: U.urljoin(a, b),
          lambda: U.urldefrag(a), lambda: U.quote(a, b), lambda: U.quote_plus(a),
          lambda: U.unquote(a), lambda: U.unquote_to_bytes(a), lambda: U.parse_qs(a, True),
          lambda: U.parse_qsl(a, separator=b or "&"), lambda: U.urlencode({a: b}, doseq=True)):
    try:
        f()
    except (ValueError, UnicodeError):
        pass
try:
    r = U.urlsplit(a)
    # No round-trip assertion: CPython's own urlsplit does not round-trip
    # '////' ('//' and then ''; cb3642df0b1485aa).
    U.urlsplit(r.geturl()).geturl()
    r.hostname, r.username, r.password
    r.port
except ValueError:
    pass
`)
	for _, s := range []string{`http://u:p@[::1]:80/a;b?c=d#e`, `//h`, `a:b`, `http://[v1.x]`, `http://h:99999`,
		`%E2%82%AC+%zz`, `a=1&b&c=`, "http://\uff03x/", `../../g`} {
		f.Add(s, "/")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if len(a) > 2000 || len(b) > 2000 {
			return
		}
		runWithInput(t, prog, a, b)
	})
}
