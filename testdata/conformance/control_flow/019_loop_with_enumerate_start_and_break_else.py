tasks = ["fetch", "parse", "validate", "store"]
failing = "validate"
for step, name in enumerate(tasks, start=1):
    if name == failing:
        print(f"step {step} ({name}) failed; aborting")
        break
    print(f"step {step} ({name}) ok")
else:
    print("all steps succeeded")
failing = None
for step, name in enumerate(tasks, start=1):
    if name == failing:
        break
else:
    print("all", step, "steps succeeded")
