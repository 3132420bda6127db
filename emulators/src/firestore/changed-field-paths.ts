import { formatFieldPath } from './paths.js';
import type { Fields } from './values.js';
import { identical } from './values.js';

function collect(before: Fields, after: Fields, prefix: string[], out: string[]): void {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const name of [...names].sort()) {
    const a = before[name];
    const b = after[name];
    if (identical(a, b)) continue;
    const path = [...prefix, name];
    // Inside a map that is a map on both sides, name the fields that changed, not the whole map.
    if (a && b && 'mapValue' in a && 'mapValue' in b) {
      collect(a.mapValue.fields ?? {}, b.mapValue.fields ?? {}, path, out);
    } else {
      out.push(formatFieldPath(path));
    }
  }
}

/**
 * The field paths an update changed, added or removed: the `updateMask` of an update event's
 * DocumentEventData ("lists changed fields", google-cloudevents firestore/v1/data.proto).
 */
export function changedFieldPaths(before: Fields, after: Fields): string[] {
  const out: string[] = [];
  collect(before, after, [], out);
  return out;
}
