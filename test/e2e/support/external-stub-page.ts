/**
 * A page that stands in for an external site (a route rule's `https://` target), served by
 * `page.route` because the test machine has no way out: the browser really navigates to that
 * address, only the response is local.
 */
export function externalStubPage(heading: string): string {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${heading}</title></head><body><h1>${heading}</h1></body></html>`;
}
