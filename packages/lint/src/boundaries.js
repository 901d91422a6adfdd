import path from 'node:path';

/**
 * @typedef {object} Slice
 *   A folder whose subfolders are peers that must not reach into each other: web features,
 *   api modules.
 * @property {string} dir Folder of the peers, from the repository root.
 * @property {string[]} [entry] Files of a peer that others may import (without extension), e.g.
 *   `index`; none means a peer is never imported by another.
 * @property {string} hint What to do instead, appended to the message.
 *
 * @typedef {object} Layer
 *   A folder that must not import from others (shared code never imports the code that uses it).
 * @property {string} from Folder, from the repository root.
 * @property {string[]} disallow Folders it may not import from.
 * @property {string} hint What to do instead.
 *
 * @typedef {object} Options
 * @property {string} root The repository root (absolute).
 * @property {Slice[]} [slices]
 * @property {Layer[]} [layers]
 */

const EXTENSION = /\.(?:[cm]?[jt]sx?|css)$/;

/**
 * `a/b/c.js` → `a/b/c`; `a/b/index.ts` stays; a folder import `a/b` is its `index`.
 * @param {string} file
 */
function withoutExtension(file) {
  return file.replace(EXTENSION, '');
}

/**
 * @param {string} file
 * @param {string} dir
 */
function inside(file, dir) {
  return file === dir || file.startsWith(`${dir}/`);
}

/**
 * The peer folder and the rest of the path of `file` under a slice's folder, or null.
 * @param {string} file
 * @param {string} dir
 */
function peerOf(file, dir) {
  if (!file.startsWith(`${dir}/`)) return null;
  const [peer, ...rest] = file.slice(dir.length + 1).split('/');
  return { peer, rest: rest.join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps web features and api modules from importing each other’s insides' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          slices: { type: 'array' },
          layers: { type: 'array' },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossSlice: "'{{peer}}' may not import '{{target}}' from '{{other}}'. {{hint}}",
      layer: "'{{from}}' may not import from '{{target}}'. {{hint}}",
    },
  },
  create(context) {
    /** @type {Options} */
    const options = context.options[0];
    const root = options.root;
    const self = path.relative(root, context.filename).split(path.sep).join('/');
    if (self.startsWith('..')) return {};

    /**
     * @param {any} node the import's source literal
     * @param {unknown} source
     */
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const absolute = path.resolve(path.dirname(context.filename), source);
      const target = path.relative(root, absolute).split(path.sep).join('/');

      for (const slice of options.slices ?? []) {
        const mine = peerOf(self, slice.dir);
        const theirs = peerOf(target, slice.dir);
        if (!mine || !theirs || mine.peer === theirs.peer) continue;
        const entry = withoutExtension(theirs.rest) || 'index';
        if ((slice.entry ?? []).includes(entry)) continue;
        context.report({
          node,
          messageId: 'crossSlice',
          data: { peer: `${slice.dir}/${mine.peer}`, target: source, other: theirs.peer, hint: slice.hint },
        });
        return;
      }
      for (const layer of options.layers ?? []) {
        if (!inside(self, layer.from)) continue;
        const banned = layer.disallow.find((dir) => inside(target, dir));
        if (!banned) continue;
        context.report({ node, messageId: 'layer', data: { from: layer.from, target: banned, hint: layer.hint } });
        return;
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
