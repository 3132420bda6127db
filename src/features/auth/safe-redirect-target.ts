const probeOrigin = 'http://same-origin.invalid';

/**
 * The `redirect` query value if it is a same-origin relative path ("/..."), else `fallback`.
 * Rejects "//host", "/\host", absolute URLs and anything a browser would resolve elsewhere.
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  // Control characters and whitespace are stripped by URL parsers and can hide a "//".
  if (
    [...raw].some(
      (char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || /\s/.test(char),
    )
  ) {
    return fallback;
  }
  try {
    const url = new URL(raw, probeOrigin);
    if (url.origin !== probeOrigin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
