/**
 * Full-width digits (０-９) to ASCII digits, and every dash-like character a Japanese keyboard
 * or IME produces (－ − ‐ ‑ ‒ – — ― ー ｰ) to '-'. Used by the form kit's normalisers and the
 * postal-code lookup, so `０９０−１２３４−５６７８` reads as `090-1234-5678`.
 */
export function toHalfWidthDigits(value: string): string {
  return value
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[－−‐‑‒–—―ーｰ]/g, '-');
}
