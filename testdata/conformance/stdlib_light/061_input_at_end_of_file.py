try:
    name = input("Your name? ")
except EOFError as e:
    print("no input:", e)
import sys
print(sys.stdin.readline() == "", list(sys.stdin))
