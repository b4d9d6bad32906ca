// The slice of an OpenAPI 3.1 document the API reference renders (the API's /api/v1/openapi.json).

export interface OpenApiSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: readonly unknown[];
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  description?: string;
  oneOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  additionalProperties?: OpenApiSchema | boolean;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: OpenApiSchema;
}

export interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: OpenApiSchema }>;
  headers?: Record<string, { description?: string }>;
}

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: OpenApiSchema }> };
  responses?: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface ListedOperation {
  method: (typeof METHODS)[number];
  path: string;
  operation: OpenApiOperation;
}

/** Operations grouped by their first tag, tags and operations in the document's order. */
export function operationsByTag(doc: OpenApiDocument): { tag: string; operations: ListedOperation[] }[] {
  const groups = new Map<string, ListedOperation[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}

/** The name a $ref points to: "#/components/schemas/RefundResourceDto" → "RefundResource". */
export function schemaName(ref: string): string {
  return ref.split('/').pop()!.replace(/Dto$/, '');
}

export function resolveSchema(doc: OpenApiDocument, schema: OpenApiSchema | undefined): OpenApiSchema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components?.schemas?.[schema.$ref.split('/').pop()!];
}

/** A short type: "string (uuid)", "RefundResource", "string | null", "array of Checkout", "one of: a, b". */
export function typeText(schema: OpenApiSchema | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return schemaName(schema.$ref);
  if (schema.enum) return `one of: ${schema.enum.map(String).join(', ')}`;
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return alternatives.map(typeText).join(' | ');
  if (schema.allOf?.length === 1) return typeText(schema.allOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types
    .map((type) => {
      if (type === 'array') return `array of ${typeText(schema.items)}`;
      if (type === 'object' && typeof schema.additionalProperties === 'object') return `object of ${typeText(schema.additionalProperties)}`;
      return schema.format && type !== 'null' ? `${type} (${schema.format})` : type;
    })
    .join(' | ');
}

/** The schema of a JSON body or answer, if any. */
export function jsonSchema(content: Record<string, { schema?: OpenApiSchema }> | undefined): OpenApiSchema | undefined {
  return content?.['application/json']?.schema;
}
