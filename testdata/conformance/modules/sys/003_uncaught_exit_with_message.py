# sys.exit with a message prints it to stderr and exits with status 1.
import sys

print("before exit")
sys.stdout.flush()
sys.exit("fatal: configuration missing")
