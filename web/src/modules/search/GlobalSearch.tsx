import { Dialog, IconButton, media, SearchIcon } from '@pg/ui-kit';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

import { SearchBox } from './SearchBox';

const Wide = styled.div`
  width: min(360px, 40vw);
  ${media.down('sm')} {
    display: none;
  }
`;

const Narrow = styled.div`
  display: none;
  ${media.down('sm')} {
    display: block;
  }
`;

/** Whether an element is laid out (the wide box is display:none on phones). */
function shown(el: HTMLElement | null): el is HTMLElement {
  return el !== null && el.getClientRects().length > 0;
}

/**
 * The header's global search (docs/decisions/0111-global-search.md). From sm up a search box; on
 * phones an icon button opening the box in a full-width dialog. Ctrl/Cmd-K anywhere focuses
 * the box (or opens the dialog); Escape gives focus back to where it was.
 */
export function GlobalSearch() {
  const input = useRef<HTMLInputElement>(null);
  const before = useRef<HTMLElement | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      if (shown(input.current)) {
        if (document.activeElement !== input.current) before.current = document.activeElement as HTMLElement | null;
        input.current.focus();
      } else setDialogOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const giveBackFocus = () => {
    const target = before.current;
    before.current = null;
    if (target && target !== document.body && target.isConnected) target.focus();
    else input.current?.blur();
  };

  return (
    <>
      <Wide>
        <SearchBox ref={input} onDismiss={giveBackFocus} onOpened={() => input.current?.blur()} />
      </Wide>
      <Narrow>
        <IconButton label="Find records" aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
          <SearchIcon size={20} />
        </IconButton>
      </Narrow>
      {/* The dialog returns focus to its opener itself (ui-kit Dialog). */}
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} title="Find records" fullScreen>
        <SearchBox inline={false} onDismiss={() => setDialogOpen(false)} onOpened={() => setDialogOpen(false)} />
      </Dialog>
    </>
  );
}
