from difflib import SequenceMatcher
s = SequenceMatcher(lambda x: x == ' ', 'private Thread currentThread;', 'private volatile Thread currentThread;')
print(round(s.ratio(), 3))
for op in s.get_opcodes():
    print(op)
s = SequenceMatcher(lambda x: x in ' \t', ' abcd', 'abcd abcd')
print(s.find_longest_match(0, 5, 0, 9))
s = SequenceMatcher(None, ' abcd', 'abcd abcd')
print(s.find_longest_match(0, 5, 0, 9))
print(s.find_longest_match())
print(sorted(s.bjunk), sorted(s.bpopular))
s = SequenceMatcher(lambda c: c == 'x', 'axbxc', 'abxxc')
print(s.get_matching_blocks(), sorted(s.bjunk))
