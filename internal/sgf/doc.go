// Package sgf reads and writes game records in the Smart Game Format (FF[1] to FF[4]), the format
// every Go server and editor exports, so that hoshi can check and score games players upload.
//
// Parsing works on bytes: property values keep their raw bytes (with SGF escapes removed) and only
// Node.Text decodes them, by the game's CA property with fallbacks for the wrong or missing CA
// values real files carry. The escape rule is applied byte by byte, as the specification says:
// a '\' or ']' byte ends or escapes a value even when it is the second byte of a Shift_JIS, Big5
// or GBK character. Writers that follow the specification escape such bytes and read back
// correctly; files from writers that do not are read as the specification dictates, which may
// cut such a value short. Marshal always escapes byte by byte.
//
// Every walk over a tree (parsing, writing, the main line) is iterative, because some servers
// nest one level of parentheses per move and a game can be thousands of levels deep.
package sgf
