import { Alert, Button } from '@pg/ui-kit';

import { CardGrid, Skeleton, Tiles } from './dashboard.styles';

/** Where the figures will be, while they load. */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the dashboard's figures">
      <Tiles as="div">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} $height={76} />
        ))}
      </Tiles>
      <CardGrid style={{ marginTop: 24 }}>
        <Skeleton $height={300} />
        <Skeleton $height={300} />
      </CardGrid>
    </div>
  );
}

/** The figures could not be loaded: what went wrong, in words, and a way to try again. */
export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="danger" title="The dashboard's figures could not be loaded">
      <p>
        {message.includes('fetch') || message.includes('network')
          ? 'The server could not be reached. Check your connection, then try again.'
          : `The server answered: ${message}`}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
