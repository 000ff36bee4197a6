import urllib.parse
from urllib.parse import unwrap, urlsplit

print(unwrap("<URL:http://example.com/x>"), unwrap("  <https://a.b>  "), unwrap("URL:ftp://f"))
print(sorted(urllib.parse.uses_netloc)[:6])
print("https" in urllib.parse.uses_relative, "mailto" in urllib.parse.non_hierarchical)
print(urllib.parse.scheme_chars[-5:], len(urllib.parse.scheme_chars))
print(urlsplit(" \t https://h/a\tb\nc\r"))
print(urlsplit("HTTPS://H/"), urlsplit("1x://h"), urlsplit("a+b-c.d:rest"))
print(urlsplit("localhost:8080/path"))
print(urlsplit("path:80"))
print(urllib.parse.SplitResult("http", "h", "/", "", ""))
print(urllib.parse.ParseResult._fields)
print(urllib.parse.SplitResult[str])
print(sorted(urllib.parse.__all__)[:6])
