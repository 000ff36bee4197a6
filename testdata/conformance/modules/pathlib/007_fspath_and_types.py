import os
from pathlib import PurePath, PurePosixPath, Path, PosixPath
print(type(PurePath("x")).__name__, type(Path("x")).__name__, type(Path()).__name__, Path())
print(os.fspath(Path("a/b")), str(Path("a") / "b"), isinstance(Path("x"), os.PathLike), isinstance(Path("x"), PurePath))
print(issubclass(PosixPath, PurePosixPath), issubclass(Path, PurePath), PurePosixPath("x") == Path("x"))
print(os.path.join(Path("a"), "b"), os.path.basename(Path("/q/r.txt")))
print(Path("/a/../b").resolve() == Path("/b"), Path("/x").absolute(), Path.cwd().is_absolute())
