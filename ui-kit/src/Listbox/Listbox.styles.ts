import styled from 'styled-components';

/** The floating option list shared by SelectField and Autocomplete. */
export const Popup = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.menu};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  overflow: hidden;
`;

export const OptionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  max-height: 264px;
  overflow-y: auto;
`;

export const Option = styled.li<{ $active: boolean; $selected: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  cursor: pointer;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.text)};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

export const PopupNote = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Anchor = styled.div`
  position: relative;
`;
