/**
 * Text → Shift_JIS (Windows-31J, the WHATWG Encoding Standard's `shift_jis`) bytes, for the
 * accounting products' CSV imports (docs/billing.md, "Accounting export"). Browsers decode
 * Shift_JIS but never encode it, so the table is the browser's own decoder read backwards: every
 * two-byte code is decoded once, and each character keeps its first code, skipping the NEC-
 * selected IBM extensions (pointers 8272–8835) as the standard's encoder does. No package and
 * no table in the bundle; the table is built the first time a file is written.
 */

/** 〓 (げた), what Japanese software prints for a character the code has not. */
export const shiftJisReplacement = '〓';

let table: Map<string, number> | null = null;

/** Two-byte codes by character, from the standard's pointer order (lead × 188 + trail). */
function shiftJisTable(): Map<string, number> {
  if (table) return table;
  const pointers = 188 * (0xfc - 0xc1 + 1);
  const bytes = new Uint8Array(pointers * 3);
  for (let pointer = 0; pointer < pointers; pointer += 1) {
    const lead = Math.floor(pointer / 188);
    const trail = pointer % 188;
    bytes[pointer * 3] = lead + (lead < 0x1f ? 0x81 : 0xc1);
    bytes[pointer * 3 + 1] = trail + (trail < 0x3f ? 0x40 : 0x41);
    bytes[pointer * 3 + 2] = 0x0a;
  }
  // A code the decoder does not know comes out as U+FFFD (with its second byte when that is
  // ASCII); the line breaks keep each code's result apart either way.
  const decoded = new TextDecoder('shift_jis').decode(bytes).split('\n');
  const built = new Map<string, number>();
  decoded.forEach((char, pointer) => {
    if (char.length !== 1 || char === '\uFFFD') return;
    const code = char.charCodeAt(0);
    if (code >= 0xe000 && code <= 0xf8ff) return; // 外字 (user-defined area)
    if (pointer >= 8272 && pointer <= 8835) return;
    if (!built.has(char))
      built.set(char, ((bytes[pointer * 3] ?? 0) << 8) | (bytes[pointer * 3 + 1] ?? 0));
  });
  table = built;
  return built;
}

export type ShiftJisResult = {
  bytes: Uint8Array<ArrayBuffer>;
  /** characters the code has not, each written as 〓 (once each, in order of appearance) */
  replaced: string[];
};

/** `text` in Shift_JIS; a character it cannot hold becomes 〓 and is listed. */
export function encodeShiftJis(text: string): ShiftJisResult {
  const codes = shiftJisTable();
  const out: number[] = [];
  const replaced = new Set<string>();
  const replacement = codes.get(shiftJisReplacement) ?? 0x3f;
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp < 0x80) out.push(cp);
    else if (cp === 0xa5) out.push(0x5c);
    else if (cp === 0x203e) out.push(0x7e);
    else if (cp >= 0xff61 && cp <= 0xff9f) out.push(cp - 0xff61 + 0xa1);
    else {
      const code = codes.get(cp === 0x2212 ? '\uFF0D' : char);
      const two = code ?? replacement;
      if (code === undefined) replaced.add(char);
      out.push(two >> 8, two & 0xff);
    }
  }
  return { bytes: Uint8Array.from(out), replaced: [...replaced] };
}
