# bench: agent
# A CSV/TSV report as an agent builds one from a tool's text output: csv
# reader and DictReader over io.StringIO, type conversion, DictWriter and
# writer (quoting, a TSV dialect), and re-reading what was written.
import csv
import io

CITIES = ["Lisbon", "Oslo", "New York, NY", "São Paulo", "Cairo", 'The "Big" Smoke']


def make_csv(n, seed):
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["id", "city", "temp", "rain_mm", "note"])
    x = seed
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        note = "" if x % 3 else "line one\nline two" if x % 2 else "calm, dry"
        w.writerow([i, CITIES[x % len(CITIES)], round(-5 + (x >> 8) % 400 / 10, 1),
                    (x >> 5) % 30, note])
    return buf.getvalue()


text = make_csv(6000, 5)
print(len(text), text.count("\n"))

for rnd in range(25):
    stats = {}
    for row in csv.DictReader(io.StringIO(text)):
        s = stats.setdefault(row["city"], [0, 0.0, 0, 0])
        s[0] += 1
        s[1] += float(row["temp"])
        s[2] += int(row["rain_mm"])
        if row["note"]:
            s[3] += 1

    out = io.StringIO()
    fields = ["city", "days", "mean_temp", "rain", "notes"]
    dw = csv.DictWriter(out, fieldnames=fields, quoting=csv.QUOTE_NONNUMERIC)
    dw.writeheader()
    for city in sorted(stats):
        n, t, r, notes = stats[city]
        dw.writerow({"city": city, "days": n, "mean_temp": round(t / n, 3), "rain": r, "notes": notes})
    report = out.getvalue()

    tsv = io.StringIO()
    tw = csv.writer(tsv, delimiter="\t", lineterminator="\n")
    reader = csv.reader(io.StringIO(text))
    header = next(reader)
    tw.writerow(header[:3])
    hot = 0
    for row in reader:
        if float(row[2]) > 25.0:
            hot += 1
            tw.writerow(row[:3])
    back = list(csv.reader(io.StringIO(tsv.getvalue()), delimiter="\t"))
    if rnd == 0:
        print(report, end="")
        print(hot, len(back), back[1], back[-1])

rows = list(csv.DictReader(io.StringIO(text)))
print(rows[0])
print(max(rows, key=lambda r: (float(r["temp"]), r["id"]))["id"])
sniffed = csv.Sniffer().has_header(text[:2000])
print(sniffed)
