import { focusRing, media } from '@pg/ui-kit';
import styled from 'styled-components';

/** The URL cell: its lines stack; on a phone it is the only column, as wide as the screen. */
export const UrlCell = styled.div`
  display: grid;
  gap: 4px;
  justify-items: start;
  min-width: 0;
  ${media.down('md')} {
    max-width: calc(100vw - 80px);
  }
`;

/**
 * On a phone at most three lines (about 100 characters) end in an ellipsis; the whole URL is in
 * its tooltip and in the Edit dialog, and shows while it has the keyboard focus. Not on a tap's
 * focus: the card would shrink under the finger on the way to Edit or Delete.
 */
export const Url = styled.code`
  overflow-wrap: anywhere;
  ${media.down('md')} {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    line-clamp: 3;
    overflow: hidden;
    &:focus-visible {
      display: block;
      overflow: visible;
    }
  }
  ${focusRing}
`;

/** Event types, the switch and the actions under the URL on a phone (their columns are hidden there). */
export const PhoneOnly = styled.div`
  ${media.up('md')} {
    display: none;
  }
`;

export const PhoneRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  > :last-child {
    margin-left: auto;
  }
`;

/** One line beside the table's columns (the URL column gives way); they may wrap under a phone's card. */
export const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  white-space: nowrap;
  ${media.down('md')} {
    flex-wrap: wrap;
  }
`;
