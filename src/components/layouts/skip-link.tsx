import './skip-link.css';

export type SkipLinkProps = {
  /** The id of the `<main>` element to jump to. */
  targetId?: string;
};

/** The first focusable element: lets keyboard users jump past the header and navigation. */
export function SkipLink({ targetId = 'main' }: SkipLinkProps) {
  return (
    <a className="skip-link" href={`#${targetId}`}>
      本文へスキップ
    </a>
  );
}
