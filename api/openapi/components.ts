/** The OpenAPI component schemas, generated from the contract's answer schemas (contract/answers.ts). */
import { toJsonSchemaDefs } from '@valibot/to-json-schema';
import { answerSchemas } from '../../contract/answers.ts';

type Schema = Record<string, unknown>;

/** Each answer schema as JSON Schema; a schema nested in another becomes a `$ref` to its component. */
export const componentSchemas = toJsonSchemaDefs(answerSchemas, {
  target: 'draft-2020-12',
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
}) as unknown as Record<string, Schema>;
