from html.parser import HTMLParser


class Outline(HTMLParser):
    def handle_starttag(self, tag, attrs):
        print("start", tag, attrs)

    def handle_endtag(self, tag):
        print("end  ", tag)

    def handle_startendtag(self, tag, attrs):
        print("empty", tag, attrs)

    def handle_data(self, data):
        if data.strip():
            print("data ", repr(data))

    def handle_comment(self, data):
        print("comment", repr(data))

    def handle_decl(self, decl):
        print("decl ", decl)


page = """<!DOCTYPE html>
<HTML><head><title>Shop &amp; Save</title>
<meta charset=utf-8><link rel=stylesheet href="/s.css"/>
</head><body class='home page' data-id=42>
<!-- nav starts -->
<ul id=nav><li><a href="/?a=1&b=2">Home</a><li><a href=/about>About us</a></ul>
<p>Price: 5 &lt; 10 &euro; <b>today<i>only</b></i>
<img src="x.png" alt="A &quot;big&quot; deal" / >
<p>Unclosed <br> <br/> &copy 2024
</BODY>"""
p = Outline()
p.feed(page)
p.close()
