// Letters, digits, `_` and `-`, up to 128 characters: what auto-generated Firestore ids and
// the site's own ids (asset numbers, news ids) use. Firestore would accept more (any string
// without `/`), but nothing else ever appears in the site's URLs.
const documentIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/** Whether `value` is a sane id for a path segment such as `/news/{id}`. */
export function isDocumentId(value: string | undefined): value is string {
  return value !== undefined && documentIdPattern.test(value);
}
