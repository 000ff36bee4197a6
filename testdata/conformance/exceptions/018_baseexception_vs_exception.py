def try_catch(exc):
    try:
        raise exc
    except Exception as e:
        return f"Exception caught {type(e).__name__}"
    except BaseException as e:
        return f"only BaseException caught {type(e).__name__}"

for exc in [ValueError(), KeyboardInterrupt(), SystemExit(3), GeneratorExit(), StopIteration(), ArithmeticError()]:
    print(try_catch(exc))
print(issubclass(KeyboardInterrupt, Exception), issubclass(StopIteration, Exception))
try:
    raise SystemExit("not exiting")
except SystemExit as e:
    print("SystemExit code:", e.code)
