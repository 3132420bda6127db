const cmFormat = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 });

/** `120` → `120cm`. */
export function formatCm(cm: number): string {
  return `${cmFormat.format(cm)}cm`;
}
