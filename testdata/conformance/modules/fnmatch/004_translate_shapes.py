# translate() on stars, ?, negated and unclosed classes, a leading ] and
# runs of stars, and the matches they give.
import fnmatch
for pat in ('*.py', 'a?c', '[!a]*', '[]]x', '[a-', '**b*', ''):
    print(repr(fnmatch.translate(pat)), fnmatch.fnmatch('abc.py', pat))
