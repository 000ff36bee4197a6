def grade(score):
    if not isinstance(score, (int, float)):
        return "invalid"
    elif score > 100 or score < 0:
        return "out of range"
    elif score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    elif score >= 60:
        return "D"
    else:
        return "F"

for s in [95, 90, 89.9, 75, 60, 59, 0, -1, 101, "90"]:
    print(repr(s), grade(s))
