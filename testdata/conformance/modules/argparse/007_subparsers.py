import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="git")
p.add_argument("--debug", action="store_true")
sub = p.add_subparsers(dest="command", help="available commands")
c = sub.add_parser("commit", help="record changes")
c.add_argument("-m", "--message", required=True)
c.add_argument("--amend", action="store_true")
push = sub.add_parser("push", aliases=["p"], help="send changes")
push.add_argument("remote", nargs="?", default="origin")
attempt(p, ["commit", "-m", "msg"])
attempt(p, ["--debug", "push"])
attempt(p, ["p", "upstream"])
attempt(p, [])
attempt(p, ["pull"])
attempt(p, ["commit"])
p.print_help()
c.print_help()
