import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  flex-wrap: wrap;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  & span {
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    font-size: 12px;
    /* A step still to do is an outlined circle: white on the light grey fill it had was 1.9:1. */
    color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.primaryContrast)};
    background: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.surface : theme.colors.primary)};
    box-shadow: inset 0 0 0 1px ${({ theme, $state }) => ($state === 'todo' ? theme.colors.borderStrong : theme.colors.primary)};
  }
`;

/** Step indicator of the decline wizard. */
export function Stepper({ steps, active }: { steps: readonly string[]; active: number }) {
  return (
    <List aria-label="Steps">
      {steps.map((step, index) => (
        <Item key={step} $state={index < active ? 'done' : index === active ? 'current' : 'todo'} aria-current={index === active ? 'step' : undefined}>
          <span>{index + 1}</span>
          {step}
        </Item>
      ))}
    </List>
  );
}
