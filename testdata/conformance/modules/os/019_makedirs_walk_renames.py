# makedirs with trailing separators and exist_ok, walk in both orders and
# pruned, renames and removedirs pruning empty parents.
import os, tempfile
os.chdir(tempfile.mkdtemp())
os.makedirs('a/b/c'); os.makedirs('a/b/c', exist_ok=True); os.makedirs('x/./'); os.makedirs(b'y/z/')
try: os.makedirs('a/b/c')
except FileExistsError as e: print(type(e).__name__, e)
open('a/f', 'w').close()
try: os.makedirs('a/f', exist_ok=True)
except FileExistsError as e: print(type(e).__name__, e)
print(sorted(os.listdir('.')), os.listdir('x'), os.listdir(b'y'))
for t in os.walk('a'): print(t)
for t in os.walk('a', topdown=False): print(t)
for dp, dn, fn in os.walk('.'):
    dn[:] = [d for d in dn if d != 'a']; print(dp, dn, fn)
os.renames('a/f', 'n/m/f2'); print(os.path.exists('n/m/f2'), os.path.exists('a'))
os.removedirs('a/b/c'); print(os.path.exists('a'))
os.makedirs('p/q'); open('p/keep', 'w').close(); os.removedirs('p/q'); print(os.listdir('p'))
print(list(os.walk('missing')), [e for e in []])
errs = []; list(os.walk('missing', onerror=errs.append)); print(type(errs[0]).__name__)
