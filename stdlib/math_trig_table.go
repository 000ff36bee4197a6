// This file defines the table of 2/pi used to reduce huge arguments of
// sin, cos and tan (Payne and Hanek's method).

package stdlib

// twoOverPiHex holds the first 1280 bits of the fraction 2/pi, in hex:
// 2/pi = 0x0.a2f9836e... It was computed with Machin's formula in Python's
// decimal module at 520 digits.
const twoOverPiHex = "a2f9836e4e441529fc2757d1f534ddc0db6295993c439041fe5163abdebbc561b7246e3a424dd2e006492eea09d1921cfe1deb1cb129a73ee88235f52ebb4484e99c7026b45f7e413991d639835339f49c845f8bbdf9283b1ff897ffde05980fef2f118b5a0a6d1f6d367ecf27cb09b74f463f669e5fea2d7527bac7ebe5f17b3d0739f78a5292ea6bfb5fb11f8d5d0856033046fc7b6babf0cfbc209af4361d"
