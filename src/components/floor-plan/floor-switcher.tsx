import { floorName } from './floor-name';
import type { Floor } from './floors-of';

export type FloorSwitcherProps = {
  floors: readonly Floor[];
  shown: Floor;
  onShow: (floor: Floor) => void;
  /** A short note after each floor's name (「空き2」, 「未配置 1」); none when empty. */
  noteOf?: (floor: Floor) => string;
};

/**
 * One button per floor above a plan whose spaces are on several floors (issue 19: three floors
 * drawn on one plan read as one floor). The floor shown is pressed.
 */
export function FloorSwitcher({ floors, shown, onShow, noteOf }: FloorSwitcherProps) {
  return (
    <div className="floor-switcher" role="group" aria-label="表示する階">
      {floors.map((floor) => {
        const note = noteOf?.(floor);
        return (
          <button
            key={String(floor)}
            type="button"
            className="floor-switcher__button"
            aria-pressed={floor === shown}
            onClick={() => onShow(floor)}
          >
            {floorName(floor)}
            {note ? (
              <>
                <span className="visually-hidden">、</span>
                <span className="floor-switcher__note">{note}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
