class Halt(Exception):
    pass

def process(cmds):
    for c in cmds:
        if c == "halt":
            raise Halt
        print("run", c)

process(["start", "step", "halt", "never"])
