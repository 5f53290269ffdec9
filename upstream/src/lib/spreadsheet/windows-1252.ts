/**
 * Windows-1252 bytes as text. Node's TextDecoder takes the label as Latin-1, which is wrong for
 * 0x80–0x9F, where Windows-1252 has €, ‚, „, …, ‘, ’, “, ”, –, —, ™ and the like (what Excel writes in
 * a "CSV" saved on Windows): those come from this table, the rest is Latin-1.
 */
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

export function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (ch) => HIGH[ch.charCodeAt(0) - 0x80]);
}
