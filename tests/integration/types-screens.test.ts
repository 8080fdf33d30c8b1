import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES, type Lng } from '../../common/i18n-config';
import { TYPE_NAMES } from '../../common/type.schema';
import { requestContext, servicesContext } from '../../app/context';
import { getI18n } from '../../app/features/i18n/i18n-instance';
import SiteSettingsScreen, { loader as siteLoader } from '../../app/routes/manage/site-settings';
import TypesScreen, { loader as typesLoader } from '../../app/routes/manage/types';
import { TypeForm } from '../../app/features/settings/type-form';
import { demoContent } from '../../server/db/seed/demo-content';
import { seedAccountBasics } from '../../server/db/seed/seed-accounts';
import { seedDemo } from '../../server/db/seed/seed-demo';
import { seedTypes } from '../../server/db/seed/seed-types';
import { getSiteSettings } from '../../server/domain/content/get-site-settings';
import { editableSiteSettings } from '../../server/domain/site/update-site-settings';
import { listTypeOptions, listTypes } from '../../server/domain/types/list-types';
import { createTestDatabase, TEST_DB_KIND } from '../helpers/test-db';

/** The two back-office screens rendered on the server from their real loaders (no build needed). */
let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.database.db, demoContent);
  await seedAccountBasics(t.database.db);
  await seedTypes(t.database.db);
});
afterAll(() => t?.drop());

const resources = (lng: Lng) => Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(fs.readFileSync(path.join('locales', lng, `${ns}.json`), 'utf8'))]));
const actor = (permissions: string[], lng: Lng = 'en') => ({ id: 'x', account: 'a', phone: null, email: null, lng, hasPassword: true, roles: ['U'], permissions, member: null });

function context(permissions: string[] | null, lng: Lng = 'en') {
  const db = t.database.db;
  const services = {
    types: { list: (type: never, q: never) => listTypes(db, type, q), options: (type: never) => listTypeOptions(db, type) },
    siteSettings: { get: () => getSiteSettings(db).then(editableSiteSettings) },
    i18n: { fixedT: async (l: Lng) => getI18n(l, `loader-${l}`, resources(l)).getFixedT(l) },
  };
  const ctx = new RouterContextProvider();
  ctx.set(servicesContext, services as never);
  ctx.set(requestContext, { nonce: 'n', requestId: 'r', actor: permissions ? (actor(permissions, lng) as never) : null, user: null });
  return ctx;
}

async function render(url: string, permissions: string[], lng: Lng = 'en') {
  const u = new URL(url, 'http://clinic.test');
  const isTypes = u.pathname.startsWith('/manage/types/');
  const params = isTypes ? { type: u.pathname.split('/')[3]! } : {};
  const args = { request: new Request(u), params, context: context(permissions, lng) } as never;
  const data = isTypes ? await typesLoader(args) : await siteLoader(args);
  const Stub = createRoutesStub([
    { id: 'screen', path: isTypes ? '/manage/types/:type' : '/manage/site-settings', Component: (isTypes ? TypesScreen : SiteSettingsScreen) as never, loader: () => data },
  ]);
  const i18n = getI18n(lng, `test-${lng}`, resources(lng));
  return renderToString(createElement(I18nextProvider, { i18n }, createElement(Stub, { initialEntries: [u.pathname + u.search], hydrationData: { loaderData: { screen: data } } })));
}

async function loaderStatus(url: string, permissions: string[] | null) {
  const u = new URL(url, 'http://clinic.test');
  const params = u.pathname.startsWith('/manage/types/') ? { type: u.pathname.split('/')[3]! } : {};
  const args = { request: new Request(u), params, context: context(permissions) } as never;
  try {
    await (u.pathname.startsWith('/manage/types/') ? typesLoader(args) : siteLoader(args));
    return 200;
  } catch (e) {
    const r = e as { status?: number; init?: { status?: number }; headers?: Headers };
    return r.init?.status ?? r.status ?? 0;
  }
}

describe(`back-office screens for type lists and site settings on ${TEST_DB_KIND}`, () => {
  it('render every list with its columns, sort links, edit and delete for an administrator', async () => {
    for (const type of TYPE_NAMES) {
      const html = await render(`/manage/types/${type}`, ['WEB_ADMIN']);
      expect(html, type).toContain('data-testid="type-add"');
      expect(html, type).toContain('aria-sort="ascending"');
    }
    const areas = await render('/manage/types/areas?q=wan', ['WEB_ADMIN']);
    expect(areas).toContain('Wan Chai');
    expect(areas).toContain('灣仔區');
    expect(areas).not.toContain('Sha Tin');
    const symptoms = await render('/manage/types/symptoms?sort=key&order=desc&pageSize=3', ['WEB_ADMIN'], 'zh-HK');
    expect(symptoms).toContain('症狀');
    expect(symptoms).toContain('aria-sort="descending"');
    expect(symptoms).toContain('下一頁');
  });

  it('show no add, edit or delete to a viewer; gate signed-out and unpermitted visitors', async () => {
    const html = await render('/manage/types/areas', ['TYPE_VIEW']);
    expect(html).not.toContain('data-testid="type-add"');
    expect(html).not.toContain('>Delete<');
    expect(await loaderStatus('/manage/types/areas', null)).toBe(302);
    expect(await loaderStatus('/manage/types/areas', ['BOOKING_VIEW'])).toBe(403);
    expect(await loaderStatus('/manage/types/planets', ['WEB_ADMIN'])).toBe(404);
    expect(await loaderStatus('/manage/types/areas?page=99', ['WEB_ADMIN'])).toBe(302);
    expect(await loaderStatus('/manage/site-settings', ['TYPE_EDIT'])).toBe(403);
  });

  it('render the site settings form grouped, in each language, read-only without SITE_SETTING_EDIT', async () => {
    for (const lng of LANGUAGES) {
      const html = await render('/manage/site-settings', ['WEB_ADMIN'], lng);
      expect(html).toContain('data-testid="site-settings-form"');
      expect(html).toContain('+852 2388 1234');
      // Offices are kept on their places: the form points there and holds no branch of its own.
      expect(html).toContain('href="/manage/places"');
      expect(html).not.toContain('銅鑼灣');
    }
    const readOnly = await render('/manage/site-settings', ['SITE_SETTING_VIEW']);
    expect(readOnly).toContain('You can view these settings but not change them.');
    expect(readOnly).toContain('disabled=""');
  });

  it('render the edit form of every list with its fields, names in three languages', async () => {
    const i18n = getI18n('en', 'test-en', resources('en'));
    const bodyParts = await listTypeOptions(t.database.db, 'body-parts');
    for (const type of TYPE_NAMES) {
      const [row] = (await listTypes(t.database.db, type, { sort: type === 'hashtags' ? 'key' : 'sort', order: 'asc', lng: 'en', page: 1, pageSize: 1 })).rows;
      const html = renderToString(
        createElement(I18nextProvider, { i18n }, createElement(TypeForm, { type, row: row!, lng: 'en', bodyParts, onSaved: () => {}, onCancel: () => {}, onDirty: () => {} })),
      );
      expect(html, type).toContain('Name (English)');
      expect(html, type).toContain('Name (繁體中文)');
      expect(html, type).toContain(row!.name.en);
      if (type === 'countries') expect(html).toContain('Calling code');
      if (type === 'symptoms') expect(html).toContain('<select');
    }
  });
});
