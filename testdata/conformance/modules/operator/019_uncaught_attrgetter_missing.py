from operator import attrgetter

class Job:
    def __init__(self, name, priority):
        self.name = name
        self.priority = priority

jobs = [Job("build", 2), Job("test", 1)]
print([j.name for j in sorted(jobs, key=attrgetter("priority"))])
print(sorted(jobs, key=attrgetter("prio")))
