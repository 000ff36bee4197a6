settings = {"verbose": False}
count = 0
log = []

def configure(verbose):
    global settings
    settings = {"verbose": verbose}

def record(msg):
    global count
    count += 1
    log.append(msg)

configure(True)
for m in ["start", "middle", "end"]:
    record(m)
print(settings, count, log)
def read_only():
    return count * 10
print(read_only())
