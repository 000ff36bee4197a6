def count_change(amount, coins, memo=None):
    if memo is None:
        memo = {}
    key = (amount, len(coins))
    if key in memo:
        return memo[key]
    if amount == 0:
        result = 1
    elif amount < 0 or not coins:
        result = 0
    else:
        result = count_change(amount - coins[0], coins, memo) + count_change(amount, coins[1:], memo)
    memo[key] = result
    return result

for amount in (0, 5, 10, 100, 300):
    print(amount, count_change(amount, [50, 25, 10, 5, 1]))
