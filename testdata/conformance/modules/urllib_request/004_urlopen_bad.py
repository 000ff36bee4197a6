import urllib.request
import urllib.error

try:
    urllib.request.urlopen("nothing")
except ValueError as e:
    print("ValueError", e)
try:
    urllib.request.urlopen("ftp://example.com/", timeout=1) if False else urllib.request.urlopen(urllib.request.Request("gopher://x/"))
except urllib.error.URLError as e:
    print("URLError", e)
