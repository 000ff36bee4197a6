from itertools import islice, groupby
from operator import itemgetter

events = [("2024-01-01", "login"), ("2024-01-01", "click"), ("2024-01-02", "login"),
          ("2024-01-02", "click"), ("2024-01-02", "click"), ("2024-01-03", "logout")]
for day, group in groupby(events, key=itemgetter(0)):
    kinds = [k for _, k in group]
    print(day, len(kinds), kinds)
def batched(it, n):
    it = iter(it)
    while chunk := list(islice(it, n)):
        yield chunk
print(list(batched(range(7), 3)))
