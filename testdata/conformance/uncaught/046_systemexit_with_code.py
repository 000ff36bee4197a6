def main():
    print("doing work")
    failures = 3
    if failures:
        print(f"{failures} failures")
        raise SystemExit(failures)
    print("not reached")

main()
