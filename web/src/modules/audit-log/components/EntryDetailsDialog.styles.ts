import styled from 'styled-components';

/** Facts of the entry: label and value pairs, wrapping on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, max-content) 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Values (URLs, ids) break anywhere rather than push the dialog wider than a phone. */
export const ChangeTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  & caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  & th,
  & td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  & th {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;
