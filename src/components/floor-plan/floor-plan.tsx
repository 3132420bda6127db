import type { ReactNode, Ref } from 'react';
import { StorageImage } from '@/components/ui/storage-image';
import { floorName } from './floor-name';
import { FloorSwitcher } from './floor-switcher';
import type { FloorSwitcherProps } from './floor-switcher';
import './floor-plan.css';

export type FloorPlanProps = {
  /** The asset's floor plan, stored at 800×500 (8 × 5): spaces are placed in % of it. */
  layoutImagePath: string;
  /** What a screen reader calls the group of spaces drawn on the plan. */
  groupLabel: string;
  /** The spaces, each absolutely placed with `rectStyle()` (buttons of the caller's own). */
  children: ReactNode;
  /** Under the plan (the legend). */
  caption?: ReactNode;
  /**
   * When the spaces are on several floors (`useFloorChoice`): the floor switcher above the plan
   * and the name of the floor shown, written in the plan's corner; the caller draws only that
   * floor's spaces.
   */
  floors?: FloorSwitcherProps;
  /** The canvas, for callers that turn pointer moves into % of it (the layout editor). */
  canvasRef?: Ref<HTMLDivElement>;
  /** The plan is the screen's main image (the layout editor): loaded first. */
  priority?: boolean;
  className?: string;
};

/**
 * The floor-plan frame every map of spaces is drawn in — the public unit map, the staff map of
 * states and the layout editor — so a rectangle saved in the editor lands on the same spot in
 * all three. On a phone the plan keeps a size where each space can be read and tapped, and the
 * frame scrolls sideways (said in a hint that only shows there). Spaces on several floors are
 * shown a floor at a time: every floor is drawn on the same plan image (a building's floors
 * share its footprint), so positions are per floor and may repeat from one floor to the next.
 */
export function FloorPlan({
  layoutImagePath,
  groupLabel,
  children,
  caption,
  floors,
  canvasRef,
  priority = false,
  className,
}: FloorPlanProps) {
  return (
    <figure className={className ? `floor-plan ${className}` : 'floor-plan'}>
      {floors ? <FloorSwitcher {...floors} /> : null}
      <p className="floor-plan__hint" aria-hidden="true">
        区画図は横にスクロールできます →
      </p>
      <div className="floor-plan__scroll">
        <div ref={canvasRef} className="floor-plan__canvas">
          <StorageImage
            path={layoutImagePath}
            alt=""
            width={800}
            height={500}
            priority={priority}
            className="floor-plan__image"
          />
          {floors ? (
            <p className="floor-plan__floor" aria-hidden="true">
              {floorName(floors.shown)}
            </p>
          ) : null}
          <div
            className="floor-plan__spaces"
            role="group"
            aria-label={floors ? `${groupLabel}、${floorName(floors.shown)}` : groupLabel}
          >
            {children}
          </div>
        </div>
      </div>
      {caption ? <figcaption className="floor-plan__caption">{caption}</figcaption> : null}
    </figure>
  );
}
