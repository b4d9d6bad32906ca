import type { Tone } from '@pg/domain';
import { Alert, Badge, Collapsible, Spinner } from '@pg/ui-kit';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

import { TableScroll } from './DocBlocks';
import { jsonSchema, type ListedOperation, type OpenApiDocument, type OpenApiSchema, operationsByTag, resolveSchema, schemaName, typeText } from './openapi';

export const OPENAPI_URL = '/api/v1/openapi.json';
export const REFERENCE_MESSAGES = {
  loading: 'Loading the API reference',
  failed: 'The API reference could not be loaded. Please reload the page.',
} as const;

const METHOD_TONES: Record<string, Tone> = { get: 'info', post: 'success', delete: 'danger' };

const OperationTitle = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  code {
    overflow-wrap: anywhere;
  }
`;
const Body = styled.div`
  display: grid;
  gap: 8px;
  padding: 8px 0 16px;
  h5 {
    margin: 8px 0 0;
    font-size: 14px;
  }
  p {
    margin: 0;
  }
`;

async function fetchDocument(): Promise<OpenApiDocument> {
  const res = await fetch(OPENAPI_URL, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as OpenApiDocument;
}

/** The fields of an object schema as a table: name, type, required, meaning. */
function FieldsTable({ doc, schema, label }: { doc: OpenApiDocument; schema: OpenApiSchema | undefined; label: string }) {
  const resolved = resolveSchema(doc, schema);
  const properties = Object.entries(resolved?.properties ?? {});
  if (properties.length === 0) return schema ? <p>{typeText(schema)}</p> : null;
  return (
    <TableScroll label={label}>
      <table>
        <thead>
          <tr>
            <th>Field</th>
            <th>Type</th>
            <th>Required</th>
            <th>Meaning</th>
          </tr>
        </thead>
        <tbody>
          {properties.map(([name, property]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{typeText(property)}</td>
              <td>{resolved?.required?.includes(name) ? 'yes' : 'no'}</td>
              <td>{property.description ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Operation({ doc, listed }: { doc: OpenApiDocument; listed: ListedOperation }) {
  const { method, path, operation } = listed;
  const name = `${method.toUpperCase()} ${path}`;
  const parameters = operation.parameters ?? [];
  const body = jsonSchema(operation.requestBody?.content);
  return (
    <Collapsible
      headingLevel={4}
      title={
        <OperationTitle>
          <Badge tone={METHOD_TONES[method] ?? 'neutral'}>{method.toUpperCase()}</Badge>
          <code>{path}</code>
          {operation.summary ? <span>{operation.summary}</span> : null}
        </OperationTitle>
      }
    >
      <Body>
        {operation.description ? <p>{operation.description}</p> : null}
        {parameters.length > 0 ? (
          <>
            <h5>Parameters</h5>
            <TableScroll label={`${name} parameters`}>
              <table>
                <thead>
                  <tr>
                    <th>Name</th>
                    <th>In</th>
                    <th>Type</th>
                    <th>Required</th>
                    <th>Meaning</th>
                  </tr>
                </thead>
                <tbody>
                  {parameters.map((p) => (
                    <tr key={`${p.in}-${p.name}`}>
                      <td>
                        <code>{p.name}</code>
                      </td>
                      <td>{p.in}</td>
                      <td>{typeText(p.schema)}</td>
                      <td>{p.required ? 'yes' : 'no'}</td>
                      <td>{p.description ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        ) : null}
        {body ? (
          <>
            <h5>Request body: {typeText(body)}</h5>
            <FieldsTable doc={doc} schema={body} label={`${name} request body`} />
          </>
        ) : null}
        <h5>Responses</h5>
        <TableScroll label={`${name} responses`}>
          <table>
            <thead>
              <tr>
                <th>Status</th>
                <th>Body</th>
                <th>When</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(operation.responses ?? {}).map(([status, response]) => (
                <tr key={status}>
                  <td>{status}</td>
                  <td>{typeText(jsonSchema(response.content))}</td>
                  <td>{response.description ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Body>
    </Collapsible>
  );
}

/**
 * The REST API reference, rendered from the API's own OpenAPI document: every operation (its
 * parameters, body and answers) and every object. Loaded with the page's guides around it.
 */
export function ApiReference({ load = fetchDocument }: { load?: () => Promise<OpenApiDocument> }) {
  const [state, setState] = useState<{ doc?: OpenApiDocument; failed?: boolean }>({});
  useEffect(() => {
    let live = true;
    load().then(
      (doc) => live && setState({ doc }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [load]);

  if (state.failed) return <Alert tone="danger">{REFERENCE_MESSAGES.failed}</Alert>;
  const doc = state.doc;
  if (!doc) return <Spinner label={REFERENCE_MESSAGES.loading} />;
  const schemas = Object.entries(doc.components?.schemas ?? {});
  return (
    <div>
      <p>
        {doc.info.title} {doc.info.version}, generated from the code as <a href={OPENAPI_URL}>OpenAPI {doc.openapi}</a> (use it with any OpenAPI client
        generator).
      </p>
      {operationsByTag(doc).map(({ tag, operations }) => (
        <section key={tag} aria-label={tag}>
          <h3>{tag}</h3>
          {operations.map((listed) => (
            <Operation key={`${listed.method} ${listed.path}`} doc={doc} listed={listed} />
          ))}
        </section>
      ))}
      {schemas.length > 0 ? (
        <section aria-label="Objects">
          <h3>Objects</h3>
          {schemas.map(([name, schema]) => (
            <Collapsible key={name} headingLevel={4} title={<code>{schemaName(name)}</code>}>
              <Body>
                {schema.description ? <p>{schema.description}</p> : null}
                <FieldsTable doc={doc} schema={schema} label={`${schemaName(name)} fields`} />
              </Body>
            </Collapsible>
          ))}
        </section>
      ) : null}
    </div>
  );
}
