// GET /api/v1/openapi.json: the API described as OpenAPI 3.1, generated from the operations and
// their zod schemas (z.toJSONSchema), never written by hand.
import { z } from 'zod';
import type { ApiOperation } from './api-operation';
import { API_OPERATIONS } from './api-operations';
import { requestSchemas, responseSchemas } from './api-schemas';

type JsonSchema = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Dados inválidos (a mensagem diz o quê; `details` aponta os campos).',
  401: 'Chave de API ausente, inválida ou revogada.',
  403: 'A chave é somente leitura, ou quem a criou é Leitor no espaço de trabalho dela.',
  404: 'Não encontrado no espaço de trabalho da chave.',
  409: 'Alias já em uso.',
  413: 'Corpo da requisição grande demais.',
  415: 'Corpo em outro formato que não JSON (envie Content-Type: application/json).',
  429: 'Limite de requisições por minuto desta chave, ou de chaves inválidas vindas deste endereço, atingido (veja Retry-After).',
};

const componentRef = (id: string) => `#/components/schemas/${id}`;

function components(registry: typeof responseSchemas, io: 'input' | 'output') {
  const { schemas } = z.toJSONSchema(registry, { uri: componentRef, io, unrepresentable: 'any' });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
      return [id, rest];
    }),
  );
}

function refTo(registry: typeof responseSchemas, schema: z.ZodType): JsonSchema {
  const id = registry.get(schema)?.id;
  if (!id) throw new Error('openapi: every body and answer schema must be registered with an id');
  return { $ref: componentRef(id) };
}

/** Path and query parameters, one per property of their zod object. */
function parameters(schema: z.ZodType | undefined, place: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: place,
      required: place === 'path' || (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

function operationObject(op: ApiOperation): JsonSchema {
  const writes = op.method !== 'GET';
  const errors = [...op.errors, ...(op.body ? [413, 415] : []), 401, ...(writes ? [403] : []), 429];
  return {
    operationId: op.operationId,
    summary: op.summary,
    tags: [op.tag],
    parameters: [...parameters(op.params, 'path'), ...parameters(op.query, 'query')],
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: refTo(requestSchemas, op.body) } },
          },
        }
      : {}),
    responses: {
      [op.success.status]: {
        description: op.success.description,
        ...(op.success.schema
          ? {
              content: {
                'application/json': { schema: refTo(responseSchemas, op.success.schema) },
              },
            }
          : {}),
      },
      ...Object.fromEntries(
        errors.map((status) => [
          status,
          {
            description: ERROR_DESCRIPTIONS[status],
            content: { 'application/json': { schema: { $ref: componentRef('Error') } } },
          },
        ]),
      ),
    },
  };
}

/** The document of the API that answers at `apiUrl` (`{PUBLIC_URL}/api/v1` on our server). */
export function buildOpenApiDocument(apiUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of API_OPERATIONS) {
    const path = op.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [op.method.toLowerCase()]: operationObject(op) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'QR Link API',
      version: '1.0.0',
      description:
        'Crie, liste, altere e exclua QR Codes dinâmicos e links encurtados e leia suas análises. ' +
        'Crie uma chave em Configurações da Conta > API e envie-a em `Authorization: Bearer qrl_...`. ' +
        'Cada chave age como a sua conta e tem um limite de requisições por minuto.',
    },
    servers: [{ url: apiUrl }],
    security: [{ apiKey: [] }],
    tags: [{ name: 'QR Codes' }, { name: 'Links encurtados' }],
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'Uma chave de API (qrl_...) criada em Configurações da Conta > API.',
        },
      },
      schemas: { ...components(responseSchemas, 'output'), ...components(requestSchemas, 'input') },
    },
  };
}
