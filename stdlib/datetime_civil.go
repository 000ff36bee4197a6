// This file holds the proleptic Gregorian calendar arithmetic that time,
// datetime, calendar and zoneinfo share: days from 0001-01-01, weekdays,
// days of the year and ISO weeks, all on plain ints.

package stdlib

// daysBeforeMonthTable[m] is the number of days in a common year before
// month m (1-based; index 13 is the whole year).
var daysBeforeMonthTable = [14]int{0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365}

// monthDays is the length of each month of a common year, 1-based.
var monthDays = [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

// isLeap reports whether y is a leap year of the proleptic Gregorian calendar.
func isLeap(y int) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

// daysInMonth is the length of month m of year y.
func daysInMonth(y, m int) int {
	if m == 2 && isLeap(y) {
		return 29
	}
	return monthDays[m]
}

// daysBeforeMonth is the number of days of year y before month m.
func daysBeforeMonth(y, m int) int {
	n := daysBeforeMonthTable[m]
	if m > 2 && isLeap(y) {
		n++
	}
	return n
}

// daysBeforeYear is the number of days before January 1st of year y,
// counted from 0001-01-01 (which is day 0 here, ordinal 1 in datetime).
func daysBeforeYear(y int) int {
	p := y - 1
	return p*365 + floorDiv(p, 4) - floorDiv(p, 100) + floorDiv(p, 400)
}

// ymdToOrd is datetime's ordinal of a date: 0001-01-01 is 1.
func ymdToOrd(y, m, d int) int { return daysBeforeYear(y) + daysBeforeMonth(y, m) + d }

// ordToYMD is the inverse of ymdToOrd.
func ordToYMD(n int) (y, m, d int) {
	n-- // days since 0001-01-01
	n400 := floorDiv(n, 146097)
	n = n - n400*146097
	n100 := n / 36524
	n = n % 36524
	n4 := n / 1461
	n = n % 1461
	n1 := n / 365
	n = n % 365
	y = n400*400 + n100*100 + n4*4 + n1 + 1
	if n1 == 4 || n100 == 4 {
		// The last day of a 4-year or 400-year cycle.
		return y - 1, 12, 31
	}
	leap := isLeap(y)
	m = (n + 50) >> 5 // a guess that is right or one too high
	before := daysBeforeMonthTable[m]
	if m > 2 && leap {
		before++
	}
	if before > n {
		m--
		before = daysBeforeMonthTable[m]
		if m > 2 && leap {
			before++
		}
	}
	return y, m, n - before + 1
}

// weekdayOf is the day of the week, Monday 0, of an ordinal.
func weekdayOf(ord int) int { return floorMod(ord+6, 7) }

// isoWeek1Monday is the ordinal of the Monday of ISO week 1 of year y.
func isoWeek1Monday(y int) int {
	first := daysBeforeYear(y) + 1
	wd := weekdayOf(first)
	monday := first - wd
	if wd > 3 {
		monday += 7
	}
	return monday
}

// isoCalendar is the ISO year, week and weekday (1-7) of a date.
func isoCalendar(y, m, d int) (iy, iw, iwd int) {
	ord := ymdToOrd(y, m, d)
	iy = y
	monday := isoWeek1Monday(iy)
	week := floorDiv(ord-monday, 7)
	if week < 0 {
		iy--
		monday = isoWeek1Monday(iy)
		week = floorDiv(ord-monday, 7)
	} else if week >= 52 && ord >= isoWeek1Monday(iy+1) {
		iy++
		week = 0
	}
	return iy, week + 1, weekdayOf(ord) + 1
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func floorMod(a, b int) int { return a - floorDiv(a, b)*b }
