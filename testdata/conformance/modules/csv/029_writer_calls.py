# writer.writerow called right and wrong: its return value (what write
# returned), argument counts, keywords, non-iterables, a file object
# whose write counts calls, and writerows over a generator.
import csv
import io

buf = io.StringIO()
w = csv.writer(buf)
print(w.writerow(["a", 1, 2.5, None, "x,y"]), w.writerow(()), w.writerow("ab"))
for f in (lambda: w.writerow(), lambda: w.writerow(1, 2), lambda: w.writerow(row=[1]), lambda: w.writerow(5)):
    try:
        f()
    except (TypeError, csv.Error) as e:
        print(type(e).__name__, e)


class Counting:
    def __init__(self):
        self.calls = []

    def write(self, s):
        self.calls.append(s)
        return len(self.calls)


c = Counting()
cw = csv.writer(c, lineterminator="\n", quoting=csv.QUOTE_ALL)
print(cw.writerow([1, "two"]), cw.writerow(["3"]), cw.writerows([i, i * i] for i in range(3)), c.calls)
print(repr(buf.getvalue()))
