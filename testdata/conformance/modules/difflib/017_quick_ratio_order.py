from difflib import SequenceMatcher
cands = ['install', 'instal', 'uninstall', 'list', 'show', 'freeze', 'search', 'download']
for c in cands:
    s = SequenceMatcher(None, 'instll', c)
    print(c, round(s.ratio(), 4), round(s.quick_ratio(), 4), round(s.real_quick_ratio(), 4))
s = SequenceMatcher(None, (1, 2, 3, 2, 1), (2, 1, 2, 3))
print(s.get_matching_blocks(), s.get_opcodes())
