/**
 * Checks a real answer against the OpenAPI document: its status is one the operation documents, its
 * content type is the documented one for that status, and its body validates against that schema.
 */
import Ajv2020, { type ValidateFunction } from '@redocly/ajv/dist/2020.js';

type Schema = Record<string, unknown>;
interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>;
  components: Schema;
}

/** `image/*` covers `image/webp`; parameters (`; charset=utf-8`) are not the type. */
const sameType = (documented: string, sent: string) =>
  documented === sent || (documented.endsWith('/*') && sent.startsWith(documented.slice(0, -1)));

export function documentedAnswers(document: Document) {
  // Formats (date-time, uuid) are descriptions here; the shapes and required fields are what is held.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const compiled = new Map<string, ValidateFunction>();

  /** The problems of one answer to `METHOD /path` (the document's path); none when it matches. */
  return function problemsOf(key: string, response: Response, text: string): string[] {
    const [method, path] = key.split(' ');
    const responses = document.paths[path]?.[method.toLowerCase()]?.responses;
    if (!responses) return [`${key} is not in the document`];
    const documented = responses[String(response.status)];
    if (!documented) return [`${key} answered ${response.status}, which it does not document (${Object.keys(responses).join(', ')})`];
    const content = documented.content;
    if (!content || response.status === 204 || response.status === 304 || (response.status === 301 && text === '')) {
      return text === '' || !content ? [] : [`${key} ${response.status} has a body it does not document`];
    }
    const sent = (response.headers.get('content-type') ?? '').split(';')[0].trim();
    const type = Object.keys(content).find((documentedType) => sameType(documentedType, sent));
    if (!type) return [`${key} ${response.status} answered ${sent || 'no content type'}, documented: ${Object.keys(content).join(', ')}`];
    if (type !== 'application/json') return [];
    const id = `${key} ${response.status}`;
    let validate = compiled.get(id);
    if (!validate) {
      // The components travel with the schema so that its `#/components/schemas/…` references resolve.
      validate = ajv.compile({ ...content[type].schema, components: document.components });
      compiled.set(id, validate);
    }
    if (validate(JSON.parse(text))) return [];
    return (validate.errors ?? []).map(
      (error) => `${id}: ${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
    );
  };
}
