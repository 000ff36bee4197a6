import difflib
expected = "Hello, World!\nThis is a test.\nGoodbye.\n"
actual = "Hello, world!\nThis is the test.\nGoodbye.\nExtra line\n"
diff = difflib.unified_diff(expected.splitlines(keepends=True), actual.splitlines(keepends=True),
                            fromfile='expected', tofile='actual')
print(''.join(diff))
sm = difflib.SequenceMatcher(None, expected, actual)
print(f"similarity: {sm.ratio():.2%}")
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    if tag != 'equal':
        print(f"{tag:7} a[{i1}:{i2}]={expected[i1:i2]!r} -> b[{j1}:{j2}]={actual[j1:j2]!r}")
