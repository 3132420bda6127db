import { useContext, useState } from 'react';
import { PressHoldContext } from './press-hold-context';

/**
 * `value` as it was when a press in the form began, for as long as the press lasts; `value`
 * itself otherwise. A field's error that appears because the press took the focus away from it
 * shows once the press's click has landed (issue 19: the first tap on a 種別 was lost when the
 * e-mail's error pushed the list down under the finger).
 */
export function useHeldWhilePressed<T>(value: T): T {
  const held = useContext(PressHoldContext);
  const [shown, setShown] = useState(value);
  if (!held && !Object.is(shown, value)) setShown(value);
  return held ? shown : value;
}
