import { REPLY_CODES, type ReplyCodeKey } from '@fanpass/contracts';
import { join } from 'node:path';
import ts from 'typescript';

const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All']);
const KNOWN = new Set(Object.keys(REPLY_CODES));

/** What the source says each operation can answer, and the places it could not read. */
export interface OperationCodes {
  /** By Swagger's operationId (`Controller_method`): every reply code its handler can reach. */
  codes: Map<string, ReplyCodeKey[]>;
  /** `file:line` of an AppError whose code the types do not name (it counts for none). */
  unresolved: string[];
}

/**
 * Reads, from the API's TypeScript sources, the reply codes each operation can answer: every
 * `new AppError(…)` (or of a class extending it) reachable from the route handler through the
 * calls it makes (resolved by the type checker, an interface's method to every class implementing
 * it), the functions it refers to, and the classes its route decorators name (guards, pipes).
 * A code is the literal the error is made with, or each literal of its type (a union). Global
 * guards, validation and the framework's errors are added by their flags (`codesOf`), not here.
 *
 * It over-approximates (a branch the handler never takes still counts), never under-approximates
 * for code it can follow; a callback registered at start-up and called later (a paid-order
 * listener) is not followed from here, which the contract suites catch: every answer the tests
 * see must be listed for its operation.
 */
export function operationCodes(apiRoot: string): OperationCodes {
  const configFile = join(apiRoot, 'tsconfig.build.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const src = join(apiRoot, 'src');
  const ours = (file: ts.SourceFile) => file.fileName.startsWith(src) && !file.isDeclarationFile;

  const implementations = implementationsOf(program, checker, ours);
  const unresolved = new Set<string>();

  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${file.fileName.slice(src.length + 1)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };

  const isAppError = (type: ts.Type | undefined): boolean => {
    for (let t = type; t;) {
      if (t.getSymbol()?.getName() === 'AppError') return true;
      const bases = t.isClass() ? checker.getBaseTypes(t as ts.InterfaceType) : [];
      t = bases[0];
    }
    return false;
  };

  const codesOfArgument = (arg: ts.Expression): ReplyCodeKey[] => {
    if (ts.isStringLiteralLike(arg)) return KNOWN.has(arg.text) ? [arg.text as ReplyCodeKey] : [];
    const type = checker.getTypeAtLocation(arg);
    const parts = type.isUnion() ? type.types : [type];
    const keys = parts.filter((t) => t.isStringLiteral()).map((t) => (t as ts.StringLiteralType).value);
    // The whole catalogue (a parameter typed ReplyCodeKey) names nothing in particular.
    if (!keys.length || keys.length > 40 || keys.some((k) => !KNOWN.has(k))) return [];
    return keys as ReplyCodeKey[];
  };

  /** The declarations a node's symbol stands for, when they are ours and have code to follow. */
  const targetsOf = (node: ts.Node): ts.Node[] => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const found: ts.Node[] = [];
    for (const decl of symbol?.declarations ?? []) {
      if (!ours(decl.getSourceFile())) continue;
      if (ts.isMethodSignature(decl) || (ts.isMethodDeclaration(decl) && !decl.body)) {
        found.push(...(implementations.get(decl) ?? []));
      } else if (
        ts.isFunctionDeclaration(decl) ||
        ts.isMethodDeclaration(decl) ||
        ts.isClassDeclaration(decl) ||
        ts.isGetAccessorDeclaration(decl) ||
        ts.isConstructorDeclaration(decl)
      ) {
        found.push(decl);
      } else if (ts.isVariableDeclaration(decl) && decl.initializer && ts.isFunctionLike(decl.initializer)) {
        found.push(decl.initializer);
      } else if (ts.isPropertyDeclaration(decl) && decl.initializer && ts.isFunctionLike(decl.initializer)) {
        found.push(decl.initializer);
      }
    }
    return found;
  };

  /** What a piece of code does itself: the codes it makes, and the code it leads to. */
  const direct = new Map<ts.Node, { codes: ReplyCodeKey[]; next: ts.Node[] }>();
  const stepOf = (root: ts.Node) => {
    let step = direct.get(root);
    if (step) return step;
    const codes = new Set<ReplyCodeKey>();
    const next = new Set<ts.Node>();
    const visit = (node: ts.Node): void => {
      // Types name no code.
      if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
      if (ts.isNewExpression(node) && isAppError(checker.getTypeAtLocation(node))) {
        const arg = node.arguments?.[0];
        const keys = arg ? codesOfArgument(arg) : [];
        if (!keys.length) unresolved.add(where(node));
        for (const k of keys) codes.add(k);
      }
      if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
        for (const target of targetsOf(node)) {
          if (target === root) continue;
          // A class named as a value (a guard or pipe in a decorator, `new X()`): its code.
          if (ts.isClassDeclaration(target)) {
            for (const m of target.members) if (hasBody(m)) next.add(m);
          } else {
            next.add(target);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(root, visit);
    step = { codes: [...codes], next: [...next] };
    direct.set(root, step);
    return step;
  };

  /** Every code reachable from some starting code. */
  const reach = (starts: ts.Node[]): ReplyCodeKey[] => {
    const seen = new Set<ts.Node>(starts);
    const queue = [...starts];
    const codes = new Set<ReplyCodeKey>();
    while (queue.length) {
      const step = stepOf(queue.pop()!);
      for (const k of step.codes) codes.add(k);
      for (const n of step.next) {
        if (seen.has(n)) continue;
        seen.add(n);
        queue.push(n);
      }
    }
    return [...codes].sort();
  };

  const codes = new Map<string, ReplyCodeKey[]>();
  for (const file of program.getSourceFiles()) {
    if (!ours(file)) continue;
    file.forEachChild(function find(node) {
      if (ts.isClassDeclaration(node) && node.name && decoratorNames(node).has('Controller')) {
        // The controller's own decorators (class-level guards and pipes) count for each of its routes.
        const classLevel = [...(ts.getDecorators(node) ?? [])];
        for (const member of node.members) {
          if (ts.isMethodDeclaration(member) && [...decoratorNames(member)].some((d) => ROUTE_DECORATORS.has(d))) {
            codes.set(`${node.name.text}_${member.name.getText()}`, reach([member, ...classLevel]));
          }
        }
      }
      node.forEachChild(find);
    });
  }
  return { codes, unresolved: [...unresolved].sort() };
}

function hasBody(member: ts.ClassElement): boolean {
  return (
    (ts.isMethodDeclaration(member) || ts.isConstructorDeclaration(member) || ts.isGetAccessorDeclaration(member)) &&
    member.body !== undefined
  );
}

function decoratorNames(node: ts.HasDecorators): Set<string> {
  const names = new Set<string>();
  for (const d of ts.getDecorators(node) ?? []) {
    const e = d.expression;
    const callee = ts.isCallExpression(e) ? e.expression : e;
    if (ts.isIdentifier(callee)) names.add(callee.text);
  }
  return names;
}

/** Each abstract or interface method of ours, to the class methods that implement it. */
function implementationsOf(
  program: ts.Program,
  checker: ts.TypeChecker,
  ours: (file: ts.SourceFile) => boolean,
): Map<ts.Node, ts.Node[]> {
  const map = new Map<ts.Node, ts.Node[]>();
  for (const file of program.getSourceFiles()) {
    if (!ours(file)) continue;
    file.forEachChild(function find(node) {
      if (ts.isClassDeclaration(node)) {
        const type = checker.getTypeAtLocation(node);
        const supers: ts.Type[] = [];
        for (const clause of node.heritageClauses ?? []) {
          for (const t of clause.types) supers.push(checker.getTypeAtLocation(t.expression));
          for (const t of clause.types) supers.push(checker.getTypeFromTypeNode(t));
        }
        for (const member of node.members) {
          if (!ts.isMethodDeclaration(member) || !member.body || !member.name) continue;
          const name = member.name.getText();
          for (const s of supers) {
            const prop = s.getProperty(name) ?? checker.getPropertyOfType(type, name);
            for (const decl of prop?.declarations ?? []) {
              if (decl === member || !ours(decl.getSourceFile())) continue;
              if (ts.isMethodSignature(decl) || (ts.isMethodDeclaration(decl) && !decl.body)) {
                map.set(decl, [...(map.get(decl) ?? []), member]);
              }
            }
          }
        }
      }
      node.forEachChild(find);
    });
  }
  return map;
}
