/**
 * Whether a space is held for `uid`'s 空き待ち offer that has not ended yet: the same test the
 * rules make (hold.uid == caller and request.time < hold.until, docs/waitlist.md).
 */
export function isOpenHoldFor(
  space: { status: string; hold?: { uid: string; until: Date } | undefined },
  uid: string | null,
  now: number = Date.now(),
): boolean {
  return (
    space.status === 'held' &&
    uid !== null &&
    uid !== '' &&
    space.hold?.uid === uid &&
    space.hold.until.getTime() > now
  );
}
