import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, ScreenReaderInstructions } from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { RowActionButton } from '@/components/admin/row-action-button';
import { useEffect, useId, useRef, useState } from 'react';
import { PhotoThumbnail } from './photo-thumbnail';

export type PhotoOrderListProps = {
  /** Photo paths in the order shown (the first is the main photo). */
  paths: readonly string[];
  /** The asset's name, for the photos' alternative text. */
  assetName: string;
  /** Move the photo at `from` to `to` (drag, keyboard drag, or 前へ / 後へ). */
  onMove: (from: number, to: number) => void;
  onDelete: (path: string) => void;
  /** While a save or delete runs: nothing can be moved or deleted. */
  disabled?: boolean;
};

const position = (index: number) => `${index + 1}枚目`;

/**
 * The asset's photos in order, reordered by dragging (mouse, touch, or the keyboard: Space to
 * pick up, arrow keys, Space to drop) or with each photo's 「前へ」「後へ」 buttons; each has
 * 「削除」. Moves are announced in Japanese, and the focus follows the moved photo.
 */
export function PhotoOrderList({
  paths,
  assetName,
  onMove,
  onDelete,
  disabled = false,
}: PhotoOrderListProps) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ path: string; button: 'prev' | 'next' } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const buttonId = (path: string, button: 'prev' | 'next') =>
    `${id}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}-${button}`;

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const index = paths.indexOf(target.path);
    // At either end the button pressed is disabled now: the other one keeps the focus.
    const button =
      target.button === 'prev' && index === 0
        ? 'next'
        : target.button === 'next' && index === paths.length - 1
          ? 'prev'
          : target.button;
    document.getElementById(buttonId(target.path, button))?.focus();
  });

  const move = (from: number, to: number, button: 'prev' | 'next') => {
    const path = paths[from];
    if (path === undefined || to < 0 || to >= paths.length) return;
    focusAfterMove.current = { path, button };
    onMove(from, to);
    setAnnouncement(`写真を${position(to)}に移動しました`);
  };

  const indexOf = (dndId: string | number) => paths.indexOf(String(dndId));
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${position(indexOf(active.id))}の写真を持ち上げました。`,
    onDragOver: ({ active, over }) =>
      over
        ? `${position(indexOf(active.id))}の写真を${position(indexOf(over.id))}の位置に移動中です。`
        : '写真は並びの外にあります。',
    onDragEnd: ({ active, over }) =>
      over
        ? `${position(indexOf(active.id))}の写真を${position(indexOf(over.id))}に置きました。`
        : '写真を元の位置に戻しました。',
    onDragCancel: () => '並べ替えを取り消しました。写真は元の位置に戻りました。',
  };
  const screenReaderInstructions: ScreenReaderInstructions = {
    draggable:
      'スペースキーで写真を持ち上げ、矢印キーで移動し、もう一度スペースキーで置きます。Escキーで取り消します。',
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        <SortableContext items={paths as string[]} strategy={rectSortingStrategy}>
          <ol className="photo-order" aria-label="写真の並び順">
            {paths.map((path, index) => (
              <SortablePhoto
                key={path}
                path={path}
                index={index}
                count={paths.length}
                assetName={assetName}
                disabled={disabled}
                prevId={buttonId(path, 'prev')}
                nextId={buttonId(path, 'next')}
                onPrev={() => move(index, index - 1, 'prev')}
                onNext={() => move(index, index + 1, 'next')}
                onDelete={() => onDelete(path)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}

type SortablePhotoProps = {
  path: string;
  index: number;
  count: number;
  assetName: string;
  disabled: boolean;
  prevId: string;
  nextId: string;
  onPrev: () => void;
  onNext: () => void;
  onDelete: () => void;
};

function SortablePhoto({
  path,
  index,
  count,
  assetName,
  disabled,
  prevId,
  nextId,
  onPrev,
  onNext,
  onDelete,
}: SortablePhotoProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: path, disabled });
  const label = position(index);
  return (
    <li
      ref={setNodeRef}
      className={`photo-order__item${isDragging ? ' photo-order__item--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="photo-order__head">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="photo-order__handle"
          {...attributes}
          {...listeners}
          aria-label={`${label}の写真をドラッグして並べ替え`}
          aria-roledescription="並べ替えできる写真"
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <span className="photo-order__position">{label}</span>
      </div>
      <div className="photo-order__figure">
        <PhotoThumbnail
          path={path}
          alt={`${assetName}の写真（${label}）`}
          className="photo-frame photo-order__image"
        />
        {index === 0 ? <span className="photo-order__main">メイン</span> : null}
      </div>
      <div className="photo-order__actions">
        <RowActionButton
          id={prevId}
          target={`${label}の写真`}
          disabled={disabled || index === 0}
          onClick={onPrev}
        >
          前へ
        </RowActionButton>
        <RowActionButton
          id={nextId}
          target={`${label}の写真`}
          disabled={disabled || index === count - 1}
          onClick={onNext}
        >
          後へ
        </RowActionButton>
        <RowActionButton target={`${label}の写真`} danger disabled={disabled} onClick={onDelete}>
          削除
        </RowActionButton>
      </div>
    </li>
  );
}
