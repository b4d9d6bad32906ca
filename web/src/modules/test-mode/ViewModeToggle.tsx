import { useViewMode } from './viewMode';
import { Dot, Prefix, Toggle } from './ViewModeToggle.styles';

/**
 * The header's "Viewing: Live data / Test data" switch for merchants (test mode). A toggle
 * button (aria-pressed: test data on); lists that hold test objects follow it.
 */
export function ViewModeToggle() {
  const { mode, setMode } = useViewMode();
  const test = mode === 'test';
  return (
    <Toggle type="button" $test={test} aria-pressed={test} onClick={() => setMode(test ? 'live' : 'test')} title="Switch between live and test data">
      <Dot $test={test} aria-hidden="true" />
      <Prefix>Viewing:</Prefix> {test ? 'Test data' : 'Live data'}
    </Toggle>
  );
}
