from html.parser import HTMLParser


class Log(HTMLParser):
    def handle_starttag(self, tag, attrs):
        print("start", tag, attrs, self.get_starttag_text())

    def handle_endtag(self, tag):
        print("end", tag)

    def handle_data(self, data):
        print("data", repr(data))

    def handle_comment(self, data):
        print("comment", repr(data))

    def handle_pi(self, data):
        print("pi", repr(data))

    def unknown_decl(self, data):
        print("unknown_decl", repr(data))

    def handle_decl(self, decl):
        print("decl", repr(decl))


doc = ("<script>if (a < b && c > d) { s = '<p>' + '</div>'; }</script>"
       "<style>p > a { color: red }</STYLE >"
       "<?xml version='1.0'?><!-- a -- b --><!bogus comment>"
       "<![CDATA[raw <b>]]><![if !IE]>ie<![endif]>"
       "</ p></><p></p junk></3>")
Log().feed(doc)
