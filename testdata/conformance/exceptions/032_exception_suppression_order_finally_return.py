def order():
    events = []
    try:
        try:
            events.append("inner try")
            raise ValueError("inner")
        finally:
            events.append("inner finally")
    except ValueError as e:
        events.append(f"outer except {e}")
    else:
        events.append("outer else")
    finally:
        events.append("outer finally")
    return events
print(order())
def else_raises():
    try:
        pass
    except Exception:
        return "not here"
    else:
        raise KeyError("from else")
try:
    else_raises()
except KeyError as e:
    print("KeyError from else:", e)
