import logging
for fmt, style in [("plain", "%"), ("plain", "{"), ("plain", "$"), ("%(message)s", "{"), ("{message}", "%")]:
    try:
        logging.Formatter(fmt, style=style)
        print("ok", fmt, style)
    except ValueError as e:
        print("ValueError:", e)
try:
    logging.Formatter("%(message)s", style="#")
except ValueError as e:
    print(e)
logging.Formatter("plain", validate=False)
print("no validation")
