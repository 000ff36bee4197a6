import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
import glob
os.makedirs("data/2024")
for f in ["data/2024/jan.csv", "data/2024/feb.csv", "data/readme.txt", "data/[x].txt"]:
    open(f, "w").close()
it = glob.iglob("data/*/*.csv")
print(type(it).__name__ in ("generator", "chain", "list_iterator", "itertools.chain"), sorted(it))
print(sorted(glob.glob("*/*.csv", root_dir="data")), sorted(glob.glob("**/*.csv", root_dir="data", recursive=True)))
print(glob.escape("data/[x].txt"), glob.glob(glob.escape("data/[x].txt")), glob.glob("data/[x].txt"))
print(glob.escape("a*b?c"), glob.has_magic("a*"), glob.has_magic("abc"))
print(sorted(glob.glob(os.path.join(os.getcwd(), "data", "*.txt"))) == sorted(os.path.join(os.getcwd(), "data", n) for n in ["[x].txt", "readme.txt"]))
print(sorted(glob.glob(b"data/*.txt")))

os.chdir('/')
shutil.rmtree(_base)
