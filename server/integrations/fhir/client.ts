import { createSign, randomUUID } from 'node:crypto';
import type { MedplumClient } from '@medplum/core';
import type { Bundle, OperationOutcome, Patient } from '@medplum/fhirtypes';
import { AppError } from '../../domain/app-error';

/** How to reach and authenticate to the record system (server/config.ts FHIR_*). */
export interface FhirClientOptions {
  /** The FHIR R4 base, ending in `/` (e.g. `https://ehr.example/fhir/R4/`). */
  baseUrl: string;
  /** A bearer token, when the record system issues one ahead of time. */
  token?: string;
  /** SMART Backend Services (client credentials with a signed JWT assertion). */
  smart?: { clientId: string; tokenUrl: string; privateKeyPem: string; keyId?: string; scope: string };
  timeoutMs: number;
  retries: number;
  /** Tests: the fetch used underneath (default: global fetch). */
  fetch?: typeof fetch;
}

/** The few FHIR operations the medical-record link uses, each mapped to AppError codes on failure. */
export interface FhirClient {
  searchPatients: (query: Record<string, string>) => Promise<Patient[]>;
  readPatient: (id: string) => Promise<Patient>;
  createPatient: (patient: Patient) => Promise<Patient>;
  updatePatient: (patient: Patient) => Promise<Patient>;
}

const RETRY_STATUS = new Set([408, 429, 500, 502, 503, 504]);

/**
 * The fetch MedplumClient calls: each attempt gives up after `timeoutMs`; a network failure, a
 * timeout or a 5xx/429 answer is tried again at most `retries` times (short backoff). Whatever is
 * still failing after that becomes FHIR_UNAVAILABLE.
 */
export function resilientFetch(opts: { timeoutMs: number; retries: number; fetch?: typeof fetch }): typeof fetch {
  const base = opts.fetch ?? fetch;
  return async (input, init) => {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= opts.retries;
      try {
        const res = await base(input, { ...init, signal: AbortSignal.timeout(opts.timeoutMs) });
        if (!RETRY_STATUS.has(res.status) || last) return res;
      } catch (err) {
        if (last) throw new AppError('FHIR_UNAVAILABLE', { reason: err instanceof Error ? err.name : 'network' });
      }
      await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
    }
  };
}

/** A SMART Backend Services client assertion (RS384 JWT, 5 minutes; hl7.org/fhir/smart-app-launch/backend-services.html). */
export function clientAssertion(smart: NonNullable<FhirClientOptions['smart']>, now = Date.now()): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const header = b64({ alg: 'RS384', typ: 'JWT', ...(smart.keyId ? { kid: smart.keyId } : {}) });
  const iat = Math.floor(now / 1000);
  const payload = b64({ iss: smart.clientId, sub: smart.clientId, aud: smart.tokenUrl, jti: randomUUID(), iat, exp: iat + 300 });
  const signature = createSign('RSA-SHA384').update(`${header}.${payload}`).sign(smart.privateKeyPem).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** A failure from MedplumClient (an OperationOutcome error, a network failure) as an AppError the user is told in their language. */
export function fhirFailure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const outcome = (err as { outcome?: OperationOutcome }).outcome;
  const code = outcome?.issue?.[0]?.code;
  if (code === 'not-found' || code === 'deleted') return new AppError('FHIR_NOT_FOUND');
  if (code === 'invalid' || code === 'forbidden' || code === 'security' || code === 'login' || code === 'processing' || code === 'business-rule' || code === 'duplicate')
    return new AppError('FHIR_REJECTED', { issue: code });
  return new AppError('FHIR_UNAVAILABLE', { issue: code ?? 'unknown' });
}

/** A FHIR client on MedplumClient (@medplum/core, imported here only when the link is first used). */
export async function createFhirClient(opts: FhirClientOptions): Promise<FhirClient> {
  const { MedplumClient } = await import('@medplum/core');
  const base = opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`;
  const medplum: MedplumClient = new MedplumClient({
    baseUrl: base,
    fhirUrlPath: base,
    tokenUrl: opts.smart?.tokenUrl,
    clientId: opts.smart?.clientId,
    fetch: resilientFetch(opts),
    // Every answer is someone's medical record: never kept in this process.
    cacheTime: 0,
  });
  if (opts.token) medplum.setAccessToken(opts.token);
  let loggedInUntil = 0;
  /** SMART: a fresh access token when none is held or it is about to lapse. */
  const authenticate = async () => {
    if (!opts.smart || Date.now() < loggedInUntil) return;
    const smart = opts.smart;
    try {
      // The token endpoint's answer; the SMART scope rides on the assertion request body.
      const res = await resilientFetch(opts)(smart.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          scope: smart.scope,
          client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
          client_assertion: clientAssertion(smart),
        }),
      });
      if (!res.ok) throw new AppError(res.status >= 500 ? 'FHIR_UNAVAILABLE' : 'FHIR_REJECTED', { issue: 'login' });
      const tokens = (await res.json()) as { access_token: string; expires_in?: number };
      medplum.setAccessToken(tokens.access_token);
      loggedInUntil = Date.now() + Math.max(0, (tokens.expires_in ?? 300) - 60) * 1000;
    } catch (err) {
      throw fhirFailure(err);
    }
  };
  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    await authenticate();
    try {
      return await fn();
    } catch (err) {
      throw fhirFailure(err);
    }
  };
  // Retries are resilientFetch's alone (bounded); MedplumClient's own are turned off per request.
  // A fresh object each time: MedplumClient writes the method and body into the options it is given.
  const once = () => ({ maxRetries: 0, cache: 'no-cache' as const });
  return {
    searchPatients: (query) => call(async () => ((await medplum.search('Patient', query, once())) as Bundle<Patient>).entry?.flatMap((e) => (e.resource ? [e.resource] : [])) ?? []),
    readPatient: (id) => call(() => medplum.readResource('Patient', id, once())),
    createPatient: (patient) => call(() => medplum.createResource(patient, once())),
    updatePatient: (patient) => call(() => medplum.updateResource(patient, once())),
  };
}
