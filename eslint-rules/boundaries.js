// The project's import boundaries (docs/architecture.md "Boundaries") as one ESLint rule, so a
// violation fails `npm run lint` where it is written. Paths are resolved from the importing file.
import path from 'node:path';

/** Feature folders every feature may use: the shared frame of the app. */
export const FRAME_FEATURES = new Set(['shell', 'overlays', 'errors', 'i18n', 'content', 'realtime', 'notifications']);
const SERVER_ONLY_PACKAGES = /^(hono|@hono\/|socket\.io|react|react-dom|react-router)(\/|$)/;

/** The first rule the import breaks, or null. `from` and `to` are paths relative to the project root. */
export function boundaryViolation(from, to, typeOnly) {
  const isPackage = !to.startsWith('.') && !path.isAbsolute(to) && !/^(app|server|common)\//.test(to);
  if (from.startsWith('server/domain/') && isPackage && SERVER_ONLY_PACKAGES.test(to)) return 'domain-framework';
  if (isPackage) return null;
  if (from.startsWith('app/') && to.startsWith('server/') && !typeOnly) return 'app-server';
  if (from.startsWith('common/') && /^(app|server)\//.test(to)) return 'common-sides';
  if (from.startsWith('server/domain/') && /^server\/(http|realtime)\//.test(to)) return 'domain-edge';
  if (from.startsWith('server/') && to.startsWith('app/') && !typeOnly) return 'server-app';
  const f = /^app\/features\/([^/]+)\//.exec(from);
  const t = /^app\/features\/([^/]+)\//.exec(to);
  if (f && t && f[1] !== t[1] && !FRAME_FEATURES.has(t[1])) return 'feature-feature';
  return null;
}

const MESSAGES = {
  'app-server': 'app/ reaches server/ for types only: loaders use the load context (import type …).',
  'common-sides': 'common/ is shared by both sides and imports neither app/ nor server/.',
  'domain-edge': 'The domain does not know its callers: no imports from server/http or server/realtime.',
  'domain-framework': 'The domain imports no Hono, Socket.IO or React.',
  'server-app': 'server/ does not import app/ code (types only).',
  'feature-feature': 'A feature uses the shared frame ({{frame}}) or app/components, never another feature’s internals.',
};

export default {
  meta: { type: 'problem', docs: { description: 'Import boundaries between app, server, common and features' }, messages: MESSAGES, schema: [] },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (node, source, typeOnly) => {
      if (typeof source !== 'string') return;
      const target = source.startsWith('.') ? path.relative(root, path.resolve(path.dirname(context.filename), source)).split(path.sep).join('/') : source;
      const broken = boundaryViolation(file, target, typeOnly);
      if (broken) context.report({ node, messageId: broken, data: { frame: [...FRAME_FEATURES].join(', ') } });
    };
    const allTypes = (node) => node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, allTypes(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, allTypes(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};
