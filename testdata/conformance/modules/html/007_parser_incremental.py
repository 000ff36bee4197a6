from html.parser import HTMLParser


class Collect(HTMLParser):
    def __init__(self):
        super().__init__()
        self.events = []

    def handle_starttag(self, tag, attrs):
        self.events.append(("start", tag, tuple(attrs)))

    def handle_endtag(self, tag):
        self.events.append(("end", tag))

    def handle_data(self, data):
        self.events.append(("data", data))


doc = '<div class="c">caf&eacute; &amp; cr&egrave;me</div><p>a<b>b</b></p>'
whole = Collect()
whole.feed(doc)
whole.close()
print(whole.events)

pieces = Collect()
for i in range(0, len(doc), 3):
    pieces.feed(doc[i:i + 3])
    print(i, repr(pieces.rawdata), pieces.getpos())
pieces.close()
print(pieces.events == whole.events)
print(pieces.events)
