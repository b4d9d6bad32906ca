// Edit Notes on a transfer (spec 002 section 5).
import { collect, type Errors, isBlank } from './common';

export const TRANSFER_NOTES_MESSAGES = { notesRequired: 'Required Description' } as const;

export interface TransferNotesValues {
  notes: string;
}

export function validateTransferNotes(v: TransferNotesValues): Errors<keyof TransferNotesValues> {
  return collect({ notes: isBlank(v.notes) ? TRANSFER_NOTES_MESSAGES.notesRequired : undefined });
}
