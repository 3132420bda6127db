let target: string | null = null;

/**
 * The address a navigation in progress is heading to. A chunk that fails to load belongs to
 * that page, so the chunk-error reload goes there (not back to the page the visitor left).
 */
export const navigationTarget = {
  set(url: string | null): void {
    target = url;
  },
  get(): string | null {
    return target;
  },
};
