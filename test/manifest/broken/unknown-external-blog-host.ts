import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'the ru blog names an external host that is not declared',
  break(m) {
    const blog = m.redirects?.externalBlogs?.[0];
    if (blog) blog.host = 'ruBlg';
  },
  expect: [{ code: 'UNKNOWN_HOST', path: 'redirects.externalBlogs[0].host', message: /"ruBlg" is not declared in externalHosts/, hint: /^Did you mean "ruBlog"\? Known hosts: ruBlog, docs, /s }],
} satisfies BrokenManifest;
