import { useCallback, useMemo, useReducer, useState } from 'react';

import type { FieldProps } from './fields';
import { createErrors, type DraftAction, type DraftField, draftReducer, draftTotals, emptyDraft, type InvoiceDraft, sectionErrors } from './invoiceDraft';

const SECTION_FIELDS: readonly string[] = [
  'name',
  'recipientName',
  'recipientSurName',
  'recipientEmail',
  'type',
  'merchantPO',
  'merchantProcessingFee',
  'dateOfService',
  'numberOfPax',
];

export type ServerFieldErrors = Partial<Record<string, string>>;

/** Splits the API's extensions.fields: section fields show on their inputs, the rest above Create. */
export function splitServerErrors(fields: ServerFieldErrors): { sections: ServerFieldErrors; other: string[] } {
  const sections: ServerFieldErrors = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    if (!message) continue;
    if (SECTION_FIELDS.includes(key)) sections[key] = message;
    else if (!other.includes(message)) other.push(message);
  }
  return { sections, other };
}

/**
 * The create form's state: the draft (kept through server errors), which cells were touched,
 * whether Create was pressed, and the server's field errors until the field changes.
 */
export function useInvoiceDraft(merchantFeeBps: number, platformFeeBps: number, today: string) {
  const [draft, dispatch] = useReducer(draftReducer, merchantFeeBps, emptyDraft);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<{ sections: ServerFieldErrors; other: string[] }>({ sections: {}, other: [] });

  const touch = useCallback((id: string) => setTouched((current) => (current.has(id) ? current : new Set(current).add(id))), []);
  const shows = useCallback((id: string) => attempted || touched.has(id), [attempted, touched]);

  const act = useCallback(
    (action: DraftAction, touchedId?: string, serverKey?: string) => {
      dispatch(action);
      if (touchedId) touch(touchedId);
      // Any edit may answer the server's complaint, so those general messages go.
      setServer((current) => {
        if (!serverKey && current.other.length === 0) return current;
        const sections = { ...current.sections };
        if (serverKey) delete sections[serverKey];
        return { sections, other: [] };
      });
    },
    [touch],
  );

  const sections = useMemo(() => sectionErrors(draft, today), [draft, today]);
  const totals = useMemo(() => draftTotals(draft, platformFeeBps), [draft, platformFeeBps]);
  const create = useMemo(() => createErrors(draft, platformFeeBps), [draft, platformFeeBps]);

  const errorOf = (name: string): string | undefined => server.sections[name] ?? (shows(`field:${name}`) ? sections[name as keyof typeof sections] : undefined);

  const field = (name: string): FieldProps => ({
    name,
    value: String(draft[name as DraftField] ?? ''),
    error: errorOf(name),
    onChange: (event) => act({ type: 'field', field: name as DraftField, value: event.target.value }, undefined, name),
    onBlur: () => touch(`field:${name}`),
  });

  return {
    draft,
    act,
    touch,
    shows,
    attempted,
    setAttempted,
    sections,
    sectionsValid: !Object.values(sections).some(Boolean),
    totals,
    create,
    errorOf,
    field,
    serverOther: server.other,
    setServerErrors: (fields: ServerFieldErrors) => setServer(splitServerErrors(fields)),
  };
}

export type InvoiceDraftApi = ReturnType<typeof useInvoiceDraft>;
export type { InvoiceDraft };
