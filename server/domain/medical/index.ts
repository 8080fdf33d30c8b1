import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fhirSource, type FhirSource } from '../../integrations/fhir/fhir-source';
import { createMedicalService } from './medical-service';

/** The medical-record link bound to the database and the record system of the configuration (services.ts `medical`). */
export function createMedicalServices(deps: { db: Db; config: Config; now: () => Date; fhir?: FhirSource }) {
  return createMedicalService({ db: deps.db, fhir: deps.fhir ?? fhirSource(deps.config), now: deps.now });
}
