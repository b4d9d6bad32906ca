import { type ChangeEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';

import { EndSlot, FieldFrame, Input, InputWrap, useFieldIds } from '../Field';
import { Anchor, nextIndex, Option, OptionList, Popup, PopupNote } from '../Listbox';
import { Spinner } from '../Spinner';
import { Footer, LoadingSlot } from './Autocomplete.styles';

export interface AutocompleteItem {
  id: string;
  label: string;
}

export interface AutocompleteProps<T extends AutocompleteItem> {
  label: string;
  name: string;
  /** The options for the current text; the caller searches (often on a server), the kit only shows them. */
  items: readonly T[];
  value: T | null;
  onChange: (item: T | null) => void;
  inputValue: string;
  onInputChange: (text: string) => void;
  loading?: boolean;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  /** Shown under the field, e.g. a 'My business is not listed' link. */
  footer?: ReactNode;
  noOptionsText?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * Searchable single select (combobox with list autocomplete). Focus stays in the input;
 * ArrowUp/ArrowDown move the highlight, Enter picks, Escape closes. Typing over a chosen item
 * clears the selection so the form never submits a value that no longer matches the text.
 */
export function Autocomplete<T extends AutocompleteItem>({
  label,
  name,
  items,
  value,
  onChange,
  inputValue,
  onInputChange,
  loading = false,
  error,
  hint,
  placeholder,
  footer,
  noOptionsText = 'No options',
  disabled,
  id,
  className,
}: AutocompleteProps<T>) {
  const ids = useFieldIds(id, hint, error);
  const listId = `${ids.id}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const anchor = useRef<HTMLDivElement>(null);
  const activeIndex = active < items.length ? active : -1;

  useEffect(() => {
    if (open && activeIndex >= 0) document.getElementById(`${ids.id}-opt-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, ids.id]);

  const choose = (item: T) => {
    onChange(item);
    onInputChange(item.label);
    setOpen(false);
    setActive(-1);
  };

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    onInputChange(text);
    if (value && text !== value.label) onChange(null);
    setActive(-1);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => nextIndex(key, i < items.length ? i : -1, items.length));
    } else if (key === 'Enter' && open && activeIndex >= 0) {
      // Picking an option must not submit the surrounding form.
      event.preventDefault();
      choose(items[activeIndex]);
    } else if (key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const showPopup = open && !disabled && (loading || items.length > 0 || inputValue.trim() !== '');

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <Anchor ref={anchor}>
        <InputWrap>
          <Input
            id={ids.id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showPopup}
            aria-controls={showPopup ? listId : undefined}
            aria-activedescendant={showPopup && activeIndex >= 0 ? `${ids.id}-opt-${activeIndex}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
            placeholder={placeholder}
            disabled={disabled}
            value={inputValue}
            $invalid={Boolean(error)}
            $withEnd={loading}
            onChange={onType}
            onKeyDown={onKeyDown}
            onClick={() => setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          {loading && (
            <EndSlot>
              <LoadingSlot>
                <Spinner size="sm" label="Searching" />
              </LoadingSlot>
            </EndSlot>
          )}
        </InputWrap>
        <input type="hidden" name={name} value={value?.id ?? ''} />
        {showPopup && (
          <Popup onMouseDown={(event) => event.preventDefault()}>
            {items.length > 0 ? (
              <OptionList role="listbox" id={listId} aria-labelledby={ids.labelId}>
                {items.map((item, index) => (
                  <Option
                    key={item.id}
                    id={`${ids.id}-opt-${index}`}
                    role="option"
                    aria-selected={value?.id === item.id}
                    $active={index === activeIndex}
                    $selected={value?.id === item.id}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => choose(item)}
                  >
                    {item.label}
                  </Option>
                ))}
              </OptionList>
            ) : (
              <PopupNote id={listId} role="status">
                {loading ? 'Loading…' : noOptionsText}
              </PopupNote>
            )}
          </Popup>
        )}
      </Anchor>
      {footer && <Footer>{footer}</Footer>}
    </FieldFrame>
  );
}
