import requests

p = requests.Request("GET", "https://example.com/", headers={"X-Token": "t", "accept": "application/json"}).prepare()
print(sorted(p.headers.items()), p.headers["x-token"])
p = requests.Request("GET", "https://example.com/", auth=("user", "pass")).prepare()
print(p.headers["Authorization"])
p = requests.Request("GET", "https://example.com/", auth=("ünï", "p:w")).prepare()
print(p.headers["Authorization"])
for bad in [{"X": 1}, {"X": " leading"}, {"X": "a\nb"}]:
    try:
        requests.Request("GET", "https://example.com/", headers=bad).prepare()
    except requests.exceptions.InvalidHeader as e:
        print("InvalidHeader", e)
p = requests.Request("GET", "https://example.com/", headers={"X": "trailing "}).prepare()
print(repr(p.headers["X"]))
