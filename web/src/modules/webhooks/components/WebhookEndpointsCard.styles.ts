import { focusRing, media } from '@pg/ui-kit';
import styled from 'styled-components';

/** The URL cell: its lines stack; on a phone the column stays narrow, so the URL is cut. */
export const UrlCell = styled.div`
  display: grid;
  gap: 4px;
  justify-items: start;
  min-width: 0;
  ${media.down('md')} {
    max-width: calc(100vw - 190px);
  }
`;

/**
 * One line with an ellipsis on a phone; the whole URL in its tooltip, and shown (wrapped) while
 * it has the keyboard focus, so it can be read without a pointer.
 */
export const Url = styled.code`
  overflow-wrap: anywhere;
  ${media.down('md')} {
    display: block;
    max-width: 100%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    &:focus {
      white-space: normal;
      overflow-wrap: anywhere;
    }
  }
  ${focusRing}
`;

/** Event types under the URL on a phone (their own column is hidden there). */
export const PhoneOnly = styled.div`
  ${media.up('md')} {
    display: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  flex-wrap: wrap;
`;
