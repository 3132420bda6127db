/**
 * Text into HTML. Everything staff type (a brand's name, an asset's description, a notice's
 * title) reaches the page through these, never through string concatenation alone.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/**
 * A value as JSON inside `<script type="application/…json">`: `<`, `>` and `&` as \u escapes, so
 * no `</script>` or `<!--` can end or change the element, and U+2028/2029 escaped as well.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `name="value"` pairs (values escaped); undefined and false leave the attribute out. */
export function attributes(values: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(values)
    .flatMap(([name, value]) => {
      if (value === undefined || value === false) return [];
      if (value === true) return [` ${name}`];
      return [` ${name}="${escapeHtml(String(value))}"`];
    })
    .join('');
}
