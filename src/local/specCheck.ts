/**
 * Discord's own OpenAPI 3.1 description of API v10 (vendor/discord-api-spec, MIT) as a gate in
 * front of the stand-in's REST routes: a request whose route Discord does not have answers 404
 * as Discord does; a body that does not match its route's request schema answers 400 with code
 * 50035 and Discord's error tree ({ errors: { embeds: { 0: { title: { _errors: [...] } } } } }).
 *
 * Schemas are compiled once per process (Ajv, draft 2020-12), for the operations the stand-in
 * serves; the validators are shared by every stand-in of the process.
 *
 * Where the spec (a "preview") disagrees with Discord's published docs, the docs win; such cases
 * are patched in `patchSpec` below, each with a note, and listed in README.md.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { DiscordApiError } from './apiError.js';

const SPEC_FILE = fileURLToPath(new URL('../../vendor/discord-api-spec/openapi.json', import.meta.url));
const SCHEMAS_ID = 'discord';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One request Discord would refuse (or whose route Discord does not have). */
export interface SpecViolation {
  method: string;
  path: string;
  /** The spec's route, e.g. "/channels/{channel_id}/messages"; null when Discord has no such route. */
  route: string | null;
  errors: DiscordErrorTree;
  body: unknown;
}

/** Discord's error tree: nested by field path, leaves under `_errors`. */
export interface DiscordErrorTree {
  _errors?: { code: string; message: string }[];
  [field: string]: DiscordErrorTree | { code: string; message: string }[] | undefined;
}

export class InvalidFormBody extends DiscordApiError {
  constructor(readonly errors: DiscordErrorTree) {
    super(400, 50035, 'Invalid Form Body');
  }
  override body(): { message: string; code: number; errors: DiscordErrorTree } {
    return { message: this.message, code: this.code, errors: this.errors };
  }
}

/**
 * Spec-vs-docs cases, patched so the spec says what the docs say:
 * - `enum: []` beside an `allOf` $ref (GuildJoinRequestApplicationStatus, on the join-request
 *   routes): an empty enum would accept nothing, and Ajv refuses to compile it. The docs list the
 *   values, which the $ref carries; the empty enum is dropped.
 * - Permission bit sets in request bodies (`default_member_permissions` of application commands,
 *   `permissions` of roles and install params) are typed integer; the docs type them as strings
 *   ("?string: set of permissions represented as a bit set"), which is what discord.js sends and
 *   Discord accepts. Both are accepted: a decimal string, or the spec's integer.
 * - `attachments[].id` of a message body (MessageAttachmentRequest) is a snowflake string in the
 *   spec; the docs ("Uploading Files") give new uploads the index of their `files[n]` part as an
 *   integer (`{ "id": 0, "description": … }`), which is what discord.js sends. Both are accepted.
 * - `content` of Create Message, Edit Message and a forum thread's first message allows 4000
 *   characters in the spec; the docs say "up to 2000 characters" (4000 is what Nitro users may
 *   type; bots get 2000, and Discord refuses more with BASE_TYPE_MAX_LENGTH). The docs' 2000 holds.
 *   (Webhook and interaction bodies say 2000 in the spec already.)
 */
function patchSchemas(schemas: JsonObject): void {
  for (const name of ['MessageCreateRequest', 'MessageEditRequestPartial', 'BaseCreateMessageCreateRequest']) {
    const props = schemas[name];
    const content = isObject(props) && isObject(props.properties) ? props.properties.content : null;
    if (isObject(content) && content.maxLength === 4000) content.maxLength = 2000;
  }
  const attachment = schemas.MessageAttachmentRequest;
  if (isObject(attachment) && isObject(attachment.properties) && isObject(attachment.properties.id)) {
    attachment.properties.id = { anyOf: [attachment.properties.id, { type: 'integer', minimum: 0 }] };
  }
  patchSpec(schemas);
}

function patchSpec(node: unknown): void {
  if (Array.isArray(node)) for (const x of node) patchSpec(x);
  else if (isObject(node)) {
    if (Array.isArray(node.enum) && node.enum.length === 0) delete node.enum;
    if (isObject(node.properties))
      for (const name of PERMISSION_FIELDS) {
        const field = node.properties[name];
        if (isObject(field) && Array.isArray(field.type) && field.type.includes('integer'))
          node.properties[name] = { anyOf: [field, { type: 'string', pattern: '^[0-9]+$' }] };
      }
    for (const v of Object.values(node)) patchSpec(v);
  }
}

const PERMISSION_FIELDS = ['default_member_permissions', 'permissions'];

const int32 = (v: number) => Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31;

interface Operation {
  method: string;
  route: string;
  /** Path segments; null for a {param}. */
  segments: (string | null)[];
  validate: ValidateFunction | null;
}

interface Compiled {
  ajv: Ajv2020;
  operations: Operation[];
  compileMs: number;
}

let compiled: Compiled | null = null;

/** Loads the spec and compiles the request schemas of the routes the stand-in serves (once per process). */
function compile(served: { method: string; path: string }[]): Compiled {
  if (compiled) return compiled;
  const started = performance.now();
  const text = readFileSync(SPEC_FILE, 'utf8').replaceAll('"#/components/schemas/', `"${SCHEMAS_ID}#/$defs/`);
  const spec = JSON.parse(text) as { paths: Record<string, Record<string, unknown>>; components: JsonObject };
  patchSpec(spec.paths);
  if (isObject(spec.components.schemas)) patchSchemas(spec.components.schemas);
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    verbose: true,
    // Shared definitions (components, embeds) compiled once as functions, not inlined at every use: much faster start.
    inlineRefs: false,
    formats: {
      int32: { type: 'number', validate: int32 },
      int64: { type: 'number', validate: Number.isInteger },
      double: { type: 'number', validate: Number.isFinite },
      'date-time': (s: string) => !Number.isNaN(Date.parse(s)),
      uri: (s: string) => URL.canParse(s),
      snowflake: /^(0|[1-9][0-9]*)$/,
      nonce: true,
    },
  });
  ajv.addSchema({ $id: SCHEMAS_ID, $defs: spec.components.schemas });
  const servedKeys = new Set(served.map((r) => `${r.method} ${shape(r.path.split('/').filter(Boolean))}`));
  const operations: Operation[] = [];
  for (const [route, ops] of Object.entries(spec.paths)) {
    const segments = route
      .split('/')
      .filter(Boolean)
      .map((s) => (s.startsWith('{') ? null : s));
    for (const [method, op] of Object.entries(ops)) {
      if (!isObject(op)) continue;
      const upper = method.toUpperCase();
      const content = isObject(op.requestBody) ? op.requestBody.content : null;
      const media = isObject(content) ? (content['application/json'] ?? content['multipart/form-data']) : null;
      const schema = isObject(media) ? media.schema : null;
      const wanted = servedKeys.has(`${upper} ${shape(segments)}`);
      operations.push({
        method: upper,
        route,
        segments,
        validate: wanted && isObject(schema) ? ajv.compile(schema) : null,
      });
    }
  }
  // Literal segments win over parameters ("/users/@me/channels" before "/users/{user_id}/…").
  operations.sort((a, b) => literals(b) - literals(a));
  compiled = { ajv, operations, compileMs: performance.now() - started };
  return compiled;
}

/** A path's shape for matching the stand-in's ":param" routes to the spec's "{param}" ones. */
function shape(segments: (string | null)[]): string {
  return segments.map((s) => (s === null || s.startsWith(':') ? '*' : s)).join('/');
}

const literals = (op: Operation) => op.segments.filter((s) => s !== null).length;

function matches(op: Operation, method: string, parts: string[]): boolean {
  if (op.method !== method || op.segments.length !== parts.length) return false;
  return op.segments.every((s, i) => s === null || s === parts[i]);
}

/** Discord-like error codes and messages for Ajv's keywords. */
function describe(e: ErrorObject): { code: string; message: string } {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' };
    case 'maxLength':
    case 'maxItems':
    case 'maxProperties':
      return { code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${String(p.limit)} or fewer in length.` };
    case 'minLength':
    case 'minItems':
    case 'minProperties':
      return { code: 'BASE_TYPE_MIN_LENGTH', message: `Must be ${String(p.limit)} or more in length.` };
    case 'maximum':
    case 'exclusiveMaximum':
      return { code: 'NUMBER_TYPE_MAX', message: `int value should be less than or equal to ${String(p.limit)}.` };
    case 'minimum':
    case 'exclusiveMinimum':
      return { code: 'NUMBER_TYPE_MIN', message: `int value should be greater than or equal to ${String(p.limit)}.` };
    case 'enum':
    case 'const': {
      const values = (Array.isArray(p.allowedValues) ? p.allowedValues : [p.allowedValue]).map((v) =>
        JSON.stringify(v),
      );
      return { code: 'BASE_TYPE_CHOICES', message: `Value must be one of (${values.join(', ')}).` };
    }
    case 'type':
      return { code: 'BASE_TYPE_CONVERT', message: `Must be of type ${String(p.type)}.` };
    case 'pattern':
      return { code: 'STRING_TYPE_REGEX', message: 'String value did not match validation regex.' };
    case 'format':
      return p.format === 'uri'
        ? { code: 'URL_TYPE_INVALID_URL', message: 'Not a well formed URL.' }
        : { code: 'BASE_TYPE_FORMAT', message: `Must be a valid ${String(p.format)}.` };
    case 'uniqueItems':
      return { code: 'BASE_TYPE_DUPLICATE', message: 'Values must be unique.' };
    case 'additionalProperties':
      return { code: 'BASE_TYPE_UNKNOWN_FIELD', message: `Unknown field ${String(p.additionalProperty)}.` };
    default:
      return { code: 'BASE_TYPE_INVALID', message: e.message ?? 'Invalid value.' };
  }
}

const pointerParts = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));

/**
 * Ajv's errors as Discord's tree. A union (oneOf/anyOf) that nothing matched is explained by its
 * closest branch (the one with the fewest errors), so a bad button reports the button's field,
 * not every other component type's.
 */
function errorLeaves(ajv: Ajv2020, errors: ErrorObject[], prefix: string[]): { path: string[]; error: ErrorObject }[] {
  const unions = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  const insideUnion = (e: ErrorObject) =>
    unions.some(
      (u) => u !== e && (e.instancePath === u.instancePath || e.instancePath.startsWith(`${u.instancePath}/`)),
    );
  const out: { path: string[]; error: ErrorObject }[] = [];
  for (const e of errors) {
    const at = [...prefix, ...pointerParts(e.instancePath)];
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf') {
      if (unions.some((u) => u !== e && e.instancePath.startsWith(`${u.instancePath}/`))) continue;
      const branches = Array.isArray(e.schema) ? (e.schema as unknown[]) : [];
      let best: { path: string[]; error: ErrorObject }[] | null = null;
      for (const branch of branches) {
        if (!isObject(branch)) continue;
        const v = ajv.compile(branch);
        if (v(e.data)) continue;
        const leaves = errorLeaves(ajv, v.errors ?? [], at);
        if (!best || leaves.length < best.length) best = leaves;
      }
      out.push(...(best && best.length > 0 ? best : [{ path: at, error: e }]));
      continue;
    }
    if (insideUnion(e)) continue;
    out.push({ path: e.keyword === 'required' ? [...at, String(e.params.missingProperty)] : at, error: e });
  }
  return out;
}

function toTree(leaves: { path: string[]; error: ErrorObject }[]): DiscordErrorTree {
  const tree: DiscordErrorTree = {};
  for (const { path, error } of leaves) {
    let node = tree;
    for (const key of path) {
      const next = node[key];
      if (next && !Array.isArray(next)) node = next;
      else {
        const made: DiscordErrorTree = {};
        node[key] = made;
        node = made;
      }
    }
    const list = node._errors ?? [];
    const d = describe(error);
    if (!list.some((x) => x.code === d.code && x.message === d.message)) list.push(d);
    node._errors = list;
  }
  return tree;
}

/** The gate: checks one request against the spec; throws what Discord would answer. */
export class SpecCheck {
  private readonly c: Compiled;
  readonly violations: SpecViolation[] = [];
  checked = 0;

  constructor(served: { method: string; path: string }[]) {
    this.c = compile(served);
  }

  /** How long compiling the process's validators took (once). */
  get compileMs(): number {
    return this.c.compileMs;
  }

  /** Throws 404 (no such route at Discord) or 400/50035 (the body breaks the route's schema). */
  check(method: string, path: string, body: unknown): void {
    const parts = path.split('/').filter(Boolean);
    const op = this.c.operations.find((o) => matches(o, method, parts));
    this.checked += 1;
    if (!op) {
      this.violations.push({ method, path, route: null, errors: {}, body });
      throw new DiscordApiError(404, 0, '404: Not Found');
    }
    if (!op.validate || body === undefined) return;
    if (op.validate(body)) return;
    const errors = toTree(errorLeaves(this.c.ajv, op.validate.errors ?? [], []));
    this.violations.push({ method, path, route: op.route, errors, body });
    throw new InvalidFormBody(errors);
  }
}
