/**
 * Finds module-level state in a TypeScript source: every top-level binding that can change after
 * the module has loaded. Used by `no module state in engines` (issue #22).
 *
 * What counts as state:
 * - a top-level `let` or `var` (it can be reassigned; a constant would be a `const`);
 * - a top-level `const` holding a container (a `new Map/Set/WeakMap/WeakSet/Array`, an array or
 *   object literal) that some code in the module writes: calls a mutating method on it
 *   (`set`, `add`, `delete`, `clear`, `push`, `pop`, `shift`, `unshift`, `splice`, `sort`,
 *   `reverse`, `fill`, `copyWithin`), assigns into it (`x[k] = …`, `x.k = …`, `x.k ??= …`,
 *   `x[k]++`, `delete x[k]`), or writes one level further in (`x.get(k).push(…)`, `x[k].y = …`).
 *
 * Writes made while the module loads (top-level statements, not inside a function) are fine —
 * a table built once at load is data. A write inside any function may run after load, so it is
 * state; that is the over-approximation this check takes, and the dynamic half of the test
 * (play a game, compare every exported value) backs it up for what reaches the outside.
 */
import ts from 'typescript';

export interface ModuleStateFinding {
  name: string;
  line: number;
  why: string;
}

const MUTATORS = new Set([
  'set',
  'add',
  'delete',
  'clear',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
]);
const CONTAINERS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array']);

function isContainer(init: ts.Expression | undefined): boolean {
  if (!init) return false;
  let e = init;
  while (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
  if (ts.isArrayLiteralExpression(e) || ts.isObjectLiteralExpression(e)) return true;
  if (ts.isNewExpression(e) && ts.isIdentifier(e.expression)) return CONTAINERS.has(e.expression.text);
  return false;
}

/** The top-level identifier a write lands in (`a`, `a.b`, `a[k]`, `a.get(k)`), or null. */
function rootName(e: ts.Expression): string | null {
  let x: ts.Expression = e;
  for (;;) {
    if (ts.isIdentifier(x)) return x.text;
    if (ts.isPropertyAccessExpression(x) || ts.isElementAccessExpression(x)) x = x.expression;
    else if (ts.isCallExpression(x)) x = x.expression;
    else if (ts.isNonNullExpression(x) || ts.isParenthesizedExpression(x) || ts.isAsExpression(x)) x = x.expression;
    else return null;
  }
}

function insideFunction(node: ts.Node): boolean {
  for (let p = node.parent; p; p = p.parent) if (ts.isFunctionLike(p) || ts.isClassLike(p)) return true;
  return false;
}

const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.BarEqualsToken,
  ts.SyntaxKind.AmpersandEqualsToken,
]);

export function findModuleState(fileName: string, text: string): ModuleStateFinding[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const line = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
  const found: ModuleStateFinding[] = [];
  const containers = new Map<string, ts.Node>();
  for (const stmt of sf.statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    const list = stmt.declarationList;
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const d of list.declarations) {
      if (!ts.isIdentifier(d.name)) continue;
      if (!isConst) found.push({ name: d.name.text, line: line(d), why: 'top-level let/var' });
      else if (isContainer(d.initializer)) containers.set(d.name.text, d);
    }
  }
  if (containers.size === 0) return found;
  const written = new Map<string, ts.Node>();
  const mark = (target: ts.Expression, at: ts.Node, direct: boolean) => {
    // `x = …` on the binding itself is a const reassignment (a compile error); only writes *into* it count.
    if (direct && ts.isIdentifier(target)) return;
    const name = rootName(target);
    if (name && containers.has(name) && !written.has(name) && insideFunction(at)) written.set(name, at);
  };
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
      if (MUTATORS.has(n.expression.name.text)) mark(n.expression.expression, n, false);
    } else if (ts.isBinaryExpression(n) && ASSIGNMENTS.has(n.operatorToken.kind)) {
      mark(n.left, n, true);
    } else if (
      (ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) &&
      (n.operator === ts.SyntaxKind.PlusPlusToken || n.operator === ts.SyntaxKind.MinusMinusToken)
    ) {
      mark(n.operand, n, true);
    } else if (ts.isDeleteExpression(n)) {
      mark(n.expression, n, true);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  for (const [name, at] of written)
    found.push({ name, line: line(containers.get(name) as ts.Node), why: `written after load (line ${line(at)})` });
  return found.sort((a, b) => a.line - b.line);
}
