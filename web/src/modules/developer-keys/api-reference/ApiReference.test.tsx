import { UiKitProvider } from '@pg/ui-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ApiReference, REFERENCE_MESSAGES } from './ApiReference';
import { type OpenApiDocument, operationsByTag, typeText } from './openapi';

// A document shaped like the API's /api/v1/openapi.json (@nestjs/swagger, OpenAPI 3.1).
const DOC: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'BhutanPay REST API', version: 'v1' },
  paths: {
    '/api/v1/checkouts/{id}/refunds': {
      post: {
        operationId: 'createRefund',
        summary: 'Refund a paid checkout, in part or in full',
        description: 'Opens a refund at the merchant stage.',
        tags: ['Refunds'],
        parameters: [
          { name: 'Idempotency-Key', in: 'header', required: false, description: 'Replayed for 24 hours', schema: { type: 'string' } },
          { name: 'id', in: 'path', required: true, description: 'The checkout id', schema: { type: 'string', format: 'uuid' } },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/RefundCreateBodyDto' } } } },
        responses: {
          '201': { description: 'The refund', content: { 'application/json': { schema: { $ref: '#/components/schemas/RefundResourceDto' } } } },
          '422': {
            description: 'This Idempotency-Key was used with other parameters',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorDto' } } },
          },
        },
      },
    },
    '/api/v1/refunds/{id}': {
      get: {
        operationId: 'retrieveRefund',
        summary: 'Retrieve a refund',
        tags: ['Refunds'],
        responses: { '200': { description: '', content: { 'application/json': { schema: { $ref: '#/components/schemas/RefundResourceDto' } } } } },
      },
    },
    '/api/v1/checkouts': {
      get: { operationId: 'listCheckouts', summary: 'List checkouts', tags: ['Checkouts'], responses: { '200': { description: '' } } },
    },
  },
  components: {
    schemas: {
      RefundCreateBodyDto: {
        type: 'object',
        required: ['amount', 'reason'],
        properties: {
          amount: { oneOf: [{ type: 'string' }, { type: 'number' }], description: 'Decimal' },
          reason: { type: 'string', enum: ['duplicateCharges', 'other'] },
          notes: { type: 'string', description: 'Required when reason is other' },
        },
      },
      RefundResourceDto: {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'string', format: 'uuid' }, closedAt: { type: ['string', 'null'], format: 'date-time' } },
      },
      ApiErrorDto: { type: 'object', properties: { error: { $ref: '#/components/schemas/ApiErrorDetailDto' } } },
    },
  },
};

const renderReference = (load: () => Promise<OpenApiDocument>) =>
  render(
    <UiKitProvider>
      <ApiReference load={load} />
    </UiKitProvider>,
  );

describe('API reference (rendered from the OpenAPI document)', () => {
  it('groups operations by tag and types schemas in short words', () => {
    expect(operationsByTag(DOC).map((g) => [g.tag, g.operations.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ['Refunds', ['post /api/v1/checkouts/{id}/refunds', 'get /api/v1/refunds/{id}']],
      ['Checkouts', ['get /api/v1/checkouts']],
    ]);
    expect(typeText({ type: ['string', 'null'], format: 'date-time' })).toBe('string (date-time) | null');
    expect(typeText({ type: 'array', items: { $ref: '#/components/schemas/CheckoutResourceDto' } })).toBe('array of CheckoutResource');
    expect(typeText({ type: 'object', additionalProperties: { type: 'string' } })).toBe('object of string');
    expect(typeText({ oneOf: [{ type: 'string' }, { type: 'number' }] })).toBe('string | number');
  });

  it('shows every operation with its parameters, body fields and answers, and every object', async () => {
    renderReference(async () => DOC);
    expect(screen.getByRole('progressbar', { name: REFERENCE_MESSAGES.loading })).toBeInTheDocument();
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    const create = within(refunds).getByRole('button', { name: /POST \/api\/v1\/checkouts\/\{id\}\/refunds Refund a paid checkout/ });
    expect(within(refunds).getByRole('button', { name: /GET \/api\/v1\/refunds\/\{id\} Retrieve a refund/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Checkouts' })).getByRole('button', { name: /GET \/api\/v1\/checkouts List checkouts/ }),
    ).toBeInTheDocument();

    expect(create).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(create);
    expect(create).toHaveAttribute('aria-expanded', 'true');
    const parameters = screen.getByRole('group', { name: 'POST /api/v1/checkouts/{id}/refunds parameters' });
    expect(
      within(parameters)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['NameInTypeRequiredMeaning', 'Idempotency-KeyheaderstringnoReplayed for 24 hours', 'idpathstring (uuid)yesThe checkout id']);
    expect(screen.getByRole('heading', { name: 'Request body: RefundCreateBody' })).toBeInTheDocument();
    const body = screen.getByRole('group', { name: 'POST /api/v1/checkouts/{id}/refunds request body' });
    expect(
      within(body)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'FieldTypeRequiredMeaning',
      'amountstring | numberyesDecimal',
      'reasonone of: duplicateCharges, otheryes',
      'notesstringnoRequired when reason is other',
    ]);
    const answers = screen.getByRole('group', { name: 'POST /api/v1/checkouts/{id}/refunds responses' });
    expect(
      within(answers)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['StatusBodyWhen', '201RefundResourceThe refund', '422ApiErrorThis Idempotency-Key was used with other parameters']);

    const objects = screen.getByRole('region', { name: 'Objects' });
    await userEvent.click(within(objects).getByRole('button', { name: 'RefundResource' }));
    expect(
      within(screen.getByRole('group', { name: 'RefundResource fields' }))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['FieldTypeRequiredMeaning', 'idstring (uuid)yes', 'closedAtstring (date-time) | nullno']);
    expect(screen.getByRole('link', { name: 'OpenAPI 3.1.0' })).toHaveAttribute('href', '/api/v1/openapi.json');
  });

  it('says so when the document cannot be loaded', async () => {
    renderReference(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(REFERENCE_MESSAGES.failed);
  });
});
