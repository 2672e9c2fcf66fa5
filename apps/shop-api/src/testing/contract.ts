// Validates replies against the response schemas of the shopby OpenAPI contract.
// The contract lives in ../shared/spec/shopby-openapi/*.yml; `contract/shopby-openapi.subset.json`
// is the part of it this server implements, dereferenced (regenerate: `pnpm contract:extract`).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';

export interface ContractOperation {
  method: string;
  path: string;
  source: string;
  /** status code (or 'default') → JSON schema of the reply body; null when the reply has no body. */
  responses: Record<string, unknown | null>;
}

export interface Contract {
  operations: ContractOperation[];
}

const subsetFile = fileURLToPath(new URL('../../contract/shopby-openapi.subset.json', import.meta.url));
let cached: Contract | null = null;

export function loadContract(): Contract {
  cached ??= JSON.parse(readFileSync(subsetFile, 'utf8')) as Contract;
  return cached;
}

function segments(path: string): string[] {
  return path.split('?')[0]!.replace(/\/+$/, '').split('/');
}

/** The contract operation for a concrete request path: literal segments beat parameters. */
export function matchOperation(contract: Contract, method: string, path: string): ContractOperation | null {
  const want = segments(path);
  let best: { op: ContractOperation; score: number } | null = null;
  for (const op of contract.operations) {
    if (op.method !== method.toUpperCase()) continue;
    const have = segments(op.path);
    if (have.length !== want.length) continue;
    let score = 0;
    let ok = true;
    for (let i = 0; i < have.length; i++) {
      const h = have[i]!;
      if (h.startsWith('{')) continue;
      if (h !== want[i]) { ok = false; break; }
      score++;
    }
    if (ok && (!best || score > best.score)) best = { op, score };
  }
  return best?.op ?? null;
}

/** "VALUE: 설명" or "설명: VALUE" → VALUE (the identifier side). */
function enumValue(entry: unknown): unknown {
  if (typeof entry !== 'string' || !entry.includes(':')) return entry;
  const parts = entry.split(':').map((p) => p.trim());
  return parts.find((p) => /^[A-Za-z0-9_]+$/.test(p)) ?? parts[0];
}

/**
 * The dumps write enums as "VALUE: 설명" and never mark nullability although their own examples
 * hold nulls; normalise both so the schema checks types, shapes and enum values.
 */
function normalise(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(normalise);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema as Record<string, unknown>)) {
    if (k === 'example' || k === 'description' || k === 'format' || k === 'examples') continue;
    if (k === 'enum' && Array.isArray(v)) {
      out.enum = [...v.map(enumValue), null];
      continue;
    }
    out[k] = normalise(v);
  }
  if (typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true });
const validators = new Map<unknown, ValidateFunction>();

export interface ReplyCheck {
  operation: ContractOperation | null;
  ok: boolean;
  errors: string[];
}

export function checkReply(method: string, path: string, status: number, body: unknown): ReplyCheck {
  const operation = matchOperation(loadContract(), method, path);
  if (!operation) return { operation, ok: false, errors: [`계약에 없는 경로: ${method} ${path}`] };
  // A documented status without a body is stored as null, so look the key up rather than `??` past it.
  const key = String(status);
  const schema = key in operation.responses ? operation.responses[key] : operation.responses.default;
  if (schema === undefined) {
    const documented = Object.keys(operation.responses).join(', ');
    // Errors (4xx) use the platform error shape, checked separately; 2xx statuses must be documented.
    return status >= 400 ? { operation, ok: true, errors: [] } : { operation, ok: false, errors: [`문서에 없는 상태 ${status} (문서: ${documented})`] };
  }
  if (schema === null) return { operation, ok: body === undefined || body === null || body === '', errors: body ? ['본문이 없어야 합니다'] : [] };
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(normalise(schema) as object);
    validators.set(schema, validate);
  }
  const ok = validate(body) as boolean;
  return { operation, ok, errors: ok ? [] : (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`) };
}
