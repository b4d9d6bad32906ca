import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

import { FieldFrame, useFieldIds } from '../Field';
import { CheckIcon, ChevronDownIcon } from '../icons';
import { Anchor, nextIndex, Option, OptionList, Popup } from '../Listbox';
import { Trigger } from './SelectField.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** The selected option's value; '' (or a value not in options) shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  /** Focus left the field (a form shows "Please select ..." for one left without a choice). */
  onBlur?: () => void;
  placeholder?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A select-only combobox (WAI-ARIA APG pattern): a button that opens a listbox. Focus stays on
 * the button and aria-activedescendant names the highlighted option, so screen readers follow
 * arrow keys. A native <select> cannot be styled to match the rest of the back office.
 */
export function SelectField({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  placeholder = 'Select…',
  error,
  hint,
  disabled,
  id,
  className,
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  const listId = `${ids.id}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const anchor = useRef<HTMLDivElement>(null);
  const typeahead = useRef({ text: '', at: 0 });
  const selectedIndex = options.findIndex((o) => o.value === value);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (anchor.current && !anchor.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${ids.id}-opt-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, ids.id]);

  const openList = () => {
    setActive(selectedIndex >= 0 ? selectedIndex : 0);
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    onChange(option.value);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const { key } = event;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        openList();
      }
      return;
    }
    if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End') {
      event.preventDefault();
      setActive((i) => nextIndex(key, i, options.length));
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (key === 'Escape') {
      // Closing the list must not also close a dialog around the field.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (key === 'Tab') {
      setOpen(false);
    } else if (key.length === 1) {
      // Type-ahead: jump to the first option starting with the typed letters.
      const now = Date.now();
      const text = (now - typeahead.current.at < 700 ? typeahead.current.text : '') + key.toLowerCase();
      typeahead.current = { text, at: now };
      const match = options.findIndex((o) => o.label.toLowerCase().startsWith(text));
      if (match >= 0) setActive(match);
    }
  };

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <Anchor ref={anchor}>
        <Trigger
          type="button"
          id={ids.id}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && active >= 0 ? `${ids.id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          disabled={disabled}
          $invalid={Boolean(error)}
          $placeholder={!selected}
          onClick={() => (open ? setOpen(false) : openList())}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
        >
          <span>{selected ? selected.label : placeholder}</span>
          <ChevronDownIcon />
        </Trigger>
        <input type="hidden" name={name} value={value} />
        {open && (
          // mousedown is prevented so the button keeps focus (its blur would close the list first).
          <Popup onMouseDown={(event) => event.preventDefault()}>
            <OptionList role="listbox" id={listId} aria-labelledby={ids.labelId}>
              {options.map((option, index) => (
                <Option
                  key={option.value}
                  id={`${ids.id}-opt-${index}`}
                  role="option"
                  aria-selected={option.value === value}
                  aria-disabled={option.disabled || undefined}
                  $active={index === active}
                  $selected={option.value === value}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(index)}
                >
                  {option.label}
                  {option.value === value && <CheckIcon size={16} />}
                </Option>
              ))}
            </OptionList>
          </Popup>
        )}
      </Anchor>
    </FieldFrame>
  );
}
