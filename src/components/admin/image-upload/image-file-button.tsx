import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { acceptedImageInput } from './image-limits';

export type ImageFileButtonProps = {
  /** The button's label (「写真を選ぶ」). */
  children: ReactNode;
  /** Called with the chosen files (none when the picker was closed without a choice). */
  onPick: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
};

/**
 * A button that opens the device's image picker: the file input itself stays hidden (its look
 * cannot be styled) and is emptied after each pick, so the same file can be chosen again.
 */
export function ImageFileButton({
  children,
  onPick,
  multiple,
  ...buttonProps
}: ImageFileButtonProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="visually-hidden"
        type="file"
        accept={acceptedImageInput}
        multiple={multiple}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          onPick(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <button
        type="button"
        className="admin-button"
        {...buttonProps}
        onClick={() => inputRef.current?.click()}
      >
        {children}
      </button>
    </>
  );
}
