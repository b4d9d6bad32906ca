import styled from 'styled-components';

import { focusRing } from '../theme';

export const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RowCount = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Select = styled.select`
  height: 32px;
  padding: 0 28px 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%235A6475' stroke-width='2.5'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E")
    no-repeat right 8px center;
  appearance: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}
`;

export const Range = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`;

export const Nav = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  & > button {
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
`;
