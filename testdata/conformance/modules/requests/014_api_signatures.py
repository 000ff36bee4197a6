import requests

for call in [lambda: requests.get(), lambda: requests.post(), lambda: requests.request("GET"),
             lambda: requests.Session().get(), lambda: requests.get("https://x/", bogus=1)]:
    try:
        call()
    except TypeError as e:
        print("TypeError", e)
try:
    requests.Session().send(requests.Request("GET", "https://x/"))
except ValueError as e:
    print("ValueError", e)
