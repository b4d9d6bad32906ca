import type { OpenAPIObject } from '@nestjs/swagger';

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
type Responses = Operation['responses'];

/** Headers every answer of /api/v1 carries, and those of an idempotent POST's answers. */
const REQUEST_ID_HEADER = {
  description: 'The id of this request (yours when you sent a valid X-Request-Id): quote it to support',
  schema: { type: 'string' },
};
const REPLAYED_HEADER = {
  description: 'true when this is the stored answer of an earlier request with the same Idempotency-Key',
  schema: { type: 'string', enum: ['true'] },
};

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorDto' } } };

/**
 * "Create, then read" (OpenAPI links): from each create operation's answer to the operations
 * that take its id, so a client (and a stateful fuzzer) can follow them.
 */
const LINKS: Record<string, Record<string, { operationId: string; parameters: Record<string, string> }>> = {
  createCheckout: {
    RetrieveCheckout: { operationId: 'retrieveCheckout', parameters: { id: '$response.body#/id' } },
    RefundCheckout: { operationId: 'createRefund', parameters: { id: '$response.body#/id' } },
    ListCheckoutsAfter: { operationId: 'listCheckouts', parameters: { starting_after: '$response.body#/id' } },
  },
  createRefund: {
    RetrieveRefund: { operationId: 'retrieveRefund', parameters: { id: '$response.body#/id' } },
  },
};

function operations(document: OpenAPIObject): Operation[] {
  return Object.values(document.paths).flatMap((item) => [item.get, item.post, item.put, item.patch, item.delete].filter((op): op is Operation => !!op));
}

/**
 * Completes the generated document so it says everything the server answers (decision 0187):
 * X-Request-Id on every answer, Idempotent-Replayed on an idempotent POST's, the 400 every
 * operation gives to a query parameter it does not know, and the links above.
 */
export function completeContract(document: OpenAPIObject): OpenAPIObject {
  for (const operation of operations(document)) {
    const responses: Responses = operation.responses;
    const idempotent = (operation.parameters ?? []).some((p) => 'name' in p && p.name === 'Idempotency-Key');
    // A query parameter the operation does not declare is refused (rest-strict.middleware.ts).
    responses['400'] ??= { description: 'Invalid parameters: `param` names the first one at fault', content: ERROR_CONTENT };
    for (const [status, response] of Object.entries(responses)) {
      if (!response || '$ref' in response) continue;
      response.headers = {
        'X-Request-Id': REQUEST_ID_HEADER,
        ...(idempotent && status !== '409' ? { 'Idempotent-Replayed': REPLAYED_HEADER } : {}),
        ...response.headers,
      };
    }
    const links = operation.operationId ? LINKS[operation.operationId] : undefined;
    const created = responses['201'];
    if (links && created && !('$ref' in created)) created.links = links;
  }
  return document;
}
