import styled from 'styled-components';

import { controlBox } from '../Field';

export const Trigger = styled.button<{ $invalid?: boolean; $placeholder: boolean }>`
  ${controlBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  text-align: left;
  cursor: pointer;
  color: ${({ theme, $placeholder }) => ($placeholder ? theme.colors.textMuted : theme.colors.text)};
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;
