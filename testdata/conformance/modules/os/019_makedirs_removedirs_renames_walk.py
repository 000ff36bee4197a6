# makedirs with trailing separators, '.', exist_ok and bytes; removedirs
# pruning empty parents; renames making and pruning directories; walk in
# both orders.
import os, tempfile
base = tempfile.mkdtemp()
os.chdir(base)
os.makedirs('a/b/c'); os.makedirs('a/b/c', exist_ok=True); os.makedirs('x/y/')
os.makedirs('p/q/.'); print(sorted(os.listdir('p')), os.path.isdir('p/q'))
for args, kw in [(('a/b/c',), {}), (('f',), {'exist_ok': True})]:
    if args[0] == 'f':
        open('f', 'w').close()
    try:
        os.makedirs(*args, **kw)
    except OSError as e:
        print(type(e).__name__, e.errno, e.filename)
os.makedirs(b'bytes/dir'); print(os.path.isdir('bytes/dir'))
os.removedirs('a/b/c'); print(os.path.exists('a'))
os.makedirs('k/l/m'); open('k/keep', 'w').close(); os.removedirs('k/l/m/'); print(os.path.exists('k/l'), os.path.exists('k'))
open('src.txt', 'w').close(); os.renames('src.txt', 'n1/n2/dst.txt'); print(os.path.exists('n1/n2/dst.txt'))
os.renames('n1/n2/dst.txt', 'moved.txt'); print(os.path.exists('n1'), os.path.exists('moved.txt'))
os.makedirs('w/d1/d2'); open('w/f1', 'w').close(); open('w/d1/f2', 'w').close()
print(list(os.walk('w')))
print(list(os.walk('w', topdown=False)))
try:
    os.removedirs('nope')
except OSError as e:
    print(type(e).__name__)
