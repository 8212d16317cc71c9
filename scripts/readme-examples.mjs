// Every README code example compiles: the ```ts and ```tsx blocks of each published package's README.md
// become files of the consumer app (`src/readme/<package>-<n>.ts(x)`), so the consumer test's strict
// `tsc` checks them against the installed tarballs. An example is a module of its own: it imports
// what it uses and declares what the host brings (`declare function MyCertificateForm(...)`); a
// fragment (one JSX expression) is the body of its module. Nothing is skipped.
//
// Usage: node scripts/readme-examples.mjs [app folder]   lists the examples, or writes them into the app
// (its package.json must exist).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedPackages, root } from './lib.mjs';

const fence = /^```(ts|tsx)[ \t]*\n([\s\S]*?)^```[ \t]*$/gm;

/** The ```ts / ```tsx blocks of a Markdown text, with the line each starts on. */
export function extractExamples(markdown) {
  return [...markdown.matchAll(fence)].map((match) => ({
    lang: match[1],
    code: match[2],
    line: markdown.slice(0, match.index).split('\n').length,
  }));
}

/** The file of one example: where it comes from, the code, and `export {}` so that it is a module. */
export function exampleModule(dir, example) {
  return `// packages/${dir}/README.md, line ${example.line}\n${example.code}\nexport {};\n`;
}

const installedVersion = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/**
 * What the examples import beyond the packages, as a reader installs it: the editor peers (block-kit's
 * optional Lexical peers, the READMEs' 'Editor' sections) and jsdom with its types (cms-model's
 * server-side example). Versions as the workspace has them.
 */
export function exampleDependencies() {
  const blockKit = JSON.parse(readFileSync(path.join(root, 'packages', 'block-kit', 'package.json'), 'utf8'));
  const lexical = Object.entries(blockKit.peerDependencies).filter(
    ([name]) => name === 'lexical' || name.startsWith('@lexical/'),
  );
  return {
    dependencies: Object.fromEntries(lexical),
    devDependencies: { jsdom: installedVersion('jsdom'), '@types/jsdom': installedVersion('@types/jsdom') },
  };
}

/**
 * Writes every example of the published packages' READMEs under `app/src/readme`, and adds what they
 * import to `app/package.json` (before the install); returns their files.
 */
export function writeReadmeExamples(app, packages = publishedPackages) {
  const manifestFile = path.join(app, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const extra = exampleDependencies();
  manifest.dependencies = { ...manifest.dependencies, ...extra.dependencies };
  manifest.devDependencies = { ...manifest.devDependencies, ...extra.devDependencies };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  const out = path.join(app, 'src', 'readme');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const files = [];
  for (const dir of packages) {
    const readme = readFileSync(path.join(root, 'packages', dir, 'README.md'), 'utf8');
    extractExamples(readme).forEach((example, index) => {
      const file = path.join(out, `${dir}-${index + 1}.${example.lang}`);
      writeFileSync(file, exampleModule(dir, example));
      files.push(file);
    });
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [folder] = process.argv.slice(2);
  if (folder) {
    const files = writeReadmeExamples(path.resolve(folder));
    console.log(`wrote ${files.length} README examples under ${path.join(folder, 'src', 'readme')}`);
  } else {
    for (const dir of publishedPackages) {
      const readme = readFileSync(path.join(root, 'packages', dir, 'README.md'), 'utf8');
      for (const example of extractExamples(readme))
        console.log(`${dir}: line ${example.line} (${example.lang})`);
    }
  }
}
