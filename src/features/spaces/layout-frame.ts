/**
 * The shape of a layout image: the public unit map draws it in an 8 × 5 frame (800 × 500) and
 * places the spaces in % of that frame, so the stored image must have exactly that shape, or
 * the map would stretch it and the rectangles would sit elsewhere than staff placed them.
 */
export const layoutFrame = { width: 1600, height: 1000, aspect: 8 / 5 } as const;

export type LetterboxBox = {
  /** The canvas: 8 × 5, at most 1600 × 1000, never enlarging the drawing. */
  width: number;
  height: number;
  /** Where the drawing goes inside it, whole, centred, keeping its own shape. */
  drawX: number;
  drawY: number;
  drawWidth: number;
  drawHeight: number;
};

/**
 * Where an image `width` × `height` goes in an 8 × 5 canvas: scaled down to fit 1600 × 1000 if
 * larger, centred, with margins (white) on the two sides that are short of the shape.
 */
export function letterboxBox(width: number, height: number): LetterboxBox {
  const scale = Math.min(1, layoutFrame.width / width, layoutFrame.height / height);
  const drawWidth = Math.max(1, Math.round(width * scale));
  const drawHeight = Math.max(1, Math.round(height * scale));
  const canvasWidth = Math.max(drawWidth, Math.round(drawHeight * layoutFrame.aspect));
  const canvasHeight = Math.round(canvasWidth / layoutFrame.aspect);
  return {
    width: canvasWidth,
    height: canvasHeight,
    drawX: Math.round((canvasWidth - drawWidth) / 2),
    drawY: Math.round((canvasHeight - drawHeight) / 2),
    drawWidth,
    drawHeight,
  };
}
