import csv
class Sink:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s) * 10
sink = Sink()
w = csv.writer(sink)
print(w.writerow(['a', 'b']))
print(w.writerows([['c'], ['d', 'e']]))
print(sink.parts)
dw = csv.DictWriter(sink, ['k', 'v'], lineterminator='\n')
print(dw.writeheader(), dw.writerow({'k': 1, 'v': [1, 2]}))
print(sink.parts[-2:])
