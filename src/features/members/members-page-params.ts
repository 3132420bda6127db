import type { MembersPageRequest } from './api/get-members-page';

/** Rows per page the member list offers. */
export const memberPageSizes = [20, 50, 100] as const;
/** Rows per page without `?size=`. */
export const defaultMemberPageSize = 50;

/**
 * The member list's page as the address says it: `?q=` the search, `?size=` rows per page,
 * `?page=` its number (shown; 1 without a cursor), `?after=` / `?before=` the cursor.
 */
export function membersPageRequestFrom(params: URLSearchParams): MembersPageRequest & {
  page: number;
} {
  const size = Number(params.get('size'));
  const after = params.get('after');
  const before = params.get('before');
  const cursor =
    after !== null && after !== ''
      ? { direction: 'after' as const, token: after }
      : before !== null && before !== ''
        ? { direction: 'before' as const, token: before }
        : null;
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').trim(),
    size: (memberPageSizes as readonly number[]).includes(size) ? size : defaultMemberPageSize,
    cursor,
    page: cursor !== null && Number.isInteger(page) && page > 1 ? page : 1,
  };
}
