/** Thrown when a page was saved by someone else since the editor read it. */
export class PageChangedError extends Error {
  constructor(readonly currentVersion: number) {
    super(`page changed: now version ${currentVersion}`);
    this.name = 'PageChangedError';
  }
}
