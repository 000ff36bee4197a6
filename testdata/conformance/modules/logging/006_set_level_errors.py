import logging
log = logging.getLogger("lv")
log.setLevel("INFO")
print(log.level)
for bad in ["LOUD", 3.5, None]:
    try:
        log.setLevel(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
