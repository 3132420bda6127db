import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { FloorPlan } from '@/components/floor-plan/floor-plan';
import { floorName } from '@/components/floor-plan/floor-name';
import { useFloorChoice } from '@/components/floor-plan/use-floor-choice';
import { rectStyle } from '@/components/floor-plan/rect-style';
import {
  moveRect,
  nudgeRect,
  pixelsToPercent,
  placeAtCentre,
  resizeRect,
} from '../../layout-geometry';
import type { LayoutRect } from '../../layout-geometry';
import type { SpaceWithId } from '../../api/get-asset-spaces';
import { refInMap } from '@/utils/ref-in-map';
import { LayoutSelectedPanel } from './layout-selected-panel';

export type LayoutBoardProps = {
  layoutImagePath: string;
  spaces: readonly SpaceWithId[];
  /** Where each space is drawn now (saved or changed); null = not on the plan. */
  positionOf: (space: SpaceWithId) => LayoutRect | null;
  onChange: (spaceId: string, rect: LayoutRect | null) => void;
};

type Drag = {
  id: string;
  mode: 'move' | 'resize';
  pointerId: number;
  startX: number;
  startY: number;
  start: LayoutRect;
};

/** 「区画 A-101（幅 12% 高さ 10%）」: what a screen reader says for a rectangle. */
function rectName(space: SpaceWithId, rect: LayoutRect): string {
  return `区画 ${space.label}（幅 ${rect.w}% 高さ ${rect.h}%）`;
}

/** Said after a keyboard or pointer change, so the new place is heard, not only seen. */
function positionText(space: SpaceWithId, rect: LayoutRect): string {
  return `区画 ${space.label}: 左 ${rect.x}%、上 ${rect.y}%、幅 ${rect.w}%、高さ ${rect.h}%`;
}

/**
 * The layout editor's board: the floor plan in the unit map's 8 × 5 frame with every placed
 * space as a rectangle, moved by dragging it and resized by dragging its bottom-right corner
 * (pointer events: mouse, pen and touch), or with the arrow keys when focused (Shift: larger
 * steps, Alt: resize). Beside it the spaces not on the plan (click or Enter places one at the
 * centre) and the chosen space's position as numbers (a way without dragging). Spaces on
 * several floors are placed a floor at a time (a floor switcher, each floor with how many of its
 * spaces are not placed yet): each floor has the whole plan.
 */
export function LayoutBoard({ layoutImagePath, spaces, positionOf, onChange }: LayoutBoardProps) {
  const id = useId();
  const canvasRef = useRef<HTMLDivElement>(null);
  const rectRefs = useRef(new Map<string, HTMLButtonElement>());
  const placeRefs = useRef(new Map<string, HTMLButtonElement>());
  const drag = useRef<Drag | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const floors = useFloorChoice(spaces, selectedId, (floor) => {
    const count = spaces.filter((s) => s.floor === floor && positionOf(s) === null).length;
    return count > 0 ? `未配置 ${count}` : '';
  });
  const onFloor = spaces.filter(floors.isShown);
  const placed = onFloor.flatMap((space) => {
    const rect = positionOf(space);
    return rect ? [{ space, rect }] : [];
  });
  const unplaced = onFloor.filter((space) => positionOf(space) === null);
  const selected = placed.find((p) => p.space.id === selectedId) ?? null;
  const floorPrefix = floors.switcher ? `${floorName(floors.switcher.shown)}の` : '';

  const focusLater = (map: Map<string, HTMLButtonElement>, spaceId: string) =>
    requestAnimationFrame(() => map.get(spaceId)?.focus());

  const place = (space: SpaceWithId) => {
    const rect = placeAtCentre(placed.map((p) => p.rect));
    onChange(space.id, rect);
    setSelectedId(space.id);
    setAnnouncement(`${positionText(space, rect)} に配置しました`);
    focusLater(rectRefs.current, space.id);
  };

  const unplace = (space: SpaceWithId) => {
    onChange(space.id, null);
    setSelectedId(null);
    setAnnouncement(`区画 ${space.label} を区画図から外しました`);
    focusLater(placeRefs.current, space.id);
  };

  const onPointerDown = (
    event: PointerEvent<HTMLButtonElement>,
    space: SpaceWithId,
    rect: LayoutRect,
  ) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const handle = (event.target as HTMLElement).closest('[data-handle="resize"]');
    try {
      // Keeps the moves coming when the pointer leaves the rectangle (a fast drag).
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the moves still arrive while over the rectangle.
    }
    drag.current = {
      id: space.id,
      mode: handle ? 'resize' : 'move',
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      start: rect,
    };
    setSelectedId(space.id);
    // No text selection or native image drag; the focus is given explicitly instead.
    event.preventDefault();
    event.currentTarget.focus({ preventScroll: true });
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    const canvas = canvasRef.current;
    if (!current || !canvas || current.pointerId !== event.pointerId) return;
    const box = canvas.getBoundingClientRect();
    const { dx, dy } = pixelsToPercent(
      event.clientX - current.startX,
      event.clientY - current.startY,
      box.width,
      box.height,
    );
    onChange(
      current.id,
      current.mode === 'move' ? moveRect(current.start, dx, dy) : resizeRect(current.start, dx, dy),
    );
  };

  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>, space: SpaceWithId) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    const rect = positionOf(space);
    if (rect) setAnnouncement(positionText(space, rect));
  };

  const onKeyDown = (
    event: KeyboardEvent<HTMLButtonElement>,
    space: SpaceWithId,
    rect: LayoutRect,
  ) => {
    const next = nudgeRect(rect, event);
    if (!next) return;
    event.preventDefault();
    onChange(space.id, next);
    setAnnouncement(positionText(space, next));
  };

  return (
    <div className="layout-board">
      <p id={`${id}-help`} className="layout-board__help">
        区画をドラッグして移動し、右下の角をドラッグして大きさを変えます。キーボードでは区画を選んで矢印キーで移動（Shift
        で大きく）、Alt＋矢印キーで大きさを変えます。
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="layout-board__main">
        <FloorPlan
          layoutImagePath={layoutImagePath}
          groupLabel="区画図の上の区画"
          canvasRef={canvasRef}
          priority
          className="layout-board__plan"
          floors={floors.switcher}
        >
          {placed.map(({ space, rect }) => (
            <button
              key={space.id}
              ref={refInMap(rectRefs, space.id)}
              type="button"
              className={[
                'floor-plan__space',
                `floor-plan__space--${space.status}`,
                'layout-board__rect',
                space.id === selectedId ? 'layout-board__rect--selected' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              style={rectStyle(rect)}
              aria-label={rectName(space, rect)}
              aria-describedby={`${id}-help`}
              data-space-id={space.id}
              onFocus={() => setSelectedId(space.id)}
              onPointerDown={(event) => onPointerDown(event, space, rect)}
              onPointerMove={onPointerMove}
              onPointerUp={(event) => onPointerEnd(event, space)}
              onPointerCancel={(event) => onPointerEnd(event, space)}
              onKeyDown={(event) => onKeyDown(event, space, rect)}
            >
              <span className="floor-plan__label" aria-hidden="true">
                {space.label}
              </span>
              <span className="layout-board__handle" data-handle="resize" aria-hidden="true" />
            </button>
          ))}
        </FloorPlan>

        <div className="layout-board__side">
          <section className="layout-board__panel" aria-labelledby={`${id}-unplaced`}>
            <h3 id={`${id}-unplaced`} className="layout-board__heading">
              {floorPrefix}未配置の区画（{unplaced.length}）
            </h3>
            {unplaced.length === 0 ? (
              <p className="admin-hint">
                {floors.switcher ? 'この階の区画はすべて' : 'すべての区画が'}区画図にあります。
              </p>
            ) : (
              <>
                <p className="admin-hint">選ぶと区画図の中央に置かれます。</p>
                <ul className="layout-board__unplaced">
                  {unplaced.map((space) => (
                    <li key={space.id}>
                      <button
                        ref={refInMap(placeRefs, space.id)}
                        type="button"
                        className="admin-button admin-button--small"
                        onClick={() => place(space)}
                      >
                        {space.label} を配置
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>

          <LayoutSelectedPanel
            selected={selected}
            onChange={(rect) => selected && onChange(selected.space.id, rect)}
            onUnplace={unplace}
          />
        </div>
      </div>
    </div>
  );
}
