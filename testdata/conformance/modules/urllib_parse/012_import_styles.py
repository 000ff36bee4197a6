import urllib.request

print(urllib.parse.quote("a b"))

import urllib.parse as up
from urllib import parse

print(up is parse, parse.urlsplit("http://x/y").path)
from urllib.parse import urljoin as join, urlsplit
print(join("http://x/a/b", "c"), urlsplit("//y").netloc)
import urllib
print(urllib.parse is up)
print(up.__name__, parse.__all__[:3])
