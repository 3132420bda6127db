import { useEffect, useState } from 'react';

/**
 * How long a hold lasts after the pointer is lifted when no click follows (dragged off the
 * control, a long press). On a phone the click of a tap comes a few milliseconds after the
 * finger is lifted, so the hold must outlast the lift.
 */
const HOLD_AFTER_LIFT_MS = 500;

/**
 * The form's press hold (see `PressHoldContext`): `hold` is called on a pointer press inside the
 * form; the hold ends once the press's click has been handled (a radio is checked, a button
 * pressed), or when the press is cancelled (a scroll) or lifted without a click.
 */
export function usePressHold(): { held: boolean; hold: () => void } {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!held) return;
    let timer: number | undefined;
    const releaseIn = (ms: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setHeld(false), ms);
    };
    // After the click's own work: a timer starts only once the whole dispatch is over.
    const afterClick = () => releaseIn(0);
    const afterLift = () => releaseIn(HOLD_AFTER_LIFT_MS);
    document.addEventListener('click', afterClick, true);
    document.addEventListener('pointerup', afterLift, true);
    document.addEventListener('pointercancel', afterClick, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('click', afterClick, true);
      document.removeEventListener('pointerup', afterLift, true);
      document.removeEventListener('pointercancel', afterClick, true);
    };
  }, [held]);
  return { held, hold: () => setHeld(true) };
}
