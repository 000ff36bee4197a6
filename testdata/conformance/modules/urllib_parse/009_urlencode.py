from urllib.parse import urlencode, quote, parse_qs

params = {"q": "python html parser", "page": 2, "lang": "en/us", "price": 9.5, "none": None}
print(urlencode(params))
print(urlencode(params, quote_via=quote))
print(urlencode(params, safe="/"))
print(urlencode([("tag", "a"), ("tag", "b&c"), ("x", "é")]))
print(urlencode({"tag": ["a", "b"], "n": (1, 2)}))
print(urlencode({"tag": ["a", "b"], "n": (1, 2), "s": "xy"}, doseq=True))
print(urlencode({"b": b"\xff\x00", b"k": "v"}))
print(urlencode({"e": "é"}, encoding="latin-1"))
back = parse_qs(urlencode({"tag": ["a b", "c&d"]}, doseq=True))
print(back)
for bad in ["a=1", ["ab", "cd"], 42]:
    try:
        urlencode(bad)
    except TypeError as e:
        print("TypeError:", e, type(e.__cause__).__name__)
