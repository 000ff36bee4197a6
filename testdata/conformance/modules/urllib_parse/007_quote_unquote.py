from urllib.parse import quote, quote_plus, quote_from_bytes, unquote, unquote_plus, unquote_to_bytes

s = "Grüße aus Köln/Zürich ~ 100% & more?"
print(quote(s))
print(quote(s, safe=""))
print(quote(s, safe="/&?ü"))
print(quote_plus(s))
print(quote_plus(s, safe="/"))
print(quote(s, encoding="latin-1"))
print(quote("€", encoding="ascii", errors="xmlcharrefreplace"))
print(quote_from_bytes(b"\x00\x7f\x80\xff abc"))
print(quote(b"a b/c", safe=b" "))
print(unquote(quote(s)) == s, unquote_plus(quote_plus(s)) == s)
print(unquote("%E2%82%AC %e2%82 %zz %4 100%"))
print(unquote("%FC", encoding="latin-1"), unquote("%FC"), unquote("%FC", errors="ignore"))
print(unquote_plus("a+b%2Bc"))
print(unquote_to_bytes("caf%C3%A9+%"), unquote_to_bytes(b"%41%42"))
print(unquote(b"%C3%A9"))
for bad in [lambda: quote(b"x", encoding="utf-8"), lambda: quote_from_bytes("text"), lambda: quote("€", encoding="ascii")]:
    try:
        bad()
    except (TypeError, UnicodeEncodeError) as e:
        print(type(e).__name__, e)
