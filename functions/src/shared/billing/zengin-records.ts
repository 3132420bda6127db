import { ZenginFormatError } from './zengin.js';

/** A byte of JIS X 0201 in Shift_JIS as a character: ASCII, or ｶﾅ 0xA1–0xDF; else null. */
export function jisX0201Char(byte: number): string | null {
  if (byte >= 0x20 && byte <= 0x7e) return String.fromCharCode(byte);
  if (byte >= 0xa1 && byte <= 0xdf) return String.fromCharCode(byte - 0xa1 + 0xff61);
  return null;
}

/**
 * The fixed-length records of a 全銀 file as text: records of `length` bytes of JIS X 0201, one
 * after the other or each followed by CRLF (CR and LF never occur inside a record), an EOF mark
 * (0x1A) at the end ignored. Throws ZenginFormatError, in words staff can act on, when the bytes
 * are not such records.
 */
export function zenginRecords(bytes: Uint8Array, length: number): string[] {
  const kept: number[] = [];
  for (const byte of bytes) if (byte !== 0x0d && byte !== 0x0a && byte !== 0x1a) kept.push(byte);
  if (kept.length === 0 || kept.length % length !== 0)
    throw new ZenginFormatError(
      `全銀形式のファイルではありません（${kept.length}バイト: ${length}バイトの倍数ではありません）。`,
    );
  const records: string[] = [];
  let text = '';
  for (const [i, byte] of kept.entries()) {
    const c = jisX0201Char(byte);
    if (c === null)
      throw new ZenginFormatError(
        `全銀形式のファイルではありません（${Math.floor(i / length) + 1}件目のレコードに半角以外の文字があります）。`,
      );
    text += c;
    if (text.length === length) {
      records.push(text);
      text = '';
    }
  }
  return records;
}
