import logging
for lv in [0, 10, 20, 30, 40, 50, 25]:
    print(lv, logging.getLevelName(lv))
for n in ["DEBUG", "WARN", "FATAL", "nope"]:
    print(n, logging.getLevelName(n))
logging.addLevelName(25, "NOTICE")
print(logging.getLevelName(25), logging.getLevelName("NOTICE"))
print(sorted(logging.getLevelNamesMapping().items(), key=lambda kv: (kv[1], kv[0])))
print(logging.WARN, logging.FATAL, logging.NOTSET)
