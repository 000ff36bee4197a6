records = [
    {"name": "delta", "dept": "eng", "salary": 120},
    {"name": "alpha", "dept": "ops", "salary": 90},
    {"name": "charlie", "dept": "eng", "salary": 120},
    {"name": "bravo", "dept": "eng", "salary": 95},
    {"name": "echo", "dept": "ops", "salary": 90},
]
by_salary_desc_then_name = sorted(records, key=lambda r: (-r["salary"], r["name"]))
print([r["name"] for r in by_salary_desc_then_name])
step1 = sorted(records, key=lambda r: r["name"])
step2 = sorted(step1, key=lambda r: r["dept"])
print([(r["dept"], r["name"]) for r in step2])
print([r["name"] for r in sorted(records, key=lambda r: r["salary"], reverse=True)])
