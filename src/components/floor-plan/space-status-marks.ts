import type { SpaceStatus } from '@/lib/model/space';

/**
 * A mark per status, so maps, tables and legends never rely on colour alone (the marks
 * Japanese vacancy tables use): ○ 空き, △ 申込受付中, × 契約中, − 募集停止, ◇ 空き待ちの方にご案内中.
 */
export const spaceStatusMarks: Record<SpaceStatus, string> = {
  available: '○',
  reserved: '△',
  occupied: '×',
  unavailable: '−',
  held: '◇',
};
