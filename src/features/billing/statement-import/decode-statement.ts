/**
 * A bank's 入出金明細 file as text. Japanese banks export Shift_JIS (CP932); newer ones UTF-8,
 * sometimes with a BOM. UTF-8 is tried strictly first (a Shift_JIS file with kana is never
 * valid UTF-8), then Shift_JIS, which the browser's TextDecoder reads as Windows-31J.
 */
export function decodeStatement(bytes: ArrayBuffer | Uint8Array): {
  text: string;
  encoding: 'utf-8' | 'shift_jis';
} {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('shift_jis').decode(bytes), encoding: 'shift_jis' };
  }
}
