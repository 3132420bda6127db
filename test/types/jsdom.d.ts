/**
 * The part of jsdom the plain-HTTP tests use to read a page as a link preview would (parse
 * only, no scripts run): the package ships no types of its own, and its DOM is the standard one.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { contentType?: string });
    readonly window: { document: Document };
  }
}
