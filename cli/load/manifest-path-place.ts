import { child, children, field, keyName, type ManifestSyntax, type Node, type SourcePlace, unwrapExpression } from './manifest-syntax.ts';

/** How many `import`s and `const`s one identifier may lead through (a cycle stops there). */
const MAX_HOPS = 16;

/** An expression and the file it is written in. */
interface Located {
  file: string;
  node: Node;
}

/**
 * The place in the manifest sources where the value at `segments` (`['redirects', 'paths', 6]`) is
 * written: the property or array element itself, or, where the walk cannot go on (a computed
 * value, a spread before the element, a property that is missing), the deepest entry it reached —
 * so a missing property points at its object's opening line. `undefined` when even the section
 * cannot be found (then the caller names the entry file alone).
 */
export function placeOfPath(syntax: ManifestSyntax, entry: string, segments: readonly (string | number)[]): SourcePlace | undefined {
  const [section, ...rest] = segments;
  if (typeof section !== 'string') return undefined;
  const root = sectionPlace(syntax, entry, section);
  if (!root) return undefined;
  let place: SourcePlace = root.place;
  let value: Located | undefined = root.value;
  for (const segment of rest) {
    const next = value ? step(syntax, value, segment) : undefined;
    if (!next) break;
    place = next.place;
    value = next.value;
  }
  return place;
}

/** The section's own place (its property in `defineSite({ … })`, or the `const` it names) and value. */
function sectionPlace(syntax: ManifestSyntax, entry: string, section: string): { place: SourcePlace; value?: Located } | undefined {
  const manifest = manifestObject(syntax, entry);
  const property = manifest ? findProperty(manifest.node, section) : undefined;
  if (manifest && property) {
    const value = child(property, 'value');
    const declared = value ? declarationOf(syntax, { file: manifest.file, node: value }) : undefined;
    // `locales` (shorthand) or `locales: locales`: the section is where that const is declared.
    if (declared) return { place: { file: declared.file, node: declared.declarator }, value: { file: declared.file, node: declared.init } };
    return { place: { file: manifest.file, node: property }, ...(value ? { value: { file: manifest.file, node: value } } : {}) };
  }
  // No `defineSite({ … })` to start from: the file that declares `export const <section>`.
  for (const file of syntax.files()) {
    const declared = exportedConst(syntax, file, section, 0);
    if (declared) return { place: { file: declared.file, node: declared.declarator }, value: { file: declared.file, node: declared.init } };
  }
  return undefined;
}

/** The object literal `export default defineSite({ … })` (or `export default { … }`) passes. */
function manifestObject(syntax: ManifestSyntax, entry: string): Located | undefined {
  const program = syntax.tree(entry);
  const exported = program?.body.find((statement) => statement.type === 'ExportDefaultDeclaration');
  let value: Located | undefined = exported ? located(entry, child(exported, 'declaration')) : undefined;
  for (let hop = 0; value && hop < MAX_HOPS; hop++) {
    const node = unwrapExpression(value.node);
    if (!node) return undefined;
    if (node.type === 'ObjectExpression') return { file: value.file, node };
    if (node.type === 'CallExpression') value = located(value.file, children(node, 'arguments')[0]);
    else if (node.type === 'Identifier') {
      const declared = declarationOf(syntax, { file: value.file, node });
      value = declared ? { file: declared.file, node: declared.init } : undefined;
    } else return undefined;
  }
  return undefined;
}

/** One segment further: a property of an object literal, an element of an array literal. */
function step(syntax: ManifestSyntax, from: Located, segment: string | number): { place: SourcePlace; value: Located } | undefined {
  const value = literalOf(syntax, from);
  if (!value) return undefined;
  const { file, node } = value;
  if (typeof segment === 'number') {
    const element = elementAt(syntax, value, segment);
    return element ? { place: element, value: element } : undefined;
  }
  if (node.type !== 'ObjectExpression') return undefined;
  const property = findProperty(node, segment);
  const inner = child(property, 'value');
  return property && inner ? { place: { file, node: property }, value: { file, node: inner } } : undefined;
}

/** The expression itself, or the literal a name stands for (`languages: landing` → `const landing = […]`). */
function literalOf(syntax: ManifestSyntax, from: Located): Located | undefined {
  const node = unwrapExpression(from.node);
  if (!node) return undefined;
  if (node.type !== 'Identifier') return { file: from.file, node };
  const declared = declarationOf(syntax, { file: from.file, node });
  const init = declared ? unwrapExpression(declared.init) : undefined;
  return declared && init ? { file: declared.file, node: init } : undefined;
}

/**
 * Element `index` of an array literal — also of `[…].map(fn)`, whose elements keep their indexes —
 * unless a spread before it makes its index unknowable.
 */
function elementAt(syntax: ManifestSyntax, array: Located, index: number): Located | undefined {
  let node = array.node;
  let file = array.file;
  if (node.type === 'CallExpression') {
    const callee = unwrapExpression(child(node, 'callee'));
    if (callee?.type !== 'MemberExpression' || field(callee, 'computed') || keyName(child(callee, 'property')) !== 'map') return undefined;
    const receiver = literalOf(syntax, { file, node: child(callee, 'object') ?? callee });
    if (!receiver) return undefined;
    ({ node, file } = receiver);
  }
  if (node.type !== 'ArrayExpression') return undefined;
  const elements = children(node, 'elements');
  if (elements.slice(0, index + 1).some((element) => element?.type === 'SpreadElement')) return undefined;
  const element = elements[index];
  return element ? { file, node: element } : undefined;
}

/** The last property of an object literal with this key (the one that wins), not computed. */
function findProperty(object: Node, key: string): Node | undefined {
  const properties = children(object, 'properties');
  for (let i = properties.length - 1; i >= 0; i--) {
    const property = properties[i];
    if (property?.type === 'Property' && !field(property, 'computed') && keyName(child(property, 'key')) === key) return property;
  }
  return undefined;
}

/** The `const` declaration an identifier names: in its own file, or through an `import` into another. */
function declarationOf(syntax: ManifestSyntax, ref: Located): { file: string; declarator: Node; init: Node } | undefined {
  const node = unwrapExpression(ref.node);
  if (node?.type !== 'Identifier') return undefined;
  return bindingIn(syntax, ref.file, field(node, 'name') as string, 0);
}

function bindingIn(syntax: ManifestSyntax, file: string, name: string, hops: number): { file: string; declarator: Node; init: Node } | undefined {
  if (hops > MAX_HOPS) return undefined;
  for (const statement of syntax.tree(file)?.body ?? []) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? child(statement, 'declaration') : statement;
    const found = declaration ? constIn(file, declaration, name) : undefined;
    if (found) return found;
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of children(statement, 'specifiers')) {
      if (specifier?.type !== 'ImportSpecifier' || keyName(child(specifier, 'local')) !== name) continue;
      const target = syntax.resolveImport(file, keyName(child(statement, 'source')) ?? '');
      const imported = keyName(child(specifier, 'imported'));
      return target && imported ? exportedConst(syntax, target, imported, hops + 1) : undefined;
    }
  }
  return undefined;
}

/** `export const name = …` in a file, or `export { local as name }` of a const there. */
function exportedConst(syntax: ManifestSyntax, file: string, name: string, hops: number): { file: string; declarator: Node; init: Node } | undefined {
  if (hops > MAX_HOPS) return undefined;
  for (const statement of syntax.tree(file)?.body ?? []) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = child(statement, 'declaration');
    const found = declaration ? constIn(file, declaration, name) : undefined;
    if (found) return found;
    for (const specifier of children(statement, 'specifiers')) {
      if (keyName(child(specifier, 'exported')) !== name) continue;
      const local = keyName(child(specifier, 'local')) ?? name;
      const source = keyName(child(statement, 'source'));
      if (source === undefined) return bindingIn(syntax, file, local, hops + 1);
      const target = syntax.resolveImport(file, source);
      return target ? exportedConst(syntax, target, local, hops + 1) : undefined;
    }
  }
  return undefined;
}

/** The declarator of `const name = init` in a variable declaration. */
function constIn(file: string, declaration: Node, name: string): { file: string; declarator: Node; init: Node } | undefined {
  if (declaration.type !== 'VariableDeclaration') return undefined;
  for (const declarator of children(declaration, 'declarations')) {
    const id = child(declarator, 'id');
    const init = child(declarator, 'init');
    if (declarator && init && id?.type === 'Identifier' && field(id, 'name') === name) return { file, declarator, init };
  }
  return undefined;
}

function located(file: string, node: Node | null | undefined): Located | undefined {
  return node ? { file, node } : undefined;
}
