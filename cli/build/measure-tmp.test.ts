import { test } from 'vitest';
import { bundleRuntime } from './bundle-runtime.ts';
test('m', async () => {
const b = await bundleRuntime({ rootDir: '/work/main' });
const out: string[] = [];
for (const f of b.files) out.push([f.kind, f.path, f.contents.byteLength, b.sizes.find(s=>s.path===f.path)!.gzip, f.imports.map(i=>i.kind[0]+':'+i.path).join(',')].join(' '));
out.push('initial ' + b.initialGzip + ' ' + b.preload.join(','));
for (const f of b.files) out.push(f.path + ' :: ' + f.inputs.filter(i=>!i.includes('node_modules')).join(' ') + ' nm=' + f.inputs.filter(i=>i.includes('node_modules')).length);
console.log(out.join('\n'));
});
