/**
 * Which folders of src/ each layer may import, as DESIGN.md draws them ("Layers import one
 * way"), turned into ESLint `no-restricted-imports` rules, so that a wrong import fails
 * `npm run lint`. Each layer lists what it MAY import; everything else in src/ is refused.
 * (tests/architecture/importCycles.test.ts checks the same tree for cycles across folders.)
 */

/** The top-level folders of src/, and `print/studio`, the Print tab's page code (print's other files are pure and serve the CLI too). */
const FOLDERS = ['cli', 'components', 'core', 'format', 'game', 'i18n', 'ids', 'input', 'lab', 'lazy', 'print/studio', 'print', 'pwa', 'render', 'store', 'workers', 'App', 'main'];

/** Packages that make a layer UI code: refused wherever React is. */
const UI_PACKAGES = ['react', 'react-dom', 'react-dom/client', 'zustand'];
const NODE_PACKAGES = ['node:.*', 'fs', 'path'];

/**
 * Each layer: the files it covers, the folders it may import (its own always), the packages it
 * may not, and why. Later entries win over earlier ones for the same file (print/studio, worker entries).
 */
const LAYERS = [
  { name: 'core', files: 'src/core', may: [], packages: [...UI_PACKAGES, ...NODE_PACKAGES], why: 'src/core stays pure: no UI, store or Node APIs, and nothing outside core' },
  { name: 'ids', files: 'src/ids', may: ['core'], packages: UI_PACKAGES, why: 'src/ids holds shared ids and codes: it imports only core' },
  { name: 'format', files: 'src/format', may: ['core'], packages: UI_PACKAGES, why: 'src/format formats numbers: it imports only core' },
  { name: 'lazy', files: 'src/lazy', may: ['core'], packages: UI_PACKAGES, why: 'src/lazy loads code on first use: it imports only core' },
  { name: 'i18n', files: 'src/i18n', may: ['core', 'ids', 'format', 'lazy'], packages: UI_PACKAGES, why: 'src/i18n is catalogues keyed by ids: it imports nothing above it (no store, game, render, workers or React)' },
  { name: 'game', files: 'src/game', may: ['core', 'ids', 'format'], packages: UI_PACKAGES, why: 'src/game is the rules of play, pure: it returns codes and data, and imports no store, i18n, render, workers or React' },
  { name: 'render', files: 'src/render', may: ['core', 'ids', 'format', 'game'], packages: UI_PACKAGES, why: 'src/render is pure painters: no store, components, workers or React' },
  { name: 'workers', files: 'src/workers', may: ['core', 'ids', 'format', 'lazy', 'game', 'render'], packages: UI_PACKAGES, why: 'src/workers runs jobs on core, game and render: no store, i18n, labs or React' },
  // A worker's entry file may run the book core (print's pure part) off the main thread.
  { name: 'worker entries', files: 'src/workers', glob: '*.worker.ts', may: ['core', 'ids', 'format', 'lazy', 'game', 'render', 'workers', 'print'], packages: UI_PACKAGES, why: 'a worker runs pure code only: no store, i18n page code, labs or React' },
  { name: 'print', files: 'src/print', may: ['core', 'ids', 'format', 'lazy', 'game', 'render', 'i18n', 'workers'], packages: UI_PACKAGES, why: "print's book core serves the CLI too: no store, components or React (the studio's page code is src/print/studio)" },
  { name: 'store', files: 'src/store', may: ['core', 'ids', 'format', 'lazy', 'game', 'render', 'i18n', 'workers'], packages: [], why: 'src/store sits under the tabs: it imports no lab, components, input, print or CLI' },
  { name: 'input', files: 'src/input', may: ['core', 'ids', 'format', 'game', 'store'], packages: [], why: 'src/input turns keys and touches into store actions: no components, labs or render' },
  { name: 'cli', files: 'src/cli', may: ['core', 'ids', 'format', 'game', 'render', 'i18n', 'workers', 'print'], packages: UI_PACKAGES, why: "the CLI is a thin face on core and print's pure parts: never the store, components or React" },
  { name: 'pwa', files: 'src/pwa', may: ['core'], packages: UI_PACKAGES, why: 'src/pwa imports only core' },
  { name: 'components', files: 'src/components', may: ['core', 'ids', 'format', 'lazy', 'game', 'render', 'i18n', 'workers', 'print', 'store', 'input'], packages: [], why: "the Play tab and the app's shared controls: no labs, Print studio or CLI" },
  { name: 'lab', files: 'src/lab', may: ['core', 'ids', 'format', 'lazy', 'game', 'render', 'i18n', 'workers', 'print', 'store', 'input', 'components'], packages: [], why: 'the lab tabs: no Print studio or CLI' },
  { name: 'print studio', files: 'src/print/studio', may: ['core', 'ids', 'format', 'lazy', 'game', 'render', 'i18n', 'workers', 'print', 'store', 'input', 'components'], packages: [], why: 'the Print tab: no labs or CLI' },
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A relative specifier that climbs `depth` folders to src/ and then enters `folder`. */
function climbingInto(depth, folders) {
  return `^(\\.\\./){${depth}}(${folders.map(escape).join('|')})(/|$)`;
}

/** The folders a layer may not import: all but its own and those it may. */
function refused(layer) {
  const own = layer.name === 'worker entries' ? 'workers' : layer.files.slice('src/'.length);
  const allowed = new Set([own, ...layer.may]);
  return FOLDERS.filter((folder) => !allowed.has(folder));
}

/**
 * The rules, one config a layer and depth: a file n folders below src/ reaches another folder
 * of src/ only by climbing n levels, so each depth's pattern names exactly the folders of src/.
 */
export function layerRules() {
  const configs = [];
  for (const layer of LAYERS) {
    const own = layer.files.slice('src/'.length);
    const depthOfOwn = own.split('/').length;
    const folders = refused(layer);
    // Files sit at most three folders below their layer's (src/core/generate/… is two).
    for (let below = 0; below <= 3; below++) {
      const depth = depthOfOwn + below;
      const glob = layer.glob ?? '*.{ts,tsx}';
      const patterns = [{ regex: climbingInto(depth, folders), message: `${layer.why}.` }];
      // print's pure files may not reach into its studio from inside print/ either.
      if (own === 'print') patterns.push({ regex: `^${below === 0 ? '\\./' : `(\\.\\./){${below}}`}studio(/|$)`, message: `${layer.why}.` });
      if (layer.packages.length > 0) patterns.push({ regex: `^(${layer.packages.join('|')})$`, message: `${layer.why}.` });
      configs.push({
        files: [`${layer.files}/${'*/'.repeat(below)}${glob}`],
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      });
    }
  }
  return configs;
}
