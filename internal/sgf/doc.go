// Package sgf reads and writes game records in the Smart Game Format (FF[1] to FF[4]), the format
// every Go server and editor exports, so that hoshi can check and score games players upload.
//
// Parsing works on bytes: property values keep their raw bytes (with SGF escapes removed) and only
// Node.Text decodes them, by the game's CA property with fallbacks for the wrong or missing CA
// values real files carry.
//
// The escape rule is applied byte by byte, as the specification says, even though in Shift_JIS,
// Big5 and GBK the second byte of a character may be '\' (0x5C) or ']' (0x5D): writers that follow
// the rule escape those bytes too. Some writers do not. That shows as a lead byte followed by a
// '\' that escapes neither '\' nor ']' (a writer following the rule always doubles that '\'), or
// as a file that does not parse at all. Then, if the file's CA names one of these charsets, Parse
// reads it again keeping each lead byte and the byte after it together, and keeps that reading if
// it succeeds. A file without such a CA gets the byte-level rule only. One case stays ambiguous:
// an unescaped character ending in '\' at the very end of a value reads, as the specification
// says, as an escaped ']', and the value runs on into the next one. Marshal always escapes byte
// by byte, so its output reads back the same under the first reading.
//
// Every walk over a tree (parsing, writing, the main line) is iterative, because some servers
// nest one level of parentheses per move and a game can be thousands of levels deep.
package sgf
