from difflib import SequenceMatcher
pairs = [('abcd', 'bcde'), ('', ''), ('abc', ''), ('', 'abc'), ('hello world', 'hallo welt'),
         ('private Thread currentThread;', 'private volatile Thread currentThread;'),
         ([1, 2, 3, 4], [1, 3, 4, 5]), ('aaaa', 'aa'), ('kitten', 'sitting')]
for a, b in pairs:
    s = SequenceMatcher(None, a, b)
    print(repr(a), repr(b), round(s.ratio(), 6), round(s.quick_ratio(), 6), round(s.real_quick_ratio(), 6))
    print(' ', s.get_matching_blocks())
    print(' ', s.get_opcodes())
