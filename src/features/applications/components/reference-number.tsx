import { formatReferenceNumber } from '@/lib/model/application-reference';
import './reference-number.css';

export type ReferenceNumberProps = {
  /** What is read out: the 8-character 受付番号, or the id of an older application (referenceOf). */
  reference: string;
  className?: string;
};

/**
 * The 受付番号 as every screen shows it — the thanks page, my unit, the cancel page, the staff's
 * application detail: in groups of four, in a font where each character is told apart (issue
 * 19: it was shown two ways).
 */
export function ReferenceNumber({ reference, className }: ReferenceNumberProps) {
  return (
    <span className={className ? `reference-number ${className}` : 'reference-number'}>
      {formatReferenceNumber(reference)}
    </span>
  );
}
