// Validates real response bodies against the schemas the served OpenAPI document declares for them.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const DOCUMENT_ID = 'https://agentgauge.invalid/openapi.json';

type Json = Record<string, unknown>;

export interface Conformance {
  /** Throws with ajv's errors unless body matches the documented response of (method, path template, status). */
  assertResponse(method: string, pathTemplate: string, status: number, body: unknown): void;
}

export function conformanceOf(document: Json): Conformance {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const paths = document.paths as Record<string, Record<string, Json>>;
  return {
    assertResponse(method, pathTemplate, status, body) {
      const operation = paths[pathTemplate]?.[method.toLowerCase()];
      if (!operation) throw new Error(`The document has no ${method} ${pathTemplate}.`);
      const responses = operation.responses as Record<string, Json>;
      if (!responses[String(status)]) throw new Error(`${method} ${pathTemplate} documents no ${status} response.`);
      const pointer = `#/paths/${escape(pathTemplate)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
      const validate = ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      if (!validate(body)) {
        throw new Error(`${method} ${pathTemplate} ${status} does not conform: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
      }
    },
  };
}

function escape(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
}
