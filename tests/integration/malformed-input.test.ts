import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAccount } from '../../server/db/schema/accounts';
import { SESSION_COOKIE } from '../../common/http';
import { xsrfTokenFor } from '../../server/http/xsrf';
import { createTestApp, TEST_APP_SECRET } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * Every operation /api/openapi.json lists, called by a visitor, a member and an administrator
 * with malformed paths, queries and bodies (issue 8 item 3): nothing may answer 5xx. Each request
 * comes from its own address so rate limits do not hide what a handler would do.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[] };
type Op = { method: string; path: string; query?: JsonSchema; body?: JsonSchema };

const NUL = 'a\u0000b';
const LONE = 'x\uD800y';
const BIG = 2 ** 31;

/** Path values: huge and negative numbers, text, NUL, an unpaired surrogate, a very long one. */
const PATH_VALUES = ['2147483648', '99999999999999999999999', '-1', '0', 'abc', '%00', '%ED%A0%80', '%F0', 'x'.repeat(400), '1'];
/** Whole bodies that are not the expected object at all, and broken JSON. */
const RAW_BODIES = ['null', '[]', '"x"', '1', 'true', '{', '{"a":', '1e400', '\u0000', '{"__proto__":{"x":1}}', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]'];

/** A value of the schema's kind that breaks it: NUL or lone surrogates in text, 2³¹ and worse for numbers. */
function hostile(schema: JsonSchema | undefined, variant: number, depth = 0): unknown {
  if (!schema || depth > 4) return [NUL, LONE, BIG, -BIG, 1e300, 'x'.repeat(5000)][variant % 6];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return hostile(alt[variant % alt.length], variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, hostile(v, variant, depth + 1)]));
    case 'array':
      return [hostile(schema.items, variant, depth + 1), hostile(schema.items, variant + 1, depth + 1)];
    case 'integer':
    case 'number':
      return [BIG, -BIG, 1e300, 1.5, 2 ** 53 + 2, '2147483648'][variant % 6];
    case 'boolean':
      return ['true', NUL, 1][variant % 3];
    default:
      return [NUL, LONE, 'x'.repeat(100_000), '\uDFFF', '2147483648', ''][variant % 6];
  }
}

function queryVariants(schema: JsonSchema | undefined): string[] {
  const keys = Object.keys(schema?.properties ?? {});
  if (!keys.length) return ['?x=%00', '?lng=%ED%A0%80'];
  return ['%00', '2147483648', '-1', 'x', '%ED%A0%80', '99999999999999999999'].map((v) => '?' + keys.map((k) => `${k}=${v}`).join('&'));
}

describe(`malformed input never gives a 5xx on ${TEST_DB_KIND}`, () => {
  it('calls every operation in /api/openapi.json with broken paths, queries and bodies, as a visitor, a member and an administrator', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { parameters?: { in: string; schema: JsonSchema }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>> };
    const ops: Op[] = [];
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const query = op.parameters?.find((x) => x.in === 'query')?.schema;
        const body = op.requestBody?.content['application/json']?.schema;
        ops.push({ method: method.toUpperCase(), path: p, query, body });
      }
    }
    expect(ops.length).toBeGreaterThan(80);

    const memberId = (await t.database.db.select().from(userAccount).where(eq(userAccount.phone, '+85261234567')))[0]!.id;
    const adminId = (await t.database.db.select().from(userAccount).where(eq(userAccount.account, 'admin')))[0]!.id;
    /** Fresh sessions per operation: a sign-out or a password change inside the run must not spill over. */
    const sessionFor = async (userId: string) =>
      (await t.services.accounts.createSession((await t.services.accounts.actor(userId))!, { site: 'web', rememberMe: false, userAgent: null, ip: null })).token;

    const failures: string[] = [];
    let calls = 0;
    async function call(who: string, sid: string | null, method: string, url: string, body?: string, contentType = 'application/json') {
      const token = xsrfTokenFor(TEST_APP_SECRET, sid ?? undefined);
      const headers: Record<string, string> = {
        cookie: `xsrf-token=${token}${sid ? `; ${SESSION_COOKIE}=${sid}` : ''}`,
        'x-xsrf-token': token,
        'x-forwarded-for': `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      };
      if (body !== undefined) headers['content-type'] = contentType;
      calls++;
      const res = await t.request(url, { method, headers, body: method === 'GET' ? undefined : body });
      if (res.status >= 500) failures.push(`${who} ${method} ${url.slice(0, 120)} ${body?.slice(0, 80) ?? ''} → ${res.status} ${(await res.text()).slice(0, 120)}`);
      else await res.arrayBuffer();
    }

    for (const op of ops) {
      const sessions: [string, string | null][] = [
        ['visitor', null],
        ['member', await sessionFor(memberId)],
        ['admin', await sessionFor(adminId)],
      ];
      const filled = (v: string) => op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'type' && v === '1' ? 'areas' : name === 'provider' && v === '1' ? 'local' : v));
      for (const [who, sid] of sessions) {
        // Paths.
        if (op.path.includes('{')) for (const v of PATH_VALUES) await call(who, sid, op.method, filled(v), op.method === 'GET' ? undefined : '{}');
        const url = filled('1');
        // Queries.
        for (const q of queryVariants(op.query)) await call(who, sid, op.method, url + q, op.method === 'GET' ? undefined : '{}');
        if (op.method === 'GET') continue;
        // Bodies: not an object, broken JSON, then the right shape filled with hostile values.
        for (const raw of RAW_BODIES) await call(who, sid, op.method, url, raw);
        for (let v = 0; v < 6; v++) await call(who, sid, op.method, url, JSON.stringify(hostile(op.body, v)));
        await call(who, sid, op.method, url, Buffer.from([0xff, 0xfe, 0x00, 0x7b]).toString('latin1'));
      }
    }
    console.log(`malformed-input: ${calls} requests to ${ops.length} operations, ${failures.length} × 5xx`);
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers pages whose address holds text the database cannot store with 400, not 500', async () => {
    for (const p of ['/blog/%00', '/en/blog?tag=%00', '/services/%ED%A0%80', '/en/faq?type=%00', '/team/x%00y']) {
      const res = await t.request(p);
      expect(res.status, p).toBeLessThan(500);
    }
  });
});
