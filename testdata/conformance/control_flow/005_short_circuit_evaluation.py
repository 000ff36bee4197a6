def t(label, value):
    print(f"  {label}", end="")
    return value

print(t("A", 0) and t("B", 1))
print(t("A", 1) and t("B", 2))
print(t("A", 0) or t("B", 0) or t("C", "c"))
print(t("A", "x") or t("B", 1))
print(not t("A", []))
print(t("A", 1) and t("B", 0) or t("C", 3))
print([] or {} or 0 or None, 1 and [] and 2)
