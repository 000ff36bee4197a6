import hashlib
class Reader:
    def __init__(self, data):
        self.data = data
        self.pos = 0
    def readable(self):
        return True
    def readinto(self, buf):
        raise NotImplementedError
    def read(self, n=-1):
        chunk = self.data[self.pos:self.pos + n]
        self.pos += len(chunk)
        return chunk
class Buffered:
    def __init__(self, data):
        self.data = data
    def getbuffer(self):
        return self.data
data = b'file contents ' * 1000
print(hashlib.sha256(data).hexdigest())
try:
    print(hashlib.file_digest(Buffered(data), 'sha256').hexdigest())
    print(hashlib.file_digest(Buffered(data), hashlib.md5).hexdigest())
except Exception as e:
    print(type(e).__name__)
class NotFile:
    def __repr__(self):
        return 'NotFile()'
try:
    hashlib.file_digest(NotFile(), 'sha256')
except ValueError as e:
    print('ValueError', e)
