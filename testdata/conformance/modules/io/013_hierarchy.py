import io
print(issubclass(io.StringIO, io.TextIOBase), issubclass(io.BytesIO, io.BufferedIOBase))
print(issubclass(io.TextIOBase, io.IOBase), issubclass(io.RawIOBase, io.IOBase))
print(isinstance(io.StringIO(), io.IOBase), isinstance(io.BytesIO(), io.TextIOBase))
print(io.SEEK_SET, io.SEEK_CUR, io.SEEK_END, io.DEFAULT_BUFFER_SIZE)
print(issubclass(io.UnsupportedOperation, OSError))
print(io.StringIO.__name__, io.BytesIO.__name__, io.TextIOWrapper.__name__)
