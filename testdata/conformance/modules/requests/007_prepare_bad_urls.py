import requests

for url in ["example.com", "example.com/path", "", "http://", "https://"]:
    try:
        p = requests.Request("GET", url).prepare()
        print("ok", p.url)
    except requests.exceptions.RequestException as e:
        print(type(e).__name__, e, isinstance(e, ValueError))
p = requests.Request("GET", "mailto:someone@example.com").prepare()
print(p.url)
