from html.parser import HTMLParser


class Refs(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.seen = []

    def handle_data(self, data):
        self.seen.append(("data", data))

    def handle_entityref(self, name):
        self.seen.append(("entity", name))

    def handle_charref(self, name):
        self.seen.append(("char", name))

    def handle_starttag(self, tag, attrs):
        self.seen.append(("start", tag, attrs))


p = Refs()
p.feed('<p title="&lt;x&gt;">AT&amp;T &copy 2024 &#169; &#xA9;</p>')
p.feed("x &nosuch; y &#x; z & w &")
p.close()
for item in p.seen:
    print(item)
