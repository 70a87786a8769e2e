// Import boundaries (docs/conventions.md, House style 1), enforced by lint:
// - packages/shared imports nothing from apps/;
// - a feature (apps/web/src/features/<name>) or module (apps/api/src/modules/<name>) does not reach
//   into another one's internals: only its public entries may be imported: `index.ts`, and for a web
//   feature `screens.ts` (its lazy route screens, kept apart so the route table does not pull the
//   feature's components into the first-load chunk) and `server.ts` (what only the server render
//   imports, kept out of the browser's first-load chunk for the same reason);
// - no circle between features or modules (`feature-cycles`, below).
import fs from 'node:fs';
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
        (to.area.alias !== null && ['screens', 'screens.ts', 'server', 'server.ts'].includes(to.rest));
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

// Issue #30 (2): no circles between features or modules. `import-x/no-cycle` follows files, but two
// features can still lean on each other through their public entries (A's page imports B's index, B's
// component imports A's index): no file meets itself, yet neither feature can be understood, tested or
// split without the other. This rule draws the graph of value imports between the features of an area
// (type-only imports are erased at run time and do not count; tests are left out) and refuses the
// import that closes a circle, naming it. The graph is built once per lint run by reading the area's
// files (not from each linted file's AST), and built again only when a feature folder comes or goes.
const graphs = new Map();

const IMPORT_FROM = /^[ \t]*import\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const EXPORT_FROM = /^[ \t]*export\s+(type\s+)?(\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || /(^|\/)(test|tests|__tests__)\//.test(file);
/** `{ type A, type B }` imports nothing at run time (the project keeps no empty imports). */
const onlyTypes = (clause) => /^\{[^}]*\}$/.test(clause.trim()) && clause.replace(/[{}\s]/g, '') !== '' &&
  clause.replace(/[{}]/g, '').split(',').map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith('type '));

/** The value imports of one source text, as specifiers. */
function valueImports(text) {
  const specs = [];
  for (const m of text.matchAll(IMPORT_FROM)) if (!m[1] && !onlyTypes(m[2])) specs.push(m[3]);
  for (const m of text.matchAll(EXPORT_FROM)) if (!m[1] && !onlyTypes(m[2])) specs.push(m[3]);
  for (const m of text.matchAll(SIDE_EFFECT)) specs.push(m[1]);
  for (const m of text.matchAll(DYNAMIC)) specs.push(m[1]);
  return specs;
}

/** Feature → the features it imports by value, read from the area's files (tests left out). */
function featureGraph(area, cwd) {
  const root = path.join(cwd, area.root);
  let stamp;
  try {
    stamp = fs.statSync(root).mtimeMs;
  } catch {
    return new Map();
  }
  const cached = graphs.get(root);
  if (cached && cached.stamp === stamp) return cached.graph;
  const graph = new Map();
  for (const entry of fs.readdirSync(root, { recursive: true })) {
    const rel = toPosix(String(entry));
    if (!/\.(ts|tsx|js|mjs)$/.test(rel) || rel.endsWith('.d.ts') || isTest(rel)) continue;
    const file = path.join(root, rel);
    const name = rel.split('/')[0];
    if (!graph.has(name)) graph.set(name, new Set());
    let text;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const spec of valueImports(text)) {
      const target = resolveTarget(file, spec, cwd);
      const to = target && areaOf(target);
      if (to && to.area === area && to.name !== name) graph.get(name).add(to.name);
    }
  }
  graphs.set(root, { stamp, graph });
  return graph;
}

/** A shortest path of features from `start` to `goal` in `graph`, or null. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const trail = [];
      for (let step = at; step !== null; step = previous.get(step)) trail.unshift(step);
      return trail;
    }
    for (const next of graph.get(at) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, at);
      queue.push(next);
    }
  }
  return null;
}

/** Every circle between the features of the area rooted at `root` (e.g. 'apps/web/src/features'), as 'a → b → a'. */
export function featureCircles(root, cwd = process.cwd()) {
  const area = AREAS.find((a) => a.root === root);
  if (!area) throw new Error(`not an area: ${root}`);
  const graph = featureGraph(area, cwd);
  const circles = [];
  for (const [from, targets] of graph)
    for (const to of targets) {
      const back = pathBetween(graph, to, from);
      if (back) circles.push([from, ...back].join(' → '));
    }
  return circles;
}

const cycleRule = {
  meta: { type: 'problem', schema: [], messages: {
    cycle: "'{{from}}' imports '{{to}}', which imports it back: {{cycle}}. Move what both need to lib/ or components/ (or into the feature that owns it) so the import goes one way.",
  } },
  create(context) {
    const cwd = context.cwd ?? process.cwd();
    const file = toPosix(path.relative(cwd, context.filename));
    const from = areaOf(file);
    if (!from || isTest(file)) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const target = resolveTarget(context.filename, spec, cwd);
      const to = target && areaOf(target);
      if (!to || to.area !== from.area || to.name === from.name) return;
      const back = pathBetween(featureGraph(from.area, cwd), to.name, from.name);
      if (back) context.report({ node, messageId: 'cycle', data: { from: from.name, to: to.name, cycle: [from.name, ...back].join(' → ') } });
    };
    const typeOnly = (node) =>
      node.importKind === 'type' || node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => !typeOnly(node) && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && !typeOnly(node) && check(node, node.source.value),
      ExportAllDeclaration: (node) => node.exportKind !== 'type' && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const boundaries = { rules: { boundaries: rule, 'feature-cycles': cycleRule } };
