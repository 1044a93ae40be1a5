import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';

type Json = Record<string, unknown>;
export interface OpenApiDocument {
  paths: Record<string, Record<string, Json>>;
  components: Record<string, Record<string, Json>>;
}

export interface MatchedOperation {
  /** The path as the document names it, e.g. /api/articles/{id}. */
  path: string;
  method: string;
  operation: Json & { responses: Record<string, Json>; security?: Record<string, string[]>[] };
}

const pointerPart = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');
const mediaType = (value: unknown) =>
  String(value ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';

/**
 * Checks real answers against an OpenAPI 3.0 document: the status is documented for the operation, the body
 * matches the schema documented for that status and content type, and required headers are present and
 * of their documented type. Schemas are checked with Ajv, references resolved inside the document.
 */
export function createOpenApiValidator(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi.json');
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi.json#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  /** Follows local $refs; answers the object and the JSON pointer it lives at. */
  function resolve(value: Json, pointer: string): { value: Json; pointer: string } {
    let current = { value, pointer };
    while (typeof current.value.$ref === 'string') {
      const target = current.value.$ref.replace(/^#/, '');
      const found = target
        .split('/')
        .slice(1)
        .reduce<unknown>(
          (node, part) => (node as Json | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')],
          document,
        );
      if (!found) throw new Error(`unresolved reference ${current.value.$ref}`);
      current = { value: found as Json, pointer: target };
    }
    return current;
  }

  const templates = Object.keys(document.paths).map((path) => ({
    path,
    params: (path.match(/\{/g) ?? []).length,
    pattern: new RegExp(
      `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
    ),
  }));

  /** The documented operation a request goes to (a literal path wins over a templated one). */
  function findOperation(method: string, url: string): MatchedOperation | undefined {
    const pathname = url.split('?')[0] ?? url;
    const candidates = templates
      .filter((template) => template.pattern.test(pathname))
      .sort((a, b) => a.params - b.params);
    for (const { path } of candidates) {
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (operation)
        return { path, method: method.toLowerCase(), operation: operation as MatchedOperation['operation'] };
    }
    return undefined;
  }

  /** Everything about a real answer that the document does not allow (empty when it matches). */
  function problems(matched: MatchedOperation, response: InjectResponse): string[] {
    const found: string[] = [];
    const status = String(response.statusCode);
    const base = `/paths/${pointerPart(matched.path)}/${matched.method}/responses/${status}`;
    const documented = matched.operation.responses[status];
    if (!documented)
      return [
        `status ${status} is not documented (documented: ${Object.keys(matched.operation.responses).join(', ')})`,
      ];
    const { value: answer, pointer } = resolve(documented, base);

    const headers = (answer.headers ?? {}) as Record<string, Json>;
    for (const [name, declared] of Object.entries(headers)) {
      const { value: header } = resolve(declared, `${pointer}/headers/${pointerPart(name)}`);
      const actual = response.headers[name.toLowerCase()];
      if (actual === undefined) {
        if (header.required) found.push(`required header ${name} is missing`);
        continue;
      }
      const schema = (header.schema ?? {}) as Json;
      const text = String(actual);
      if (schema.type === 'integer' && !/^\d+$/.test(text))
        found.push(`header ${name} is not an integer: ${text}`);
    }

    const content = answer.content as Record<string, Json> | undefined;
    const type = mediaType(response.headers['content-type']);
    if (!content) {
      if (response.body !== '' && response.statusCode !== 302)
        found.push(`no body is documented, but one came (${type}): ${response.body.slice(0, 120)}`);
      return found;
    }
    const key = Object.keys(content).find((candidate) => mediaType(candidate) === type);
    if (!key)
      return [
        ...found,
        `content type ${type || '(none)'} is not documented (${Object.keys(content).join(', ')})`,
      ];
    if (type !== 'application/json') {
      if (response.rawPayload.length === 0) found.push(`the ${type} body is empty`);
      return found;
    }
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return [...found, `the body is not JSON: ${response.body.slice(0, 120)}`];
    }
    const validate = validatorAt(`${pointer}/content/${pointerPart(key)}/schema`);
    if (!validate(body)) {
      for (const error of validate.errors ?? [])
        found.push(`body${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`);
    }
    return found;
  }

  /** A text value of a parameter as its schema's type reads it. */
  function coerce(text: string, schema: Json): unknown {
    if (
      (schema.type === 'integer' || schema.type === 'number') &&
      text.trim() !== '' &&
      !Number.isNaN(Number(text))
    )
      return Number(text);
    if (schema.type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
    return text;
  }

  /**
   * Everything about a request the server accepted that the document would refuse: a parameter or body the
   * document calls invalid means the document is stricter than the server.
   */
  function requestProblems(
    matched: MatchedOperation,
    request: { url: string; payload?: unknown; headers?: Record<string, unknown> },
  ): string[] {
    const found: string[] = [];
    const base = `/paths/${pointerPart(matched.path)}/${matched.method}`;
    const url = new URL(request.url, 'http://localhost');
    const segments = url.pathname.split('/');
    const templateSegments = matched.path.split('/');
    ((matched.operation.parameters ?? []) as Json[]).forEach((declared, index) => {
      const { value: parameter, pointer } = resolve(declared, `${base}/parameters/${index}`);
      const name = String(parameter.name);
      let value: string | null = null;
      if (parameter.in === 'query') value = url.searchParams.get(name);
      if (parameter.in === 'path') {
        const at = templateSegments.indexOf(`{${name}}`);
        value = at >= 0 ? decodeURIComponent(segments[at] ?? '') : null;
      }
      if (parameter.in === 'header') {
        const header = request.headers?.[name.toLowerCase()];
        value = header === undefined ? null : String(header);
      }
      if (value === null) {
        if (parameter.required) found.push(`required ${String(parameter.in)} parameter ${name} is missing`);
        return;
      }
      const validate = validatorAt(`${pointer}/schema`);
      if (!validate(coerce(value, (parameter.schema ?? {}) as Json)))
        found.push(`${String(parameter.in)} parameter ${name}=${value}: ${ajv.errorsText(validate.errors)}`);
    });

    const declaredBody = matched.operation.requestBody as Json | undefined;
    if (!declaredBody) return found;
    const { value: body, pointer } = resolve(declaredBody, `${base}/requestBody`);
    if (request.payload === undefined) {
      if (body.required) found.push('the documented body is required, but none was sent');
      return found;
    }
    const content = (body.content ?? {}) as Record<string, Json>;
    const type = mediaType(request.headers?.['content-type']) || 'application/json';
    const key = Object.keys(content).find((candidate) => mediaType(candidate) === type);
    if (!key) return [...found, `a ${type} body is not documented (${Object.keys(content).join(', ')})`];
    if (type !== 'application/json') return found;
    const payload = typeof request.payload === 'string' ? JSON.parse(request.payload) : request.payload;
    const validate = validatorAt(`${pointer}/content/${pointerPart(key)}/schema`);
    if (!validate(payload)) found.push(`request body: ${ajv.errorsText(validate.errors)}`);
    return found;
  }

  return { findOperation, problems, requestProblems };
}
