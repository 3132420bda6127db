const cmFormat = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 });

/**
 * `幅90 × 奥行120 × 高さ200cm`, or `幅90 × 奥行120cm` for a space without a height (open air):
 * one unit at the end, as Japanese size tables write it.
 */
export function formatDimensions(size: {
  widthCm: number;
  depthCm: number;
  heightCm?: number | null;
}): string {
  const parts = [`幅${cmFormat.format(size.widthCm)}`, `奥行${cmFormat.format(size.depthCm)}`];
  if (size.heightCm !== undefined && size.heightCm !== null) {
    parts.push(`高さ${cmFormat.format(size.heightCm)}`);
  }
  return `${parts.join(' × ')}cm`;
}
