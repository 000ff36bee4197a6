errors = ["missing field", "bad date"]
for e in errors:
    print("error:", e)
if errors:
    raise SystemExit(f"aborting: {len(errors)} errors")
