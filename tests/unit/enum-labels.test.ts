import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LABELLED_ENUMS } from '../../common/enum-labels';
import { LANGUAGES, NAMESPACES } from '../../common/i18n-config';
import { docType, gender } from '../../server/db/schema/accounts';
import { bookingStatus, scheduleEntryType } from '../../server/db/schema/booking';
import { caseType, promotionKind } from '../../server/db/schema/content';
import { currency, dealAction, dealState, ledgerCurrency, ledgerReason, paymentMethod } from '../../server/db/schema/deal';
import { eventRegistrationState } from '../../server/db/schema/event-registration';

type Tree = { [k: string]: string | Tree };
const load = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join('locales', lng, `${ns}.json`), 'utf8')) as Tree;

/** Every object in a namespace with its dotted path. */
function objects(o: Tree, p = ''): [string, Tree][] {
  return [[p, o], ...Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? objects(v, p ? `${p}.${k}` : k) : []))];
}

/**
 * Per-value texts that are not a value's name: help lines, action buttons, notification texts and
 * the booking flow's group headings. Each says why it may be keyed by enum values.
 */
const NOT_LABELS: Record<string, string> = {
  'manage:resources': 'the permission resources (one per back-office section: EVENT, BOOKING…), not deal kinds',
  'account:docHint': 'the number format each document type expects, under the number field',
  'booking:statusHelp': 'what a member should do in each state, shown under the state name',
  'booking:plan': 'the plural headings over the booking flow’s list of treatments and add-ons',
  'desk:action.button': 'verbs of the state-change buttons (Accept, Reject…)',
  'desk:action.title': 'dialog titles of the state changes',
  'desk:action.lead': 'dialog explanations of the state changes',
  'desk:action.submit': 'submit buttons of the state changes',
  'desk:action.done': 'confirmations after a state change',
  'pay:detail.lead': 'what happens now and what the member should do in each payment state, under the state name',
  'pay:detail.leadPackage': 'the same for a package’s payment (the package starts once paid)',
  'pay:detail.leadOther': 'the same for a payment that holds nothing (a visit paid at the clinic)',
  'cms:review.moderated': 'toasts after a one-click moderation (Show / Hide)',
  'schedule:entries.typeHint': 'a sentence explaining each entry type in its form',
  'manage:log.action': "the operation log's verbs (CREATE, REJECT…), not a deal's timeline steps",
  'manage:ledger.form.reasonHint': 'what each reason a staff member may pick does to the balance, under the reason field',
};

describe('enumeration labels', () => {
  it('the registry lists the database enums value for value', () => {
    expect(LABELLED_ENUMS.bookingStatus).toEqual(bookingStatus.enumValues);
    expect(LABELLED_ENUMS.gender).toEqual(gender.enumValues);
    expect(LABELLED_ENUMS.docType).toEqual(docType.enumValues);
    expect(LABELLED_ENUMS.caseType).toEqual(caseType.enumValues);
    expect(LABELLED_ENUMS.planKind).toEqual(promotionKind.enumValues);
    expect(LABELLED_ENUMS.scheduleEntry).toEqual(scheduleEntryType.enumValues);
    expect(LABELLED_ENUMS.dealState).toEqual(dealState.enumValues);
    expect(LABELLED_ENUMS.dealAction).toEqual(dealAction.enumValues);
    expect(LABELLED_ENUMS.paymentMethod).toEqual(paymentMethod.enumValues);
    expect(LABELLED_ENUMS.currency).toEqual(currency.enumValues);
    expect(LABELLED_ENUMS.eventRegistrationState).toEqual(eventRegistrationState.enumValues);
    expect(LABELLED_ENUMS.ledgerCurrency).toEqual(ledgerCurrency.enumValues);
    expect(LABELLED_ENUMS.ledgerReason).toEqual(ledgerReason.enumValues);
  });

  for (const lng of LANGUAGES) {
    it(`${lng}: every value has exactly one label, at common:enum.<name>.<value>`, () => {
      const labels = load(lng, 'common').enum as Tree;
      expect(Object.keys(labels).sort()).toEqual(Object.keys(LABELLED_ENUMS).sort());
      for (const [name, values] of Object.entries(LABELLED_ENUMS)) {
        const set = labels[name] as Record<string, string>;
        expect(Object.keys(set).sort(), `common:enum.${name}`).toEqual([...values].sort());
        for (const v of values) expect(set[v]?.trim(), `common:enum.${name}.${v}`).toBeTruthy();
      }
    });

    it(`${lng}: no namespace names enum values a second time`, () => {
      const found: string[] = [];
      for (const ns of NAMESPACES) {
        for (const [at, o] of objects(load(lng, ns))) {
          if ((ns === 'common' && (at === 'enum' || at.startsWith('enum.'))) || NOT_LABELS[`${ns}:${at}`]) continue;
          for (const [name, values] of Object.entries(LABELLED_ENUMS)) {
            const named = (values as readonly string[]).filter((v) => typeof o[v] === 'string');
            if (named.length >= 2) found.push(`${ns}:${at} names ${name} ${named.join(', ')}`);
          }
        }
      }
      expect(found).toEqual([]);
    });
  }

  it('every template key the code builds (t(`ns:prefix.${…}`)) points into an existing set of keys', () => {
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) return e.name.startsWith('+') ? [] : files(p);
        return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
      });
    const en = Object.fromEntries(NAMESPACES.map((ns) => [ns, load('en', ns)]));
    const missing: string[] = [];
    for (const file of [...files('app'), ...files('server')]) {
      const src = fs.readFileSync(file, 'utf8');
      const defaultNs = /useTranslation\('site'\)/.test(src) ? 'site' : 'common';
      for (const m of src.matchAll(/\b(?:t|tc)\(\s*`(?:([a-z]+):)?([A-Za-z0-9_.]+)\.\$\{/g)) {
        const ns = m[1] ?? defaultNs;
        let node: unknown = en[ns];
        for (const part of m[2]!.split('.')) node = (node as Tree | undefined)?.[part];
        if (typeof node !== 'object' || node === null) missing.push(`${file}: ${ns}:${m[2]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
