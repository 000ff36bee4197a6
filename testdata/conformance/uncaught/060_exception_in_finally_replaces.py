def transfer():
    try:
        print("debiting")
        raise ValueError("debit failed")
    finally:
        print("closing connection")
        raise ConnectionError("connection reset during cleanup")

transfer()
