files = ["report.PDF", "image.png", "notes.txt", "archive.tar.gz", "script.py", "README"]
for f in files:
    kind = ("image" if f.lower().endswith((".png", ".jpg")) else
            "doc" if f.lower().endswith((".pdf", ".txt")) else
            "code" if f.endswith(".py") else
            "archive" if ".tar" in f else "other")
    stem, dot, ext = f.rpartition(".")
    print(f"{f:<16}{kind:<8}{(stem if dot else f)!r:<12}{ext if dot else '-'}")
