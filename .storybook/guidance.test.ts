import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { GUIDANCE_PARTS } from './guidance';

/*
 * Every stories file gives its component's guidance (./guidance.ts) in its meta, all five parts, each
 * long enough to say something. Read from the sources with TypeScript's parser: no story is loaded.
 */

const root = path.resolve(import.meta.dirname, '..');
const storyFiles = ts.sys
  .readDirectory(path.join(root, 'packages'), ['.stories.tsx'], ['**/node_modules/**', '**/dist/**'])
  .map((file) => path.relative(root, file))
  .sort();

/** Fewer characters than this says nothing a designer can act on. */
const MIN_PART_LENGTH = 60;

const BRAND = /\b(dementie|dementievriendelijk|alzheimer)\b/;

/** A plain string in the source: a literal, a template without values, or literals joined with `+`. */
function textOf(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = textOf(node.left);
    const right = textOf(node.right);
    return left === undefined || right === undefined ? undefined : left + right;
  }
  return undefined;
}

/** Whether `node` sits inside the argument of a `….meta({...})` call (the stories file's meta). */
function inMeta(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (
      ts.isCallExpression(parent) &&
      ts.isPropertyAccessExpression(parent.expression) &&
      parent.expression.name.text === 'meta'
    )
      return true;
  }
  return false;
}

/** The problems with one stories file's guidance, each in words; empty when it is complete. */
function guidanceProblems(source: string, fileName = 'file.stories.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'guidance')
      calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (calls.length !== 1) return [`has ${calls.length} guidance(...) calls, not one`];
  const call = calls[0]!;
  const problems: string[] = [];
  if (!inMeta(call) || !ts.isPropertyAssignment(call.parent) || call.parent.name.getText(file) !== 'guidance')
    problems.push('gives its guidance outside `parameters: { guidance: ... }` of its meta');
  const argument = call.arguments[0];
  if (!argument || !ts.isObjectLiteralExpression(argument))
    return [...problems, 'guidance(...) takes no object'];
  const parts = new Map<string, string | undefined>();
  for (const property of argument.properties) {
    if (ts.isPropertyAssignment(property))
      parts.set(property.name.getText(file), textOf(property.initializer));
  }
  for (const [key, title] of GUIDANCE_PARTS) {
    if (!parts.has(key)) {
      problems.push(`lacks '${title}' (${key})`);
      continue;
    }
    const text = parts.get(key);
    if (text === undefined) problems.push(`'${title}' is no plain string`);
    else if (text.trim().length < MIN_PART_LENGTH)
      problems.push(`'${title}' is too short (${text.trim().length} < ${MIN_PART_LENGTH} characters)`);
  }
  const brands = parts.get('brands');
  if (brands && !BRAND.test(brands)) problems.push("'Brands' names no brand");
  return problems;
}

describe('the guidance on every docs page', () => {
  it('finds the stories files', () => {
    expect(storyFiles.length).toBeGreaterThan(90);
  });

  it('is complete in every stories file: five parts, none empty or too short', () => {
    const problems = storyFiles.flatMap((file) =>
      guidanceProblems(readFileSync(path.join(root, file), 'utf8'), file).map(
        (problem) => `${file} ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('names what is missing or too short', () => {
    const long = 'x'.repeat(MIN_PART_LENGTH);
    const meta = (parts: string) =>
      `const meta = preview.meta({ title: 'T', parameters: { guidance: guidance({ ${parts} }) } });`;
    expect(guidanceProblems('const meta = preview.meta({ title: "T" });')).toEqual([
      'has 0 guidance(...) calls, not one',
    ]);
    expect(
      guidanceProblems(
        meta(
          `whenToUse: '${long}', whenNotToUse: '', keyboardAndScreen: 'Tab.', contentRules: '${long}', brands: 'dementie ${long}'`,
        ),
      ),
    ).toEqual([
      "'When not to use it' is too short (0 < 60 characters)",
      "'Keyboard and screen reader' is too short (4 < 60 characters)",
    ]);
    expect(
      guidanceProblems(
        meta(
          `whenToUse: '${long}', whenNotToUse: '${long}' + '!', keyboardAndScreen: '${long}', brands: '${long}'`,
        ),
      ),
    ).toEqual(["lacks 'Content rules' (contentRules)", "'Brands' names no brand"]);
  });
});
