import { Context } from '@temporalio/activity';

/**
 * Tells Temporal that this activity's try is alive. Steps given a heartbeat timeout are retried
 * that soon after their worker dies, instead of after their whole time limit. Outside an
 * activity (a direct call) there is nobody to tell.
 */
export function activityAlive(): void {
  let context: Context;
  try {
    context = Context.current();
  } catch {
    return;
  }
  context.heartbeat();
}
