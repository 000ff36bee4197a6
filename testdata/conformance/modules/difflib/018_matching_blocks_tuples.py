from difflib import SequenceMatcher, Match
s = SequenceMatcher(None, 'abxcd', 'abcd')
blocks = s.get_matching_blocks()
print(blocks)
print([tuple(b) for b in blocks])
print(Match(1, 2, 3), Match._fields)
print(s.get_matching_blocks() is blocks)
s = SequenceMatcher(None, 'qabxcd', 'abycdf')
print(s.get_opcodes())
for tag, i1, i2, j1, j2 in s.get_opcodes():
    print('{:7}   a[{}:{}] --> b[{}:{}] {!r:>8} --> {!r}'.format(tag, i1, i2, j1, j2, s.a[i1:i2], s.b[j1:j2]))
