/// Fixed-width numbers read a machine word at a time: eight decimal digits, or four hex digits,
/// checked and converted with a few arithmetic operations on the word instead of a branch per
/// character. The evemu reader's standard event line (`EvemuReader.standardEvent`) has its
/// microseconds and its type and code at fixed places, so they are read this way.
///
/// Why by hand: the event line is the parse's whole cost (Benchmarks/notes.md, "Hot paths"). The
/// decimal method is simdjson's (`is_made_of_eight_digits_fast`, `parse_eight_digits_unrolled`);
/// the hex one compares every byte with a range at once by adding to the word, which is exact
/// because each byte is first checked to be below 0x80, so that no sum carries into its neighbour.
/// A word's first character is its lowest byte (the words are read little-endian).
enum DigitWords {
    /// The eight bytes at `p`, the first in the lowest byte.
    @inline(__always)
    static func load8(_ p: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    }

    /// The four bytes at `p`, the first in the lowest byte.
    @inline(__always)
    static func load4(_ p: UnsafePointer<UInt8>) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt32.self))
    }

    /// The value of eight ASCII decimal digits (`"00123456"` → 123456), nil when a byte is not
    /// one of `0`…`9`.
    @inline(__always)
    static func decimal8(_ word: UInt64) -> UInt32? {
        // Each byte 0x30…0x39: its high nibble is 3, and adding 6 to it leaves the high nibble 3.
        let ok = (word & 0xF0F0_F0F0_F0F0_F0F0) | (((word &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0) >> 4)
        guard ok == 0x3333_3333_3333_3333 else { return nil }
        var v = word & 0x0F0F_0F0F_0F0F_0F0F
        v = (v &* (10 << 8 + 1)) >> 8                           // pairs: 10·first + second
        v = ((v & 0x00FF_00FF_00FF_00FF) &* (100 << 16 + 1)) >> 16 // quads
        return UInt32(truncatingIfNeeded: ((v & 0x0000_FFFF_0000_FFFF) &* (10_000 << 32 + 1)) >> 32)
    }

    /// The six decimal digits at `p` (`%06u`), reading the eight bytes there (the six and two
    /// after them: the caller has them).
    @inline(__always)
    static func decimal6(_ p: UnsafePointer<UInt8>) -> UInt32? {
        // The two bytes past the digits shifted out at the top, two `0`s shifted in first.
        decimal8(load8(p) << 16 | 0x3030)
    }

    /// The value of four ASCII hex digits, either case (`"014A"` → 0x014a), nil when a byte is
    /// not one of `0`…`9`, `a`…`f`, `A`…`F`.
    @inline(__always)
    static func hex4(_ word: UInt32) -> UInt16? {
        let ones: UInt32 = 0x0101_0101, highs: UInt32 = 0x8080_8080
        // A byte x in lo…hi: x + (0x80 − lo) has its high bit set and x + (0x7F − hi) has not.
        // A byte from 0x80 up fails both tests in its own lane, whatever carry a lower lane
        // passes it: its second sum has the high bit set until it wraps past 0xFF, and by then
        // the first sum has wrapped too (DigitWordsTests try every byte at every place).
        let isDigit = (word &+ ones &* (0x80 - 0x30)) & ~(word &+ ones &* (0x7F - 0x39)) & highs
        // Letters with the case bit set (`A`…`F` → `a`…`f`); only the letters are read folded,
        // since folding would also make 0x10…0x19 look like digits.
        let folded = word | 0x2020_2020
        let isLetter = (folded &+ ones &* (0x80 - 0x61)) & ~(folded &+ ones &* (0x7F - 0x66)) & highs
        guard isDigit | isLetter == highs else { return nil }
        let nibbles = (folded & 0x0F0F_0F0F) &+ (isLetter >> 7) &* 9
        return UInt16(nibbles & 0xF) << 12 | UInt16(nibbles >> 8 & 0xF) << 8
            | UInt16(nibbles >> 16 & 0xF) << 4 | UInt16(nibbles >> 24 & 0xF)
    }
}
