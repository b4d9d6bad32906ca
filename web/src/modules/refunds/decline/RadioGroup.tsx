import styled from 'styled-components';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  & legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  & label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
  & label[data-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Error = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
`;

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface RadioGroupProps {
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** Native radios (the kit has none); the wizard's reason, policy and mode choices. */
export function RadioGroup({ legend, name, options, value, error, onChange }: RadioGroupProps) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} data-disabled={option.disabled ? 'true' : 'false'}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      {error && <Error role="alert">{error}</Error>}
    </Fieldset>
  );
}
