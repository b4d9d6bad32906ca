import { useQuery } from '@apollo/client/react';
import { ListboxPopup, nextIndex, SearchIcon, Spinner } from '@pg/ui-kit';
import { forwardRef, type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import { GLOBAL_SEARCH, type SearchItem } from './graphql/globalSearch';
import { Note, SearchResults } from './SearchResults';
import { useDebounced } from './useDebounced';

/** The API finds nothing under this many characters; the box does not ask. */
export const MIN_QUERY = 2;
export const DEBOUNCE_MS = 200;

const Anchor = styled.div`
  position: relative;
  width: 100%;
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 36px;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  outline: none;
  background: transparent;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
`;

const Popup = styled(ListboxPopup)<{ $inline: boolean }>`
  ${({ $inline }) => ($inline ? '' : 'position: static; box-shadow: none; border: 0; margin-top: 8px;')}
`;

export interface SearchBoxProps {
  /** In the dialog (phones) the results sit under the field instead of floating. */
  inline?: boolean;
  /** Escape on a closed list: the caller returns focus where it was (or closes its dialog). */
  onDismiss?: () => void;
  /** After a result was opened. */
  onOpened?: () => void;
}

/**
 * The search combobox (WAI-ARIA combobox with a grouped listbox): focus stays in the field,
 * ArrowUp/ArrowDown/Home/End move through the results across groups, Enter opens the
 * highlighted one (or the first), Escape closes the list, then gives focus back.
 */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox({ inline = true, onDismiss, onOpened }, ref) {
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const enough = query.length >= MIN_QUERY;
  const result = useQuery(GLOBAL_SEARCH, { variables: { query }, skip: !enough });
  const groups = enough ? (result.data?.globalSearch.groups ?? []) : [];
  const items = groups.flatMap((g) => g.items);
  const pending = text.trim() !== query || result.loading;
  const activeIndex = active < items.length ? active : -1;

  const pick = (item: SearchItem) => {
    setOpen(false);
    setText('');
    setActive(-1);
    void navigate(item.url);
    onOpened?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp' || ((key === 'Home' || key === 'End') && open && items.length > 0)) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => nextIndex(key, i < items.length ? i : -1, items.length));
    } else if (key === 'Enter' && items.length > 0 && !pending) {
      event.preventDefault();
      pick(items[activeIndex >= 0 ? activeIndex : 0]);
    } else if (key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (open && text.trim() !== '') setOpen(false);
      else onDismiss?.();
    }
  };

  const typed = text.trim();
  const showPopup = open && typed.length >= MIN_QUERY;
  let body;
  if (pending && items.length === 0) body = <Note>Searching…</Note>;
  else if (result.error) body = <Note>Search failed. Please try again.</Note>;
  else if (items.length === 0) body = <Note>{`No results for '${typed}'`}</Note>;
  else body = <SearchResults listId={listId} optionId={optionId} groups={groups} active={activeIndex} onPick={pick} onHover={setActive} />;

  return (
    <Anchor>
      <Field>
        <SearchIcon size={16} aria-hidden="true" />
        <Input
          ref={ref}
          type="search"
          role="combobox"
          aria-label="Find records"
          aria-autocomplete="list"
          aria-expanded={showPopup}
          aria-controls={showPopup ? listId : undefined}
          aria-activedescendant={showPopup && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          placeholder="Find invoices, checkouts, people…"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => inline && setOpen(false)}
        />
        {pending && enough && <Spinner size="sm" label="Searching" />}
      </Field>
      {showPopup && (
        <Popup $inline={inline} onMouseDown={(event) => event.preventDefault()}>
          {body}
        </Popup>
      )}
    </Anchor>
  );
});
