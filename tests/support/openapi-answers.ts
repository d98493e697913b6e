/**
 * Checks the API's answers against the OpenAPI document the server itself serves: the document
 * must be a valid OpenAPI 3.1 description, and each answer must match the schema it declares for
 * that operation and status (JSON Schema 2020-12, with formats).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, unknown> };
}
interface OperationObject {
  operationId: string;
  responses: Record<string, { content?: { 'application/json': { schema: unknown } } }>;
}

const DOCUMENT_ID = 'https://qrlink.test/openapi.json';

export interface AnswerChecker {
  /** Problems of `body` against the schema of `operationId` at `status` (empty when it fits). */
  problems(operationId: string, status: number, body: unknown): string[];
  /** Every operation id the document lists. */
  operationIds(): string[];
}

export async function openApiProblems(document: unknown): Promise<string[]> {
  const result = await new Validator().validate(document as Record<string, unknown>);
  return result.valid ? [] : [JSON.stringify(result.errors).slice(0, 2000)];
}

export function answerChecker(document: OpenApiDocument): AnswerChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
  const operations = new Map<string, OperationObject>();
  for (const methods of Object.values(document.paths)) {
    for (const op of Object.values(methods)) operations.set(op.operationId, op);
  }
  return {
    operationIds: () => [...operations.keys()],
    problems(operationId, status, body) {
      const response = operations.get(operationId)?.responses[String(status)];
      if (!response) return [`${operationId} declares no ${status} answer`];
      const schema = response.content?.['application/json'].schema as { $ref?: string } | undefined;
      if (!schema)
        return body === '' || body === undefined ? [] : ['a body where none is declared'];
      const validate = ajv.getSchema(`${DOCUMENT_ID}${schema.$ref}`);
      if (!validate) return [`unresolvable ${schema.$ref}`];
      return validate(body)
        ? []
        : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
    },
  };
}
