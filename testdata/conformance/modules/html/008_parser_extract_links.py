from html.parser import HTMLParser


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
        self._href = None
        self._text = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self._href = dict(attrs).get("href")
            self._text = []

    def handle_data(self, data):
        if self._href is not None:
            self._text.append(data)

    def handle_endtag(self, tag):
        if tag == "a" and self._href is not None:
            self.links.append((self._href, " ".join("".join(self._text).split())))
            self._href = None


page = """<nav><A HREF="/home">Home</A> | <a href='/docs?v=3&amp;lang=en'>Docs
   &raquo;</a> | <a href=/blog/ title=x>Blog</a> | <a name=anchor>no href</a>
<a href="">empty</a> <a href>bare</a> <a href="/q?x=1&y=2">Q</a></nav>"""
p = Links()
p.feed(page)
p.close()
for href, text in p.links:
    print(f"{href!r:28} {text!r}")
print(p.getpos())
