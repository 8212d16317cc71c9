// The dependency rule of the house (docs/architecture.md, "Who may import whom"; decision 0059), checked by
// `pnpm check:dependencies` and in `npm test`. Every package of ours is read from its source (the
// `@dementie/source` export condition), so an import between packages is checked like one inside a
// package. A rule names what is forbidden; the message says which way is allowed.

/** The layers from the bottom up: a package may import packages of a lower layer only. */
const layers = [
  ['brands'],
  ['i18n-catalogues', 'api-client'],
  ['cms-model'],
  ['block-kit'],
  ['auth', 'elearning-player'],
  ['site'],
];

const pkg = (name) => `^packages/${name}/`;
const group = (names) => `^packages/(${names.join('|')})/`;
/** The same packages by module name, for an import that does not resolve (not a declared dependency). */
const named = (names) => `^@dementie/(${names.join('|')})($|/)`;

/** For each layer: its packages may not import a package of the same or a higher layer (but itself). */
const layerRules = layers.flatMap((names, index) => {
  const above = layers.slice(index + 1).flat();
  return names.map((name) => ({
    name: `layer-${name}`,
    severity: 'error',
    comment:
      `${name} may import only ${layers.slice(0, index).flat().join(', ') || 'no package of ours'}` +
      ' (docs/architecture.md, "Who may import whom").',
    from: { path: pkg(name) },
    to: {
      path: [
        group([...above, ...names.filter((other) => other !== name)]),
        named([...above, ...names.filter((other) => other !== name)]),
      ],
    },
  }));
});

/** A rule that no import may go from `from` to `to`; `comment` says why, and which way is allowed. */
const forbid = (name, from, to, comment) => ({
  name,
  severity: 'error',
  comment,
  from: { path: from },
  to: { path: to },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle at run time: the house reads top-down, so one of these imports goes the wrong way.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-type-cycle',
      severity: 'error',
      comment:
        'A cycle of type imports. Allowed only among the paragraph bundles of cms-model: a block holds ' +
        'blocks (expandable, centralised block), so the Block type is recursive across their files.',
      from: { pathNot: '^packages/cms-model/src/paragraphs/' },
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing: a typo, or a package that is not a declared dependency.',
      from: {},
      to: { couldNotResolve: true },
    },
    forbid(
      'packages-not-apps',
      '^packages/',
      '^apps/',
      'A package never imports an app: apps are the top of the house.',
    ),
    {
      name: 'apps-not-each-other',
      severity: 'error',
      comment: 'A brand app or the server never imports another app: share through a package.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    forbid(
      'server-not-ui',
      '^apps/api/',
      group(['block-kit', 'auth', 'elearning-player', 'site']),
      'The server uses the contracts, the model, texts and brands; never a UI package.',
    ),
    forbid(
      'player-without-router',
      pkg('elearning-player'),
      'node_modules/react-router',
      'Other teams mount the player with their own router: no router inside it.',
    ),
    forbid(
      'player-domain-pure',
      '^packages/elearning-player/src/domain/',
      ['^packages/elearning-player/src/(store|ui|editor)/', 'node_modules/react'],
      "The player's domain is pure: it never imports its store, its UI or React.",
    ),
    forbid(
      'player-store-not-ui',
      '^packages/elearning-player/src/store/',
      '^packages/elearning-player/src/(ui|editor)/',
      "The player's store does not know its UI.",
    ),
    forbid(
      'auth-machines-pure',
      '^packages/auth/src/machine/',
      ['^packages/auth/src/(store|screens|ui)/', 'node_modules/react'],
      'The auth machines are pure reducers: no store, screen or React.',
    ),
    {
      name: 'production-not-tests',
      severity: 'error',
      comment: 'Code that ships never imports a test, a story or a test helper.',
      from: {
        path: '^(packages|apps)/[^/]+/src/',
        pathNot: [
          '\\.(test|stories|spec)\\.tsx?$',
          '/(test-support|testing|test-utils)/',
          '\\.fixtures\\.ts$',
          '/fixtures/',
          'test-[^/]*\\.tsx?$',
          '-test\\.tsx?$',
          '/e2e-',
        ],
      },
      to: { path: ['\\.(test|stories|spec)\\.tsx?$', '/test-support/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', 'node_modules/\\.vite'] },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      conditionNames: ['@dementie/source', 'import', 'types', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.css'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
