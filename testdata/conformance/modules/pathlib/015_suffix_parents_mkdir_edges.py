# suffix/stem/parents edge cases, with_suffix errors, and mkdir/touch/unlink
# with parents, exist_ok and missing_ok.
import pathlib, os, tempfile
P = pathlib.PurePosixPath
for s in ['a/b.tar.gz', '.bashrc', 'x.', 'a/..', '', '/', 'a.b.', '...a', 'f.txt']:
    p = P(s); print(repr(s), p.suffix, p.suffixes, p.stem)
p = P('/a/b/c/d.txt')
print(list(p.parents), p.parents[0], p.parents[-1], p.parents[1:3], p.parents[-2], len(p.parents))
for i in (4, -5, 10):
    try: p.parents[i]
    except IndexError as e: print('IndexError', e)
print(p.with_suffix('.md'), p.with_suffix(''), P('a.tar.gz').with_suffix('.zip'), P('a').with_suffix('.x'))
for bad in ['md', '.', '/x', 'a/b']:
    try: p.with_suffix(bad)
    except ValueError as e: print(e)
try: P('/').with_suffix('.x')
except ValueError as e: print(e)
print(p.is_relative_to('/a'), p.is_relative_to('b'), p.with_stem('e'))
d = pathlib.Path(tempfile.mkdtemp()); os.chdir(d)
q = pathlib.Path('x/y/z')
try: q.mkdir()
except FileNotFoundError as e: print(type(e).__name__, e)
q.mkdir(parents=True); q.mkdir(parents=True, exist_ok=True)
try: q.mkdir()
except FileExistsError as e: print(type(e).__name__, e)
f = q / 'f'; f.touch(); f.touch()
try: f.touch(exist_ok=False)
except FileExistsError as e: print(type(e).__name__, e)
try: (f / 'sub').mkdir(parents=True)
except OSError as e: print(type(e).__name__, e)
try: f.mkdir(exist_ok=True)
except FileExistsError as e: print(type(e).__name__, e)
print(f.samefile('x/y/z/f'), f.samefile(pathlib.Path('x/y/z/f')), sorted(map(str, pathlib.Path('x').glob('**/*'))))
f.unlink(); f.unlink(missing_ok=True)
try: f.unlink()
except FileNotFoundError as e: print(type(e).__name__, e)
print(sorted(map(str, pathlib.Path('.').glob('x/?/z'))), sorted(map(str, pathlib.Path('.').glob('x/y'))))
