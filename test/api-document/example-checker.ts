import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { walkObjects } from './walk-objects.ts';

// Each example of an OpenAPI 3.1 document against the schema it illustrates, with a JSON Schema 2020-12 validator
// (OpenAPI 3.1's dialect) checking formats too: schema objects' `example` and `examples`, and the `example` and
// `examples` of parameters, headers and media types (whose schema is their `schema`).

// The document's own address for the validator (served at /api/openapi.json; never fetched).
const DOCUMENT_ID = 'https://support-inbox.invalid/api/openapi.json';

export interface ExampleProblem {
  pointer: string;
  example: unknown;
  errors: string[];
}

function validator(document: object) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  // OpenAPI's own formats: int64 numbers, and file contents (any text).
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('binary', true);
  // The keywords OpenAPI 3.1 adds to JSON Schema, which annotate and do not validate.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  // The document is added whole, so that `#/components/schemas/...` references resolve; its own members are not
  // schema keywords (each schema is compiled from where it sits, below them).
  ajv.addVocabulary(['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags']);
  ajv.addSchema(document, DOCUMENT_ID);
  return ajv;
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '(the value)'} ${e.message ?? e.keyword}`);

/** Every example of the document, with where its schema is. */
function examplesOf(document: object): { pointer: string; schemaPointer: string; example: unknown }[] {
  const found: { pointer: string; schemaPointer: string; example: unknown }[] = [];
  for (const { pointer, value } of walkObjects(document)) {
    if (pointer.endsWith('/properties') || pointer.includes('/examples/')) continue;
    // A parameter, header or media type: an object with a `schema` beside its examples.
    const schemaPointer = 'schema' in value ? `${pointer}/schema` : pointer;
    if ('example' in value) found.push({ pointer: `${pointer}/example`, schemaPointer, example: value.example });
    const examples = value.examples;
    if (Array.isArray(examples)) {
      for (const [i, example] of examples.entries()) found.push({ pointer: `${pointer}/examples/${i}`, schemaPointer, example });
    } else if (examples && typeof examples === 'object') {
      for (const [name, example] of Object.entries(examples as Record<string, { value?: unknown }>)) {
        if ('value' in example) found.push({ pointer: `${pointer}/examples/${name}/value`, schemaPointer, example: example.value });
      }
    }
  }
  return found;
}

/** The examples checked, and those their schema refuses. */
export function checkExamples(document: object): { checked: number; problems: ExampleProblem[] } {
  const ajv = validator(document);
  const examples = examplesOf(document);
  const problems = examples.flatMap(({ pointer, schemaPointer, example }) => {
    const validate = ajv.getSchema(`${DOCUMENT_ID}#${schemaPointer}`);
    if (!validate) return [{ pointer, example, errors: [`no schema at ${schemaPointer}`] }];
    return validate(example) ? [] : [{ pointer, example, errors: describeErrors(validate.errors) }];
  });
  return { checked: examples.length, problems };
}
