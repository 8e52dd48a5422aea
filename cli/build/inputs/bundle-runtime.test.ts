import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bundleRuntime,
  CORE_GZIP_BUDGET_BYTES,
  gzipSize,
  staticClosure,
  type RuntimeBundle,
  type RuntimeBundleFile,
} from './bundle-runtime.ts';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const REACT = /node_modules\/(react|react-dom|scheduler)\//;
const CRYPTO = /node_modules\/(crypto-js|jsencrypt)\//;

let bundle: RuntimeBundle;
beforeAll(async () => {
  bundle = await bundleRuntime({ rootDir });
});

const file = (path: string): RuntimeBundleFile => {
  const found = bundle.files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found;
};
const core = (): RuntimeBundleFile => file(bundle.corePath);
const text = (f: RuntimeBundleFile): string => new TextDecoder().decode(f.contents);

describe('bundleRuntime: output', () => {
  it('names the core entry and chunks with content hashes', () => {
    expect(bundle.corePath).toMatch(/^assets\/core-[A-Z0-9]{8}\.js$/);
    expect(bundle.coreUrl).toBe(`/${bundle.corePath}`);
    expect(bundle.files[0]?.path).toBe(bundle.corePath);
    expect(bundle.files.filter((f) => f.kind === 'entry')).toHaveLength(1);
    for (const f of bundle.files.filter((f) => f.kind === 'chunk')) expect(f.path).toMatch(/^assets\/chunks\/[\w-]+-[A-Z0-9]{8}\.js$/);
  });
  it('makes the core a single file whose lazy chunks all exist', () => {
    expect(core().imports.filter((i) => i.kind === 'static')).toEqual([]);
    expect(bundle.preload).toEqual([]);
    const lazy = core().imports.filter((i) => i.kind === 'dynamic').map((i) => i.path);
    expect(lazy.map((p) => p.replace(/-[A-Z0-9]{8}\.js$/, '')).sort()).toEqual(
      [
        'assets/chunks/beacon',
        'assets/chunks/hydrate-islands',
        'assets/chunks/link-prefetcher',
        'assets/chunks/start-chat',
        'assets/chunks/start-one-tap',
        'assets/chunks/start-tracking',
      ].sort(),
    );
    for (const path of lazy) {
      expect(bundle.files.some((f) => f.path === path)).toBe(true);
      expect(text(core())).toContain(`./${path.replace('assets/', '')}`);
    }
    for (const f of bundle.files) for (const i of f.imports) expect(bundle.files.some((g) => g.path === i.path)).toBe(true);
  });
  it('is ESM for es2020, minified, with production React', () => {
    const widgets = bundle.files.find((f) => f.path.startsWith('assets/chunks/hydrate-islands-')) as RuntimeBundleFile;
    expect(text(widgets)).not.toContain('process.env.NODE_ENV');
    expect(text(widgets)).not.toMatch(/react\.development|Warning: /);
    expect(text(core())).not.toMatch(/\n\s{2,}\S/);
    expect(text(core())).toMatch(/import\(/);
  });
  it('is a pure function of its options', async () => {
    const again = await bundleRuntime({ rootDir });
    expect(again.files.map((f) => f.path)).toEqual(bundle.files.map((f) => f.path));
    for (const [i, f] of again.files.entries()) expect(Buffer.from(f.contents).equals(Buffer.from(bundle.files[i]?.contents ?? []))).toBe(true);
  });
  it('prefixes URLs with the public path', async () => {
    const prefixed = await bundleRuntime({ rootDir, publicPath: '/static' });
    expect(prefixed.coreUrl).toBe(`/static/${prefixed.corePath}`);
    expect(prefixed.files.every((f) => f.url === `/static/${f.path}`)).toBe(true);
  });
  it('reports raw and gzip sizes per file', () => {
    expect(bundle.sizes.map((s) => s.path)).toEqual(bundle.files.map((f) => f.path));
    for (const [i, size] of bundle.sizes.entries()) {
      const f = bundle.files[i] as RuntimeBundleFile;
      expect(size.raw).toBe(f.contents.byteLength);
      expect(size.gzip).toBe(gzipSize(f.contents));
    }
    expect(bundle.initialGzip).toBe(bundle.sizes[0]?.gzip);
  });
  it('rejects when the entry does not exist', async () => {
    await expect(bundleRuntime({ rootDir, entry: 'runtime/no-such-entry.ts' })).rejects.toThrow();
  });
});

describe('bundleRuntime: byte budgets', () => {
  it(`keeps the core (all a page loads up front) within ${CORE_GZIP_BUDGET_BYTES} bytes gzip`, () => {
    expect(CORE_GZIP_BUDGET_BYTES).toBe(8192);
    expect(bundle.sizes[0]?.gzip).toBeLessThanOrEqual(CORE_GZIP_BUDGET_BYTES);
    expect(bundle.initialGzip).toBeLessThanOrEqual(CORE_GZIP_BUDGET_BYTES);
  });
  it('keeps React and crypto out of the core', () => {
    expect(core().inputs.filter((i) => REACT.test(i) || CRYPTO.test(i))).toEqual([]);
    expect(text(core())).not.toMatch(/CryptoJS|JSEncrypt|react\.element|__CLIENT_INTERNALS/);
  });
  it('puts React only in the lazily loaded widgets chunk', () => {
    const withReact = bundle.files.filter((f) => f.inputs.some((i) => REACT.test(i)));
    expect(withReact.map((f) => f.path.replace(/-[A-Z0-9]{8}\.js$/, ''))).toEqual(['assets/chunks/hydrate-islands']);
    expect(core().imports).toContainEqual({ path: withReact[0]?.path, kind: 'dynamic' });
  });
  it('puts crypto-js and jsencrypt only in the chunk loaded on the first flush', () => {
    const withCrypto = bundle.files.filter((f) => f.inputs.some((i) => CRYPTO.test(i)));
    expect(withCrypto.map((f) => f.path.replace(/-[A-Z0-9]{8}\.js$/, ''))).toEqual(['assets/chunks/beacon']);
    expect(withCrypto[0]?.inputs).toContain('runtime/analytics/payload-crypto.ts');
    expect(core().imports).toContainEqual({ path: withCrypto[0]?.path, kind: 'dynamic' });
  });
});

describe('staticClosure', () => {
  it('follows static imports only', () => {
    const f = (path: string, imports: RuntimeBundleFile['imports']): RuntimeBundleFile => ({ path, url: path, contents: new Uint8Array(), kind: 'chunk', imports, inputs: [] });
    const files = [
      f('a', [
        { path: 'b', kind: 'static' },
        { path: 'c', kind: 'dynamic' },
      ]),
      f('b', [{ path: 'a', kind: 'static' }]),
      f('c', []),
    ];
    expect(staticClosure(files, 'a').sort()).toEqual(['a', 'b']);
  });
});
