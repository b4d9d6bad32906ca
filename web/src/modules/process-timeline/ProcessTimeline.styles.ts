import { media, visuallyHidden } from '@pg/ui-kit';
import styled, { css } from 'styled-components';

import type { TimelineStep } from './graphql/processTimeline';

type State = TimelineStep['state'];

export const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

export const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 20px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.md};
  /* The line joining one step's marker to the next. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    left: 9px;
    top: 20px;
    bottom: 0;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

const markers: Record<State, ReturnType<typeof css>> = {
  done: css`
    background: ${({ theme }) => theme.colors.success};
    border-color: ${({ theme }) => theme.colors.success};
  `,
  failed: css`
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
  current: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 4px ${({ theme }) => theme.colors.primarySoft};
  `,
  waiting: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.warning};
    border-style: dashed;
  `,
};

export const Marker = styled.span<{ $state: State }>`
  box-sizing: border-box;
  width: 20px;
  height: 20px;
  margin-top: 1px;
  border-radius: 50%;
  border: 2px solid;
  ${({ $state }) => markers[$state]}
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.span<{ $state: State }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $state }) => ($state === 'failed' ? theme.tones.danger.fg : theme.colors.text)};
`;

export const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

export const Detail = styled.span`
  font-size: 14px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  ${media.down('sm')} {
    justify-content: flex-start;
  }
`;

export const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
