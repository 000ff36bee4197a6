pairs = [
    (ZeroDivisionError, ArithmeticError), (OverflowError, ArithmeticError), (KeyError, LookupError),
    (IndexError, LookupError), (FileNotFoundError, OSError), (UnboundLocalError, NameError),
    (RecursionError, RuntimeError), (NotImplementedError, RuntimeError), (ModuleNotFoundError, ImportError),
    (UnicodeDecodeError, ValueError), (TimeoutError, OSError), (IndentationError, SyntaxError),
    (TabError, IndentationError), (BrokenPipeError, ConnectionError), (StopAsyncIteration, Exception),
]
for sub, base in pairs:
    print(f"{sub.__name__:20} < {base.__name__:16} {issubclass(sub, base)}")
print(ExceptionGroup.__mro__)
