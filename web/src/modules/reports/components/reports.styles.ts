import { media } from '@pg/ui-kit';
import styled from 'styled-components';

// Layout of /reports: the form beside the list on wide screens, above it on phones.

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr) 340px;
  align-items: start;
  ${media.down('lg')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** On wide screens the form sits right of the list; on narrow ones it comes first. */
export const FormColumn = styled.div`
  grid-column: 2;
  grid-row: 1;
  min-width: 0;
  ${media.down('lg')} {
    grid-column: 1;
  }
`;

export const ListColumn = styled.div`
  grid-column: 1;
  grid-row: 1;
  min-width: 0;
  ${media.down('lg')} {
    grid-row: 2;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'what actions'
    'when actions';
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
  }
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'what' 'when' 'actions';
  }
`;

/** The report's name and status on one line; why it paused itself below them. */
export const What = styled.div`
  grid-area: what;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const ReportName = styled.h3`
  margin: 0;
  font-size: 15px;
`;

export const When = styled.dl`
  grid-area: when;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: 13px;
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
  }
`;

export const Actions = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
  ${media.down('md')} {
    justify-content: flex-start;
  }
`;

export const Reason = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;
