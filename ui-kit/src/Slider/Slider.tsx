import type { ReactNode } from 'react';

import { FieldFrame, useFieldIds } from '../Field';
import { Header, Mark, Marks, Range, Value } from './Slider.styles';

export interface SliderMark {
  value: number;
  label: string;
}

export interface SliderProps {
  label: string;
  min: number;
  max: number;
  step?: number;
  /** Tick marks under the track: plain numbers (labelled with formatValue) or {value, label}. */
  marks?: readonly (number | SliderMark)[];
  value: number;
  onChange: (value: number) => void;
  name?: string;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  /** How the current value is shown and announced (default: the number itself). */
  formatValue?: (value: number) => string;
  id?: string;
  className?: string;
}

const normalizeMark = (mark: number | SliderMark, format: (value: number) => string): SliderMark =>
  typeof mark === 'number' ? { value: mark, label: format(mark) } : mark;

const clampPercent = (value: number, min: number, max: number) => (max === min ? 0 : Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100)));

/**
 * A native range input (keyboard, touch and screen readers for free) with the value shown
 * and optional mark labels under the track. Marks are tab-skipped shortcuts for the mouse; the
 * arrow keys already reach every value.
 */
export function Slider({
  label,
  min,
  max,
  step = 1,
  marks = [],
  value,
  onChange,
  name,
  hint,
  error,
  disabled,
  formatValue = String,
  id,
  className,
}: SliderProps) {
  const ids = useFieldIds(id, hint, error);
  const safe = Number.isFinite(value) ? value : min;
  const percent = clampPercent(safe, min, max);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <Header>
        <Value htmlFor={ids.id} aria-live="polite">
          {formatValue(safe)}
        </Value>
      </Header>
      <Range
        type="range"
        id={ids.id}
        name={name}
        min={min}
        max={max}
        step={step}
        value={safe}
        disabled={disabled}
        aria-valuetext={formatValue(safe)}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        $percent={percent}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {marks.length > 0 && (
        <Marks aria-hidden="true">
          {marks
            .map((entry) => normalizeMark(entry, formatValue))
            .map((mark) => (
              <Mark
                key={mark.value}
                type="button"
                tabIndex={-1}
                disabled={disabled}
                $percent={clampPercent(mark.value, min, max)}
                onClick={() => onChange(mark.value)}
              >
                {mark.label}
              </Mark>
            ))}
        </Marks>
      )}
    </FieldFrame>
  );
}
