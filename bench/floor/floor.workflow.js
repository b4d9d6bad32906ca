// The floor of payInvoice: a workflow that waits for one update whose handler runs one activity
// (one PostgreSQL transaction). Bundled by the bench's worker (webpack), never run by Node itself.
import { allHandlersFinished, condition, defineUpdate, proxyActivities, proxyLocalActivities, setHandler } from '@temporalio/workflow';

const { oneTransaction } = proxyActivities({ startToCloseTimeout: '15 seconds' });
// The receipt's place in payInvoice: a local activity (docs/decisions/0117-receipt-local-activity.md).
const local = proxyLocalActivities({ startToCloseTimeout: '15 seconds' });

export const floorUpdate = defineUpdate('floor');

export async function floorWorkflow() {
  let done = false;
  setHandler(floorUpdate, async (n) => {
    const result = await oneTransaction(n);
    done = true;
    return result;
  });
  await condition(() => done && allHandlersFinished());
}

// The floor in payInvoice's shape: the same update, then a local activity in the workflow task that
// answers it (the receipt's place: run by the worker within that task, recorded as a marker).
export async function floorShapedWorkflow() {
  let done = 0;
  setHandler(floorUpdate, async (n) => {
    const result = await oneTransaction(n);
    done = n;
    return result;
  });
  await condition(() => done !== 0 && allHandlersFinished());
  await local.oneTransaction(-done);
}
