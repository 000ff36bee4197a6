import requests
from requests.models import Response

def make(content, encoding):
    r = Response()
    r.status_code = 200
    r._content = content
    r._content_consumed = True
    r.encoding = encoding
    return r

print(repr(make(b"caf\xc3\xa9", "utf-8").text))
print(repr(make(b"caf\xe9", "ISO-8859-1").text))
print(repr(make(b"caf\xe9", "utf-8").text))
print(repr(make(b"", None).text))
print(make(b"[1, 2, {\"a\": null}]", "utf-8").json())
for bad in [b"", b"not json", b"{\"a\": }"]:
    try:
        make(bad, "utf-8").json()
    except requests.exceptions.JSONDecodeError as e:
        print("JSONDecodeError", e)
    except requests.exceptions.RequestException as e:
        print("RequestException", e)
r = make(b"line one\nline two\r\nline three", "utf-8")
print(list(r.iter_lines()))
print(list(r.iter_content(chunk_size=10)))
print(list(r.iter_lines(decode_unicode=True)))
print(make(b'{"n": 1.5}', "utf-8").json(parse_float=str))
