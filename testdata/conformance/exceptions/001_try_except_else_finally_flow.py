def attempt(x):
    log = []
    try:
        log.append("try")
        result = 10 / x
    except ZeroDivisionError:
        log.append("except")
        result = None
    else:
        log.append("else")
    finally:
        log.append("finally")
    return result, log

for x in (2, 0):
    print(attempt(x))
