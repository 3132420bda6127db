import { createContext } from 'react';

/**
 * True from a pointer press inside the form (mouse button or finger down) until its click has
 * landed. Messages that would appear meanwhile — a field's error, shown when the press takes
 * the focus away from it — wait until then, so nothing moves under the finger or the cursor.
 */
export const PressHoldContext = createContext(false);
