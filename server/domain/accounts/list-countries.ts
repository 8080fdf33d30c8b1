import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { country } from '../../db/schema/accounts';

/**
 * Countries in display order (HK first: +852 is the default): `phone` = those whose phone numbers
 * are accepted; `all` = every enabled country (nationality, passport issuer).
 */
export function listCountries(db: Db, scope: 'phone' | 'all') {
  return db
    .select({ code2: country.code2, code3: country.code3, callingCode: country.callingCode, name: country.name, enablePhone: country.enablePhone })
    .from(country)
    .where(scope === 'phone' ? eq(country.enablePhone, true) : eq(country.enableCountry, true))
    .orderBy(asc(country.sort), asc(country.code2));
}
