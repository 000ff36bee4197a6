import time
for bad in [float('nan'), 1e20, -1e20, 10**17, 10**30, 'x', [1]]:
    try:
        print(time.gmtime(bad))
    except (ValueError, OverflowError, OSError, TypeError) as e:
        print(type(e).__name__, e)
print(time.gmtime(None) == time.gmtime(None) or True)
try:
    time.ctime(1e20)
except OverflowError as e:
    print(e)
