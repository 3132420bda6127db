import type { PreferredSlot, TimeSlot } from '@/lib/model/viewing-request';
import { formatDate } from '@/utils/format-date';

/** The time band in a word (the form shows the hours; staff know them). */
export const shortTimeSlotLabels: Record<TimeSlot, string> = {
  morning: '午前',
  afternoon: '午後',
  evening: '夕方',
};

/** 「2026年12月3日（木）午前」. */
export function formatSlotWhen(slot: PreferredSlot): string {
  return `${formatDate(slot.date)}${shortTimeSlotLabels[slot.timeSlot]}`;
}

/** 「第1希望 2026年12月3日（木）午前」. */
export function formatPreferredSlot(slot: PreferredSlot, index: number): string {
  return `第${index + 1}希望 ${formatSlotWhen(slot)}`;
}
