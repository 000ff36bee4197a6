from collections import Counter, defaultdict, namedtuple, deque, OrderedDict

log = """\
INFO start job=alpha
WARN slow job=beta
INFO done job=alpha
ERROR crash job=gamma
INFO start job=beta
WARN slow job=beta
ERROR crash job=gamma
INFO done job=beta"""

Entry = namedtuple('Entry', 'level event job')
entries = []
for line in log.splitlines():
    level, event, job = line.split()
    entries.append(Entry(level, event, job.split('=')[1]))

levels = Counter(e.level for e in entries)
print(levels, levels.most_common(1)[0])
by_job = defaultdict(list)
for e in entries:
    by_job[e.job].append(e.event)
print(dict(by_job))
per_job_levels = defaultdict(Counter)
for e in entries:
    per_job_levels[e.job][e.level] += 1
for job in sorted(per_job_levels):
    print(job, dict(per_job_levels[job]), per_job_levels[job].total())
recent = deque(maxlen=3)
for e in entries:
    recent.append(e.event)
print(list(recent))
first_seen = OrderedDict()
for e in entries:
    first_seen.setdefault(e.job, e.level)
print(first_seen, list(first_seen.items())[0])
errors = [e._asdict() for e in entries if e.level == 'ERROR']
print(errors)
print(Counter(w for line in log.splitlines() for w in line.lower().split()).most_common(4))
