def is_palindrome(s):
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]

for phrase in ["A man, a plan, a canal: Panama", "racecar", "hello", "Was it a car or a cat I saw?", ""]:
    print(repr(phrase), is_palindrome(phrase))

words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
groups = {}
for w in words:
    groups.setdefault("".join(sorted(w)), []).append(w)
for key in sorted(groups):
    print(key, groups[key])
