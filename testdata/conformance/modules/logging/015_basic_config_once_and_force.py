import logging, sys
logging.basicConfig(stream=sys.stdout, format="first:%(message)s")
logging.basicConfig(stream=sys.stdout, format="second:%(message)s")
logging.warning("a")
logging.basicConfig(stream=sys.stdout, format="forced:%(message)s", force=True)
logging.warning("b")
print(len(logging.root.handlers))
try:
    logging.basicConfig(stream=sys.stdout, filename="x.log", force=True)
except ValueError as e:
    print(e)
try:
    logging.basicConfig(bogus=1, force=True)
except ValueError as e:
    print(e)
try:
    logging.basicConfig(style="?", force=True)
except ValueError as e:
    print(e)
