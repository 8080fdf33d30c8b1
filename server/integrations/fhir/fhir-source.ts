import type { Config } from '../../config';
import { AppError } from '../../domain/app-error';
import type { FhirClient } from './client';

/** Where the FHIR client comes from: configured lazily, on the first medical-record request. */
export type FhirSource = () => Promise<FhirClient>;

/**
 * FHIR_BASE_URL set: the record system there (bearer FHIR_TOKEN, or SMART Backend Services with
 * FHIR_CLIENT_ID + FHIR_TOKEN_URL + FHIR_PRIVATE_KEY). Unset in demo mode: the embedded sandbox,
 * started on first use. Otherwise every medical-record request is FHIR_NOT_CONFIGURED. Medplum is
 * imported only here and only then, so a clinic without the link pays nothing for it.
 */
export function fhirSource(config: Pick<Config, 'DEMO' | 'FHIR_BASE_URL' | 'FHIR_TOKEN' | 'FHIR_CLIENT_ID' | 'FHIR_TOKEN_URL' | 'FHIR_PRIVATE_KEY' | 'FHIR_KEY_ID' | 'FHIR_SCOPE' | 'FHIR_TIMEOUT_MS' | 'FHIR_RETRIES'>): FhirSource {
  let client: Promise<FhirClient> | null = null;
  const make = async (): Promise<FhirClient> => {
    const { createFhirClient } = await import('./client');
    const common = { timeoutMs: config.FHIR_TIMEOUT_MS, retries: config.FHIR_RETRIES };
    if (config.FHIR_BASE_URL) {
      const smart =
        config.FHIR_CLIENT_ID && config.FHIR_TOKEN_URL && config.FHIR_PRIVATE_KEY
          ? { clientId: config.FHIR_CLIENT_ID, tokenUrl: config.FHIR_TOKEN_URL, privateKeyPem: config.FHIR_PRIVATE_KEY.replace(/\\n/g, '\n'), keyId: config.FHIR_KEY_ID, scope: config.FHIR_SCOPE }
          : undefined;
      return createFhirClient({ ...common, baseUrl: config.FHIR_BASE_URL, token: config.FHIR_TOKEN, smart });
    }
    if (!config.DEMO) throw new AppError('FHIR_NOT_CONFIGURED');
    const { startFhirSandbox } = await import('./sandbox');
    const sandbox = await startFhirSandbox();
    return createFhirClient({ ...common, baseUrl: sandbox.baseUrl });
  };
  return () => {
    client ??= make().catch((err: unknown) => {
      client = null;
      throw err;
    });
    return client;
  };
}
