import { Button, Card } from '@pg/ui-kit';

import { Muted, Stack } from '../../app/components/page.styles';
import type { PanelButton } from './refundActions';

/** Approve and Decline of the viewer's stage (spec 001 s2, s4 last point). */
export function ActionPanel({ buttons, onAction }: { buttons: PanelButton[]; onAction: (button: PanelButton) => void }) {
  return (
    <Card title="Actions">
      <Stack>
        {buttons.length === 0 && <Muted>No action is awaiting you on this refund.</Muted>}
        {buttons.map((button) => (
          <Button key={button.action} variant={button.variant} fullWidth disabled={!button.enabled} onClick={() => onAction(button)}>
            {button.label}
          </Button>
        ))}
      </Stack>
    </Card>
  );
}
