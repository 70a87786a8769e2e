// Import boundaries (docs/conventions.md, House style 1), enforced by lint:
// - packages/shared imports nothing from apps/;
// - a feature (apps/web/src/features/<name>) or module (apps/api/src/modules/<name>) does not reach
//   into another one's internals: only its public entries may be imported: `index.ts`, and for a web
//   feature `screens.ts` (its lazy route screens, kept apart so the route table does not pull the
//   feature's components into the first-load chunk).
import path from 'node:path';

const AREAS = [
  { root: 'apps/web/src/features', alias: '@/features' },
  { root: 'apps/api/src/modules', alias: null },
];

const toPosix = (p) => p.split(path.sep).join('/');

function resolveTarget(fromFile, spec, cwd) {
  if (spec.startsWith('.')) return toPosix(path.relative(cwd, path.resolve(path.dirname(fromFile), spec)));
  if (spec.startsWith('@/')) return 'apps/web/src/' + spec.slice(2);
  return null;
}

function areaOf(file) {
  for (const area of AREAS) {
    if (file.startsWith(area.root + '/')) {
      const [name, ...rest] = file.slice(area.root.length + 1).split('/');
      return { area, name, rest: rest.join('/') };
    }
  }
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: {
    shared: 'packages/shared must not import from apps/ ({{spec}}).',
    internals: "'{{from}}' may not reach into the internals of '{{to}}' ({{spec}}); import its index instead.",
  } },
  create(context) {
    const cwd = context.cwd ?? process.cwd();
    const file = toPosix(path.relative(cwd, context.filename));
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      if (file.startsWith('packages/shared/') && (spec.startsWith('@chairly/') && spec !== '@chairly/shared' || /(^|\/)apps\//.test(spec)))
        return context.report({ node, messageId: 'shared', data: { spec } });
      const target = resolveTarget(context.filename, spec, cwd);
      if (!target) return;
      if (file.startsWith('packages/shared/') && target.startsWith('apps/'))
        return context.report({ node, messageId: 'shared', data: { spec } });
      const to = areaOf(target);
      if (!to) return;
      const from = areaOf(file);
      if (from && from.area === to.area && from.name === to.name) return;
      const publicEntry =
        to.rest === '' ||
        to.rest === 'index' ||
        to.rest === 'index.ts' ||
        (to.area.alias !== null && (to.rest === 'screens' || to.rest === 'screens.ts'));
      if (!publicEntry) context.report({ node, messageId: 'internals', data: { from: from ? from.name : file, to: to.name, spec } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const boundaries = { rules: { boundaries: rule } };
