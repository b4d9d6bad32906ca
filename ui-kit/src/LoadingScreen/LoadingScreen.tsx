import { Spinner } from '../Spinner';
import { Screen } from './LoadingScreen.styles';

export interface LoadingScreenProps {
  /** Accessible name of the spinner; nothing else is drawn while the app loads. */
  label?: string;
}

/** Full-page loading state (session restore, lazy routes). Deliberately empty besides the spinner. */
export function LoadingScreen({ label = 'Loading' }: LoadingScreenProps) {
  return (
    <Screen>
      <Spinner size="lg" label={label} />
    </Screen>
  );
}
