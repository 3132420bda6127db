/** The thumbnail's path beside an image: `…/photo-abc.webp` → `…/photo-abc-thumb.webp`. */
export function thumbnailPathOf(path: string): string {
  const dot = path.lastIndexOf('.');
  const slash = path.lastIndexOf('/');
  return dot > slash ? `${path.slice(0, dot)}-thumb${path.slice(dot)}` : `${path}-thumb`;
}
