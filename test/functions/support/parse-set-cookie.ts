export interface ParsedSetCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased; flag attributes map to ''. */
  attributes: Record<string, string>;
}

/** Splits one Set-Cookie header into name, value and attributes. */
export function parseSetCookie(header: string): ParsedSetCookie {
  const [pair = '', ...rest] = header.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string> = {};
  for (const part of rest) {
    const [key = '', ...value] = part.trim().split('=');
    attributes[key.toLowerCase()] = value.join('=');
  }
  return {
    name: pair.slice(0, eq).trim(),
    value: decodeURIComponent(pair.slice(eq + 1).trim()),
    attributes,
  };
}
