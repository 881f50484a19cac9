/** Builds the OpenAPI 3.1 document from the operations the routers declare (api/routes/endpoint.ts). */
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { componentSchemas } from './components.ts';
import { pathParameters, tags, writeLimited, type AuthRequirement, type Operation } from './operation.ts';

type Schema = Record<string, unknown>;

export interface RequestField {
  name: string;
  required: boolean;
  schema: Schema;
  /** The messages the API answers with when this field breaks a rule, in the order the rules run. */
  messages: string[];
  default?: unknown;
}

interface ValibotNode {
  type: string;
  kind: string;
  message?: unknown;
  entries?: Record<string, ValibotNode>;
  wrapped?: ValibotNode;
  default?: unknown;
  options?: ValibotNode[];
  item?: ValibotNode;
  pipe?: ValibotNode[];
}

function collectMessages(node: ValibotNode | undefined, into: string[]): void {
  if (!node) return;
  if (typeof node.message === 'string') into.push(node.message);
  if (node.wrapped) collectMessages(node.wrapped, into);
  for (const option of node.options ?? []) collectMessages(option, into);
  for (const step of node.pipe?.slice(1) ?? []) {
    if (step.kind === 'schema') collectMessages(step, into);
    else if (typeof step.message === 'string') into.push(step.message);
  }
}

const jsonSchemaOf = (schema: v.GenericSchema): Schema => {
  // Transforms (trim, Number) have no JSON Schema; the checks around them still convert.
  const converted = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore', typeMode: 'ignore' }) as Schema;
  delete converted.$schema;
  return converted;
};

/**
 * Whether the server refuses a request without this field: a missing field reaches its rule as
 * undefined (or as its default), so the field is required exactly when its rule refuses that.
 */
function requiredByServer(entry: ValibotNode): boolean {
  try {
    return !v.safeParse(entry as unknown as v.GenericSchema, undefined).success;
  } catch {
    // A rule that cannot even look at undefined (a transform of a string) refuses it.
    return true;
  }
}

/** The fields of an object schema with their JSON Schema, whether they are required, and their messages. */
export function requestFields(schema: v.GenericSchema): RequestField[] {
  const node = schema as unknown as ValibotNode;
  const converted = jsonSchemaOf(schema);
  const properties = (converted.properties ?? {}) as Record<string, Schema>;
  return Object.entries(node.entries ?? {}).map(([name, entry]) => {
    const messages: string[] = [];
    collectMessages(entry, messages);
    const optional = entry.type === 'optional' || entry.type === 'nullish';
    const { default: _ignored, ...fieldSchema } = properties[name] ?? {};
    return {
      name,
      required: requiredByServer(entry),
      schema: fieldSchema,
      messages: [...new Set(messages)],
      ...(optional && entry.default !== undefined && typeof entry.default !== 'function' ? { default: entry.default } : {}),
    };
  });
}

/** The object schema for a request body, each property carrying its messages as `x-messages`. */
function bodySchema(schema: v.GenericSchema | undefined, files?: Operation['files']): Schema {
  const fields = schema ? requestFields(schema) : [];
  const properties: Record<string, Schema> = {};
  for (const field of fields) {
    properties[field.name] = {
      ...field.schema,
      ...(field.default !== undefined ? { default: field.default } : {}),
      ...(field.messages.length ? { 'x-messages': field.messages } : {}),
    };
  }
  if (files) {
    const file = { type: 'string', contentMediaType: 'image/*', description: files.description };
    properties[files.field] = files.multiple ? { type: 'array', items: file, description: files.description } : file;
  }
  const required = fields.filter((field) => field.required).map((field) => field.name);
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** `/projects/{id}` → ['id']. */
export const pathParameterNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

const security: Record<AuthRequirement, unknown[]> = {
  public: [],
  optional: [{}, { bearerAuth: [] }],
  user: [{ bearerAuth: [] }],
  agent: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
};

export const authLabels: Record<AuthRequirement, string> = {
  public: 'Public',
  optional: 'Public; a bearer token personalises the answer',
  user: 'Logged-in user (bearer token)',
  agent: 'Agent or admin (bearer token of a user with role agent or admin)',
  admin: 'Admin (bearer token of a user with role admin)',
};

/** Error statuses every operation of this shape can answer, with what they mean. */
export function errorStatuses(operation: Operation): Record<number, string> {
  const statuses: Record<number, string> = {};
  if ((operation.body || operation.query || operation.files) && !operation.readByHandler)
    statuses[400] = 'Validation failed: `errors.name` is ValidationError and `errors.fields` gives one message per field.';
  if (operation.auth !== 'public')
    statuses[401] =
      operation.auth === 'optional'
        ? 'A bearer token was sent but is invalid; TokenExpiredError when it has expired.'
        : 'No valid bearer token: UnauthorizedError, or TokenExpiredError when it has expired (refresh and retry once).';
  if (operation.auth === 'admin') statuses[403] = 'The caller is not an admin: "Administrator privileges are required for this action."';
  if (operation.auth === 'agent')
    statuses[403] = 'The caller is neither an agent nor an admin: "Agent or administrator privileges are required for this action."';
  if (pathParameterNames(operation.path).length) statuses[404] = 'No such record (also for a malformed id).';
  // Every write is rate limited (api/auth/rateLimits.ts): per user and per client address.
  const errors = operation.method === 'get' ? operation.errors : { ...writeLimited, ...operation.errors };
  for (const [status, description] of Object.entries(errors ?? {})) statuses[Number(status)] = description ?? '';
  return statuses;
}

function dataSchema(shape: string | null): Schema | undefined {
  if (!shape) return undefined;
  if (shape === 'null') return { type: 'null' };
  if (shape.endsWith('[]')) return { type: 'array', items: { $ref: `#/components/schemas/${shape.slice(0, -2)}` } };
  return { $ref: `#/components/schemas/${shape}` };
}

function successResponse(operation: Operation): Schema {
  const { success } = operation;
  if (success.raw) {
    return {
      description: success.description,
      content: {
        [success.raw.contentType]: { schema: success.raw.contentType === 'application/json' ? { type: 'object' } : { type: 'string' } },
      },
    };
  }
  const data = dataSchema(success.data);
  const properties: Record<string, Schema> = {
    message: success.message ? { type: 'string', const: success.message } : { type: 'string' },
    ...(data ? { data } : {}),
    ...(success.meta ? { meta: { $ref: `#/components/schemas/${success.meta}` } } : {}),
  };
  return {
    description: success.description,
    content: {
      'application/json': {
        // The envelope carries nothing else: a `data` the operation does not document is an error.
        schema: {
          type: 'object',
          properties,
          required: [...(success.message ? ['message'] : []), ...(data ? ['data'] : [])],
          additionalProperties: false,
        },
      },
    },
  };
}

function queryParameters(schema: v.GenericSchema | undefined): Schema[] {
  if (!schema) return [];
  return requestFields(schema).map((field) => ({
    name: field.name,
    in: 'query',
    required: field.required,
    schema: field.schema,
    ...(field.messages.length ? { 'x-messages': field.messages } : {}),
  }));
}

function toOpenApiOperation(operation: Operation): Schema {
  const parameters = [
    ...pathParameterNames(operation.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      description: operation.pathParameters?.[name] ?? pathParameters[name] ?? name,
      schema: { type: 'string' },
    })),
    ...queryParameters(operation.query),
  ];
  const requestBody =
    operation.body || operation.files
      ? {
          required:
            Boolean(operation.body && requestFields(operation.body).some((field) => field.required)) ||
            Boolean(operation.files && !operation.body),
          content: operation.files
            ? {
                'multipart/form-data': { schema: bodySchema(operation.body, operation.files) },
                ...(operation.body ? { 'application/json': { schema: bodySchema(operation.body) } } : {}),
              }
            : { 'application/json': { schema: bodySchema(operation.body) } },
        }
      : undefined;
  // An operation's own errors may answer a page (errorType); the guards' and the rate limits' answer JSON.
  const errorContent = (status: string) =>
    operation.errorType && operation.errors?.[Number(status)]
      ? { [operation.errorType]: { schema: { type: 'string' } } }
      : { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const errorResponses = Object.fromEntries(
    Object.entries(errorStatuses(operation)).map(([status, description]) => [status, { description, content: errorContent(status) }]),
  );
  return {
    operationId: `${operation.method}${operation.path.replace(/\{(\w+)\}/g, 'By_$1').replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ''))}`,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    security: security[operation.auth],
    'x-auth': operation.auth,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { [operation.success.status]: successResponse(operation), ...errorResponses },
  };
}

export const API_PREFIX = '/api/v1';

export function buildOpenApiDocument(list: Operation[]): Schema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of list) {
    // The site's own files are served at its root, not below the API's prefix.
    paths[operation.path] ??= operation.root ? { servers: [{ url: '/' }] } : {};
    paths[operation.path][operation.method] = toOpenApiOperation(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Surat real-estate agency API',
      version: '1.0.0',
      description:
        "Listings, projects, accounts, favourites and offline sync of the agency's site. Successes answer `{ message?, data, meta? }`; errors `{ message, errors: { name, fields? } }`. Ids are under `_id`, dates are ISO 8601 strings. Images are served same-origin under /media with immutable cache headers.",
    },
    servers: [{ url: API_PREFIX }],
    tags: [...new Set(list.map((operation) => operation.tag))].map((name) => ({ name, description: tags[name] })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from /users/login or /users/refreshToken.',
        },
      },
      schemas: componentSchemas,
    },
  };
}
