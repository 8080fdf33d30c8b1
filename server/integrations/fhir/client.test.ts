import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientAssertion, createFhirClient } from './client';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const smart = { clientId: 'aloha', tokenUrl: 'https://ehr.test/token', privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), keyId: 'k1', scope: 'system/Patient.rs' };
const part = (jwt: string, i: number) => JSON.parse(Buffer.from(jwt.split('.')[i]!, 'base64url').toString()) as Record<string, unknown>;

describe('SMART Backend Services', () => {
  it('signs a five-minute RS384 client assertion for the token endpoint', () => {
    const jwt = clientAssertion(smart, 1_700_000_000_000);
    expect(part(jwt, 0)).toEqual({ alg: 'RS384', typ: 'JWT', kid: 'k1' });
    expect(part(jwt, 1)).toMatchObject({ iss: 'aloha', sub: 'aloha', aud: smart.tokenUrl, iat: 1_700_000_000, exp: 1_700_000_300 });
    const [h, p, s] = jwt.split('.');
    expect(createVerify('RSA-SHA384').update(`${h}.${p}`).verify(publicKey, Buffer.from(s!, 'base64url'))).toBe(true);
  });

  it('exchanges the assertion for a token once, then calls the record system with it', async () => {
    const calls: { url: string; auth: string | null; body: string }[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, auth: new Headers(init?.headers).get('authorization'), body: String(init?.body ?? '') });
      if (url === smart.tokenUrl) return Response.json({ access_token: 'tok-1', token_type: 'bearer', expires_in: 300 });
      return Response.json({ resourceType: 'Bundle', type: 'searchset', entry: [{ resource: { resourceType: 'Patient', id: 'p1' } }] }, { headers: { 'content-type': 'application/fhir+json' } });
    }) as typeof globalThis.fetch;
    const client = await createFhirClient({ baseUrl: 'https://ehr.test/fhir/R4', smart, timeoutMs: 1000, retries: 0, fetch });
    expect((await client.searchPatients({ identifier: 'x|1' })).map((p) => p.id)).toEqual(['p1']);
    await client.searchPatients({ identifier: 'x|2' });
    expect(calls.filter((c) => c.url === smart.tokenUrl)).toHaveLength(1);
    const form = new URLSearchParams(calls[0]!.body);
    expect(Object.fromEntries(form)).toMatchObject({ grant_type: 'client_credentials', scope: 'system/Patient.rs', client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer' });
    expect(calls.slice(1).map((c) => [c.url.split('?')[0], c.auth])).toEqual([
      ['https://ehr.test/fhir/R4/Patient', 'Bearer tok-1'],
      ['https://ehr.test/fhir/R4/Patient', 'Bearer tok-1'],
    ]);
  });

  it('a refused token request is FHIR_REJECTED', async () => {
    const fetch = (async () => Response.json({ error: 'invalid_client' }, { status: 401 })) as typeof globalThis.fetch;
    const client = await createFhirClient({ baseUrl: 'https://ehr.test/fhir/R4/', smart, timeoutMs: 1000, retries: 0, fetch });
    await expect(client.readPatient('p1')).rejects.toMatchObject({ code: 'FHIR_REJECTED' });
  });
});
