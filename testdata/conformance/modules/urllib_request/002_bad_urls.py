import urllib.request

for url in ["nothing", "example.com/x", ""]:
    try:
        urllib.request.Request(url)
    except ValueError as e:
        print("ValueError", e)
