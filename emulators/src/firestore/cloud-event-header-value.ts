/**
 * A CloudEvent attribute as an HTTP header value. The CloudEvents HTTP binding (binary mode,
 * section 3.1.3.2) percent-encodes space, `"`, `%` and everything outside printable ASCII as
 * UTF-8 bytes; Node also refuses such characters in headers. firebase-functions decodes the
 * document path's wildcard params with decodeURIComponent for the same reason.
 */
export function cloudEventHeaderValue(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const printable = byte >= 0x21 && byte <= 0x7e && byte !== 0x22 && byte !== 0x25;
    out += printable
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
