texts = ["plain ascii", "café", "日本語", "emoji 🎉", ""]
for t in texts:
    for enc in ("utf-8", "utf-16", "latin-1"):
        try:
            raw = t.encode(enc)
            back = raw.decode(enc)
            print(f"{t!r:14} {enc:8} {len(raw):3} {back == t}")
        except UnicodeEncodeError as e:
            print(f"{t!r:14} {enc:8} error at {e.start}:{e.end} {e.reason}")
