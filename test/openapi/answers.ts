/**
 * Holds real HTTP answers to the OpenAPI document: the declared response of
 * the operation for the answer's status (an undeclared status fails), its
 * media type, the body against the declared schema (ajv, JSON Schema
 * 2020-12 with formats) and every header the response declares required.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Json = Record<string, any>;

// ajv-formats is CommonJS: its default export is the module object under ESM
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

const SCHEMA_ID = 'urn:pds:openapi';

/** Every x-… annotation used inside the document's schemas (declared to ajv, which is strict about unknown keywords). */
function annotationKeywords(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) annotationKeywords(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.startsWith('x-')) out.add(k);
      annotationKeywords(v, out);
    }
  }
  return out;
}

const toAjvRefs = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${SCHEMA_ID}#/$defs/`));

export class AnswerChecker {
  readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  /** `METHOD /template status` of every answer checked */
  readonly seen = new Set<string>();

  constructor(readonly doc: Json) {
    this.ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strict: true, strictTypes: false });
    addFormats(this.ajv);
    this.ajv.addVocabulary([...annotationKeywords(doc.components.schemas)]);
    // every component schema compiles (strict: an unknown keyword or a malformed schema throws)
    this.ajv.addSchema({ $id: SCHEMA_ID, $defs: toAjvRefs(doc.components.schemas) });
    for (const name of Object.keys(doc.components.schemas)) {
      if (!this.ajv.getSchema(`${SCHEMA_ID}#/$defs/${name}`)) throw new Error(`component schema ${name} did not compile`);
    }
  }

  /** Compile a schema of the document (refs into components.schemas resolved). */
  validator(schema: Json): ValidateFunction {
    const key = JSON.stringify(schema);
    let v = this.compiled.get(key);
    if (!v) {
      v = this.ajv.compile(toAjvRefs(schema));
      this.compiled.set(key, v);
    }
    return v;
  }

  /**
   * A resource answer's schema without its alternatives: the record (or
   * list of records) itself, not a flat record or the field catalogue (a
   * record without nested objects would pass as a flat record whatever its
   * members' types).
   */
  strictSchema(schema: Json): Json {
    const first = Array.isArray(schema.anyOf) ? schema.anyOf[0] : schema;
    const target = this.resolve(first);
    const items = target.properties?.results?.items;
    if (!items?.anyOf) return first;
    return { ...target, properties: { ...target.properties, results: { ...target.properties.results, items: items.anyOf[0] } } };
  }

  resolve<T = Json>(obj: Json): T {
    let o = obj;
    while (o && typeof o.$ref === 'string') {
      const parts = (o.$ref as string).replace(/^#\//, '').split('/');
      o = parts.reduce((acc: Json, p) => acc?.[p.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc);
      if (!o) throw new Error(`unresolvable $ref ${obj.$ref}`);
    }
    return o as T;
  }

  operation(method: string, template: string): Json {
    // HEAD is answered by the GET operation, without a body
    const op = this.doc.paths[template]?.[method.toLowerCase() === 'head' ? 'get' : method.toLowerCase()];
    if (!op) throw new Error(`the document has no ${method} ${template}`);
    return op;
  }

  /**
   * Check one answer; returns its parsed JSON body (or null). Throws with
   * every problem found, so a test names what disagrees.
   */
  async check(method: string, template: string, res: Response, opts: { body?: string; strict?: boolean } = {}): Promise<any> {
    const body = opts.body;
    const op = this.operation(method, template);
    const status = String(res.status);
    const declared = op.responses[status] ?? op.responses[`${status[0]}XX`] ?? op.responses.default;
    if (!declared) throw new Error(`${method} ${template}: status ${status} is not declared (declared: ${Object.keys(op.responses).join(', ')}); body ${(body ?? (await res.clone().text())).slice(0, 300)}`);
    const response = this.resolve(declared);
    const problems: string[] = [];
    for (const [name, h] of Object.entries((response.headers ?? {}) as Json)) {
      const header = this.resolve(h as Json);
      const value = res.headers.get(name);
      if (header.required && value === null) problems.push(`required header ${name} is missing`);
      if (value !== null && header.schema) {
        const v = this.validator(header.schema);
        if (!v(value)) problems.push(`header ${name}: ${JSON.stringify(value)} ${this.ajv.errorsText(v.errors)}`);
      }
    }
    const text = body ?? (method === 'HEAD' ? '' : await res.text());
    let parsed: any = null;
    const content = response.content as Json | undefined;
    if (!content) {
      if (text.length > 0) problems.push(`status ${status} declares no body, got ${text.slice(0, 100)}`);
    } else if (method !== 'HEAD' && status !== '304') {
      const type = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      const media = content[type] ?? content['*/*'];
      if (!media) problems.push(`content type ${type} is not declared (declared: ${Object.keys(content).join(', ')})`);
      else if (media.schema) {
        if (type === 'application/json') {
          parsed = JSON.parse(text);
          const v = this.validator(opts.strict ? this.strictSchema(media.schema) : media.schema);
          if (!v(parsed)) problems.push(`body: ${this.ajv.errorsText(v.errors?.slice(0, 8), { separator: '\n  ' })}\n  body: ${text.slice(0, 600)}`);
        } else {
          const v = this.validator(media.schema);
          if (!v(text)) problems.push(`body (${type}): ${this.ajv.errorsText(v.errors)}`);
        }
      }
    }
    if (problems.length) throw new Error(`${method} ${template} -> ${status}:\n  ${problems.join('\n  ')}`);
    this.seen.add(`${method.toUpperCase()} ${template} ${status}`);
    return parsed;
  }
}
