import html

snippet = '<a href="/search?q=fish&chips">Tom\'s "best"</a>'
print(html.escape(snippet))
print(html.escape(snippet, quote=False))
print(html.unescape(html.escape(snippet)) == snippet)

for text in ["&lt;b&gt;bold&lt;/b&gt;", "&copy; 2024 &mdash; all rights",
             "5 &times; 3 &ne; 14", "&amp;amp; stays one level", "&eacute;t&eacute;",
             "&euro;100 &pound;50 &yen;7", "&hearts;&spades;&clubs;&diams;"]:
    print(repr(html.unescape(text)))
