import requests
from requests import exceptions as exc

names = ["RequestException", "HTTPError", "ConnectionError", "ProxyError", "SSLError",
         "Timeout", "ConnectTimeout", "ReadTimeout", "URLRequired", "TooManyRedirects",
         "MissingSchema", "InvalidSchema", "InvalidURL", "InvalidHeader", "InvalidProxyURL",
         "ChunkedEncodingError", "ContentDecodingError", "StreamConsumedError", "RetryError",
         "UnrewindableBodyError", "InvalidJSONError", "JSONDecodeError"]
for n in names:
    cls = getattr(exc, n)
    print(n, [b.__name__ for b in cls.__bases__], issubclass(cls, OSError), issubclass(cls, ValueError))
print(requests.RequestException is exc.RequestException, requests.HTTPError is exc.HTTPError)
print(requests.ConnectionError is exc.ConnectionError, requests.Timeout is exc.Timeout)
print(requests.JSONDecodeError is exc.JSONDecodeError, requests.TooManyRedirects is exc.TooManyRedirects)
print(issubclass(exc.ConnectTimeout, exc.Timeout), issubclass(exc.ConnectTimeout, exc.ConnectionError))
