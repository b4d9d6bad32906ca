import { DECLINE_CLASS_LABELS, DECLINE_CLASSES, type DeclineClass } from '@pg/domain';

/** Issue 41: a failed attempt's decline class in words; '—' for none (a success, the platform's own refusal, or a row from before the classes). */
export function declineClassLabel(value: string | null | undefined): string {
  return value && (DECLINE_CLASSES as readonly string[]).includes(value) ? DECLINE_CLASS_LABELS[value as DeclineClass] : '—';
}
